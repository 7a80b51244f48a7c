"""Bytes changed in place in a cached entry, its size and modification time kept (bit rot, a
copy that keeps times: an outside test, t47, loaded such an OpenVINO blob silently and got
depth 4x off). A use compares sizes and times only (reading a 0.6 GB blob's CRC-32 costs about
the warm load it guards); ``TT_DA3_CACHE_VERIFY=1`` reads every CRC-32 at every use, and
``tt-da3 cache --verify`` checks every entry in full and removes the damaged ones."""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

import pytest

from tt_depth_anything_3.backends.runtimes import cache
from tt_depth_anything_3.cli import main as cli_main

PARTS = {"model": "da3metric-large", "precision": "fp32"}
PAYLOAD = os.urandom(1 << 18)


def build_into(built: list):
    def build(folder: Path) -> None:
        built.append(folder)
        (folder / "model.blob").write_bytes(PAYLOAD)

    return build


def rot(path: Path, count: int = 20000) -> None:
    """XOR ``count`` bytes in the middle third, the size and modification time put back."""
    stat = path.stat()
    data = bytearray(path.read_bytes())
    start = len(data) // 3
    for i in range(start, start + count):
        data[i] ^= 0x5A
    path.write_bytes(bytes(data))
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert path.stat().st_mtime_ns == stat.st_mtime_ns and path.stat().st_size == stat.st_size


def test_every_use_checks_sizes_and_times_only_by_default(runtime_cache):
    built: list = []
    entry = cache.cached_entry("openvino-compiled", PARTS, build_into(built))
    rot(entry / "model.blob")
    assert cache.damage(entry) is None  # as documented: not read at a use
    assert "checksum differs" in cache.damage(entry, verify=True)


def test_verify_env_reads_every_checksum_at_every_use(runtime_cache, monkeypatch, caplog):
    built: list = []
    entry = cache.cached_entry("openvino-compiled", PARTS, build_into(built))
    rot(entry / "model.blob")
    monkeypatch.setenv("TT_DA3_CACHE_VERIFY", "1")
    caplog.set_level(logging.WARNING, logger="tt_depth_anything_3.backends.runtimes")
    again = cache.cached_entry("openvino-compiled", PARTS, build_into(built))
    assert len(built) == 2 and (again / "model.blob").read_bytes() == PAYLOAD
    assert any("model.blob's checksum differs" in r.getMessage() for r in caplog.records)
    monkeypatch.setenv("TT_DA3_CACHE_VERIFY", "yes")
    with pytest.raises(ValueError, match="TT_DA3_CACHE_VERIFY takes 0 or 1"):
        cache.damage(again)


def test_cache_verify_finds_and_removes_a_rotted_entry(runtime_cache, capsys):
    built: list = []
    entry = cache.cached_entry("openvino-compiled", PARTS, build_into(built))
    cache.cached_entry("gate", PARTS, build_into(built))
    assert cli_main(["cache", "--verify", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["checked"] == 2
    rot(entry / "model.blob")
    assert cli_main(["cache", "--verify", "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    (row,) = report["damaged"]
    assert row["path"] == str(entry) and "model.blob's checksum differs" in row["damage"]
    assert row["removed"] and not entry.exists()
    cache.cached_entry("openvino-compiled", PARTS, build_into(built))  # built again
    assert len(built) == 3
    assert cli_main(["cache", "--verify"]) == 0
    assert "checked 2 entries, 0 damaged" in capsys.readouterr().out
