"""``dtype="auto"`` with a named engine (``runtime="onnxruntime"`` / ``"openvino"``): the
fastest precision of that engine that passes the gate, with its decision (it was a
ValueError: "runs ('fp32',) only, got 'auto'")."""

from __future__ import annotations

import numpy as np
import pytest

from tt_depth_anything_3 import DepthAnything3

pytest.importorskip("onnxruntime")


def test_onnxruntime_with_dtype_auto_is_its_float32_gated(tiny_metric_checkpoint):
    with DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, runtime="onnxruntime", dtype="auto", process_res=70
    ) as model:
        assert model.precision == "fp32"
        decision = model.describe()["auto_runtime"]
        assert decision["choice"] == "onnxruntime"
        assert [row["runtime"] for row in decision["tried"]] == ["onnxruntime"]  # no torch
        assert decision["tried"][0]["gate"]["passed"]
        # how dtype="auto" chose: None before, the choice only in auto_runtime
        chosen = model.describe()["auto_precision"]
        assert chosen["choice"] == "fp32" and chosen["runtime"] == "onnxruntime"
        assert chosen["rule"] == decision["reason"]
        assert model(np.zeros((60, 80, 3), np.uint8)).depth.shape == (56, 70)


def test_nncf_keeps_its_info_lines_to_itself(capfd):
    """A first int8 load printed about 150 'INFO:nncf:' lines with no logging set up."""
    pytest.importorskip("nncf")
    import openvino as ov
    from nncf.common.logging.logger import nncf_logger
    from openvino import opset13 as ops

    from tt_depth_anything_3.backends.runtimes.ov_weights import compress_weights_int8

    x = ops.parameter([1, 64], np.float32, name="x")
    weight = ops.constant(np.random.default_rng(0).normal(size=(64, 64)).astype(np.float32))
    level = nncf_logger.level
    compress_weights_int8(ov.Model([ops.matmul(x, weight, False, True)], [x]))
    captured = capfd.readouterr()
    assert "INFO:nncf" not in captured.out + captured.err
    assert nncf_logger.level == level  # restored


def test_an_image_too_narrow_for_the_engine_fails_alone(tiny_metric_checkpoint, tmp_path, capsys):
    """An 8x130 image runs at 14x70 at process_res=70, under the exported graphs' 28 px: it
    raised out of ``iter_predict`` (and ``tt-da3 predict`` exited 2 after the first image);
    it is now that frame's error, as torch's refusal of a 7 px image is."""
    from PIL import Image

    from tt_depth_anything_3.cli import main
    from tt_depth_anything_3.config.errors import InputError

    wide = np.full((60, 80, 3), 128, np.uint8)
    narrow = np.full((8, 130, 3), 128, np.uint8)
    with DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, runtime="onnxruntime", process_res=70
    ) as model:
        frames = list(model.iter_predict([wide, narrow, wide], parallel_frames=1))
    assert [frame.ok for frame in frames] == [True, False, True]
    assert isinstance(frames[1].error, InputError)
    assert "take sides from 28 px" in str(frames[1].error)
    for name, image in (("a", wide), ("narrow", narrow), ("b", wide)):
        Image.fromarray(image).save(tmp_path / f"{name}.png")
    images = [str(tmp_path / f"{name}.png") for name in ("a", "narrow", "b")]
    flags = ["--runtime", "onnxruntime", "--process-res", "70", "--weights"]
    out = tmp_path / "out"
    assert main(["predict", *images, *flags, str(tiny_metric_checkpoint), "--out", str(out)]) == 1
    assert sorted(p.name for p in out.iterdir()) == ["a.png", "b.png"]
    assert "skipped" in capsys.readouterr().err
