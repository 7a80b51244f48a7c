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


def compiler_missing_reason() -> str | None:
    """Why the TT-Lang kernels cannot be compiled for a chip here, or None when they can."""
    from importlib.util import find_spec

    if find_spec("ttl") is None:
        return "the TT-Lang compiler package (tt-lang) is not installed"
    if find_spec("ttl._sim_only_marker") is not None:
        return "only the TT-Lang simulator (tt-lang-sim) is installed, not the compiler (tt-lang)"
    if not Path("/dev/tenstorrent").exists():
        return "no Tenstorrent device on this machine (/dev/tenstorrent is absent)"
    return None
