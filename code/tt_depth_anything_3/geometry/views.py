"""The views of one scene made ready for the network (the checks of given cameras:
``camera_checks``).

Each image is resized as ``model(...)`` resizes it; images of different network sizes are
then centre-cropped to the smallest height and width, as the official ``InputProcessor``
does (its intrinsics follow the crop), with a ``ViewCropWarning`` naming the sizes and the
crop. A crop that would keep less than half of an image is refused: such views share too
little to be one scene at one size.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import torch

from ..config.errors import InputError, ViewCropWarning
from ..config.run_warnings import warn
from ..inference.preprocess import ResizeMode, normalize, resize_for_model

MIN_KEPT_FRACTION = 0.5


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
    if original_sizes is not None and len(original_sizes) != len(rgbs):
        raise InputError(f"{len(original_sizes)} original sizes for {len(rgbs)} images")
    originals = np.array(
        [rgb.shape[:2] for rgb in rgbs] if original_sizes is None else original_sizes,
        dtype=np.int64,
    ).reshape(len(rgbs), 2)
    # a reduced decode is resized by its full image's sizes, as model(...) resizes it
    resized = [
        resize_for_model(rgb, process_res, resize_mode, (int(full[0]), int(full[1])))
        for rgb, full in zip(rgbs, originals, strict=True)
    ]
    sizes = np.array([r.shape[:2] for r in resized], dtype=np.int64)
    height, width = int(sizes[:, 0].min()), int(sizes[:, 1].min())
    kept = height * width / (sizes[:, 0] * sizes[:, 1])
    if (kept < MIN_KEPT_FRACTION).any():
        worst = int(kept.argmin())
        raise InputError(
            f"images of very different shapes: views are centre-cropped to the smallest network "
            f"size {height}x{width}, which keeps {kept[worst]:.0%} of image {worst} "
            f"({originals[worst][0]}x{originals[worst][1]}, network size "
            f"{sizes[worst][0]}x{sizes[worst][1]}); at least {MIN_KEPT_FRACTION:.0%} must be "
            "kept. Pass images of similar aspect ratio"
        )
    if (sizes != (height, width)).any():
        warn(crop_note(sizes, kept), ViewCropWarning, stacklevel=4)  # the caller of reconstruct
    crops = []
    for image, (h, w) in zip(resized, sizes, strict=True):
        top, left = (h - height) // 2, (w - width) // 2
        crops.append(np.ascontiguousarray(image[top : top + height, left : left + width]))
    return Views(
        tensor=torch.stack([normalize(c) for c in crops]),
        images=np.stack(crops),
        original_sizes=originals,
        resized_sizes=sizes,
    )


def crop_note(sizes: np.ndarray, kept: np.ndarray) -> str:
    """What a ``ViewCropWarning`` says: the views' network sizes (H x W, with counts), the
    common size they are cropped to, and the least kept share of a view."""
    counts = Counter((int(h), int(w)) for h, w in sizes)
    listed = ", ".join(f"{n} at {h}x{w}" for (h, w), n in counts.items())
    height, width = int(sizes[:, 0].min()), int(sizes[:, 1].min())
    worst = int(kept.argmin())
    return (
        f"views of different sizes at the network resolution ({listed}): each centre-cropped "
        f"to the smallest height and width, {height}x{width}, as the official code does; view "
        f"{worst} keeps {kept[worst]:.0%} of its image (scene.crop_offsets() gives each crop)"
    )


def intrinsics_at_network(k: np.ndarray, views: Views) -> np.ndarray:
    """Original-image intrinsics (N, 3, 3) -> at the network size (resize, then crop)."""
    out = k.astype(np.float64).copy()
    out[:, 0] *= (views.resized_sizes[:, 1] / views.original_sizes[:, 1])[:, None]
    out[:, 1] *= (views.resized_sizes[:, 0] / views.original_sizes[:, 0])[:, None]
    offsets = views.crop_offsets()
    out[:, 0, 2] -= offsets[:, 1]
    out[:, 1, 2] -= offsets[:, 0]
    return out
