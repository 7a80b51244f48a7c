"""The host-side pieces of the Blackhole program (``backends.blackhole_numerics``), which the
ttnn program and the emulator share: importable without ttnn, and each one checked against
the torch operation it stands for."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import torch
import torch.nn.functional as F

from tt_depth_anything_3.backends.blackhole.numerics import (
    check_supported,
    embedding_table,
    head_transposed,
    interpolation_matrix,
)
from tt_depth_anything_3.backends.torch.loading import build_network
from tt_depth_anything_3.config import DA3Config


def load(folder: Path):
    config = DA3Config.from_dict(json.loads((folder / "config.json").read_text()))
    return build_network(config, folder / "model.safetensors")


def test_emulator_imports_no_ttnn() -> None:
    """The emulator runs where ttnn is absent (Python 3.11, CI): importing it (and the
    backends package) never imports ttnn, even where ttnn is installed."""
    code = (
        "import sys\n"
        "import tt_depth_anything_3.backends.blackhole.numerics as b\n"
        "import tt_depth_anything_3.backends\n"
        "assert b.EmulatedProgram and b.EmulatedOnePassProgram\n"
        "print('ttnn' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize(
    ("size_in", "size_out"), [(5, 11), (11, 5), (37, 296), (1, 4), (4, 1), (7, 7)]
)
def test_interpolation_matrix_is_bilinear_align_corners(size_in: int, size_out: int) -> None:
    """Rows then columns by the matrices == ``F.interpolate(bilinear, align_corners=True)``."""
    x = torch.randn(3, size_in, size_in + 2, generator=torch.Generator().manual_seed(0))
    rows = interpolation_matrix(size_in, size_out)
    columns = interpolation_matrix(size_in + 2, size_out + 1)
    assert rows.shape == (size_out, size_in)
    torch.testing.assert_close(rows.sum(1), torch.ones(size_out))
    ours = torch.einsum("Hh,chw,Ww->cHW", rows, x, columns)
    theirs = F.interpolate(x[None], (size_out, size_out + 1), mode="bilinear", align_corners=True)
    torch.testing.assert_close(ours, theirs[0], rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize(("size_in", "size_out"), [(19, 37), (148, 296), (296, 518), (37, 19)])
def test_column_matrix_is_exact_at_hifi2(size_in: int, size_out: int) -> None:
    """The column pass's matrix: fractions rounded to 1/128 (each weight within 1/256 of the
    exact one, rows still summing to one), every weight held in the 6 mantissa bits HiFi2's
    phases read from in0, so a HiFi2 product with it equals the HiFi4 one."""
    from tt_depth_anything_3.backends.blackhole.numerics.fidelity import (
        matmul_terms,
        truncate_mantissa,
    )
    from tt_depth_anything_3.backends.blackhole.numerics.program import (
        COLUMN_STEPS,
        column_matrix,
    )

    exact = interpolation_matrix(size_in, size_out)
    rounded = column_matrix(size_in, size_out)
    assert COLUMN_STEPS == 128
    assert torch.equal(rounded.sum(1), torch.ones(size_out))
    assert torch.equal(rounded * COLUMN_STEPS, (rounded * COLUMN_STEPS).round())
    assert (rounded - exact).abs().max() <= 0.5 / COLUMN_STEPS + 1e-7
    assert torch.equal(truncate_mantissa(rounded, 6), rounded)
    maps = torch.randn(size_in, 64, generator=torch.Generator().manual_seed(1))
    maps = maps.to(torch.bfloat16).float()  # a bfloat16 tail map (float32 ones: TF32)

    def product(fidelity: str) -> torch.Tensor:
        return sum(a.double() @ b.double() for a, b in matmul_terms(rounded, maps, fidelity))

    assert torch.equal(product("HiFi2"), product("HiFi4"))


def test_transposed_exactly_for_narrow_tall_strips() -> None:
    assert head_transposed(36, 1) and head_transposed(36, 4) and head_transposed(20, 2)
    assert not head_transposed(36, 5)  # 0.5x level 3 wide: conv2d takes it
    assert not head_transposed(1, 36) and not head_transposed(2, 2)


def test_embedding_table_class_token_last(tiny_metric_checkpoint) -> None:
    """Patch rows first (position + patch bias), the class token last; the transposed table
    holds the same rows in column-major order."""
    network = load(tiny_metric_checkpoint)
    vit = network.backbone.pretrained
    grid_h, grid_w = 3, 5
    table = embedding_table(network, grid_h, grid_w)
    pos = vit.interpolated_pos_embed(grid_h, grid_w, torch.float32)[0]
    assert table.shape == (1, grid_h * grid_w + 1, pos.shape[-1])
    torch.testing.assert_close(table[0, -1], vit.cls_token[0, 0] + pos[0])
    torch.testing.assert_close(table[0, :-1], pos[1:] + vit.patch_embed.proj.bias)
    flipped = embedding_table(network, grid_h, grid_w, transposed=True)[0, :-1]
    by_row = table[0, :-1].reshape(grid_h, grid_w, -1)
    torch.testing.assert_close(flipped, by_row.transpose(0, 1).reshape(grid_h * grid_w, -1))


def test_check_supported_refuses_other_heads(tiny_metric_checkpoint, tiny_anyview_checkpoint):
    check_supported(load(tiny_metric_checkpoint))
    with pytest.raises(ValueError, match="DPT models with a sky head"):
        check_supported(load(tiny_anyview_checkpoint))
