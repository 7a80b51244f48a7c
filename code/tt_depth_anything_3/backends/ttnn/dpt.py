"""The DPT head on the device, one function per reference module (``dpt.py``, ``dpt_blocks.py``).

Feature maps are channels-last pixels, (1, 1, h*w, C) float32 tiles in DRAM, the layout
``ttnn.conv2d`` reads and writes; convs and 1x1s read them as TF32 at HiFi3 with bfloat16
weights (bfloat16 maps everywhere cost the sky map most: OPT_REPORT section 4). The "fast"
program stores the tail maps bfloat16: output_conv1's output (296^2 at 518x518), the resize to
the input size and output_conv2's full-resolution hidden map. Convs whose maps fit L1 run
unsliced on L1 shards (``l1_plan.conv_slices``). Bilinear ``align_corners=True`` resizes are
two left-multiplications by precomputed interpolation matrices (columns, then rows), exact for
any ratio.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import ttnn

from ...config import PATCH_SIZE
from ..blackhole_numerics.program import interpolation_matrix
from .l1_plan import MAX_SUBBLOCK_TILES, TILE, largest_divisor_at_most
from .tuning import Tuning
from .weights import (
    HEAD_MAP_DTYPE,
    RESIZE_MATRIX_DTYPE,
    TAIL_MAP_DTYPE,
    ConvWeights,
    FusionWeights,
    HeadWeights,
    LinearWeights,
)

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


class ResizeMatrices:
    """Device interpolation matrices R (1, 1, out, in), uploaded once per (size_in, size_out)
    pair (one set per program size, freed with it); both resize passes left-multiply by one."""

    def __init__(self, device: Any) -> None:
        self.device = device
        self._matrices: dict[tuple[int, int], Any] = {}

    def matrix(self, size_in: int, size_out: int) -> Any:
        """R (1, 1, size_out, size_in) of ``interpolation_matrix``."""
        key = (size_in, size_out)
        if key not in self._matrices:
            self._matrices[key] = ttnn.from_torch(
                interpolation_matrix(size_in, size_out)[None, None].contiguous(),
                dtype=RESIZE_MATRIX_DTYPE,
                layout=ttnn.TILE_LAYOUT,
                device=self.device,
            )
        return self._matrices[key]

    def release(self) -> None:
        """Free every uploaded matrix."""
        for tensor in self._matrices.values():
            ttnn.deallocate(tensor)
        self._matrices.clear()


L1_FULL = ttnn.Conv2dSliceConfig(slice_type=ttnn.Conv2dL1Full)
BYTES = {ttnn.float32: 4, ttnn.bfloat16: 2}


def conv_config(activation: str | None) -> Any:
    """Output tiles (what the adds, 1x1s and resizes read); blocks of one tile row of output
    pixels, so that the CBs stay small next to the L1 shards (``l1_plan.conv_slices`` sizes
    the shards); config tensors in DRAM."""
    return ttnn.Conv2dConfig(
        weights_dtype=ttnn.bfloat16,
        activation=None if activation is None else ttnn.UnaryWithParam(ttnn.UnaryOpType.RELU),
        output_layout=ttnn.TILE_LAYOUT,
        act_block_h_override=TILE,
        # the halo / sliding-window config tensors of every prepared size in DRAM: in the
        # 32 KiB L1_SMALL region the unsliced convs of three warmed-up sizes do not fit
        config_tensors_in_dram=True,
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
    common = dict(
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
        conv_config=conv_config(activation),
        compute_config=tuning.conv_compute,
    )
    common["slice_config"] = (
        L1_FULL
        if in_l1
        else ttnn.Conv2dSliceConfig(slice_type=ttnn.Conv2dDRAMSliceHeight, num_slices=slices)
    )
    # freed with the size (TTNNBackend.release)
    sharded = x.tensor.memory_config().is_sharded()
    key = (tuning.size, x.height, x.width, activation, x.tensor.dtype, slices, sharded)
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


def pointwise(x: FeatureMap, linear: LinearWeights, tuning: Tuning) -> FeatureMap:
    """A 1x1 conv: a linear over the channels of every pixel."""
    out = ttnn.linear(
        x.tensor,
        linear.weight,
        bias=linear.bias,
        compute_kernel_config=tuning.conv_compute,
        core_grid=tuning.core_grid,
        memory_config=DRAM,
        dtype=HEAD_MAP_DTYPE,
    )
    return FeatureMap(out, x.height, x.width)


def depth_to_space(x: FeatureMap, scale: int, transposed: bool = False) -> FeatureMap:
    """(h*w, (ky, kx, C)) -> (h*scale * w*scale, C): the second half of a kernel == stride
    transposed conv. ``transposed``: ``x`` is the transposed map, so kx steps its rows."""
    channels = x.channels // (scale * scale)
    t = ttnn.to_layout(x.tensor, ttnn.ROW_MAJOR_LAYOUT, memory_config=DRAM)
    if transposed:
        t = ttnn.reshape(t, (x.height, x.width, scale, scale, channels))
        t = ttnn.permute(t, (0, 3, 1, 2, 4), memory_config=DRAM)  # (h, kx, w, ky, C)
    else:
        t = ttnn.reshape(t, (x.height, x.width, scale, scale * channels))
        t = ttnn.permute(t, (0, 2, 1, 3), memory_config=DRAM)  # (h, ky, w, kx*C)
    t = ttnn.reshape(t, (1, 1, x.height * scale * x.width * scale, channels))
    t = ttnn.to_layout(t, ttnn.TILE_LAYOUT, memory_config=DRAM)
    return FeatureMap(t, x.height * scale, x.width * scale)


def column_program(tuning: Tuning, width_in: int, width_out: int, channels: int) -> Any:
    """The column pass R_w (W x w) @ X[i] (w x C) for every image row i: R_w is read once
    (in0 reuse, one in0 for every batch), output rows of W split over cores, one tile row
    each (the 1D factory allows no split of N with a broadcast in0)."""
    k_tiles = math.ceil(width_in / TILE)
    n_tiles = math.ceil(channels / TILE)
    return ttnn.MatmulMultiCoreReuseMultiCast1DProgramConfig(
        compute_with_storage_grid_size=ttnn.CoreCoord(*tuning.grid),
        in0_block_w=largest_divisor_at_most(k_tiles, 8),
        out_subblock_h=1,
        out_subblock_w=largest_divisor_at_most(n_tiles, MAX_SUBBLOCK_TILES),
        per_core_M=1,
        per_core_N=n_tiles,
        fuse_batch=False,
        fused_activation=None,
        mcast_in0=False,
    )


def resize_bilinear(
    x: FeatureMap,
    height: int,
    width: int,
    matrices: ResizeMatrices,
    tuning: Tuning,
    dtype: Any = HEAD_MAP_DTYPE,
    spatial: bool = False,
) -> FeatureMap:
    """``F.interpolate(mode="bilinear", align_corners=True)`` as two left-multiplications,
    columns first (fewer image rows to batch over when upsampling): R_w @ X[i] for every image
    row i of the (1, h, w, C) map, then R_h @ X on its (h, W*C) view. No transposes: three
    tile reshapes in all. Both passes write ``dtype``; the output is the (1, 1, H*W, C) map, or
    with ``spatial`` the (1, H, W, C) one a DRAM-sliced ``conv2d`` reads without a reshape."""
    if (height, width) == (x.height, x.width):
        return x
    c = x.channels
    matmul = dict(compute_kernel_config=tuning.resize_compute, memory_config=DRAM, dtype=dtype)
    t = x.tensor
    if width != x.width:
        t = ttnn.reshape(t, (1, x.height, x.width, c), memory_config=DRAM)
        program = column_program(tuning, x.width, width, c)
        t = ttnn.matmul(matrices.matrix(x.width, width), t, program_config=program, **matmul)
    if height != x.height:
        t = ttnn.reshape(t, (1, 1, x.height, width * c), memory_config=DRAM)
        t = ttnn.matmul(matrices.matrix(x.height, height), t, core_grid=tuning.core_grid, **matmul)
    shape = (1, height, width, c) if spatial else (1, 1, height * width, c)
    t = ttnn.reshape(t, shape, memory_config=DRAM)
    return FeatureMap(t, height, width)


def residual_conv_unit(
    x: FeatureMap, convs: tuple[ConvWeights, ConvWeights], device: Any, tuning: Tuning
) -> FeatureMap:
    """``ResidualConvUnit``: x + conv2(relu(conv1(relu(x)))), the inner ReLU fused."""
    h = FeatureMap(ttnn.relu(x.tensor, memory_config=DRAM), x.height, x.width)
    inner = conv2d(h, convs[0], device, tuning, activation="relu", keep_in_l1=True)
    ttnn.deallocate(h.tensor)
    h = conv2d(inner, convs[1], device, tuning, keep_in_l1=True)
    ttnn.deallocate(inner.tensor)
    out = ttnn.add(h.tensor, x.tensor, memory_config=DRAM)
    ttnn.deallocate(h.tensor)
    return FeatureMap(out, x.height, x.width)


def feature_fusion_block(
    x: FeatureMap,
    lateral: FeatureMap | None,
    weights: FusionWeights,
    size: tuple[int, int],
    device: Any,
    tuning: Tuning,
    matrices: ResizeMatrices,
    spatial: bool = False,
) -> FeatureMap:
    """``FeatureFusionBlock``. The 1x1 out conv runs before the resize: the two commute exactly
    (interpolation rows sum to one), and it then touches 4x fewer pixels. ``spatial``: the
    resized map as (1, H, W, C) for a DRAM-sliced conv."""
    if lateral is not None and weights.lateral is not None:
        res = residual_conv_unit(lateral, weights.lateral, device, tuning)
        x = FeatureMap(ttnn.add(x.tensor, res.tensor, memory_config=DRAM), x.height, x.width)
    x = residual_conv_unit(x, weights.residual, device, tuning)
    x = pointwise(x, weights.out_conv, tuning)
    return resize_bilinear(x, *size, matrices, tuning, spatial=spatial)


def reassemble(
    features: list[Any], weights: HeadWeights, device: Any, tuning: Tuning, grid_h: int, grid_w: int
) -> list[FeatureMap]:
    """``tokens_to_pyramid``: 1x1 projection, class token dropped, 4x / 2x / 1x / 0.5x."""
    pyramid = []
    patches = grid_h * grid_w
    for level, tokens in enumerate(features):
        project = weights.projects[level]
        x = ttnn.linear(
            tokens,
            project.weight,
            bias=project.bias,
            compute_kernel_config=tuning.conv_compute,
            core_grid=tuning.core_grid,
            memory_config=DRAM,
            dtype=HEAD_MAP_DTYPE,
        )
        x = ttnn.slice(x, (0, 0, 0), (1, patches, project.out_features))  # class token is last
        x = FeatureMap(
            ttnn.reshape(x, (1, 1, patches, project.out_features), memory_config=DRAM),
            grid_h,
            grid_w,
        )
        upsample, downsample = weights.upsample[level], weights.downsample[level]
        if upsample is not None:
            linear, scale = upsample
            x = depth_to_space(pointwise(x, linear, tuning), scale, tuning.transposed)
        elif downsample is not None:
            x = conv2d(x, downsample, device, tuning)
        pyramid.append(x)
    return pyramid


def dpt_head(
    features: list[Any],
    weights: HeadWeights,
    device: Any,
    tuning: Tuning,
    matrices: ResizeMatrices,
    height: int,
    width: int,
    program: str = "fast",
) -> tuple[Any, Any]:
    """``DPTHead.forward`` -> (depth, sky) logits' exp / ReLU, (1, 1, height*width, 2) row-major
    float32 like every head map (column-major pixels in a transposed program). ``program`` sets
    the dtype of the tail maps (``weights.TAIL_MAP_DTYPE``)."""
    if program not in TAIL_MAP_DTYPE:
        raise ValueError(f"program must be one of {sorted(TAIL_MAP_DTYPE)}, got {program!r}")
    tail = TAIL_MAP_DTYPE[program]
    grid_h, grid_w = height // PATCH_SIZE, width // PATCH_SIZE
    if tuning.transposed:  # the tokens are in column-major order: the head runs transposed
        grid_h, grid_w = grid_w, grid_h
    pyramid = reassemble(features, weights, device, tuning, grid_h, grid_w)
    levels = [
        conv2d(x, conv, device, tuning) for x, conv in zip(pyramid, weights.layer_rn, strict=True)
    ]
    r1, r2, r3, r4 = weights.refinenets
    out = feature_fusion_block(
        levels[3], None, r4, (levels[2].height, levels[2].width), device, tuning, matrices
    )
    out = feature_fusion_block(
        out, levels[2], r3, (levels[1].height, levels[1].width), device, tuning, matrices
    )
    out = feature_fusion_block(
        out, levels[1], r2, (levels[0].height, levels[0].width), device, tuning, matrices
    )
    size = (2 * levels[0].height, 2 * levels[0].width)
    # The resizes before output_conv1 / output_conv2 write the (1, H, W, C) map when that conv
    # is sliced through DRAM (it reads it without a reshape).
    sliced = conv_plan(*size, weights.output_conv1, tuning, HEAD_MAP_DTYPE, tail)[3] > 1
    out = feature_fusion_block(out, levels[0], r1, size, device, tuning, matrices, sliced)
    out = conv2d(out, weights.output_conv1, device, tuning, dtype=tail)  # the tail starts here
    full = (grid_h * PATCH_SIZE, grid_w * PATCH_SIZE)
    sliced = conv_plan(*full, weights.output_conv2, tuning, tail, tail)[3] > 1
    out = resize_bilinear(out, *full, matrices, tuning, tail, spatial=sliced)
    out = conv2d(out, weights.output_conv2, device, tuning, activation="relu", dtype=tail)
    logits = pointwise(out, weights.output_linear, tuning)  # (1, 1, HW, 2) tiles: 2 of 32 used
    # rows before the activations: exp / ReLU then touch 2 values per pixel, not a tile's 32
    logits = ttnn.to_layout(logits.tensor, ttnn.ROW_MAJOR_LAYOUT, memory_config=DRAM)
    depth = ttnn.exp(logits, memory_config=DRAM)
    sky = ttnn.relu(logits, memory_config=DRAM)
    ttnn.deallocate(logits)
    return depth, sky
