"""World-space 3D Gaussians from DA3-GIANT's GS head (the official ``GaussianAdapter``).

Per pixel of each view: the Gaussian centre is the pixel's ray (through the pixel centre
moved by the predicted sub-pixel offset, unit length, camera-to-world) times the predicted
depth plus its predicted offset; scales are sigmoid-mapped to [scale_min, scale_max] and made
proportional to depth x pixel footprint (0.1 x the inverse focal lengths); rotations are the
predicted camera-frame quaternions turned to the world frame exactly as the official adapter
does (read as (w, x, y, z) by its exporter and renderer; see ``gaussians_from_head``);
colours are degree-``sh_degree`` spherical harmonics (higher degrees damped by the official
mask 0.1 x 0.25^degree) rotated to the world frame; opacity is the head's
sigmoid density (the official ``map_pdf_to_opacity`` at step 0 is the identity).

The SH rotation is exact: for the rotation R (camera to world) the coefficients of each
degree transform by the matrix A with Y(R^T d) = A Y(d) for the real SH basis Y of that
degree (the 3DGS basis), found by least squares on fixed directions; the official code
computes the same map with e3nn's Wigner matrices (tests compare the two).
"""

from __future__ import annotations

import math

import numpy as np
import torch

from ..config.parts import GaussianConfig
from ..modeling.cameras import (
    matrix_to_quaternion,
    quaternion_to_matrix,
    rigid_inverse,
    to_homogeneous,
)
from .scene import Gaussians

FIELDS = ("means", "scales", "rotations", "harmonics", "opacities")
OPACITY_MAX = float(np.nextafter(np.float32(1), np.float32(0)))  # 1 - 2^-24
_C1 = 0.4886025119029199
_C2 = (
    1.0925484305920792,
    -1.0925484305920792,
    0.31539156525252005,
    -1.0925484305920792,
    0.5462742152960396,
)


def _sh_basis(directions: torch.Tensor, degree: int) -> torch.Tensor:
    """Real SH of one degree (1 or 2) at unit directions (N, 3) -> (2 degree + 1, N)."""
    x, y, z = directions.unbind(-1)
    if degree == 1:
        return torch.stack((-_C1 * y, _C1 * z, -_C1 * x))
    if degree == 2:
        return torch.stack(
            (
                _C2[0] * x * y,
                _C2[1] * y * z,
                _C2[2] * (2 * z * z - x * x - y * y),
                _C2[3] * x * z,
                _C2[4] * (x * x - y * y),
            )
        )
    raise ValueError(f"SH rotation is implemented for degrees 1 and 2, got {degree}")


def _fixed_directions(count: int = 32) -> torch.Tensor:
    """Well-spread unit directions (a Fibonacci sphere), float64."""
    i = torch.arange(count, dtype=torch.float64) + 0.5
    polar = torch.acos(1 - 2 * i / count)
    azimuth = math.pi * (1 + 5**0.5) * i
    return torch.stack(
        (polar.sin() * azimuth.cos(), polar.sin() * azimuth.sin(), polar.cos()), dim=-1
    )


def rotate_harmonics(harmonics: torch.Tensor, rotation: torch.Tensor) -> torch.Tensor:
    """Coefficients (S, ..., 3, D) of colours seen in frame A -> frame B, with ``rotation``
    (S, 3, 3) taking A to B (one rotation per leading index)."""
    degree = math.isqrt(harmonics.shape[-1]) - 1
    if (degree + 1) ** 2 != harmonics.shape[-1]:
        raise ValueError(f"harmonics need (degree+1)^2 coefficients, got {harmonics.shape[-1]}")
    dirs = _fixed_directions()  # (N, 3)
    rotated_dirs = dirs @ rotation.double()  # row d -> R^T d: (S, N, 3)
    extra = (1,) * (harmonics.ndim - 3)
    parts = [harmonics[..., :1]]
    for level in range(1, degree + 1):
        pinv = torch.linalg.pinv(_sh_basis(dirs, level))  # (N, K)
        rotated = _sh_basis(rotated_dirs, level).permute(1, 0, 2)  # (S, K, N)
        matrix = rotated @ pinv  # A per view: Y(R^T d) = A Y(d); coefficients c -> A^T c
        block = harmonics[..., level * level : (level + 1) ** 2].double()
        parts.append(
            (block @ matrix.view(matrix.shape[0], *extra, *matrix.shape[1:])).to(harmonics.dtype)
        )
    return torch.cat(parts, dim=-1)


def sh_mask(degree: int, dtype: torch.dtype = torch.float32) -> torch.Tensor:
    """The official damping of the predicted SH: 1 for degree 0, 0.1 x 0.25^l for degree l."""
    mask = torch.ones((degree + 1) ** 2, dtype=dtype)
    for level in range(1, degree + 1):
        mask[level * level : (level + 1) ** 2] = 0.1 * 0.25**level
    return mask


def gaussians_from_head(
    raw: torch.Tensor,
    density: torch.Tensor,
    depth: torch.Tensor,
    extrinsics: torch.Tensor,
    intrinsics: torch.Tensor,
    config: GaussianConfig,
    eps: float = 1e-8,
) -> dict[str, torch.Tensor]:
    """World-space Gaussians of one scene's S views.

    Args:
        raw: (S, H, W, raw_channels) the GS head's raw channels.
        density: (S, H, W) the GS head's opacity density in (0, 1).
        depth: (S, H, W) the depth head's depth.
        extrinsics: (S, 3|4, 4) world-to-camera; intrinsics: (S, 3, 3) at (H, W).

    Returns:
        ``means`` (G, 3), ``scales`` (G, 3), ``rotations`` (G, 4) w, x, y, z, ``harmonics``
        (G, 3, (degree+1)^2), ``opacities`` (G,), G = S x H x W (views in order, row-major).
    """
    views, height, width, channels = raw.shape
    if channels != config.raw_channels:
        raise ValueError(f"raw Gaussians need {config.raw_channels} channels, got {channels}")
    raw, depth = raw.float(), depth.float()
    cam_to_world = rigid_inverse(to_homogeneous(extrinsics.float()))
    k_norm = intrinsics.float().clone()
    k_norm[:, 0] /= width
    k_norm[:, 1] /= height
    if config.offset_depth:
        depth = depth + raw[..., -1]
        raw = raw[..., :-1]
    ys, xs = torch.meshgrid(
        (torch.arange(height, dtype=torch.float32) + 0.5) / height,
        (torch.arange(width, dtype=torch.float32) + 0.5) / width,
        indexing="ij",
    )
    xy = torch.stack((xs, ys), dim=-1).expand(views, height, width, 2)
    if config.offset_xy:
        xy = xy + raw[..., :2] / torch.tensor((width, height), dtype=torch.float32)
        raw = raw[..., 2:]
    pixels = torch.cat((xy, torch.ones_like(xy[..., :1])), dim=-1)
    rays = torch.einsum("sij,shwj->shwi", torch.linalg.inv(k_norm), pixels)
    rays = rays / rays.norm(dim=-1, keepdim=True)
    rotation = cam_to_world[:, :3, :3]
    directions = torch.einsum("sij,shwj->shwi", rotation, rays)
    means = cam_to_world[:, None, None, :3, 3] + directions * depth[..., None]

    d_sh = config.sh_coefficients
    scales, quats, harmonics = raw.split((3, 4, 3 * d_sh), dim=-1)
    scales = config.scale_min + (config.scale_max - config.scale_min) * scales.sigmoid()
    inv_focal = torch.linalg.inv(k_norm[:, :2, :2])
    pixel = torch.tensor((1 / width, 1 / height), dtype=torch.float32)
    multiplier = 0.1 * (inv_focal @ pixel).sum(dim=-1)  # (S,)
    scales = scales * depth[..., None] * multiplier[:, None, None, None]

    # The official adapter's quaternion bookkeeping, kept bit for bit since the GS head was
    # trained (and its Gaussians rendered) through it: the normalised channels are reordered
    # (c3, c0, c1, c2), read as a scalar-last quaternion, turned to the world frame, and the
    # world rotation's scalar-last quaternion (last component >= 0) is the result, which the
    # official exporter and renderer use as (w, x, y, z).
    quats = quats / (quats.norm(dim=-1, keepdim=True) + eps)
    cam_rot = quaternion_to_matrix(torch.cat((quats[..., 3:], quats[..., :3]), dim=-1))
    rotations = matrix_to_quaternion(rotation[:, None, None] @ cam_rot)

    harmonics = harmonics.unflatten(-1, (3, d_sh)) * sh_mask(config.sh_degree)
    if config.sh_degree > 0:
        harmonics = rotate_harmonics(harmonics, rotation)
    return {
        "means": means.reshape(-1, 3),
        "scales": scales.reshape(-1, 3),
        "rotations": rotations.reshape(-1, 4),
        "harmonics": harmonics.reshape(-1, 3, d_sh),
        "opacities": density.float().reshape(-1),
    }


def to_gaussians(fields: dict[str, torch.Tensor]) -> Gaussians:
    """``gaussians_from_head``'s tensors as the exports' ``Gaussians`` (numpy, ``.gs.ply``).

    Gaussians that no renderer can draw are left out: those behind their camera (depth plus
    predicted offset <= 0, hence non-positive scales), non-finite ones, and invisible ones
    (opacity 0). An opacity of exactly 1 (the sigmoid saturated in float32: the most opaque
    Gaussians) is kept as the largest float32 below 1, so that it has a logit.
    """
    fields = {**fields, "opacities": fields["opacities"].clamp(max=OPACITY_MAX)}
    keep = (fields["scales"] > 0).all(-1) & (fields["opacities"] > 0)
    for name in FIELDS:
        keep &= (
            torch.isfinite(fields[name]).flatten(1).all(-1)
            if fields[name].ndim > 1
            else (torch.isfinite(fields[name]))
        )
    return Gaussians(**{name: fields[name][keep].detach().cpu().numpy() for name in FIELDS})
