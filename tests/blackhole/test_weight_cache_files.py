"""The Blackhole converted-weight cache's folders without ttnn (``backends.blackhole.weight_cache``):
fake tensor files stand in for ``ttnn.dump_tensor``'s, so every check runs in the CPU suite; the
mock-p150a tests (``tests/blackhole/mock/test_weight_cache.py``) run the same through ttnn."""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

import pytest

from tt_depth_anything_3.backends.blackhole import weight_cache
from tt_depth_anything_3.backends.blackhole.weight_cache import (
    MANIFEST,
    WeightCache,
    cache_key,
    remove_superseded,
    staging_folder,
    sweep_stale_staging,
)
from tt_depth_anything_3.backends.runtimes import cache_owner
from tt_depth_anything_3.config import DA3Config

STATE = {"size": 10, "mtime_ns": 1, "ctime_ns": 2, "header_sha256": "ab"}


def _cache(root: Path, name: str = "da3metric-large-0123", **state: object) -> WeightCache:
    return WeightCache(root / name, {"weights": "/w/model.safetensors", **STATE, **state})


def _published(cache: WeightCache, tensors: int = 3) -> WeightCache:
    """``cache`` converted: ``tensors`` fake tensor files staged, then published."""
    staging = staging_folder(cache.folder, os.getpid())
    staging.mkdir(parents=True)
    for index in range(tensors):
        (staging / f"{index:04d}.tensorbin").write_bytes(bytes(range(index, index + 200)))
    cache.publish(staging, tensors)
    assert cache.complete and not staging.exists()
    return cache


def _warnings(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]


def test_a_whole_folder_reads_back(tmp_path: Path) -> None:
    cache = _published(_cache(tmp_path))
    manifest = json.loads((cache.folder / MANIFEST).read_text(encoding="utf-8"))
    assert manifest["tensors"] == 3 and sorted(manifest["files"]) == [
        f"{i:04d}.tensorbin" for i in range(3)
    ]
    assert cache.usable() and cache.readable()


@pytest.mark.parametrize("how", ["flipped", "truncated", "missing", "manifest", "no checksums"])
def test_a_damaged_folder_is_removed_with_a_warning_never_read(
    tmp_path: Path, caplog, how: str
) -> None:
    """The folder was read whenever its manifest was there: bytes flipped with the size and time
    kept, a truncated or missing tensor file (read as weights, or ttnn's raw TT_FATAL at every
    load) and a manifest that is no JSON (a raw ``JSONDecodeError`` after every tensor was
    read). Now each is removed with a warning naming it, and converted again; so is a folder
    of an older version, whose manifest records no checksums."""
    cache = _published(_cache(tmp_path))
    path = cache.folder / "0001.tensorbin"
    stat = path.stat()
    if how == "flipped":
        path.write_bytes(bytes(200 - i for i in range(200)))
        os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    elif how == "truncated":
        path.write_bytes(path.read_bytes()[:100])
    elif how == "missing":
        path.unlink()
    elif how == "manifest":
        (cache.folder / MANIFEST).write_text("{", encoding="utf-8")
    else:
        manifest = json.loads((cache.folder / MANIFEST).read_text(encoding="utf-8"))
        del manifest["files"]
        (cache.folder / MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    caplog.set_level(logging.WARNING, logger="tt_depth_anything_3")
    assert cache.usable() and not cache.readable()
    (warning,) = _warnings(caplog)
    assert str(cache.folder) in warning and "damaged" in warning and "again" in warning
    assert not cache.folder.exists() and list(tmp_path.iterdir()) == []
    assert _published(cache).readable()


def test_a_folder_another_user_owns_is_not_used(tmp_path: Path, caplog, monkeypatch) -> None:
    """A folder planted by another user in a shared cache folder, its manifest matching its
    files, was read as the model's weights. It is left alone now, with a warning naming it."""
    cache = _published(_cache(tmp_path))
    me = os.geteuid()
    monkeypatch.setattr(cache_owner, "TRUSTED_OWNERS", ())
    monkeypatch.setattr(os, "geteuid", lambda: me + 1)
    caplog.set_level(logging.WARNING, logger="tt_depth_anything_3")
    assert not cache.usable()
    (warning,) = _warnings(caplog)
    assert "another user's" in warning and str(cache.folder) in warning
    assert weight_cache.CACHE_ENV in warning and cache.complete
    other = _cache(tmp_path, "da3metric-large-4567", mtime_ns=5)  # a new state of the file
    _published(other)
    assert cache.complete  # another user's superseded folder is not ours to remove


def test_a_cache_folder_that_cannot_be_written_converts_for_this_process(
    tmp_path: Path, caplog, monkeypatch
) -> None:
    """A read-only cache folder failed the load with a raw ``PermissionError`` making the
    staging folder; the weights are converted for this process only now, with a warning."""
    monkeypatch.setattr(weight_cache, "writable", lambda folder: False)
    caplog.set_level(logging.WARNING, logger="tt_depth_anything_3")
    assert not _cache(tmp_path).usable()
    (warning,) = _warnings(caplog)
    assert "cannot be written" in warning and str(tmp_path) in warning


def test_a_file_where_the_cache_folder_goes_is_named(tmp_path: Path, caplog) -> None:
    """A file standing where the weight cache's folder goes was warned about as a folder that
    "cannot be written" (a folder that is not there); the file in the way is named now."""
    (tmp_path / "blackhole").write_bytes(b"")  # where the cache folder goes
    caplog.set_level(logging.WARNING, logger="tt_depth_anything_3")
    assert not _cache(tmp_path / "blackhole" / "weights").usable()
    (warning,) = _warnings(caplog)
    assert f"cannot be made: {tmp_path / 'blackhole'} is a file" in warning, warning


def test_publishing_keeps_a_whole_folder_and_replaces_a_torn_one(tmp_path: Path) -> None:
    """Another process's whole folder of the same key is kept (ours dropped); a folder without
    a manifest (torn) or a damaged one is replaced by ours."""
    first = _published(_cache(tmp_path), tensors=2)
    assert _published(_cache(tmp_path), tensors=3).readable()
    manifest = json.loads((first.folder / MANIFEST).read_text(encoding="utf-8"))
    assert manifest["tensors"] == 2
    (first.folder / MANIFEST).unlink()
    assert not first.complete
    _published(_cache(tmp_path), tensors=3)
    manifest = json.loads((first.folder / MANIFEST).read_text(encoding="utf-8"))
    assert manifest["tensors"] == 3 and sorted(p.name for p in tmp_path.iterdir()) == [
        first.folder.name
    ]


def test_a_folder_set_aside_to_be_removed_is_swept(tmp_path: Path) -> None:
    """A damaged folder is renamed aside before it is removed: one left by a killed process
    is removed by the next conversion's sweep, as a dead process's staging folder is."""
    aside = tmp_path / "da3metric-large-0123.tmp-discarded-99999999-0123456789ab"
    aside.mkdir()
    (aside / "0000.tensorbin").write_bytes(b"x")
    keep = tmp_path / "another-program.tmp-4242"  # in a shared TT_DA3_CACHE_DIR: not ours
    keep.mkdir()
    assert sweep_stale_staging(tmp_path) == [aside]
    assert sorted(p.name for p in tmp_path.iterdir()) == [keep.name]


def test_superseded_folders_of_the_same_file_go(tmp_path: Path) -> None:
    """A new state of a checkpoint file replaces its older folders, not another file's."""
    old = _published(_cache(tmp_path, "da3metric-large-old"))
    other = _published(_cache(tmp_path, "da3metric-large-oth", weights="/w/other.safetensors"))
    new = _published(_cache(tmp_path, "da3metric-large-new", ctime_ns=9))
    assert not old.folder.exists() and other.complete and new.complete
    assert remove_superseded(new) == []


def test_the_key_holds_the_package_version(tmp_path: Path, monkeypatch) -> None:
    """The key held the conversion code but not this package's version: a release that changed
    how a checkpoint is read (``checkpoints``, ``modeling``) read the older conversion back."""
    from support.checkpoints import write_checkpoint

    checkpoint = write_checkpoint(tmp_path / "ck", "da3metric-large")
    config = DA3Config.from_dict(json.loads((checkpoint / "config.json").read_text("utf-8")))
    weights = checkpoint / "model.safetensors"
    monkeypatch.setattr(weight_cache, "ttnn_version", lambda: "0.81.1")
    key = cache_key(weights, config)
    assert key["package"] == weight_cache.__version__ and key["ttnn"] == "0.81.1"
    before = WeightCache.for_checkpoint(weights, config, root=tmp_path).folder
    monkeypatch.setattr(weight_cache, "__version__", "99.0")
    assert WeightCache.for_checkpoint(weights, config, root=tmp_path).folder != before
