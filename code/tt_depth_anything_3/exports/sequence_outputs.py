"""The outputs of a chunked sequence reconstruction, written from the per-chunk files.

Every frame belongs to the first chunk that holds it. ``write_outputs`` reads one chunk at a
time, maps it to the world with its chunk-to-world Sim(3), and writes: ``poses_tum.txt``
(``timestamp tx ty tz qx qy qz qw``, camera-to-world), ``poses_kitti.txt`` (the 3 x 4
camera-to-world matrix of each frame, row-major, one line a frame), ``intrinsics.txt`` (``frame
fx fy cx cy width height`` at the original image size), ``depth/frame_NNNNNN.npz`` (``depth``
in the sequence's world units and ``conf``, at the network size), ``cloud.ply`` (a
voxel-downsampled, confidence-filtered cloud of the whole sequence), ``trajectory.glb`` (that
cloud and the camera path as a line, in glTF axes: the world's y and z flipped) and
``colmap/`` (a COLMAP text model: every frame, the cloud's points each observed once, in the
frame it came from, and ``colmap/images/``: each frame's RGB as ``frame_NNNNNN.png``, the name
the model gives it, at the original size its camera holds, written as the frames are read:
``write_frame_images``). Each file is written
to a ``.partial-`` temporary and renamed; a file already present is not written again.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import uuid
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image

from ..config.errors import InputError
from ..config.extras import MissingExtraError, check_installed, install_hint
from ..config.file_writes import make_parent_folder, replace_whole
from ..geometry.scene import Scene
from ..geometry.streaming import CloudAccumulator, slice_scene, transform_scene
from .atomic import require
from .colmap import FILES, ColmapModel, colmap_model, rotation_to_quaternion, write_text
from .glb import CV_TO_GLTF
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
COLMAP_IMAGES = "images"  # colmap/images/: the frames the model names, where COLMAP looks
# zlib level of the frames' PNGs: 1 is within 20 % of level 6's size (1080p photos: 1.45 and
# 1.91 MB against 1.19 and 1.62 MB) in about a third of its time
PNG_LEVEL = 1


def write_once(path: Path, write: Callable[[Path], None]) -> bool:
    """``write(tmp)`` then rename onto ``path``, unless ``path`` exists. True if written."""
    if path.exists():
        return False
    replace_atomically(path, write)
    return True


def replace_atomically(path: Path, write: Callable[[Path], None]) -> None:
    """``write(tmp)`` then rename onto ``path`` (replacing a file there): a kill leaves the
    old file or the new one, and at most a ``.partial-`` temporary (``sweep_partial``)."""
    make_parent_folder(path)
    # A fresh name beside the target with its suffix (np.savez keeps a name ending .npz); no
    # temporary folder: a mkdir + rmdir per file cost more than the write on a slow disk.
    target = path.parent / f".{path.stem}{PARTIAL_MARK}{uuid.uuid4().hex[:12]}{path.suffix}"
    replace_whole(path, write, target)


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
        if write_once(
            out_dir / name, lambda p, t=lines: p.write_text("\n".join(t) + "\n", encoding="utf-8")
        ):
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
    if _write_colmap_model(out_dir / "colmap", colmap):
        written.append("colmap")
    _drop_images_beyond(out_dir / "colmap" / COLMAP_IMAGES, len(tum))
    return written


def colmap_image_name(frame: int) -> str:
    """The name of frame ``frame`` (its position in the stream) in the COLMAP model."""
    return f"frame_{frame:06d}.png"


def write_frame_images(
    out_dir: Path,
    first: int,
    frames: Sequence[Any],
    frame_rgb: Callable[[Any], np.ndarray],
    replace: bool,
    held: Path | None = None,
) -> int:
    """Write ``frames`` (numbered from ``first``) as ``out_dir/colmap/images/frame_NNNNNN.png``:
    the RGB the model read (``frame_rgb(frame)``, ``inference.images.load_rgb`` for images), at
    its original size, which the COLMAP cameras hold (a frame it refuses: ``frames[i]: ...``).
    ``replace``: write over a file there (a chunk not yet recorded: a file there is a killed,
    unrecorded run's); else keep it (a recorded chunk's frames, checked by its digest).
    ``held``: the folder where frames held small kept their full-size image as they arrived
    (``stream_held``): a frame's image there is moved into place instead (or dropped, kept
    frames). Returns how many were written."""
    folder = out_dir / "colmap" / COLMAP_IMAGES
    count = 0
    for i, frame in enumerate(frames):
        path = folder / colmap_image_name(first + i)
        staged = None if held is None else held / path.name
        if staged is not None and staged.exists():
            if path.exists() and not replace:
                staged.unlink()
                continue
            make_parent_folder(path)
            os.replace(staged, path)
            count += 1
            continue
        if path.exists() and not replace:
            continue
        try:
            rgb = frame_rgb(frame)
        except InputError as error:  # re-raised saying which frame of the stream it was
            raise type(error)(f"frames[{first + i}]: {error}") from error
        write_png(path, rgb)
        del rgb
        count += 1
    return count


def write_png(path: Path, rgb: np.ndarray) -> None:
    """``rgb`` ((H, W, 3) uint8) as a lossless PNG at ``path``, written whole or not at all."""

    def save(tmp: Path) -> None:
        Image.fromarray(rgb).save(tmp, format="PNG", compress_level=PNG_LEVEL)

    replace_atomically(path, save)


def holds_only_images(colmap: Path) -> bool:
    """Whether ``colmap`` holds nothing but its ``images`` folder: the frames a run wrote before
    it recorded its first chunk (the next run writes them again, not a run's outputs)."""
    return colmap.is_dir() and all(p.name == COLMAP_IMAGES for p in colmap.iterdir())


@contextlib.contextmanager
def images_dropped_on_failure(out_dir: Path) -> Iterator[None]:
    """When the block fails before the run is recorded (no ``stream.json``), remove the frame
    images it wrote (``colmap/images/``, and ``colmap/`` once empty), then re-raise: no chunk of
    theirs was recorded, so a bad first chunk leaves no output (a killed run's are written over
    by the next run: ``holds_only_images``)."""
    try:
        yield
    except BaseException:
        colmap = out_dir / "colmap"
        if not (out_dir / "stream.json").exists() and holds_only_images(colmap):
            _drop_images_beyond(colmap / COLMAP_IMAGES, 0)
            for folder in (colmap / COLMAP_IMAGES, colmap):
                if not any(folder.iterdir()):
                    folder.rmdir()
        raise


def _drop_images_beyond(folder: Path, count: int) -> None:
    """Remove the frame images numbered ``count`` or more (an unrecorded, killed run's)."""
    for path in folder.glob("frame_*.png"):
        number = path.stem.removeprefix("frame_")
        if number.isdigit() and int(number) >= count:
            path.unlink()


def _index_in_image(image: np.ndarray) -> np.ndarray:
    """Rank of each point among the points of its image, in point order."""
    order = np.argsort(image, kind="stable")
    ranks = np.empty(len(image), np.int64)
    sorted_images = image[order]
    starts = np.searchsorted(sorted_images, sorted_images, side="left")
    ranks[order] = np.arange(len(image)) - starts
    return ranks


def _write_colmap_model(folder: Path, model: ColmapModel) -> bool:
    """``cameras.txt``, ``images.txt``, ``points3D.txt`` into ``folder`` (beside its
    ``images/``), each renamed into place; none when all three are there. True if written."""
    targets = [folder / f"{name}.txt" for name in FILES]
    if all(t.exists() for t in targets):
        return False
    folder.mkdir(parents=True, exist_ok=True)
    staging = folder / f".model{PARTIAL_MARK}{uuid.uuid4().hex[:12]}"
    staging.mkdir()
    try:
        write_text(model, staging)
        missing = [t.name for t in targets if not (staging / t.name).is_file()]
        if missing:
            raise RuntimeError(f"the COLMAP writer did not produce {missing}")
        for target in targets:
            os.replace(staging / target.name, target)
    finally:
        for leftover in staging.iterdir():
            leftover.unlink()
        staging.rmdir()
    return True


def check_stream_writers(loop_closure: bool) -> None:
    """``MissingExtraError`` when the stream's outputs cannot be written: ``cloud.ply``
    (plyfile, the [3d] extra) and, with loop closure, its pose graph (gtsam, [video]); both
    missing: one error naming both extras, not one after the other."""
    loop_hint = "loop closure (to run without it: --no-loop-closure, or loop_closure=False)"
    if loop_closure and all(importlib.util.find_spec(m) is None for m in ("plyfile", "gtsam")):
        raise MissingExtraError(
            f"the stream's cloud.ply needs plyfile and its {loop_hint} needs gtsam: "
            f"{install_hint('3d,video')}"
        )
    check_installed(("plyfile",), "the stream's cloud.ply", "3d")
    if loop_closure:
        check_installed(("gtsam",), loop_hint, "video")


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
    (``glb_path``: what trimesh writes for them, without importing trimesh), in glTF axes (x
    right, y up, z backward: the world's OpenCV y and z flipped, as the scene's glb), the
    world -> file matrix in the scene's ``extras.alignment``."""
    xyz, rgb = cloud.xyz, cloud.rgb
    if len(xyz) > GLB_MAX_POINTS:
        pick = np.sort(np.random.default_rng(0).choice(len(xyz), GLB_MAX_POINTS, replace=False))
        xyz, rgb = xyz[pick], rgb[pick]
    flip = np.diag(CV_TO_GLTF)[:3]
    alignment = {"alignment": CV_TO_GLTF.tolist()}
    write_glb(path, np.asarray(xyz) * flip, rgb, np.asarray(centres) * flip, alignment)
