"""Building blocks shared by the DPT and DualDPT heads (reassemble, fusion, UV embedding)."""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from ..config import PATCH_SIZE, HeadConfig


class Permute(nn.Module):
    """``Tensor.permute`` as a module (kept for the official ``nn.Sequential`` indices)."""

    def __init__(self, dims: tuple[int, ...]) -> None:
        super().__init__()
        self.dims = dims

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.permute(*self.dims)


class ResidualConvUnit(nn.Module):
    """x + conv2(relu(conv1(relu(x))))."""

    def __init__(self, features: int) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(features, features, 3, 1, 1)
        self.conv2 = nn.Conv2d(features, features, 3, 1, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.conv2(F.relu(self.conv1(F.relu(x)))) + x


class FeatureFusionBlock(nn.Module):
    """Top-down fusion: (+ residual unit of the lateral input), residual unit, 2x or sized
    bilinear upsample (align_corners=True), 1x1 conv.

    The 1x1 conv runs before the upsample: bilinear resizing mixes each channel's pixels with
    weights summing to 1, and a 1x1 conv (bias included) mixes channels per pixel, so the two
    commute exactly in real arithmetic; run at the lower resolution, the conv does a quarter of
    the work (DA3Metric-Large at 504x336: 65 -> 34 ms for ``refinenet1``). Float rounding
    differs from the official order within the parity gates.
    """

    def __init__(self, features: int, has_residual: bool = True) -> None:
        super().__init__()
        self.resConfUnit1 = ResidualConvUnit(features) if has_residual else None
        self.resConfUnit2 = ResidualConvUnit(features)
        self.out_conv = nn.Conv2d(features, features, 1, 1, 0)

    def forward(
        self,
        x: torch.Tensor,
        lateral: torch.Tensor | None = None,
        size: tuple[int, int] | None = None,
    ) -> torch.Tensor:
        if lateral is not None and self.resConfUnit1 is not None:
            x = x + self.resConfUnit1(lateral)
        x = self.resConfUnit2(x)
        if size is None:
            size = (int(x.shape[-2] * 2), int(x.shape[-1] * 2))
        return F.interpolate(self.out_conv(x), size=size, mode="bilinear", align_corners=True)


def make_scratch(config: HeadConfig) -> nn.Module:
    """``head.scratch``: 3x3 convs bringing each level to ``features`` channels."""
    scratch = nn.Module()
    for level, channels in enumerate(config.out_channels, start=1):
        setattr(
            scratch, f"layer{level}_rn", nn.Conv2d(channels, config.features, 3, 1, 1, bias=False)
        )
    return scratch


def make_projections(config: HeadConfig) -> tuple[nn.ModuleList, nn.ModuleList]:
    """(projects, resize_layers): 1x1 convs, then rescaling to 4x, 2x, 1x, 1/2x the patch grid
    (transposed convs with kernel == stride, identity, stride-2 conv)."""
    c = config.out_channels
    projects = nn.ModuleList(nn.Conv2d(config.dim_in, oc, 1, 1, 0) for oc in c)
    resize_layers = nn.ModuleList(
        [
            nn.ConvTranspose2d(c[0], c[0], kernel_size=4, stride=4, padding=0),
            nn.ConvTranspose2d(c[1], c[1], kernel_size=2, stride=2, padding=0),
            nn.Identity(),
            nn.Conv2d(c[3], c[3], kernel_size=3, stride=2, padding=1),
        ]
    )
    return projects, resize_layers


def uv_position_embedding(
    channels: int, height: int, width: int, aspect_ratio: float, dtype: torch.dtype, device
) -> torch.Tensor:
    """The official UV sin/cos embedding (1, C, H, W), already multiplied by 0.1."""
    diag = (aspect_ratio**2 + 1.0) ** 0.5
    span_x, span_y = aspect_ratio / diag, 1.0 / diag
    xs = torch.linspace(
        -span_x * (width - 1) / width,
        span_x * (width - 1) / width,
        steps=width,
        dtype=dtype,
        device=device,
    )
    ys = torch.linspace(
        -span_y * (height - 1) / height,
        span_y * (height - 1) / height,
        steps=height,
        dtype=dtype,
        device=device,
    )
    uu, vv = torch.meshgrid(xs, ys, indexing="xy")
    grid = torch.stack((uu, vv), dim=-1).reshape(-1, 2)

    def sincos(half: int, pos: torch.Tensor) -> torch.Tensor:
        omega = torch.arange(half // 2, dtype=torch.float32, device=device) / (half / 2.0)
        omega = 1.0 / 100.0**omega
        out = torch.einsum("m,d->md", pos.reshape(-1), omega)
        return torch.cat((out.sin(), out.cos()), dim=1).float()

    emb = torch.cat((sincos(channels // 2, grid[:, 0]), sincos(channels // 2, grid[:, 1])), -1)
    emb = emb.view(height, width, channels) * 0.1
    return emb.permute(2, 0, 1)[None]


class UVEmbeddingCache:
    """Caches ``uv_position_embedding`` per (channels, size, aspect, dtype, device)."""

    def __init__(self) -> None:
        self._cache: dict[tuple, torch.Tensor] = {}

    def clear(self) -> None:
        self._cache.clear()

    def add(self, x: torch.Tensor, image_h: int, image_w: int) -> torch.Tensor:
        key = (x.shape[1], x.shape[-2], x.shape[-1], image_w / image_h, x.dtype, x.device)
        emb = self._cache.get(key)
        if emb is None:
            emb = uv_position_embedding(
                x.shape[1], x.shape[-2], x.shape[-1], image_w / image_h, x.dtype, x.device
            )
            if not torch.is_grad_enabled():
                self._cache[key] = emb
        return x + emb


def tokens_to_pyramid(
    feats: list[torch.Tensor],
    grid_h: int,
    grid_w: int,
    norm: nn.Module,
    projects: nn.ModuleList,
    resize_layers: nn.ModuleList,
    uv: UVEmbeddingCache | None,
    image_size: tuple[int, int],
    contiguous: bool,
) -> list[torch.Tensor]:
    """Reassemble: norm, tokens -> map, 1x1 projection, optional UV embedding, rescale.

    The token map is a channels-last view of the tokens; ``contiguous`` copies it to NCHW
    first. The official DPT does, the official DualDPT does not; following each keeps the
    convolution arithmetic (and so the float32 rounding) identical to the reference.
    """
    pyramid = []
    for level, tokens in enumerate(feats):
        x = norm(tokens)
        x = x.permute(0, 2, 1)
        if contiguous:
            x = x.contiguous()
        x = x.reshape(x.shape[0], x.shape[1], grid_h, grid_w)
        x = projects[level](x)
        if uv is not None:
            x = uv.add(x, *image_size)
        pyramid.append(resize_layers[level](x))
    return pyramid


def adapt_levels(scratch: nn.Module, pyramid: list[torch.Tensor]) -> list[torch.Tensor]:
    """``layer1_rn`` .. ``layer4_rn``: every pyramid level to ``features`` channels."""
    return [getattr(scratch, f"layer{i}_rn")(x) for i, x in enumerate(pyramid, start=1)]


def fuse_levels(scratch: nn.Module, levels: list[torch.Tensor], suffix: str = "") -> torch.Tensor:
    """Top-down fusion ``refinenet4`` -> ``refinenet1`` (``suffix`` "_aux": the ray chain),
    ending at twice the resolution of level 1."""
    l1, l2, l3, l4 = levels
    out = getattr(scratch, f"refinenet4{suffix}")(l4, size=l3.shape[2:])
    out = getattr(scratch, f"refinenet3{suffix}")(out, l3, size=l2.shape[2:])
    out = getattr(scratch, f"refinenet2{suffix}")(out, l2, size=l1.shape[2:])
    return getattr(scratch, f"refinenet1{suffix}")(out, l1)


def to_image_size(x: torch.Tensor, grid_h: int, grid_w: int) -> torch.Tensor:
    """Bilinear (align_corners=True) resize of a head map to the network input size."""
    return F.interpolate(
        x, size=(grid_h * PATCH_SIZE, grid_w * PATCH_SIZE), mode="bilinear", align_corners=True
    )


def activate(x: torch.Tensor, activation: str) -> torch.Tensor:
    """The official output activations."""
    if activation == "exp":
        return torch.exp(x)
    if activation == "expp1":
        return torch.exp(x) + 1
    if activation == "relu":
        return torch.relu(x)
    if activation == "sigmoid":
        return torch.sigmoid(x)
    if activation == "linear":
        return x
    raise ValueError(f"unknown activation {activation!r}")
