"""Depth that is not finite no longer passes silently (tester_regress2 item 5): a checkpoint
whose weights are finite but overflow gave all-NaN depth with no word, and ``tt-da3 predict``
wrote an all-zero PNG, exit 0, with a 'raise --png-scale' hint. Now each such image warns once
(``NonFiniteDepthWarning``), and ``predict`` reports it as failed and exits 1."""

from __future__ import annotations

import json
import shutil
import warnings

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.config.errors import NonFiniteDepthWarning

NOTE = "the network gave non-finite depth"


@pytest.fixture(scope="module")
def overflowing_checkpoint(tiny_metric_checkpoint, tmp_path_factory):
    """The tiny metric checkpoint with one attention weight times 1e30: finite, so the load
    takes it, but the network's numbers overflow to NaN."""
    import torch
    from safetensors.torch import load_file, save_file

    folder = tmp_path_factory.mktemp("overflowing")
    shutil.copy(tiny_metric_checkpoint / "config.json", folder / "config.json")
    weights = load_file(str(tiny_metric_checkpoint / "model.safetensors"))
    name = next(k for k in weights if k.endswith("qkv.weight"))
    weights[name] = weights[name] * torch.tensor(1e30, dtype=weights[name].dtype)
    assert torch.isfinite(weights[name]).all()
    save_file(weights, str(folder / "model.safetensors"))
    return folder


def test_each_image_of_non_finite_depth_warns_once(overflowing_checkpoint, photo):
    model = DepthAnything3.from_pretrained(
        weights_path=overflowing_checkpoint, device="cpu", process_res=70
    )
    with model, warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        outputs = model([photo, photo[:, ::-1]])
    said = [w for w in caught if issubclass(w.category, NonFiniteDepthWarning)]
    assert len(said) == 2 and all(NOTE in str(w.message) for w in said)
    assert all(out.non_finite_pixels() == out.depth.size for out in outputs)
    numpy_said = [str(w.message) for w in caught if issubclass(w.category, RuntimeWarning)]
    assert numpy_said == [], "numpy's warnings on the way say nothing of the cause"


def test_finite_depth_says_nothing(tiny_metric_model, photo):
    with warnings.catch_warnings():
        warnings.simplefilter("error", NonFiniteDepthWarning)
        assert tiny_metric_model(photo).non_finite_pixels() == 0


def test_predict_reports_the_image_as_failed(overflowing_checkpoint, photo, tmp_path, capsys):
    image = tmp_path / "a.png"
    Image.fromarray(photo).save(image)
    out = tmp_path / "out"
    args = ["predict", str(image), "--out", str(out), "--no-progress"]
    args += ["--weights", str(overflowing_checkpoint), "--device", "cpu", "--process-res", "70"]
    assert main(args) == 1
    err = capsys.readouterr().err
    assert f"skipped {image}: {NOTE}" in err
    assert "--png-scale" not in err and "Warning" not in err
    assert not (out / "a.png").exists()


def test_video_per_frame_reports_such_frames_as_failed(
    overflowing_checkpoint, photo, tmp_path, capsys
):
    """``tt-da3 video`` (per frame) wrote all-zero PNGs, exit 0, as ``predict`` once did."""
    folder = tmp_path / "frames"
    folder.mkdir()
    for i in range(2):
        Image.fromarray(photo).save(folder / f"{i:03d}.png")
    out = tmp_path / "depth"
    args = ["video", str(folder), "--out", str(out), "--no-progress"]
    args += ["--weights", str(overflowing_checkpoint), "--device", "cpu", "--process-res", "70"]
    assert main(args) == 1
    said = capsys.readouterr()
    err = said.err
    assert f"skipped frame 0: {NOTE}" in err and f"skipped frame 1: {NOTE}" in err
    assert "wrote depth of 0 frames" in said.out + err and "(2 skipped)" in said.out + err
    assert "Warning" not in err and not list(out.glob("depth_*.png"))


def test_video_per_frame_says_a_skipped_frame_off_its_progress_bar(
    overflowing_checkpoint, photo, tmp_path, capsys, monkeypatch
):
    """With the bar drawn, ``skipped frame N: ...`` was printed after the bar's text on its
    line (``depth: 0%| | 0/2 [...]skipped frame 0: ...``); it is now written above the bar,
    as ``predict`` writes its ``skipped`` lines."""
    monkeypatch.setenv("TT_DA3_PROGRESS", "1")
    folder = tmp_path / "frames"
    folder.mkdir()
    for i in range(2):
        Image.fromarray(photo).save(folder / f"{i:03d}.png")
    args = ["video", str(folder), "--out", str(tmp_path / "depth")]
    args += ["--weights", str(overflowing_checkpoint), "--device", "cpu", "--process-res", "70"]
    assert main(args) == 1
    err = capsys.readouterr().err
    for i in range(2):
        before = err[: err.index(f"skipped frame {i}: {NOTE}")]
        assert "depth:" in err and before.endswith(("\r", "\n")), before[-80:]


def test_predict_dataset_reports_such_images_as_failed(
    in_process_replica, overflowing_checkpoint, photo, tmp_path
):
    """A ``predict-dataset`` replica's row is ``failed`` with the reason, nothing written (it
    wrote an all-zero PNG as ``written``): the summary counts it, the exit status is 1, and
    a rerun tries it again."""
    import numpy as np

    from tt_depth_anything_3.scale_out.predictor import DepthPredictor, decode_batch
    from tt_depth_anything_3.scale_out.resources import ReplicaResources

    Image.fromarray(photo).save(tmp_path / "x.png")
    batch = {
        "source": np.asarray([str(tmp_path / "x.png")], dtype=object),
        "name": np.asarray(["x"], dtype=object),
        "intrinsics": np.full((1, 9), np.nan),
    }
    model = {"weights_path": str(overflowing_checkpoint), "process_res": 70}
    replica = DepthPredictor(model, ReplicaResources("cpu"), str(tmp_path / "out"), ("png",))
    with warnings.catch_warnings():
        warnings.simplefilter("error", NonFiniteDepthWarning)  # said in the row, not warned
        answer = replica(decode_batch(batch, max_pixels=1_000_000))
    assert list(answer["status"]) == ["failed"] and NOTE in answer["error"][0]
    assert not (tmp_path / "out" / "x.png").exists()
    kept = DepthPredictor(  # eval-kitti --replicas: kept for the scorer (an invalid prediction)
        model, ReplicaResources("cpu"), str(tmp_path / "kept"), ("npy",), keep_non_finite=True
    )
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", NonFiniteDepthWarning)
        answer = kept(decode_batch(batch, max_pixels=1_000_000))
    assert list(answer["status"]) == ["written"]
    assert np.isnan(np.load(tmp_path / "kept" / "x.npy")).all()


def test_the_server_answers_500_for_such_depth(overflowing_checkpoint, photo):
    """``/predict`` and ``/predict_png`` answered 200 with NaN depth (JSON) or an all-zero
    PNG; now 500 with ``predict``'s words (the server's model, not the request, is at fault)."""
    from support.app_testing import b64, encode, ready_client

    model = DepthAnything3.from_pretrained(
        weights_path=overflowing_checkpoint, device="cpu", process_res=70
    )
    with model, ready_client(overflowing_checkpoint, model) as client:
        png = encode(photo)
        answers = [
            client.post("/predict", json={"image": b64(png)}),
            client.post("/predict_png", content=png, headers={"content-type": "image/png"}),
        ]
        for answer in answers:
            assert answer.status_code == 500, answer.text
            assert NOTE in answer.json()["detail"]
        with client.websocket_connect("/stream") as ws:  # that frame's status, as /predict's
            ws.send_bytes(png)
            said = json.loads(ws.receive_text())
        assert said["status"] == 500 and NOTE in said["detail"]
        assert client.post("/predict", json={"image": b64(png)}).status_code == 500  # still up


def test_a_partly_infinite_map_is_said_once_without_numpy_warnings():
    """Half the map infinite: the sky fill's percentile interpolated inf - inf, and numpy's
    'invalid value encountered in scalar subtract' reached the command line before the note."""
    from tt_depth_anything_3.inference.postprocess import OutputOptions, to_output
    from tt_depth_anything_3.inference.preprocess import preprocess

    prepared = preprocess(np.zeros((56, 70, 3), np.uint8), 70, "upper_bound", (56, 70))
    h, w = prepared.model_input_size
    depth = np.full((h, w), np.inf, np.float32)
    depth[: h // 2] = np.linspace(1, 5, (h // 2) * w).reshape(h // 2, w)
    sky = np.zeros((h, w), np.float32)
    sky[:, : w // 3] = 1.0
    options = OutputOptions.checked(None, "p99", True)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = to_output({"depth": depth, "sky": sky}, prepared, None, options, units="relative",
                        model_name="x", backend="torch", device="cpu")  # fmt: skip
    assert [w.category for w in caught] == [NonFiniteDepthWarning]
    assert out.non_finite_pixels() > 0
