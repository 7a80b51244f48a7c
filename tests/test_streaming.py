"""iter_predict and list calls: order kept, bounded read-ahead, per-frame errors."""

from __future__ import annotations

import os
import threading
import time

import numpy as np
import pytest
import torch

from tt_depth_anything_3.pipeline import default_read_ahead, read_ahead


def test_iter_predict_matches_single_calls_and_reports_bad_frames(tiny_metric_model, photo):
    frames = [photo, b"corrupt bytes", photo[::-1].copy(), np.zeros((3, 3, 3), np.uint8), photo]
    results = list(tiny_metric_model.iter_predict(frames, focal_px=100.0))
    assert [r.index for r in results] == [0, 1, 2, 3, 4]
    assert [r.ok for r in results] == [True, False, True, False, True]
    assert isinstance(results[1].error, ValueError) and results[1].output is None
    for i in (0, 2, 4):
        expected = tiny_metric_model(frames[i], focal_px=100.0).depth
        np.testing.assert_array_equal(results[i].output.depth, expected)


def test_iter_predict_consumes_a_generator_lazily(tiny_metric_model, photo):
    produced = []

    def endless():
        for i in range(1000):
            produced.append(i)
            yield photo

    stream = tiny_metric_model.iter_predict(endless(), read_ahead_frames=2)
    first = next(stream)
    assert first.ok
    time.sleep(0.2)
    assert len(produced) <= 4, "read-ahead must be bounded"
    stream.close()


def test_read_ahead_keeps_order_and_overlaps():
    active, peak = [0], [0]
    lock = threading.Lock()

    def slow(x):
        with lock:
            active[0] += 1
            peak[0] = max(peak[0], active[0])
        time.sleep(0.02 * (3 - x % 3))
        with lock:
            active[0] -= 1
        if x == 4:
            raise ValueError("bad item")
        return x * 10

    got = list(read_ahead(range(9), slow, depth=3))
    assert [p.index for p in got] == list(range(9))
    assert [p.value for p in got if p.error is None] == [x * 10 for x in range(9) if x != 4]
    assert isinstance(got[4].error, ValueError)
    assert peak[0] >= 2
    with pytest.raises(ValueError):
        list(read_ahead([1], slow, depth=-1))


def test_list_call_raises_the_first_bad_image(tiny_metric_model, photo):
    with pytest.raises(ValueError, match="could not decode"):
        tiny_metric_model([photo, b"nope", photo])


def test_read_ahead_depth_zero_prepares_inline_in_order():
    caller = threading.get_ident()

    def where(x):
        if x == 1:
            raise ValueError("bad item")
        return threading.get_ident()

    got = list(read_ahead(range(3), where, depth=0))
    assert [p.index for p in got] == [0, 1, 2]
    assert got[0].value == caller and got[2].value == caller
    assert isinstance(got[1].error, ValueError)
    with pytest.raises(ValueError, match=">= 0"):
        list(read_ahead([1], where, depth=-1))


def test_default_read_ahead_by_device_and_free_cores(monkeypatch):
    assert default_read_ahead("cuda") == 2 and default_read_ahead("tt") == 2
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    monkeypatch.setattr(torch, "get_num_threads", lambda: cores)
    assert default_read_ahead("cpu") == 0
    monkeypatch.setattr(torch, "get_num_threads", lambda: max(cores - 1, 0))
    assert default_read_ahead("cpu") == 2
