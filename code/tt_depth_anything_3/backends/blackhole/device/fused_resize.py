"""``resize="fused"``: the head's bilinear resizes through the TT-Lang kernel
``kernels/resize_bilinear.py`` (shipped compile, ``shipped.py``) instead of two interpolation
matmuls and their reshapes.

The kernel reads the map with every image row padded to whole tiles, the (1, h, w, C) layout:
one ``reshape`` of the (1, 1, h*w, C) map (free when w is whole tiles), then a free view of its
tiles as (1, 1, h * wt * 32, C). It writes the (1, H, W, C) map's tiles, which the DRAM-sliced
convs read as they are (a free view); the (1, 1, H*W, C) map the other ops read is one more
``reshape`` (free when W is whole tiles). R_w's blocks and the row weights are uploaded once
per program size (``FusedOperands``, in DRAM; R_w copied to L1 around each launch). The fast
program's default (``kernel_choice.py``); ``TT_DA3_RESIZE=stock`` or
``TTNNBackend(resize="stock")`` runs the stock matmuls. No chip has run it yet.
"""

from __future__ import annotations

from typing import Any

import ttnn

from ..kernel_choice import KernelImpl
from ..numerics.resize_kernel import (
    ResizeShape,
    column_operand,
    fused_residency,
    program_resizes,
    resize_shape,
    taps_operand,
    tiles,
)
from ..tiles import TILE
from .shipped import MissingCompile, launch_resize_bilinear, shipped_resize_folder

Resize = KernelImpl
DRAM = ttnn.DRAM_MEMORY_CONFIG


def require_fused_resizes(height: int, width: int, features: int, program: str) -> None:
    """Every resize the head runs at ``height`` x ``width`` has its shipped compile (checked
    when a program is built): else one MissingCompile naming the first missing folder and how
    many of the head's resizes lack theirs. The accurate program's resizes ship at no size and
    ``kernels.build`` does not compile them: that is said, with what to take instead."""
    resizes = program_resizes(height, width, features, program)
    missing = []
    for resize in resizes:
        try:
            shipped_resize_folder(planned_resize(resize))
        except MissingCompile as err:
            missing.append(err)
    if not missing:
        return
    missing.sort(key=lambda err: err.buildable)  # one no compile can hold first: the cause
    first = missing[0]
    buildable = all(err.buildable for err in missing)
    detail = first.detail
    if len(missing) > 1:
        detail += f" (and {len(missing) - 1} more of the head's {len(resizes)} resizes)"
    if program == "accurate":
        raise MissingCompile(
            f"{detail}. The fused resizes ship for the fast program only, and kernels.build "
            "compiles those only",
            first.kernel,
            False,
            "Run the accurate program with ttnn's own resizes (TT_DA3_RESIZE=stock, its "
            "default), or take tt_program='fast' for the fused ones",
        )
    advice = str(first).removeprefix(first.detail + ". ")
    raise MissingCompile(detail, first.kernel, buildable, advice)


def planned_resize(resize: tuple) -> ResizeShape:
    """The compile shape of one of the head's resizes (``program_resizes``' arguments of
    ``resize_shape``); a MissingCompile, not buildable, when no compile of the kernel can hold
    it (its circular buffers exceed L1 at any blocking: the head's resizes of a network input
    with a side of several thousand pixels), so that the refusal names the size."""
    try:
        return resize_shape(*resize)
    except ValueError as err:
        raise MissingCompile(
            f"no compile of resize_bilinear can hold the head's resize: {err}",
            "resize_bilinear",
            False,
            "Run it with ttnn's own resizes (TT_DA3_RESIZE=stock)",
        ) from None


class FusedOperands:
    """The kernel's R_w blocks and row weights on the device, per compile, freed with the
    program size."""

    def __init__(self, device: Any) -> None:
        self.device = device
        self._operands: dict[str, tuple[Any, Any]] = {}

    def get(self, shape: ResizeShape) -> tuple[Any, Any]:
        """(rw, taps) of ``shape``, uploaded on first use."""
        if shape.name not in self._operands:
            (h, w), (big_h, big_w) = shape.size_in, shape.size_out
            dtype = getattr(ttnn, shape.dtype)
            # in DRAM: an operand kept in L1 for the program's life sits under every later
            # op's CBs (at 588x1036 the MLP's clashed with earlier sizes' on the mock)
            self._operands[shape.name] = tuple(
                ttnn.from_torch(
                    operand.contiguous(),
                    dtype=dtype,
                    layout=ttnn.TILE_LAYOUT,
                    device=self.device,
                    memory_config=memory,
                )
                for operand, memory in (
                    (column_operand(w, big_w, shape.block_wt), DRAM),
                    (taps_operand(h, big_h, shape.chunk), DRAM),
                )
            )
        return self._operands[shape.name]

    def release(self) -> None:
        """Free every uploaded operand."""
        for pair in self._operands.values():
            for tensor in pair:
                ttnn.deallocate(tensor)
        self._operands.clear()


def fused_resize(
    x: Any,
    size_in: tuple[int, int],
    size_out: tuple[int, int],
    operands: FusedOperands,
    dtype: str,
    cores: int,
    l1_bytes: int,
    spatial: bool = False,
) -> Any:
    """``F.interpolate(mode="bilinear", align_corners=True)`` of the (1, 1, h*w, C) map ``x``
    of ``size_in`` to ``size_out`` in one kernel launch; the output as ``dpt.resize_bilinear``
    gives it ((1, H, W, C) with ``spatial``), in DRAM, ``dtype`` ("float32" / "bfloat16": the
    map's, the kernel has one). The padded input rows and a non-spatial output stay in L1
    where they fit beside the kernel's CBs on ``cores`` cores of ``l1_bytes``
    (``resize_kernel.fused_residency``)."""
    if x.dtype != getattr(ttnn, dtype):
        raise ValueError(f"the fused resize keeps the map's dtype: expected {dtype}, got {x.dtype}")
    (h, w), (height, width), c = size_in, size_out, int(x.shape[-1])
    shape = resize_shape((h, w), (height, width), c, dtype)
    rw, taps = operands.get(shape)
    rows_l1, out_l1 = fused_residency(shape, cores, l1_bytes, spatial)
    l1 = ttnn.L1_MEMORY_CONFIG
    wt, big_wt = tiles(w), tiles(width)
    rows = ttnn.reshape(x, (1, h, w, c), memory_config=l1 if rows_l1 else DRAM)
    flat_in = ttnn.Shape([1, 1, h * wt * TILE, c])
    view = ttnn.reshape(rows, flat_in, flat_in)  # the same tiles, no copy
    flat_out = ttnn.Shape([1, 1, height * big_wt * TILE, c])
    memory = l1 if out_l1 else DRAM
    tile_dtype, layout = getattr(ttnn, dtype), ttnn.TILE_LAYOUT
    out = ttnn.allocate_tensor_on_device(flat_out, tile_dtype, layout, x.device(), memory)
    # R_w's blocks copied to L1 for the launch: every working node reads its block (110 DRAM
    # reads of up to 340 KiB otherwise), a few KiB per core, freed right after
    rw_l1 = ttnn.to_memory_config(rw, l1)
    launch_resize_bilinear(shape, view, rw_l1, taps, out)
    ttnn.deallocate(rw_l1)
    if rows.buffer_address() != x.buffer_address():
        ttnn.deallocate(rows)
    padded = ttnn.Shape([1, height, big_wt * TILE, c])
    result = ttnn.reshape(out, ttnn.Shape([1, height, width, c]), padded)  # no copy
    if not spatial:
        flat = ttnn.reshape(result, (1, 1, height * width, c), memory_config=DRAM)
        if flat.buffer_address() != out.buffer_address():
            ttnn.deallocate(out)
        result = flat
    return result
