"""``model.iter_predict(frames)`` where ``frames`` yields one buffer refilled for each frame (a
camera or video reader that reuses its array, ``buf[:] = next_frame; yield buf``): with frames
read ahead or run side by side (the default on a CPU whose cores all run torch, and 2 frames
read ahead on CUDA), a worker read the buffer after the source had refilled it, and a frame's
depth was silently that of a later frame. A frame that is a mutable buffer (array, tensor,
bytearray) is now copied as it is taken from the stream when frames run ahead.

The test makes the bad order certain: a worker's decode of the generator's own buffer waits
until the generator has refilled it (the fixed code hands the workers copies)."""

from __future__ import annotations

import io
import threading

import numpy as np
import pytest
import torch
from PIL import Image

from tt_depth_anything_3.inference import jobs


def png_bytes(rgb: np.ndarray) -> bytes:
    buffer = io.BytesIO()
    Image.fromarray(rgb).save(buffer, format="PNG")
    return buffer.getvalue()


OPTIONS = [{"read_ahead_frames": 2, "parallel_frames": 1}, {"parallel_frames": 2}]


@pytest.mark.parametrize("kind", ["array", "tensor", "bytearray"])
@pytest.mark.parametrize("options", OPTIONS, ids=["read_ahead", "side_by_side"])
def test_a_refilled_buffer_gives_each_frame_its_own_depth(
    tiny_metric_model, photo, monkeypatch, options, kind
):
    frames = [np.roll(photo, 7 * i, axis=1) for i in range(4)]
    if kind == "bytearray":
        frames = [png_bytes(f) for f in frames]
        size = max(len(f) for f in frames)
        frames = [f + b"\0" * (size - len(f)) for f in frames]  # one buffer's length
        buffer = bytearray(size)
    elif kind == "tensor":
        frames = [torch.from_numpy(f) for f in frames]
        buffer = torch.empty_like(frames[0])
    else:
        buffer = np.empty_like(frames[0])
    refills = threading.Condition()
    state = {"refills": 0, "done": False}
    decode = jobs.load_image

    def decode_after_refill(image, *args, **kwargs):
        if image is buffer:  # the source's own buffer on a worker: wait until it changes
            with refills:
                seen = state["refills"]
                refills.wait_for(lambda: state["refills"] > seen or state["done"], timeout=60)
        return decode(image, *args, **kwargs)

    def source():
        for frame in frames:
            with refills:
                buffer[:] = frame
                state["refills"] += 1
                refills.notify_all()
            yield buffer
        with refills:
            state["done"] = True
            refills.notify_all()

    monkeypatch.setattr(jobs, "load_image", decode_after_refill)
    results = list(tiny_metric_model.iter_predict(source(), **options))
    assert all(r.ok for r in results), [str(r.error) for r in results]
    expected = [tiny_metric_model(bytes(f) if kind == "bytearray" else f).depth for f in frames]
    right = [
        np.allclose(r.output.depth, e, rtol=1e-4, atol=1e-5)
        for r, e in zip(results, expected, strict=True)
    ]
    assert right == [True] * len(frames)
