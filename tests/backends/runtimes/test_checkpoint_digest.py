"""The runtimes cache knows a checkpoint by all its bytes: a copy edited in its middle (a
partial fine-tune, same name and size) was served the first file's engine, bit for bit the old
weights' depth (an outside test; the key hashed the first and last MiB only)."""

from __future__ import annotations

import errno
import hashlib
import json
import logging
import os
import shutil
import time
from pathlib import Path

import numpy as np

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends.runtimes import cache


def edit_the_middle(path: Path) -> None:
    """The bytes between the first and the last MiB (+ 64) set to float32 0.5, its name and
    size kept (the old key's parts)."""
    data = bytearray(path.read_bytes())
    start, end = (1 << 20) + 64, (len(data) - (1 << 20) - 64) // 4 * 4
    data[start:end] = np.full((end - start) // 4, 0.5, np.float32).tobytes()
    path.write_bytes(bytes(data))
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))


def test_copies_share_a_digest_and_an_edit_changes_it(tmp_path, runtime_cache):
    first = tmp_path / "a" / "model.safetensors"
    first.parent.mkdir()
    first.write_bytes(os.urandom(3 << 20) + bytes(3))
    copy = tmp_path / "b" / "model.safetensors"
    copy.parent.mkdir()
    shutil.copy(first, copy)
    assert cache.checkpoint_identity(first) == cache.checkpoint_identity(copy)
    edit_the_middle(copy)
    assert cache.checkpoint_identity(first)["sha256"] != cache.checkpoint_identity(copy)["sha256"]


def test_a_warm_look_up_reads_the_memo_not_the_file(tmp_path, runtime_cache):
    weights = tmp_path / "model.safetensors"
    weights.write_bytes(b"weights" * 1000)
    digest = cache.content_digest(weights)
    (memo,) = (cache.cache_root() / cache.DIGESTS).iterdir()
    record = json.loads(memo.read_text(encoding="utf-8"))
    assert record["sha256"] == digest
    record["sha256"] = "remembered"  # the file is not read while its size, time, inode hold
    memo.write_text(json.dumps(record), encoding="utf-8")
    assert cache.content_digest(weights) == "remembered"
    memo.write_text("{torn", encoding="utf-8")  # a torn memo: the file is read again
    assert cache.content_digest(weights) == digest


def test_a_file_rewritten_in_place_with_its_size_and_time_kept_is_read_again(
    tmp_path, runtime_cache
):
    """The memo was keyed by size, time and inode: new weights written into the same file
    with its time set back (``cp -p``, ``touch -r``) were served the old digest, so the old
    engines. The change time, which no tool sets back, is in the key."""
    weights = tmp_path / "model.safetensors"
    weights.write_bytes(b"a" * 4096)
    before = weights.stat()
    first = cache.content_digest(weights)
    time.sleep(0.01)
    with weights.open("r+b") as handle:  # same inode, same size
        handle.write(b"b" * 4096)
    os.utime(weights, ns=(before.st_atime_ns, before.st_mtime_ns))
    after = weights.stat()
    assert (after.st_ino, after.st_size, after.st_mtime_ns) == (
        before.st_ino,
        before.st_size,
        before.st_mtime_ns,
    )
    assert cache.content_digest(weights) == hashlib.sha256(b"b" * 4096).hexdigest() != first


def test_an_unwritable_cache_still_digests(tmp_path, monkeypatch):
    monkeypatch.setenv(cache.CACHE_ENV, str(tmp_path / "cache"))
    monkeypatch.setattr(cache, "writable", lambda folder: False)
    weights = tmp_path / "model.safetensors"
    weights.write_bytes(b"abc")
    assert cache.content_digest(weights) == (
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    )
    assert not (tmp_path / "cache").exists()


def test_an_edited_copy_gets_its_own_engine(tiny_metric_checkpoint, tmp_path):
    edited = tmp_path / "fine-tuned"
    shutil.copytree(tiny_metric_checkpoint, edited)
    assert (edited / "model.safetensors").stat().st_size > (2 << 20) + 4096
    edit_the_middle(edited / "model.safetensors")
    image = np.random.default_rng(0).integers(0, 255, (56, 70, 3), dtype=np.uint8)
    outputs = {}
    for name, folder, runtime in [
        ("original", tiny_metric_checkpoint, "onnxruntime"),
        ("edited", edited, "onnxruntime"),
        ("edited-torch", edited, "torch"),
    ]:
        with DepthAnything3.from_pretrained(
            weights_path=folder, device="cpu", process_res=70, runtime=runtime
        ) as model:
            outputs[name] = model(image).depth
    assert np.abs(outputs["edited"] - outputs["original"]).max() > 1e-3
    scale = np.abs(outputs["edited-torch"]).max()
    assert np.abs(outputs["edited"] - outputs["edited-torch"]).max() / scale <= 1e-4


def test_the_config_is_part_of_the_key(tiny_metric_checkpoint):
    """An edited config.json beside unchanged weights was served the old engine."""
    from tt_depth_anything_3.config.schema import DA3Config

    config = DA3Config.from_model_name("da3metric-large")
    other = DA3Config.from_model_name("da3mono-large")
    assert cache.config_digest(config) == cache.config_digest(
        DA3Config.from_model_name("da3metric-large")
    )
    assert cache.config_digest(config) != cache.config_digest(other)
    assert cache.config_digest(config).startswith("da3metric-large:")


def test_a_memo_that_cannot_be_written_fails_no_load(tmp_path, runtime_cache, monkeypatch, caplog):
    """Writing the memo is optional, but a full cache disk failed every load of a new or
    touched checkpoint with a bare ``[Errno 28] No space left on device`` (its engines all
    cached), and each try left a ``checkpoint-digests/.tmp-*`` file behind."""
    from tt_depth_anything_3.backends.runtimes import checkpoint_digests

    def disk_full(record, handle):
        handle.write('{"path": ')
        raise OSError(errno.ENOSPC, "No space left on device")

    weights = tmp_path / "model.safetensors"
    weights.write_bytes(b"abc")
    monkeypatch.setattr(checkpoint_digests.json, "dump", disk_full)
    caplog.set_level(logging.WARNING, logger="tt_depth_anything_3.backends.runtimes")
    for _ in range(2):
        assert cache.content_digest(weights) == hashlib.sha256(b"abc").hexdigest()
    assert list((cache.cache_root() / cache.DIGESTS).iterdir()) == []
    said = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(said) == 2 and "No space left" in said[0] and "read again" in said[0], said


def test_cache_clear_removes_the_temporary_files_of_memos(tmp_path, runtime_cache, capsys):
    """``tt-da3 cache --clear`` left the ``.tmp-*`` files of failed memo writes (and now clears
    the memos too: every cache the package writes)."""
    from tt_depth_anything_3.cli import main as cli_main

    weights = tmp_path / "model.safetensors"
    weights.write_bytes(b"abc")
    cache.content_digest(weights)
    folder = cache.cache_root() / cache.DIGESTS
    (memo,) = folder.iterdir()
    (folder / ".tmp-9iuer5o1").write_bytes(b"")
    (folder / ".tmp-abcdefgh").write_bytes(b'{"path"')
    assert cli_main(["cache", "--clear"]) == 0
    out = capsys.readouterr().out
    assert "removed 2 temporary files" in out
    assert "removed 1 checkpoint digests" in out and not memo.exists()
    assert list(folder.iterdir()) == []
