"""The fused residual add + LayerNorm kernel in ``tt-lang-sim`` against torch: 64 tokens x 256
features (2 tile rows on a 2x2 grid, so two nodes idle), with and without float32 promotion."""

from __future__ import annotations

from pathlib import Path

import pytest
import torch
import torch.nn.functional as F
from test_kernels_attention import run_kernel

from support.numerics import pearson

TOKENS, DIM, EPS = 64, 256, 1e-6
PEARSON = 0.9999  # normed output against F.layer_norm of the float32 sum


@pytest.mark.parametrize("promotion", [True, False], ids=["fp32-promotion", "no-promotion"])
def test_residual_layer_norm_in_simulator(tmp_path: Path, promotion: bool) -> None:
    gen = torch.Generator().manual_seed(0)
    x = 3 * torch.randn(TOKENS, DIM, generator=gen) + 1
    y = torch.randn(TOKENS, DIM, generator=gen)
    gamma = 1 + 0.1 * torch.randn(DIM, generator=gen)
    beta = 0.1 * torch.randn(DIM, generator=gen)
    arrays = {"x": x, "y": y, "gamma": gamma, "beta": beta, "eps": torch.tensor(EPS)}
    out = run_kernel(tmp_path, arrays, promotion, "residual_layer_norm")
    x_out, normed = out["x_out"], out["normed"]
    assert torch.equal(x_out, x + y)  # the float32 residual stream is exact
    gamma, beta = gamma.bfloat16().float(), beta.bfloat16().float()  # uploaded bfloat16
    assert pearson(normed, F.layer_norm(x + y, (DIM,), gamma, beta, EPS)) >= PEARSON
