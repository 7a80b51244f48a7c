"""Checks of camera matrices given by a caller (``reconstruct``'s known cameras, a hand-made
``Scene``): world-to-camera poses with a rotation block, pixel intrinsics with positive focal
lengths, finite and bounded entries. Torch-free (a ``Scene`` is built without torch)."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..config.errors import InputError
from ..config.options import MIN_FOCAL_PX, OPTION_BOUNDS
from ..config.torch_interop import is_torch_tensor, loaded_torch, to_numpy

ROTATION_TOLERANCE = 1e-3
SINGULAR_TOLERANCE = 1e-6  # of fx fy: a K whose 2x2 block has a smaller determinant is refused


# numpy dtype kinds that float64 would misread (or parse, for text) as camera values
NOT_REAL = {"b": "bool", "c": "complex", "U": "text", "S": "bytes", "V": "raw"}


def _as_array(value: Any, name: str) -> np.ndarray:
    if is_torch_tensor(value):
        value = to_numpy(value)
    try:  # nested lists of unequal lengths (or a None among matrices) make no array
        raw = np.asarray(value)
    except ValueError as err:
        raise InputError(
            f"{name} must be an array of numbers: ragged (every matrix needs the same number of "
            "rows and every row the same number of values; a None is no matrix)"
        ) from err
    kind = NOT_REAL.get(raw.dtype.kind)
    if kind is not None:  # bool would read as 0 / 1, complex lose its imaginary part
        raise InputError(f"{name} must be an array of real numbers, got {kind} values")
    try:
        array = np.asarray(raw, dtype=np.float64)
    except (TypeError, ValueError) as err:
        raise InputError(f"{name} must be an array of numbers: {err}") from err
    if not np.isfinite(array).all():
        raise InputError(f"{name} has non-finite values (NaN or inf)")
    bound = OPTION_BOUNDS["camera_value"]
    if not (array.size == 0 or bound.ok(float(np.abs(array).max()))):
        raise InputError(f"{name} entries must be at most {bound.le:g} in absolute value")
    return array


def given_eps(value: Any) -> float:
    """The machine epsilon of the precision camera values were given in: their array's or
    tensor's floating dtype (float32 1.2e-7, float64 2.2e-16), 0 for exact ones (integers).
    Taken before the float64 copy the checks make, which would hide float32 poses."""
    if is_torch_tensor(value):
        torch = loaded_torch()
        return float(torch.finfo(value.dtype).eps) if value.dtype.is_floating_point else 0.0
    dtype = np.asarray(value).dtype
    return float(np.finfo(dtype).eps) if np.issubdtype(dtype, np.inexact) else 0.0


def check_extrinsics(extrinsics: Any, count: int) -> np.ndarray:
    """World-to-camera (N, 3, 4) or (N, 4, 4) -> (N, 4, 4) float64, or ValueError."""
    ext = _as_array(extrinsics, "extrinsics")
    if ext.ndim != 3 or ext.shape[1:] not in ((3, 4), (4, 4)):
        raise InputError(
            f"extrinsics must be (N, 3, 4) or (N, 4, 4) world-to-camera matrices, got shape "
            f"{ext.shape}"
        )
    if ext.shape[0] != count:
        raise InputError(f"extrinsics has {ext.shape[0]} cameras for {count} images")
    if ext.shape[1] == 4 and not np.allclose(ext[:, 3], [0, 0, 0, 1]):
        raise InputError("extrinsics (N, 4, 4) must have a last row of (0, 0, 0, 1)")
    rot = ext[:, :3, :3]
    error = np.abs(rot @ rot.transpose(0, 2, 1) - np.eye(3)).max(axis=(1, 2))
    bad = np.flatnonzero((error > ROTATION_TOLERANCE) | (np.linalg.det(rot) <= 0))
    if bad.size:
        first = int(bad[0])
        why = (
            f"R R^T deviates from I by {error[first]:.2g}"
            if error[first] > ROTATION_TOLERANCE
            else f"det {np.linalg.det(rot[first]):.3g}: a reflection, not a rotation"
        )
        raise InputError(
            f"extrinsics[{first}] has no rotation in its left 3x3 block ({why}); expected "
            "rigid world-to-camera poses"
        )
    out = np.tile(np.eye(4), (count, 1, 1))
    out[:, :3, :] = ext[:, :3, :]
    return out


def check_intrinsics(intrinsics: Any, count: int) -> np.ndarray:
    """One (3, 3) or (N, 3, 3) pixel matrices of the original images -> (N, 3, 3) float64."""
    k = _as_array(intrinsics, "intrinsics")
    if k.shape == (3, 3):
        k = np.repeat(k[None], count, axis=0)
    if k.ndim != 3 or k.shape[1:] != (3, 3):
        raise InputError(f"intrinsics must be (3, 3) or (N, 3, 3), got shape {k.shape}")
    if k.shape[0] != count:
        raise InputError(f"intrinsics has {k.shape[0]} matrices for {count} images")
    if (k[:, 0, 0] <= 0).any() or (k[:, 1, 1] <= 0).any():
        raise InputError("intrinsics need positive focal lengths fx = K[0, 0], fy = K[1, 1]")
    smallest = float(min(k[:, 0, 0].min(), k[:, 1, 1].min())) if count else MIN_FOCAL_PX
    if smallest < MIN_FOCAL_PX:  # metric depth is out x f / 300: it would be zero
        raise InputError(
            f"intrinsics need focal lengths fx, fy >= {MIN_FOCAL_PX:g} px (pixel intrinsics), "
            f"got {smallest:g}"
        )
    if not np.allclose(k[:, 2], [0, 0, 1]):
        raise InputError("intrinsics must have a last row of (0, 0, 1)")
    # positive fx, fy do not make K invertible when K[1, 0] is set: every point, export and
    # points() inverts K (numpy's bare "Singular matrix" after the network had run)
    det = k[:, 0, 0] * k[:, 1, 1] - k[:, 0, 1] * k[:, 1, 0]
    singular = np.flatnonzero(det <= SINGULAR_TOLERANCE * k[:, 0, 0] * k[:, 1, 1])
    if singular.size:
        first = int(singular[0])
        raise InputError(
            f"intrinsics[{first}] is not invertible (fx fy - K[0, 1] K[1, 0] = {det[first]:.3g}):"
            " pixel intrinsics are [[fx, skew, cx], [0, fy, cy], [0, 0, 1]]"
        )
    return k
