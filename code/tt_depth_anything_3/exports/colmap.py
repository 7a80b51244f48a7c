"""COLMAP sparse model (``cameras``, ``images``, ``points3D``; ``.txt`` or ``.bin``), as the
official exporter builds it (``depth_anything_3/utils/export/colmap.py``), without pycolmap and
without changing the scene.

One PINHOLE camera per view at the original image size: ``Scene.original_intrinsics`` (the
centre crop of mixed sizes undone, then K scaled per axis by original / resized size), on a
copy. Poses are the world-to-camera extrinsics as quaternion (w, x, y, z) and translation.
Every point of ``Scene.point_mask`` (confidence >= its 40th percentile, sky dropped) is a 3D
point with a track of one observation: its pixel (u, v), crop undone, scaled to the original
size (the official exporter truncates it to an integer; here it is exact), in its image.

Image names are written as the file system holds them: a name decoded from bytes that are not
UTF-8 (Python's ``os.fsdecode``, e.g. ``caf\\udce9.jpg``) is written as those bytes again, in
``images.txt`` as in ``images.bin``, so that COLMAP opens the file; a name no file system byte
string gives (a lone surrogate of another kind) is refused before anything is written.
"""

from __future__ import annotations

import itertools
import os
import struct
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

import numpy as np

from ..config.errors import InputError
from ..geometry.scene import Scene
from .atomic import atomic_folder
from .colmap_orientation import check_orientations, to_stored_frame

FILES = ("cameras", "images", "points3D")
# COLMAP 3.12+ (and pycolmap, the official exporter) also write rigs and frames; a reader takes
# each image's pose from its frame when they are there, so another model's left in the folder
# would replace this model's poses (or fail to read): they are removed when a model is written
STALE_FILES = tuple(f"{name}{suffix}" for name in ("rigs", "frames") for suffix in (".txt", ".bin"))
PINHOLE_ID = 1  # COLMAP's camera model id for PINHOLE (fx, fy, cx, cy)
UNKNOWN_ERROR = -1.0  # COLMAP's reprojection error of a point it did not triangulate
NAME_ERRORS = "surrogateescape"  # image names: bytes that are not UTF-8 written back as bytes


@dataclass(frozen=True)
class ColmapModel:
    """The arrays a COLMAP model is written from (ids are 1-based, as COLMAP's)."""

    sizes: np.ndarray  # (N, 2) int (width, height) of the original images
    params: np.ndarray  # (N, 4) float64 fx, fy, cx, cy at the original size
    quaternions: np.ndarray  # (N, 4) float64 w, x, y, z of the world-to-camera rotation
    translations: np.ndarray  # (N, 3) float64 world-to-camera translation
    names: tuple[str, ...]
    xyz: np.ndarray  # (P, 3) float32 world points
    rgb: np.ndarray  # (P, 3) uint8
    image_of_point: np.ndarray  # (P,) int image id (1-based) observing each point
    index_in_image: np.ndarray  # (P,) int index of its observation among that image's points
    pixel: np.ndarray  # (P, 2) float64 (x, y) of the observation at the original size


def rotation_to_quaternion(rotation: np.ndarray) -> np.ndarray:
    """(3, 3) rotation -> unit quaternion (w, x, y, z) with w >= 0 (Shepperd's method)."""
    r = np.asarray(rotation, dtype=np.float64)
    trace = np.trace(r)
    candidates = np.array([trace, r[0, 0], r[1, 1], r[2, 2]])
    k = int(np.argmax(candidates))
    if k == 0:
        s = 2.0 * np.sqrt(1.0 + trace)
        q = [0.25 * s, (r[2, 1] - r[1, 2]) / s, (r[0, 2] - r[2, 0]) / s, (r[1, 0] - r[0, 1]) / s]
    else:
        i, j, m = k - 1, k % 3, (k + 1) % 3
        s = 2.0 * np.sqrt(1.0 + r[i, i] - r[j, j] - r[m, m])
        q = [0.0, 0.0, 0.0, 0.0]
        q[0] = (r[m, j] - r[j, m]) / s
        q[1 + i] = 0.25 * s
        q[1 + j] = (r[j, i] + r[i, j]) / s
        q[1 + m] = (r[m, i] + r[i, m]) / s
    q = np.array(q)
    q /= np.linalg.norm(q)
    return q if q[0] >= 0 else -q


def check_names(names: Sequence[str], count: int, binary: bool = False) -> tuple[str, ...]:
    """The image names, validated: ``count`` distinct non-empty names, without whitespace for
    the text model (COLMAP's text reader ends a name at a space: ``my photo.jpg`` was read as
    ``my``); the ``binary`` model ends a name at its NUL only, so it keeps spaces."""
    if isinstance(names, (str, bytes)):  # its characters would name the views
        raise InputError(f"image_names must be a list of {count} names, got the text {names!r}")
    names = tuple(image_name(n) for n in names)  # a list, tuple or numpy array of names
    if len(names) != count:
        raise InputError(f"image_names must hold {count} names (one per view), got {len(names)}")
    bad = [n for n in names if not n or (not binary and any(c.isspace() for c in n))]
    if bad:
        raise InputError(
            f"image names must be non-empty without whitespace, got {bad!r} (COLMAP's text "
            "model ends a name at a space; the binary model, format='colmap-bin', keeps it)"
            if not binary
            else f"image names must be non-empty, got {bad!r}"
        )
    # a NUL is in no file name, and ends the name early in images.bin: the rest of it was
    # read as the image's observation count (pycolmap: std::bad_alloc)
    unwritable = [n for n in names if "\x00" in n or not fs_encodable(n)]
    if unwritable:
        raise InputError(
            "image names must be text a file name holds (UTF-8, or os.fsdecode's escapes of "
            f"other bytes; no NUL character), got {unwritable!r}"
        )
    if len(set(names)) != len(names):
        raise InputError(f"image names must be distinct, got {list(names)!r}")
    return names


def image_name(name: object) -> str:
    """One image name as text: a ``str``, a path (``os.PathLike``) or a file system byte
    string (``os.fsdecode``, as ``os.listdir(b".")`` gives them); ``InputError`` for anything
    else (``str()`` wrote ``b'a.jpg'``, ``None`` or ``1`` as the name)."""
    if isinstance(name, (str, bytes, os.PathLike)):
        return os.fsdecode(name)
    raise InputError(
        f"image names must be text (or paths, or file system bytes), got {name!r:.60} "
        f"({type(name).__name__})"
    )


def name_bytes(name: str) -> bytes:
    """``name`` as a UTF-8 file system holds it (``os.fsencode`` on Linux and macOS): UTF-8,
    and the ``\\udc80``-``\\udcff`` escapes ``os.fsdecode`` gives bytes that are not UTF-8 as
    those bytes; ``UnicodeEncodeError`` for any other lone surrogate."""
    return name.encode("utf-8", NAME_ERRORS)


def fs_encodable(name: str) -> bool:
    """Whether ``name`` has a file system byte string (``name_bytes``)."""
    try:
        name_bytes(name)
    except UnicodeEncodeError:
        return False
    return True


def check_no_skew(intrinsics: np.ndarray) -> None:
    """``InputError`` for a K with skew (K[0, 1] or K[1, 0] beyond float32 rounding of fx):
    no COLMAP camera model has one, and PINHOLE without it moved each point off its own
    observation (4.7 px in an outside test)."""
    upper, lower = intrinsics[:, 0, 1], intrinsics[:, 1, 0]
    off = np.where(np.abs(upper) >= np.abs(lower), upper, lower)
    skew = np.abs(off) > 1e-6 * np.abs(intrinsics[:, 0, 0])
    if skew.any():
        raise InputError(
            f"view(s) {np.flatnonzero(skew).tolist()} have a skewed K (off-diagonal "
            f"{off[skew].tolist()}): COLMAP has no camera model with skew; write glb, ply or "
            "npz, or give intrinsics without it"
        )


def colmap_model(
    scene: Scene,
    image_names: Sequence[str] | None = None,
    conf_percentile: float | None = 40.0,
    drop_sky: bool = True,
    image_orientations: Sequence[int] | None = None,
    binary: bool = False,
) -> ColmapModel:
    """The model of ``scene`` (see the module docstring); names default to ``view_0000.png``
    (``binary``: for the binary model, whose names may hold spaces, ``check_names``).
    ``image_orientations``: each image file's EXIF orientation (default 1): a view whose file
    is stored rotated gets its camera in the stored pixel frame, as COLMAP reads the file
    (``colmap_orientation``)."""
    n, h, w = scene.depth.shape
    default = [f"view_{i:04d}.png" for i in range(n)]
    names = check_names(default if image_names is None else image_names, n, binary)
    orientations = check_orientations(image_orientations, n)
    k = scene.original_intrinsics()
    check_no_skew(k)
    keep = scene.point_mask(conf_percentile, drop_sky)
    view, row, col = np.nonzero(keep)
    per_view = keep.reshape(n, -1).sum(axis=1)
    starts = np.concatenate([[0], np.cumsum(per_view)[:-1]])
    resized = (
        np.tile([h, w], (n, 1))
        if scene.resized_sizes is None
        else np.asarray(scene.resized_sizes, dtype=np.float64)
    )
    top, left = scene.crop_offsets().T
    sx = scene.original_sizes[:, 1] / resized[:, 1]
    sy = scene.original_sizes[:, 0] / resized[:, 0]
    pixel = np.stack([(col + left[view]) * sx[view], (row + top[view]) * sy[view]], axis=1)
    k, extrinsics, sizes, pixel = to_stored_frame(
        orientations, k, scene.extrinsics, scene.original_sizes[:, ::-1], pixel, view, names
    )
    return ColmapModel(
        sizes=sizes.astype(np.int64),
        params=np.stack([k[:, 0, 0], k[:, 1, 1], k[:, 0, 2], k[:, 1, 2]], axis=1),
        quaternions=np.stack([rotation_to_quaternion(e[:, :3]) for e in extrinsics]),
        translations=extrinsics[:, :, 3].astype(np.float64),
        names=names,
        xyz=scene.world_points()[keep],
        rgb=scene.images[keep],
        image_of_point=view + 1,
        index_in_image=np.arange(len(view)) - starts[view],
        pixel=pixel,
    )


def write_rows(
    f: TextIO, row_format: str, columns: Sequence[np.ndarray], chunk: int = 1 << 15
) -> None:
    """``row_format % row`` for each row of the ``columns`` (1-D arrays of one length), written
    in chunks: one ``%`` per chunk (an order of magnitude faster than ``numpy.savetxt``), each
    column as Python numbers of its own type (an integer column formats as ``int``, twice as
    fast as ``%d`` of a float)."""
    count = len(columns[0]) if columns else 0
    for start in range(0, count, chunk):
        lists = [np.asarray(c[start : start + chunk]).tolist() for c in columns]
        values = tuple(itertools.chain.from_iterable(zip(*lists, strict=True)))
        f.write((row_format * len(lists[0])) % values)


def write_text(model: ColmapModel, folder: Path) -> None:
    """``cameras.txt``, ``images.txt``, ``points3D.txt`` in ``folder``."""
    n, p = len(model.names), len(model.xyz)
    with (folder / "cameras.txt").open("w", encoding="utf-8") as f:
        f.write(
            "# Camera list with one line of data per camera:\n"
            "#   CAMERA_ID, MODEL, WIDTH, HEIGHT, PARAMS[]\n"
            f"# Number of cameras: {n}\n"
        )
        for i in range(n):
            params = " ".join(f"{v:.17g}" for v in model.params[i])
            f.write(f"{i + 1} PINHOLE {model.sizes[i, 0]} {model.sizes[i, 1]} {params}\n")
    image = np.asarray(model.image_of_point, dtype=np.int64)
    # The points of each image in point order: one stable sort, then a slice per image.
    order = np.argsort(image, kind="stable")
    bounds = np.searchsorted(image[order], np.arange(1, n + 2))
    # names as the file system holds them (name_bytes): bytes that are not UTF-8 kept
    with (folder / "images.txt").open("w", encoding="utf-8", errors=NAME_ERRORS) as f:
        f.write(
            "# Image list with two lines of data per image:\n"
            "#   IMAGE_ID, QW, QX, QY, QZ, TX, TY, TZ, CAMERA_ID, NAME\n"
            "#   POINTS2D[] as (X, Y, POINT3D_ID)\n"
            f"# Number of images: {n}, mean observations per image: {p / max(n, 1):g}\n"
        )
        for i in range(n):
            pose = " ".join(f"{v:.17g}" for v in (*model.quaternions[i], *model.translations[i]))
            f.write(f"{i + 1} {pose} {i + 1} {model.names[i]}\n")
            mine = order[bounds[i] : bounds[i + 1]]
            pixel = np.asarray(model.pixel[mine], dtype=np.float64)
            write_rows(f, "%.17g %.17g %d ", [pixel[:, 0], pixel[:, 1], mine + 1])
            f.write("\n")
    xyz = np.asarray(model.xyz).astype(np.float64)
    rgb = np.asarray(model.rgb).astype(np.int64)
    with (folder / "points3D.txt").open("w", encoding="utf-8") as f:
        f.write(
            "# 3D point list with one line of data per point:\n"
            "#   POINT3D_ID, X, Y, Z, R, G, B, ERROR, TRACK[] as (IMAGE_ID, POINT2D_IDX)\n"
            f"# Number of points: {p}, mean track length: {1 if p else 0}\n"
        )
        columns = [np.arange(1, p + 1), xyz[:, 0], xyz[:, 1], xyz[:, 2], *rgb.T]
        columns += [image, np.asarray(model.index_in_image, dtype=np.int64)]
        write_rows(f, f"%d %.9g %.9g %.9g %d %d %d {UNKNOWN_ERROR:g} %d %d\n", columns)


def write_binary(model: ColmapModel, folder: Path) -> None:
    """``cameras.bin``, ``images.bin``, ``points3D.bin`` in ``folder`` (little-endian)."""
    n, p = len(model.names), len(model.xyz)
    with (folder / "cameras.bin").open("wb") as f:
        f.write(struct.pack("<Q", n))
        for i in range(n):
            f.write(struct.pack("<iiQQ4d", i + 1, PINHOLE_ID, *model.sizes[i], *model.params[i]))
    observation = np.dtype([("xy", "<f8", 2), ("point3d_id", "<i8")])
    with (folder / "images.bin").open("wb") as f:
        f.write(struct.pack("<Q", n))
        for i in range(n):
            f.write(
                struct.pack("<i7di", i + 1, *model.quaternions[i], *model.translations[i], i + 1)
            )
            f.write(name_bytes(model.names[i]) + b"\x00")  # as the file system holds it
            mine = np.flatnonzero(model.image_of_point == i + 1)
            rows = np.empty(len(mine), dtype=observation)
            rows["xy"] = model.pixel[mine]
            rows["point3d_id"] = mine + 1
            f.write(struct.pack("<Q", len(mine)))
            f.write(rows.tobytes())
    point = np.dtype(
        [
            ("id", "<u8"),
            ("xyz", "<f8", 3),
            ("rgb", "u1", 3),
            ("error", "<f8"),
            ("track_length", "<u8"),
            ("image_id", "<i4"),
            ("point2d_idx", "<i4"),
        ]
    )
    rows = np.empty(p, dtype=point)
    rows["id"] = np.arange(1, p + 1)
    rows["xyz"] = model.xyz
    rows["rgb"] = model.rgb
    rows["error"] = UNKNOWN_ERROR
    rows["track_length"] = 1
    rows["image_id"] = model.image_of_point
    rows["point2d_idx"] = model.index_in_image
    with (folder / "points3D.bin").open("wb") as f:
        f.write(struct.pack("<Q", p))
        f.write(rows.tobytes())


def write_colmap(
    scene: Scene,
    path: str | os.PathLike,
    *,
    binary: bool = False,
    image_names: Sequence[str] | None = None,
    conf_percentile: float | None = 40.0,
    drop_sky: bool = True,
    image_orientations: Sequence[int] | None = None,
) -> Path:
    """Write the COLMAP model of ``scene`` into the folder ``path`` (text, or ``binary``);
    ``image_orientations`` as ``colmap_model`` takes them. A
    model of the other encoding there is removed once this one is in place (COLMAP readers
    take the binary files first: a stale one would be read instead), and so are the ``rigs``
    and ``frames`` files of an earlier model (``STALE_FILES``: a reader would take its poses)."""
    path = Path(path).expanduser()  # "~/x": the home folder, as scene.save takes it
    model = colmap_model(
        scene, image_names, conf_percentile, drop_sky, image_orientations, binary=binary
    )
    suffix, other = (".bin", ".txt") if binary else (".txt", ".bin")
    with atomic_folder(path, tuple(name + suffix for name in FILES)) as tmp:
        (write_binary if binary else write_text)(model, tmp)
    for name in (*(name + other for name in FILES), *STALE_FILES):
        (path / name).unlink(missing_ok=True)
    return path
