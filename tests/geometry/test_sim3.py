"""Weighted Umeyama and Huber IRLS (geometry.sim3) against known transforms and a reference."""

from __future__ import annotations

import numpy as np
import pytest
from scipy.spatial.transform import Rotation

from tt_depth_anything_3.geometry.sim3 import (
    apply,
    robust_fit,
    sim3_inverse,
    sim3_matrix,
    sim3_parts,
    transform_extrinsics,
    weighted_umeyama,
)


def random_sim3(rng: np.random.Generator, scale: float | None = None) -> np.ndarray:
    rot = Rotation.random(random_state=int(rng.integers(1 << 31))).as_matrix()
    s = rng.uniform(0.3, 3.0) if scale is None else scale
    return sim3_matrix(s, rot, rng.normal(0, 5, 3))


def reference_umeyama(src, dst, w, with_scale=True):
    """Textbook weighted Umeyama (Umeyama 1991 with per-point weights), loops over points."""
    total = sum(w)
    mu_x = sum(wi * x for wi, x in zip(w, src, strict=True)) / total
    mu_y = sum(wi * y for wi, y in zip(w, dst, strict=True)) / total
    sigma = np.zeros((3, 3))
    var = 0.0
    for wi, x, y in zip(w, src, dst, strict=True):
        sigma += wi * np.outer(y - mu_y, x - mu_x)
        var += wi * (x - mu_x) @ (x - mu_x)
    sigma, var = sigma / total, var / total
    u, d, vt = np.linalg.svd(sigma)
    s_mat = np.diag([1.0, 1.0, np.sign(np.linalg.det(u @ vt))])
    rot = u @ s_mat @ vt
    c = np.trace(np.diag(d) @ s_mat) / var if with_scale else 1.0
    return c, rot, mu_y - c * rot @ mu_x


def reference_irls(src, dst, w, iterations=5, k=1.345):
    c, rot, t = reference_umeyama(src, dst, w)
    for _ in range(iterations):
        r = np.array([np.linalg.norm(y - (c * rot @ x + t)) for x, y in zip(src, dst, strict=True)])
        delta = max(k * 1.4826 * np.median(r), 1e-9)
        huber = np.array([1.0 if ri <= delta else delta / ri for ri in r])
        c, rot, t = reference_umeyama(src, dst, w * huber)
    return c, rot, t


@pytest.mark.parametrize("method", ["sim3", "se3", "scale+se3"])
def test_known_transform_recovered_without_noise(method):
    rng = np.random.default_rng(0)
    truth = random_sim3(rng, scale=1.0 if method == "se3" else None)
    src = rng.normal(0, 2, (500, 3))
    dst = apply(truth, src)
    w = rng.uniform(0.5, 3.0, 500)
    for fit in (weighted_umeyama(src, dst, w, method), robust_fit(src, dst, w, method)):
        assert np.abs(fit - truth).max() < 1e-6


def test_irls_with_noise_and_outliers_matches_reference():
    rng = np.random.default_rng(1)
    truth = random_sim3(rng)
    src = rng.normal(0, 2, (300, 3))
    dst = apply(truth, src) + rng.normal(0, 0.05, (300, 3))
    dst[:30] += rng.normal(0, 3, (30, 3))  # 10 % gross outliers
    w = rng.uniform(0.5, 3.0, 300)
    fit = robust_fit(src, dst, w, "sim3")
    c, rot, t = reference_irls(src, dst, w)
    assert np.abs(fit - sim3_matrix(c, rot, t)).max() < 1e-9
    plain = weighted_umeyama(src, dst, w)
    # The robust fit is nearer the truth than the plain one (outliers down-weighted).
    assert np.abs(fit - truth).max() < np.abs(plain - truth).max()
    scale, _, _ = sim3_parts(fit)
    assert abs(scale - sim3_parts(truth)[0]) < 0.01 * sim3_parts(truth)[0]


def test_inverse_and_extrinsics_transform():
    rng = np.random.default_rng(2)
    m = random_sim3(rng)
    assert np.allclose(sim3_inverse(m) @ m, np.eye(4), atol=1e-12)
    # A camera's view of a point is unchanged by re-expressing both in the new world
    # (up to the scale s of the camera frame).
    rot = Rotation.random(random_state=3).as_matrix()
    ext = np.concatenate([rot, rng.normal(size=(3, 1))], axis=1)[None]
    x = rng.normal(size=3)
    before = ext[0, :, :3] @ x + ext[0, :, 3]
    new = transform_extrinsics(ext, m)[0]
    after = new[:, :3] @ apply(m, x) + new[:, 3]
    assert np.allclose(after, sim3_parts(m)[0] * before, atol=1e-9)


def test_degenerate_input_refused():
    with pytest.raises(ValueError, match="at least 3 points"):
        weighted_umeyama(np.zeros((2, 3)), np.zeros((2, 3)))
    with pytest.raises(ValueError, match="one place"):
        weighted_umeyama(np.ones((5, 3)), np.zeros((5, 3)))
    with pytest.raises(ValueError, match="align_method"):
        weighted_umeyama(np.eye(3), np.eye(3), method="affine")  # type: ignore[arg-type]
