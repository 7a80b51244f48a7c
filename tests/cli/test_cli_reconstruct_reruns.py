"""``tt-da3 reconstruct`` into an ``--out`` an earlier run wrote: the folder holds one
reconstruction (the earlier run's outputs this run does not write again are removed, the
user's own files are kept), and ``cameras.json`` records which outputs belong to the run."""

from __future__ import annotations

import json

import pytest

from support.demo_scene import demo_scene
from tt_depth_anything_3 import cli
from tt_depth_anything_3.cli import common as cli_common

pytest.importorskip("trimesh")


class StandIn:
    """Answers ``reconstruct`` with the demo room, one view per image."""

    max_pixels = 10**7
    device = "cpu"

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        pass

    def reconstruct(self, images, **kwargs):
        return demo_scene(len(images), original_size=images[0].shape[:2])


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


def test_a_run_killed_while_writing_leaves_a_record_of_every_file_and_reruns(
    stand_in, view_files, tmp_path, monkeypatch
):
    """``kill -9`` once ``scene.glb`` was written: the folder held the new 3-view scene.glb
    beside the earlier 2-view cameras.json (which did not list it), a writer's temporary file
    nothing removed, and the same command run again was refused."""
    from contextlib import nullcontext

    from tt_depth_anything_3.cli import reconstruct

    out = tmp_path / "o"
    assert run(view_files[:2], out, "npz") == 0
    scene_type = type(demo_scene(2, original_size=(8, 8)))
    save = scene_type.save

    def killed_after_the_glb(scene, path, format, **options):
        if format != "glb":  # the kill: what was written stays, no handler runs
            (out / ".scene.npz.0123456789ab.tmp").write_bytes(b"half")
            raise KeyboardInterrupt
        return save(scene, path, format=format, **options)

    monkeypatch.setattr(scene_type, "save", killed_after_the_glb)
    monkeypatch.setattr(
        reconstruct, "discarded_on_failure", lambda written, record=None: nullcontext()
    )
    assert run(view_files, out, "glb", "npz", "ply") != 0
    left = record(out)
    assert {p.name for p in out.iterdir() if not p.name.startswith(".")} <= set(left["outputs"])
    assert left["complete"] is False and len(left["views"]) == 3
    monkeypatch.setattr(scene_type, "save", save)
    assert run(view_files, out, "glb", "npz", "ply") == 0
    assert sorted(p.name for p in out.iterdir()) == [
        "cameras.json", "scene.glb", "scene.npz", "scene.ply"
    ]  # fmt: skip
    assert record(out)["complete"] is True and len(record(out)["views"]) == 3
