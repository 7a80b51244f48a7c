"""The host-side (torch only) pieces of the Blackhole program, one definition each, shared by
the ttnn program (``backends/ttnn``) and the torch emulator (``emulator.py``): which networks it
runs, the program names, when it runs transposed, the position table and the resize matrices.
"""

from __future__ import annotations

import torch

from ....config.options import TT_PROGRAMS
from ....config.schema import DA3Config
from ....modeling.network import DepthAnything3Network
from ..tiles import TILE
from .l1_plan import conv_slices

# The two device programs differ only in the head's tail (``ttnn/weights.py TAIL_MAP_DTYPE``);
# the first is the default.
PROGRAMS = TT_PROGRAMS  # the option names, defined with the other options' bounds
# Math fidelity of the head's convs and 1x1s, and of the resizes' row passes (``fidelity.py``:
# HiFi3 drops only the product of the operands' low bits; the emulator applies it). Emulated on
# the gate's weights, HiFi3 resizes cost 0.0000037 of depth / 0.0000034 of sky Pearson against
# HiFi4 (measured when both passes ran at it; the column passes now: COLUMN_FIDELITY).
HEAD_FIDELITY = "HiFi3"
RESIZE_FIDELITY = "HiFi3"
# The column passes (compute-bound: a broadcast in0 spreads only over the output's column
# tiles) run at HiFi2 on a matrix whose interpolation fractions are rounded to multiples of
# 1/COLUMN_STEPS: k/128 has at most 6 mantissa bits, all of which HiFi2's phases read from in0
# (``fidelity.py``), so the products are exact and only the rounding (at most 1/256 of a
# neighbour difference) costs: emulated on the gate's input, sky 0.9995159 -> 0.9994975 (fast),
# depth unchanged to 2e-7 (OPT_REPORT section 4).
COLUMN_FIDELITY = "HiFi2"
COLUMN_STEPS = 128
# Math fidelity of each backbone matmul (``ttnn/tuning.py`` builds its compute-kernel configs
# from this, the emulator rounds by it); ``attention``: both matmuls of the flash SDPA (bound
# by its exponentials, so HiFi4 is free by the device model). Chosen by emulated accuracy
# (OPT_REPORT section 4): all HiFi2 emulates below bf16 autocast.
BACKBONE_FIDELITY = {
    "patch": "HiFi2",
    "qkv": "HiFi3",
    "attention": "HiFi4",
    "proj": "HiFi3",
    "fc1": "HiFi3",
    "fc2": "HiFi2",
}
# ttnn 0.81.1's conv2d rejects maps at most this many pixels wide once they are taller than a
# few rows ("Reader indices buffer page size 68 exceeds worst-case CB size 64"; mock p150a:
# 18x2, 36x2, 36x1 fail, 36x3, 2x72, 1x36 pass). The transposed map is then a short wide one.
NARROW_CONV_WIDTH = 2


def head_transposed(grid_h: int, grid_w: int) -> bool:
    """Whether the program runs transposed: when the narrowest head map (the 0.5x level,
    ceil(grid_w / 2) wide) is at most ``NARROW_CONV_WIDTH`` pixels wide and taller than wide.
    Attention without RoPE ignores token order and the head is a stack of convolutions and
    separable resizes, so the transposed program computes the transposed maps exactly."""
    narrowest = (grid_w + 1) // 2, (grid_h + 1) // 2  # (width, height) of the 0.5x level
    return narrowest[0] <= NARROW_CONV_WIDTH and narrowest[1] > narrowest[0]


def interpolation_matrix(size_in: int, size_out: int) -> torch.Tensor:
    """(size_out, size_in) matrix of 1-D linear interpolation with ``align_corners=True``."""
    matrix = torch.zeros(size_out, size_in, dtype=torch.float64)
    if size_in == 1 or size_out == 1:
        matrix[:, 0] = 1.0
        return matrix.float()
    position = torch.arange(size_out, dtype=torch.float64) * (size_in - 1) / (size_out - 1)
    left = position.floor().long().clamp(max=size_in - 2)
    frac = position - left
    rows = torch.arange(size_out)
    matrix[rows, left] = 1.0 - frac
    matrix[rows, left + 1] += frac
    return matrix.float()


# The device the emulator decides per-size layout choices for when not told: a p150a with
# worker dispatch (11x10 cores), each with the L1 ttnn 0.81.1 reports allocatable (1395 KiB).
P150A_WORKER_CORES = 110
P150A_L1_BYTES = 1428352


def resize_rows_first(
    size_out: tuple[int, int],
    conv_channels: tuple[int, int],
    element_bytes: tuple[int, int],
    cores: int,
    l1_bytes: int,
) -> bool:
    """Whether the resize to ``size_out`` that feeds a 3x3 head conv of (in, out)
    ``conv_channels`` stored with (in, out) ``element_bytes`` runs rows first (the device's
    ``dpt_head`` and the emulator decide by this): when that conv runs in DRAM slices
    (``l1_plan.conv_slices`` > 1), so that the column pass writes the (1, H, W, C) map it
    reads, or when the output width is whole tiles, so that the (1, 1, H*W, C) view of that
    map is free (the columns-first path reshapes twice)."""
    pixels = size_out[0] * size_out[1]
    slices = conv_slices(
        pixels, conv_channels[0], pixels, conv_channels[1], *element_bytes, cores, l1_bytes
    )
    return slices > 1 or size_out[1] % TILE == 0


def column_matrix(size_in: int, size_out: int) -> torch.Tensor:
    """``interpolation_matrix`` with each row's fractions rounded to multiples of
    1/``COLUMN_STEPS`` (rows still sum to one, every weight exact in HiFi2's in0 bits)."""
    return torch.round(interpolation_matrix(size_in, size_out) * COLUMN_STEPS) / COLUMN_STEPS


def unsupported_reason(config: DA3Config) -> str | None:
    """Why the device program cannot run ``config``'s network (one line), or None: it covers
    the monocular DPT models with a sky head (DA3Metric-Large, DA3Mono-Large). Reads the
    config only (``tt-da3 info`` asks it without loading the model)."""
    b = config.backbone
    if config.head.kind != "dpt" or not config.head.use_sky_head:
        sky = "" if config.head.kind != "dpt" else " without a sky head"  # V2 and the like
        return (
            f"the Blackhole backend runs the DPT models with a sky head (da3metric-large, "
            f"da3mono-large); {config.model_name} has a {config.head.kind} head{sky}"
        )
    if b.alt_start != -1 or b.rope_start != -1 or b.qknorm_start != -1 or b.cat_token:
        return f"{config.model_name}: RoPE / QK-norm / camera tokens are not supported"
    if b.head_dim % 32 or b.embed_dim % 32:
        return f"widths must be multiples of 32, got dim {b.embed_dim}, head {b.head_dim}"
    return None


def check_supported(network: DepthAnything3Network) -> None:
    """The device program covers the monocular DPT models (DA3Metric-Large, DA3Mono-Large):
    ``ValueError`` with ``unsupported_reason`` otherwise."""
    reason = unsupported_reason(network.config)
    if reason is not None:
        raise ValueError(reason)


@torch.no_grad()
def embedding_table(
    network: DepthAnything3Network, grid_h: int, grid_w: int, transposed: bool = False
) -> torch.Tensor:
    """(1, grid_h*grid_w + 1, D) added after the patch linear. The device keeps the class token
    LAST (attention without RoPE is order-free), so the patch rows come first: rows 0..HW-1 are
    the interpolated position embedding plus the patch bias, row HW is cls + its position.
    ``transposed``: the patch rows in column-major order (the transposed program)."""
    vit = network.backbone.pretrained
    pos = vit.interpolated_pos_embed(grid_h, grid_w, torch.float32)[0]
    patches = pos[1:] + vit.patch_embed.proj.bias.float()
    cls = vit.cls_token[0, 0].float() + pos[0]
    if patches.shape[0] != grid_h * grid_w:
        raise RuntimeError(
            f"position table has {patches.shape[0]} rows, expected {grid_h * grid_w}"
        )
    if transposed:
        patches = patches.reshape(grid_h, grid_w, -1).transpose(0, 1).reshape(grid_h * grid_w, -1)
    return torch.cat((patches, cls[None]))[None]
