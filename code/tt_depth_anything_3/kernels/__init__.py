"""TT-Lang device kernels, shipped as package data and located at run time.

The kernel files import ``ttl`` and ``ttnn`` and run under the TT-Lang compiler (``tt-lang``, on
a machine with a chip) or its functional simulator (``tt-lang-sim FILE.py``); nothing here
imports them. Only torch-free path lookups live in this module.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

KERNELS = ("one_pass_attention", "residual_layer_norm")


def kernel_path(name: str) -> Path:
    """The installed source file of kernel ``name`` (a real file: editable install or wheel)."""
    if name not in KERNELS:
        raise ValueError(f"unknown kernel {name!r}; expected one of {KERNELS}")
    path = Path(str(resources.files(__name__).joinpath(f"{name}.py")))
    if not path.is_file():
        raise FileNotFoundError(f"kernel {name!r} is not installed at {path}")
    return path
