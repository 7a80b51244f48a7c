"""Chunked reconstruction of a long frame sequence (the DA3-Streaming algorithm), pure numpy.

Frames come from an iterator in chunks of ``chunk_size`` overlapping by ``overlap``: chunk k
covers frames [k (chunk_size - overlap), ... + chunk_size) (the last one may be shorter). Each
chunk is reconstructed alone (any view model: its own world frame and scale). Consecutive
chunks are aligned by a robust Sim(3) fit (``sim3.robust_fit``, Huber IRLS) of the overlap
frames' world points of the new chunk onto the same pixels' world points of the previous one
(the same images at the same network size, so pixel i matches pixel i), weighted by the product
of the two confidences. ``relative[k]`` maps chunk k's frame to chunk k-1's; the chunk-to-world
transforms are their running product (chunk 0's frame is the world).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from ..config.errors import InputError, TooFewPointsError
from ..config.parts import SKY_THRESHOLD
from ..config.scalars import whole_hint, whole_number
from .scene import Scene
from .sim3 import (
    ALIGN_METHODS,
    AlignMethod,
    apply,
    robust_fit,
    transform_extrinsics,
    weighted_umeyama,
)

DEFAULT_CHUNK_SIZE = 120
DEFAULT_OVERLAP = 60
MAX_ALIGN_POINTS = 100_000


@dataclass(frozen=True)
class ChunkPlan:
    """How a sequence is cut: ``chunk_size`` frames a chunk, ``overlap`` shared with the next."""

    chunk_size: int = DEFAULT_CHUNK_SIZE
    overlap: int = DEFAULT_OVERLAP
    align_method: AlignMethod = "sim3"

    def __post_init__(self) -> None:
        for name in ("chunk_size", "overlap"):  # islice / range take Python integers only
            value = getattr(self, name)
            number = whole_number(value)  # a 0-d integer array or tensor too
            if number is None:
                raise InputError(f"{name} must be an integer, got {value!r:.40}{whole_hint(value)}")
            object.__setattr__(self, name, number)
        if self.chunk_size < 2:
            raise InputError(f"chunk_size must be at least 2, got {self.chunk_size}")
        if not 1 <= self.overlap < self.chunk_size:
            raise InputError(
                f"overlap must be in [1, chunk_size), got {self.overlap} for {self.chunk_size}"
            )
        if self.align_method not in ALIGN_METHODS:
            raise InputError(f"align_method must be one of {ALIGN_METHODS}")

    @property
    def step(self) -> int:
        return self.chunk_size - self.overlap

    def start(self, k: int) -> int:
        """First frame index of chunk ``k``."""
        return k * self.step

    def count(self, frames: int) -> int:
        """How many chunks ``iter_chunks`` cuts ``frames`` frames into (0 for none)."""
        if frames <= self.chunk_size:
            return 1 if frames > 0 else 0
        return 1 + -(-(frames - self.chunk_size) // self.step)


def iter_chunks(frames: Iterable[Any], plan: ChunkPlan) -> Iterator[tuple[int, list[Any]]]:
    """(chunk index, its frames) in order, holding at most ``chunk_size`` frames. A final chunk
    is yielded when frames beyond the previous chunk's end remain."""
    buffer: list[Any] = []
    k = 0
    fresh = 0  # frames in the buffer no chunk has covered yet
    for frame in frames:
        buffer.append(frame)
        fresh += 1
        if len(buffer) == plan.chunk_size:
            yield k, buffer
            k += 1
            buffer = buffer[plan.step :]
            fresh = 0
    if fresh:  # after chunk 0 the buffer is the overlap plus these fresh frames
        yield k, buffer


def slice_scene(scene: Scene, views: slice | np.ndarray) -> Scene:
    """The views ``views`` of ``scene`` (a new Scene sharing no arrays with the caller's)."""

    def take(a: np.ndarray | None) -> np.ndarray | None:
        return None if a is None else np.array(a[views])

    return replace(
        scene,
        depth=take(scene.depth),
        conf=take(scene.conf),
        extrinsics=take(scene.extrinsics),
        intrinsics=take(scene.intrinsics),
        images=take(scene.images),
        original_sizes=take(scene.original_sizes),
        resized_sizes=take(scene.resized_sizes),
        descriptors=take(scene.descriptors),
        sky=take(scene.sky),
        given_intrinsics=take(scene.given_intrinsics),
        gaussians=None,
        ref_view=0,
    )


def transform_scene(scene: Scene, matrix: np.ndarray) -> Scene:
    """``scene`` expressed in the world the Sim(3) ``matrix`` maps its world to (depth scaled)."""
    scale = float(np.cbrt(np.linalg.det(np.asarray(matrix)[:3, :3])))
    return replace(
        scene,
        depth=(scene.depth * scale).astype(np.float32),
        extrinsics=transform_extrinsics(scene.extrinsics, matrix).astype(np.float32),
    )


def correspondences(
    target: Scene, source: Scene, max_points: int = MAX_ALIGN_POINTS
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """World points of the same pixels of two scenes of the same views: (source (P, 3),
    target (P, 3), weights (P,)), valid depth in both and sky in neither (sky score >= 0.3:
    its depth is a fill value), every ``stride``-th pixel so that P <= ``max_points``;
    weights are the confidence products (1 without confidence)."""
    if target.depth.shape != source.depth.shape:
        raise ValueError(
            f"overlap views differ in shape: {target.depth.shape} and {source.depth.shape}"
        )
    valid = np.isfinite(target.depth) & np.isfinite(source.depth)
    valid &= (target.depth > 0) & (source.depth > 0)
    for s in (target, source):  # a sky pixel's depth is a fill value, not a surface
        if s.sky is not None:
            valid &= s.sky < SKY_THRESHOLD
    weights = np.ones(target.depth.shape)
    for s in (target, source):
        if s.conf is not None:
            weights = weights * np.maximum(s.conf.astype(np.float64), 0.0)
    index = np.flatnonzero(valid & (weights > 0))
    stride = max(1, -(-len(index) // max_points))
    index = index[::stride]
    src = source.world_points().reshape(-1, 3)[index]
    dst = target.world_points().reshape(-1, 3)[index]
    return src, dst, weights.ravel()[index]


def fit_correspondences(
    target: Scene, source: Scene, where: str
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``correspondences(target, source)``, or ``TooFewPointsError`` (an ``InputError``)
    starting with ``where`` when fewer than 3 pixels are usable in both: a fit needs 3."""
    src, dst, w = correspondences(target, source)
    if len(src) < 3:
        raise TooFewPointsError(
            f"{where}: {len(src)} pixels of their {source.num_views} shared views have valid "
            "depth (finite, positive, non-zero confidence) and no sky (score >= "
            f"{SKY_THRESHOLD}) in both, too few to align them: a Sim(3) fit needs at least 3 "
            "points of non-zero weight (views that see only sky cannot be aligned)"
        )
    return src, dst, w


def relative_transform(
    previous_tail: Scene,
    current: Scene,
    overlap: int,
    method: AlignMethod = "sim3",
    *,
    where: str = "the overlap views",
) -> np.ndarray:
    """Sim(3) (4, 4) from ``current``'s frame to the previous chunk's: its first ``overlap``
    views fitted onto ``previous_tail`` (the previous chunk's last ``overlap`` views).
    ``TooFewPointsError`` starting with ``where`` when they share fewer than 3 usable pixels
    (all sky, say)."""
    if previous_tail.num_views != overlap:
        raise ValueError(f"previous_tail must hold the {overlap} overlap views")
    current = slice_scene(current, slice(0, overlap))
    src, dst, w = fit_correspondences(previous_tail, current, where)
    return robust_fit(src, dst, w, method)


def voxel_first(xyz: np.ndarray, voxel: float) -> np.ndarray:
    """Indices (ascending) of the first point in each occupied voxel of size ``voxel``."""
    if len(xyz) == 0:
        return np.zeros(0, np.int64)
    keys = np.floor(np.asarray(xyz, dtype=np.float64) / voxel).astype(np.int64)
    keys -= keys.min(axis=0)
    spans = keys.max(axis=0).astype(np.float64) + 1
    if np.prod(spans) < 2.0**62:  # one exact int64 key a voxel: a 1-D sort, not a row sort
        key = (keys[:, 0] * int(spans[1]) + keys[:, 1]) * int(spans[2]) + keys[:, 2]
        _, first = np.unique(key, return_index=True)  # stable: each voxel's first point
    else:
        _, first = np.unique(keys, axis=0, return_index=True)
    return np.sort(first)


class CloudAccumulator:
    """A voxel-downsampled coloured cloud grown chunk by chunk (bounded by the voxel count);
    ``extra`` carries ``extra_columns`` float64 values per point along (e.g. frame, pixel)."""

    def __init__(self, voxel: float, extra_columns: int = 0) -> None:
        if not voxel > 0:
            raise ValueError(f"voxel size must be positive, got {voxel}")
        self.voxel = voxel
        self.xyz = np.zeros((0, 3), np.float32)
        self.rgb = np.zeros((0, 3), np.uint8)
        self.extra = np.zeros((0, extra_columns), np.float64)

    def add(self, xyz: np.ndarray, rgb: np.ndarray, extra: np.ndarray | None = None) -> None:
        xyz = np.concatenate([self.xyz, np.asarray(xyz, np.float32).reshape(-1, 3)])
        rgb = np.concatenate([self.rgb, np.asarray(rgb, np.uint8).reshape(-1, 3)])
        if extra is None:
            extra = np.zeros((len(xyz) - len(self.extra), self.extra.shape[1]))
        extra = np.concatenate([self.extra, np.asarray(extra, np.float64)])
        keep = voxel_first(xyz, self.voxel)
        self.xyz, self.rgb, self.extra = xyz[keep], rgb[keep], extra[keep]


def auto_voxel(scene: Scene, fraction: float = 0.01) -> float:
    """A voxel size for the whole sequence: ``fraction`` of chunk 0's median depth."""
    depth = scene.depth[np.isfinite(scene.depth) & (scene.depth > 0)]
    if depth.size == 0:
        raise ValueError("the first chunk has no valid depth")
    return float(np.median(depth)) * fraction


def trajectory_length(centres: np.ndarray) -> float:
    """Sum of the distances between consecutive camera centres (N, 3)."""
    return float(np.linalg.norm(np.diff(np.asarray(centres, float), axis=0), axis=1).sum())


def absolute_trajectory_error(estimate: np.ndarray, truth: np.ndarray) -> float:
    """RMS distance of camera centres (N, 3) after the Sim(3) fit of ``estimate`` onto ``truth``."""
    fit = weighted_umeyama(estimate, truth)
    return float(np.sqrt(np.mean(np.sum((apply(fit, estimate) - truth) ** 2, axis=1))))
