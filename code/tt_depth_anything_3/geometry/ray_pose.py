"""Camera pose from the ray head (``pose_from="rays"``): ``cameras_from_rays``, the official
``get_extrinsic_from_camray`` made deterministic. The solver lives in ``modeling.ray_pose``
(the nested model solves the ray cameras inside its forward, to scale its depth with their
focal length as the official code does); this module keeps its public path."""

from __future__ import annotations

from ..modeling.ray_pose import (
    CANDIDATE_FRACTION,
    INLIER_THRESHOLD,
    MAX_REFIT_POINTS,
    RANSAC_ITERATIONS,
    RANSAC_POINTS,
    Z_THRESHOLD,
    cameras_from_rays,
    ql_decomposition,
    weighted_homography,
)

__all__ = [
    "CANDIDATE_FRACTION",
    "INLIER_THRESHOLD",
    "MAX_REFIT_POINTS",
    "RANSAC_ITERATIONS",
    "RANSAC_POINTS",
    "Z_THRESHOLD",
    "cameras_from_rays",
    "ql_decomposition",
    "weighted_homography",
]
