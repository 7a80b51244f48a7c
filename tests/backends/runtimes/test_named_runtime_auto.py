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
        assert model(np.zeros((60, 80, 3), np.uint8)).depth.shape == (56, 70)
