"""What a machine without a chip says to ``device="tt"``, from an outside test: a hub load
downloaded the checkpoint before refusing for missing ttnn, the refusal on Python 3.11 did
not say the interpreter was the problem, ``--device 0`` was told "or an int" and refused,
``tt-da3 estimate --device tt`` was read as ``--device-model tt``, and ``estimate --model``
was checked only after ttnn."""

from __future__ import annotations

import importlib.util
import sys

import pytest

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.cli import main

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("ttnn") is not None, reason="ttnn is installed: tt is not refused"
)


def test_a_hub_load_on_tt_is_refused_before_any_download(monkeypatch):
    import huggingface_hub

    fetched = []

    def download(*args, **kwargs):
        fetched.append(kwargs.get("filename"))
        raise AssertionError("downloaded")

    monkeypatch.setattr(huggingface_hub, "hf_hub_download", download)
    expected = "not installed" + (" in this Python \\(3" if sys.version_info[:2] != (3, 12) else "")
    with pytest.raises(ValueError, match=f"needs the ttnn package.*{expected}"):
        DepthAnything3.from_pretrained("depth-anything/DA3METRIC-LARGE", device="tt")
    assert fetched == []


def test_a_device_number_on_the_command_line_is_shown_as_tt_n(capsys):
    assert main(["info", "--device", "0"]) == 2
    assert "here 'tt:0'" in capsys.readouterr().err


def test_estimate_does_not_take_device_for_device_model(capsys):
    with pytest.raises(SystemExit) as info:
        main(["estimate", "--device", "tt", "--size", "518x518"])
    assert info.value.code == 2
    assert "unrecognized arguments: --device tt" in capsys.readouterr().err


def test_estimate_names_a_model_it_cannot_capture_before_asking_for_ttnn(capsys):
    """An unknown ``--model``, or one the Blackhole program does not run, was reported only
    where ttnn is installed (here: "capturing the program needs ttnn")."""
    assert main(["estimate", "--size", "70x70", "--model", "nonsense"]) == 2
    err = capsys.readouterr().err
    assert "unknown model_name 'nonsense'" in err and "needs ttnn" not in err
    assert main(["estimate", "--size", "70x70", "--model", "da3-small"]) == 2
    err = capsys.readouterr().err
    assert "--model da3-small: the Blackhole backend runs the DPT models with a sky head" in err
    assert main(["estimate", "--size", "70x70", "--model", "da3mono-large"]) == 2
    assert "capturing the program needs ttnn" in capsys.readouterr().err


def test_replicas_on_this_machine_are_refused_before_ray_and_run_json(
    monkeypatch, tmp_path, photo, tiny_metric_checkpoint, capsys
):
    """``predict-dataset --replicas 1 --device tt`` started Ray, then said only that the
    cluster had no 'tt' resource (and left a run.json)."""
    pytest.importorskip("ray")
    import ray
    from PIL import Image

    def refuse(*args, **kwargs):
        raise AssertionError("ray.init called: the job should have been refused before")

    monkeypatch.setattr(ray, "init", refuse)
    Image.fromarray(photo).save(tmp_path / "a.png")
    out = tmp_path / "out"
    argv = ["predict-dataset", str(tmp_path / "a.png"), "--out", str(out), "--replicas", "1"]
    argv += ["--device", "tt", "--weights", str(tiny_metric_checkpoint), "--no-progress"]
    assert main(argv) == 2
    assert "needs the ttnn package" in capsys.readouterr().err
    assert not out.exists()


def test_a_model_the_device_program_does_not_run_is_named_before_ttnn(tiny_anyview_checkpoint):
    """A local DA3-SMALL (a dual-DPT head, which the device program does not run) on
    ``device="tt"`` was told only to install ttnn under Python 3.12; after doing that, the load
    read every weight and then refused the model. The model is named first now."""
    with pytest.raises(ValueError) as refused:
        DepthAnything3.from_pretrained(weights_path=tiny_anyview_checkpoint, device="tt")
    message = str(refused.value)
    assert "the Blackhole backend runs the DPT models with a sky head" in message
    assert "da3-small has a dual_dpt head" in message and "ttnn" not in message


def test_a_hub_model_the_device_program_does_not_run_is_named_before_download(monkeypatch):
    """``depth-anything/DA3-SMALL`` on ``device="tt"`` was told to install ttnn (the model's
    config is known without a download: a preset's hub id)."""
    import huggingface_hub

    def download(*args, **kwargs):
        raise AssertionError("downloaded")

    monkeypatch.setattr(huggingface_hub, "hf_hub_download", download)
    with pytest.raises(ValueError, match="da3-small has a dual_dpt head") as refused:
        DepthAnything3.from_pretrained("depth-anything/DA3-SMALL", device="tt")
    assert "ttnn" not in str(refused.value)


def test_replicas_of_a_hub_model_tt_does_not_run_are_named_before_ray(
    monkeypatch, tmp_path, photo, capsys
):
    """``predict-dataset --replicas 1 --device tt --model-id depth-anything/DA3-SMALL`` was
    told to install ttnn, as ``from_pretrained`` was: the preset's config names the model."""
    pytest.importorskip("ray")
    import ray
    from PIL import Image

    def refuse(*args, **kwargs):
        raise AssertionError("ray.init called: the job should have been refused before")

    monkeypatch.setattr(ray, "init", refuse)
    Image.fromarray(photo).save(tmp_path / "a.png")
    argv = ["predict-dataset", str(tmp_path / "a.png"), "--out", str(tmp_path / "out")]
    argv += ["--replicas", "1", "--device", "tt", "--model-id", "depth-anything/DA3-SMALL"]
    assert main([*argv, "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "da3-small has a dual_dpt head" in err and "ttnn" not in err


@pytest.mark.parametrize("command", ["predict-dataset", "video"])
def test_replicas_of_a_local_model_tt_does_not_run_are_named_before_ray(
    command, monkeypatch, tmp_path, photo, tiny_anyview_checkpoint, capsys
):
    """``predict-dataset`` / ``video --replicas 1 --device tt --weights DA3-SMALL-folder`` were
    told to install ttnn (the model was named only for a preset's hub id), where ``predict``
    and ``video`` in one process name the model: its config.json is read here (no weights)."""
    pytest.importorskip("ray")
    import ray
    from PIL import Image

    def refuse(*args, **kwargs):
        raise AssertionError("ray.init called: the job should have been refused before")

    monkeypatch.setattr(ray, "init", refuse)
    frames = tmp_path / "frames"
    frames.mkdir()
    for index in range(2):
        Image.fromarray(photo).save(frames / f"{index}.png")
    argv = [command, str(frames), "--out", str(tmp_path / "out"), "--replicas", "1"]
    argv += ["--device", "tt", "--weights", str(tiny_anyview_checkpoint), "--no-progress"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "da3-small has a dual_dpt head" in err and "ttnn" not in err


def test_a_dpt_model_without_a_sky_head_is_told_what_it_lacks(tmp_path):
    """A Depth Anything V2 checkpoint was refused "... runs the DPT models with a sky head
    (...); depth-anything-v2-small has a dpt head", as if a DPT head were the reason."""
    from support.checkpoints import write_v2_pth_checkpoint

    weights = write_v2_pth_checkpoint(tmp_path / "v2")
    with pytest.raises(ValueError) as refused:
        DepthAnything3.from_pretrained(weights_path=weights, device="tt")
    message = str(refused.value)
    assert "depth-anything-v2-small has a dpt head without a sky head" in message
    assert "ttnn" not in message
