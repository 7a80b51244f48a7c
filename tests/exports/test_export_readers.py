"""Scene and stream exports read back by standard readers (pycolmap, trimesh, the glTF rules),
from a review against the formats' specs: a COLMAP model written over an earlier one kept the
earlier one's ``rigs`` / ``frames`` files, from which pycolmap took the earlier poses in silence;
the stream's ``trajectory.glb`` kept OpenCV axes (y down: upside down in every glTF viewer,
unlike the scene's glb) and, with no point kept, held zero-count accessors the glTF spec
forbids; a scene glb with nothing to draw was trimesh's bare 'Can't export empty scenes!'."""

from __future__ import annotations

import json
import struct

import numpy as np
import pytest

from support.demo_scene import demo_scene
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.exports.glb_path import glb_bytes

pycolmap = pytest.importorskip("pycolmap")


def gltf_tree(data: bytes) -> dict:
    """The JSON chunk of a glb."""
    length = struct.unpack("<I", data[12:16])[0]
    return json.loads(data[20 : 20 + length])


def gltf_problems(tree: dict) -> list[str]:
    """What the glTF 2.0 schema forbids here: accessors or views of nothing, POSITION
    without its bounds, a buffer of no bytes."""
    problems = [
        f"accessor {i} count 0" for i, a in enumerate(tree.get("accessors", [])) if not a["count"]
    ]
    problems += [
        f"view {i} empty" for i, v in enumerate(tree.get("bufferViews", [])) if not v["byteLength"]
    ]
    problems += [
        f"buffer {i} empty" for i, b in enumerate(tree.get("buffers", [])) if not b["byteLength"]
    ]
    for mesh in tree.get("meshes", []):
        for primitive in mesh["primitives"]:
            position = tree["accessors"][primitive["attributes"]["POSITION"]]
            if "min" not in position or "max" not in position:
                problems.append(f"{mesh['name']} POSITION without min / max")
    return problems


@pytest.mark.parametrize(
    ("fmt", "write"), [("colmap", "write_text"), ("colmap-bin", "write_binary")]
)
def test_a_colmap_model_written_over_a_newer_layout_reads_back_as_written(tmp_path, fmt, write):
    """pycolmap (COLMAP 3.12+, the official exporter) writes ``rigs`` and ``frames`` beside the
    model; a model saved over it left them, and pycolmap read the earlier model's poses."""
    folder = tmp_path / "model"
    demo_scene(3).save(folder, format=fmt)
    earlier = pycolmap.Reconstruction(str(folder))
    getattr(earlier, write)(str(folder))  # the same folder, now with rigs and frames
    assert {p.stem for p in folder.iterdir()} >= {"rigs", "frames"}
    moved = demo_scene(3)
    moved.extrinsics[:, :, 3] += np.float32([1.0, 2.0, 3.0])
    moved.save(folder, format=fmt)
    assert not {p.stem for p in folder.iterdir()} & {"rigs", "frames"}
    model = pycolmap.Reconstruction(str(folder))
    for image_id, image in model.images.items():
        pose = image.cam_from_world().matrix()
        assert np.allclose(pose, moved.extrinsics[image_id - 1], atol=1e-6)


def test_an_empty_cloud_glb_holds_no_empty_accessor():
    """With no point the points' accessors had count 0 and their views 0 bytes (the glTF
    schema's minimum is 1), POSITION without min / max; with no path either, an empty buffer."""
    path = np.array([[0.0, 0.0, 0.0], [1.0, 0.0, 0.0]])
    tree = gltf_tree(glb_bytes(np.zeros((0, 3)), np.zeros((0, 3), np.uint8), path))
    assert gltf_problems(tree) == [] and [m["name"] for m in tree["meshes"]] == ["camera_path"]
    data = glb_bytes(np.zeros((0, 3)), np.zeros((0, 3), np.uint8), None)
    tree = gltf_tree(data)
    assert gltf_problems(tree) == [] and "meshes" not in tree and "buffers" not in tree
    json_length = struct.unpack("<I", data[12:16])[0]
    assert struct.unpack("<I", data[8:12])[0] == len(data) == 20 + json_length  # no BIN chunk


def test_the_stream_glb_is_in_gltf_axes_and_valid_without_points(tmp_path):
    """trajectory.glb held the world's OpenCV points as they are (y down: a viewer showed the
    floor overhead); and a stream whose pixels were all sky wrote zero-count accessors."""
    trimesh = pytest.importorskip("trimesh")
    plyfile = pytest.importorskip("plyfile")
    from support.sequence_oracle import OracleReconstructor
    from tt_depth_anything_3.exports.sequence import StreamOptions, reconstruct_stream

    options = StreamOptions(chunk_size=4, overlap=1, loop_closure=False)
    reconstruct_stream(range(4), OracleReconstructor(40), tmp_path / "a", options, progress=False)
    glb = trimesh.load(tmp_path / "a" / "trajectory.glb")
    vertex = plyfile.PlyData.read(str(tmp_path / "a" / "cloud.ply"))["vertex"]
    world = np.stack([vertex[axis] for axis in "xyz"], axis=1).astype(np.float64)
    assert np.array_equal(glb.geometry["points"].vertices, world * [1, -1, -1])
    tum = np.loadtxt(tmp_path / "a" / "poses_tum.txt")
    path = glb.geometry["camera_path"].vertices.reshape(-1, 2, 3)
    assert np.allclose(path[:, 0], tum[:-1, 1:4] * [1, -1, -1], atol=1e-6)
    assert glb.metadata["alignment"] == np.diag([1.0, -1.0, -1.0, 1.0]).tolist()

    class AllSky(OracleReconstructor):
        def __call__(self, frames):
            scene = super().__call__(frames)
            scene.sky = np.ones(scene.depth.shape, np.float32)
            return scene

    reconstruct_stream(range(4), AllSky(40), tmp_path / "b", options, progress=False)
    tree = gltf_tree((tmp_path / "b" / "trajectory.glb").read_bytes())
    assert gltf_problems(tree) == [] and [m["name"] for m in tree["meshes"]] == ["camera_path"]


def test_a_scene_glb_with_nothing_to_draw_is_an_input_error(tmp_path):
    """No pixel kept and no cameras drawn was trimesh's bare ValueError 'Can't export empty
    scenes!' from inside the writer; now an InputError saying why, nothing written."""
    pytest.importorskip("trimesh")
    scene = demo_scene(2)
    scene.depth[:] = np.nan
    with pytest.raises(InputError, match="would be empty: no pixel is kept"):
        scene.save(tmp_path / "a.glb", show_cameras=False)
    assert not list(tmp_path.iterdir())
    scene.save(tmp_path / "b.glb")  # the cameras alone


def test_a_model_name_with_a_line_break_writes_its_ply(tmp_path):
    """A hand-set ``model_name`` holding a newline made plyfile refuse the header comment
    (a raw ``ValueError: embedded newline in comment``): the comment is one line now."""
    plyfile = pytest.importorskip("plyfile")
    scene = demo_scene(2)
    scene.model_name = "x\ny"
    path = scene.save(tmp_path / "a.ply")
    comments = plyfile.PlyData.read(str(path)).comments
    assert comments[0] == "tt-depth-anything-3 x y"
