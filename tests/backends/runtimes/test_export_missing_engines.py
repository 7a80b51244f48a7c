"""``tt-da3 export --format openvino`` without openvino (or ``--dtype int8`` without nncf) is
refused before the checkpoint is read, in an export's words: it was refused only once the
network was built, and for int8 after the whole ONNX export (61 s for the tiny network on a
loaded 2-core machine, minutes for the real ones), worded ``runtime='export --format
openvino'`` / ``runtime='openvino int8'``, runtimes the user never named."""

from __future__ import annotations

import pytest

from support.missing_modules import without
from tt_depth_anything_3.backends.runtimes import files
from tt_depth_anything_3.cli import main


def never_built(*args, **kwargs):
    raise AssertionError("the network was built before the missing engine was said")


@pytest.mark.parametrize(
    ("missing", "arguments", "said"),
    [
        ("openvino", [], "exporting to OpenVINO IR needs the openvino package"),
        ("nncf", ["--dtype", "int8"], "exporting to OpenVINO IR int8 needs the nncf package"),
    ],
)
def test_export_without_its_engine_is_refused_before_any_work(
    monkeypatch, tiny_metric_checkpoint, tmp_path, capsys, missing, arguments, said
):
    without(monkeypatch, missing)
    monkeypatch.setattr(files, "build_network", never_built)
    out = tmp_path / "ir"
    code = main(["export", "--weights", str(tiny_metric_checkpoint), "--format", "openvino",
                 *arguments, "--out", str(out)])  # fmt: skip
    err = capsys.readouterr().err
    assert code == 2, err
    assert said in err and "pip install 'tt-depth-anything-3[runtimes]'" in err
    assert "runtime=" not in err
    assert not out.exists() and list(tmp_path.iterdir()) == []


def test_an_onnx_export_does_not_need_openvino(monkeypatch, tiny_metric_checkpoint, tmp_path):
    """Only the IR needs openvino: the ONNX export's checks pass without it (stopped at the
    network's build, which comes after them)."""
    without(monkeypatch, "openvino", "nncf")
    monkeypatch.setattr(files, "build_network", never_built)
    with pytest.raises(AssertionError, match="the network was built"):
        main(["export", "--weights", str(tiny_metric_checkpoint), "--out", str(tmp_path / "o")])


def test_an_out_under_a_file_is_refused_before_any_work(
    monkeypatch, tiny_metric_checkpoint, tmp_path, capsys
):
    """``--out notes.txt/onnx`` (a file on the way) was refused only once the network was
    built, by the staging folder's mkdir."""
    monkeypatch.setattr(files, "build_network", never_built)
    (tmp_path / "notes.txt").write_text("x")
    out = tmp_path / "notes.txt" / "onnx"
    code = main(["export", "--weights", str(tiny_metric_checkpoint), "--out", str(out)])
    err = capsys.readouterr().err
    assert code == 2, err
    assert f"cannot write {out}: {tmp_path / 'notes.txt'} is a file, not a folder" in err


def test_the_ir_export_checks_openvino_once(monkeypatch, tiny_metric_checkpoint, tmp_path):
    """The early check is the one: the IR's writer and its output reader asked again whether
    openvino was installed and importable (a repetition of ``export_model``'s check)."""
    from tt_depth_anything_3.backends.runtimes.export import InputShape
    from tt_depth_anything_3.checkpoints import resolve_checkpoint

    pytest.importorskip("openvino")
    asked = []
    check = files.require_engine

    def counted(runtime, module):
        asked.append(module)
        return check(runtime, module)

    monkeypatch.setattr(files, "require_engine", counted)
    checkpoint = resolve_checkpoint("x", weights_path=tiny_metric_checkpoint)
    shape = InputShape(28, 28, 1, 0)
    manifest = files.export_model(
        checkpoint.config, checkpoint.weights, tmp_path / "ir", "openvino", [shape]
    )
    assert manifest["format"] == "openvino" and (tmp_path / "ir").is_dir()
    assert asked.count("openvino") == 1, asked
