"""2D rotary position embedding of the DA3 backbone (official ``RotaryPositionEmbedding2D``).

The first half of each head's features rotates with the token's row, the second half with its
column. The cos/sin tables depend only on the patch grid, so they are built once per size (the
``ROPE_TABLES_HELD`` most recently used are kept).
"""

from __future__ import annotations

import torch

from ..config.lru import LruCache
from .traced_tables import exporting, rope_tables

# (cos, sin) tables held per (grid, view count, local / global, dtype, device); a forward uses
# two (local and global attention), so 8 keeps four sizes or view counts. A global table of
# 16 views at 504 x 504 is 10 MB (head_dim 64): unbounded, every new shape added its own.
ROPE_TABLES_HELD = 8


class RotaryPositionEmbedding2D:
    """Builds and applies per-token cos/sin tables; holds no weights."""

    def __init__(self, head_dim: int, frequency: float = 100.0) -> None:
        if head_dim % 4:
            raise ValueError(f"2D RoPE needs a head dim divisible by 4, got {head_dim}")
        self.head_dim = head_dim
        self.frequency = frequency
        self.cache: LruCache[tuple, tuple[torch.Tensor, torch.Tensor]] = LruCache(ROPE_TABLES_HELD)

    def clear_cache(self) -> None:
        self.cache.clear()

    def tables(
        self, grid_h: int, grid_w: int, views: int, same_position: bool, x: torch.Tensor
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """(cos, sin), each (views * (1 + grid_h*grid_w), head_dim), for one sequence.

        Token positions follow the official code: the leading special token sits at (0, 0);
        patch (r, c) at (r + 1, c + 1) for local attention, and every patch at (1, 1) for
        global attention (``same_position``).
        """
        if exporting():  # graph ops of the grid size, not cached
            return rope_tables(
                grid_h, grid_w, views, same_position, self.head_dim, self.frequency, x
            )
        key = (grid_h, grid_w, views, same_position, x.dtype, x.device)
        cached = self.cache.get(key)
        if cached is not None:
            return cached
        rows = torch.arange(grid_h, device=x.device).repeat_interleave(grid_w)
        cols = torch.arange(grid_w, device=x.device).repeat(grid_h)
        if same_position:
            rows, cols = torch.zeros_like(rows), torch.zeros_like(cols)
        zero = torch.zeros(1, dtype=rows.dtype, device=x.device)
        rows = torch.cat((zero, rows + 1)).repeat(views)
        cols = torch.cat((zero, cols + 1)).repeat(views)

        half = self.head_dim // 2
        exponents = torch.arange(0, half, 2, device=x.device).float() / half
        inv_freq = 1.0 / (self.frequency**exponents)
        max_pos = int(max(rows.max(), cols.max())) + 1
        angles = torch.einsum(
            "i,j->ij", torch.arange(max_pos, device=x.device, dtype=inv_freq.dtype), inv_freq
        ).to(x.dtype)
        angles = torch.cat((angles, angles), dim=-1)
        cos_table, sin_table = angles.cos(), angles.sin()
        cos = torch.cat((cos_table[rows], cos_table[cols]), dim=-1)
        sin = torch.cat((sin_table[rows], sin_table[cols]), dim=-1)
        result = (cos, sin)
        if not torch.is_grad_enabled():
            self.cache.put(key, result)
        return result

    @staticmethod
    def apply(tokens: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        """tokens (B, heads, N, D) -> rotated, each axis half rotated as (-x2, x1)."""
        q0, q1, q2, q3 = tokens.chunk(4, dim=-1)
        rotated = torch.cat((-q1, q0, -q3, q2), dim=-1)
        return tokens * cos.to(tokens.dtype) + rotated * sin.to(tokens.dtype)
