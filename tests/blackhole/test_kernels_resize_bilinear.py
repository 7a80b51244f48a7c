"""The fused bilinear resize kernel (``kernels/resize_bilinear.py``) in ``tt-lang-sim`` against
``F.interpolate(mode="bilinear", align_corners=True)``, and its host packing
(``numerics/resize_kernel.py``) against ``interpolation_matrix``."""

from __future__ import annotations

from pathlib import Path

import pytest
import torch
import torch.nn.functional as F
from test_kernels_attention import run_kernel

from support.numerics import pearson
from tt_depth_anything_3.backends.blackhole.numerics.program import interpolation_matrix
from tt_depth_anything_3.backends.blackhole.numerics.resize_kernel import (
    cb_bytes,
    column_operand,
    fused_resize,
    pack_resize,
    resize_shape,
    row_taps,
    unpack_resize,
)

MAX_ERROR = 1e-5  # float32 kernel vs F.interpolate (sums of two products, twice)
# (h, w) -> (H, W), channels, channel tiles per item, output tiles per column block: up (output
# rows of 3 tiles in 2 overlapping blocks), down (2 input row tiles), and a single input row
CASES = {
    "up_blocks": ((4, 7), (7, 70), 64, 1, 2),
    "down_one_row": ((1, 37), (3, 9), 64, 2, 1),
}


def reference(x: torch.Tensor, size: tuple[int, int]) -> torch.Tensor:
    """(h, w, C) -> (H, W, C), torch's bilinear align_corners resize."""
    out = F.interpolate(x.permute(2, 0, 1)[None], size, mode="bilinear", align_corners=True)
    return out[0].permute(1, 2, 0)


@pytest.mark.parametrize("case", list(CASES))
def test_resize_in_simulator(tmp_path: Path, case: str) -> None:
    size_in, size_out, channels, chunk, block_wt = CASES[case]
    x = torch.randn(*size_in, channels, generator=torch.Generator().manual_seed(0))
    inputs = pack_resize(x, size_out, chunk, block_wt)
    out = run_kernel(tmp_path, inputs, True, "resize_bilinear")["out"]
    padded = out.reshape(size_out[0], -1, channels)
    assert torch.all(padded[:, size_out[1] :] == 0)  # the row padding past W is written zero
    got, want = unpack_resize(out, size_out), reference(x, size_out)
    assert (got - want).abs().max() <= MAX_ERROR
    assert pearson(got, want) >= 0.9999999


@pytest.mark.parametrize("sizes", [(19, 37), (37, 74), (148, 296), (296, 518), (1, 3), (9, 4)])
def test_row_taps_are_the_interpolation_matrix(sizes: tuple[int, int]) -> None:
    size_in, size_out = sizes
    starts, weights = row_taps(size_in, size_out)
    rebuilt = torch.zeros(size_out, size_in)
    for row, start in enumerate(starts):
        rebuilt[row, start] += weights[row, 0]
        if size_in > 1:
            rebuilt[row, start + 1] += weights[row, 1]
    assert torch.equal(rebuilt, interpolation_matrix(size_in, size_out))


def test_emulated_kernel_is_the_resize() -> None:
    x = torch.randn(3, 19, 23, generator=torch.Generator().manual_seed(1))
    got = fused_resize(x, (37, 45))
    want = reference(x.permute(1, 2, 0), (37, 45)).permute(2, 0, 1)
    assert (got - want).abs().max() <= MAX_ERROR


def test_plan_fits_the_cb_budget() -> None:
    # the fast tail's 296 -> 518 resize (bfloat16, 128 channels): one block, one channel tile;
    # refinenet1's (float32, 256); the accurate tail's (float32): R_w alone is 680 KiB, blocks of 6 tiles
    for size_in, size_out, channels, dtype, expected in (
        ((296, 296), (518, 518), 128, "bfloat16", (1, 17)),
        ((148, 148), (296, 296), 256, "float32", (1, 10)),
        ((296, 296), (518, 518), 128, "float32", (1, 6)),
    ):
        shape = resize_shape(size_in, size_out, channels, dtype)
        assert (shape.chunk, shape.block_wt) == expected
        assert cb_bytes(size_in, size_out, shape.chunk, shape.element_bytes, shape.block_wt) <= (
            512 * 1024
        )


def test_column_blocks_cover_every_output_tile() -> None:
    rw = column_operand(37, 70, 2)  # 3 output tiles in blocks of 2: tiles 0-1 and 1-2
    full = torch.zeros(96, 64)
    full[:70, :37] = interpolation_matrix(37, 70)
    assert torch.equal(rw, torch.cat((full[:64], full[32:]), dim=1))


def test_device_model_counts_the_kernel_work() -> None:
    """``device_model.kernels.resize_work`` reads the layout back from the tensor shapes as the
    kernel does: the fast tail's 296 -> 518 (bfloat16, 128 channels, one 17-tile block)."""
    from tt_depth_anything_3.backends.blackhole.device_model.graph import DeviceOp, TensorInfo
    from tt_depth_anything_3.backends.blackhole.device_model.kernels import kernel_work
    from tt_depth_anything_3.backends.blackhole.device_model.roofline import (
        device_model,
        estimate_op,
    )

    shape = resize_shape((296, 296), (518, 518), 128, "bfloat16")
    dims = shape.tensor_shapes()
    inputs = tuple(
        TensorInfo(
            shape=(1, 1, *dims[name]), dtype="BFLOAT16", tiled=True, in_dram=dram, sharded=False
        )
        for name, dram in (("x", False), ("rw", False), ("taps", True), ("out", True))
    )
    op = DeviceOp(
        "GenericOpDeviceOperation",
        "GenericProgram",
        "ttnn.generic_op",
        {},
        ("launch", "launch_resize_bilinear", "fused_resize"),
        inputs,
        (),
        110,
    )
    work = kernel_work(op)
    assert work.kernel == "resize_bilinear" and work.fidelity == "HiFi4" and work.cores == 110
    assert work.flops == 2.0 * 32**3 * 518 * 4 * 17 * 10  # rows x channel tiles x R_w tiles
    estimate = estimate_op(op, device_model("p150a"))
    tile = 2048
    # DRAM: the weights (2 tiles per row) and the output (518 x 17 x 4 tiles)
    assert estimate.dram_bytes == 2 * 518 * tile + 518 * 17 * 4 * tile
    assert estimate.bound == "compute" and estimate.cores == 110
