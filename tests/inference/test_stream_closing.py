"""Read-ahead streams closed where they end: a list call's bad argument, a stream closed on
one of its own workers (as the garbage collector may do), ``closing_iterator``."""

from __future__ import annotations

import threading

import numpy as np
import pytest

from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.inference import predict as predict_module
from tt_depth_anything_3.inference.schedule import closing_iterator, read_ahead


def prepare_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("da3-prepare")]


def test_a_stream_closed_on_its_own_worker_does_not_wait_for_itself():
    release = threading.Event()
    errors: list[BaseException] = []
    stream = None

    def prepare(item: int) -> int:
        if item == 2:  # runs on a worker while the consumer holds item 0
            release.wait(10)
            try:
                stream.close()  # the garbage collector can finalise it here, as this does
            except BaseException as error:  # noqa: BLE001 - recorded for the assertion
                errors.append(error)
        return item

    stream = read_ahead(range(3), prepare, depth=2)
    assert next(stream).value == 0
    release.set()
    for thread in prepare_threads():
        thread.join(10)
    assert errors == [], f"closing on a worker raised {errors!r}"
    assert prepare_threads() == []


def test_a_list_call_with_a_bad_argument_leaves_no_worker_behind(
    tiny_metric_model, photo, monkeypatch
):
    monkeypatch.setattr(predict_module, "default_read_ahead", lambda device: 2)
    focal = np.array([[100.0], [100.0], [100.0]])  # one (1,) array per image: not a number
    with pytest.raises(InputError, match=r"images\[0\]: focal_px must be a number"):
        tiny_metric_model([photo] * 3, focal_px=focal)
    assert prepare_threads() == [], "the read-ahead is closed (its workers joined) when it raises"
    outputs = tiny_metric_model([photo] * 3, focal_px=100.0)  # and the model goes on
    assert len(outputs) == 3


def test_an_iter_predict_dropped_early_joins_its_workers(tiny_metric_model, photo):
    stream = tiny_metric_model.iter_predict(
        [photo] * 6, focal_px=100.0, parallel_frames=1, read_ahead_frames=2
    )
    assert next(stream).ok
    stream.close()
    assert prepare_threads() == []


def test_closing_iterator_closes_a_generator_and_leaves_a_list():
    closed = []

    def numbers():
        try:
            yield from range(5)
        finally:
            closed.append(True)

    with pytest.raises(RuntimeError, match="stop"):
        with closing_iterator(numbers()) as items:
            for item in items:
                if item == 1:
                    raise RuntimeError("stop")
    assert closed == [True]
    with closing_iterator([1, 2]) as items:
        assert list(items) == [1, 2]
