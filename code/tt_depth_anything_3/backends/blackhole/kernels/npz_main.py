"""The command line each kernel file ends with: ``tt-lang-sim KERNEL.py [options] -- IN.npz
OUT.npz`` under the simulator, ``python KERNEL.py IN.npz OUT.npz`` with the compiler on a chip.

Inputs and outputs are numpy files: the simulator rebinds ``torch.bfloat16``, which breaks
``torch.load``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

import numpy
import torch

Run = Callable[[dict[str, torch.Tensor]], dict[str, torch.Tensor]]


def npz_main(run: Run, argv: list[str], script: str) -> int:
    """Read the arrays of ``IN.npz``, ``run`` them, write the results to ``OUT.npz``; 2 with
    a usage line when the two paths are not given."""
    paths = [arg for arg in argv if arg != "--"]
    if len(paths) != 2:
        print(f"usage: tt-lang-sim {script} [options] -- IN.npz OUT.npz", file=sys.stderr)
        return 2
    with numpy.load(paths[0]) as arrays:
        loaded = {name: torch.from_numpy(arrays[name]) for name in arrays.files}
    numpy.savez(paths[1], **{name: t.numpy() for name, t in run(loaded).items()})
    return 0
