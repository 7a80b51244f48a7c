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


@pytest.mark.parametrize("value", ["~/da3-cache", "~", "~/"])
def test_a_tilde_in_the_cache_variable_is_the_home_folder(
    value: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``TT_DA3_CACHE_DIR=~/da3-cache`` where no shell expands it (a Dockerfile's ``ENV``, a
    systemd unit, a quoted value) made a folder named ``~`` in the working folder and built
    every engine there, as every path the package takes (``--weights``, ``--out``) does not."""
    from tt_depth_anything_3.config import cache_folder

    home = tmp_path / "home"
    monkeypatch.setattr(cache_folder, "RESOLVED_CACHE_DIRS", {})
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("TT_DA3_CACHE_DIR", value)
    monkeypatch.chdir(tmp_path)
    expected = home / value[2:]
    assert cache_folder.package_cache_folder() == expected
    monkeypatch.setenv("HOME", "")  # the home's own error, as without the variable
    with pytest.raises(OSError, match="HOME is empty"):
        cache_folder.package_cache_folder()


def every_whole_writer(target: Path) -> dict[str, object]:
    """Each writer of the package, as a call writing ``b"new"`` to ``target``: all are built
    on ``config.file_writes.replaced_on_success`` (five had their own copy of the rename)."""
    from tt_depth_anything_3.exports.atomic import atomic_file
    from tt_depth_anything_3.exports.sequence_outputs import replace_atomically
    from tt_depth_anything_3.inference.outputs import replaced_whole
    from tt_depth_anything_3.scale_out.predictor import write_atomically

    def with_atomic_file() -> None:
        with atomic_file(target) as tmp:
            tmp.write_bytes(b"new")

    def with_replaced_whole() -> None:
        with replaced_whole(target) as file:
            file.write(b"new")

    return {
        "atomic_file": with_atomic_file,
        "replaced_whole": with_replaced_whole,
        "replace_atomically": lambda: replace_atomically(target, lambda p: p.write_bytes(b"new")),
        "write_atomically": lambda: write_atomically(target, lambda p: p.write_bytes(b"new")),
        "write_text_whole": lambda: write_text_whole(target, "new"),
    }


@pytest.mark.parametrize(
    "writer",
    ["atomic_file", "replaced_whole", "replace_atomically", "write_atomically", "write_text_whole"],
)
def test_every_writer_keeps_the_old_file_when_killed_and_says_errors_of_the_target(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, writer: str
) -> None:
    """One primitive, one behaviour: a kill at the rename leaves the old file and no
    temporary; a disk error names the user's file, not the hidden temporary, with its errno
    (the Ray writer's said the temporary's name and created the folder past a file)."""
    import errno

    target = tmp_path / "out" / "depth.png"
    target.parent.mkdir()
    target.write_bytes(b"old")
    call = every_whole_writer(target)[writer]

    def killed(src: object, dst: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", killed)
    with pytest.raises(KeyboardInterrupt):
        call()
    monkeypatch.undo()
    assert target.read_bytes() == b"old"
    assert [p.name for p in target.parent.iterdir()] == ["depth.png"]

    def full(src: object, dst: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device", str(src))

    monkeypatch.setattr(os, "replace", full)
    with pytest.raises(OSError, match=f"cannot write {target}: No space left") as raised:
        call()
    monkeypatch.undo()
    assert raised.value.errno == errno.ENOSPC
    assert [p.name for p in target.parent.iterdir()] == ["depth.png"]
    call()
    assert target.read_bytes() == b"new"


def test_kitti_predictions_and_frame_records_are_written_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The KITTI evaluation's frame records were written to one fixed ``.partial`` name: a
    kill left it behind, and two writers of one folder shared it. They go through the
    package's one whole-file writer now."""
    from tt_depth_anything_3.evaluation.frame_records import write_frame_records

    (tmp_path / "frames.json").write_text("{}", encoding="utf-8")

    def killed(src: object, dst: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", killed)
    with pytest.raises(KeyboardInterrupt):
        write_frame_records(tmp_path, {"a": {"x": 1}})
    monkeypatch.undo()
    assert [p.name for p in tmp_path.iterdir()] == ["frames.json"]
    write_frame_records(tmp_path, {"a": {"x": 1}})
    assert json.loads((tmp_path / "frames.json").read_text(encoding="utf-8")) == {"a": {"x": 1}}
