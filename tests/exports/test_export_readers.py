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
