"""Two processes needing one entry of an empty cache at once (two servers, Ray replicas): the
second waits for the first's build instead of repeating it (an ONNX export took 110 s and
gigabytes each), and builds it itself when the first dies."""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tt_depth_anything_3.backends.runtimes import cache, cache_locks
from tt_depth_anything_3.backends.runtimes.engine import check_engine_settings

OTHER_PROCESS = """
import sys, time
from pathlib import Path
from tt_depth_anything_3.backends.runtimes import cache

def build(folder):
    (folder / "model.blob").write_bytes(b"theirs")
    Path(sys.argv[1]).write_text("building")
    time.sleep(float(sys.argv[2]))
    if sys.argv[3] == "fail":
        raise RuntimeError("this build fails")

cache.cached_entry("onnx", {"a": 1}, build)
"""


def building_elsewhere(tmp_path: Path, seconds: float, fail: bool = False) -> subprocess.Popen:
    """Another process building the entry ``{"a": 1}`` for ``seconds`` (then failing, with
    ``fail``), once its build has begun."""
    started = tmp_path / "started"
    script = [OTHER_PROCESS, str(started), str(seconds), "fail" if fail else "ok"]
    other = subprocess.Popen([sys.executable, "-c", *script], stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while not started.exists():
        assert other.poll() is None, "the other process ended before its build began"
        assert time.monotonic() < deadline
        time.sleep(0.05)
    return other


def ours(built: list[Path]):
    def build(folder: Path) -> None:
        built.append(folder)
        (folder / "model.blob").write_bytes(b"ours")

    return build


def test_a_build_under_way_in_another_process_is_waited_for_not_repeated(
    runtime_cache, tmp_path, caplog
):
    other = building_elsewhere(tmp_path, 2.0)
    built: list[Path] = []
    with caplog.at_level(logging.INFO, logger=cache_locks.log.name):
        entry = cache.cached_entry("onnx", {"a": 1}, ours(built))
    assert other.wait(60) == 0
    assert built == [] and (entry / "model.blob").read_bytes() == b"theirs"
    assert f"process {other.pid} is building it; waiting for that build" in caplog.text
    assert [p.name for p in entry.parent.iterdir()] == [entry.name]


def test_a_build_whose_process_dies_while_waited_for_is_built_here(runtime_cache, tmp_path):
    other = building_elsewhere(tmp_path, 600.0)
    built: list[Path] = []
    result: dict[str, Path] = {}
    waiter = threading.Thread(
        target=lambda: result.update(entry=cache.cached_entry("onnx", {"a": 1}, ours(built)))
    )
    waiter.start()
    time.sleep(0.5)
    assert waiter.is_alive()  # waiting on the other's build
    os.kill(other.pid, signal.SIGKILL)
    other.wait(60)
    waiter.join(60)
    assert not waiter.is_alive() and len(built) == 1
    assert (result["entry"] / "model.blob").read_bytes() == b"ours"
    assert [p.name for p in result["entry"].parent.iterdir()] == [result["entry"].name]


def test_a_build_waited_for_that_fails_is_built_here(runtime_cache, tmp_path):
    other = building_elsewhere(tmp_path, 1.5, fail=True)
    built: list[Path] = []
    entry = cache.cached_entry("onnx", {"a": 1}, ours(built))
    assert other.wait(60) == 1 and len(built) == 1
    assert (entry / "model.blob").read_bytes() == b"ours" and cache.damage(entry) is None


def test_a_build_that_outlasts_the_wait_is_an_error_naming_its_process(
    runtime_cache, tmp_path, monkeypatch, caplog
):
    """A process whose other one hung waited for its build for ever, with one INFO line; now
    the wait is said again every minute (a WARNING) and ends at ``TT_DA3_CACHE_WAIT_S``
    (default an hour) with an error naming the process, the listing and the variable."""
    other = building_elsewhere(tmp_path, 30.0)
    built: list[Path] = []
    monkeypatch.setenv(cache_locks.WAIT_ENV, "0.5")
    try:
        began = time.monotonic()
        with caplog.at_level(logging.INFO, logger=cache_locks.log.name):
            with pytest.raises(cache_locks.CacheBuildWaitError) as raised:
                cache.cached_entry("onnx", {"a": 1}, ours(built))
        assert time.monotonic() - began < 10 and other.poll() is None
        text = str(raised.value)
        for words in (f"waited 0.5 s for process {other.pid}'s build", f"kill {other.pid},",
                      "tt-da3 cache --list", "TT_DA3_CACHE_WAIT_S", "default 3600"):  # fmt: skip
            assert words in text, (words, text)
        assert "at most 0.5 s in all; TT_DA3_CACHE_WAIT_S sets it" in caplog.text
        assert built == []  # nothing built beside the live build
        caplog.clear()
        parent = next(runtime_cache.rglob("*.tmp-*")).parent
        name = next(parent.glob("*.tmp-*")).name.split(".tmp-")[0]
        with caplog.at_level(logging.INFO, logger=cache_locks.log.name):
            with pytest.raises(cache_locks.CacheBuildWaitError):
                cache_locks.wait_for_builds(parent, name, limit=1.0, every=0.3)
        still = [r for r in caplog.records if "still waiting" in r.getMessage()]
        assert 2 <= len(still) <= 4 and all(r.levelno == logging.WARNING for r in still)
        assert f"still waiting for process {other.pid}'s build of it" in still[0].getMessage()
    finally:
        other.kill()
        other.wait(60)


@pytest.mark.parametrize("text", ["-1", "nan", "inf", "soon"])
def test_a_bad_wait_limit_is_refused_naming_the_variable(monkeypatch, text):
    monkeypatch.setenv(cache_locks.WAIT_ENV, text)
    with pytest.raises(ValueError, match=r"TT_DA3_CACHE_WAIT_S .* must be a finite number"):
        cache_locks.build_wait_limit()
    with pytest.raises(ValueError, match="TT_DA3_CACHE_WAIT_S"):
        check_engine_settings()  # tt-da3 serve: before start-up
    monkeypatch.setenv(cache_locks.WAIT_ENV, " ")
    assert cache_locks.build_wait_limit() == cache_locks.DEFAULT_WAIT_S == 3600
    monkeypatch.setenv(cache_locks.WAIT_ENV, "0")
    assert cache_locks.build_wait_limit() == 0
