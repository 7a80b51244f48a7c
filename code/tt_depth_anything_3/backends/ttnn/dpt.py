"""The DPT head on the device, one function per reference module (``dpt.py``, ``dpt_blocks.py``).

Feature maps are channels-last pixels, (1, 1, h*w, C) float32 tiles in DRAM, the layout
``ttnn.conv2d`` reads and writes; convs and matmuls read them as TF32 at HiFi4 with bfloat16
weights (bfloat16 maps everywhere cost the sky map most: OPT_REPORT section 4). The "fast"
program stores the tail maps bfloat16: output_conv1's output (296^2 at 518x518), the resize to
the input size and output_conv2's full-resolution hidden map. Bilinear
``align_corners=True`` resizes are two matmuls with precomputed interpolation matrices (rows,
then columns), exact for any ratio.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import torch
import ttnn

from ...config import PATCH_SIZE
from ..blackhole_numerics.program import interpolation_matrix
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
    """Device interpolation matrices, uploaded once per (size_in, size_out) pair (one set per
    program size, freed with it)."""

    def __init__(self, device: Any) -> None:
        self.device = device
        self._rows: dict[tuple[int, int], Any] = {}
        self._columns: dict[tuple[int, int], Any] = {}

    def rows(self, size_in: int, size_out: int) -> Any:
        """R (1, 1, out, in): left-multiplies a (in, w*C) map."""
        key = (size_in, size_out)
        if key not in self._rows:
            self._rows[key] = self._upload(interpolation_matrix(size_in, size_out))
        return self._rows[key]

    def columns(self, size_in: int, size_out: int) -> Any:
        """R^T (1, 1, in, out): right-multiplies a (.., C, in) map."""
        key = (size_in, size_out)
        if key not in self._columns:
            self._columns[key] = self._upload(interpolation_matrix(size_in, size_out).t())
        return self._columns[key]

    def release(self) -> None:
        """Free every uploaded matrix."""
        for cache in (self._rows, self._columns):
            for tensor in cache.values():
                ttnn.deallocate(tensor)
            cache.clear()

    def _upload(self, matrix: torch.Tensor) -> Any:
        return ttnn.from_torch(
            matrix[None, None].contiguous(),
            dtype=RESIZE_MATRIX_DTYPE,
            layout=ttnn.TILE_LAYOUT,
            device=self.device,
        )


L1_FULL = ttnn.Conv2dSliceConfig(slice_type=ttnn.Conv2dL1Full)
BYTES = {ttnn.float32: 4, ttnn.bfloat16: 2}


def conv_config(activation: str | None, in_l1: bool) -> Any:
    """Output tiles (what the adds, 1x1s and resizes read); unsliced convs compute in blocks of
    one tile row of output pixels so that their CBs stay small next to the L1 shards, and keep
    their config tensors in DRAM."""
    return ttnn.Conv2dConfig(
        weights_dtype=ttnn.bfloat16,
        activation=None if activation is None else ttnn.UnaryWithParam(ttnn.UnaryOpType.RELU),
        output_layout=ttnn.TILE_LAYOUT,
        act_block_h_override=32 if in_l1 else 0,
        # the halo / sliding-window config tensors of every prepared size in DRAM: in the
        # 32 KiB L1_SMALL region the unsliced convs of three warmed-up sizes do not fit
        config_tensors_in_dram=in_l1,
    )


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
    once per size and input memory. When the maps fit (``Tuning.conv_in_l1``) it runs unsliced
    on L1 height shards and writes DRAM, or leaves its output sharded in L1 for the next op if
    ``keep_in_l1`` (the caller frees it); else ``conv2d`` slices the maps through DRAM. In a
    transposed program (``Tuning.transposed``) ``x`` is the transposed map and the kernel is
    transposed with it."""
    flip = (lambda pair: pair[::-1]) if tuning.transposed else (lambda pair: pair)
    kernel, stride, padding = flip(conv.kernel), flip(conv.stride), flip(conv.padding)
    out_h = (x.height + 2 * padding[0] - kernel[0]) // stride[0] + 1
    out_w = (x.width + 2 * padding[1] - kernel[1]) // stride[1] + 1
    in_l1 = tuning.conv_in_l1(
        x.height * x.width,
        conv.in_channels,
        out_h * out_w,
        conv.out_channels,
        BYTES[x.tensor.dtype],
        BYTES[dtype],
    )
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
        conv_config=conv_config(activation, in_l1),
        compute_config=tuning.conv_compute,
    )
    if in_l1:
        common["slice_config"] = L1_FULL
    # freed with the size (TTNNBackend.release)
    sharded = x.tensor.memory_config().is_sharded()
    key = (tuning.size, x.height, x.width, activation, x.tensor.dtype, in_l1, sharded)
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


def resize_bilinear(
    x: FeatureMap,
    height: int,
    width: int,
    matrices: ResizeMatrices,
    tuning: Tuning,
    dtype: Any = HEAD_MAP_DTYPE,
) -> FeatureMap:
    """``F.interpolate(mode="bilinear", align_corners=True)`` as R_h @ X, then X @ R_w^T; both
    passes write ``dtype``."""
    if (height, width) == (x.height, x.width):
        return x
    c = x.channels
    t = ttnn.reshape(x.tensor, (1, 1, x.height, x.width * c), memory_config=DRAM)
    t = ttnn.matmul(
        matrices.rows(x.height, height),
        t,
        compute_kernel_config=tuning.resize_compute,
        core_grid=tuning.core_grid,
        memory_config=DRAM,
        dtype=dtype,
    )
    t = ttnn.reshape(t, (1, height, x.width, c), memory_config=DRAM)
    t = ttnn.transpose(t, -2, -1, memory_config=DRAM)  # (1, H, C, w)
    t = ttnn.matmul(
        t,
        matrices.columns(x.width, width),
        compute_kernel_config=tuning.resize_compute,
        core_grid=tuning.core_grid,
        memory_config=DRAM,
        dtype=dtype,
    )
    t = ttnn.transpose(t, -2, -1, memory_config=DRAM)  # (1, H, W, C)
    t = ttnn.reshape(t, (1, 1, height * width, c), memory_config=DRAM)
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
) -> FeatureMap:
    """``FeatureFusionBlock``. The 1x1 out conv runs before the resize: the two commute exactly
    (interpolation rows sum to one), and it then touches 4x fewer pixels."""
    if lateral is not None and weights.lateral is not None:
        res = residual_conv_unit(lateral, weights.lateral, device, tuning)
        x = FeatureMap(ttnn.add(x.tensor, res.tensor, memory_config=DRAM), x.height, x.width)
    x = residual_conv_unit(x, weights.residual, device, tuning)
    x = pointwise(x, weights.out_conv, tuning)
    return resize_bilinear(x, *size, matrices, tuning)


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
    """``DPTHead.forward`` -> (depth, sky) logits' exp / ReLU, (1, 1, 2, height*width) row-major
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
    out = feature_fusion_block(out, levels[0], r1, size, device, tuning, matrices)
    out = conv2d(out, weights.output_conv1, device, tuning, dtype=tail)  # the tail starts here
    out = resize_bilinear(out, grid_h * PATCH_SIZE, grid_w * PATCH_SIZE, matrices, tuning, tail)
    out = conv2d(out, weights.output_conv2, device, tuning, activation="relu", dtype=tail)
    logits = pointwise(out, weights.output_linear, tuning)  # (1, 1, HW, 2)
    logits = ttnn.transpose(logits.tensor, -2, -1, memory_config=DRAM)  # (1, 1, 2, HW)
    depth = ttnn.to_layout(ttnn.exp(logits, memory_config=DRAM), ttnn.ROW_MAJOR_LAYOUT)
    sky = ttnn.to_layout(ttnn.relu(logits, memory_config=DRAM), ttnn.ROW_MAJOR_LAYOUT)
    return depth, sky
