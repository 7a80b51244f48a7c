"""``tt-da3 reconstruct --cameras`` read only an .npz: the ``cameras.json`` the command writes
beside its outputs (its poses and K of the original images) was "not an .npz file", and the
run's ``--out`` folder "a folder". They are taken now (the record's ``original_intrinsics``,
never its network-size ``intrinsics``), as is a JSON file of ``extrinsics`` / ``intrinsics``
(as ``POST /reconstruct`` takes them, or its answer saved), checked as the .npz is."""

from __future__ import annotations

import json

import numpy as np
import pytest
from PIL import Image

from support.demo_scene import demo_scene
from support.reconstruct_runs import npz_run_flags, two_photos
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.cli.reconstruct import cameras_json, load_cameras


def write_record(folder, scene, count):
    folder.mkdir(parents=True, exist_ok=True)
    record = cameras_json(scene, [f"v{i}.png" for i in range(count)], ["scene.glb"])
    (folder / "cameras.json").write_text(json.dumps(record), encoding="utf-8")
    return folder / "cameras.json"


@pytest.mark.parametrize("views", [1, 3, 5])
def test_a_record_gives_its_poses_and_the_original_k(tmp_path, views):
    scene = demo_scene(views, height=14, width=28, original_size=(61, 117))
    path = write_record(tmp_path / "run", scene, views)
    for given in (path, tmp_path / "run"):  # the file, or the run's --out folder
        found = load_cameras(str(given), views)
        np.testing.assert_allclose(found["extrinsics"], scene.extrinsics, rtol=1e-6)
        np.testing.assert_allclose(found["intrinsics"], scene.original_intrinsics(), rtol=1e-6)
        assert not np.allclose(found["intrinsics"], scene.intrinsics)  # not the network's K


def test_json_of_extrinsics_and_intrinsics(tmp_path):
    """As the HTTP route takes them: one K for all; the route's answer: its original K."""
    scene = demo_scene(2, height=14, width=28)
    k = [[60.0, 0, 40], [0, 60, 30], [0, 0, 1]]
    path = tmp_path / "given.json"
    path.write_text(json.dumps({"extrinsics": scene.extrinsics.tolist(), "intrinsics": k}))
    found = load_cameras(str(path), 2)
    assert found["intrinsics"].shape == (3, 3) and found["extrinsics"].shape == (2, 3, 4)
    answer = {
        "extrinsics": scene.extrinsics.tolist(),
        "intrinsics": scene.intrinsics.tolist(),
        "original_intrinsics": scene.original_intrinsics().tolist(),
    }
    path.write_text(json.dumps(answer))
    np.testing.assert_allclose(
        load_cameras(str(path), 2)["intrinsics"], answer["original_intrinsics"]
    )
    path.write_text(json.dumps({"intrinsics": k}))  # intrinsics alone (metric models)
    assert set(load_cameras(str(path), 2)) == {"intrinsics"}


def bad(kind: str, scene) -> str | dict | list:
    record = cameras_json(scene, ["a.png", "b.png"])
    if kind == "text":
        return "not json {"
    if kind == "list":
        return [1, 2]
    if kind == "no-k":
        del record["views"][1]["original_intrinsics"]
    elif kind == "strings":
        record["views"][0]["extrinsics"][0][0] = "1"
    elif kind == "ragged":
        record["views"][0]["extrinsics"][0].pop()
    elif kind == "nan":
        record["views"][1]["extrinsics"][0][3] = float("nan")
    elif kind == "count":
        record["views"].pop()
    elif kind == "empty":
        return {"model": "x"}
    elif kind == "bool":
        return {"intrinsics": [[True, 0, 1], [0, 1, 1], [0, 0, 1]]}
    return record


@pytest.mark.parametrize(
    ("kind", "words"),
    [
        ("text", "not an .npz file (write one with np.savez) nor JSON"),
        ("list", "a JSON list, not an object"),
        ("no-k", "views[1] has no 'original_intrinsics'"),
        ("strings", "views[].extrinsics must be nested lists of numbers"),
        ("ragged", "views[].extrinsics is ragged"),
        ("nan", "extrinsics has non-finite values"),
        ("count", "extrinsics has 1 entries for 2 images"),
        ("empty", "holds neither 'extrinsics' nor 'intrinsics'"),
        ("bool", "intrinsics must be nested lists of numbers"),
    ],
)
def test_a_bad_json_is_refused_before_the_model_loads(tmp_path, capsys, kind, words):
    rng = np.random.default_rng(0)
    views = []
    for i in range(2):
        views.append(tmp_path / f"v{i}.png")
        Image.fromarray(rng.integers(0, 255, (60, 80, 3), dtype=np.uint8)).save(views[-1])
    content = bad(kind, demo_scene(2, height=14, width=28))
    cameras = tmp_path / "cameras.json"
    text = content if isinstance(content, str) else json.dumps(content)
    cameras.write_text(text, encoding="utf-8")
    args = ["reconstruct", *map(str, views), "--cameras", str(cameras), "--no-progress"]
    args += ["--out", str(tmp_path / "o"), "--weights", str(tmp_path / "none"), "--device", "cpu"]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert words in err and "weights_path" not in err, err
    assert not (tmp_path / "o").exists()


def test_a_folder_without_a_record_is_named(tmp_path):
    with pytest.raises(FileNotFoundError, match="a folder without cameras.json"):
        load_cameras(str(tmp_path), 2)


def test_an_earlier_runs_record_and_folder_give_its_cameras(
    tiny_anyview_checkpoint, tmp_path, capsys
):
    """The command end to end: a second run given the first run's cameras.json (or its --out)
    reconstructs with those cameras: its poses, and K of the photos (not the network's)."""
    views = two_photos(tmp_path)
    flags = npz_run_flags(tiny_anyview_checkpoint)
    first = tmp_path / "first"
    assert main(["reconstruct", *map(str, views), "--out", str(first), *flags]) == 0
    from tt_depth_anything_3.exports import load_npz

    before = load_npz(first / "scene.npz")
    for given in (first / "cameras.json", first):
        again = tmp_path / f"again_{given.name}"
        args = ["reconstruct", *map(str, views), "--out", str(again), "--cameras", str(given)]
        assert main([*args, *flags]) == 0, capsys.readouterr().err
        after = load_npz(again / "scene.npz")
        assert after.pose_source == "given"
        np.testing.assert_allclose(after.extrinsics, before.extrinsics, atol=1e-6)
        np.testing.assert_allclose(after.original_intrinsics(), before.original_intrinsics())
