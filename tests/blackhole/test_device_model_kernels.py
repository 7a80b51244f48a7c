"""The device model's generic-op kernels (``device_model/kernels.py``): each shipped kernel's
launch is timed from its own reads, writes, FLOPs and exponentials, not from the generic op's
tensor list, and a generic op of no known launcher is an error."""

from __future__ import annotations

import pytest

from tt_depth_anything_3.backends.blackhole.device_model.graph import DeviceOp, TensorInfo
from tt_depth_anything_3.backends.blackhole.device_model.kernels import kernel_work
from tt_depth_anything_3.backends.blackhole.device_model.roofline import device_model, estimate_op


def tensor(shape: tuple[int, ...], dtype: str = "FLOAT32", dram: bool = False) -> TensorInfo:
    return TensorInfo(shape=shape, dtype=dtype, tiled=True, in_dram=dram, sharded=False)


def generic(stack: tuple[str, ...], inputs: tuple[TensorInfo, ...]) -> DeviceOp:
    return DeviceOp(
        "GenericOpDeviceOperation", "GenericProgram", "ttnn.generic_op", {}, stack, inputs, (), 110
    )


def test_one_pass_attention_work() -> None:
    """1370 tokens: the qkv output's 43 tiles, 22 chunks of 64 per head (the last overlapping
    the one before): 1408 rows of queries and keys per head, as a padded launch had."""
    heads, rows, covered = 16, 1376, 1408
    op = generic(
        ("launch", "launch_one_pass_attention", "__call__"),
        (
            tensor((rows, 3 * heads * 64), "BFLOAT16"),  # the qkv linear's output
            tensor((heads * 32, 2 * 64), dram=True),  # per head: a full and the last chunk
            tensor((64, 6 * 32), dram=True),  # window: bounds, q factors, count masks
            tensor((rows, heads * 64), "BFLOAT16"),  # the context, heads side by side
            tensor((110 * 32, 96)),  # a guard tile row per node
        ),
    )
    work = kernel_work(op)
    assert work.kernel == "one_pass_attention" and work.fidelity == "HiFi4"
    assert work.flops == 4.0 * heads * covered * covered * 64
    assert work.exponentials == heads * covered * covered
    estimate = estimate_op(op, device_model("p150a"))
    # per item (head, 64 queries: 352) its head's two float32 shift tile rows (16 KiB) and
    # two window columns of 2 tiles (16 KiB), per node (110) the bounds (16 KiB), from DRAM
    assert estimate.dram_bytes == pytest.approx((352 * 2 + 110) * 16384)
    # L1: per item q (64 x 64 bf16), its head's k and v (22 chunks each), the context block
    assert estimate.l1_bytes == pytest.approx(352 * 8192 * (1 + 2 * 22 + 1) + 2 * 110 * 12288)
    assert estimate.kernel_us > 0 and estimate.bound in ("dram", "compute", "vector")


def test_residual_layer_norm_work() -> None:
    rows = tensor((1376, 1024))
    op = generic(
        ("launch", "launch_residual_layer_norm"),
        (
            rows,
            rows,
            tensor((32, 1024), "BFLOAT16", dram=True),
            tensor((32, 1024), "BFLOAT16", dram=True),
            tensor((32, 32), dram=True),
            rows,
            tensor((1376, 1024), "BFLOAT16"),
        ),
    )
    work = kernel_work(op)
    assert work.kernel == "residual_layer_norm" and work.flops == 0
    estimate = estimate_op(op, device_model("p150a"))
    # 43 rows: the first 4 grid rows at work (44 nodes, one row each, node 43 redoes one);
    # bfloat16 gamma and beta read from DRAM once and multicast into the 44 nodes; eps per node
    assert estimate.dram_bytes == 2 * 32 * 1024 * 2 + 44 * 32 * 32 * 4
    rows_moved = (3 * 1376 * 1024 * 4 + 1376 * 1024 * 2) * 44 / 43
    assert estimate.l1_bytes == pytest.approx(rows_moved + 44 * 2 * 32 * 1024 * 2)


def test_unknown_generic_op_is_an_error() -> None:
    with pytest.raises(ValueError, match="none of"):
        kernel_work(generic(("somewhere",), ()))
