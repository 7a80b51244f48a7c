"""A ``.glb`` of a coloured point cloud and a camera path, written with numpy and json only.

The layout is what ``trimesh`` exports for a ``Scene`` holding a ``PointCloud`` named
``points`` and a ``Path3D`` named ``camera_path``: one mesh per geometry (mode 0 POINTS with
float32 POSITION and normalised uint8 RGBA COLOR_0; mode 1 LINES with the path's segments as
vertex pairs), one node each, one buffer. Read back with ``trimesh.load`` it gives the same
vertices, colours and path. Importing trimesh costs seconds on a cold process, more than the
write itself: a sequence reconstruction writes its glb with this instead. A geometry with
nothing to draw (no point, a path of fewer than 2 points) is left out, as trimesh leaves out
an empty one: glTF has no accessor of zero elements.
"""

from __future__ import annotations

import json
import struct
from pathlib import Path

import numpy as np

from ..config.errors import InputError

GLB_MAGIC = 0x46546C67  # "glTF"
JSON_CHUNK = 0x4E4F534A  # "JSON"
BIN_CHUNK = 0x004E4942  # "BIN\0"
FLOAT, UNSIGNED_BYTE = 5126, 5121
POINTS_MODE, LINES_MODE = 0, 1


def _pad(data: bytes, fill: bytes) -> bytes:
    return data + fill * (-len(data) % 4)


def glb_bytes(
    xyz: np.ndarray, rgb: np.ndarray, path: np.ndarray | None, extras: dict | None = None
) -> bytes:
    """The glb of the points ``xyz`` (P, 3) coloured ``rgb`` (P, 3) uint8 (left out when P is
    0) and the polyline through ``path`` (M, 3), left out when ``path`` is None or has fewer
    than 2 points; ``extras`` (JSON values) is the scene's ``extras``."""
    xyz = np.ascontiguousarray(xyz, dtype="<f4").reshape(-1, 3)
    rgb = np.asarray(rgb, dtype=np.uint8).reshape(-1, 3)
    if len(rgb) != len(xyz):
        raise InputError(f"expected one colour per point ({len(xyz)}), got {len(rgb)}")
    rgba = np.column_stack([rgb, np.full(len(rgb), 255, np.uint8)])
    blobs: list[bytes] = []
    views: list[dict] = []
    accessors: list[dict] = []

    def add(array: np.ndarray, kind: str, component: int, **extra) -> int:
        offset = sum(len(b) for b in blobs)
        data = np.ascontiguousarray(array).tobytes()
        views.append({"buffer": 0, "byteOffset": offset, "byteLength": len(data)})
        blobs.append(_pad(data, b"\x00"))
        accessors.append(
            {
                "bufferView": len(views) - 1,
                "componentType": component,
                "count": len(array),
                "type": kind,
                **extra,
            }
        )
        return len(accessors) - 1

    meshes: list[dict] = []
    if len(xyz):
        bounds = {"min": xyz.min(axis=0).tolist(), "max": xyz.max(axis=0).tolist()}
        position = add(xyz, "VEC3", FLOAT, **bounds)
        colour = add(rgba, "VEC4", UNSIGNED_BYTE, normalized=True)
        attributes = {"POSITION": position, "COLOR_0": colour}
        meshes.append(
            {"name": "points", "primitives": [{"attributes": attributes, "mode": POINTS_MODE}]}
        )
    if path is not None and len(path) >= 2:
        path = np.asarray(path, dtype="<f4").reshape(-1, 3)
        segments = np.stack([path[:-1], path[1:]], axis=1).reshape(-1, 3)
        line = add(
            segments,
            "VEC3",
            FLOAT,
            min=segments.min(axis=0).tolist(),
            max=segments.max(axis=0).tolist(),
        )
        meshes.append(
            {
                "name": "camera_path",
                "primitives": [{"attributes": {"POSITION": line}, "mode": LINES_MODE}],
            }
        )
    binary = b"".join(blobs)
    scene: dict = {"extras": extras} if extras else {}
    tree: dict = {
        "asset": {"version": "2.0", "generator": "tt-depth-anything-3"},
        "scene": 0,
        "scenes": [scene],
    }
    if meshes:  # glTF's arrays hold one item at least: none of them when there is nothing
        scene["nodes"] = list(range(len(meshes)))
        tree["nodes"] = [{"name": m["name"], "mesh": i} for i, m in enumerate(meshes)]
        tree.update(meshes=meshes, accessors=accessors, bufferViews=views)
        tree["buffers"] = [{"byteLength": len(binary)}]
    text = _pad(json.dumps(tree, separators=(",", ":")).encode(), b" ")
    chunks = struct.pack("<II", len(text), JSON_CHUNK) + text
    if binary:
        chunks += struct.pack("<II", len(binary), BIN_CHUNK) + binary
    return struct.pack("<III", GLB_MAGIC, 2, 12 + len(chunks)) + chunks


def write_glb(
    path: Path,
    xyz: np.ndarray,
    rgb: np.ndarray,
    camera_path: np.ndarray,
    extras: dict | None = None,
) -> None:
    """``glb_bytes`` written to ``path``."""
    Path(path).write_bytes(glb_bytes(xyz, rgb, camera_path, extras))
