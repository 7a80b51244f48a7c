"""The views of one scene made ready for the network, and the checks of given cameras.

Each image is resized as ``model(...)`` resizes it; images of different network sizes are
then centre-cropped to the smallest height and width, as the official ``InputProcessor``
does (its intrinsics follow the crop). A crop that would keep less than half of an image is
refused: such views share too little to be one scene at one size.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import torch

from ..config.errors import InputError
from ..config.options import OPTION_BOUNDS
from ..inference.preprocess import ResizeMode, normalize, resize_for_model

MIN_KEPT_FRACTION = 0.5
ROTATION_TOLERANCE = 1e-3


@dataclass(frozen=True)
class Views:
    """N views at one network size (H, W)."""

    tensor: torch.Tensor  # (N, 3, H, W) float32, ImageNet-normalised
    images: np.ndarray  # (N, H, W, 3) uint8, what the network saw
    original_sizes: np.ndarray  # (N, 2) (H, W) of the inputs
    resized_sizes: np.ndarray  # (N, 2) (h, w) at the network resolution before the crop

    @property
    def size(self) -> tuple[int, int]:
        return int(self.images.shape[1]), int(self.images.shape[2])

    @property
    def cropped(self) -> bool:
        return bool((self.resized_sizes != self.size).any())

    def crop_offsets(self) -> np.ndarray:
        """(N, 2) (top, left) of each view's crop in its resized image."""
        return (self.resized_sizes - np.array(self.size)) // 2


def prepare_views(
    rgbs: list[np.ndarray],
    process_res: int,
    resize_mode: ResizeMode,
    original_sizes: Sequence[tuple[int, int]] | None = None,
) -> Views:
    """uint8 RGB images -> ``Views`` (resized, centre-cropped to a common size, normalised).
    ``original_sizes``: the full images' (H, W) when decoded at reduced scale."""
    if not rgbs:
        raise InputError("reconstruct needs at least one image, got none")
    resized = [resize_for_model(rgb, process_res, resize_mode) for rgb in rgbs]
    sizes = np.array([r.shape[:2] for r in resized], dtype=np.int64)
    height, width = int(sizes[:, 0].min()), int(sizes[:, 1].min())
    kept = height * width / (sizes[:, 0] * sizes[:, 1])
    if (kept < MIN_KEPT_FRACTION).any():
        worst = int(kept.argmin())
        raise InputError(
            f"images of very different shapes: views are centre-cropped to the smallest network "
            f"size {height}x{width}, which keeps {kept[worst]:.0%} of image {worst} "
            f"({rgbs[worst].shape[0]}x{rgbs[worst].shape[1]}, network size "
            f"{sizes[worst][0]}x{sizes[worst][1]}); at least {MIN_KEPT_FRACTION:.0%} must be "
            "kept. Pass images of similar aspect ratio"
        )
    crops = []
    for image, (h, w) in zip(resized, sizes, strict=True):
        top, left = (h - height) // 2, (w - width) // 2
        crops.append(np.ascontiguousarray(image[top : top + height, left : left + width]))
    return Views(
        tensor=torch.stack([normalize(c) for c in crops]),
        images=np.stack(crops),
        original_sizes=np.array(
            original_sizes or [rgb.shape[:2] for rgb in rgbs], dtype=np.int64
        ).reshape(len(rgbs), 2),
        resized_sizes=sizes,
    )


def _as_array(value: Any, name: str) -> np.ndarray:
    if isinstance(value, torch.Tensor):
        value = value.detach().cpu().numpy()
    try:
        array = np.asarray(value, dtype=np.float64)
    except (TypeError, ValueError) as err:
        raise InputError(f"{name} must be an array of numbers: {err}") from err
    if not np.isfinite(array).all():
        raise InputError(f"{name} has non-finite values (NaN or inf)")
    bound = OPTION_BOUNDS["camera_value"]
    if not (array.size == 0 or bound.ok(float(np.abs(array).max()))):
        raise InputError(f"{name} entries must be at most {bound.le:g} in absolute value")
    return array


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
    if not np.allclose(k[:, 2], [0, 0, 1]):
        raise InputError("intrinsics must have a last row of (0, 0, 1)")
    return k


def intrinsics_at_network(k: np.ndarray, views: Views) -> np.ndarray:
    """Original-image intrinsics (N, 3, 3) -> at the network size (resize, then crop)."""
    out = k.astype(np.float64).copy()
    out[:, 0] *= (views.resized_sizes[:, 1] / views.original_sizes[:, 1])[:, None]
    out[:, 1] *= (views.resized_sizes[:, 0] / views.original_sizes[:, 0])[:, None]
    offsets = views.crop_offsets()
    out[:, 0, 2] -= offsets[:, 1]
    out[:, 1, 2] -= offsets[:, 0]
    return out
