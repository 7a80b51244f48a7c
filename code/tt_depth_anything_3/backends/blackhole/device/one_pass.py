"""``attention_impl="one_pass"``: the device program's attention through the compiled TT-Lang
kernel ``kernels/one_pass_attention.py`` in the layers the calibration marks ``one_pass``.

Per call: the qkv linear's output is padded once to the kernel's 64-token chunks (``pad``, before
the head split), q, k and v are flattened to the kernel's 2-D layout (views; the kernel scales q
by head_dim^-0.5, exact for a power-of-two head_dim); the per-layer shift (``c_layer`` for a full
key chunk and for the last one, ``PADDED_KEY_SHIFT`` on its padded keys) and the window are
uploaded once per input size; the kernel writes the context and adds its guard counts to one
guard tensor per forward (one tile row of three counts per node, zeros before the first layer),
which the program returns beside depth and sky.

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
    KERNEL_CHUNK,
    TILE,
    AttentionCalibration,
    padded_tokens,
    shift_rows,
    window_tiles,
)
from .shipped import launch_one_pass_attention, require_shipped

# kernel(q, k, v, shift, window, out, guard): the TT-Lang operation, writing out and guard.
Kernel = Callable[[Any, Any, Any, Any, Any, Any, Any], None]
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
    ) -> None:
        self.kernel = kernel
        self.calibration = calibration
        self.num_heads = num_heads
        self.tokens = tokens
        self.padded = padded_tokens(tokens)
        self.device = device
        if kernel is launch_one_pass_attention:  # before anything is uploaded
            require_shipped(ONE_PASS, tokens, num_heads)
        self.window = self._upload(window_tiles(calibration.window), device)
        self.shifts: dict[int, Any] = {}
        for layer in calibration.layers:
            if layer.one_pass:
                shift = shift_rows(layer.c_layer, num_heads, tokens, self.padded)
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
        is allocated from the top down, so it sits above them, not under the head's CBs."""
        nodes = min(
            self.num_heads * self.padded // KERNEL_CHUNK, COMPILE_GRID[0] * COMPILE_GRID[1]
        )
        self.guard = ttnn.zeros(
            (nodes * TILE, len(GUARD_FLAGS) * TILE),
            ttnn.float32,
            ttnn.TILE_LAYOUT,
            self.device,
            memory_config=L1,
        )

    def pad(self, qkv: Any) -> Any:
        """The qkv linear's (1, tokens, 3 * dim) output padded with zero rows to the kernel's
        64-token chunks, before the head split: one pad for q, k and v (their padded keys are
        masked by the shift, their padded queries sliced off)."""
        if self.padded == self.tokens:
            return qkv
        padded = ttnn.pad(qkv, [(0, 0), (0, self.padded - self.tokens), (0, 0)], 0.0)
        ttnn.deallocate(qkv)
        return padded

    def __call__(self, q: Any, k: Any, v: Any, layer: int) -> Any:
        """(1, heads, padded tokens, head_dim) bfloat16 q (unscaled: the kernel scales it), k,
        v (``pad`` before the head split) -> the context (1, heads, tokens, head_dim); the
        kernel adds the layer's guard counts to ``self.guard`` (zeros before the first layer
        of a forward)."""
        heads, head_dim = self.num_heads, q.shape[-1]
        rows = heads * self.padded
        if tuple(q.shape) != (1, heads, self.padded, head_dim):
            raise ValueError(
                f"expected q of shape (1, {heads}, {self.padded}, {head_dim}), got {q.shape}"
            )
        flat = [ttnn.reshape(t, (rows, head_dim)) for t in (q, k, v)]
        out = ttnn.empty(
            (rows, head_dim), ttnn.bfloat16, ttnn.TILE_LAYOUT, q.device(), memory_config=L1
        )
        if self.guard is None:
            raise RuntimeError("OnePassAttention.start() must run before the first layer")
        self.kernel(*flat, self.shifts[layer], self.window, out, self.guard)
        context = ttnn.reshape(out, (1, heads, self.padded, head_dim))
        if self.padded != self.tokens:
            context = ttnn.slice(context, [0, 0, 0, 0], [1, heads, self.tokens, head_dim])
        return context
