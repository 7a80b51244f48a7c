"""Known poses: their normalisation before the camera encoder and the Sim(3) scale after.

As the official API (``_normalize_extrinsics``, ``_align_to_input_extrinsics_intrinsics``):
the given world-to-camera extrinsics are re-expressed relative to view 0 and their
translations divided by the median camera distance (the lower median, as ``torch.median``)
before encoding. The official code floors that median at 0.1, so wherever it is under 0.1 in
the caller's units its network sees translations that depend on the unit (two views: the
lower median is view 0's own distance, 0, so a 0.5 m baseline is seen as 5 and the same one
in mm as 5000; a 5 cm tabletop capture in metres as 0.5 where in mm it is 1). Here there is
no floor: two views divide by the other view's distance, more by the median (by the largest
distance when the median centre is view 0's own), so the result never depends on the poses'
unit; centres at one point (``centres_at_one_point``: a pure rotation) are left as they are.
After the
forward, an Umeyama Sim(3) fit maps the given camera centres onto the predicted ones (RANSAC
over subsets from 10 views on, seeded with 42 as the official code); the output keeps the
given cameras and divides the depth by the fitted scale, so depth is in the units of the
given poses.

Unlike the official code (which needs a rank-2 centre spread, so fails for 1 or 2 views and
for cameras on a line), the scale is taken wherever it is defined: two distinct centres or
collinear ones fix it. With one view, or all given centres at one point (a pure rotation),
the poses carry no scale: the depth stays in the network's units and ``observable`` is False.
Centres count as one point when their spread about their centroid is within the rounding of
the poses' precision at their coordinates (``pose_rounding``: 1e-6 of the largest coordinate
for poses given as float32 arrays or tensors, 1e-12 for float64 ones whatever their values),
so cameras 0.3 m apart in map coordinates (5e6 m) keep their scale. The precision is the
given array's dtype (``reconstruct`` takes it before its float64 copy): float64 poses whose
values all happen to be float32 numbers (axis-aligned rotations, whole metres) are float64.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..config.errors import InputError

RANSAC_MIN_VIEWS = 10  # official ransac_view_thresh
RANSAC_ITERATIONS = 10
RANSAC_SEED = 42


class DegenerateAlignment(InputError):
    """The centres do not determine a Sim(3) (the official rank check)."""


def homogeneous(extrinsics: np.ndarray) -> np.ndarray:
    """(N, 3, 4) or (N, 4, 4) -> (N, 4, 4) float64."""
    ext = np.asarray(extrinsics, dtype=np.float64)
    if ext.shape[-2:] == (4, 4):
        return ext.copy()
    out = np.tile(np.eye(4), (ext.shape[0], 1, 1))
    out[:, :3, :4] = ext
    return out


def camera_centres(extrinsics: np.ndarray) -> np.ndarray:
    """World-to-camera (N, 3|4, 4) -> camera centres in the world (N, 3): -R^T t."""
    ext = np.asarray(extrinsics, dtype=np.float64)
    rot, trans = ext[:, :3, :3], ext[:, :3, 3]
    return -np.einsum("nji,nj->ni", rot, trans)


def normalise_extrinsics(extrinsics: np.ndarray, eps: float | None = None) -> np.ndarray:
    """World-to-camera (N, 3|4, 4) -> (N, 4, 4) relative to view 0, unit median distance
    (the module docstring); ``eps``: the poses' machine epsilon as given (``pose_rounding``)."""
    ext = homogeneous(extrinsics)
    relative = ext @ np.linalg.inv(ext[0])
    if centres_at_one_point(extrinsics, eps):  # no distance to divide by: left as they are
        return relative
    distances = np.linalg.norm(camera_centres(relative), axis=-1)
    if len(distances) == 2:  # the lower median would be view 0's own 0 (see the docstring)
        distances = distances[1:]
    median = np.sort(distances)[(len(distances) - 1) // 2]  # torch.median: the lower median
    relative[:, :3, 3] /= median if median > 0 else distances.max()
    return relative


def centres_at_one_point(extrinsics: np.ndarray, eps: float | None = None) -> bool:
    """Whether the cameras' centres are one point within the rounding of the poses'
    precision at their coordinates (``pose_rounding``): fewer than two views, or a rotation
    about one centre."""
    centres = camera_centres(homogeneous(extrinsics))
    if len(centres) < 2:
        return True
    spread = float(np.linalg.norm(centres - centres.mean(0), axis=1).max())
    extent = max(1.0, float(np.abs(centres).max()))
    return spread <= pose_rounding(extrinsics, eps) * extent


def umeyama(source: np.ndarray, target: np.ndarray, strict: bool = True):
    """Sim(3) (R, t, s) minimising |target - (s R source + t)|^2 over points (N, 3).

    ``strict``: raise ``DegenerateAlignment`` unless the cross-covariance has rank >= 2 (the
    check of evo's ``umeyama_alignment`` the official code uses); otherwise the scale of
    rank-1 (collinear) sets is still returned.
    """
    n = source.shape[0]
    mean_s, mean_t = source.mean(0), target.mean(0)
    var_s = np.square(source - mean_s).sum() / n
    cov = (target - mean_t).T @ (source - mean_s) / n
    u, d, vt = np.linalg.svd(cov)
    if strict and np.count_nonzero(d > np.finfo(d.dtype).eps) < 2:
        raise DegenerateAlignment("camera centres have a degenerate spread")
    sign = np.eye(3)
    if np.linalg.det(u) * np.linalg.det(vt) < 0:
        sign[2, 2] = -1
    rot = u @ sign @ vt
    scale = float(np.trace(np.diag(d) @ sign) / var_s)
    return rot, mean_t - scale * rot @ mean_s, scale


def _ransac_scale(source: np.ndarray, target: np.ndarray) -> float:
    """The official RANSAC Sim(3) over random half-size subsets; returns its scale."""
    rng = np.random.default_rng(RANSAC_SEED)
    n = source.shape[0]
    subset = max(3, (n + 1) // 2)
    rot0, trans0, scale0 = umeyama(source, target)
    aligned = scale0 * source @ rot0.T + trans0
    nearest = np.linalg.norm(target[None, :, :] - aligned[:, None, :], axis=-1).min(axis=1)
    threshold = float(np.median(nearest))
    best, best_score, best_inliers = (rot0, trans0, scale0), (-1, np.inf), None
    for _ in range(RANSAC_ITERATIONS):
        pick = rng.choice(np.arange(n), size=subset, replace=False)
        try:
            rot, trans, scale = umeyama(source[pick], target[pick])
        except DegenerateAlignment:
            continue
        errors = np.linalg.norm(scale * source @ rot.T + trans - target, axis=1)
        inliers = errors <= threshold
        count = int(inliers.sum())
        mean_error = float(errors[inliers].mean()) if count else np.inf
        if count > best_score[0] or (count == best_score[0] and mean_error < best_score[1]):
            best, best_score, best_inliers = (rot, trans, scale), (count, mean_error), inliers
    if best_inliers is not None and best_inliers.sum() >= 3:
        return umeyama(source[best_inliers], target[best_inliers])[2]
    return best[2]


FLOAT64_ROUNDING = 1e-12  # relative rounding of centres computed from float64 poses
FLOAT32_ROUNDING = 1e-6  # ... from float32 poses (about 8 float32 units in the last place)


def pose_rounding(extrinsics: np.ndarray, eps: float | None = None) -> float:
    """Relative rounding of camera centres computed from these poses.

    ``eps``: the machine epsilon of the precision the poses were given in (default: that of
    ``extrinsics``' own dtype; integers are exact). Float64 poses: 1e-12; float32 (or
    narrower) ones: 1e-6 (at least 8 eps); and at least ten times the rotations' departure
    from orthonormality (rotations rounded to float32 and stored as float64)."""
    ext = np.asarray(extrinsics)
    if eps is None:
        eps = float(np.finfo(ext.dtype).eps) if np.issubdtype(ext.dtype, np.inexact) else 0.0
    float64_eps = float(np.finfo(np.float64).eps)
    base = FLOAT64_ROUNDING if eps <= float64_eps else max(FLOAT32_ROUNDING, 8 * eps)
    rot = ext[:, :3, :3].astype(np.float64)
    departure = float(np.abs(rot @ rot.transpose(0, 2, 1) - np.eye(3)).max()) if len(rot) else 0
    return max(base, 10 * departure)


@dataclass(frozen=True)
class PoseScale:
    """How predicted depth maps onto the given poses: ``depth_given = depth / scale``."""

    scale: float
    observable: bool


def given_pose_scale(
    given: np.ndarray, predicted: np.ndarray, eps: float | None = None
) -> PoseScale:
    """Scale of the Sim(3) taking the given camera centres onto the predicted ones; ``eps``:
    the machine epsilon of the poses as given (``pose_rounding``; default: ``given``'s dtype)."""
    if centres_at_one_point(given, eps):
        return PoseScale(1.0, False)
    source, target = camera_centres(given), camera_centres(predicted)
    if len(source) >= RANSAC_MIN_VIEWS:
        try:
            scale = _ransac_scale(source, target)
        except DegenerateAlignment:
            scale = umeyama(source, target, strict=False)[2]
    else:
        scale = umeyama(source, target, strict=False)[2]
    if not (np.isfinite(scale) and scale > 0):
        raise ValueError(
            f"the predicted cameras cannot be aligned to the given ones (scale {scale}); "
            "check that the extrinsics are world-to-camera"
        )
    return PoseScale(float(scale), True)
