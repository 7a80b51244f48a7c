"""The PyTorch backend: the network on a CPU or CUDA device."""

from __future__ import annotations

import time

import torch

from ..modeling import DepthAnything3Network
from .torch_precision import apply_precision


class TorchBackend:
    """Runs ``DepthAnything3Network`` with torch on ``device`` at ``precision``
    (see ``torch_precision``); the network is rewritten for it here.

    ``last_timing_ms`` splits the last call into ``upload`` (host -> device copy and cast),
    ``device`` (the forward, synchronised on CUDA) and ``download``.
    """

    name = "torch"

    def __init__(
        self, network: DepthAnything3Network, device: torch.device, precision: str = "fp32"
    ) -> None:
        self.network = apply_precision(network.to(device).eval(), precision, device)
        self.torch_device = device
        self.precision = precision
        self.device = str(device)
        self.last_timing_ms: dict[str, float] = {}

    def _sync(self) -> None:
        if self.torch_device.type == "cuda":
            torch.cuda.synchronize(self.torch_device)

    @torch.inference_mode()
    def run(self, batch: torch.Tensor) -> dict[str, torch.Tensor]:
        start = time.perf_counter()
        x = batch.to(self.torch_device, dtype=torch.float32, non_blocking=True)
        self._sync()
        uploaded = time.perf_counter()
        outputs = self.network(x)
        self._sync()
        computed = time.perf_counter()
        result = {k: v.float().cpu() for k, v in outputs.items()}
        done = time.perf_counter()
        self.last_timing_ms = {
            "upload": (uploaded - start) * 1e3,
            "device": (computed - uploaded) * 1e3,
            "download": (done - computed) * 1e3,
        }
        return result

    def warmup(self, size: tuple[int, int], batch: int = 1) -> None:
        """One forward at ``size`` so per-size caches and kernels are ready."""
        self.run(torch.zeros(batch, 3, *size))

    def close(self) -> None:
        self.network = None  # type: ignore[assignment]
