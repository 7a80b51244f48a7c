"""Two threads of one process needing one runtime cache entry: the second waited for the
first's build with no limit and no word (``key_lock``), while a second process waits at most
``TT_DA3_CACHE_WAIT_S`` with progress lines. A thread now waits the same way: an INFO line
naming the thread it waits for, a WARNING every minute, a ``CacheBuildWaitError`` at the limit."""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path

import pytest

from tt_depth_anything_3.backends.runtimes import cache, cache_locks


def building_in_a_thread(release: threading.Event) -> tuple[threading.Thread, threading.Event]:
    """A thread named ``builder`` building the entry ``{"a": 1}`` until ``release`` is set,
    and an event set once its build has begun."""
    started = threading.Event()

    def build(folder: Path) -> None:
        started.set()
        release.wait(60)
        (folder / "model.blob").write_bytes(b"theirs")

    thread = threading.Thread(
        target=cache.cached_entry, args=("onnx", {"a": 1}, build), name="builder", daemon=True
    )
    thread.start()
    assert started.wait(60)
    return thread, started


def never(folder: Path) -> None:
    raise AssertionError("built beside the other thread's build")


def test_a_thread_waits_for_another_threads_build_at_most_the_limit(
    runtime_cache, monkeypatch, caplog
):
    monkeypatch.setenv(cache_locks.WAIT_ENV, "0.5")
    caplog.set_level(logging.INFO, logger=cache_locks.__name__)
    release = threading.Event()
    thread, _ = building_in_a_thread(release)
    try:
        begun = time.monotonic()
        with pytest.raises(cache_locks.CacheBuildWaitError) as waited:
            cache.cached_entry("onnx", {"a": 1}, never)
        assert time.monotonic() - begun < 10
    finally:
        release.set()
        thread.join(60)
    said = str(waited.value)
    assert "waited 0.5 s for thread 'builder' of this process" in said, said
    assert cache_locks.WAIT_ENV in said and "restart" in said
    assert "thread 'builder' of this process is building or loading it" in caplog.text
    assert "TT_DA3_CACHE_WAIT_S" in caplog.text


def test_a_thread_that_waits_in_time_uses_the_other_threads_build(runtime_cache, caplog):
    caplog.set_level(logging.INFO, logger=cache_locks.__name__)
    release = threading.Event()
    thread, _ = building_in_a_thread(release)
    threading.Timer(0.5, release.set).start()
    entry = cache.cached_entry("onnx", {"a": 1}, never)
    thread.join(60)
    assert (entry / "model.blob").read_bytes() == b"theirs"
    assert "thread 'builder' of this process is building or loading it" in caplog.text


def test_still_waiting_lines_and_no_wait_for_its_own_thread(tmp_path, caplog):
    """``every`` apart, a WARNING; the thread holding the lock takes it again at once (a
    build that looks up another entry of the same key)."""
    caplog.set_level(logging.INFO, logger=cache_locks.__name__)
    final = tmp_path / "entry"
    held, done = threading.Event(), threading.Event()

    def hold() -> None:
        with cache_locks.key_lock(final):
            held.set()
            done.wait(60)

    thread = threading.Thread(target=hold, name="holder", daemon=True)
    thread.start()
    assert held.wait(60)
    try:
        with pytest.raises(cache_locks.CacheBuildWaitError):
            with cache_locks.key_lock(final, limit=1.0, every=0.3):
                pass
    finally:
        done.set()
        thread.join(60)
    still = [r for r in caplog.records if "still waiting for thread 'holder'" in r.getMessage()]
    assert 2 <= len(still) <= 4 and all(r.levelno == logging.WARNING for r in still)
    with cache_locks.key_lock(final, limit=0.0):
        with cache_locks.key_lock(final, limit=0.0):  # its own: no wait, no error
            pass
