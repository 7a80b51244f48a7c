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


def test_a_failed_trace_capture_is_ended(monkeypatch):
    """A forward that raised inside ``begin_trace_capture`` left the device capturing: nothing
    ended the capture, so every later op (the release of the size, the other sizes' programs)
    would have been recorded into a trace no one replays. The capture is now ended and its trace
    released before the error goes on. (Host logic: the mock captures no trace.)"""
    from tt_depth_anything_3.backends.blackhole.device.programs import ProgramCache, SizeProgram

    calls = []
    monkeypatch.setattr(ttnn, "begin_trace_capture", lambda device, cq_id: calls.append("begin"))
    monkeypatch.setattr(ttnn, "end_trace_capture", lambda device, trace, cq_id: calls.append("end"))
    monkeypatch.setattr(ttnn, "release_trace", lambda device, trace: calls.append("release"))
    monkeypatch.setattr(ttnn, "synchronize_device", lambda device: None)
    monkeypatch.setattr(ttnn, "deallocate", lambda tensor: None)
    forwards = []

    def forward(program, image):
        forwards.append(image)
        if len(forwards) == 2:  # the captured run
            raise RuntimeError("an op refused inside the capture")
        return None, None, None

    class Host:
        def to(self, device):
            return "device input"

    cache = ProgramCache.__new__(ProgramCache)
    cache.tt_device = object()
    monkeypatch.setattr(cache, "forward", forward, raising=False)
    program = SizeProgram(14, 14, "stock", None, None, None)  # type: ignore[arg-type]
    with pytest.raises(RuntimeError, match="inside the capture"):
        cache.capture(program, Host())
    assert calls == ["begin", "end", "release"] and program.trace_id is None
