"""Run records and KITTI's ``metrics.json`` are written whole: a process killed mid-write left a
torn ``run.json``, and the next run then refused its folder as holding a foreign file."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tt_depth_anything_3.config.file_writes import write_text_whole
from tt_depth_anything_3.config.records import check_same_run


def test_a_write_killed_midway_keeps_the_old_file_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "run.json"
    target.write_text('{"model": "old"}', encoding="utf-8")
    real = Path.write_text

    def torn(self: Path, text: str, *args: object, **kwargs: object) -> int:
        real(self, text[:5], *args, **kwargs)
        raise KeyboardInterrupt

    monkeypatch.setattr(Path, "write_text", torn)
    with pytest.raises(KeyboardInterrupt):
        write_text_whole(target, '{"model": "new"}')
    monkeypatch.undo()
    assert json.loads(target.read_text(encoding="utf-8")) == {"model": "old"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["run.json"]


def test_a_rerun_record_is_replaced_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The record a rerun rewrites (its progress key) goes through the temporary too."""
    record = tmp_path / "run.json"
    check_same_run(record, {"model": "m", "complete": False}, what="outputs", progress="complete")
    replaced: list[Path] = []
    real = os.replace

    def spy(src: str | Path, dst: str | Path) -> None:
        replaced.append(Path(dst))
        real(src, dst)

    monkeypatch.setattr(os, "replace", spy)
    check_same_run(record, {"model": "m", "complete": True}, what="outputs", progress="complete")
    assert replaced == [record]
    assert json.loads(record.read_text(encoding="utf-8"))["complete"] is True


def test_the_package_cache_folder_keeps_its_first_resolution(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One reading of ``TT_DA3_CACHE_DIR`` for every cache (the Blackhole weights' read it
    afresh, the runtimes' kept the first): a relative value stays where it was first read."""
    from tt_depth_anything_3.config import cache_folder

    monkeypatch.setattr(cache_folder, "RESOLVED_CACHE_DIRS", {})
    monkeypatch.setenv("TT_DA3_CACHE_DIR", "relc")
    (tmp_path / "sub").mkdir()
    monkeypatch.chdir(tmp_path)
    assert cache_folder.package_cache_folder() == tmp_path / "relc"
    monkeypatch.chdir(tmp_path / "sub")
    assert cache_folder.package_cache_folder() == tmp_path / "relc"
    monkeypatch.delenv("TT_DA3_CACHE_DIR")
    assert cache_folder.package_cache_folder() == Path.home() / ".cache" / "tt_depth_anything_3"
