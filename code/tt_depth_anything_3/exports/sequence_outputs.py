"""The outputs of a chunked sequence reconstruction, written from the per-chunk files.

Every frame belongs to the first chunk that holds it. ``write_outputs`` reads one chunk at a
time, maps it to the world with its chunk-to-world Sim(3), and writes: ``poses_tum.txt``
(``timestamp tx ty tz qx qy qz qw``, camera-to-world), ``poses_kitti.txt`` (the 3 x 4
camera-to-world matrix of each frame, row-major, one line a frame), ``intrinsics.txt`` (``frame
fx fy cx cy width height`` at the original image size), ``depth/frame_NNNNNN.npz`` (``depth``
in the sequence's world units and ``conf``, at the network size), ``cloud.ply`` (a
voxel-downsampled, confidence-filtered cloud of the whole sequence), ``trajectory.glb`` (that
cloud and the camera path as a line) and ``colmap/`` (a COLMAP text model: every frame, the
cloud's points each observed once, in the frame it came from). Each file is written to a
``.partial-`` temporary and renamed; a file already present is not written again.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import numpy as np

from ..config.extras import check_installed
from ..geometry.scene import Scene
from ..geometry.streaming import CloudAccumulator, slice_scene, transform_scene
from .atomic import require
from .colmap import FILES, ColmapModel, colmap_model, rotation_to_quaternion, write_text
from .glb_path import write_glb

PARTIAL_MARK = ".partial-"
GLB_MAX_POINTS = 200_000
OUTPUT_FILES = (
    "poses_tum.txt",
    "poses_kitti.txt",
    "intrinsics.txt",
    "cloud.ply",
    "trajectory.glb",
    "colmap",
)


def write_once(path: Path, write: Callable[[Path], None]) -> bool:
    """``write(tmp)`` then rename onto ``path``, unless ``path`` exists. True if written."""
    if path.exists():
        return False
    replace_atomically(path, write)
    return True


def replace_atomically(path: Path, write: Callable[[Path], None]) -> None:
    """``write(tmp)`` then rename onto ``path`` (replacing a file there): a kill leaves the
    old file or the new one, and at most a ``.partial-`` temporary (``sweep_partial``)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    # A fresh name beside the target with its suffix (np.savez keeps a name ending .npz); no
    # temporary folder: a mkdir + rmdir per file cost more than the write on a slow disk.
    target = path.parent / f".{path.stem}{PARTIAL_MARK}{uuid.uuid4().hex[:12]}{path.suffix}"
    try:
        write(target)
        os.replace(target, path)
    except BaseException:  # Ctrl-C / SIGTERM mid-write too: no temporary left behind
        target.unlink(missing_ok=True)
        raise


def sweep_partial(out_dir: Path) -> int:
    """Remove the ``.partial-`` temporaries a killed run left behind; returns how many."""
    removed = 0
    for leftover in sorted(out_dir.rglob(f".*{PARTIAL_MARK}*"), reverse=True):
        if leftover.is_dir():
            for f in leftover.iterdir():
                f.unlink()
            leftover.rmdir()
        else:
            leftover.unlink()
        removed += 1
    return removed


def owned_world_chunks(
    chunk_paths: list[Path], chunk_to_world: np.ndarray, overlap: int, load: Callable
) -> Iterator[tuple[int, Scene]]:
    """(first frame index, the frames a chunk owns, in the world), one chunk at a time."""
    for k, path in enumerate(chunk_paths):
        scene, start = load(path)
        first = 0 if k == 0 else overlap
        yield (
            start + first,
            transform_scene(slice_scene(scene, slice(first, None)), chunk_to_world[k]),
        )


def _tum_line(timestamp: float, c2w: np.ndarray) -> str:
    w, x, y, z = rotation_to_quaternion(c2w[:3, :3])
    values = (*c2w[:3, 3], x, y, z, w)
    return f"{timestamp:.6f} " + " ".join(f"{v:.9g}" for v in values)


def write_outputs(
    out_dir: Path,
    chunks: Iterator[tuple[int, Scene]],
    fps: float | None,
    voxel: float,
    conf_percentile: float = 40.0,
    timestamps: Sequence[float] | None = None,
) -> list[str]:
    """Write the outputs (module docstring) from the owned world chunks; returns those written.
    ``poses_tum.txt`` stamps frame i ``timestamps[i]``, else i / ``fps``, else i."""
    depth_dir = out_dir / "depth"
    cloud = CloudAccumulator(voxel, extra_columns=3)
    tum, kitti, intr = [], [], []
    cams: dict[str, list[np.ndarray]] = {"sizes": [], "params": [], "quat": [], "trans": []}
    written: list[str] = []
    for first, scene in chunks:
        c2w = scene.camera_to_world()
        k_orig = scene.original_intrinsics()
        model = colmap_model(scene, [f"f{i}" for i in range(scene.num_views)], conf_percentile)
        cams["sizes"].append(model.sizes)
        cams["params"].append(model.params)
        cams["quat"].append(model.quaternions)
        cams["trans"].append(model.translations)
        frame_of_point = first + model.image_of_point - 1
        cloud.add(model.xyz, model.rgb, np.column_stack([frame_of_point, model.pixel]))
        for i in range(scene.num_views):
            frame = first + i
            if timestamps is not None and frame < len(timestamps):
                stamp = float(timestamps[frame])
            else:
                stamp = frame / fps if fps else float(frame)
            tum.append(_tum_line(stamp, c2w[i]))
            kitti.append(" ".join(f"{v:.9g}" for v in c2w[i, :3, :4].ravel()))
            h, w = scene.original_sizes[i]
            fx, fy, cx, cy = k_orig[i, 0, 0], k_orig[i, 1, 1], k_orig[i, 0, 2], k_orig[i, 1, 2]
            intr.append(f"{frame} {fx:.9g} {fy:.9g} {cx:.9g} {cy:.9g} {w} {h}")
            arrays = {"depth": scene.depth[i]}
            if scene.conf is not None:
                arrays["conf"] = scene.conf[i]
            name = f"frame_{frame:06d}.npz"
            if write_once(depth_dir / name, lambda p, a=arrays: np.savez(p, **a)):
                written.append(f"depth/{name}")
    texts = {"poses_tum.txt": tum, "poses_kitti.txt": kitti, "intrinsics.txt": intr}
    for name, lines in texts.items():
        if write_once(out_dir / name, lambda p, t=lines: p.write_text("\n".join(t) + "\n")):
            written.append(name)
    if write_once(out_dir / "cloud.ply", lambda p: write_cloud_ply(p, cloud.xyz, cloud.rgb)):
        written.append("cloud.ply")
    centres = np.array([[float(v) for v in line.split()[1:4]] for line in tum])
    if write_once(out_dir / "trajectory.glb", lambda p: write_path_glb(p, cloud, centres)):
        written.append("trajectory.glb")
    colmap = ColmapModel(
        sizes=np.concatenate(cams["sizes"]),
        params=np.concatenate(cams["params"]),
        quaternions=np.concatenate(cams["quat"]),
        translations=np.concatenate(cams["trans"]),
        names=tuple(f"frame_{i:06d}.png" for i in range(len(tum))),
        xyz=cloud.xyz,
        rgb=cloud.rgb,
        image_of_point=cloud.extra[:, 0].astype(np.int64) + 1,
        index_in_image=_index_in_image(cloud.extra[:, 0].astype(np.int64)),
        pixel=cloud.extra[:, 1:3].astype(np.float64),
    )
    if write_once(out_dir / "colmap", lambda p: _write_colmap_folder(p, colmap)):
        written.append("colmap")
    return written


def _index_in_image(image: np.ndarray) -> np.ndarray:
    """Rank of each point among the points of its image, in point order."""
    order = np.argsort(image, kind="stable")
    ranks = np.empty(len(image), np.int64)
    sorted_images = image[order]
    starts = np.searchsorted(sorted_images, sorted_images, side="left")
    ranks[order] = np.arange(len(image)) - starts
    return ranks


def _write_colmap_folder(path: Path, model: ColmapModel) -> None:
    path.mkdir()
    write_text(model, path)
    missing = [n for n in FILES if not (path / f"{n}.txt").is_file()]
    if missing:
        raise RuntimeError(f"the COLMAP writer did not produce {missing}")


def check_stream_writers(loop_closure: bool) -> None:
    """``MissingExtraError`` when the stream's outputs cannot be written: ``cloud.ply``
    (plyfile, the [3d] extra) and, with loop closure, its pose graph (gtsam, [video])."""
    check_installed(("plyfile",), "the stream's cloud.ply", "3d")
    if loop_closure:
        check_installed(
            ("gtsam",),
            "loop closure (to run without it: --no-loop-closure, or loop_closure=False)",
            "video",
        )


def write_cloud_ply(path: Path, xyz: np.ndarray, rgb: np.ndarray) -> None:
    """Binary little-endian PLY: x y z float32, red green blue uint8."""
    plyfile = require("plyfile", "plyfile")
    table = np.empty(
        len(xyz),
        dtype=[
            ("x", "<f4"),
            ("y", "<f4"),
            ("z", "<f4"),
            ("red", "u1"),
            ("green", "u1"),
            ("blue", "u1"),
        ],
    )
    for i, axis in enumerate("xyz"):
        table[axis] = xyz[:, i]
    for i, channel in enumerate(("red", "green", "blue")):
        table[channel] = rgb[:, i]
    plyfile.PlyData([plyfile.PlyElement.describe(table, "vertex")], byte_order="<").write(str(path))


def write_path_glb(path: Path, cloud: CloudAccumulator, centres: np.ndarray) -> None:
    """glb: the cloud (a seeded subset of at most GLB_MAX_POINTS) and the camera path
    (``glb_path``: what trimesh writes for them, without importing trimesh)."""
    xyz, rgb = cloud.xyz, cloud.rgb
    if len(xyz) > GLB_MAX_POINTS:
        pick = np.sort(np.random.default_rng(0).choice(len(xyz), GLB_MAX_POINTS, replace=False))
        xyz, rgb = xyz[pick], rgb[pick]
    write_glb(path, xyz, rgb, centres)
