"""``residual_norm="fused"``: the backbone's residual adds and the LayerNorm after each through
the TT-Lang kernel ``kernels/residual_layer_norm.py`` (shipped compile, ``shipped.py``).

One launch reads the float32 stream ``x`` and the branch ``y`` and writes ``x + y`` (float32)
and its LayerNorm in bfloat16, which the next matmul reads (the stock program keeps the norm
float32, read as TF32). Per block: the attention's add with ``norm2``, the MLP's add with the
next block's ``norm1`` (the last block's with the final norm: its feature tap); the patch
embedding's position-table add with block 0's ``norm1``. Stock ops remain for the three taps
before the last (final norm of a stream that also goes on). The fast program's default
(``kernel_choice.py``); ``TT_DA3_RESIDUAL_NORM=stock`` or ``TTNNBackend(residual_norm="stock")``
runs the stock ops. No chip has run it yet (tests/blackhole/chip/test_shipped_kernels_on_chip.py).
"""

from __future__ import annotations

from typing import Any

import torch
import ttnn
from torch import nn

from ..kernel_choice import KernelImpl
from ..tiles import TILE
from .shipped import cb_bytes, launch_residual_layer_norm, require_shipped

ResidualNorm = KernelImpl
KERNEL = "residual_layer_norm"
FINAL = "final"


class ResidualNorms:
    """The kernel's per-norm tensors (gamma, beta: (32, dim) bfloat16 as the stock norm's,
    rows equal; eps: one float32 tile), uploaded once per backend, keyed
    ``(\"norm1\" | \"norm2\", block)`` or ``FINAL``."""

    def __init__(self, vit: nn.Module, device: Any) -> None:
        self.dim = int(vit.norm.weight.shape[0])
        self.tensors: dict[Any, tuple[Any, Any, Any]] = {}
        for index, block in enumerate(vit.blocks):
            self.tensors["norm1", index] = self._upload(block.norm1, device)
            self.tensors["norm2", index] = self._upload(block.norm2, device)
        self.tensors[FINAL] = self._upload(vit.norm, device)

    def _upload(self, norm: nn.LayerNorm, device: Any) -> tuple[Any, Any, Any]:
        def tile(value: torch.Tensor, dtype: Any = ttnn.bfloat16) -> Any:
            return ttnn.from_torch(
                value.float().contiguous(),
                dtype=dtype,
                layout=ttnn.TILE_LAYOUT,
                device=device,
                memory_config=ttnn.DRAM_MEMORY_CONFIG,
            )

        with torch.no_grad():
            gamma = tile(norm.weight.reshape(1, -1).expand(TILE, -1))
            beta = tile(norm.bias.reshape(1, -1).expand(TILE, -1))
            eps = tile(torch.full((TILE, TILE), float(norm.eps)), ttnn.float32)
        return gamma, beta, eps

    def require(self, tokens: int) -> int:
        """The CB bytes per core of the shipped compile for ``tokens`` (the size's plan keeps
        room for them), or a RuntimeError naming the missing compile."""
        return cb_bytes(require_shipped(KERNEL, tokens, self.dim))

    def release(self) -> None:
        for tensors in self.tensors.values():
            for tensor in tensors:
                ttnn.deallocate(tensor)
        self.tensors.clear()

    def __call__(
        self,
        x: Any,
        y: Any,
        norm: Any,
        memory_config: Any,
        normed_memory: Any = None,
        keep_y: bool = False,
    ) -> tuple[Any, Any]:
        """(1, N, dim) float32 ``x`` and ``y`` -> (x + y float32 in ``memory_config``, its
        LayerNorm ``norm`` bfloat16 in ``normed_memory``, default the same); frees x, and y
        unless ``keep_y`` (the position table)."""
        tokens, dim = int(x.shape[-2]), int(x.shape[-1])
        device = x.device()
        flat_x, flat_y = ttnn.reshape(x, (tokens, dim)), ttnn.reshape(y, (tokens, dim))
        x_out = ttnn.empty(
            (tokens, dim), ttnn.float32, ttnn.TILE_LAYOUT, device, memory_config=memory_config
        )
        normed = ttnn.empty(
            (tokens, dim),
            ttnn.bfloat16,
            ttnn.TILE_LAYOUT,
            device,
            memory_config=normed_memory or memory_config,
        )
        launch_residual_layer_norm(flat_x, flat_y, *self.tensors[norm], x_out, normed)
        ttnn.deallocate(x)
        if not keep_y:
            ttnn.deallocate(y)
        return ttnn.reshape(x_out, (1, tokens, dim)), ttnn.reshape(normed, (1, tokens, dim))
