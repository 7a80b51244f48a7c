"""Backends run the one DA3 network on a device: torch (CPU/CUDA), ttnn (Blackhole) and the
exported engines (ONNX Runtime, OpenVINO: ``runtimes``).

A backend takes a normalised batch (B, 3, h, w) float32 on the host (a numpy array, or a CPU
torch tensor) and returns a ``RunResult``: the head outputs (``depth``, ``sky`` / ``conf``),
float32 of shape (B, h, w) (numpy from the engines, CPU torch tensors from torch and ttnn),
the timing and one fallback flag per image. ``create`` builds the one a parsed ``device=``
asks for. torch is imported by the backends that run it, not by this package
(``config.torch_interop``).
"""

from __future__ import annotations

from typing import Any

from ..config.options import TT_PROGRAMS
from .base import Backend, DeviceSpec, RunResult, parse_device
from .factory import TT_DEFAULT_WARMUP_SIZES, create, default_warmup_sizes


def __getattr__(name: str) -> Any:
    """``TorchBackend``, imported (with torch) on first use."""
    if name == "TorchBackend":
        from .torch.backend import TorchBackend

        return TorchBackend
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "TT_DEFAULT_WARMUP_SIZES",
    "TT_PROGRAMS",
    "Backend",
    "DeviceSpec",
    "RunResult",
    "TorchBackend",
    "create",
    "default_warmup_sizes",
    "parse_device",
]
