"""All hardware tuning of the Blackhole program in one place, derived from the model config, the
input size and the device's compute grid (read from the device, never assumed).

A p150a has 12x10 Tensix cores with ETH dispatch and 11x10 with worker dispatch; every choice
here is valid for any grid of at least 8x8. Tile arithmetic is written out for DA3-Large at
518x518 (1 + 37*37 = 1370 tokens -> 43 tile rows; width 1024 -> 32 tiles) on a 11x10 grid.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field
from typing import Any

import ttnn

from ....config.parts import PATCH_SIZE
from ....config.schema import DA3Config
from ..numerics.l1_plan import (
    MatmulPlan,
    MemoryPlan,
    ResizePlan,
    best_matmul_plan,
    conv_slices,
    memory_plan,
    projection_in_l1,
    resize_plan,
)
from ..numerics.program import (
    BACKBONE_FIDELITY,
    COLUMN_FIDELITY,
    HEAD_FIDELITY,
    RESIZE_FIDELITY,
    head_transposed,
)
from ..tiles import TILE


@dataclass(frozen=True)
class Tuning:
    """Grid, program and compute-kernel configs of one input size.

    Attributes:
        grid: (x, y) compute grid of the device.
        size: (height, width) network input this tuning is for.
        transposed: the program runs on the transposed image (``head_transposed``): patches
            in column-major order, the head on (width, height) maps, outputs transposed back.
        memory: where the backbone's tensors live and the CB budget (``l1_plan``).
        l1_bytes: allocatable L1 of one core (read from the device): the head's convs run
            unsliced in L1 when their maps fit (``l1_plan.conv_slices``).
        token_memory: memory config of the backbone's tensors (L1 or DRAM, from ``memory``).
        tokens: tokens of one image (1 class token + patches).
        matmul: program configs of the backbone linears, by reference name.
        sdpa: SDPA program config (chunked flash attention).
        backbone_compute: compute-kernel configs of the backbone's matmuls by op (``patch``,
            ``qkv``, ``attention``, ``proj``, ``fc1``, ``fc2``), math fidelity from
            ``program.BACKBONE_FIDELITY`` (what the emulator rounds by).
        norm_compute / conv_compute / resize_compute: compute-kernel configs (math fidelity,
            fp32 accumulation) per op family; ``conv_compute`` serves every head conv and 1x1
            at ``HEAD_FIDELITY`` (HiFi3: of the TF32 map x bfloat16 weight product only the
            low x low part is dropped, which the emulator applies), ``resize_compute`` the
            row passes' interpolation matmuls at ``RESIZE_FIDELITY`` (HiFi3), ``column_compute``
            the column passes' at ``COLUMN_FIDELITY`` (HiFi2, exact on ``column_matrix``).
    """

    grid: tuple[int, int]
    size: tuple[int, int]
    transposed: bool
    tokens: int
    memory: MemoryPlan
    matmul: dict[str, Any] = field(repr=False)
    sdpa: Any = field(repr=False)
    backbone_compute: dict[str, Any] = field(repr=False)
    norm_compute: Any = field(repr=False)
    conv_compute: Any = field(repr=False)
    resize_compute: Any = field(repr=False)
    column_compute: Any = field(repr=False)
    l1_bytes: int

    @property
    def core_grid(self) -> Any:
        return ttnn.CoreGrid(y=self.grid[1], x=self.grid[0])

    def conv_slices(
        self,
        in_pixels: int,
        in_channels: int,
        out_pixels: int,
        out_channels: int,
        in_bytes: int,
        out_bytes: int,
    ) -> int:
        """Pieces a head conv of these maps runs in: 1 unsliced on L1 shards, else DRAM slices
        (``l1_plan.conv_slices``)."""
        cores = self.grid[0] * self.grid[1]
        return conv_slices(
            in_pixels,
            in_channels,
            out_pixels,
            out_channels,
            in_bytes,
            out_bytes,
            cores,
            self.l1_bytes,
        )

    def resize_program(
        self,
        size_in: tuple[int, int],
        size_out: tuple[int, int],
        channels: int,
        in_dtype: str,
        out_dtype: str,
        rows_first: bool = False,
    ) -> ResizeProgram:
        """Where a resize's intermediate maps live (``l1_plan.resize_plan``) and its row pass's
        2D-multicast config, blocked so that its CBs fit under the maps it keeps in L1."""
        cores = self.grid[0] * self.grid[1]
        plan = resize_plan(
            size_in, size_out, channels, in_dtype, out_dtype, cores, self.l1_bytes, rows_first
        )
        (h, w), (big_h, big_w) = size_in, size_out
        if big_h == h:
            return ResizeProgram(plan, None)
        rows_first = rows_first and big_w != w
        width = w if rows_first else big_w  # of the map the row pass reads
        rows = best_matmul_plan(
            self.grid,
            math.ceil(big_h / TILE),
            math.ceil(h / TILE),
            math.ceil(width * channels / TILE),
            plan.row_budget,
            "float32",  # the interpolation matrix (weights.RESIZE_MATRIX_DTYPE)
            out_dtype,
            weight_dtype=out_dtype if big_w != w and not rows_first else in_dtype,
        )
        return ResizeProgram(plan, _mcast_2d(self.grid, rows))

    def projection_in_l1(self, tokens: int, channels: int) -> bool:
        """Whether a reassemble level's projected float32 tokens (and their sliced copy,
        alive together) stay in L1 (``l1_plan.projection_in_l1``)."""
        cores = self.grid[0] * self.grid[1]
        return projection_in_l1(tokens, channels, cores, self.l1_bytes)

    @property
    def token_memory(self) -> Any:
        return ttnn.L1_MEMORY_CONFIG if self.memory.tokens_in_l1 else ttnn.DRAM_MEMORY_CONFIG


@dataclass(frozen=True)
class ResizeProgram:
    """A resize's residency (``plan``) and its row pass's program config (None: no row pass)."""

    plan: ResizePlan
    rows: Any


def compute_kernel_config(fidelity: Any, fp32_acc: bool, approx: bool = False) -> Any:
    """The compute-kernel config of these settings; one shared object per setting, so a graph
    capture (which records a config as its address) can name the settings of every op."""
    return _shared_compute_config(fidelity, bool(fp32_acc), bool(approx))


@functools.cache
def _shared_compute_config(fidelity: Any, fp32_acc: bool, approx: bool) -> Any:
    return ttnn.WormholeComputeKernelConfig(
        math_fidelity=fidelity,
        math_approx_mode=approx,
        fp32_dest_acc_en=fp32_acc,
        packer_l1_acc=True,
    )


def _mcast_2d(grid: tuple[int, int], plan: MatmulPlan, activation: Any = None) -> Any:
    """2D multicast matmul: M split over grid rows, N over grid columns, or the other way
    round (``plan.transposed``: ``transpose_mcast``), as ``l1_plan.best_matmul_plan`` chose.

    518x518, 11x10 grid, fc2 (K=128, N=32 tiles): per_core_M = ceil(43 / 10) = 5 (9 rows
    busy), N over every column: per_core_N = ceil(32 / 11) = 3, 11 columns (the last with 2
    tiles); fc1 (N=128) transposed: M over the 11 columns (per_core_M = 4), N over the 10 rows
    (per_core_N = 13, the last row 11), 52 tiles per core against 60. in0_block_w = 4;
    subblock 1 x (largest divisor of per_core_N <= 4) with fp32 accumulation. The output block
    is the whole per-core output unless its CBs would not fit in L1 (large inputs).
    """
    whole = (plan.block_h, plan.block_w) == (plan.per_core_m, plan.per_core_n)
    return ttnn.MatmulMultiCoreReuseMultiCastProgramConfig(
        compute_with_storage_grid_size=(
            ttnn.CoreCoord(grid[0], plan.columns)
            if plan.transposed
            else ttnn.CoreCoord(plan.columns, grid[1])
        ),
        in0_block_w=plan.in0_block_w,
        out_subblock_h=plan.sub_h,
        out_subblock_w=plan.sub_w,
        out_block_h=None if whole else plan.block_h,
        out_block_w=None if whole else plan.block_w,
        per_core_M=plan.per_core_m,
        per_core_N=plan.per_core_n,
        transpose_mcast=plan.transposed,
        fused_activation=activation,
        fuse_batch=True,
    )


def tuning_for(
    config: DA3Config,
    grid: tuple[int, int],
    height: int,
    width: int,
    batch: int = 1,
    *,
    l1_bytes: int,
    norm_kernel_cb_bytes: int = 0,
) -> Tuning:
    """The tuning of ``config`` at network input (height, width) on a ``grid`` = (x, y) whose
    cores have ``l1_bytes`` of allocatable L1 each (read from the device); with the residual
    LayerNorm kernel, ``norm_kernel_cb_bytes`` are its compile's CBs per core
    (``l1_plan.memory_plan``)."""
    if grid[0] < 8 or grid[1] < 8:
        raise ValueError(f"the DA3 program needs a compute grid of at least 8x8, got {grid}")
    b = config.backbone
    tokens = 1 + (height // PATCH_SIZE) * (width // PATCH_SIZE)
    m_tiles = batch * math.ceil(tokens / TILE)  # 43 at 518x518
    d_tiles = b.embed_dim // TILE  # 32
    hidden_tiles = int(b.embed_dim * b.mlp_ratio) // TILE  # 128
    gelu = ttnn.UnaryWithParam(ttnn.UnaryOpType.GELU, 0.0)
    memory = memory_plan(m_tiles, d_tiles, hidden_tiles, grid, l1_bytes, norm_kernel_cb_bytes)
    budget = memory.cb_budget
    shapes = {  # K and N tiles, input (the float32 norm or bfloat16) and output dtypes
        "qkv": (d_tiles, 3 * d_tiles, "float32", "bfloat16"),  # 96 tiles -> 11 columns of 9
        "proj": (d_tiles, d_tiles, "bfloat16", "float32"),  # 32 -> 11 columns of 3
        "fc1": (d_tiles, hidden_tiles, "float32", "bfloat16"),  # 128 -> 11 of 12
        "fc2": (hidden_tiles, d_tiles, "bfloat16", "float32"),  # 32 -> 11 of 3, K = 128
    }
    matmul = {}
    for name, (k_tiles, n_tiles, in_dtype, out_dtype) in shapes.items():
        plan = best_matmul_plan(grid, m_tiles, k_tiles, n_tiles, budget, in_dtype, out_dtype)
        matmul[name] = _mcast_2d(grid, plan, gelu if name == "fc1" else None)
    # Flash attention: 128-token query and key chunks; the last chunk is masked by the op
    # itself (1370 tokens -> 11 chunks). 16 heads x 11 query chunks = 176 work units.
    sdpa = ttnn.SDPAProgramConfig(
        compute_with_storage_grid_size=ttnn.CoreCoord(*grid),
        q_chunk_size=128,
        k_chunk_size=128,
        exp_approx_mode=False,
    )
    return Tuning(
        grid=grid,
        size=(height, width),
        transposed=head_transposed(height // PATCH_SIZE, width // PATCH_SIZE),
        tokens=tokens,
        memory=memory,
        matmul=matmul,
        sdpa=sdpa,
        backbone_compute={
            op: compute_kernel_config(getattr(ttnn.MathFidelity, name), fp32_acc=True)
            for op, name in BACKBONE_FIDELITY.items()
        },
        norm_compute=compute_kernel_config(ttnn.MathFidelity.HiFi4, fp32_acc=True),
        conv_compute=compute_kernel_config(
            getattr(ttnn.MathFidelity, HEAD_FIDELITY), fp32_acc=True
        ),
        resize_compute=compute_kernel_config(
            getattr(ttnn.MathFidelity, RESIZE_FIDELITY), fp32_acc=True
        ),
        column_compute=compute_kernel_config(
            getattr(ttnn.MathFidelity, COLUMN_FIDELITY), fp32_acc=True
        ),
        l1_bytes=l1_bytes,
    )
