"""Sim(3) / SE(3) fits of point correspondences: weighted Umeyama and Huber IRLS.

A transform is a 4 x 4 float64 matrix ``[[s R, t], [0, 1]]`` mapping x -> s R x + t. The fit
methods (``align_method`` of the chunked reconstruction, as DA3-Streaming names them):

- ``"sim3"``: scale, rotation and translation together (weighted Umeyama).
- ``"se3"``: rotation and translation, scale fixed at 1.
- ``"scale+se3"``: the scale first, alone (the ratio of the weighted RMS spreads of the two
  sets about their weighted centroids), then SE(3) on the scaled source.

``robust_fit`` starts from the weighted fit and reweights ``iterations`` times (default 5) with
Huber weights of the residual norms: weight_i = w_i * min(1, delta / r_i), delta =
``huber_k`` x 1.4826 x median(r) (a MAD-style scale estimate), at least ``min_delta``.
"""

from __future__ import annotations

from typing import Literal

import numpy as np

AlignMethod = Literal["sim3", "se3", "scale+se3"]
ALIGN_METHODS: tuple[str, ...] = ("sim3", "se3", "scale+se3")
HUBER_K = 1.345
IRLS_ITERATIONS = 5


def sim3_matrix(scale: float, rotation: np.ndarray, translation: np.ndarray) -> np.ndarray:
    """(4, 4) float64 ``[[s R, t], [0, 1]]``."""
    m = np.eye(4)
    m[:3, :3] = float(scale) * np.asarray(rotation, dtype=np.float64)
    m[:3, 3] = np.asarray(translation, dtype=np.float64)
    return m


def sim3_parts(matrix: np.ndarray) -> tuple[float, np.ndarray, np.ndarray]:
    """(4, 4) Sim(3) -> (s, R, t)."""
    m = np.asarray(matrix, dtype=np.float64)
    scale = float(np.cbrt(np.linalg.det(m[:3, :3])))
    return scale, m[:3, :3] / scale, m[:3, 3].copy()


def sim3_inverse(matrix: np.ndarray) -> np.ndarray:
    """Inverse of a Sim(3) matrix: x -> R^T (x - t) / s."""
    scale, rot, trans = sim3_parts(matrix)
    return sim3_matrix(1.0 / scale, rot.T, -rot.T @ trans / scale)


def apply(matrix: np.ndarray, points: np.ndarray) -> np.ndarray:
    """``matrix`` applied to points (..., 3) (float64)."""
    m = np.asarray(matrix, dtype=np.float64)
    return np.asarray(points, dtype=np.float64) @ m[:3, :3].T + m[:3, 3]


def transform_extrinsics(extrinsics: np.ndarray, matrix: np.ndarray) -> np.ndarray:
    """World-to-camera (N, 3, 4) of cameras whose world is mapped by the Sim(3) ``matrix``:
    the same cameras expressed in the new world (rotation kept orthonormal; the camera
    frame's scale follows the world's, so depth scales by s)."""
    scale, rot, trans = sim3_parts(matrix)
    ext = np.asarray(extrinsics, dtype=np.float64)
    r_new = ext[:, :3, :3] @ rot.T
    t_new = scale * ext[:, :3, 3] - r_new @ trans
    return np.concatenate([r_new, t_new[:, :, None]], axis=2)


def _check(source: np.ndarray, target: np.ndarray, weights: np.ndarray | None):
    src = np.asarray(source, dtype=np.float64).reshape(-1, 3)
    dst = np.asarray(target, dtype=np.float64).reshape(-1, 3)
    if src.shape != dst.shape:
        raise ValueError(f"source and target must match, got {src.shape} and {dst.shape}")
    w = np.ones(len(src)) if weights is None else np.asarray(weights, dtype=np.float64).ravel()
    if w.shape != (len(src),) or (w < 0).any() or not np.isfinite(w).all():
        raise ValueError("weights must be one finite non-negative value per point")
    if np.count_nonzero(w) < 3:
        raise ValueError("a Sim(3) fit needs at least 3 points of non-zero weight")
    return src, dst, w


def weighted_umeyama(
    source: np.ndarray,
    target: np.ndarray,
    weights: np.ndarray | None = None,
    method: AlignMethod = "sim3",
) -> np.ndarray:
    """The transform M minimising sum_i w_i |target_i - M source_i|^2 (see the module
    docstring for ``method``). Points (P, 3), weights (P,). Returns (4, 4) float64."""
    if method not in ALIGN_METHODS:
        raise ValueError(f"align_method must be one of {ALIGN_METHODS}, got {method!r}")
    src, dst, w = _check(source, target, weights)
    w = w / w.sum()
    mu_s, mu_t = w @ src, w @ dst
    xs, xt = src - mu_s, dst - mu_t
    var_s = float(w @ np.square(xs).sum(axis=1))
    if var_s <= 0:
        raise ValueError("the source points are all at one place: no Sim(3) is defined")
    pre_scale = 1.0
    if method == "scale+se3":
        pre_scale = float(np.sqrt((w @ np.square(xt).sum(axis=1)) / var_s))
    cov = (xt * w[:, None]).T @ (xs * pre_scale)
    u, d, vt = np.linalg.svd(cov)
    sign = np.eye(3)
    if np.linalg.det(u) * np.linalg.det(vt) < 0:
        sign[2, 2] = -1.0
    rot = u @ sign @ vt
    if method == "sim3":
        scale = float(np.trace(np.diag(d) @ sign) / var_s)
    else:
        scale = pre_scale
    return sim3_matrix(scale, rot, mu_t - scale * rot @ mu_s)


def huber_weights(residuals: np.ndarray, delta: float) -> np.ndarray:
    """min(1, delta / r) per residual norm."""
    r = np.asarray(residuals, dtype=np.float64)
    return np.where(r <= delta, 1.0, delta / np.maximum(r, np.finfo(np.float64).tiny))


def robust_fit(
    source: np.ndarray,
    target: np.ndarray,
    weights: np.ndarray | None = None,
    method: AlignMethod = "sim3",
    iterations: int = IRLS_ITERATIONS,
    huber_k: float = HUBER_K,
    min_delta: float = 1e-9,
) -> np.ndarray:
    """Weighted Umeyama, then ``iterations`` Huber-reweighted refits (IRLS). (4, 4)."""
    src, dst, w = _check(source, target, weights)
    matrix = weighted_umeyama(src, dst, w, method)
    for _ in range(iterations):
        residuals = np.linalg.norm(dst - apply(matrix, src), axis=1)
        delta = max(huber_k * 1.4826 * float(np.median(residuals[w > 0])), min_delta)
        matrix = weighted_umeyama(src, dst, w * huber_weights(residuals, delta), method)
    return matrix
