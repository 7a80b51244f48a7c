"""Backends run the one DA3 network on a device: torch (CPU/CUDA) here, ttnn (Blackhole) later.

A backend takes a normalised batch (B, 3, h, w) float32 on the host and returns the head
outputs (``depth``, ``sky`` / ``conf``) as float32 CPU tensors of shape (B, h, w).
"""

from .base import Backend, parse_device
from .torch_backend import TorchBackend

__all__ = ["Backend", "TorchBackend", "parse_device"]
