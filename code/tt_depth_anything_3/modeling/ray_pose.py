"""Camera pose from the ray head (``pose_from="rays"``), the official ``get_extrinsic_from_camray``
made deterministic.

The any-view head predicts, per pixel of its ray map, a world ray direction (3) and origin (3)
with a confidence. Per view:

1. The ray map's pixel centres on the normalised image plane (x, y in (-1, 1), z = 1) are the
   source points; the ray directions divided by their z (where |z| > 1e-4; elsewhere the
   weight is 0) are the targets.
2. RANSAC: 100 hypotheses, each a confidence-weighted least-squares homography (DLT, SVD) of
   8 points drawn from the 30 % most confident pixels; a hypothesis scores the summed
   confidence of its inliers (reprojection error < 0.2). The best one's inliers (at most
   8000, drawn from their most confident 95 % when more) give the final weighted homography.
3. A QL decomposition of the homography: the orthogonal factor is the camera-to-world
   rotation; the triangular one, scaled to L[2, 2] = 1, holds the focal lengths and the
   principal point (in units of half the image size).
4. The camera centre is the confidence-weighted mean of the ray origins.

The official code draws its samples with the global, unseeded torch RNG, so two runs differ;
here they come from a ``torch.Generator`` seeded with ``seed`` (default 0) and the solve runs
in float32 on the CPU, so the same ray map always gives bit-identical cameras (on the same
machine and thread count). The hypotheses are scored in chunks to bound memory; the result
does not depend on the chunking. (Public path: ``geometry.ray_pose``; it lives here because the
nested model solves its ray cameras in its forward, ``modeling.nested``.)
"""

from __future__ import annotations

import torch

from ..config.errors import InputError
from .cameras import rigid_inverse

RANSAC_ITERATIONS = 100
RANSAC_POINTS = 8
CANDIDATE_FRACTION = 0.3
INLIER_THRESHOLD = 0.2
MAX_REFIT_POINTS = 8000
Z_THRESHOLD = 1e-4
_HYPOTHESES_PER_CHUNK = 10


def _plane_points(height: int, width: int) -> torch.Tensor:
    """(h*w, 2) pixel centres of a (height, width) map on the normalised plane (-1, 1)."""
    ys = (torch.arange(height, dtype=torch.float32) * 2 + 1) / height - 1
    xs = (torch.arange(width, dtype=torch.float32) * 2 + 1) / width - 1
    grid_y, grid_x = torch.meshgrid(ys, xs, indexing="ij")
    return torch.stack((grid_x, grid_y), dim=-1).reshape(-1, 2)


def weighted_homography(src: torch.Tensor, dst: torch.Tensor, weight: torch.Tensor) -> torch.Tensor:
    """Weighted DLT: (..., K, 2) -> (..., K, 2) points, (..., K) weights -> H (..., 3, 3),
    H[2, 2] = 1, minimising the weighted algebraic error of dst ~ H src."""
    w = weight.sqrt()[..., None]
    x, y = src[..., 0:1], src[..., 1:2]
    u, v = dst[..., 0:1], dst[..., 1:2]
    zero = torch.zeros_like(x)
    rows_u = torch.cat((-x * w, -y * w, -w, zero, zero, zero, x * u * w, y * u * w, u * w), -1)
    rows_v = torch.cat((zero, zero, zero, -x * w, -y * w, -w, x * v * w, y * v * w, v * w), -1)
    system = torch.cat((rows_u, rows_v), dim=-2)
    h = (
        torch.linalg.svd(system, full_matrices=False)
        .Vh[..., -1, :]
        .reshape(src.shape[:-2] + (3, 3))
    )
    return h / h[..., 2:3, 2:3]


def ql_decomposition(matrix: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """A (3, 3) = Q L with Q orthogonal and L lower triangular with a positive diagonal."""
    flip = torch.flip(torch.eye(3, dtype=matrix.dtype), dims=[0])
    q_tilde, r_tilde = torch.linalg.qr(matrix @ flip)
    q = q_tilde @ flip
    lower = flip @ r_tilde @ flip
    sign = torch.sign(torch.diagonal(lower))
    return q * sign[None, :], lower * sign[:, None]


def _best_inliers(
    src: torch.Tensor, dst: torch.Tensor, weight: torch.Tensor, samples: torch.Tensor, pool: int
) -> torch.Tensor:
    """The inlier mask (N,) of the best-scoring RANSAC hypothesis; ``samples`` index the
    ``pool`` most confident points."""
    candidates = torch.argsort(weight, descending=True)[:pool]
    picks = candidates[samples]  # (iterations, RANSAC_POINTS)
    homographies = weighted_homography(src[picks], dst[picks], weight[picks])
    x, y = src[:, 0], src[:, 1]
    best_score, best_mask = None, None
    for start in range(0, homographies.shape[0], _HYPOTHESES_PER_CHUNK):
        h = homographies[start : start + _HYPOTHESES_PER_CHUNK, :, :, None]  # (c, 3, 3, 1)
        hx = h[:, 0, 0] * x + h[:, 0, 1] * y + h[:, 0, 2]
        hy = h[:, 1, 0] * x + h[:, 1, 1] * y + h[:, 1, 2]
        hz = h[:, 2, 0] * x + h[:, 2, 1] * y + h[:, 2, 2]
        error = ((hx / hz - dst[:, 0]).square() + (hy / hz - dst[:, 1]).square()).sqrt()
        inliers = error < INLIER_THRESHOLD
        scores = (inliers * weight).sum(dim=1)
        top = int(torch.argmax(scores))  # first maximum, as torch.argmax over all hypotheses
        if best_score is None or scores[top] > best_score:
            best_score, best_mask = scores[top], inliers[top]
    return best_mask


def _solve_view(
    src: torch.Tensor,
    rays: torch.Tensor,
    weight: torch.Tensor,
    samples: torch.Tensor,
    pool: int,
    generator: torch.Generator,
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    """One view: (rotation (3, 3) camera-to-world, centre (3,), focal (2,), principal (2,))."""
    direction = rays[:, :3]
    valid = direction[:, 2].abs() > Z_THRESHOLD
    weight = torch.where(valid, weight, torch.zeros_like(weight))
    safe_z = torch.where(valid, direction[:, 2], torch.ones_like(direction[:, 2]))
    dst = torch.where(valid[:, None], direction[:, :2] / safe_z[:, None], direction[:, :2])
    mask = _best_inliers(src, dst, weight, samples, pool)
    order = torch.argsort(weight[mask], descending=True)
    if order.numel() > MAX_REFIT_POINTS:
        keep = order[: max(int(order.numel() * 0.95), MAX_REFIT_POINTS)]
        order = keep[torch.randperm(keep.numel(), generator=generator)[:MAX_REFIT_POINTS]]
    if order.numel() < 4:
        raise InputError(
            f"ray pose: only {order.numel()} consistent rays in a view (need 4); the ray map "
            "is degenerate, use pose_from='camera'"
        )
    homography = weighted_homography(src[mask][order], dst[mask][order], weight[mask][order])
    if torch.linalg.det(homography) < 0:
        homography = -homography
    rotation, lower = ql_decomposition(homography)
    lower = lower / lower[2, 2]
    focal = torch.stack((lower[0, 0], lower[1, 1]))
    principal = torch.stack((lower[2, 0], lower[2, 1]))
    centre = (rays[:, 3:] * weight[:, None]).sum(0) / weight.sum()
    return rotation, centre, focal, principal


@torch.no_grad()
def cameras_from_rays(
    ray: torch.Tensor, ray_conf: torch.Tensor, image_size: tuple[int, int], seed: int = 0
) -> tuple[torch.Tensor, torch.Tensor]:
    """Ray maps (S, h, w, 6) and confidences (S, h, w) -> (extrinsics (S, 3, 4)
    world-to-camera, intrinsics (S, 3, 3) at ``image_size`` (H, W)). Deterministic in ``seed``."""
    if ray.ndim != 4 or ray.shape[-1] != 6 or tuple(ray_conf.shape) != tuple(ray.shape[:-1]):
        raise InputError(
            f"expected rays (S, h, w, 6) and confidence (S, h, w), got {tuple(ray.shape)} "
            f"and {tuple(ray_conf.shape)}"
        )
    views, map_h, map_w, _ = ray.shape
    height, width = image_size
    ray = ray.detach().to("cpu", torch.float32).reshape(views, -1, 6)
    conf = ray_conf.detach().to("cpu", torch.float32).reshape(views, -1)
    src = _plane_points(map_h, map_w)
    count = src.shape[0]
    if count < RANSAC_POINTS:
        raise InputError(f"ray map of {map_h}x{map_w} is too small for the RANSAC solve")
    generator = torch.Generator().manual_seed(seed)
    pool = max(RANSAC_POINTS, int(count * CANDIDATE_FRACTION))
    samples = torch.stack(
        [
            torch.randperm(pool, generator=generator)[:RANSAC_POINTS]
            for _ in range(RANSAC_ITERATIONS)
        ]
    )
    cam_to_world = torch.zeros(views, 3, 4)
    intrinsics = torch.zeros(views, 3, 3)
    for view in range(views):
        rotation, centre, focal, principal = _solve_view(
            src, ray[view], conf[view], samples, pool, generator
        )
        cam_to_world[view, :, :3], cam_to_world[view, :, 3] = rotation, centre
        # focal / principal are in units of half the image: fx = W / 2 / f, cx = W / 2 (1 + p).
        intrinsics[view, 0, 0] = width / 2.0 / focal[0]
        intrinsics[view, 1, 1] = height / 2.0 / focal[1]
        intrinsics[view, 0, 2] = width / 2.0 * (principal[0] + 1.0)
        intrinsics[view, 1, 2] = height / 2.0 * (principal[1] + 1.0)
        intrinsics[view, 2, 2] = 1.0
    return rigid_inverse(cam_to_world), intrinsics
