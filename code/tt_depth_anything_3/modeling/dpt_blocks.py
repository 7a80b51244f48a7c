"""Building blocks shared by the DPT, DualDPT and 3D-Gaussian heads (reassemble, fusion, UV
embedding), and ``FusionTrunk``: the part of those heads that is the same in all three."""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from ..config.lru import LruCache
from ..config.parts import PATCH_SIZE, HeadConfig
from .traced_tables import exporting, uv_embedding

# UV embeddings a head holds, one per (channels, map size, aspect, dtype, device): a forward
# uses one per pyramid level and one for the fused map (5), so 24 keeps four input sizes.
UV_EMBEDDINGS_HELD = 24


class Permute(nn.Module):
    """``Tensor.permute`` as a module (kept for the official ``nn.Sequential`` indices)."""

    def __init__(self, dims: tuple[int, ...]) -> None:
        super().__init__()
        self.dims = dims

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.permute(*self.dims)


HEAD_FEATURES_2 = 32  # channels of every head's last hidden layer


def output_branch(features: int, out_dim: int) -> nn.Sequential:
    """3x3 conv (features/2 -> 32), ReLU, 1x1 conv (32 -> out_dim)."""
    return nn.Sequential(
        nn.Conv2d(features // 2, HEAD_FEATURES_2, 3, 1, 1),
        nn.ReLU(inplace=True),
        nn.Conv2d(HEAD_FEATURES_2, out_dim, 1, 1, 0),
    )


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
            size = (x.shape[-2] * 2, x.shape[-1] * 2)  # symbols while exporting, no int()
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

    def centres(span: float, steps: int) -> torch.Tensor:  # pixel centres across [-span, span]
        end = span * (steps - 1) / steps
        return torch.linspace(-end, end, steps=steps, dtype=dtype, device=device)

    xs, ys = centres(aspect_ratio / diag, width), centres(1.0 / diag, height)
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
    """Caches ``uv_position_embedding`` per (channels, size, aspect, dtype, device): the
    ``UV_EMBEDDINGS_HELD`` most recently used."""

    def __init__(self) -> None:
        self.cache: LruCache[tuple, torch.Tensor] = LruCache(UV_EMBEDDINGS_HELD)

    def clear(self) -> None:
        self.cache.clear()

    def add(self, x: torch.Tensor, image_h: int, image_w: int) -> torch.Tensor:
        if exporting():  # graph ops of the sizes, not cached
            emb = uv_embedding(
                x.shape[1], x.shape[-2], x.shape[-1], image_h, image_w, x.dtype, x.device
            )
            return x + emb
        key = (x.shape[1], x.shape[-2], x.shape[-1], image_w / image_h, x.dtype, x.device)
        emb = self.cache.get(key)
        if emb is None:
            emb = uv_position_embedding(
                x.shape[1], x.shape[-2], x.shape[-1], image_w / image_h, x.dtype, x.device
            )
            if not torch.is_grad_enabled():
                self.cache.put(key, emb)
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


def add_fusion_chain(
    scratch: nn.Module, features: int, last_residual: bool = False, suffix: str = ""
) -> None:
    """``refinenet1`` .. ``refinenet4`` (+ ``suffix``) on ``scratch``: the chain ``fuse_levels``
    runs. Level 4 has no lateral input, so its residual unit exists only where a checkpoint
    holds it (``last_residual``: Depth Anything V2's)."""
    for level in (1, 2, 3, 4):
        residual = level != 4 or last_residual
        setattr(scratch, f"refinenet{level}{suffix}", FeatureFusionBlock(features, residual))


class FusionTrunk(nn.Module):
    """What the DPT, DualDPT and 3D-Gaussian heads share, named as in the official checkpoints:
    ``norm`` on the tokens, ``projects`` and ``resize_layers`` (reassemble), ``scratch`` with
    ``layer1_rn`` .. ``layer4_rn``, the ``refinenet`` chain and ``output_conv1``, and the UV
    embedding cache ``uv`` (None without one). Each head adds its outputs to ``scratch``."""

    def __init__(self, config: HeadConfig, norm: nn.Module, last_residual: bool, uv: bool) -> None:
        super().__init__()
        features = config.features
        self.norm = norm
        self.projects, self.resize_layers = make_projections(config)
        self.scratch = make_scratch(config)
        add_fusion_chain(self.scratch, features, last_residual)
        self.scratch.output_conv1 = nn.Conv2d(features, features // 2, 3, 1, 1)
        self.uv = UVEmbeddingCache() if uv else None

    def levels(
        self, feats: list[torch.Tensor], height: int, width: int, contiguous: bool
    ) -> list[torch.Tensor]:
        """Four token maps -> the reassembled pyramid at ``features`` channels
        (``tokens_to_pyramid``, then ``layerN_rn``)."""
        pyramid = tokens_to_pyramid(
            feats,
            height // PATCH_SIZE,
            width // PATCH_SIZE,
            self.norm,
            self.projects,
            self.resize_layers,
            self.uv,
            (height, width),
            contiguous,
        )
        return adapt_levels(self.scratch, pyramid)

    def fused(self, levels: list[torch.Tensor], height: int, width: int) -> torch.Tensor:
        """The fusion chain, ``output_conv1`` (before the resize: the larger input is freed
        first), then bilinear to the network input size."""
        fused = self.scratch.output_conv1(fuse_levels(self.scratch, levels))
        return to_image_size(fused, height // PATCH_SIZE, width // PATCH_SIZE)
