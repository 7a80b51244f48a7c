"""``TT_DA3_CACHE_MAX_GB``: the runtime cache bounded, the least recently used entries removed
after each new one (an outside test: each OpenVINO input shape adds about a copy of the
weights, and the cache had no bound)."""

from __future__ import annotations

import os
import time

import pytest

from tt_depth_anything_3.backends.runtimes import cache
from tt_depth_anything_3.backends.runtimes.cache_admin import cache_entries
from tt_depth_anything_3.backends.runtimes.cache_locks import lock_folder
from tt_depth_anything_3.cli import main as cli_main


def entry(width: int, size: int = 1000):
    def build(folder):
        (folder / "model.blob").write_bytes(b"x" * size)

    return cache.cached_entry("openvino-compiled", {"shape": [1, 3, 56, width]}, build)


@pytest.fixture
def own_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(tmp_path / "c"))


def used(folder, days_ago: float) -> None:
    when = time.time() - days_ago * 86400
    os.utime(folder, (when, when))


def test_the_least_recently_used_entries_go_past_the_bound(own_cache, monkeypatch):
    first, second = entry(70), entry(84)
    used(first, 2)
    used(second, 1)
    per_entry = cache_entries()[0].bytes
    monkeypatch.setenv("TT_DA3_CACHE_MAX_GB", str(2.5 * per_entry / 1e9))  # two fit, not three
    building = cache.cache_root() / "onnx" / f"abc.tmp-{os.getppid()}"  # a live process's
    building.mkdir(parents=True)
    live_build = lock_folder(building, shared=False, wait=False)  # its lock held, as a build's
    third = entry(98)
    os.close(live_build)
    assert not first.exists() and second.exists() and third.exists() and building.exists()
    assert sum(e.bytes for e in cache_entries() if e.complete) <= 2.5 * per_entry


def test_the_entry_just_built_stays_though_alone_over_the_bound(own_cache, monkeypatch):
    old = entry(70)
    monkeypatch.setenv("TT_DA3_CACHE_MAX_GB", "1e-6")  # 1000 bytes
    big = entry(84, size=5000)
    assert big.exists() and not old.exists()


def test_no_bound_keeps_everything(own_cache, monkeypatch):
    monkeypatch.delenv("TT_DA3_CACHE_MAX_GB", raising=False)
    folders = [entry(w) for w in (70, 84, 98)]
    assert all(f.exists() for f in folders)


@pytest.mark.parametrize("value", ["0", "-1", "nan", "inf", "two", "1e300", "1e-10", "5GB"])
def test_a_bad_bound_is_said_before_the_cache_is_used(own_cache, monkeypatch, capsys, value):
    """``1e300`` overflowed (an OverflowError traceback) and ``1e-10`` was a bound of 0 bytes."""
    monkeypatch.setenv("TT_DA3_CACHE_MAX_GB", value)
    with pytest.raises(ValueError, match="TT_DA3_CACHE_MAX_GB must be a finite number of GB"):
        cache.cache_root()
    with pytest.raises(ValueError, match="TT_DA3_CACHE_MAX_GB must be a finite number of GB"):
        entry(70)


@pytest.mark.parametrize("command", [["--list"], ["--clear"]])
def test_tt_da3_cache_runs_with_a_bad_bound_which_it_does_not_use(own_cache, monkeypatch, capsys,
                                                                   command):  # fmt: skip
    old = entry(70)
    monkeypatch.setenv("TT_DA3_CACHE_MAX_GB", "5GB")
    assert cli_main(["cache", *command]) == 0
    captured = capsys.readouterr()
    assert "warning: TT_DA3_CACHE_MAX_GB must be" in captured.err and "1 entries" in captured.out
    assert old.exists() == (command == ["--list"])


def test_the_smallest_bound_is_one_byte(own_cache, monkeypatch):
    monkeypatch.setenv("TT_DA3_CACHE_MAX_GB", "1e-9")
    assert cache.cache_limit_bytes() == 1
