"""DINOv2 ViT backbone with the DA3 extensions (camera token, alternating attention, RoPE, QK-norm).

Module and parameter names follow the official code (``backbone.pretrained.blocks.0.attn.qkv``)
so that official checkpoints load unchanged. Work that depends only on the input size
(interpolated position embedding, RoPE tables) is computed once per size and cached; while
``torch.export`` traces, it is computed from the input's shape by graph ops (``traced_tables``).
"""

from __future__ import annotations

import math
from typing import NamedTuple

import torch
import torch.nn.functional as F
from torch import nn

from ..config.lru import LruCache
from ..config.parts import PATCH_SIZE, BackboneConfig
from .reference_view import MIN_VIEWS_FOR_SELECTION, check_strategy, select_reference_view
from .rope import RotaryPositionEmbedding2D
from .traced_tables import exporting, resized_pos_embed, size_scalar

# Resized position embeddings held, one per (grid, dtype, device): 8 sizes (each 5 MB for a
# ViT-L at 504 x 504); unbounded, every new image shape added its own.
POS_EMBEDS_HELD = 8


class BackboneOutput(NamedTuple):
    """What the backbone gives the heads.

    features: four (B*S, H/14*W/14, output_dim) token maps; camera_token: (B*S, output_dim)
    token 0 of the last taken layer (local and global halves, not normalised) for the camera
    decoder; ref_index: (B,) the reference view of each scene (0 when none was chosen).
    """

    features: list[torch.Tensor]
    camera_token: torch.Tensor | None
    ref_index: torch.Tensor


class PatchEmbed(nn.Module):
    """Image (B, 3, H, W) to patch tokens (B, H/14 * W/14, D) with a stride-14 convolution."""

    def __init__(self, embed_dim: int, patch_size: int = PATCH_SIZE, in_chans: int = 3) -> None:
        super().__init__()
        self.patch_size = patch_size
        self.proj = nn.Conv2d(in_chans, embed_dim, kernel_size=patch_size, stride=patch_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        height, width = x.shape[-2:]
        if height % self.patch_size or width % self.patch_size:
            raise ValueError(
                f"input size {height}x{width} must be a multiple of "
                f"the patch size {self.patch_size}"
            )
        return self.proj(x).flatten(2).transpose(1, 2)


class LayerScale(nn.Module):
    def __init__(self, dim: int) -> None:
        super().__init__()
        self.gamma = nn.Parameter(torch.ones(dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.gamma


class Mlp(nn.Module):
    """fc1 -> GELU -> fc2 (``dim`` -> ``hidden`` -> ``dim_out``, default ``dim``): the ViT's
    MLP, and the camera encoder's and its blocks'."""

    def __init__(self, dim: int, hidden: int, dim_out: int | None = None) -> None:
        super().__init__()
        self.fc1 = nn.Linear(dim, hidden)
        self.act = nn.GELU()
        self.fc2 = nn.Linear(hidden, dim if dim_out is None else dim_out)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(self.act(self.fc1(x)))


class SwiGLU(nn.Module):
    """ViT-g's MLP (official ``SwiGLUFFNFused``): w12 -> (x1, x2), SiLU(x1) * x2 -> w3."""

    def __init__(self, dim: int, hidden: int) -> None:
        super().__init__()
        self.w12 = nn.Linear(dim, 2 * hidden)
        self.w3 = nn.Linear(hidden, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x1, x2 = self.w12(x).chunk(2, dim=-1)
        return self.w3(F.silu(x1) * x2)


class Attention(nn.Module):
    """Multi-head self-attention with optional QK LayerNorm and 2D RoPE."""

    def __init__(self, dim: int, num_heads: int, qk_norm: bool, use_rope: bool) -> None:
        super().__init__()
        self.num_heads = num_heads
        head_dim = dim // num_heads
        self.qkv = nn.Linear(dim, dim * 3)
        self.q_norm = nn.LayerNorm(head_dim) if qk_norm else nn.Identity()
        self.k_norm = nn.LayerNorm(head_dim) if qk_norm else nn.Identity()
        self.proj = nn.Linear(dim, dim)
        self.use_rope = use_rope

    def forward(
        self, x: torch.Tensor, rope: tuple[torch.Tensor, torch.Tensor] | None = None
    ) -> torch.Tensor:
        batch, tokens, dim = x.shape
        qkv = self.qkv(x).reshape(batch, tokens, 3, self.num_heads, dim // self.num_heads)
        q, k, v = qkv.permute(2, 0, 3, 1, 4).unbind(0)
        q, k = self.q_norm(q), self.k_norm(k)
        if self.use_rope and rope is not None:
            q = RotaryPositionEmbedding2D.apply(q, *rope)
            k = RotaryPositionEmbedding2D.apply(k, *rope)
        x = F.scaled_dot_product_attention(q, k, v)
        return self.proj(x.transpose(1, 2).reshape(batch, tokens, dim))


class Block(nn.Module):
    """Pre-norm transformer block with LayerScale: x + ls1(attn(norm1 x)), then the MLP."""

    def __init__(self, config: BackboneConfig, index: int) -> None:
        super().__init__()
        dim = config.embed_dim
        qk_norm = config.qknorm_start != -1 and index >= config.qknorm_start
        use_rope = config.rope_start != -1 and index >= config.rope_start
        self.norm1 = nn.LayerNorm(dim, eps=1e-6)
        self.attn = Attention(dim, config.num_heads, qk_norm=qk_norm, use_rope=use_rope)
        self.ls1 = LayerScale(dim)
        self.norm2 = nn.LayerNorm(dim, eps=1e-6)
        ffn = SwiGLU if config.ffn == "swiglu" else Mlp
        self.mlp = ffn(dim, config.ffn_hidden)
        self.ls2 = LayerScale(dim)

    def forward(
        self, x: torch.Tensor, rope: tuple[torch.Tensor, torch.Tensor] | None = None
    ) -> torch.Tensor:
        x = x + self.ls1(self.attn(self.norm1(x), rope))
        return x + self.ls2(self.mlp(self.norm2(x)))


class DinoVisionTransformer(nn.Module):
    """The ViT itself (``backbone.pretrained`` in the official checkpoints)."""

    def __init__(self, config: BackboneConfig) -> None:
        super().__init__()
        self.config = config
        dim = config.embed_dim
        grid = config.img_size // PATCH_SIZE
        self.patch_embed = PatchEmbed(dim)
        self.cls_token = nn.Parameter(torch.zeros(1, 1, dim))
        if config.alt_start != -1:
            self.camera_token = nn.Parameter(torch.zeros(1, 2, dim))
        if config.mask_token:  # DINOv2's masked-training token: in the checkpoint, unused here
            self.mask_token = nn.Parameter(torch.zeros(1, dim))
        self.pos_embed = nn.Parameter(torch.zeros(1, grid * grid + 1, dim))
        self.blocks = nn.ModuleList(Block(config, i) for i in range(config.depth))
        self.norm = nn.LayerNorm(dim, eps=config.norm_eps)
        self.rope = (
            RotaryPositionEmbedding2D(config.head_dim, config.rope_frequency)
            if config.rope_start != -1
            else None
        )
        self.pos_embed_cache: LruCache[tuple, torch.Tensor] = LruCache(POS_EMBEDS_HELD)

    def clear_caches(self) -> None:
        """Drop per-input-size caches (call after changing weights in place)."""
        self.pos_embed_cache.clear()
        if self.rope is not None:
            self.rope.clear_cache()

    def interpolated_pos_embed(self, grid_h: int, grid_w: int, dtype: torch.dtype) -> torch.Tensor:
        """Position embedding resized (bicubic) to a grid; cached per size (the
        ``POS_EMBEDS_HELD`` most recently used).

        ``pos_embed_resize == "offset"``: the official DINOv2 scale factor (n + 0.1) / side;
        ``"size"``: transformers' resize to exactly (grid_h, grid_w). While exporting, the
        same resize as graph ops of the grid size (``traced_tables``), not cached."""
        if exporting():
            return resized_pos_embed(
                self.pos_embed, grid_h, grid_w, self.config.pos_embed_resize
            ).to(dtype)
        key = (grid_h, grid_w, dtype, self.pos_embed.device)
        cached = self.pos_embed_cache.get(key)
        if cached is not None:
            return cached
        stored = self.pos_embed.shape[1] - 1
        side = int(math.sqrt(stored))
        if grid_h * grid_w == stored and grid_h == grid_w:
            result = self.pos_embed.detach().to(dtype)
        else:
            pos = self.pos_embed.detach().float()
            patch_pos = pos[:, 1:].reshape(1, side, side, -1).permute(0, 3, 1, 2)
            if self.config.pos_embed_resize == "size":
                patch_pos = F.interpolate(
                    patch_pos, size=(grid_h, grid_w), mode="bicubic", align_corners=False
                )
            else:
                patch_pos = F.interpolate(
                    patch_pos,
                    mode="bicubic",
                    antialias=False,
                    scale_factor=((grid_h + 0.1) / side, (grid_w + 0.1) / side),
                )
            if patch_pos.shape[-2:] != (grid_h, grid_w):
                raise RuntimeError(f"position embedding resized to {tuple(patch_pos.shape[-2:])}")
            patch_pos = patch_pos.permute(0, 2, 3, 1).reshape(1, grid_h * grid_w, -1)
            result = torch.cat((pos[:, :1], patch_pos), dim=1).to(dtype)
        if not torch.is_grad_enabled():
            self.pos_embed_cache.put(key, result)
        return result

    def forward(self, images: torch.Tensor) -> list[torch.Tensor]:
        """Images (B, S, 3, H, W) -> four (B*S, H/14*W/14, output_dim) token maps for the head."""
        return self.run(images).features

    def run(
        self,
        images: torch.Tensor,
        camera_tokens: torch.Tensor | None = None,
        ref_view: str = "saddle_balanced",
    ) -> BackboneOutput:
        """Images (B, S, 3, H, W): S views of each of B scenes (the views of a scene attend to
        each other in the global blocks).

        ``camera_tokens`` (B, S, embed_dim), from the camera encoder of known poses, replace
        token 0 of every view at ``alt_start``; otherwise the learnt reference token goes to
        the reference view (chosen by ``ref_view`` when S >= 3, else view 0) and the other
        token to the rest. The official code moves the reference view first and restores the
        order on output; global attention treats all views alike (shared RoPE position, no
        mask), so giving the reference token to the chosen view in place is the same network.
        """
        cfg = self.config
        batch, views, _, height, width = images.shape
        grid_h, grid_w = height // PATCH_SIZE, width // PATCH_SIZE
        anyview = cfg.alt_start != -1
        if camera_tokens is not None and (
            not anyview or tuple(camera_tokens.shape) != (batch, views, cfg.embed_dim)
        ):
            raise ValueError(
                f"camera tokens must be ({batch}, {views}, {cfg.embed_dim}) for an any-view "
                f"backbone, got {tuple(camera_tokens.shape)}"
            )
        check_strategy(ref_view)
        x = self.patch_embed(images.flatten(0, 1))
        x = torch.cat((self.cls_token.expand(x.shape[0], -1, -1).to(x.dtype), x), dim=1)
        x = x + self.interpolated_pos_embed(grid_h, grid_w, x.dtype)
        tokens = x.shape[1]

        local_rope = global_rope = None
        if self.rope is not None:
            local_rope = self.rope.tables(grid_h, grid_w, views=1, same_position=False, x=x)
            global_rope = self.rope.tables(grid_h, grid_w, views=views, same_position=True, x=x)

        ref_index = torch.zeros(batch, dtype=torch.long, device=x.device)
        outputs: list[torch.Tensor] = []
        camera_token = None
        local_x = x
        for index, block in enumerate(self.blocks):
            uses_rope = cfg.rope_start != -1 and index >= cfg.rope_start
            if anyview and index == cfg.alt_start - 1 and camera_tokens is None:
                if exporting():  # any view count: the choice where S >= 3, else view 0
                    chosen = select_reference_view(
                        x.view(batch, views, tokens, -1)[:, :, 0], ref_view
                    )
                    enough = size_scalar(views, torch.int64, x.device) >= MIN_VIEWS_FOR_SELECTION
                    ref_index = torch.where(enough, chosen, ref_index)
                elif views >= MIN_VIEWS_FOR_SELECTION:
                    ref_index = select_reference_view(
                        x.view(batch, views, tokens, -1)[:, :, 0], ref_view
                    )
            if anyview and index == cfg.alt_start:
                x = x.clone()
                x.view(batch, views, tokens, -1)[:, :, 0] = self._camera_tokens(
                    batch, views, ref_index, camera_tokens
                ).to(x.dtype)
            if anyview and index >= cfg.alt_start and index % 2 == 1:
                # Global attention: all views of a scene attend to each other.
                x = block(
                    x.reshape(batch, views * tokens, -1), global_rope if uses_rope else None
                ).reshape(batch * views, tokens, -1)
            else:
                x = block(x, local_rope if uses_rope else None)
                local_x = x
            if index in cfg.out_layers:
                if cfg.cat_token:
                    outputs.append(torch.cat((local_x, self.norm(x)), dim=-1)[:, 1:])
                    camera_token = torch.cat((local_x[:, 0], x[:, 0]), dim=-1)
                else:
                    outputs.append(self.norm(x)[:, 1:])
                    camera_token = x[:, 0]
        return BackboneOutput(outputs, camera_token, ref_index)

    def _camera_tokens(
        self,
        batch: int,
        views: int,
        ref_index: torch.Tensor,
        given: torch.Tensor | None,
    ) -> torch.Tensor:
        """(B, S, D): the given tokens, or the reference token at each scene's reference view
        and the other learnt token everywhere else."""
        if given is not None:
            return given
        is_ref = torch.arange(views, device=ref_index.device)[None, :] == ref_index[:, None]
        ref, src = self.camera_token[0, 0], self.camera_token[0, 1]
        return torch.where(is_ref[..., None], ref, src).expand(batch, views, -1)


class DinoV2(nn.Module):
    """Thin wrapper kept for the official key prefix ``backbone.pretrained``."""

    def __init__(self, config: BackboneConfig) -> None:
        super().__init__()
        self.pretrained = DinoVisionTransformer(config)

    def forward(self, images: torch.Tensor) -> list[torch.Tensor]:
        """The head's four token maps (``DinoVisionTransformer.forward``); the network calls
        ``pretrained.run`` for the camera token and the reference view too."""
        return self.pretrained(images)
