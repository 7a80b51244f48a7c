"""Long jobs on a full disk, from an outside test of the commands as a user runs them:
``predict-dataset`` ended in a Ray traceback of about 100 lines (exit 1) when a replica could
not write an output; ``calibrate-attention`` wrote its file in place, so a full disk left a
torn ``attention_calibration.json`` (every load beside the weights refused it) where the earlier
one was, and said ``[Errno 28] No space left on device`` without the file; ``export --format
openvino`` was OpenVINO's ``RuntimeError: basic_ios::clear: iostream error`` traceback; a
``predict`` output that could not be written said ``cannot write X: cannot write X: ...``; and
the one ``error:`` line began with Python's ``[Errno 28]``. ``calibrate-attention`` (a float32
run per image) also drew no progress."""

from __future__ import annotations

import errno
import json
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.cli import error_line, main

NO_SPACE = "No space left on device"


def full_disk(*args, **kwargs):
    """What a write on a full disk raises (numpy's zip writer, ``Path.write_text``)."""
    raise OSError(errno.ENOSPC, NO_SPACE)


@pytest.fixture()
def images(photo, tmp_path) -> list[Path]:
    folder = tmp_path / "in"
    folder.mkdir()
    paths = [folder / f"{name}.png" for name in ("a", "b")]
    for path in paths:
        Image.fromarray(photo).save(path)
    return paths


def test_a_replica_that_cannot_write_an_output_fails_that_image(
    in_process_replica, tiny_metric_checkpoint, images, tmp_path, monkeypatch
):
    """The replica's OSError went up through Ray Data (a traceback, the job ended, exit 1):
    now that image's row is ``failed`` with ``cannot write PATH: reason`` (named once, not its
    temporary), as ``predict`` skips it, and nothing torn is left."""
    from tt_depth_anything_3.scale_out.predictor import DepthPredictor, decode_batch
    from tt_depth_anything_3.scale_out.resources import ReplicaResources

    batch = {
        "source": np.asarray([str(p) for p in images], dtype=object),
        "name": np.asarray(["a", "b"], dtype=object),
        "intrinsics": np.full((2, 9), np.nan),
    }
    decoded = decode_batch(batch, max_pixels=1_000_000)
    out = tmp_path / "out"
    model = {"weights_path": str(tiny_metric_checkpoint), "process_res": 56}
    replica = DepthPredictor(model, ReplicaResources("cpu"), str(out), ("png", "npz"))
    monkeypatch.setattr(np, "savez_compressed", full_disk)
    answer = replica(decoded)
    assert list(answer["status"]) == ["failed", "failed"]
    assert list(answer["error"]) == [f"cannot write {out / n}.npz: {NO_SPACE}" for n in "ab"]
    assert sorted(p.name for p in out.iterdir()) == ["a.png", "b.png"]  # no temporaries


def test_predict_names_an_unwritable_output_once(
    tiny_metric_checkpoint, images, tmp_path, monkeypatch, capsys
):
    monkeypatch.setattr(np, "savez_compressed", full_disk)
    out = tmp_path / "out"
    flags = ["--weights", str(tiny_metric_checkpoint), "--process-res", "56", "--no-progress"]
    assert main(["predict", *map(str, images), "--out", str(out), "--format", "npz", *flags]) == 1
    err = capsys.readouterr().err
    assert f"skipped {images[0]}: cannot write {out / 'a.npz'}: {NO_SPACE}\n" in err
    assert err.count("cannot write") == 2 and "Errno" not in err


def calibrate(checkpoint: Path, images: list[Path], out: Path, *flags: str) -> int:
    return main(
        ["calibrate-attention", "--weights", str(checkpoint), "--images", *map(str, images),
         "--process-res", "28", "--out", str(out), *flags]
    )  # fmt: skip


def test_calibrate_attention_on_a_full_disk_keeps_the_earlier_file(
    tiny_metric_checkpoint, images, tmp_path, monkeypatch, capsys
):
    out = tmp_path / "calibration.json"
    assert calibrate(tiny_metric_checkpoint, images[:1], out, "--no-progress") == 0
    earlier = out.read_bytes()
    real_write_text = Path.write_text

    def half_then_full(self, text, *args, **kwargs):  # a torn write, as a full disk makes it
        real_write_text(self, text[:100], *args, **kwargs)
        raise OSError(errno.ENOSPC, NO_SPACE)

    monkeypatch.setattr(Path, "write_text", half_then_full)
    capsys.readouterr()
    assert calibrate(tiny_metric_checkpoint, images, out, "--no-progress") == 2
    err = capsys.readouterr().err
    assert f"tt-da3 calibrate-attention: error: cannot write {out}: {NO_SPACE}\n" in err
    assert "Errno" not in err
    assert out.read_bytes() == earlier and json.loads(earlier)["images"] == [str(images[0])]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["calibration.json", "in"]


def test_calibrate_attention_draws_its_progress(
    tiny_metric_checkpoint, images, tmp_path, monkeypatch, capsys
):
    """A float32 run of the network per image (seconds each at 504) said nothing until the
    end: a bar of the images now, on a terminal or with ``TT_DA3_PROGRESS=1``; not with
    ``--no-progress``, and the JSON report alone on stdout."""
    monkeypatch.setenv("TT_DA3_PROGRESS", "1")
    assert calibrate(tiny_metric_checkpoint, images, tmp_path / "c.json") == 0
    captured = capsys.readouterr()
    assert "calibrate: 100%" in captured.err and "2/2" in captured.err
    assert json.loads(captured.out)["images"] == 2
    assert calibrate(tiny_metric_checkpoint, images, tmp_path / "c.json", "--no-progress") == 0
    assert "calibrate" not in capsys.readouterr().err


def test_export_openvino_on_a_full_disk_is_one_error_line(
    tiny_metric_checkpoint, tmp_path, monkeypatch, capsys
):
    """OpenVINO says a full disk as ``RuntimeError: basic_ios::clear: iostream error``: the
    export command ended in that traceback (exit 1); now the disk's room is looked at around
    the IR's write (``room_for``, as the runtime cache does) and the error names ``--out``."""
    openvino = pytest.importorskip("openvino")
    onnx = pytest.importorskip("onnx")
    from onnx import TensorProto, helper

    from tt_depth_anything_3.backends.runtimes import cache, files

    def tiny_graph(network, shape, folder, dynamic=True, external_data=None):  # no tracing
        value = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, 28, 28])
        result = helper.make_tensor_value_info("depth", TensorProto.FLOAT, [1, 3, 28, 28])
        graph = helper.make_graph([helper.make_node("Identity", ["x"], ["depth"])], "g", [value],
                                  [result])  # fmt: skip
        path = Path(folder) / "model.onnx"
        onnx.save(helper.make_model(graph), str(path))
        return path

    def save_model(model, path, **options):
        raise RuntimeError("basic_ios::clear: iostream error")

    monkeypatch.setattr(files, "export_onnx", tiny_graph)
    monkeypatch.setattr(openvino, "save_model", save_model)
    monkeypatch.setattr(cache, "free_space", lambda folder: 0)
    out = tmp_path / "export"
    flags = ["--weights", str(tiny_metric_checkpoint), "--format", "openvino"]
    assert main(["export", *flags, "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"tt-da3 export: error: cannot write {out}: the OpenVINO IR takes at least" in err
    assert "Errno" not in err and "Traceback" not in err
    assert list(tmp_path.iterdir()) == []  # no export, no staging folder


def test_the_error_line_drops_only_pythons_errno_prefix():
    said = OSError(errno.ENOSPC, f"cannot write out/scene.ply: {NO_SPACE}")
    assert error_line(said) == f"cannot write out/scene.ply: {NO_SPACE}"
    assert error_line(ValueError("bad")) == "bad"
    missing = FileNotFoundError(errno.ENOENT, "No such file or directory", "x.png")
    assert "x.png" in error_line(missing)  # a path the message does not hold stays
