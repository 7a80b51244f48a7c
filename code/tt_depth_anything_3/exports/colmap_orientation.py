"""A COLMAP camera in the pixel frame of the image file as stored, for files with an EXIF
orientation.

The model sees an image upright (EXIF orientation applied), but COLMAP, and the 3DGS trainers
that read its models, read the stored pixels and ignore the tag: a portrait phone photo stored
landscape with orientation 6 is 4032 x 3024 to them. A camera written upright (3024 x 4032)
then describes another image than the file its name points to. For the orientations that
rotate (3: 180 degrees, 6 and 8: 90 degrees) the same camera is written in the stored frame:
the image rotated about the optical axis, so K, the size, the world-to-camera rotation and the
observations change and every 3D point still projects onto its observation. The mirrored
orientations (2, 4, 5, 7) have no such camera (COLMAP's focal lengths are positive): those
views stay upright, with a warning.
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence

import numpy as np

from ..config.errors import InputError

ROTATED = (3, 6, 8)  # EXIF orientations that a rotation about the optical axis undoes
MIRRORED = (2, 4, 5, 7)


def upright_to_stored(orientation: int, width: int, height: int) -> np.ndarray:
    """(3, 3) affine map of pixel (x, y, 1) of the upright image (``width`` x ``height``) to
    the same pixel of the stored one, for EXIF ``orientation`` 1, 3, 6 or 8 (pixel (u, v) is
    the point (u, v), as in the model's observations)."""
    if orientation == 3:  # stored upside down
        return np.array([[-1.0, 0, width - 1], [0, -1, height - 1], [0, 0, 1]])
    if orientation == 6:  # shown turned 90 degrees clockwise: stored x is upright y
        return np.array([[0.0, 1, 0], [-1, 0, width - 1], [0, 0, 1]])
    if orientation == 8:  # shown turned 90 degrees anticlockwise
        return np.array([[0.0, -1, height - 1], [1, 0, 0], [0, 0, 1]])
    return np.eye(3)


def check_orientations(orientations: Sequence[int] | None, count: int) -> tuple[int, ...]:
    """The EXIF orientations (1 to 8), one per view; None: all 1 (upright as stored)."""
    if orientations is None:
        return (1,) * count
    if isinstance(orientations, (str, bytes)):
        raise InputError(f"image_orientations must be a list of {count} EXIF orientations")
    values = tuple(orientations)
    if len(values) != count:
        raise InputError(
            f"image_orientations must hold {count} EXIF orientations (one per view), "
            f"got {len(values)}"
        )
    bad = [v for v in values if isinstance(v, bool) or v not in range(1, 9)]
    if bad:
        raise InputError(f"image_orientations must be EXIF orientations 1 to 8, got {bad!r}")
    return tuple(int(v) for v in values)


def to_stored_frame(
    orientations: Sequence[int],
    intrinsics: np.ndarray,
    extrinsics: np.ndarray,
    sizes: np.ndarray,
    pixel: np.ndarray,
    view: np.ndarray,
    names: Sequence[str],
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """``(intrinsics (N, 3, 3), extrinsics (N, 3, 4), sizes (N, 2) width-height, pixel (P, 2))``
    of the upright cameras and observations (``view``: each observation's 0-based view) in the
    stored frame of each view's file (see the module docstring); copies, inputs unchanged."""
    k = np.array(intrinsics, dtype=np.float64)
    e = np.array(extrinsics, dtype=np.float64)
    sizes = np.array(sizes, dtype=np.int64)
    pixel = np.array(pixel, dtype=np.float64)
    mirrored = [names[i] for i, o in enumerate(orientations) if o in MIRRORED]
    if mirrored:
        warnings.warn(
            f"COLMAP has no mirrored camera: {len(mirrored)} image(s) with a mirroring EXIF "
            f"orientation keep their upright camera (e.g. {mirrored[0]}); COLMAP reads those "
            "files mirrored",
            stacklevel=3,
        )
    for i, orientation in enumerate(orientations):
        if orientation not in ROTATED:
            continue
        width, height = sizes[i]
        to_stored = upright_to_stored(orientation, int(width), int(height))
        turn = np.eye(3)
        turn[:2, :2] = to_stored[:2, :2]  # the rotation about the optical axis
        k[i] = to_stored @ k[i] @ turn.T  # K_stored turn = to_stored K_upright
        e[i] = turn @ e[i]
        if orientation != 3:
            sizes[i] = (height, width)
        mine = view == i
        pixel[mine] = pixel[mine] @ to_stored[:2, :2].T + to_stored[:2, 2]
    return k, e, sizes, pixel
