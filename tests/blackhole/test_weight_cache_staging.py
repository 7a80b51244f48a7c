"""The Blackhole weight cache's staging folders, shared by every process that converts into one
cache folder (no ttnn: fake tensor files). A staging folder was ``NAME.partial-PID``: two loads
of one process (a server's two models of one checkpoint) staged into one folder, the second
removing the first's files as it began; and a writer with the same PID in another container or
on another host sharing the cache (an NFS home) had its live folder swept as a dead process's.
Each writer now stages into a folder of its own, locked while it writes: swept only once no
process holds it. A load reading a folder holds it too, so ``tt-da3 cache --clear`` (which
clears these folders now) never removes it under the load."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tt_depth_anything_3.backends.blackhole import weight_cache
from tt_depth_anything_3.backends.blackhole.weight_cache import (
    STAGING_MARK,
    WeightCache,
    new_staging_folder,
    staging_folder,
    sweep_stale_staging,
)
from tt_depth_anything_3.backends.blackhole.weight_cache_admin import clear_weight_folders

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the cache locks with flock")
STATE = {"size": 10, "mtime_ns": 1, "ctime_ns": 2, "header_sha256": "ab"}
FOLDER = "da3metric-large-0123456789abcdef0123"  # MODEL-DIGEST, as for_checkpoint names it


def _cache(root: Path) -> WeightCache:
    return WeightCache(root / FOLDER, {"weights": "/w/model.safetensors", **STATE})


def _published(cache: WeightCache) -> WeightCache:
    staging, fd = new_staging_folder(cache.folder)
    try:
        (staging / "0000.tensorbin").write_bytes(bytes(range(200)))
        cache.publish(staging, 1)
    finally:
        os.close(fd)
    return cache


def test_two_writers_of_one_process_stage_apart(tmp_path: Path) -> None:
    """``staging_folder(folder, os.getpid())`` named one folder for both loads."""
    cache = _cache(tmp_path)
    assert staging_folder(cache.folder, os.getpid()) == staging_folder(cache.folder, os.getpid())
    (first, first_lock), (second, second_lock) = (new_staging_folder(cache.folder) for _ in "ab")
    try:
        assert first != second and first.is_dir() and second.is_dir()
        assert STAGING_MARK in first.name and first.name.startswith(cache.folder.name)
        (first / "0000.tensorbin").write_bytes(b"first")
        assert sweep_stale_staging(tmp_path) == [] and clear_weight_folders(root=tmp_path) == []
        assert (first / "0000.tensorbin").read_bytes() == b"first" and second.is_dir()
    finally:
        os.close(first_lock)
        os.close(second_lock)
    assert sorted(sweep_stale_staging(tmp_path)) == sorted([first, second])  # no holder now


WRITER = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from tt_depth_anything_3.backends.blackhole.weight_cache import new_staging_folder

    staging, fd = new_staging_folder(Path(sys.argv[1]))
    (staging / "0000.tensorbin").write_bytes(b"live")
    print(staging, flush=True)
    sys.stdin.read()  # staging until the test closes our stdin
    """
)


def test_a_live_writer_elsewhere_is_never_swept_whatever_its_pid(tmp_path, monkeypatch) -> None:
    """A writer in another PID namespace (a container, another host on a shared cache folder)
    has a PID this process cannot see: ``process_alive`` says it is gone. Its folder stays
    while it writes, and goes once it has died without removing it."""
    package = str(Path(weight_cache.__file__).resolve().parents[3])
    writer = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(tmp_path / FOLDER)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONPATH": package},
    )  # fmt: skip
    try:
        staging = Path(writer.stdout.readline().strip())
        assert STAGING_MARK in staging.name, "the writer did not start"
        monkeypatch.setattr(weight_cache, "process_alive", lambda pid: False)
        assert staging.is_dir() and sweep_stale_staging(tmp_path) == []
        assert clear_weight_folders(root=tmp_path) == []
        assert (staging / "0000.tensorbin").read_bytes() == b"live"
    finally:
        writer.stdin.close()
        writer.wait(timeout=60)
    assert sweep_stale_staging(tmp_path) == [staging] and not staging.exists()


def test_an_older_versions_staging_folder_goes_once_its_process_is_gone(tmp_path) -> None:
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    dead = staging_folder(tmp_path / FOLDER, int(gone.stdout))
    mine = staging_folder(tmp_path / FOLDER, os.getpid())
    for folder in (dead, mine):
        folder.mkdir()
    assert sweep_stale_staging(tmp_path) == [dead] and mine.is_dir()


def test_a_folder_a_load_reads_is_not_cleared_under_it(tmp_path, monkeypatch) -> None:
    """``hold_readable``: the folder's shared lock, held while the tensors are read; its last
    use set (``--clear --older-than``)."""
    cache = _published(_cache(tmp_path))
    os.utime(cache.folder, (1, 1))
    held = cache.hold_readable()
    assert held is not None and cache.folder.stat().st_mtime > 1
    try:
        assert clear_weight_folders(root=tmp_path) == [] and cache.complete
    finally:
        os.close(held)
    (removed,) = clear_weight_folders(root=tmp_path)
    assert removed.path == cache.folder and list(tmp_path.iterdir()) == []


def test_a_damaged_folder_is_not_held_but_removed(tmp_path, caplog) -> None:
    cache = _published(_cache(tmp_path))
    (cache.folder / "0000.tensorbin").write_bytes(b"cut")
    caplog.set_level(logging.WARNING, logger="tt_depth_anything_3")
    assert cache.hold_readable() is None and not cache.folder.exists()
    assert any("damaged" in r.getMessage() for r in caplog.records)
