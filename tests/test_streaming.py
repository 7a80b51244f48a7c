"""iter_predict and list calls: order kept, bounded read-ahead, per-frame errors."""

from __future__ import annotations

import threading
import time

import numpy as np
import pytest

from tt_depth_anything_3.pipeline import read_ahead


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
        list(read_ahead([1], slow, depth=0))


def test_list_call_raises_the_first_bad_image(tiny_metric_model, photo):
    with pytest.raises(ValueError, match="could not decode"):
        tiny_metric_model([photo, b"nope", photo])
