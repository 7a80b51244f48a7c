"""Math fidelity of the Tensix matrix unit, as the emulator applies it (torch only).

The matrix unit computes ``Dst += SrcB @ SrcA`` in up to four fidelity phases, each one partial
product of a few mantissa bits of each operand (tt-isa-documentation,
``WormholeB0/TensixTile/TensixCoprocessor/SrcASrcB.md``, "Fidelity phases", which Blackhole's
``MatrixUnit.md`` refers to; tt-metal's ``tech_reports/matrix_engine`` says the same with fewer
details):

- phase 0: SrcA's implicit 1 and 4 most significant mantissa bits x SrcB's implicit 1 and 6;
- phase 1: SrcA's next bits (5 of a TF32, the remaining 3 of a bfloat16) x SrcB's first 6;
- phase 2: SrcA's first 4 x SrcB's remaining bits (4 of a TF32, 1 of a bfloat16);
- phase 3: SrcA's next bits x SrcB's remaining bits.

LoFi runs phase 0, HiFi2 phases 0-1, HiFi3 phases 0-2, HiFi4 all four; the bits no phase uses
are dropped (so SrcA never reads the last bit of a TF32). A matmul unpacks in0 (the activations,
a conv's map) into SrcB and in1 (the weights) into SrcA (tt-llk ``llk_unpack_AB_matmul``:
"In0 -> srcB, In1 -> srcA"). So ``a @ w`` at a fidelity is a sum of at most two exact products
of truncated operands (``matmul_terms``).
"""

from __future__ import annotations

import torch

FIDELITIES = ("LoFi", "HiFi2", "HiFi3", "HiFi4")
SRC_A_HIGH_BITS = 4  # mantissa bits of SrcA (in1, weights) in phases 0 and 2
SRC_A_BITS = 9  # of SrcA in all phases (a TF32's last bit is never read)
SRC_B_HIGH_BITS = 6  # of SrcB (in0, activations) in phases 0 and 1


def truncate_mantissa(x: torch.Tensor, bits: int) -> torch.Tensor:
    """float32 ``x`` with only its ``bits`` most significant mantissa bits (toward zero)."""
    if not 0 <= bits <= 23:
        raise ValueError(f"a float32 mantissa has 0..23 bits, got {bits}")
    raw = x.float().contiguous().view(torch.int32)
    return (raw & ~((1 << (23 - bits)) - 1)).view(torch.float32)


def matmul_terms(
    a: torch.Tensor, w: torch.Tensor, fidelity: str
) -> list[tuple[torch.Tensor, torch.Tensor]]:
    """(in0 part, in1 part) pairs whose exact products sum to what the matrix unit computes for
    ``a`` (in0, already in its source format: bfloat16 or TF32 values) times ``w`` (in1) at
    ``fidelity``."""
    if fidelity not in FIDELITIES:
        raise ValueError(f"math fidelity must be one of {FIDELITIES}, got {fidelity!r}")
    a_high = truncate_mantissa(a, SRC_B_HIGH_BITS)
    w_high = truncate_mantissa(w, SRC_A_HIGH_BITS)
    w_full = truncate_mantissa(w, SRC_A_BITS)
    if fidelity == "LoFi":
        return [(a_high, w_high)]
    if fidelity == "HiFi2":
        return [(a_high, w_full)]
    if fidelity == "HiFi3":
        return [(a_high, w_full), (a - a_high, w_high)]
    return [(a, w_full)]
