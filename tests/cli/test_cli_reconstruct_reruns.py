"""``tt-da3 reconstruct`` into an ``--out`` an earlier run wrote: the folder holds one
reconstruction (the earlier run's outputs this run does not write again are removed, the
user's own files are kept), and ``cameras.json`` records which outputs belong to the run."""

from __future__ import annotations

import json

import pytest

from support.demo_scene import DemoRoomModel, demo_scene
from tt_depth_anything_3 import cli
from tt_depth_anything_3.cli import common as cli_common

pytest.importorskip("trimesh")


StandIn = DemoRoomModel  # answers reconstruct with the demo room


@pytest.fixture()
def stand_in(monkeypatch):
    monkeypatch.setattr(cli_common, "load_model_from_args", lambda args: StandIn())


def run(views, out, *formats) -> int:
    args = ["reconstruct", *map(str, views), "--out", str(out), "--no-progress"]
    for fmt in formats:
        args += ["--format", fmt]
    return cli.main(args)


def record(out) -> dict:
    return json.loads((out / "cameras.json").read_text(encoding="utf-8"))


def test_a_rerun_removes_the_earlier_runs_other_outputs(stand_in, view_files, tmp_path, capsys):
    out = tmp_path / "o"
    assert run(view_files, out, "glb", "colmap", "npz") == 0
    assert record(out)["outputs"] == ["scene.glb", "colmap", "scene.npz", "cameras.json"]
    (out / "colmap" / "notes.txt").write_text("mine", encoding="utf-8")
    (out / "mine.txt").write_text("mine", encoding="utf-8")
    capsys.readouterr()
    assert run(view_files[:2], out, "ply", "npz") == 0
    assert "removed the earlier run's scene.glb, colmap" in capsys.readouterr().out
    assert sorted(p.name for p in out.iterdir()) == [
        "cameras.json", "colmap", "mine.txt", "scene.npz", "scene.ply"
    ]  # fmt: skip
    assert [p.name for p in (out / "colmap").iterdir()] == ["notes.txt"]  # the user's file
    assert len(record(out)["views"]) == 2
    assert record(out)["outputs"] == ["scene.ply", "scene.npz", "cameras.json"]


def test_an_emptied_colmap_folder_goes(stand_in, view_files, tmp_path):
    out = tmp_path / "o"
    assert run(view_files, out, "colmap-bin", "glb") == 0
    assert run(view_files, out, "ply") == 0
    assert sorted(p.name for p in out.iterdir()) == ["cameras.json", "scene.ply"]


def test_a_record_without_outputs_removes_nothing(stand_in, view_files, tmp_path):
    """A cameras.json of an older release lists no outputs: the files beside it may be the
    user's (a regression test: the user's scene.glb was removed as the earlier run's); the
    outputs this run writes may replace them, as before."""
    out = tmp_path / "o"
    assert run(view_files, out, "ply") == 0
    earlier = record(out)
    del earlier["outputs"]  # as written before runs listed their outputs
    (out / "cameras.json").write_text(json.dumps(earlier), encoding="utf-8")
    (out / "scene.glb").write_bytes(b"the user's own model")
    assert run(view_files, out, "ply", "npz") == 0
    assert (out / "scene.glb").read_bytes() == b"the user's own model"
    assert record(out)["outputs"] == ["scene.ply", "scene.npz", "cameras.json"]


def test_files_without_this_commands_record_are_left_alone(stand_in, view_files, tmp_path):
    out = tmp_path / "o"
    out.mkdir()
    (out / "scene.glb").write_bytes(b"someone else's")
    (out / "notes.txt").write_text("mine", encoding="utf-8")
    assert run(view_files, out, "ply") == 0  # scene.glb is not this run's target: kept
    assert (out / "scene.glb").read_bytes() == b"someone else's"
    assert len(record(out)["views"]) == 3
    assert (out / "notes.txt").read_text(encoding="utf-8") == "mine"


@pytest.mark.parametrize(
    ("name", "formats"),
    [("cameras.json", ["ply"]), ("scene.glb", ["glb"]), ("colmap/cameras.txt", ["colmap"])],
)
def test_a_file_this_command_did_not_write_is_never_replaced(
    stand_in, view_files, tmp_path, capsys, name, formats
):
    """An outside test: the user's cameras.json / scene.glb in --out were overwritten."""
    out = tmp_path / "myproj"
    (out / name).parent.mkdir(parents=True)
    (out / name).write_text("notes", encoding="utf-8")
    assert run(view_files, out, *formats) == 2
    err = capsys.readouterr().err
    assert "not written by an earlier tt-da3 reconstruct" in err and name.split("/")[0] in err
    assert (out / name).read_text(encoding="utf-8") == "notes"
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()) == [name]


def test_a_foreign_record_beside_an_earlier_runs_outputs_is_refused(stand_in, view_files, tmp_path):
    out = tmp_path / "o"
    assert run(view_files, out, "glb") == 0
    (out / "cameras.json").write_text(json.dumps({"cameras": []}), encoding="utf-8")
    assert run(view_files, out, "glb") == 2  # the glb is no longer listed by our record
    assert json.loads((out / "cameras.json").read_text(encoding="utf-8")) == {"cameras": []}


def contents(out) -> dict[str, bytes]:
    """Every file under ``out`` (hidden ones too) by its path relative to it."""
    return {p.relative_to(out).as_posix(): p.read_bytes() for p in out.rglob("*") if p.is_file()}


def failing_on(monkeypatch, failing: str, error: BaseException) -> None:
    """Make ``Scene.save`` raise ``error`` for the format ``failing`` (the others write)."""
    scene_type = type(demo_scene(2, original_size=(8, 8)))
    save = scene_type.save

    def save_or_fail(scene, path, format, **options):
        if format == failing:
            raise error
        return save(scene, path, format=format, **options)

    monkeypatch.setattr(scene_type, "save", save_or_fail)


@pytest.mark.parametrize(
    ("earlier", "later", "failing"),
    [
        (["glb", "ply", "npz"], ["glb", "ply", "npz"], "ply"),
        (["glb", "colmap"], ["glb", "colmap-bin", "colmap", "npz"], "npz"),
    ],
)
def test_a_rerun_that_fails_keeps_the_earlier_reconstruction_whole(
    stand_in, view_files, tmp_path, monkeypatch, capsys, earlier, later, failing
):
    """A rerun that failed midway (a full disk: a 4-view run, then a 10-view one into a 4 MB
    tmpfs) lost the earlier reconstruction: its scene.glb (written again, then removed as the
    failed run's), beside the earlier scene.ply / scene.npz and the new run's cameras.json
    marked incomplete. Now the outputs replace the earlier ones all together or not at all."""
    out = tmp_path / "o"
    assert run(view_files[:2], out, *earlier) == 0
    before = contents(out)
    failing_on(monkeypatch, failing, OSError(28, "No space left on device"))
    capsys.readouterr()
    assert run(view_files, out, *later) == 2
    assert "No space left on device" in capsys.readouterr().err
    assert contents(out) == before  # every earlier file as it was, no temporary left
    assert record(out)["complete"] is True and len(record(out)["views"]) == 2


def test_a_first_run_that_fails_leaves_nothing(stand_in, view_files, tmp_path, monkeypatch):
    out = tmp_path / "o"
    failing_on(monkeypatch, "colmap", OSError(28, "No space left on device"))
    assert run(view_files, out, "glb", "colmap", "npz") == 2
    assert not out.exists()


def test_a_run_killed_while_writing_leaves_the_earlier_run_and_reruns(
    stand_in, view_files, tmp_path, monkeypatch
):
    """``kill -9`` while the outputs are written: they are under temporary names then, so the
    earlier run's outputs and record stay as they were; the same command run again removes the
    temporaries the killed run left (an earlier release's too) and replaces the outputs."""
    out = tmp_path / "o"
    assert run(view_files[:2], out, "npz") == 0
    before = contents(out)
    failing_on(monkeypatch, "npz", KeyboardInterrupt())
    assert run(view_files, out, "glb", "npz", "ply") != 0
    assert contents(out) == before
    leftovers = [  # what writers killed midway leave: no handler of theirs runs
        ".scene.npz.0123456789ab.tmp",
        f".scene.glb.{'a' * 32}.tmp",
        f"..scene.ply.{'b' * 32}.tmp.0123456789ab.tmp",
        f".cameras.json.{'c' * 32}.tmp",
        f".colmap.{'d' * 32}.tmp/cameras.txt",
        f"..colmap.{'d' * 32}.tmp.abcdefgh.tmp/points3D.txt",
    ]
    for name in leftovers:
        (out / name).parent.mkdir(exist_ok=True)
        (out / name).write_bytes(b"half")
    (out / ".scene.glb.mine.tmp").write_bytes(b"the user's")  # not a writer's name: kept
    monkeypatch.undo()
    monkeypatch.setattr(cli_common, "load_model_from_args", lambda args: StandIn())
    assert run(view_files, out, "glb", "npz", "ply") == 0
    assert sorted(p.name for p in out.iterdir()) == [
        ".scene.glb.mine.tmp", "cameras.json", "scene.glb", "scene.npz", "scene.ply"
    ]  # fmt: skip
    assert record(out)["complete"] is True and len(record(out)["views"]) == 3


def test_a_run_stopped_while_its_outputs_move_into_place_leaves_a_record_of_every_file(
    stand_in, view_files, tmp_path, monkeypatch
):
    """Stopped between two renames (each output written, some in place): the record in the
    folder is the run's, ``"complete": false``, naming every scene file there; the same command
    run again replaces them."""
    import os

    out = tmp_path / "o"
    assert run(view_files[:2], out, "npz") == 0
    replace = os.replace

    def stopped_at_the_npz(source, target, *args, **kwargs):
        if os.fspath(target).endswith("scene.npz"):
            raise KeyboardInterrupt
        return replace(source, target, *args, **kwargs)

    monkeypatch.setattr(os, "replace", stopped_at_the_npz)
    assert run(view_files, out, "glb", "npz", "ply") != 0
    monkeypatch.setattr(os, "replace", replace)
    left = record(out)
    assert {p.name for p in out.iterdir()} <= set(left["outputs"])  # no temporary left either
    assert left["complete"] is False and len(left["views"]) == 3
    assert run(view_files, out, "glb", "npz", "ply") == 0
    assert sorted(p.name for p in out.iterdir()) == [
        "cameras.json", "scene.glb", "scene.npz", "scene.ply"
    ]  # fmt: skip
    assert record(out)["complete"] is True and len(record(out)["views"]) == 3
