"""The size-dependent tables as graph ops of the input's shape, for a graph exported once
for every input size (``torch.export`` with dynamic height, width, batch and views).

In torch the tables are computed once per size in Python and cached (``dinov2``, ``rope``,
``dpt_blocks``); while exporting (``exporting()``) the same values come from these functions,
written with tensor ops only (``arange``, arithmetic, comparisons, matmul) so the grid size is
a symbol of the graph, not a constant:

- ``bicubic_matrix``: PyTorch's bicubic resize (``mode="bicubic"``, ``align_corners=False``,
  ``antialias=False``, A = -0.75, border indices clamped) of one axis as an (out, in) weight
  matrix, so the position embedding's resize is two matmuls;
- ``resized_pos_embed``: the stored (1, 1 + side^2, C) embedding on a grid_h x grid_w grid,
  with the official DINOv2 scale factor (n + 0.1) / side or the exact-size (transformers)
  resize, and the stored embedding unchanged on its own square grid, as in torch;
- ``rope_tables``: the 2D RoPE cos/sin tables of ``RotaryPositionEmbedding2D``;
- ``uv_embedding``: the DPT heads' UV sin/cos embedding.

They agree with the torch path to float32 rounding (the matmul sums in another order); the
exported graphs are gated against the torch network in ``tests/backends/runtimes``.
"""

from __future__ import annotations

import torch

BICUBIC_A = -0.75  # PyTorch's (and OpenCV's) cubic convolution coefficient


def exporting() -> bool:
    """Whether ``torch.export`` is tracing (the tables must then be graph ops)."""
    return torch.compiler.is_exporting()


def size_scalar(size: int | torch.SymInt, dtype: torch.dtype, device) -> torch.Tensor:
    """A 0-d tensor holding ``size`` (a symbol of the graph while exporting)."""
    return torch.full((), size, dtype=dtype, device=device)


def bicubic_matrix(out_size, in_size: int, scale: torch.Tensor) -> torch.Tensor:
    """(out_size, in_size) float32 weights W with ``W @ x`` = PyTorch's bicubic resize of
    ``x`` along its first axis; ``scale`` (0-d float32) is the source step per output
    index, as ``area_pixel_compute_scale`` gives it."""
    device = scale.device
    dst = torch.arange(out_size, dtype=torch.float32, device=device)
    real = scale * (dst + 0.5) - 0.5
    index = real.floor().clamp(max=in_size - 1)
    t = (real - index).clamp(0.0, 1.0)
    a = BICUBIC_A

    def near(x: torch.Tensor) -> torch.Tensor:  # |x| <= 1
        return ((a + 2) * x - (a + 3)) * x * x + 1

    def far(x: torch.Tensor) -> torch.Tensor:  # 1 < |x| < 2
        return ((a * x - 5 * a) * x + 8 * a) * x - 4 * a

    coefficients = (far(t + 1), near(t), near(1 - t), far(2 - t))
    columns = torch.arange(in_size, device=device)
    start = index.to(torch.int64) - 1
    weights = torch.zeros_like(real)[:, None] * columns[None, :].float()
    for k, c in enumerate(coefficients):
        source = (start + k).clamp(0, in_size - 1)
        weights = weights + c[:, None] * (source[:, None] == columns[None, :]).float()
    return weights


def resized_pos_embed(pos_embed: torch.Tensor, grid_h, grid_w, mode: str) -> torch.Tensor:
    """The stored position embedding (1, 1 + side^2, C) on a grid_h x grid_w grid as graph
    ops: ``mode`` "offset" (scale factor (n + 0.1) / side) or "size" (exact size); the
    stored embedding itself where the grid is its own square grid."""
    pos = pos_embed.float()
    side = int(round((pos.shape[1] - 1) ** 0.5))
    device = pos.device
    rows_f = size_scalar(grid_h, torch.float64, device)
    cols_f = size_scalar(grid_w, torch.float64, device)
    if mode == "offset":  # 1 / scale_factor in double, then float, as interpolate does
        scale_h = (side / (rows_f + 0.1)).float()
        scale_w = (side / (cols_f + 0.1)).float()
    elif mode == "size":  # float(input) / output, in float
        scale_h = side / rows_f.float()
        scale_w = side / cols_f.float()
    else:
        raise ValueError(f"pos_embed_resize must be 'offset' or 'size', got {mode!r}")
    own = (rows_f == side) & (cols_f == side)

    def axis(size, scale: torch.Tensor) -> torch.Tensor:
        identity = (
            torch.arange(size, device=device)[:, None] == torch.arange(side, device=device)
        ).float()
        return torch.where(own, identity, bicubic_matrix(size, side, scale))

    channels = pos.shape[-1]
    # two 2-D matmuls (OpenVINO's CPU plugin takes a batched matmul against the stored table
    # for a FullyConnected layer and fails on dynamic shapes): rows, then columns
    rows = axis(grid_h, scale_h) @ pos[0, 1:].reshape(side, side * channels)  # (gh, side*C)
    rows = rows.reshape(-1, side, channels).transpose(0, 1).reshape(side, -1)  # (side, gh*C)
    both = axis(grid_w, scale_w) @ rows  # (gw, gh*C)
    patch_pos = both.reshape(-1, grid_h, channels).transpose(0, 1).reshape(1, -1, channels)
    return torch.cat((pos[:, :1], patch_pos), dim=1)


def rope_tables(
    grid_h, grid_w, views, same_position: bool, head_dim: int, frequency: float, x: torch.Tensor
) -> tuple[torch.Tensor, torch.Tensor]:
    """``RotaryPositionEmbedding2D.tables`` as graph ops: (cos, sin), each
    (views * (1 + grid_h * grid_w), head_dim)."""
    device = x.device
    rows = torch.arange(grid_h, device=device)[:, None] + torch.zeros(
        grid_w, dtype=torch.int64, device=device
    )
    cols = torch.arange(grid_w, device=device)[None, :] + torch.zeros(
        grid_h, 1, dtype=torch.int64, device=device
    )
    rows, cols = rows.reshape(-1), cols.reshape(-1)
    if same_position:
        rows, cols = torch.zeros_like(rows), torch.zeros_like(cols)
    zero = torch.zeros(1, dtype=rows.dtype, device=device)
    rows = torch.cat((zero, rows + 1)).repeat(views)
    cols = torch.cat((zero, cols + 1)).repeat(views)
    half = head_dim // 2
    exponents = torch.arange(0, half, 2, device=device).float() / half
    inv_freq = 1.0 / (frequency**exponents)

    def angles(positions: torch.Tensor) -> torch.Tensor:  # the table row of each position
        out = (positions.float()[:, None] * inv_freq[None, :]).to(x.dtype)
        return torch.cat((out, out), dim=-1)

    row_angles, col_angles = angles(rows), angles(cols)
    cos = torch.cat((row_angles.cos(), col_angles.cos()), dim=-1)
    sin = torch.cat((row_angles.sin(), col_angles.sin()), dim=-1)
    return cos, sin


def _linspace(start: torch.Tensor, end: torch.Tensor, steps, device) -> torch.Tensor:
    """``torch.linspace(start, end, steps)`` in float32 with a symbolic ``steps`` (the CPU
    kernel's two halves: from the start below steps // 2, from the end above)."""
    index = torch.arange(steps, dtype=torch.float32, device=device)
    count = size_scalar(steps, torch.float32, device)
    start, end = start.float(), end.float()
    step = (end - start) / (count - 1).clamp_min(1.0)
    halfway = size_scalar(steps // 2, torch.float32, device)
    return torch.where(index < halfway, start + step * index, end - step * (count - index - 1))


def uv_embedding(
    channels: int, height, width, image_h, image_w, dtype: torch.dtype, device
) -> torch.Tensor:
    """``dpt_blocks.uv_position_embedding`` (1, C, height, width) as graph ops; the aspect
    ratio is ``image_w / image_h``."""
    aspect = size_scalar(image_w, torch.float64, device) / size_scalar(
        image_h, torch.float64, device
    )
    diag = (aspect**2 + 1.0) ** 0.5

    def centres(span: torch.Tensor, steps) -> torch.Tensor:  # pixel centres across +-span
        count = size_scalar(steps, torch.float64, device)
        end = span * (count - 1) / count
        return _linspace(-end, end, steps, device).to(dtype)

    xs, ys = centres(aspect / diag, width), centres(1.0 / diag, height)
    uu = xs[None, :] + torch.zeros_like(ys)[:, None]
    vv = ys[:, None] + torch.zeros_like(xs)[None, :]
    grid = torch.stack((uu, vv), dim=-1).reshape(-1, 2)

    def sincos(half: int, pos: torch.Tensor) -> torch.Tensor:
        omega = torch.arange(half // 2, dtype=torch.float32, device=device) / (half / 2.0)
        omega = 1.0 / 100.0**omega
        out = pos.reshape(-1)[:, None] * omega[None, :]
        return torch.cat((out.sin(), out.cos()), dim=1).float()

    emb = torch.cat((sincos(channels // 2, grid[:, 0]), sincos(channels // 2, grid[:, 1])), -1)
    emb = emb.reshape(height, width, channels) * 0.1
    return emb.permute(2, 0, 1)[None]
