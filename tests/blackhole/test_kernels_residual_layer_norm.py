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
# normed output (bfloat16) against F.layer_norm of the float32 sum; measured on these inputs:
# Pearson 0.9999984 / max abs err 0.0126 (default), 0.9999986 / 0.0121 (no promotion): the
# bfloat16 output's ceiling in both modes
PEARSON = 0.999998
MAX_ERR = 0.015


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
    expected = F.layer_norm(x + y, (DIM,), gamma, beta, EPS)
    assert pearson(normed, expected) >= PEARSON
    assert (normed.float() - expected).abs().max() <= MAX_ERR


def test_inputs_the_kernels_cannot_take_are_refused(tmp_path: Path) -> None:
    """A width of 250 (not whole tiles) ran and returned numbers 0.045 off, padded to 256; a
    missing array or a wrong qkv width died in KeyError / ZeroDivisionError tracebacks, and so
    did an attention shift or window packed for another token count."""
    import subprocess

    import numpy as np
    from test_kernels_attention import simulator

    from tt_depth_anything_3.backends.blackhole.kernels import simulator_kernel_path
    from tt_depth_anything_3.backends.blackhole.kernels.npz_main import check_inputs

    ones = np.ones
    norm = {"x": ones((64, 250)), "y": ones((64, 250)), "gamma": ones(250), "beta": ones(250),
            "eps": np.array(1e-6)}  # fmt: skip
    cases = [
        ("residual_layer_norm.py", norm, "x must be 2-D in whole 32x32 tiles"),
        (
            "residual_layer_norm.py",
            {**norm, "x": ones((64, 256)), "y": ones((64, 256))},
            "gamma must be (256,)",
        ),  # fmt: skip
        ("residual_layer_norm.py", {"x": norm["x"]}, "IN.npz lacks y, gamma, beta, eps"),
        (
            "one_pass_attention.py",
            {"qkv": ones((64, 3 * 64)), "shift": ones((64, 64)), "window": ones((32, 32))},
            "for the 2 heads of shift",
        ),  # fmt: skip
        # the shift or the window of another token count: a traceback in the simulator (an
        # element shape, or its own diagnostics printer failing) instead of what to pass
        (
            "one_pass_attention.py",
            {"qkv": ones((96, 3 * 128)), "shift": ones((64, 64)), "window": ones((64, 192))},
            "shift must be (64, 128) for the 96 token rows",
        ),  # fmt: skip
        (
            "one_pass_attention.py",
            {"qkv": ones((96, 3 * 128)), "shift": ones((64, 128)), "window": ones((32, 192))},
            "window must be (64, 192) for the 96 token rows",
        ),  # fmt: skip
        (
            "one_pass_attention.py",
            {"qkv": ones((32, 3 * 128)), "shift": ones((64, 128)), "window": ones((32, 192))},
            "shift must be (64, 64) for the 32 token rows",
        ),  # fmt: skip
        (
            "resize_bilinear.py",
            {
                "x": ones((32, 32)),
                "rw": ones((32, 32)),
                "taps": ones((32, 32)),
                "size": np.array([4.5, 3]),
            },
            "two positive integers",
        ),  # fmt: skip
    ]
    for script, arrays, message in cases:
        with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
            check_inputs(script, arrays)
    np.savez(tmp_path / "in.npz", **norm)
    command = [simulator(), str(simulator_kernel_path("residual_layer_norm")), "--grid", "2,2"]
    done = subprocess.run([*command, "--", str(tmp_path / "in.npz"), str(tmp_path / "out.npz")],
                          capture_output=True, text=True, timeout=120)  # fmt: skip
    assert done.returncode == 2 and "whole 32x32 tiles" in done.stderr, done.stderr
    assert not (tmp_path / "out.npz").exists()
