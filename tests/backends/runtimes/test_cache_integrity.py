"""A cache entry damaged after it was built (bytes changed, truncated, emptied, a file gone, its
record unreadable) is built again with a warning, not loaded: a damaged ONNX weights file ran
to NaN depth, a damaged OpenVINO blob to a constant map, a damaged gate record to a bare JSON
error (an outside test). A cache folder that cannot be written builds in a temporary folder."""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

import pytest

from tt_depth_anything_3.backends.runtimes import cache
from tt_depth_anything_3.config import cache_folder

PARTS = {"model": "da3-small", "precision": "bf16"}
PAYLOAD = bytes(range(256)) * 64


def build_into(built: list):
    def build(folder: Path) -> None:
        built.append(folder)
        (folder / "model.blob").write_bytes(PAYLOAD)
        (folder / "sub").mkdir()
        (folder / "sub" / "gate.json").write_text(json.dumps({"depth_pearson": 0.99999}))

    return build


def warnings(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]


def later(path: Path) -> None:
    """The file's time a second on, as a write after the build leaves it (the clock's
    granularity could leave a write in the same test at the build's own time)."""
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))


def flip_a_byte(path: Path) -> None:
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0xFF
    path.write_bytes(bytes(data))
    later(path)


@pytest.mark.parametrize(
    "damage, says",
    [
        (lambda e: flip_a_byte(e / "model.blob"), "model.blob's checksum differs"),
        (lambda e: (e / "model.blob").write_bytes(PAYLOAD[:100]), "model.blob is 100 bytes"),
        (lambda e: (e / "model.blob").write_bytes(b""), "model.blob is 0 bytes"),
        (lambda e: (e / "sub" / "gate.json").write_bytes(b"\xcb\x00"), "sub/gate.json is 2 bytes"),
        (lambda e: (e / "model.blob").unlink(), "model.blob is missing"),
        (lambda e: (e / cache.COMPLETE).write_bytes(b"\xff\xfe"), "entry.json is unreadable"),
        (lambda e: (e / cache.COMPLETE).write_text(json.dumps(PARTS)), "built by an older"),
        (lambda e: (e / cache.COMPLETE).write_text("[1, 2]"), "entry.json is unreadable"),
        (lambda e: (e / cache.COMPLETE).write_text("null"), "entry.json is unreadable"),
        (lambda e: (e / cache.COMPLETE).write_text('{"files": {}}'), "records no files"),
    ],
)
def test_a_damaged_entry_is_built_again_with_a_warning(runtime_cache, caplog, damage, says):
    built: list = []
    entry = cache.cached_entry("openvino-compiled", PARTS, build_into(built))
    recorded = json.loads((entry / cache.COMPLETE).read_text())[cache.FILES]
    assert sorted(recorded) == ["model.blob", "sub/gate.json"]
    assert cache.damage(entry) is None
    damage(entry)
    caplog.set_level(logging.WARNING, logger="tt_depth_anything_3.backends.runtimes")
    again = cache.cached_entry("openvino-compiled", PARTS, build_into(built))
    assert again == entry and len(built) == 2
    assert (again / "model.blob").read_bytes() == PAYLOAD and cache.damage(again) is None
    (warning,) = warnings(caplog)
    assert f"cache entry {entry} is damaged" in warning and says in warning, warning
    assert not list(entry.parent.glob("*.tmp-*"))


def test_an_intact_entry_is_served_without_a_build(runtime_cache, caplog):
    """Also when its files' times changed (a copy) but not their bytes: those are read for
    their checksum, the others only looked at (a warm load reads no gigabytes for this)."""
    built: list = []
    entry = cache.cached_entry("gate", PARTS, build_into(built))
    caplog.set_level(logging.WARNING)
    cache.cached_entry("gate", PARTS, build_into(built))
    later(entry / "model.blob")
    cache.cached_entry("gate", PARTS, build_into(built))
    assert len(built) == 1 and warnings(caplog) == []


def test_a_cache_folder_that_cannot_be_written_builds_for_this_process(
    runtime_cache, caplog, monkeypatch
):
    monkeypatch.setattr(cache, "writable", lambda folder: False)  # a read-only file system
    caplog.set_level(logging.WARNING, logger="tt_depth_anything_3.backends.runtimes")
    built: list = []
    entry = cache.cached_entry("openvino-compiled", PARTS, build_into(built))
    assert built == [entry] and (entry / "model.blob").read_bytes() == PAYLOAD
    assert not entry.is_relative_to(runtime_cache)
    assert not (cache.cache_root() / "openvino-compiled").exists()
    (warning,) = warnings(caplog)
    assert "cannot be written" in warning and cache.CACHE_ENV in warning


def test_a_failed_build_outside_a_read_only_cache_leaves_no_folder(
    runtime_cache, monkeypatch, tmp_path
):
    """Built for this process (the cache folder cannot be written), a build that failed left
    its partial folder in the temporary folder until the process exited (a server: for good,
    a new one at each load that failed)."""
    import tempfile

    monkeypatch.setattr(cache, "writable", lambda folder: False)
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    started: list = []

    def fails(folder: Path) -> None:
        started.append(folder)
        (folder / "model.onnx").write_bytes(PAYLOAD)
        raise RuntimeError("the exporter failed")

    with pytest.raises(RuntimeError, match="the exporter failed"):
        cache.cached_entry("onnx", PARTS, fails)
    assert len(started) == 1 and not started[0].exists()


def test_writable_looks_at_the_nearest_existing_folder(tmp_path):
    assert cache.writable(tmp_path / "not" / "yet" / "there")


@pytest.mark.parametrize("record", ["[1, 2]", '"text"', '{"files": {}}', '{"files": []}'])
def test_cache_verify_reports_a_malformed_record(runtime_cache, capsys, record):
    """An ``entry.json`` that is valid JSON but no object crashed loads and ``tt-da3 cache
    --verify`` with an AttributeError; one with ``"files": {}`` counted as whole (``all`` of
    nothing), so a file removed from it failed every load in the engine, never rebuilt."""
    from tt_depth_anything_3.cli import main as cli_main

    entry = cache.cached_entry("onnx", PARTS, build_into([]))
    (entry / cache.COMPLETE).write_text(record, encoding="utf-8")
    (entry / "model.blob").unlink()
    assert cli_main(["cache", "--verify", "--json"]) == 1
    (row,) = json.loads(capsys.readouterr().out)["damaged"]
    assert row["path"] == str(entry) and row["removed"] and not entry.exists()


def test_a_relative_cache_folder_stays_where_it_was_first_read(tmp_path, monkeypatch):
    """A relative ``TT_DA3_CACHE_DIR`` (PYTHON.md's example) was resolved again at each use:
    after an ``os.chdir`` a loaded model built every engine again in a new cache."""
    monkeypatch.setattr(cache_folder, "RESOLVED_CACHE_DIRS", {})
    monkeypatch.setenv(cache.CACHE_ENV, "relc")
    (tmp_path / "sub").mkdir()
    monkeypatch.chdir(tmp_path)
    first = cache.cache_root()
    assert first == tmp_path / "relc" / "runtimes" and first.is_absolute()
    monkeypatch.chdir(tmp_path / "sub")
    assert cache.cache_root() == first
    entry = cache.cached_entry("gate", PARTS, build_into([]))
    assert entry.is_relative_to(first) and not (tmp_path / "sub" / "relc").exists()


def as_another_user(monkeypatch) -> None:
    """This process seen as another user than the one owning the files it made (and root not
    trusted): what a cache entry planted by someone else looks like."""
    from tt_depth_anything_3.backends.runtimes import cache_owner

    me = os.geteuid()
    monkeypatch.setattr(cache_owner, "TRUSTED_OWNERS", ())
    monkeypatch.setattr(os, "geteuid", lambda: me + 1)


def test_an_entry_another_user_owns_is_never_loaded(runtime_cache, caplog, monkeypatch):
    """In a cache folder others can write (``TT_DA3_CACHE_DIR`` in a shared /tmp), another
    user could plant an entry under the key of a public checkpoint, with an ``entry.json``
    whose checksums match their files: it was loaded as the model's graph or compiled blob.
    Such an entry is left alone, and this process builds its own, with a warning."""
    planted = cache.cached_entry("openvino-compiled", PARTS, build_into([]))
    as_another_user(monkeypatch)
    caplog.set_level(logging.WARNING, logger="tt_depth_anything_3.backends.runtimes")
    built: list = []
    entry = cache.cached_entry("openvino-compiled", PARTS, build_into(built))
    assert built == [entry] and entry != planted and not entry.is_relative_to(runtime_cache)
    assert planted.is_dir()  # not removed: it is not ours to remove
    (warning,) = warnings(caplog)
    assert "another user's" in warning and str(planted) in warning and cache.CACHE_ENV in warning


def test_a_digest_memo_another_user_owns_is_not_believed(runtime_cache, monkeypatch, tmp_path):
    """A checkpoint-digest memo names the SHA-256 that keys every engine of a checkpoint: one
    planted by another user could name another checkpoint's, whose engines were then loaded.
    Another user's memo is ignored and the checkpoint read."""
    weights = tmp_path / "model.safetensors"
    weights.write_bytes(PAYLOAD)
    true = cache.content_digest(weights)
    (memo,) = (cache.cache_root() / cache.DIGESTS).glob("*.json")
    record = json.loads(memo.read_text(encoding="utf-8"))
    memo.write_text(json.dumps({**record, "sha256": "0" * 64}), encoding="utf-8")
    assert cache.content_digest(weights) == "0" * 64  # a memo of this user's is believed
    as_another_user(monkeypatch)
    assert cache.content_digest(weights) == true
