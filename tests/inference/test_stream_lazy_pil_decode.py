"""``model.iter_predict((Image.open(p) for p in paths))``: a lazily opened PIL frame must be read
before the source moves on (it may close it), and it was read on the thread that takes the
frames, the one that runs the network with read-ahead: its decode no longer overlapped the
network, and its ``timing_ms["decode"]`` said about 0 (the read happened before the frame was
prepared). It is now read on the stream's decode thread as soon as it is taken (the next frame
is taken once it is read), and its decode time is the frame's ``decode``."""

from __future__ import annotations

import threading
import time

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.inference import jobs, predict

PLANS = {
    "read_ahead": {"read_ahead_frames": 2, "parallel_frames": 1},
    "side_by_side": {"parallel_frames": 2},
    "plain_loop": {"read_ahead_frames": 0, "parallel_frames": 1},
}


@pytest.fixture()
def frame_files(photo, tmp_path):
    paths = []
    for i in range(5):
        path = tmp_path / f"frame_{i}.jpg"
        Image.fromarray(np.roll(photo, 5 * i, axis=1)).save(path, quality=95)
        paths.append(path)
    return paths


@pytest.mark.parametrize("plan", list(PLANS))
def test_lazy_frames_are_decoded_aside_before_the_next_is_taken_and_timed(
    tiny_metric_model, frame_files, monkeypatch, plan
):
    decodes = []  # (frame's file, thread, ms) of each PIL image read, in order
    done: set[str] = set()
    load = predict.load_image

    def recorded(image, *args, **kwargs):
        if not isinstance(image, Image.Image):
            return load(image, *args, **kwargs)
        t0 = time.perf_counter()
        result = load(image, *args, **kwargs)
        decodes.append(
            (image.filename, threading.current_thread(), (time.perf_counter() - t0) * 1e3)
        )
        done.add(image.filename)
        return result

    def frames():
        for path in frame_files:
            with Image.open(path) as image:
                yield image
                assert str(path) in done  # read before the source moved on (and closed it)

    monkeypatch.setattr(predict, "load_image", recorded)  # read where frames are taken
    monkeypatch.setattr(jobs, "load_image", recorded)  # read where a frame is prepared
    main = threading.current_thread()
    results = list(tiny_metric_model.iter_predict(frames(), **PLANS[plan]))
    assert [r.ok for r in results] == [True] * len(frame_files)
    assert [name for name, _, _ in decodes] == [str(p) for p in frame_files]
    if plan != "plain_loop":  # a plain loop reads each frame in its turn, on this thread
        assert all(thread is not main for _, thread, _ in decodes)  # beside the network
    for result, (_, _, ms) in zip(results, decodes, strict=True):
        assert result.output.timing_ms["decode"] >= ms  # its own decode, counted
    for result, path in zip(results, frame_files, strict=True):
        expected = tiny_metric_model(path).depth
        assert np.allclose(result.output.depth, expected, rtol=1e-4, atol=1e-5)


def test_a_stream_stopped_early_ends_its_decode_thread(tiny_metric_model, frame_files):
    """Breaking out of the loop ends the stream's threads (the decode one too)."""
    before = {t.ident for t in threading.enumerate()}
    stream = tiny_metric_model.iter_predict(
        (Image.open(p) for p in frame_files), **PLANS["read_ahead"]
    )
    for result in stream:
        assert result.ok
        break
    stream.close()
    left = [t for t in threading.enumerate() if t.ident not in before and t.name.startswith("da3-")]
    assert left == []
