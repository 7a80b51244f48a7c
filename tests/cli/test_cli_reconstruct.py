"""``tt-da3 reconstruct``: arguments reach ``model.reconstruct`` and every format is written.

The model is a stand-in returning the demo room (known geometry), so that these tests check the
command's wiring; the network's reconstruction is tested with the model."""

from __future__ import annotations

import json
from types import SimpleNamespace

import numpy as np
import pytest
from PIL import Image

from support.demo_scene import demo_gaussians, demo_scene
from tt_depth_anything_3 import cli
from tt_depth_anything_3.cli import common as cli_common
from tt_depth_anything_3.exports import load_npz

pytest.importorskip("trimesh")


class StandIn:
    """Records the ``reconstruct`` call and answers with the demo room."""

    max_pixels = 10**7
    device = "cpu"
    model_name = "stand-in"
    config = SimpleNamespace(gaussians=object())  # a 3D-Gaussian head: --format gs-ply runs

    def __init__(self) -> None:
        self.calls: list[dict] = []

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        pass

    def reconstruct(self, images, **kwargs):
        self.calls.append({"images": images, **kwargs})
        sizes = {image.shape[:2] for image in images}
        (size,) = sizes
        scene = demo_scene(len(images), original_size=size)
        if kwargs.get("gaussians"):
            scene.gaussians = demo_gaussians(scene, count=300)
        return scene


@pytest.fixture()
def stand_in(monkeypatch):
    model = StandIn()
    monkeypatch.setattr(cli_common, "load_model_from_args", lambda args: model)
    return model


def test_every_format_is_written(stand_in, view_files, tmp_path, capsys):
    out = tmp_path / "out"
    args = [
        "reconstruct",
        *map(str, view_files),
        "--out",
        str(out),
        "--pose-from",
        "rays",
        "--ref-view",
        "middle",
        "--max-points",
        "500",
    ]
    for fmt in ("glb", "ply", "npz", "colmap", "colmap-bin", "glb"):
        args += ["--format", fmt]
    assert cli.main(args) == 0
    (call,) = stand_in.calls
    assert call["pose_from"] == "rays" and call["ref_view"] == "middle"
    assert [image.shape for image in call["images"]] == [(90, 120, 3)] * 3
    assert sorted(p.name for p in out.iterdir()) == [
        "cameras.json",
        "colmap",
        "colmap-bin",
        "scene.glb",
        "scene.npz",
        "scene.ply",
    ]
    assert sorted(p.name for p in (out / "colmap").iterdir()) == [
        "cameras.txt",
        "images.txt",
        "points3D.txt",
    ]
    images_txt = (out / "colmap" / "images.txt").read_text()
    assert all(f" view{i}.png\n" in images_txt for i in range(3))
    cameras = json.loads((out / "cameras.json").read_text())
    scene = load_npz(out / "scene.npz")
    assert [v["image"] for v in cameras["views"]] == list(map(str, view_files))
    np.testing.assert_allclose(cameras["views"][1]["extrinsics"], scene.extrinsics[1])
    assert cameras["views"][0]["original_size"] == [90, 120]
    import trimesh

    glb = trimesh.load(out / "scene.glb")
    assert len(glb.geometry["points"].vertices) == 500
    assert "3 views" in capsys.readouterr().out


def test_known_cameras_are_passed_on(stand_in, view_files, tmp_path):
    extrinsics = np.tile(np.eye(4)[:3], (3, 1, 1))
    cameras = tmp_path / "cameras.npz"
    np.savez(cameras, extrinsics=extrinsics)
    assert (
        cli.main(
            [
                "reconstruct",
                *map(str, view_files),
                "--out",
                str(tmp_path / "o"),
                "--cameras",
                str(cameras),
            ]
        )
        == 0
    )
    (call,) = stand_in.calls
    np.testing.assert_array_equal(call["extrinsics"], extrinsics)
    assert "intrinsics" not in call
    assert (tmp_path / "o" / "scene.glb").is_file()  # glb by default


def test_bad_arguments_are_reported(stand_in, view_files, tmp_path, capsys):
    cameras = tmp_path / "cameras.npz"
    np.savez(cameras, extrinsics=np.zeros((2, 3, 4)))
    bad_image = tmp_path / "notes.png"
    bad_image.write_text("not an image")
    text_cameras = tmp_path / "cameras.txt"
    text_cameras.write_text("1 0 0 0")
    images = list(map(str, view_files))
    for extra, message in (
        ([*images, "--cameras", str(cameras)], "2 entries for 3 images"),
        ([*images, "--cameras", str(text_cameras)], "not an .npz file (write one with np.savez)"),
        ([*images, "--seed", "-1"], "--seed must be"),
        ([*images, "--max-points", "0"], "--max-points"),
        ([*images, str(bad_image)], "notes.png"),
    ):
        out = tmp_path / "never"
        assert cli.main(["reconstruct", *extra, "--out", str(out)]) == 2
        assert message in capsys.readouterr().err
        assert not out.exists()
    assert stand_in.calls == []
    with pytest.raises(SystemExit):
        cli.main(["reconstruct", str(view_files[0]), "--format", "obj"])


def test_gaussians_are_asked_for_only_with_gs_ply(stand_in, view_files, tmp_path):
    import plyfile

    out = tmp_path / "out"
    assert (
        cli.main(["reconstruct", *map(str, view_files), "--out", str(out), "--format", "ply"]) == 0
    )
    assert "gaussians" not in stand_in.calls[-1]
    assert (
        cli.main(
            [
                "reconstruct",
                *map(str, view_files),
                "--out",
                str(out),
                "--format",
                "gs-ply",
                "--format",
                "glb",
            ]
        )
        == 0
    )
    assert stand_in.calls[-1]["gaussians"] is True
    vertex = plyfile.PlyData.read(str(out / "scene.gs.ply"))["vertex"]
    assert vertex.count == 300 and "f_dc_0" in vertex.data.dtype.names
    assert (out / "scene.glb").is_file()


def test_output_folder_is_checked_before_the_model_runs(stand_in, view_files, tmp_path, capsys):
    images = list(map(str, view_files))
    a_file = tmp_path / "a_file"
    a_file.write_text("keep me")
    for out, message in (
        (a_file, "exists and is not a folder"),
        (a_file / "sub", "cannot create the folder"),
    ):
        assert cli.main(["reconstruct", *images, "--out", str(out), "--format", "ply"]) == 2
        assert message in capsys.readouterr().err
    assert stand_in.calls == [] and a_file.read_text() == "keep me"


def test_colmap_names_stay_distinct_and_without_spaces(stand_in, tmp_path, photo):
    paths = [tmp_path / "a" / "x.png", tmp_path / "b" / "x.png", tmp_path / "a" / "my view.png"]
    for path in paths:
        path.parent.mkdir(exist_ok=True)
        Image.fromarray(photo).save(path)
    out = tmp_path / "out"
    assert cli.main(["reconstruct", *map(str, paths), "--out", str(out), "--format", "colmap"]) == 0
    images_txt = (out / "colmap" / "images.txt").read_text()
    assert all(f" {name}\n" in images_txt for name in ("a/x.png", "b/x.png", "a/my_view.png"))
    from tt_depth_anything_3.cli.reconstruct import colmap_image_names

    # names equal once spaces are replaced: only those get their view's index in front
    names = colmap_image_names(["d/view one.png", "d/view_one.png", "d/z.png"])
    assert names == ["0000_view_one.png", "0001_view_one.png", "z.png"]


def test_colmap_cameras_of_turned_photos_are_in_their_stored_pixels(stand_in, tmp_path, photo):
    """Portrait phone photos are stored landscape with EXIF orientation 6; the model reads them
    upright, COLMAP reads the stored pixels. The model's cameras were written upright
    (HEIGHT x WIDTH swapped against the file COLMAP opens); now in the files' stored frame,
    in the text and the binary model, while a photo without the tag keeps its size."""
    exif = Image.Exif()
    exif[0x0112] = 6
    turned = [tmp_path / "p0.jpg", tmp_path / "p1.jpg"]
    for path in turned:
        Image.fromarray(photo).save(path, exif=exif)
    plain = tmp_path / "p2.png"
    Image.fromarray(photo).save(plain)
    height, width = photo.shape[:2]
    out = tmp_path / "out"
    args = ["reconstruct", *map(str, turned), "--out", str(out), "--format", "colmap"]
    assert cli.main([*args, "--format", "colmap-bin"]) == 0
    assert {image.shape[:2] for image in stand_in.calls[0]["images"]} == {(width, height)}
    rows = [line.split() for line in (out / "colmap" / "cameras.txt").read_text().splitlines()]
    assert [row[2:4] for row in rows if not row[0].startswith("#")] == [
        [str(width), str(height)]
    ] * 2
    cameras_bin = (out / "colmap-bin" / "cameras.bin").read_bytes()
    assert np.frombuffer(cameras_bin, "<u8", 2, 16).tolist() == [width, height]
    Image.fromarray(photo).save(plain.with_name("p3.png"))
    assert cli.main(["reconstruct", str(plain), str(plain.with_name("p3.png")), "--out",
                     str(tmp_path / "o2"), "--format", "colmap"]) == 0  # fmt: skip
    rows = (tmp_path / "o2" / "colmap" / "cameras.txt").read_text().splitlines()
    assert rows[-1].split()[2:4] == [str(width), str(height)]


def test_one_intrinsics_matrix_in_cameras_file_serves_every_view(stand_in, view_files, tmp_path):
    cameras = tmp_path / "cameras.npz"
    k = np.array([[100.0, 0, 60], [0, 100, 45], [0, 0, 1]])
    np.savez(cameras, intrinsics=k, extrinsics=np.tile(np.eye(4)[:3], (3, 1, 1)))
    assert (
        cli.main(
            [
                "reconstruct",
                *map(str, view_files[:2]),
                "--out",
                str(tmp_path / "o"),
                "--cameras",
                str(cameras),
            ]
        )
        == 2
    )  # 3 poses for 2 images
    np.savez(cameras, intrinsics=k, extrinsics=np.tile(np.eye(4)[:3], (2, 1, 1)))
    assert (
        cli.main(
            [
                "reconstruct",
                *map(str, view_files[:2]),
                "--out",
                str(tmp_path / "o"),
                "--cameras",
                str(cameras),
            ]
        )
        == 0
    )
    np.testing.assert_array_equal(stand_in.calls[-1]["intrinsics"], k)


def test_a_folder_of_views_is_its_images_in_order(stand_in, view_files, tmp_path):
    """``tt-da3 reconstruct FOLDER``: the folder's images sorted by name, as the files would be
    given one by one; cameras.json names them."""
    folder = view_files[0].parent
    (folder / "notes.txt").write_text("not a view")
    assert cli.main(["reconstruct", str(folder), "--out", str(tmp_path / "o")]) == 0
    assert cli.main(["reconstruct", *map(str, view_files), "--out", str(tmp_path / "p")]) == 0
    by_folder, by_files = stand_in.calls
    assert len(by_folder["images"]) == len(view_files) == 3
    for a, b in zip(by_folder["images"], by_files["images"], strict=True):
        np.testing.assert_array_equal(a, b)
    cameras = json.loads((tmp_path / "o" / "cameras.json").read_text())
    assert cameras == json.loads((tmp_path / "p" / "cameras.json").read_text())


def test_outputs_that_cannot_be_written_are_refused_before_the_model_runs(
    stand_in, view_files, tmp_path, capsys
):
    """A folder at scene.npz (or a file at colmap) was found after the whole inference, with
    the run's .glb already replaced beside the last run's cameras.json."""
    images = list(map(str, view_files))
    out = tmp_path / "out"
    (out / "scene.npz").mkdir(parents=True)
    (out / "colmap").write_text("not a folder")
    for formats, message in (
        (["glb", "npz"], "scene.npz is a folder"),
        (["glb", "colmap"], "colmap is a file; the COLMAP model is a folder there"),
    ):
        flags = [x for f in formats for x in ("--format", f)]
        assert cli.main(["reconstruct", *images, "--out", str(out), *flags]) == 2
        assert message in capsys.readouterr().err
    assert stand_in.calls == [] and not (out / "scene.glb").exists()


def test_a_cameras_file_holding_one_number_is_refused(stand_in, view_files, tmp_path, capsys):
    cameras = tmp_path / "scalar.npz"
    np.savez(cameras, extrinsics=np.float64(1.0), intrinsics=np.eye(3))
    args = ["reconstruct", *map(str, view_files), "--cameras", str(cameras)]
    assert cli.main([*args, "--out", str(tmp_path / "o")]) == 2
    assert "extrinsics is a single number" in capsys.readouterr().err


def test_a_cameras_file_of_python_objects_is_named(stand_in, view_files, tmp_path, capsys):
    """An .npz whose extrinsics were saved as an object array (a None for an unknown view) gave
    numpy's bare "Object arrays cannot be loaded when allow_pickle=False", naming neither the
    flag nor the file: ``np.load`` reads lazily, so the check around it never saw the error."""
    cameras = tmp_path / "objects.npz"
    np.savez(
        cameras, extrinsics=np.array([np.eye(4)[:3], None], dtype=object), intrinsics=np.eye(3)
    )
    args = ["reconstruct", *map(str, view_files), "--cameras", str(cameras)]
    assert cli.main([*args, "--out", str(tmp_path / "o")]) == 2
    assert f"--cameras {cameras}: not an .npz of numeric arrays" in capsys.readouterr().err
    assert stand_in.calls == [] and not (tmp_path / "o").exists()


def test_gs_ply_with_given_extrinsics_is_refused_in_the_command_s_words(
    stand_in, view_files, tmp_path, capsys
):
    """``--format gs-ply --cameras c.npz`` (extrinsics in it) failed with the API's message,
    "gaussians=True runs with the predicted cameras; pass no extrinsics", naming a keyword the
    command has no flag for, and only after the model loaded and every view was read, where
    ``POST /reconstruct`` refuses ``format: gs-ply`` with ``extrinsics`` before reading any."""
    cameras = tmp_path / "cameras.npz"
    np.savez(cameras, extrinsics=np.tile(np.eye(4)[:3], (3, 1, 1)), intrinsics=np.eye(3))
    args = ["reconstruct", *map(str, view_files), "--cameras", str(cameras), "--format", "gs-ply"]
    assert cli.main([*args, "--out", str(tmp_path / "o")]) == 2
    err = capsys.readouterr().err
    assert "--format gs-ply runs with the predicted cameras" in err and str(cameras) in err
    assert stand_in.calls == [] and not (tmp_path / "o").exists()
    np.savez(cameras, intrinsics=np.eye(3))  # intrinsics alone: the model's own rule decides
    assert cli.main([*args, "--out", str(tmp_path / "o2")]) == 0
