"""The scene exports, read back by independent readers (trimesh, plyfile, pycolmap) and checked
against the official exporters on the same prediction, on synthetic scenes of known geometry."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from support.demo_scene import ROOM_MAX, ROOM_MIN, demo_scene
from tt_depth_anything_3.exports import (
    Gaussians,
    format_for_path,
    glb_geometry,
    load_npz,
    save_scene,
)
from tt_depth_anything_3.exports.colmap import rotation_to_quaternion

trimesh = pytest.importorskip("trimesh", reason="pip install 'tt-depth-anything-3[3d]'")
plyfile = pytest.importorskip("plyfile", reason="pip install 'tt-depth-anything-3[3d]'")


def wall_distance(xyz: np.ndarray) -> np.ndarray:
    """Distance of each point to the nearest wall plane of the demo room."""
    return np.minimum(np.abs(xyz - ROOM_MIN), np.abs(xyz - ROOM_MAX)).min(axis=1)


def read_glb(path):
    scene = trimesh.load(path, file_type="glb")
    clouds = [g for g in scene.geometry.values() if isinstance(g, trimesh.points.PointCloud)]
    frustums = [g for g in scene.geometry.values() if isinstance(g, trimesh.path.Path3D)]
    return clouds, frustums


def test_demo_scene_points_lie_on_the_walls():
    scene = demo_scene(4, with_sky=True)
    xyz, rgb = scene.points(conf_percentile=None, drop_sky=False)
    assert len(xyz) == scene.depth.size
    assert wall_distance(xyz).max() < 1e-5
    on_ceiling = np.abs(scene.points(conf_percentile=None)[0][:, 1] - ROOM_MIN[1]) < 1e-5
    assert not on_ceiling.any()  # drop_sky removes the ceiling, which the demo marks as sky


@pytest.mark.parametrize("views, max_points", [(1, 10**6), (3, 10**6), (3, 1500)])
def test_glb_equals_the_official_exporter(tmp_path, views, max_points):
    from support.official_exports import official_glb

    scene = demo_scene(views, seed=views)
    ours = save_scene(scene, tmp_path / "ours.glb", max_points=max_points, seed=11)
    theirs = official_glb(scene, tmp_path / "official", num_max_points=max_points, seed=11)
    (our_cloud,), our_frustums = read_glb(ours)
    (their_cloud,), their_frustums = read_glb(theirs)
    assert (
        len(our_cloud.vertices)
        == len(their_cloud.vertices)
        == min(max_points, len(our_cloud.vertices))
    )
    np.testing.assert_allclose(our_cloud.vertices, their_cloud.vertices, rtol=0, atol=2e-6)
    np.testing.assert_array_equal(our_cloud.colors, their_cloud.colors)
    assert len(our_frustums) == len(their_frustums) == views
    for a, b in zip(our_frustums, their_frustums, strict=True):
        np.testing.assert_allclose(a.vertices, b.vertices, rtol=0, atol=2e-6)


def test_glb_read_back(tmp_path):
    scene = demo_scene(3, original_size=(300, 400))
    expected = glb_geometry(scene, max_points=2000, seed=3)
    path = save_scene(scene, tmp_path / "room.glb", max_points=2000, seed=3)
    (cloud,), frustums = read_glb(path)
    assert len(cloud.vertices) == 2000 and len(frustums) == 3
    np.testing.assert_array_equal(cloud.colors[:, :3], expected.colors)
    assert (cloud.colors[:, 3] == 255).all()
    # Undo the alignment: the points are back on the room's walls (known geometry).
    world = (
        np.c_[cloud.vertices, np.ones(len(cloud.vertices))] @ np.linalg.inv(expected.alignment).T
    )
    assert wall_distance(world[:, :3]).max() < 1e-4
    # glTF frame: the first camera looks down -z, so the points are in front of it (z < 0 once
    # the centring is undone).
    first_cam = (
        world @ (np.diag([1.0, -1.0, -1.0, 1.0]) @ np.r_[scene.extrinsics[0], [[0, 0, 0, 1]]]).T
    )
    assert (first_cam[:, 2] < 0).all()
    # Same seed, same file; another seed, other points.
    again = save_scene(scene, tmp_path / "again.glb", max_points=2000, seed=3)
    assert again.read_bytes() == path.read_bytes()
    other = glb_geometry(scene, max_points=2000, seed=4)
    assert not np.array_equal(other.points, expected.points)
    (no_cameras,), none = read_glb(save_scene(scene, tmp_path / "nc.glb", show_cameras=False))
    assert none == [] and len(no_cameras.vertices) == len(glb_geometry(scene).points)


def test_glb_confidence_cut_and_sky():
    scene = demo_scene(2, with_sky=True)
    geometry = glb_geometry(scene)
    non_sky = scene.sky < 0.3
    conf = scene.conf[non_sky]
    threshold = min(max(1.05, np.percentile(conf, 40)), np.percentile(conf, 90))
    assert len(geometry.points) == int((non_sky & (scene.conf >= threshold)).sum())
    scene.conf = None  # no confidence: every finite, positive, non-sky pixel
    assert len(glb_geometry(scene).points) == int(non_sky.sum())


def test_ply_read_back_by_plyfile(tmp_path):
    scene = demo_scene(3, with_sky=True)
    path = save_scene(scene, tmp_path / "room.ply")
    ply = plyfile.PlyData.read(str(path))
    assert not ply.text and ply.byte_order == "<"
    vertex = ply["vertex"]
    assert [p.name for p in vertex.properties] == ["x", "y", "z", "red", "green", "blue", "conf"]
    xyz, rgb = scene.points()
    np.testing.assert_array_equal(np.c_[vertex["x"], vertex["y"], vertex["z"]], xyz)
    np.testing.assert_array_equal(np.c_[vertex["red"], vertex["green"], vertex["blue"]], rgb)
    np.testing.assert_array_equal(vertex["conf"], scene.conf[scene.point_mask()])
    assert wall_distance(xyz).max() < 1e-5
    every = plyfile.PlyData.read(
        str(save_scene(scene, tmp_path / "all.ply", conf_percentile=None, drop_sky=False))
    )
    assert every["vertex"].count == scene.depth.size
    scene.conf = None
    bare = plyfile.PlyData.read(str(save_scene(scene, tmp_path / "bare.ply")))
    assert [p.name for p in bare["vertex"].properties][-1] == "blue"


def test_npz_holds_every_array(tmp_path):
    scene = demo_scene(2, with_sky=True)
    scene.ref_view, scene.pose_source = 1, "rays"
    back = load_npz(save_scene(scene, tmp_path / "scene.npz"))
    for name in ("depth", "conf", "extrinsics", "intrinsics", "images", "original_sizes", "sky"):
        np.testing.assert_array_equal(getattr(back, name), getattr(scene, name))
        assert getattr(back, name).dtype == getattr(scene, name).dtype
    assert (back.ref_view, back.pose_source, back.units, back.model_name) == (
        1,
        "rays",
        "m",
        "demo-room",
    )
    scene.conf = scene.sky = None
    back = load_npz(save_scene(scene, tmp_path / "bare.npz", compress=False))
    assert back.conf is None and back.sky is None


def test_quaternions_match_pycolmap():
    pycolmap = pytest.importorskip("pycolmap")
    rng = np.random.default_rng(0)
    rotations = [
        np.eye(3),
        np.diag([1.0, -1.0, -1.0]),
        np.diag([-1.0, 1.0, -1.0]),
        np.diag([-1.0, -1.0, 1.0]),
    ]
    for _ in range(50):
        q, _r = np.linalg.qr(rng.normal(size=(3, 3)))
        rotations.append(q * np.sign(np.linalg.det(q)))
    for r in rotations:
        ours = rotation_to_quaternion(r)
        x, y, z, w = pycolmap.Rotation3d(r).quat
        theirs = np.array([w, x, y, z]) * (1 if w >= 0 else -1)
        if abs(ours[0]) < 1e-12:  # w = 0: q and -q are both canonical
            theirs *= np.sign(theirs @ ours)
        np.testing.assert_allclose(ours, theirs, atol=1e-12)


@pytest.mark.parametrize("fmt, suffix", [("colmap", "txt"), ("colmap-bin", "bin")])
def test_colmap_read_by_pycolmap_equals_the_official(tmp_path, fmt, suffix):
    pycolmap = pytest.importorskip("pycolmap")
    from PIL import Image

    from support.official_exports import official_export_module, official_prediction

    scene = demo_scene(3, original_size=(100, 130))
    k_before = scene.intrinsics.copy()
    paths = []
    for i in range(3):
        paths.append(str(tmp_path / f"photo{i}.jpg"))
        Image.fromarray(np.zeros((100, 130, 3), np.uint8)).save(paths[i])
    official = tmp_path / "official"
    official.mkdir()
    official_export_module("colmap").export_to_colmap(
        official_prediction(scene), str(official), image_paths=paths
    )
    ours = save_scene(
        scene, tmp_path / "model", format=fmt, image_names=[f"photo{i}.jpg" for i in range(3)]
    )
    assert sorted(p.name for p in ours.iterdir()) == sorted(
        f"{n}.{suffix}" for n in ("cameras", "images", "points3D")
    )
    np.testing.assert_array_equal(scene.intrinsics, k_before)  # the input K is unchanged
    mine, theirs = pycolmap.Reconstruction(str(ours)), pycolmap.Reconstruction(str(official))
    for i in range(3):
        camera = mine.cameras[i + 1]
        assert (camera.width, camera.height) == (130, 100)
        k = k_before[i].astype(np.float64)
        np.testing.assert_allclose(  # K at the original size: x by 130 / 56, y by 100 / 42
            camera.params,
            [k[0, 0] * 130 / 56, k[1, 1] * 100 / 42, k[0, 2] * 130 / 56, k[1, 2] * 100 / 42],
            rtol=1e-12,
        )
        np.testing.assert_allclose(camera.params, theirs.cameras[i + 1].params, rtol=1e-6)
        image, their_image = mine.images[i + 1], theirs.images[i + 1]
        assert image.name == their_image.name == f"photo{i}.jpg"
        np.testing.assert_allclose(image.cam_from_world().matrix(), scene.extrinsics[i], atol=1e-6)
        ours_xy = np.array([p.xy for p in image.points2D])
        their_xy = np.array([p.xy for p in their_image.points2D])
        # The official exporter truncates the scaled pixel coordinates to integers.
        np.testing.assert_array_equal(np.floor(ours_xy + 1e-9), their_xy)
        assert [p.point3D_id for p in image.points2D] == [
            p.point3D_id for p in their_image.points2D
        ]
    ids = sorted(theirs.points3D)
    assert sorted(mine.points3D) == ids
    xyz = np.array([mine.points3D[i].xyz for i in ids])
    np.testing.assert_allclose(xyz, [theirs.points3D[i].xyz for i in ids], atol=1e-6)
    np.testing.assert_array_equal(
        [mine.points3D[i].color for i in ids], [theirs.points3D[i].color for i in ids]
    )
    np.testing.assert_array_equal(xyz.astype(np.float32), scene.points()[0])
    # A 3D point reprojects onto its observation through the exported camera.
    point = mine.points3D[ids[7]]
    (element,) = point.track.elements
    observed = mine.images[element.image_id].points2D[element.point2D_idx].xy
    projected = mine.images[element.image_id].project_point(point.xyz)
    np.testing.assert_allclose(projected, observed, atol=1e-3)


def test_gaussian_ply_matches_the_official_layout(tmp_path):
    import torch
    from depth_anything_3.utils.gsply_helpers import export_ply

    from support.official_exports import depth_anything_3  # noqa: F401  (skips without the reference)

    rng = np.random.default_rng(0)
    g = 50
    rotations = rng.normal(size=(g, 4))
    gaussians = Gaussians(
        means=rng.normal(size=(g, 3)),
        scales=rng.uniform(0.01, 0.2, (g, 3)),
        rotations=rotations / np.linalg.norm(rotations, axis=1, keepdims=True),
        harmonics=rng.normal(size=(g, 3, 16)),
        opacities=rng.uniform(0.05, 0.95, g),
    )
    scene = demo_scene(1)
    scene.gaussians = gaussians
    for dc_only in (True, False):
        ours = save_scene(scene, tmp_path / f"ours{dc_only}.gs.ply", sh_dc_only=dc_only)
        theirs = tmp_path / f"official{dc_only}.ply"
        t = {
            k: torch.from_numpy(getattr(gaussians, k))
            for k in ("means", "scales", "rotations", "harmonics")
        }
        logit = torch.logit(torch.from_numpy(gaussians.opacities))
        export_ply(**t, opacities=logit, path=theirs, save_sh_dc_only=dc_only)
        a, b = (
            plyfile.PlyData.read(str(ours))["vertex"],
            plyfile.PlyData.read(str(theirs))["vertex"],
        )
        names = [p.name for p in a.properties]
        assert names == [p.name for p in b.properties]
        assert len(names) == (17 if dc_only else 17 + 45)
        for name in names:
            np.testing.assert_allclose(a[name], b[name], rtol=1e-5, atol=1e-6, err_msg=name)


def test_format_by_path_and_bad_inputs(tmp_path):
    assert [format_for_path(p) for p in ("a.glb", "a.PLY", "a.npz", "a.gs.ply", "model")] == [
        "glb",
        "ply",
        "npz",
        "gs-ply",
        "colmap",
    ]
    scene = demo_scene(2)
    cases = [
        (lambda: save_scene(scene, tmp_path / "a.obj"), "cannot tell the format"),
        (lambda: save_scene(scene, tmp_path / "a.glb", format="obj"), "format must be one of"),
        (lambda: save_scene(scene, tmp_path / "a.gs.ply"), "no 3D Gaussians.*from .npz has none"),
        (lambda: save_scene(scene, tmp_path / "a.glb", max_points=0), "max_points"),
        (lambda: save_scene(scene, tmp_path / "m", image_names=["one"]), "2 names"),
        (lambda: save_scene(scene, tmp_path / "m", image_names=["a b", "c"]), "whitespace"),
        (lambda: save_scene(scene, tmp_path / "m", image_names=["a", "a"]), "distinct"),
        (lambda: save_scene(scene, tmp_path / "a.ply", conf_percentile=140), "conf_percentile"),
        (lambda: save_scene("not a scene", tmp_path / "a.glb"), "expected a"),
    ]
    for call, message in cases:
        with pytest.raises(ValueError, match=message):
            call()
    assert list(tmp_path.iterdir()) == []  # nothing written, no temporary left behind
    (tmp_path / "file").write_text("x")
    with pytest.raises(ValueError, match="not a folder"):
        save_scene(scene, tmp_path / "file", format="colmap")
    with pytest.raises(ValueError, match="must be"):
        Gaussians(
            np.zeros((2, 3)),
            np.ones((2, 3)),
            np.zeros((2, 4)),
            np.zeros((2, 3, 2)),
            np.full(2, 0.5),
        )
    with pytest.raises(ValueError, match="opacities"):
        Gaussians(
            np.zeros((2, 3)), np.ones((2, 3)), np.zeros((2, 4)), np.zeros((2, 3, 1)), np.ones(2)
        )


def test_a_failing_writer_leaves_nothing_half_written(tmp_path, monkeypatch):
    from tt_depth_anything_3.exports import colmap

    scene = demo_scene(1)
    path = save_scene(scene, tmp_path / "scene.ply")
    before = path.read_bytes()

    def partial_ply(self, target):
        Path(target).write_bytes(b"ply\nformat binary_little_endian 1.0\n")
        raise OSError("disk full")

    monkeypatch.setattr(plyfile.PlyData, "write", partial_ply)
    with pytest.raises(OSError, match="disk full"):
        save_scene(demo_scene(2), path)
    assert path.read_bytes() == before

    def partial_colmap(model, folder):
        (folder / "cameras.txt").write_text("# half\n")
        raise OSError("disk full")

    monkeypatch.setattr(colmap, "write_text", partial_colmap)
    with pytest.raises(OSError, match="disk full"):
        save_scene(scene, tmp_path / "model")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["scene.ply"]


def test_colmap_undoes_the_centre_crop_of_mixed_sizes(tmp_path):
    import dataclasses

    pycolmap = pytest.importorskip("pycolmap")
    # View 0 was resized to 42 x 70 and cropped 7 px on each side; view 1 to 50 x 56, 4 px.
    scene = dataclasses.replace(
        demo_scene(2, original_size=(100, 150)), resized_sizes=np.array([[42, 70], [50, 56]])
    )
    k_before = scene.intrinsics.copy()
    model = pycolmap.Reconstruction(str(save_scene(scene, tmp_path / "m")))
    np.testing.assert_array_equal(scene.intrinsics, k_before)
    expected = scene.original_intrinsics()
    for i in range(2):
        k = expected[i]
        np.testing.assert_allclose(
            model.cameras[i + 1].params, [k[0, 0], k[1, 1], k[0, 2], k[1, 2]], rtol=1e-12
        )
    assert expected[0, 0, 2] == pytest.approx((28 + 7) * 150 / 70)
    for point_id in list(model.points3D)[::97]:  # each point lands on its observation
        point = model.points3D[point_id]
        (element,) = point.track.elements
        image = model.images[element.image_id]
        np.testing.assert_allclose(
            image.project_point(point.xyz), image.points2D[element.point2D_idx].xy, atol=1e-3
        )
    back = load_npz(save_scene(scene, tmp_path / "s.npz"))
    np.testing.assert_array_equal(back.resized_sizes, scene.resized_sizes)


def test_saturated_opacity_is_kept_and_empty_gaussians_are_written(tmp_path):
    """The most opaque Gaussians (sigmoid = 1.0 in float32) stay, with a finite logit; a scene
    whose Gaussians were all dropped still writes a valid (empty) .gs.ply; a zero quaternion
    is refused."""
    import plyfile
    import torch

    from tt_depth_anything_3.exports import Gaussians, write_gaussians
    from tt_depth_anything_3.geometry.gaussians import to_gaussians

    g = 4
    fields = {"means": torch.zeros(g, 3), "scales": torch.full((g, 3), 0.1),
              "rotations": torch.tensor([[1.0, 0, 0, 0]]).repeat(g, 1),
              "harmonics": torch.zeros(g, 3, 9),
              "opacities": torch.tensor([1.0, 0.5, 0.0, 1.0])}  # fmt: skip
    kept = to_gaussians(fields)
    assert len(kept) == 3 and kept.opacities.max() < 1  # the invisible one left out
    write_gaussians(kept, tmp_path / "a.gs.ply")
    opacity = plyfile.PlyData.read(str(tmp_path / "a.gs.ply"))["vertex"]["opacity"]
    assert np.isfinite(opacity).all() and opacity.max() > 16
    empty = to_gaussians({**fields, "scales": -fields["scales"]})  # all behind the camera
    write_gaussians(empty, tmp_path / "empty.gs.ply")
    assert plyfile.PlyData.read(str(tmp_path / "empty.gs.ply"))["vertex"].count == 0
    with pytest.raises(ValueError, match="unit quaternions"):
        Gaussians(means=np.zeros((1, 3)), scales=np.ones((1, 3)), rotations=np.zeros((1, 4)),
                  harmonics=np.zeros((1, 3, 1)), opacities=np.full(1, 0.5))  # fmt: skip
