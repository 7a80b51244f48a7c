"""The model on a mock P150 as a user opens it, ``trace`` left at its default: ttnn 0.81.1's
mock died (SIGSEGV) dispatching the trace, and ``tt-da3 predict --device tt`` with it; it now
runs eager, warns (naming where describe() says so), and ``describe()`` says it is a mock (whose
outputs are zeros and whose timing is the host's)."""

from __future__ import annotations

import numpy as np
import pytest

ttnn = pytest.importorskip("ttnn")

from tt_depth_anything_3 import DepthAnything3  # noqa: E402


def test_default_trace_on_the_mock_runs_eager_and_says_so(
    mock_p150a, tiny_metric_checkpoint, monkeypatch
):
    monkeypatch.setenv("TT_DA3_RESIDUAL_NORM", "stock")  # the tiny widths ship no compile
    monkeypatch.setenv("TT_DA3_RESIZE", "stock")
    with pytest.warns(UserWarning, match="captures no metal trace") as warned:
        model = DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint, device="tt", process_res=70, warmup_sizes=[]
        )
    # the warning points at where the value is: the model's describe() nests the backend's
    assert "describe()['backend']['trace']" in str(warned[0].message)
    with model:
        info = model.describe()["backend"]
        assert (info["trace"], info["mock"], info["traces"]) == (False, True, 0)
        # the output's device timing is the mock's host time, and describe() says so
        assert info["device_timing"].startswith("the mock's host time, not a device time")
        out = model(np.full((56, 70, 3), 128, np.uint8))
        assert out.depth.shape == (56, 70)
