"""torch only where it computes: the package's data plane (decoded images, network input,
head outputs, ``DepthOutput``) is numpy, and torch is imported by the parts that run it (the
torch backends, the ONNX export, the geometry). A process that runs an exported engine from
a warm cache never imports it (about 150 MB of resident memory and a second of start-up).

A torch tensor passed in by a caller means torch is already loaded: ``loaded_torch`` finds it
without importing it.
"""

from __future__ import annotations

import importlib.metadata
import os
import sys
from types import ModuleType
from typing import Any

import numpy as np


def loaded_torch() -> ModuleType | None:
    """The torch module if this process has imported it, else None (never imports it)."""
    module = sys.modules.get("torch")
    return module if isinstance(module, ModuleType) else None


def is_torch_tensor(value: object) -> bool:
    """Whether ``value`` is a ``torch.Tensor`` (False when torch is not loaded)."""
    torch = loaded_torch()
    return torch is not None and isinstance(value, torch.Tensor)


def to_numpy(value: Any) -> np.ndarray:
    """A numpy array, or a torch tensor on any device and of any floating dtype (those numpy
    lacks, bfloat16, as float32), as a numpy array (no copy where none is needed)."""
    if not is_torch_tensor(value):
        return np.asarray(value)
    torch = loaded_torch()
    tensor = value.detach()
    if tensor.dtype == torch.bfloat16:
        tensor = tensor.float()
    return tensor.cpu().numpy()


def torch_version() -> str:
    """The installed torch's version (``torch.__version__``), read without importing it."""
    torch = loaded_torch()
    if torch is not None:
        return str(torch.__version__)
    return importlib.metadata.version("torch")


def compute_threads() -> int:
    """The threads a CPU engine computes with: torch's setting when torch is loaded (so
    ``torch.set_num_threads`` is honoured), else ``OMP_NUM_THREADS``, else the physical cores
    this process may use (what torch would take by default)."""
    torch = loaded_torch()
    if torch is not None:
        return int(torch.get_num_threads())
    value = os.environ.get("OMP_NUM_THREADS", "").strip()
    if value.isascii() and value.isdigit() and int(value) > 0:  # "²": int() refuses
        return int(value)
    return physical_cores()


def physical_cores(cpuinfo: str = "/proc/cpuinfo", usable: set[int] | None = None) -> int:
    """Physical cores among the CPUs this process may use, on every platform
    (``config.cpu_cores.physical_cores``; imported when asked, off the import chain)."""
    from .cpu_cores import physical_cores as counted

    return counted(cpuinfo, usable)


__all__ = [
    "compute_threads",
    "is_torch_tensor",
    "loaded_torch",
    "physical_cores",
    "to_numpy",
    "torch_version",
]
