"""``tt-da3 cache``: the runtime cache listed and cleared (an outside test found it grew by a
copy of the weights per compiled shape with no command to see or clear it). An entry a live
process is building is never removed."""

from __future__ import annotations

import json
import os
import time

import pytest

from tt_depth_anything_3.backends.runtimes import cache
from tt_depth_anything_3.backends.runtimes.cache_locks import lock_folder
from tt_depth_anything_3.cli import main as cli_main


@pytest.fixture
def filled(tmp_path, monkeypatch):
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(tmp_path / "c"))

    def build(folder):
        (folder / "model.blob").write_bytes(b"x" * 1000)

    old = cache.cached_entry("openvino-compiled", {"shape": [1, 3, 56, 70]}, build)
    new = cache.cached_entry("openvino-compiled", {"shape": [1, 3, 70, 56]}, build)
    ten_days = time.time() - 10 * 86400
    os.utime(old, (ten_days, ten_days))
    building = cache.cache_root() / "onnx" / f"abc.tmp-{os.getppid()}"  # a live process's
    building.mkdir(parents=True)
    live_build = lock_folder(building, shared=False, wait=False)  # its lock held, as a build's
    yield old, new, building
    os.close(live_build)


def test_list_shows_each_entry_with_its_size(filled, capsys):
    assert cli_main(["cache", "--list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    paths = {row["path"]: row for row in listed["holds"]}
    assert {str(p) for p in filled} == set(paths)
    assert paths[str(filled[0])]["bytes"] > 1000 and paths[str(filled[0])]["complete"]
    assert cli_main(["cache"]) == 0
    out = capsys.readouterr().out  # the live build is not an entry (it counted as one)
    assert out.endswith("holds 2 entries, 0.0 MB, and 1 unfinished build (0.0 MB)\n"), out
    assert f"{filled[2]}  (unfinished: a build in progress)" in out


def test_a_killed_builds_folder_is_no_entry_and_clear_removes_it(filled, capsys):
    """A build killed mid-way leaves its ``.tmp-*`` folder, its lock gone: ``--list`` counted
    it as an entry (an outside tester); it is now said as what it is, and ``--clear`` removes
    it (a live build's is kept)."""
    killed = cache.cache_root() / "onnx" / "def.tmp-999999-0123456789ab"
    (killed / "part").mkdir(parents=True)
    (killed / "part" / "graph.onnx").write_bytes(b"x" * 3_000_000)
    assert cli_main(["cache", "--list"]) == 0
    out = capsys.readouterr().out
    assert f"{killed}  (unfinished build a stopped process left: --clear removes it)" in out
    assert out.splitlines()[-1].endswith(
        "holds 2 entries, 0.0 MB, and 2 unfinished builds (3.0 MB)"
    )
    assert cli_main(["cache", "--list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert listed["unfinished_builds"] == 2
    assert {row["path"]: row["complete"] for row in listed["holds"]}[str(killed)] is False
    assert cli_main(["cache", "--clear"]) == 0
    out = capsys.readouterr().out
    assert not killed.exists() and filled[2].exists()
    assert out.splitlines()[-1].endswith(
        "removed 2 entries, 0.0 MB, and 1 unfinished build (3.0 MB)"
    )


def test_clear_older_than_removes_the_entries_unused_since(filled, capsys):
    old, new, building = filled
    assert cli_main(["cache", "--clear", "--older-than", "5"]) == 0
    assert not old.exists() and new.exists() and building.exists()
    assert "removed 1 entries" in capsys.readouterr().out


def test_clear_keeps_what_a_live_process_builds(filled):
    old, new, building = filled
    assert cli_main(["cache", "--clear"]) == 0
    assert not old.exists() and not new.exists() and building.exists()


def test_a_cache_hit_marks_its_last_use(filled):
    old, _, _ = filled
    cache.cached_entry("openvino-compiled", {"shape": [1, 3, 56, 70]}, lambda f: None)
    assert time.time() - old.stat().st_mtime < 60


def test_older_than_without_clear_is_one_line(filled, capsys):
    assert cli_main(["cache", "--older-than", "2"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "(got 2.0): it picks what --clear removes; add --clear" in err  # 2 is a fine number


@pytest.mark.parametrize("days", ["nan", "inf", "-1"])
def test_older_than_must_be_a_finite_number_of_days(filled, capsys, days):
    """``nan`` passed the ``< 0`` check and then removed every entry (a regression test)."""
    assert cli_main(["cache", "--clear", "--older-than", days]) == 2
    assert "finite number of days" in capsys.readouterr().err
    assert all(p.exists() for p in filled)


def test_a_folder_the_cache_did_not_write_is_neither_listed_nor_removed(filled, capsys):
    mine = cache.cache_root() / "onnx" / "zz_user"
    (mine / "data").mkdir(parents=True)
    assert cli_main(["cache", "--list", "--json"]) == 0
    assert str(mine) not in {row["path"] for row in json.loads(capsys.readouterr().out)["holds"]}
    assert cli_main(["cache", "--clear"]) == 0
    assert (mine / "data").is_dir()


def test_clear_json_counts_the_digest_temporaries_it_removed(filled, capsys):
    """``--clear`` printed how many digest temporaries it removed in text, but ``--json``
    left the count out."""
    from tt_depth_anything_3.backends.runtimes.checkpoint_digests import TEMPORARY_PREFIX

    digests = cache.cache_root() / cache.DIGESTS
    digests.mkdir(parents=True, exist_ok=True)
    (digests / f"{TEMPORARY_PREFIX}killed").write_text("{", encoding="utf-8")
    assert cli_main(["cache", "--clear", "--json"]) == 0
    listing = json.loads(capsys.readouterr().out)
    assert listing["temporaries_removed"] == 1


def test_clear_on_a_read_only_cache_says_so(filled, capsys, monkeypatch):
    """A read-only cache (a container image's): ``--clear`` printed a bare ``[Errno 30]``
    naming an internal ``.tmp-evicted-...`` folder; now it says the folder is read-only and
    removes nothing (an outside test, helper 57)."""
    import tt_depth_anything_3.cli.cache as cache_command

    monkeypatch.setattr(cache_command, "writable", lambda folder: False)
    assert cli_main(["cache", "--clear"]) == 2
    err = capsys.readouterr().err
    assert f"the cache folder {cache.cache_root()} is read-only" in err and ".tmp-" not in err
    assert all(path.exists() for path in filled)
    assert cli_main(["cache", "--list", "--json"]) == 0  # listing reads only


def test_clear_says_what_it_kept_for_a_live_process(filled, capsys):
    """``--clear`` beside a live build and a load using an entry said "removed 1 entries", as
    if the cache were empty now; it now says what it kept, and why, before its last line."""
    old, new, building = filled
    in_use = lock_folder(new, shared=True, wait=False)  # a load holding it
    try:
        assert cli_main(["cache", "--clear"]) == 0
        lines = capsys.readouterr().out.splitlines()
        assert not old.exists() and new.exists() and building.exists()
        assert lines[-1].endswith("removed 1 entries, 0.0 MB")
        assert lines[-2].endswith(
            "kept 1 entries, 0.0 MB, and 1 unfinished build (0.0 MB) that a live process holds "
            "(a load using it, a build under way): --clear removes them once that process has "
            "ended"
        )
        assert cli_main(["cache", "--clear", "--json"]) == 0
        listing = json.loads(capsys.readouterr().out)
        assert listing["removed"] == [] and {r["path"] for r in listing["kept"]} == {
            str(new),
            str(building),
        }
    finally:
        os.close(in_use)
    assert cli_main(["cache", "--clear", "--json"]) == 0  # the load ended: removed now
    listing = json.loads(capsys.readouterr().out)
    assert [r["path"] for r in listing["removed"]] == [str(new)] and [
        r["path"] for r in listing["kept"]
    ] == [str(building)]
