"""The size tables as graph ops (``modeling.traced_tables``, what an export traces) against
the torch path's own tables (``F.interpolate`` bicubic, the RoPE and UV caches): equal to
float32 rounding at many grids, both position-embedding resizes, the stored grid itself."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

from tt_depth_anything_3.modeling.dpt_blocks import uv_position_embedding
from tt_depth_anything_3.modeling.rope import RotaryPositionEmbedding2D
from tt_depth_anything_3.modeling.traced_tables import (
    bicubic_matrix,
    resized_pos_embed,
    rope_tables,
    uv_embedding,
)

GRIDS = [(5, 7), (7, 5), (3, 9), (16, 16), (24, 36), (40, 60), (1, 2)]


def torch_resize(pos: torch.Tensor, side: int, grid: tuple[int, int], mode: str) -> torch.Tensor:
    """What ``DinoVisionTransformer.interpolated_pos_embed`` computes in torch."""
    if grid == (side, side):
        return pos
    patch = pos[:, 1:].reshape(1, side, side, -1).permute(0, 3, 1, 2)
    if mode == "size":
        out = F.interpolate(patch, size=grid, mode="bicubic", align_corners=False)
    else:
        scale = ((grid[0] + 0.1) / side, (grid[1] + 0.1) / side)
        out = F.interpolate(patch, mode="bicubic", antialias=False, scale_factor=scale)
    return torch.cat((pos[:, :1], out.permute(0, 2, 3, 1).reshape(1, grid[0] * grid[1], -1)), 1)


@pytest.mark.parametrize("side", [37, 4])  # the official 518 / 14 grid, a tiny one
@pytest.mark.parametrize("mode", ["offset", "size"])
def test_position_embedding_resize_is_torch_bicubic(side, mode):
    pos = torch.randn(1, side * side + 1, 8, generator=torch.Generator().manual_seed(side))
    for grid in [*GRIDS, (side, side)]:
        expected = torch_resize(pos, side, grid, mode)
        got = resized_pos_embed(pos, *grid, mode)
        assert got.shape == expected.shape
        assert float((got - expected).abs().max()) <= 1e-5 * float(pos.abs().max()), grid
        if grid == (side, side):
            assert torch.equal(got, pos)  # the stored grid is not resampled, as in torch


def test_bicubic_rows_sum_to_one():
    weights = bicubic_matrix(9, 37, torch.tensor(37 / 9.1))
    torch.testing.assert_close(weights.sum(1), torch.ones(9), rtol=0, atol=1e-6)


@pytest.mark.parametrize(("grid_h", "grid_w", "views", "same"), [(5, 7, 1, False), (3, 9, 4, True)])
def test_rope_tables_are_the_cached_tables_exactly(grid_h, grid_w, views, same):
    rope = RotaryPositionEmbedding2D(16)
    x = torch.zeros(1)
    for cached, traced in zip(
        rope.tables(grid_h, grid_w, views, same, x),
        rope_tables(grid_h, grid_w, views, same, 16, 100.0, x),
        strict=True,
    ):
        assert torch.equal(cached, traced)


@pytest.mark.parametrize(("height", "width"), [(10, 14), (14, 10), (6, 18), (1, 3)])
def test_uv_embedding_is_the_heads_embedding(height, width):
    image_h, image_w = height * 7, width * 7
    expected = uv_position_embedding(32, height, width, image_w / image_h, torch.float32, "cpu")
    got = uv_embedding(32, height, width, image_h, image_w, torch.float32, "cpu")
    torch.testing.assert_close(got, expected, rtol=0, atol=1e-7)
