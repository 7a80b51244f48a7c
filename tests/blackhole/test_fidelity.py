"""The matrix unit's math fidelity as the emulator applies it (``blackhole_numerics.fidelity``):
which operand bits each fidelity keeps (tt-isa-documentation, SrcASrcB.md "Fidelity phases")."""

from __future__ import annotations

import pytest
import torch

from tt_depth_anything_3.backends.blackhole.numerics.fidelity import (
    FIDELITIES,
    matmul_terms,
    truncate_mantissa,
)


def product(a: torch.Tensor, w: torch.Tensor, fidelity: str) -> torch.Tensor:
    return sum(x.double() @ y.double() for x, y in matmul_terms(a, w, fidelity))


def test_truncation_keeps_the_leading_bits_toward_zero():
    x = torch.tensor([1.0 + 2**-3 + 2**-7, -(1.0 + 2**-3 + 2**-7), 3.0])
    assert truncate_mantissa(x, 4).tolist() == [1.125, -1.125, 3.0]
    assert truncate_mantissa(x, 23).tolist() == x.tolist()
    with pytest.raises(ValueError, match="0..23 bits"):
        truncate_mantissa(x, 24)


def test_each_fidelity_keeps_the_documented_bits():
    # in0 (source B) with 7 mantissa bits set, in1 (source A) with 8: one element each.
    a = torch.tensor([[1.0 + 2**-1 + 2**-7]])  # bit 7 is beyond source B's first 6
    w = torch.tensor([[1.0 + 2**-2 + 2**-6]])  # bit 6 is beyond source A's first 4
    exact = float(a[0, 0]) * float(w[0, 0])
    a6, w4 = 1.0 + 2**-1, 1.0 + 2**-2
    assert float(product(a, w, "LoFi")) == a6 * w4
    assert float(product(a, w, "HiFi2")) == a6 * float(w[0, 0])
    assert float(product(a, w, "HiFi3")) == a6 * float(w[0, 0]) + 2**-7 * w4
    assert float(product(a, w, "HiFi4")) == exact


def test_hifi4_reads_source_a_to_nine_bits_and_source_b_whole():
    a = torch.tensor([[1.0 + 2**-10]])  # TF32's last bit, in source B: kept
    w = torch.tensor([[1.0 + 2**-9 + 2**-10]])  # TF32's last bit, in source A: dropped
    assert float(product(a, w, "HiFi4")) == (1.0 + 2**-10) * (1.0 + 2**-9)


def test_bfloat16_error_shrinks_with_fidelity():
    gen = torch.Generator().manual_seed(0)
    a = torch.randn(64, 256, generator=gen).bfloat16().float()
    w = torch.randn(256, 64, generator=gen).bfloat16().float()
    exact = a.double() @ w.double()
    errors = [float((product(a, w, f) - exact).abs().max()) for f in FIDELITIES]
    assert errors[0] > errors[1] > errors[2] > errors[3] == 0.0
    with pytest.raises(ValueError, match="math fidelity must be one of"):
        matmul_terms(a, w, "HiFi5")
