"""The DA3 network: backbone + head (+ camera modules), named as in the official checkpoints."""

from __future__ import annotations

from typing import TYPE_CHECKING

import torch
from torch import nn

from ..config.options import check_count
from ..config.parts import PATCH_SIZE
from .camera import CameraDecoder, CameraEncoder
from .cameras import cameras_to_pose_encoding, pose_encoding_to_cameras
from .dinov2 import DinoV2
from .dpt import DPTHead
from .dual_dpt import DualDPTHead
from .gs_head import GaussianHead
from .traced_tables import exporting

if TYPE_CHECKING:
    from ..config.schema import DA3Config

# Views per head call in ``forward_views``: the head's full-resolution maps dominate the
# activation memory, so it runs on a few views at a time (the official head runs 8).
HEAD_VIEWS_PER_CALL = 4
DESCRIPTOR_DIM = 256  # frame descriptors for loop retrieval: at most this many values


def frame_descriptors(features: torch.Tensor) -> torch.Tensor:
    """(V, P, C) backbone tokens of V frames -> (V, min(C, DESCRIPTOR_DIM)) float32 unit
    vectors: the tokens' mean, its channels averaged in equal groups down to DESCRIPTOR_DIM
    (a few KB a frame, for loop-closure retrieval without extra weights)."""
    pooled = features.float().mean(dim=1)
    if pooled.shape[-1] > DESCRIPTOR_DIM:
        pooled = nn.functional.adaptive_avg_pool1d(pooled[:, None], DESCRIPTOR_DIM)[:, 0]
    return nn.functional.normalize(pooled, dim=-1)


def _check_size(height: int, width: int) -> None:
    if height % PATCH_SIZE or width % PATCH_SIZE:
        raise ValueError(f"image sides must be multiples of {PATCH_SIZE}, got {height}x{width}")


class DepthAnything3Network(nn.Module):
    """Images (B, 3, H, W), ImageNet-normalised, sides multiples of 14 -> head outputs.

    Output dict of ``forward`` (each image on its own): ``depth`` (B, H, W) (exp-activated
    head output, before any metric scaling or sky fill), ``sky`` (DPT models), ``conf``
    (any-view models), and for any-view models the camera head's ``extrinsics`` (B, 3, 4)
    world-to-camera (identity rotation up to the network's error for a single view) and
    ``intrinsics`` (B, 3, 3) at (H, W). ``forward_views`` runs several views of a scene together.
    """

    def __init__(self, config: DA3Config) -> None:
        super().__init__()
        self.config = config
        self.backbone = DinoV2(config.backbone)
        head_cls = DPTHead if config.head.kind == "dpt" else DualDPTHead
        self.head = head_cls(config.head)
        if config.camera is not None:
            self.cam_enc = CameraEncoder(config.camera)
            self.cam_dec = CameraDecoder(config.camera)
        if config.gaussians is not None:
            self.gs_head = GaussianHead(config.gaussians)

    @property
    def has_camera(self) -> bool:
        """Whether the network has the camera encoder / decoder (any-view models)."""
        return self.config.camera is not None

    def clear_caches(self) -> None:
        """Forget per-input-size caches (position embeddings, RoPE and UV tables)."""
        self.backbone.pretrained.clear_caches()
        if self.head.uv is not None:
            self.head.uv.clear()
        if self.config.gaussians is not None:
            self.gs_head.uv.clear()

    def forward(self, images: torch.Tensor) -> dict[str, torch.Tensor]:
        if images.ndim != 4 or images.shape[1] != 3:
            raise ValueError(f"expected images of shape (B, 3, H, W), got {tuple(images.shape)}")
        height, width = images.shape[-2:]
        _check_size(height, width)
        out = self.backbone.pretrained.run(images[:, None])
        result = self.head(out.features, height, width)
        if self.has_camera:
            extrinsics, intrinsics = self.decode_cameras(out.camera_token, (height, width))
            result["extrinsics"], result["intrinsics"] = extrinsics, intrinsics
        return result

    def decode_cameras(
        self, camera_token: torch.Tensor, image_size: tuple[int, int]
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """Camera tokens (..., D) -> (extrinsics (..., 3, 4) world-to-camera, intrinsics)."""
        return pose_encoding_to_cameras(self.cam_dec(camera_token.float()), image_size)

    def encode_cameras(
        self, extrinsics: torch.Tensor, intrinsics: torch.Tensor, image_size: tuple[int, int]
    ) -> torch.Tensor:
        """Known cameras (B, S, 3|4, 4) world-to-camera and (B, S, 3, 3) -> tokens (B, S, D)."""
        return self.cam_enc(cameras_to_pose_encoding(extrinsics, intrinsics, image_size))

    def forward_views(
        self,
        views: torch.Tensor,
        *,
        extrinsics: torch.Tensor | None = None,
        intrinsics: torch.Tensor | None = None,
        ref_view: str = "saddle_balanced",
        with_rays: bool = False,
        with_gaussians: bool = False,
        head_views: int = HEAD_VIEWS_PER_CALL,
    ) -> dict[str, torch.Tensor]:
        """Views (B, S, 3, H, W) of B scenes, the views of each scene seen together.

        Known cameras (``extrinsics`` (B, S, 4, 4) world-to-camera, already normalised as the
        official API does, with ``intrinsics`` (B, S, 3, 3) at (H, W)) condition the
        backbone through the camera encoder; the reference view is then view 0. Returns
        ``depth``, ``conf`` (B, S, H, W), ``extrinsics`` (B, S, 3, 4), ``intrinsics``
        (B, S, 3, 3) from the camera head, ``ref_index`` (B,), ``descriptors`` (B, S, D) (the
        last feature map pooled, ``frame_descriptors``), and with ``with_rays`` the ray
        map ``ray`` (B, S, h, w, 6) and ``ray_conf`` (B, S, h, w); with ``with_gaussians``
        (DA3-GIANT) the GS head's ``gs_raw`` (B, S, H, W, C) and ``gs_density`` (B, S, H, W),
        which ``geometry.gaussians.gaussians_from_head`` turns into world-space Gaussians.
        """
        head_views = check_count("head_views", head_views, 1)  # 0 sliced empty batches
        if with_gaussians and self.config.gaussians is None:
            raise ValueError(f"{self.config.model_name} has no 3D-Gaussian head (DA3-GIANT has)")
        if not self.has_camera:
            raise ValueError(f"{self.config.model_name} has no camera head: views run one by one")
        if views.ndim != 5 or views.shape[2] != 3:
            raise ValueError(f"expected views of shape (B, S, 3, H, W), got {tuple(views.shape)}")
        if (extrinsics is None) != (intrinsics is None):
            raise ValueError("known cameras need both extrinsics and intrinsics")
        batch, count, _, height, width = views.shape
        _check_size(height, width)
        tokens = None
        if extrinsics is not None:
            tokens = self.encode_cameras(extrinsics, intrinsics, (height, width))
        out = self.backbone.pretrained.run(views, tokens, ref_view)
        total = batch * count
        flat_views = views.flatten(0, 1)
        parts = []
        # while exporting, one head call for all views (the view count is a graph symbol)
        starts = (0,) if exporting() else range(0, total, max(1, head_views))
        step = total if exporting() else head_views
        for s in starts:
            feats = [f[s : s + step] for f in out.features]
            part = self.head(feats, height, width, with_rays)
            if with_gaussians:
                part["gs_raw"], part["gs_density"] = self.gs_head(feats, flat_views[s : s + step])
            parts.append(part)
        result = {
            k: torch.cat([p[k] for p in parts]).unflatten(0, (batch, count)) for k in parts[0]
        }
        cam_ext, cam_int = self.decode_cameras(out.camera_token, (height, width))
        result["extrinsics"] = cam_ext.unflatten(0, (batch, count))
        result["intrinsics"] = cam_int.unflatten(0, (batch, count))
        result["ref_index"] = out.ref_index
        result["descriptors"] = frame_descriptors(out.features[-1]).unflatten(0, (batch, count))
        return result
