"""The Blackhole program without ttnn: its host-side pieces (``program.py``: supported
networks, program names, transposed sizes, position table, resize matrices) and a torch
emulator of its numerics (``emulator.py``, ``emulator_one_pass.py``) that measures the device
program's accuracy without a chip. Nothing here imports ``ttnn``; the ttnn program
(``backends/ttnn``) imports these pieces from here, and the weight algebra both use is
``backends/folding.py``."""

from .emulator import EmulatedProgram, bf16, tf32
from .emulator_one_pass import EmulatedOnePassProgram
from .program import (
    NARROW_CONV_WIDTH,
    PROGRAMS,
    check_supported,
    embedding_table,
    head_transposed,
    interpolation_matrix,
    unsupported_reason,
)

__all__ = [
    "NARROW_CONV_WIDTH",
    "PROGRAMS",
    "EmulatedOnePassProgram",
    "EmulatedProgram",
    "bf16",
    "check_supported",
    "embedding_table",
    "head_transposed",
    "interpolation_matrix",
    "tf32",
    "unsupported_reason",
]
