"""Math fidelity of the Tensix matrix unit, as the emulator applies it (torch only).

tt-metal's matrix-engine report (``tech_reports/matrix_engine/matrix_engine.md``, Wormhole and
Blackhole alike): the multipliers are 5 x 7 bits. Source register A contributes its hidden bit
plus 4 mantissa bits per phase, source register B its hidden bit plus 6; the math fidelity is
the number of phases:

- LoFi:  A's 4 most significant mantissa bits x B's 6 most significant;
- HiFi2: + A's next 4 bits x B's 6 most significant;
- HiFi3: + A's 4 most significant x B's next bits;
- HiFi4: + A's next 4 x B's next: A read to 8 mantissa bits, B to all of its register's 10.

A matmul unpacks in0 (the activations, the map of a conv) into source B and in1 (the weights)
into source A (tt-llk ``llk_unpack_AB_matmul``: "In0 -> srcB, In1 -> srcA"). The bits a phase
does not use are dropped (truncated), not rounded. So a product ``a @ w`` at a fidelity is the
sum of up to two exact products of truncated operands (``matmul_terms``). bfloat16 weights
have 7 mantissa bits: HiFi2 and HiFi4 read them whole, LoFi and HiFi3's second phase only 4.
"""

from __future__ import annotations

import torch

FIDELITIES = ("LoFi", "HiFi2", "HiFi3", "HiFi4")
SRC_A_PHASE_BITS = 4  # mantissa bits of source A (in1, weights) per phase
SRC_B_PHASE_BITS = 6  # mantissa bits of source B (in0, activations) in the first phase


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
    a_high = truncate_mantissa(a, SRC_B_PHASE_BITS)
    w_high = truncate_mantissa(w, SRC_A_PHASE_BITS)
    w_full = truncate_mantissa(w, 2 * SRC_A_PHASE_BITS)
    if fidelity == "LoFi":
        return [(a_high, w_high)]
    if fidelity == "HiFi2":
        return [(a_high, w_full)]
    if fidelity == "HiFi3":
        return [(a_high, w_full), (a - a_high, w_high)]
    return [(a, w_full)]
