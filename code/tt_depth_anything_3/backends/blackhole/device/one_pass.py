"""``attention_impl="one_pass"``: the device program's attention through the compiled TT-Lang
kernel ``kernels/one_pass_attention.py`` in the layers the calibration marks ``one_pass``.

Per call the kernel reads the qkv linear's output as it is (a 2-D view of its tiles: tokens
rounded up to a tile, 1370 -> 1376; q unscaled: the kernel scales it by head_dim^-0.5, exact
for a power-of-two head_dim) and writes the context with its heads side by side, viewed as the
(1, tokens, dim) tensor the projection reads: no padding, head split, head concatenation or
slice (the kernel masks the padded keys and the keys its overlapping last chunk shares, and
keeps the padded query rows finite: zero queries, counted by the guard like a token's row).
The per-layer shift (``c_layer`` for a full key chunk and for the last one) and the window
tensor (guard bounds, per-row q factors and count masks) are uploaded once per input size;
the kernel adds its guard counts to one guard tensor per forward (one tile row of three
counts per node of its grid at work, zeros before the first layer), which the program
returns beside depth and sky.

The kernel is the shipped compile (``kernels/generated/``, tt-lang 1.1.1's C++ launched with
``ttnn.generic_op``: ``shipped.py``), or, on a machine with a chip and the TT-Lang compiler
(``tt-lang``), the ``@ttl.operation`` compiled there. A size with no shipped compile makes
building its one-pass program raise with the folder and the build command; nothing falls back
silently (``TT_DA3_FORCE_STOCK_ATTENTION=1`` runs the stock SDPA on purpose).
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from typing import Any

import torch
import ttnn

from ..kernels import compiler_missing_reason, kernel_path
from ..kernels.build import COMPILE_GRID
from ..one_pass import (
    GUARD_FLAGS,
    TILE,
    AttentionCalibration,
    padded_rows_in_window,
    padded_tokens,
    shift_rows,
    window_tiles,
    work_items,
)
from .shipped import launch_one_pass_attention, require_shipped

# kernel(qkv, shift, window, out, guard): the TT-Lang operation, writing out and guard.
Kernel = Callable[[Any, Any, Any, Any, Any], None]
L1 = ttnn.L1_MEMORY_CONFIG
ONE_PASS = "one_pass_attention"


def compiled_one_pass_kernel() -> Kernel:
    """The one-pass attention kernel: compiled here by the TT-Lang compiler where it and a chip
    are present, else the shipped compile (``shipped.launch_one_pass_attention``)."""
    if compiler_missing_reason() is not None:
        return launch_one_pass_attention
    spec = importlib.util.spec_from_file_location(f"tt_da3_{ONE_PASS}", kernel_path(ONE_PASS))
    if spec is None or spec.loader is None:
        raise RuntimeError(f"cannot load {kernel_path(ONE_PASS)}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.one_pass_attention


def kernel_source(kernel: Kernel, given: bool) -> str:
    """Where the one-pass attention's code comes from, for ``describe()``: the shipped compile,
    an operation the TT-Lang compiler built here, or a kernel the caller passed (``given``)."""
    if given:
        return "the caller's one_pass_kernel (not the shipped compile)"
    if kernel is launch_one_pass_attention:
        return "the shipped compile (kernels/generated/, ttnn.generic_op)"
    source = kernel_path(ONE_PASS).name
    return f"compiled here by the TT-Lang compiler from {source} (grid: the device's)"


def kernel_grid(kernel: Kernel, device: Any) -> tuple[int, int]:
    """The grid the kernel's nodes span, which sizes its guard (one tile row per node at work):
    the shipped compile's ``COMPILE_GRID``, or the device's compute grid for an operation
    compiled here (``grid="full"``: 12x10 on a p150a with ETH dispatch)."""
    if kernel is launch_one_pass_attention:
        return COMPILE_GRID
    grid = device.compute_with_storage_grid_size()
    return int(grid.x), int(grid.y)


class OnePassAttention:
    """The one-pass attention of one input size: the kernel, the calibration, the uploaded shift
    and window tensors, and the guard summed over the layers of one forward."""

    def __init__(
        self,
        kernel: Kernel,
        calibration: AttentionCalibration,
        device: Any,
        num_heads: int,
        tokens: int,
        head_dim: int,
    ) -> None:
        self.kernel = kernel
        self.calibration = calibration
        self.num_heads = num_heads
        self.tokens = tokens
        self.rows = padded_tokens(tokens)
        self.device = device
        self.grid = kernel_grid(kernel, device)
        if kernel is launch_one_pass_attention:  # before anything is uploaded
            require_shipped(ONE_PASS, tokens, num_heads)
        self.window = self._upload(window_tiles(calibration.window, tokens, head_dim), device)
        self.shifts: dict[int, Any] = {}
        # Layers whose padded query rows would leave the window at this size (the guard would
        # trip on every input) run the stock SDPA here, listed in ``padded_stock``.
        self.padded_stock = tuple(
            layer.layer
            for layer in calibration.layers
            if layer.one_pass
            and not padded_rows_in_window(tokens, num_heads, layer.c_layer, calibration.window)
        )
        for layer in calibration.layers:
            if layer.one_pass and layer.layer not in self.padded_stock:
                shift = shift_rows(layer.c_layer, num_heads, tokens)
                self.shifts[layer.layer] = self._upload(shift, device)
        self.guard: Any = None

    @staticmethod
    def _upload(value: torch.Tensor, device: Any) -> Any:
        return ttnn.from_torch(value, dtype=ttnn.float32, layout=ttnn.TILE_LAYOUT, device=device)

    def uses_one_pass(self, layer: int) -> bool:
        return layer in self.shifts

    def release(self) -> None:
        """Free the uploaded window and shift tensors and the last guard."""
        for tensor in (self.window, *self.shifts.values(), self.guard):
            if tensor is not None:
                ttnn.deallocate(tensor)
        self.shifts.clear()
        self.guard = None

    def start(self) -> None:
        """A zero guard for this forward (the previous forward's tensor belongs to it), one tile
        row of three counts per node at work. Allocated here, before the forward's tensors: L1
        is allocated from the top down, so it sits above them, not under the head's CBs. The
        nodes are those of the grid the kernel runs on (``kernel_grid``): a guard sized for
        fewer would have the extra nodes write their counts past its end, unread."""
        nodes = min(work_items(self.tokens, self.num_heads), self.grid[0] * self.grid[1])
        self.guard = ttnn.zeros(
            (nodes * TILE, len(GUARD_FLAGS) * TILE),
            ttnn.float32,
            ttnn.TILE_LAYOUT,
            self.device,
            memory_config=L1,
        )

    def __call__(self, qkv: Any, layer: int) -> Any:
        """The qkv linear's (1, tokens, 3 * dim) bfloat16 output (q unscaled: the kernel scales
        it) -> the context (1, tokens, dim), heads side by side, in qkv's memory; the kernel
        adds the layer's guard counts to ``self.guard`` (zeros before the first layer of a
        forward). ``qkv`` is read, not freed."""
        width = int(qkv.shape[-1])
        if tuple(qkv.shape) != (1, self.tokens, width) or width % (3 * self.num_heads):
            raise ValueError(
                f"expected the qkv output (1, {self.tokens}, 3 * dim) of {self.num_heads} "
                f"heads, got {tuple(qkv.shape)}"
            )
        if self.guard is None:
            raise RuntimeError("OnePassAttention.start() must run before the first layer")
        dim, rows = width // 3, self.rows
        tiles = ttnn.Shape([rows, width])
        flat = ttnn.reshape(qkv, tiles, tiles)  # the same tiles, no copy
        out = ttnn.allocate_tensor_on_device(
            ttnn.Shape([rows, dim]),
            ttnn.bfloat16,
            ttnn.TILE_LAYOUT,
            qkv.device(),
            qkv.memory_config(),
        )
        self.kernel(flat, self.shifts[layer], self.window, out, self.guard)
        return ttnn.reshape(out, ttnn.Shape([1, self.tokens, dim]), ttnn.Shape([1, rows, dim]))
