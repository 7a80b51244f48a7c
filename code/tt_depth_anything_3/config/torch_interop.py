"""torch only where it computes: the package's data plane (decoded images, network input,
head outputs, ``DepthOutput``) is numpy, and torch is imported by the parts that run it (the
torch backends, the ONNX export, the geometry). A process that runs an exported engine from
a warm cache never imports it (about 150 MB of resident memory and a second of start-up).

A torch tensor passed in by a caller means torch is already loaded: ``loaded_torch`` finds it
without importing it.
"""

from __future__ import annotations

import functools
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
    """Physical cores among the CPUs this process may use (``usable``, default its affinity):
    distinct (package, core) pairs of ``/proc/cpuinfo`` (Linux); elsewhere the CPU count."""
    if usable is None and hasattr(os, "sched_getaffinity"):
        usable = os.sched_getaffinity(0)
    return _physical_cores(cpuinfo, frozenset(usable) if usable is not None else None)


@functools.lru_cache(maxsize=8)
def _physical_cores(cpuinfo: str, usable: frozenset[int] | None) -> int:
    if not os.path.isfile(cpuinfo):
        return len(usable) if usable else (os.cpu_count() or 1)
    with open(cpuinfo, encoding="utf-8") as file:
        text = file.read()
    cores = set()
    for block in text.split("\n\n"):
        fields = {}
        for line in block.splitlines():
            key, _, value = line.partition(":")
            fields[key.strip()] = value.strip()
        if "processor" not in fields:
            continue
        processor = int(fields["processor"])
        if usable is None or processor in usable:
            cores.add((fields.get("physical id", "0"), fields.get("core id", str(processor))))
    return max(1, len(cores))


__all__ = [
    "compute_threads",
    "is_torch_tensor",
    "loaded_torch",
    "physical_cores",
    "to_numpy",
    "torch_version",
]
