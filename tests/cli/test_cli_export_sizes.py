"""``tt-da3 export --size`` under two patches is refused in export's words (an outside test,
t47: the message was inference's, suggesting ``runtime='torch'``, which export does not have)."""

from __future__ import annotations

import pytest

from tt_depth_anything_3.cli import main as cli_main


@pytest.mark.parametrize("size", ["14x14", "14x70", "70x14"])
def test_export_refuses_a_side_under_two_patches_in_its_own_words(tmp_path, capsys, size):
    code = cli_main(["export", "--weights", str(tmp_path / "missing"), "--size", size,
                     "--out", str(tmp_path / "out")])  # fmt: skip
    err = capsys.readouterr().err
    assert code == 2, err
    assert f"--size {size}" in err and "use --size with both sides >= 28" in err
    assert "runtime" not in err
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("size", ["1400000x1400000", "4046x28", "28x4046"])
def test_export_refuses_a_side_over_the_largest_process_res(tmp_path, capsys, size):
    """A huge ``--size`` had no bound: exit 1 with torch's allocation traceback (23 TB for
    its sample input). Refused in one line, at the API's own limit (``MAX_PROCESS_RES``)."""
    code = cli_main(["export", "--weights", str(tmp_path / "missing"), "--size", size,
                     "--out", str(tmp_path / "out")])  # fmt: skip
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1, err
    assert f"--size {size}" in err[0] and "sides up to 4032 px" in err[0]
    assert not (tmp_path / "out").exists()


def test_export_model_refuses_a_side_over_the_largest_process_res(tmp_path):
    from tt_depth_anything_3.backends.runtimes import files
    from tt_depth_anything_3.backends.runtimes.export import InputShape
    from tt_depth_anything_3.config.errors import InputError
    from tt_depth_anything_3.config.schema import DA3Config

    config = DA3Config.from_model_name("da3metric-large")
    with pytest.raises(InputError, match=r"sides up to 4032 px .*, got 28x4046"):
        files.export_model(config, tmp_path / "w.safetensors", tmp_path / "out",
                           shapes=[InputShape(28, 4046)])  # fmt: skip
    assert not (tmp_path / "out").exists()


def test_a_size_given_twice_is_named_as_typed(tmp_path, capsys):
    """``--size 28x28 --size 28x28`` said only "shapes named twice: b1_28x28" (the export's
    name of a shape, not what was typed), after the checkpoint was read."""
    code = cli_main(["export", "--weights", str(tmp_path / "missing"), "--size", "28x42",
                     "--size", "28x42", "--size", "56x56", "--out", str(tmp_path / "out")])  # fmt: skip
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1, err
    assert "shapes named twice: b1_28x42 (--size 28x42 given more than once" in err[0], err
    assert "weights_path" not in err[0]  # said before the checkpoint is looked for
    assert not (tmp_path / "out").exists()


def test_views_of_a_model_without_a_camera_head_are_refused_in_the_commands_words(
    tiny_metric_checkpoint, tmp_path, capsys, monkeypatch
):
    """``--views 2`` on a metric model said ``export single images (views=0)``, the API's
    words, after reading the checkpoint; now before it, naming the flag too."""
    from tt_depth_anything_3.backends.runtimes import files

    monkeypatch.setattr(files, "build_network", lambda *a: pytest.fail("the network was read"))
    code = cli_main(["export", "--weights", str(tiny_metric_checkpoint), "--views", "2",
                     "--out", str(tmp_path / "out")])  # fmt: skip
    err = capsys.readouterr().err
    assert code == 2, err
    assert "da3metric-large has no camera head" in err and "without --views" in err
    assert not (tmp_path / "out").exists()
