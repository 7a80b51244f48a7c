"""``tt-da3 cache`` lists and clears every cache the package writes: the runtime cache (as
before, its output and JSON keys kept), the Blackhole converted weights (gigabytes a checkpoint
in the same cache folder, which it neither listed nor cleared) and the runtime cache's
checkpoint-digest memos (which ``--clear`` left). What is not the package's stays."""

from __future__ import annotations

import json
import os
import sys
import time

import pytest

from tt_depth_anything_3.backends.blackhole.weight_cache import (
    WeightCache,
    new_staging_folder,
    staging_folder,
)
from tt_depth_anything_3.backends.runtimes import cache
from tt_depth_anything_3.cli import main as cli_main

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the cache locks with flock")
STATE = {"size": 10, "mtime_ns": 1, "ctime_ns": 2, "header_sha256": "ab"}


def _weights(root, name: str, days_ago: float = 0.0) -> WeightCache:
    """A published converted-weight folder ``name`` (1000 bytes of fake tensors)."""
    weights = WeightCache(root / name, {"weights": f"/w/{name}.safetensors", **STATE})
    staging, fd = new_staging_folder(weights.folder)
    (staging / "0000.tensorbin").write_bytes(b"w" * 1000)
    weights.publish(staging, 1)
    os.close(fd)
    when = time.time() - days_ago * 86400
    os.utime(weights.folder, (when, when))
    return weights


@pytest.fixture
def caches(tmp_path, monkeypatch):
    """A cache folder holding one runtime entry, two converted-weight folders (one unused for
    ten days), a staging folder a killed older version left, a checkpoint's digest memo, and
    two folders that are not the package's."""
    root = tmp_path / "c"
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(root))
    entry = cache.cached_entry("onnx", {"a": 1}, lambda f: (f / "g.onnx").write_bytes(b"g" * 500))
    old = _weights(root, "da3metric-large-00000000000000000000", days_ago=10)
    new = _weights(root, "da3-large-11111111111111111111")
    gone = staging_folder(root / "da3-large-22222222222222222222", 999_999_999)  # no such PID
    gone.mkdir()
    checkpoint = tmp_path / "model.safetensors"
    checkpoint.write_bytes(b"abc")
    cache.content_digest(checkpoint)
    foreign = [root / "notes", root / "photos-33333333333333333333"]  # no manifest: not ours
    for folder in foreign:
        folder.mkdir()
        (folder / "keep.txt").write_text("mine", encoding="utf-8")
    return {"entry": entry, "old": old.folder, "new": new.folder, "gone": gone, "foreign": foreign}


def test_list_names_every_cache_with_its_size(caches, capsys):
    assert cli_main(["cache", "--list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [row["path"] for row in listed["holds"]] == [str(caches["entry"])]  # as before
    weights = {row["path"]: row for row in listed["blackhole_weights"]["holds"]}
    assert set(weights) == {str(caches[k]) for k in ("old", "new", "gone")}
    assert weights[str(caches["new"])]["bytes"] > 1000 and weights[str(caches["new"])]["complete"]
    assert weights[str(caches["new"])]["kind"] == "blackhole-weights"
    assert not weights[str(caches["gone"])]["complete"]
    digests = listed["checkpoint_digests"]
    assert digests["holds"] == 1 and digests["bytes"] > 0
    parts = (listed["bytes"], listed["blackhole_weights"]["bytes"], digests["bytes"])
    assert listed["total_bytes"] == sum(parts) and listed["bytes"] > 500
    assert cli_main(["cache"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1].startswith(f"{cache.cache_folder()} holds 1 entries, ")  # the last, as ever
    assert f"{caches['new'].parent} holds 3 Blackhole weight folders, 0.0 MB" in lines
    assert any(" holds 1 checkpoint digests, " in line for line in lines)
    assert any("blackhole-weights" in line and str(caches["old"]) in line for line in lines)


def test_clear_removes_every_cache_but_what_is_not_ours(caches, capsys):
    assert cli_main(["cache", "--clear"]) == 0
    out = capsys.readouterr().out
    assert "removed 3 Blackhole weight folders" in out and "removed 1 checkpoint digests" in out
    assert "removed 1 entries" in out.splitlines()[-1]
    root = caches["new"].parent
    assert sorted(p.name for p in root.iterdir()) == [
        "notes",
        "photos-33333333333333333333",
        "runtimes",
    ]
    assert all((folder / "keep.txt").is_file() for folder in caches["foreign"])
    assert list((cache.cache_folder() / cache.DIGESTS).iterdir()) == []
    assert cli_main(["cache", "--list", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["total_bytes"] == 0


def test_clear_older_than_keeps_what_was_used_since_and_the_digests(caches, capsys):
    os.utime(caches["gone"], (time.time(),) * 2)
    assert cli_main(["cache", "--clear", "--older-than", "5", "--json"]) == 0
    listing = json.loads(capsys.readouterr().out)
    assert [row["path"] for row in listing["blackhole_weights"]["removed"]] == [str(caches["old"])]
    assert listing["checkpoint_digests"]["holds"] == 1 and listing["removed"] == []
    assert not caches["old"].exists() and caches["new"].is_dir() and caches["gone"].is_dir()


def test_clear_keeps_a_folder_a_live_load_reads(caches):
    reading = WeightCache(caches["new"], {}).hold_readable()
    assert reading is not None
    try:
        assert cli_main(["cache", "--clear"]) == 0
        assert caches["new"].is_dir() and not caches["old"].exists()
    finally:
        os.close(reading)


def test_verify_json_has_the_other_caches_keys_as_list_json(caches, capsys):
    """``--verify --json`` had only the runtime cache's keys (``root``, ``checked``,
    ``damaged``): a script reading ``blackhole_weights`` / ``checkpoint_digests`` from every
    cache listing met a KeyError there. They are ``--list --json``'s, nothing removed."""
    assert cli_main(["cache", "--list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert cli_main(["cache", "--verify", "--json"]) == 0
    verified = json.loads(capsys.readouterr().out)
    assert verified["checked"] == 1 and verified["damaged"] == []  # as before
    for key in ("blackhole_weights", "checkpoint_digests"):
        assert verified[key] == listed[key], key
    assert all(caches[k].is_dir() for k in ("old", "new", "gone"))
