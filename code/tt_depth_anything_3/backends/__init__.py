"""Backends run the one DA3 network on a device: torch (CPU/CUDA) and ttnn (Blackhole).

A backend takes a normalised batch (B, 3, h, w) float32 on the host and returns a
``RunResult``: the head outputs (``depth``, ``sky`` / ``conf``) as float32 CPU tensors of shape
(B, h, w), the timing and one fallback flag per image. ``create`` builds the one a parsed
``device=`` asks for.
"""

from ..config.options import TT_PROGRAMS
from .base import Backend, DeviceSpec, RunResult, parse_device
from .factory import TT_DEFAULT_WARMUP_SIZES, create, default_warmup_sizes
from .torch.backend import TorchBackend

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
