"""``tt-da3 cache``: an entry folder without its ``entry.json`` (a key-named folder an older
version left, or one whose record was lost) was neither listed, counted, verified nor cleared:
disk space the user could not see or free (an outside tester). It is now listed as such, with
its size, and ``--clear`` / ``--verify`` / the bound remove it unless a live process holds it;
a folder not named as the cache names its entries stays out of sight and is never removed."""

from __future__ import annotations

import json
import os

import pytest

from tt_depth_anything_3.backends.runtimes import cache
from tt_depth_anything_3.backends.runtimes.cache_layout import evict_over_limit
from tt_depth_anything_3.backends.runtimes.cache_locks import lock_folder
from tt_depth_anything_3.cli import main as cli_main


@pytest.fixture
def unrecorded(tmp_path, monkeypatch):
    """A cache with one whole entry, a key-named folder without ``entry.json`` (2 MB) and a
    user's folder that is not the cache's."""
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(tmp_path / "c"))
    entry = cache.cached_entry("onnx", {"a": 1}, lambda f: (f / "g.onnx").write_bytes(b"g" * 500))
    left = cache.cache_root() / "openvino-compiled" / ("ab" * 12)
    (left / "sub").mkdir(parents=True)
    (left / "sub" / "model.blob").write_bytes(b"x" * 2_000_000)
    user = cache.cache_root() / "onnx" / "notes-not-a-key"
    user.mkdir()
    (user / "keep.txt").write_text("mine", encoding="utf-8")
    return entry, left, user


def test_list_shows_a_folder_without_entry_json_with_its_size(unrecorded, capsys):
    entry, left, user = unrecorded
    assert cli_main(["cache", "--list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    rows = {row["path"]: row for row in listed["holds"]}
    assert set(rows) == {str(entry), str(left)}  # the user's folder: not the cache's
    assert rows[str(left)]["bytes"] == 2_000_000 and rows[str(left)]["complete"] is False
    assert rows[str(left)]["unrecorded"] is True and rows[str(entry)]["unrecorded"] is False
    assert listed["unfinished_builds"] == 0 and listed["unrecorded_folders"] == 1
    assert listed["bytes"] > 2_000_000 and listed["total_bytes"] >= listed["bytes"]
    assert cli_main(["cache", "--list"]) == 0
    out = capsys.readouterr().out
    assert f"{left}  (no entry.json: " in out and "--clear removes it)" in out
    assert out.splitlines()[-1].endswith(
        "holds 1 entries, 0.0 MB, and 1 folder without entry.json (2.0 MB)"
    )


def test_clear_removes_it_and_keeps_what_is_not_the_caches(unrecorded, capsys):
    entry, left, user = unrecorded
    assert cli_main(["cache", "--clear", "--json"]) == 0
    removed = {row["path"] for row in json.loads(capsys.readouterr().out)["removed"]}
    assert removed == {str(entry), str(left)}
    assert not left.exists() and not entry.exists() and (user / "keep.txt").is_file()


def test_clear_keeps_one_a_live_process_holds(unrecorded, capsys):
    _, left, _ = unrecorded
    held = lock_folder(left, shared=True, wait=False)
    try:
        assert cli_main(["cache", "--clear"]) == 0
        assert left.is_dir()
    finally:
        os.close(held)
    assert cli_main(["cache", "--clear"]) == 0
    assert not left.exists()


def test_verify_reports_and_removes_it(unrecorded, capsys):
    entry, left, user = unrecorded
    assert cli_main(["cache", "--verify", "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert [row["path"] for row in report["damaged"]] == [str(left)]
    assert "no entry.json" in report["damaged"][0]["damage"] and report["damaged"][0]["removed"]
    assert not left.exists() and entry.is_dir() and user.is_dir()


def test_the_bound_removes_it_without_counting_it(unrecorded):
    entry, left, user = unrecorded
    removed = evict_over_limit(entry, cache.cache_root(), 10**9)  # the whole entries fit
    assert removed == [] and not left.exists() and entry.is_dir() and user.is_dir()
