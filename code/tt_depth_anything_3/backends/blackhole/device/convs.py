"""The head's convolutions on the device: ``nn.Conv2d`` (3x3 or strided) with ``ttnn.conv2d``
and the kernel == stride ``nn.ConvTranspose2d`` with ``ttnn.conv_transpose2d``, both reading
TF32 maps at the head's fidelity with bfloat16 weights, unsliced on L1 height shards when the
maps fit (``l1_plan.conv_slices``), else in DRAM slices of output rows."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import ttnn

from ..tiles import TILE
from .tuning import Tuning
from .weights import HEAD_MAP_DTYPE, ConvWeights

DRAM = ttnn.DRAM_MEMORY_CONFIG


@dataclass
class FeatureMap:
    """A (1, 1, height*width, channels) device tensor and its spatial size."""

    tensor: Any
    height: int
    width: int

    @property
    def channels(self) -> int:
        return int(self.tensor.shape[-1])


L1_FULL = ttnn.Conv2dSliceConfig(slice_type=ttnn.Conv2dL1Full)
BYTES = {ttnn.float32: 4, ttnn.bfloat16: 2}
DTYPE_NAMES = {ttnn.float32: "float32", ttnn.bfloat16: "bfloat16"}  # as ``l1_plan`` names them


def conv_config(
    activation: str | None, transpose_shards: bool = False, block_sharded: bool = False
) -> Any:
    """Output tiles (what the adds, 1x1s and resizes read); blocks of one tile row of output
    pixels, so that the CBs stay small next to the L1 shards (``l1_plan.conv_slices`` sizes
    the shards); config tensors in DRAM; ``transpose_shards``: the input is column-major
    block shards (``conv_input_shards``) and the conv keeps that orientation, or with
    ``block_sharded`` the conv shards its interleaved input that way itself."""
    return ttnn.Conv2dConfig(
        weights_dtype=ttnn.bfloat16,
        activation=None if activation is None else ttnn.UnaryWithParam(ttnn.UnaryOpType.RELU),
        output_layout=ttnn.TILE_LAYOUT,
        act_block_h_override=TILE,
        # the halo / sliding-window config tensors of every prepared size in DRAM: in the
        # 32 KiB L1_SMALL region the unsliced convs of three warmed-up sizes do not fit
        config_tensors_in_dram=True,
        transpose_shards=transpose_shards,
        **({"shard_layout": ttnn.TensorMemoryLayout.BLOCK_SHARDED} if block_sharded else {}),
    )


def block_shard_split(channels: int, grid: tuple[int, int]) -> tuple[int, int, bool]:
    """(columns, rows, column_major) of the block sharding with the most cores for a map of
    ``channels`` (whole tiles) on ``grid``: channel tiles over the rows and pixel rows over all
    the columns (column-major), or channel tiles over the columns and pixel rows over all the
    rows (row-major, what ``conv2d`` picks itself). 256 channels (8 tiles): 11x8 = 88 cores of
    an 11x10 grid column-major (12x8 = 96 of 12x10) against 8x10 = 80 row-major."""
    tiles = channels // TILE
    rows = max(d for d in range(1, grid[1] + 1) if tiles % d == 0)
    columns = max(d for d in range(1, grid[0] + 1) if tiles % d == 0)
    if grid[0] * rows >= columns * grid[1]:
        return grid[0], rows, True
    return columns, grid[1], False


def conv_input_shards(pixels: int, channels: int, tuning: Tuning) -> Any:
    """L1 block shards of a (1, 1, pixels, channels) map that ``ttnn.conv2d`` takes as its
    input as they are (no interleaved-to-sharded op), split as ``block_shard_split`` says.
    None when the channels are not whole tiles."""
    if channels % TILE:
        return None
    columns, rows, column_major = block_shard_split(channels, tuning.grid)
    cores = ttnn.CoreRangeSet(
        {ttnn.CoreRange(ttnn.CoreCoord(0, 0), ttnn.CoreCoord(columns - 1, rows - 1))}
    )
    if column_major:
        height = math.ceil(pixels / columns / TILE) * TILE
        spec = ttnn.ShardSpec(cores, [height, channels // rows], ttnn.ShardOrientation.COL_MAJOR)
    else:
        height = math.ceil(pixels / rows / TILE) * TILE
        spec = ttnn.ShardSpec(cores, [height, channels // columns], ttnn.ShardOrientation.ROW_MAJOR)
    return ttnn.MemoryConfig(ttnn.TensorMemoryLayout.BLOCK_SHARDED, ttnn.BufferType.L1, spec)


def column_major_shards(tensor: Any) -> bool:
    """Whether ``tensor`` is held in column-major L1 shards (``conv_input_shards``, or a conv
    output that kept them)."""
    memory = tensor.memory_config()
    return bool(
        memory.is_sharded() and memory.shard_spec.orientation == ttnn.ShardOrientation.COL_MAJOR
    )


def conv_plan(
    height: int, width: int, conv: ConvWeights, tuning: Tuning, in_dtype: Any, out_dtype: Any
) -> tuple[tuple[int, int], tuple[int, int], tuple[int, int], int]:
    """(kernel, stride, padding, slices) of ``conv`` on a ``height`` x ``width`` map (kernel
    transposed in a transposed program; 1 slice: unsliced on L1 shards)."""
    flip = (lambda pair: pair[::-1]) if tuning.transposed else (lambda pair: pair)
    kernel, stride, padding = flip(conv.kernel), flip(conv.stride), flip(conv.padding)
    out_h = (height + 2 * padding[0] - kernel[0]) // stride[0] + 1
    out_w = (width + 2 * padding[1] - kernel[1]) // stride[1] + 1
    slices = tuning.conv_slices(
        height * width,
        conv.in_channels,
        out_h * out_w,
        conv.out_channels,
        BYTES[in_dtype],
        BYTES[out_dtype],
    )
    return kernel, stride, padding, min(slices, out_h)


def conv_arguments(
    x: FeatureMap,
    conv: ConvWeights,
    device: Any,
    tuning: Tuning,
    geometry: tuple[tuple[int, int], tuple[int, int], tuple[int, int]],
    activation: str | None,
    column_major: bool = False,
) -> dict[str, Any]:
    """The keywords ``ttnn.conv2d`` / ``ttnn.conv_transpose2d`` and their weight and bias
    preparation share; ``geometry`` is (kernel, stride, padding); ``column_major``: an
    interleaved input is block-sharded column-major by the conv itself."""
    kernel, stride, padding = geometry
    transpose_shards = column_major or column_major_shards(x.tensor)
    return dict(
        in_channels=conv.in_channels,
        out_channels=conv.out_channels,
        batch_size=1,
        input_height=x.height,
        input_width=x.width,
        kernel_size=kernel,
        stride=stride,
        padding=padding,
        dilation=(1, 1),
        groups=1,
        device=device,
        conv_config=conv_config(activation, transpose_shards, column_major),
        compute_config=tuning.conv_compute,
    )


def slice_config(slices: int) -> Any:
    """Unsliced on L1 shards (1), else that many DRAM slices of output rows."""
    if slices == 1:
        return L1_FULL
    return ttnn.Conv2dSliceConfig(slice_type=ttnn.Conv2dDRAMSliceHeight, num_slices=slices)


def conv2d(
    x: FeatureMap,
    conv: ConvWeights,
    device: Any,
    tuning: Tuning,
    activation: str | None = None,
    dtype: Any = HEAD_MAP_DTYPE,
    keep_in_l1: bool = False,
) -> FeatureMap:
    """``nn.Conv2d`` (3x3 or strided) with ``ttnn.conv2d`` writing ``dtype``; weights prepared
    once per size and input memory. When the maps fit (``Tuning.conv_slices`` == 1) it runs
    unsliced on L1 height shards and writes DRAM, or leaves its output sharded in L1 for the
    next op if ``keep_in_l1`` (the caller frees it); else it runs in that many DRAM slices of
    output rows (a (1, h, w, C) input is read without a reshape). In a
    transposed program (``Tuning.transposed``) ``x`` is the transposed map and the kernel is
    transposed with it."""
    plan = conv_plan(x.height, x.width, conv, tuning, x.tensor.dtype, dtype)
    kernel, stride, padding, slices = plan
    in_l1 = slices == 1
    common = conv_arguments(x, conv, device, tuning, (kernel, stride, padding), activation)
    common["slice_config"] = slice_config(slices)
    # freed with the size (TTNNBackend.release)
    shards = x.tensor.memory_config().is_sharded(), column_major_shards(x.tensor)
    key = (tuning.size, x.height, x.width, activation, x.tensor.dtype, slices, shards)
    if key not in conv.prepared:
        layout = dict(input_memory_config=x.tensor.memory_config(), input_layout=x.tensor.layout)
        weight = ttnn.prepare_conv_weights(
            weight_tensor=conv.host_weight(tuning.transposed),
            weights_format="OIHW",
            has_bias=conv.bias is not None,
            input_dtype=x.tensor.dtype,
            **layout,
            **common,
        )
        bias = None
        if conv.bias is not None:
            bias = ttnn.prepare_conv_bias(
                bias_tensor=conv.bias, input_dtype=x.tensor.dtype, **layout, **common
            )
        conv.prepared[key] = (weight, bias)
    weight, bias = conv.prepared[key]
    memory = {} if keep_in_l1 or not in_l1 else {"memory_config": DRAM}
    out, (height, width) = ttnn.conv2d(
        input_tensor=x.tensor,
        weight_tensor=weight,
        bias_tensor=bias,
        dtype=dtype,
        return_output_dim=True,
        **memory,
        **common,
    )
    return FeatureMap(out, int(height), int(width))


def upsample_slices(height: int, width: int, conv: ConvWeights, tuning: Tuning) -> int:
    """Pieces ``upsample`` runs ``conv`` in on a ``height`` x ``width`` map: 1 unsliced on L1
    shards when the output map, twice (the zero-inserted input is as large), fits
    ``Tuning.conv_slices``, else DRAM slices of output rows."""
    stride = conv.stride[::-1] if tuning.transposed else conv.stride
    out_h, out_w = height * stride[0], width * stride[1]
    pixels = out_h * out_w
    return min(tuning.conv_slices(pixels, conv.in_channels, pixels, conv.out_channels, 4, 4), out_h)


def upsample(
    x: FeatureMap, conv: ConvWeights, device: Any, tuning: Tuning, keep_in_l1: bool = False
) -> FeatureMap:
    """``nn.ConvTranspose2d`` with kernel == stride (reassemble levels 0 / 1) with
    ``ttnn.conv_transpose2d``: one tap per output pixel, the products of the emulator's 1x1
    linear + depth-to-space (``folding.transposed_conv_as_linear``). Unsliced on L1 shards when
    the output map, twice (the zero-inserted input is as large), fits ``Tuning.conv_slices``
    (then with ``keep_in_l1`` its output stays sharded in L1 for the next conv; the caller
    frees it), else in DRAM slices of output rows. In a transposed program the kernel is
    transposed."""
    kernel, stride = conv.kernel, conv.stride
    if tuning.transposed:
        kernel, stride = kernel[::-1], stride[::-1]
    slices = upsample_slices(x.height, x.width, conv, tuning)
    column_major = (
        slices == 1
        and conv.in_channels % TILE == 0
        and conv.out_channels % TILE == 0
        and block_shard_split(conv.in_channels, tuning.grid)[2]
    )
    geometry = (kernel, stride, (0, 0))
    common = conv_arguments(x, conv, device, tuning, geometry, None, column_major)
    key = (tuning.size, x.height, x.width, slices)
    if key not in conv.prepared:  # freed with the size (TTNNBackend.release)
        layout = dict(input_memory_config=x.tensor.memory_config(), input_layout=x.tensor.layout)
        weight = ttnn.prepare_conv_transpose2d_weights(
            weight_tensor=conv.host_weight(tuning.transposed),
            weights_format="IOHW",
            has_bias=True,
            input_dtype=x.tensor.dtype,
            **layout,
            **common,
        )
        bias = ttnn.prepare_conv_transpose2d_bias(
            bias_tensor=conv.bias, input_dtype=x.tensor.dtype, **layout, **common
        )
        conv.prepared[key] = (weight, bias)
    weight, bias = conv.prepared[key]
    # A DRAM-sliced run writes DRAM itself (ttnn warns when told so); else DRAM unless kept.
    memory = {} if keep_in_l1 or slices > 1 else {"memory_config": DRAM}
    out, (out_h, out_w) = ttnn.conv_transpose2d(
        input_tensor=x.tensor,
        weight_tensor=weight,
        bias_tensor=bias,
        dtype=HEAD_MAP_DTYPE,
        dram_slice_config=slice_config(slices),
        **memory,
        return_output_dim=True,
        **common,
    )
    return FeatureMap(out, int(out_h), int(out_w))
