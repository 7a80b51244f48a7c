"""The DPT head on the device, one function per reference module (``dpt.py``, ``dpt_blocks.py``).

Feature maps are channels-last pixels, (1, 1, h*w, C) float32 tiles in DRAM, the layout
``ttnn.conv2d`` reads and writes; convs and 1x1s read them as TF32 at HiFi3 with bfloat16
weights (bfloat16 maps everywhere cost the sky map most: OPT_REPORT section 4). The "fast"
program stores the tail maps bfloat16: output_conv1's output (296^2 at 518x518), the resize to
the input size and output_conv2's full-resolution hidden map. Convs whose maps fit L1 run
unsliced on L1 shards (``l1_plan.conv_slices``). Bilinear ``align_corners=True`` resizes are
two left-multiplications by precomputed interpolation matrices (columns, then rows; rows first
into a DRAM-sliced conv), for any ratio: the row matrix exact, the column matrix's fractions
rounded to 1/128 so that its HiFi2 products are exact; their intermediate maps stay in L1 where
they fit (``l1_plan.resize_plan``).
"""

from __future__ import annotations

import math
from typing import Any

import ttnn

from ....config.parts import PATCH_SIZE
from ..numerics.l1_plan import (
    COLUMN_IN0_BLOCK,
    MAX_SUBBLOCK_TILES,
    TILE,
    largest_divisor_at_most,
)
from ..numerics.program import column_matrix, interpolation_matrix, resize_rows_first
from .convs import (
    BYTES,
    DRAM,
    DTYPE_NAMES,
    FeatureMap,
    conv2d,
    conv_input_shards,
    conv_plan,
    upsample,
    upsample_slices,
)
from .fused_resize import FusedOperands, fused_resize
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


class ResizeMatrices:
    """Device interpolation matrices R (1, 1, out, in), uploaded once per (size_in, size_out)
    pair and pass (one set per program size, freed with it); both passes left-multiply by one:
    the row pass by ``interpolation_matrix``, the column pass by its rounded
    ``column_matrix`` (exact at the column pass's HiFi2)."""

    def __init__(self, device: Any, fused: bool = False) -> None:
        self.device = device
        self._matrices: dict[tuple[str, int, int], Any] = {}
        # resize="fused": the kernel's operands instead (``fused_resize.py``)
        self.fused = FusedOperands(device) if fused else None

    def _upload(self, kind: str, size_in: int, size_out: int) -> Any:
        key = (kind, size_in, size_out)
        if key not in self._matrices:
            make = column_matrix if kind == "columns" else interpolation_matrix
            self._matrices[key] = ttnn.from_torch(
                make(size_in, size_out)[None, None].contiguous(),
                dtype=RESIZE_MATRIX_DTYPE,
                layout=ttnn.TILE_LAYOUT,
                device=self.device,
            )
        return self._matrices[key]

    def matrix(self, size_in: int, size_out: int) -> Any:
        """R (1, 1, size_out, size_in) of ``interpolation_matrix`` (the row pass)."""
        return self._upload("rows", size_in, size_out)

    def columns(self, size_in: int, size_out: int) -> Any:
        """R (1, 1, size_out, size_in) of ``column_matrix`` (the column pass)."""
        return self._upload("columns", size_in, size_out)

    def release(self) -> None:
        """Free every uploaded matrix."""
        for tensor in self._matrices.values():
            ttnn.deallocate(tensor)
        self._matrices.clear()
        if self.fused is not None:
            self.fused.release()


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


def column_program(tuning: Tuning, width_in: int, width_out: int, channels: int) -> Any:
    """The column pass R_w (W x w) @ X[i] (w x C) for every image row i: R_w is read once
    (in0 reuse, one in0 for every batch), output rows of W split over cores, one tile row
    each (the 1D factory allows no split of N with a broadcast in0)."""
    k_tiles = math.ceil(width_in / TILE)
    n_tiles = math.ceil(channels / TILE)
    return ttnn.MatmulMultiCoreReuseMultiCast1DProgramConfig(
        compute_with_storage_grid_size=ttnn.CoreCoord(*tuning.grid),
        in0_block_w=largest_divisor_at_most(k_tiles, COLUMN_IN0_BLOCK),
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
    rows_first: bool = False,
) -> FeatureMap:
    """``F.interpolate(mode="bilinear", align_corners=True)`` as two left-multiplications,
    columns first (fewer image rows to batch over when upsampling): R_w @ X[i] for every image
    row i of the (1, h, w, C) map, then R_h @ X on its (h, W*C) view; or ``rows_first`` (the
    column pass then writes the (1, H, W, C) map itself: no final reshape). No transposes:
    tile reshapes between the passes. Both passes write ``dtype``; the output is the
    (1, 1, H*W, C) map, or with ``spatial`` the (1, H, W, C) one a DRAM-sliced ``conv2d``
    reads without a reshape, in DRAM. The maps in between stay in L1 while they fit
    (``Tuning.resize_program``): the reshapes and passes then read and write L1, not DRAM."""
    if (height, width) == (x.height, x.width):
        return x
    if matrices.fused is not None:  # one kernel launch (``fused_resize.py``)
        cores = tuning.grid[0] * tuning.grid[1]
        sizes = (x.height, x.width), (height, width)
        name, l1 = DTYPE_NAMES[dtype], tuning.l1_bytes
        out = fused_resize(x.tensor, *sizes, matrices.fused, name, cores, l1, spatial)
        return FeatureMap(out, height, width)
    c, h, w = x.channels, x.height, x.width
    rows_first = rows_first and height != h and width != w
    names = (DTYPE_NAMES[x.tensor.dtype], DTYPE_NAMES[dtype])
    program = tuning.resize_program((h, w), (height, width), c, *names, rows_first)
    plan = program.plan
    memory = {
        name: ttnn.L1_MEMORY_CONFIG if in_l1 else DRAM
        for name, in_l1 in (
            ("grid", plan.grid_in_l1),
            ("middle", plan.middle_in_l1),
            ("rows", plan.rows_in_l1),
        )
    }
    t = x.tensor

    def then(result: Any) -> Any:
        """Free the intermediate ``t`` once ``result`` is made from it (not the input map, nor
        a buffer a reshape kept as a view)."""
        if t is not x.tensor and result.buffer_address() != t.buffer_address():
            ttnn.deallocate(t)
        return result

    def column_pass(out_memory: Any) -> Any:
        """R_w @ X[i] for every image row i of the (1, rows, w, C) map ``t``."""
        return ttnn.matmul(
            matrices.columns(w, width),
            t,
            program_config=column_program(tuning, w, width, c),
            memory_config=out_memory,
            compute_kernel_config=tuning.column_compute,
            dtype=dtype,
        )

    def row_pass(out_memory: Any) -> Any:
        """R_h @ X on the (h, width * C) view ``t``."""
        return ttnn.matmul(
            matrices.matrix(h, height),
            t,
            program_config=program.rows,
            memory_config=out_memory,
            compute_kernel_config=tuning.resize_compute,
            dtype=dtype,
        )

    if rows_first:
        t = then(ttnn.reshape(t, (1, 1, h, w * c), memory_config=memory["middle"]))
        t = then(row_pass(memory["rows"]))
        t = then(ttnn.reshape(t, (1, height, w, c), memory_config=memory["grid"]))
        t = then(column_pass(DRAM))  # (1, H, W, C)
        if not spatial:
            t = then(ttnn.reshape(t, (1, 1, height * width, c), memory_config=DRAM))
        return FeatureMap(t, height, width)
    if width != w:
        t = then(ttnn.reshape(t, (1, h, w, c), memory_config=memory["grid"]))
        t = then(column_pass(memory["middle"]))
    if height != h:
        t = then(ttnn.reshape(t, (1, 1, h, width * c), memory_config=memory["middle"]))
        t = then(row_pass(memory["rows"]))
    shape = (1, height, width, c) if spatial else (1, 1, height * width, c)
    t = then(ttnn.reshape(t, shape, memory_config=DRAM))
    return FeatureMap(t, height, width)


def rows_first(
    size: tuple[int, int], conv: ConvWeights, tuning: Tuning, dtypes: tuple[Any, Any]
) -> bool:
    """``program.resize_rows_first`` for the resize to ``size`` that feeds ``conv``."""
    channels = (conv.in_channels, conv.out_channels)
    element_bytes = (BYTES[dtypes[0]], BYTES[dtypes[1]])
    cores = tuning.grid[0] * tuning.grid[1]
    return resize_rows_first(size, channels, element_bytes, cores, tuning.l1_bytes)


def residual_conv_unit(
    x: FeatureMap, convs: tuple[ConvWeights, ConvWeights], device: Any, tuning: Tuning
) -> FeatureMap:
    """``ResidualConvUnit``: x + conv2(relu(conv1(relu(x)))), the inner ReLU fused. When its
    convs run unsliced (the maps fit L1, ``conv_plan``) the outer ReLU writes the block shards
    the first conv takes as they are (``conv_input_shards``: no DRAM round trip, no
    interleaved-to-sharded op), and the sum is written to L1 (interleaved) for the caller's
    next op, the lateral add or the 1x1, which frees it before any conv runs. (Interleaved in
    L1 the ReLU's output would sit beside the conv's own shards, and at 448x784 the conv then
    could not allocate them on the mock.)"""
    slices = conv_plan(x.height, x.width, convs[0], tuning, x.tensor.dtype, HEAD_MAP_DTYPE)[3]
    memory = ttnn.L1_MEMORY_CONFIG if slices == 1 else DRAM
    shards = conv_input_shards(x.height * x.width, x.channels, tuning) if slices == 1 else None
    h = FeatureMap(ttnn.relu(x.tensor, memory_config=shards or DRAM), x.height, x.width)
    inner = conv2d(h, convs[0], device, tuning, activation="relu", keep_in_l1=True)
    ttnn.deallocate(h.tensor)
    h = conv2d(inner, convs[1], device, tuning, keep_in_l1=True)
    ttnn.deallocate(inner.tensor)
    out = ttnn.add(h.tensor, x.tensor, memory_config=memory)
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
    rows_first: bool = False,
) -> FeatureMap:
    """``FeatureFusionBlock``. The 1x1 out conv runs before the resize: the two commute exactly
    (interpolation rows sum to one), and it then touches 4x fewer pixels. ``spatial``: the
    resized map as (1, H, W, C) for a DRAM-sliced conv; ``rows_first``: the resize's order."""
    if lateral is not None and weights.lateral is not None:
        res = residual_conv_unit(lateral, weights.lateral, device, tuning)
        x = FeatureMap(ttnn.add(x.tensor, res.tensor, memory_config=DRAM), x.height, x.width)
        ttnn.deallocate(res.tensor)
    unit = residual_conv_unit(x, weights.residual, device, tuning)
    x = pointwise(unit, weights.out_conv, tuning)
    ttnn.deallocate(unit.tensor)
    return resize_bilinear(x, *size, matrices, tuning, spatial=spatial, rows_first=rows_first)


def reassemble(
    features: list[Any], weights: HeadWeights, device: Any, tuning: Tuning, grid_h: int, grid_w: int
) -> list[FeatureMap]:
    """``tokens_to_pyramid`` and the ``layerN_rn`` convs: 1x1 projection, class token
    dropped, 4x / 2x / 1x / 0.5x, 3x3 conv to the fusion width; level by level, so that an
    upsampled map kept in L1 is convolved (and freed) before the next level runs."""
    pyramid = []
    patches = grid_h * grid_w
    for level, tokens in enumerate(features):
        project = weights.projects[level]
        transposed_conv, downsample = weights.upsample[level], weights.downsample[level]
        layer_rn = weights.layer_rn[level]
        # The projected tokens stay in L1 while they are small (``Tuning.projection_in_l1``)
        # and the conv that reads them runs unsliced (a DRAM-sliced one reads DRAM), the
        # downsampled level while layer_rn runs unsliced.
        if transposed_conv is not None:
            first = upsample_slices(grid_h, grid_w, transposed_conv, tuning)
        else:
            first = conv_plan(
                grid_h, grid_w, downsample or layer_rn, tuning, *[HEAD_MAP_DTYPE] * 2
            )[3]
        rn_unsliced = conv_plan(grid_h, grid_w, layer_rn, tuning, *[HEAD_MAP_DTYPE] * 2)[3] == 1
        memory = DRAM
        if first == 1 and tuning.projection_in_l1(tokens.shape[-2], project.out_features):
            memory = ttnn.L1_MEMORY_CONFIG
        projected = ttnn.linear(
            tokens,
            project.weight,
            bias=project.bias,
            compute_kernel_config=tuning.conv_compute,
            core_grid=tuning.core_grid,
            memory_config=memory,
            dtype=HEAD_MAP_DTYPE,
        )
        end = (1, patches, project.out_features)  # the class token is last: dropped
        sliced = ttnn.slice(projected, (0, 0, 0), end, memory_config=memory)
        ttnn.deallocate(projected)
        x = FeatureMap(
            ttnn.reshape(sliced, (1, 1, patches, project.out_features), memory_config=memory),
            grid_h,
            grid_w,
        )
        if transposed_conv is not None or downsample is not None:
            made = (
                upsample(x, transposed_conv, device, tuning, keep_in_l1=True)
                if transposed_conv is not None
                else conv2d(x, downsample, device, tuning, keep_in_l1=rn_unsliced)
            )
            if memory is not DRAM:
                ttnn.deallocate(x.tensor)
            x = made
        level_map = conv2d(x, layer_rn, device, tuning)
        if x.tensor.memory_config().buffer_type == ttnn.BufferType.L1:
            ttnn.deallocate(x.tensor)
        pyramid.append(level_map)
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
    levels = reassemble(features, weights, device, tuning, grid_h, grid_w)
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
    # The resizes into the full-resolution convs: rows first by ``program.resize_rows_first``
    # (the emulator follows it), so that the column pass writes the (1, H, W, C) map a sliced
    # conv reads.
    first = rows_first(size, weights.output_conv1, tuning, (HEAD_MAP_DTYPE, tail))
    out = feature_fusion_block(
        out, levels[0], r1, size, device, tuning, matrices, sliced, rows_first=first
    )
    out = conv2d(out, weights.output_conv1, device, tuning, dtype=tail)  # the tail starts here
    full = (grid_h * PATCH_SIZE, grid_w * PATCH_SIZE)
    sliced = conv_plan(*full, weights.output_conv2, tuning, tail, tail)[3] > 1
    first = rows_first(full, weights.output_conv2, tuning, (tail, tail))
    out = resize_bilinear(out, *full, matrices, tuning, tail, spatial=sliced, rows_first=first)
    out = conv2d(out, weights.output_conv2, device, tuning, activation="relu", dtype=tail)
    logits = pointwise(out, weights.output_linear, tuning)  # (1, 1, HW, 2) tiles: 2 of 32 used
    # rows before the activations: exp / ReLU then touch 2 values per pixel, not a tile's 32
    logits = ttnn.to_layout(logits.tensor, ttnn.ROW_MAJOR_LAYOUT, memory_config=DRAM)
    depth = ttnn.exp(logits, memory_config=DRAM)
    sky = ttnn.relu(logits, memory_config=DRAM)
    ttnn.deallocate(logits)
    return depth, sky
