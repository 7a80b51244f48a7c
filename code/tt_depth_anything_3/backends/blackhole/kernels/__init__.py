"""TT-Lang device kernels, shipped as package data and located at run time.

The kernel files import ``ttl`` and ``ttnn``; nothing here imports them. Only torch-free path
lookups live in this module. Two sources per kernel (docs/kernels.md says why):

- ``NAME.py`` (``kernel_path``): written for the TT-Lang compiler ``tt-lang==1.1.1`` (the one
  pip installs, with ttnn 0.69.0); ``build.py`` compiles it on the mock p150a and
  ``generated/`` holds its output. The device program loads this one.
- ``simulator/NAME.py`` (``simulator_kernel_path``): the same algorithm in the spelling of the
  functional simulator ``tt-lang-sim==1.1.6`` that the CPU suite runs. The 1.1.1 simulator
  cannot judge the compiler source: its ``reduce_sum`` only adds whole tiles (no reduction
  inside a tile, unlike the compiler's ``reduce_tile``), and its ``broadcast`` refuses a tile
  (element size 32 along the broadcast dimension).
"""

from __future__ import annotations

from importlib import metadata, resources
from pathlib import Path

KERNELS = ("one_pass_attention", "residual_layer_norm", "resize_bilinear")


def kernel_path(name: str) -> Path:
    """The installed source file of kernel ``name`` (a real file: editable install or wheel)."""
    if name not in KERNELS:
        raise ValueError(f"unknown kernel {name!r}; expected one of {KERNELS}")
    path = Path(str(resources.files(__name__).joinpath(f"{name}.py")))
    if not path.is_file():
        raise FileNotFoundError(f"kernel {name!r} is not installed at {path}")
    return path


def simulator_kernel_path(name: str) -> Path:
    """The installed ``tt-lang-sim`` 1.1.6 source of kernel ``name`` (``simulator/NAME.py``)."""
    if name not in KERNELS:
        raise ValueError(f"unknown kernel {name!r}; expected one of {KERNELS}")
    path = Path(str(resources.files(__name__).joinpath("simulator", f"{name}.py")))
    if not path.is_file():
        raise FileNotFoundError(f"simulator kernel {name!r} is not installed at {path}")
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


def compiler_installed() -> bool:
    """Whether ``tt-lang`` is installed here (``tt-lang-sim`` has a ``ttl`` package too)."""
    try:
        metadata.version("tt-lang")
    except metadata.PackageNotFoundError:
        return False
    return True


BUILD_HOW = (
    "tt-lang 1.1.1 with its ttnn 0.69.0: run scripts/setup_ttlang.sh, then .venv-ttlang/bin/python"
    " -m tt_depth_anything_3.backends.blackhole.kernels.build ..."
)


def shipped_widths(kernel: str) -> list[int]:
    """The widths ``kernel``'s shipped compiles (``generated/``) are for, read from the folder
    names: heads (``-h16``), channels (``-d1024``) or the resize's channels (``-c256-``)."""
    folders = (Path(__file__).parent / "generated").glob(f"{kernel}-*")
    widths = set()
    for folder in folders:
        parts = folder.name.split("-")
        part = next(p for p in parts if p[:1] == "c") if kernel == "resize_bilinear" else parts[-1]
        widths.add(int(part[1:]))
    return sorted(widths)
