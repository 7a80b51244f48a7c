"""A damaged entry in a cache folder that cannot be written (a read-only container image) is
built for this process, as a missing one is (an outside test, helper 57: a truncated blob on a
read-only file system failed the load with ``OSError: [Errno 30] Read-only file system``, the
entry being moved aside before its rebuild). A file where a cache folder or an entry goes is
named, or replaced by the entry (helper 59)."""

from __future__ import annotations

import errno
import json
import logging
import os
from pathlib import Path

import pytest

from tt_depth_anything_3.backends.runtimes import cache, cache_reload

PARTS = {"model": "da3-small", "precision": "fp32"}
PAYLOAD = bytes(range(256)) * 64


def build_into(built: list):
    def build(folder: Path) -> None:
        built.append(folder)
        (folder / "model.blob").write_bytes(PAYLOAD)

    return build


def read_only(monkeypatch) -> None:
    """The cache folder as a read-only file system shows it: not writable, no rename."""

    def refused(*args, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(cache, "writable", lambda folder: False)
    monkeypatch.setattr(cache, "move_aside", refused)


def test_a_damaged_entry_in_a_read_only_cache_is_built_for_this_process(
    runtime_cache, caplog, monkeypatch
):
    built: list = []
    entry = cache.cached_entry("openvino-compiled", PARTS, build_into(built))
    (entry / "model.blob").write_bytes(PAYLOAD[:100])  # truncated
    read_only(monkeypatch)
    caplog.set_level(logging.WARNING, logger="tt_depth_anything_3.backends.runtimes")
    again = cache.cached_entry("openvino-compiled", PARTS, build_into(built))
    assert again != entry and not again.is_relative_to(runtime_cache) and len(built) == 2
    assert (again / "model.blob").read_bytes() == PAYLOAD
    assert (entry / "model.blob").stat().st_size == 100  # left as it is
    said = " ".join(r.getMessage() for r in caplog.records)
    assert f"cache entry {entry} is damaged" in said and "cannot be written" in said


def test_an_entry_its_engine_cannot_load_in_a_read_only_cache_is_built_for_this_process(
    runtime_cache, caplog, monkeypatch
):
    """Bytes changed with the size and time kept: found only when the engine fails on it."""
    built: list = []
    entry = cache.cached_entry("onnx", PARTS, build_into(built))
    blob = entry / "model.blob"
    stat = blob.stat()
    blob.write_bytes(bytes(reversed(PAYLOAD)))
    os.utime(blob, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    read_only(monkeypatch)
    caplog.set_level(logging.WARNING, logger="tt_depth_anything_3.backends.runtimes")

    def load(path: Path) -> bytes:
        data = path.read_bytes()
        if data != PAYLOAD:
            raise RuntimeError("the engine cannot parse it")
        return data

    def find() -> Path:
        return cache.cached_entry("onnx", PARTS, build_into(built)) / "model.blob"

    assert cache_reload.load_cached(find, load, "ONNX Runtime") == PAYLOAD
    assert len(built) == 2 and not built[1].is_relative_to(runtime_cache)
    assert json.loads((entry / cache.COMPLETE).read_text(encoding="utf-8"))  # left there
    assert cache_reload.load_cached(find, load, "ONNX Runtime") == PAYLOAD  # passed over again
    said = " ".join(r.getMessage() for r in caplog.records)
    assert "could not be loaded" in said and "cannot be written" in said


@pytest.fixture(autouse=True)
def forget_passed_over():
    yield
    getattr(cache, "PASSED_OVER", set()).clear()


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="a Linux /proc")
def test_a_cache_folder_that_cannot_be_made_builds_for_this_process(monkeypatch, caplog, tmp_path):
    """``TT_DA3_CACHE_DIR`` under ``/proc`` (or ``/sys`` as root): ``os.access`` calls its
    parent writable, and the first engine call failed in ``mkdir`` with a traceback (an
    outside test, helper 57); the entry is now built in a temporary folder, with the warning
    a read-only cache gets, naming why."""
    monkeypatch.setenv("TT_DA3_CACHE_DIR", "/proc/tt-da3-no-such-folder")
    caplog.set_level(logging.WARNING, logger="tt_depth_anything_3.backends.runtimes")
    built: list = []
    entry = cache.cached_entry("openvino-compiled", PARTS, build_into(built))
    assert len(built) == 1 and (entry / "model.blob").read_bytes() == PAYLOAD
    assert not str(entry).startswith("/proc")
    assert "for this process only" in caplog.text
    # as root os.access calls /proc writable and mkdir says no; for another user it is not
    assert ("cannot be made" if os.geteuid() == 0 else "cannot be written") in caplog.text


@pytest.mark.parametrize(
    "blocking", ["cache", "cache/runtimes", "cache/runtimes/openvino-compiled"]
)
def test_a_file_where_a_cache_folder_goes_is_named(blocking, monkeypatch, caplog, tmp_path):
    """A file where the cache folder, ``runtimes/`` or a kind folder goes: the warning said
    that ``.../runtimes/openvino-compiled`` "cannot be written", a folder that is not there
    (an outside test, helper 59); it names the file now (``tt-da3 cache`` does too)."""
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(tmp_path / "cache"))
    (tmp_path / blocking).parent.mkdir(parents=True, exist_ok=True)
    (tmp_path / blocking).write_bytes(b"")
    caplog.set_level(logging.WARNING, logger="tt_depth_anything_3.backends.runtimes")
    built: list = []
    entry = cache.cached_entry("openvino-compiled", PARTS, build_into(built))
    assert len(built) == 1 and not entry.is_relative_to(tmp_path)
    assert f"cannot be made: {tmp_path / blocking} is a file" in caplog.text
    assert "for this process only" in caplog.text and cache.CACHE_ENV in caplog.text


def test_a_file_where_an_entry_goes_is_replaced_by_the_entry(caplog):
    """A file at an entry's place (no folder): every build was published in vain (the file
    takes no lock, so it was never removed), three exports ran and the load failed with "the
    cache entry was removed by another process as soon as built" (helper 59). The file is
    removed with a warning now, and the entry built once."""
    final = cache.cache_root() / "onnx" / cache.entry_key(PARTS)
    final.parent.mkdir(parents=True)
    final.write_bytes(b"")
    caplog.set_level(logging.WARNING, logger="tt_depth_anything_3.backends.runtimes")
    built: list = []
    entry = cache.cached_entry("onnx", PARTS, build_into(built))
    assert entry == final and len(built) == 1 and (entry / "model.blob").read_bytes() == PAYLOAD
    assert f"cache entry {final} is a file, not a folder" in caplog.text


def test_a_cache_folder_not_there_names_the_folder_that_refuses(monkeypatch, caplog, tmp_path):
    """``TT_DA3_CACHE_DIR`` not there yet, in a folder that cannot be written (a read-only
    image): the warning said ``.../cache/runtimes/onnx cannot be written``, a folder that does
    not exist (an outside test, helper 62); it names the folder that refuses now."""
    (tmp_path / "image").mkdir()
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(tmp_path / "image" / "cache"))
    monkeypatch.setattr(cache, "writable", lambda folder: False)
    caplog.set_level(logging.WARNING, logger="tt_depth_anything_3.backends.runtimes")
    built: list = []
    entry = cache.cached_entry("onnx", PARTS, build_into(built))
    assert len(built) == 1 and not entry.is_relative_to(tmp_path)
    assert "cannot be written" in caplog.text and "for this process only" in caplog.text
    assert f"it is not there, and {tmp_path / 'image'}, where it would be made" in caplog.text
