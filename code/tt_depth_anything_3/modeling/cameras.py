"""Camera conventions and the 9-vector pose encoding of the DA3 camera head.

Extrinsics are world-to-camera, OpenCV axes (x right, y down, z forward), (..., 3, 4) or
(..., 4, 4). Intrinsics are (..., 3, 3) pixel matrices. The pose encoding (official
``extri_intri_to_pose_encoding``) describes the camera-to-world pose: translation (3),
quaternion XYZW with non-negative W (4), then the vertical and horizontal fields of view
``2 atan(H / 2 / fy)``, ``2 atan(W / 2 / fx)``; decoding puts the principal point at the image
centre (W / 2, H / 2).
"""

from __future__ import annotations

import torch
import torch.nn.functional as F


def rigid_inverse(matrix: torch.Tensor) -> torch.Tensor:
    """Inverse of rigid transforms (..., 3, 4) or (..., 4, 4), returned in the same shape."""
    if matrix.shape[-2:] not in ((3, 4), (4, 4)):
        raise ValueError(f"expected (..., 3, 4) or (..., 4, 4) matrices, got {tuple(matrix.shape)}")
    rot_t = matrix[..., :3, :3].transpose(-1, -2)
    trans = -rot_t @ matrix[..., :3, 3:]
    top = torch.cat((rot_t, trans), dim=-1)
    if matrix.shape[-2] == 3:
        return top
    return torch.cat((top, matrix[..., 3:, :]), dim=-2)


def to_homogeneous(matrix: torch.Tensor) -> torch.Tensor:
    """(..., 3, 4) -> (..., 4, 4) with a (0, 0, 0, 1) last row; (..., 4, 4) unchanged."""
    if matrix.shape[-2:] == (4, 4):
        return matrix
    if matrix.shape[-2:] != (3, 4):
        raise ValueError(f"expected (..., 3, 4) or (..., 4, 4) matrices, got {tuple(matrix.shape)}")
    row = torch.zeros_like(matrix[..., :1, :])
    row[..., 0, 3] = 1.0
    return torch.cat((matrix, row), dim=-2)


def quaternion_to_matrix(quaternion: torch.Tensor) -> torch.Tensor:
    """Quaternions (..., 4) XYZW (any norm) -> rotation matrices (..., 3, 3)."""
    x, y, z, w = quaternion.unbind(-1)
    s = 2.0 / (quaternion * quaternion).sum(-1)
    rows = (
        1 - s * (y * y + z * z), s * (x * y - z * w), s * (x * z + y * w),
        s * (x * y + z * w), 1 - s * (x * x + z * z), s * (y * z - x * w),
        s * (x * z - y * w), s * (y * z + x * w), 1 - s * (x * x + y * y),
    )  # fmt: skip
    return torch.stack(rows, dim=-1).reshape(quaternion.shape[:-1] + (3, 3))


def matrix_to_quaternion(matrix: torch.Tensor) -> torch.Tensor:
    """Rotation matrices (..., 3, 3) -> unit quaternions (..., 4) XYZW with W >= 0.

    Of the four algebraically equal solutions, the one with the largest denominator is used
    (well conditioned for every rotation).
    """
    if matrix.shape[-2:] != (3, 3):
        raise ValueError(f"expected (..., 3, 3) rotations, got {tuple(matrix.shape)}")
    m = matrix.reshape(matrix.shape[:-2] + (9,)).unbind(-1)
    m00, m01, m02, m10, m11, m12, m20, m21, m22 = m
    diag = torch.stack(
        (1 + m00 + m11 + m22, 1 + m00 - m11 - m22, 1 - m00 + m11 - m22, 1 - m00 - m11 + m22),
        dim=-1,
    )
    root = torch.where(diag > 0, diag.clamp(min=0).sqrt(), torch.zeros_like(diag))
    # Row k: the quaternion (w, x, y, z) scaled by 4 * (its k-th component).
    candidates = torch.stack(
        (
            torch.stack((root[..., 0] ** 2, m21 - m12, m02 - m20, m10 - m01), dim=-1),
            torch.stack((m21 - m12, root[..., 1] ** 2, m10 + m01, m02 + m20), dim=-1),
            torch.stack((m02 - m20, m10 + m01, root[..., 2] ** 2, m12 + m21), dim=-1),
            torch.stack((m10 - m01, m20 + m02, m21 + m12, root[..., 3] ** 2), dim=-1),
        ),
        dim=-2,
    )
    candidates = candidates / (2.0 * root[..., None].clamp(min=0.1))
    best = F.one_hot(root.argmax(dim=-1), num_classes=4).to(candidates.dtype)
    wxyz = (candidates * best[..., None]).sum(dim=-2)
    xyzw = wxyz[..., [1, 2, 3, 0]]
    return torch.where(xyzw[..., 3:4] < 0, -xyzw, xyzw)


def pose_encoding_to_cameras(
    encoding: torch.Tensor, image_size: tuple[int, int]
) -> tuple[torch.Tensor, torch.Tensor]:
    """Pose encodings (..., 9) -> (world-to-camera extrinsics (..., 3, 4), intrinsics (..., 3, 3))
    for images of ``image_size`` (H, W)."""
    if encoding.shape[-1] != 9:
        raise ValueError(f"pose encoding must end in 9 values, got {tuple(encoding.shape)}")
    height, width = image_size
    rotation = quaternion_to_matrix(encoding[..., 3:7])
    cam_to_world = torch.cat((rotation, encoding[..., :3, None]), dim=-1)
    fy = (height / 2.0) / torch.clamp(torch.tan(encoding[..., 7] / 2.0), 1e-6)
    fx = (width / 2.0) / torch.clamp(torch.tan(encoding[..., 8] / 2.0), 1e-6)
    intrinsics = torch.zeros(encoding.shape[:-1] + (3, 3), dtype=encoding.dtype,
                             device=encoding.device)  # fmt: skip
    intrinsics[..., 0, 0] = fx
    intrinsics[..., 1, 1] = fy
    intrinsics[..., 0, 2] = width / 2.0
    intrinsics[..., 1, 2] = height / 2.0
    intrinsics[..., 2, 2] = 1.0
    return rigid_inverse(cam_to_world), intrinsics


def cameras_to_pose_encoding(
    extrinsics: torch.Tensor, intrinsics: torch.Tensor, image_size: tuple[int, int]
) -> torch.Tensor:
    """World-to-camera extrinsics (..., 3|4, 4) and intrinsics (..., 3, 3) -> encodings (..., 9)."""
    height, width = image_size
    cam_to_world = rigid_inverse(extrinsics)
    quaternion = matrix_to_quaternion(cam_to_world[..., :3, :3])
    fov_h = 2 * torch.atan((height / 2) / intrinsics[..., 1, 1])
    fov_w = 2 * torch.atan((width / 2) / intrinsics[..., 0, 0])
    return torch.cat(
        (cam_to_world[..., :3, 3], quaternion, fov_h[..., None], fov_w[..., None]), dim=-1
    ).float()
