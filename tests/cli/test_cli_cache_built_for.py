"""``tt-da3 cache --list`` showed each entry's size, kind and folder only, so a user could not
tell which model, engine or precision a 1 GB entry was for (an outside tester). Each entry now
says what it was built for, from its ``entry.json`` (the key it was built under), in the text and
in ``--json``'s ``built_for``; an unreadable record is said, not raised (``--verify`` checks it)."""

from __future__ import annotations

import json

import pytest

from tt_depth_anything_3.backends.runtimes import cache
from tt_depth_anything_3.cli import main as cli_main

KEY = {"model": "da3metric-large:ae0308565ffb509c", "runtime": "openvino", "precision": "int8",
       "shape": [1, 3, 336, 504], "engine": "openvino 2026.4", "cpu": "x"}  # fmt: skip


@pytest.fixture
def entry(tmp_path, monkeypatch):
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(tmp_path / "c"))
    return cache.cached_entry("openvino-compiled", KEY, lambda f: (f / "m.blob").write_bytes(b"1"))


def test_each_entry_says_what_it_was_built_for(entry, capsys):
    assert cli_main(["cache", "--list"]) == 0
    out = capsys.readouterr().out
    assert f"{entry}  da3metric-large:ae0308565ffb509c openvino int8 1x3x336x504\n" in out
    assert cli_main(["cache", "--list", "--json"]) == 0
    (row,) = json.loads(capsys.readouterr().out)["holds"]
    assert row["built_for"] == {k: KEY[k] for k in ("model", "runtime", "engine", "precision",
                                                    "shape")}  # fmt: skip


def test_an_unreadable_record_is_said_not_raised(entry, capsys):
    (entry / "entry.json").write_text("{half", encoding="utf-8")
    assert cli_main(["cache", "--list"]) == 0
    assert "(entry.json: JSONDecodeError: tt-da3 cache --verify checks it)" in (
        capsys.readouterr().out
    )


def test_clear_lists_what_it_removed_as_before(entry, capsys):
    assert cli_main(["cache", "--clear", "--json"]) == 0
    (row,) = json.loads(capsys.readouterr().out)["removed"]
    assert "built_for" not in row and row["path"] == str(entry)
