"""The one-pass attention kernel in the ``tt-lang-sim`` simulator against torch, and the torch
reference against SDPA: 2 heads, 90 tokens (3 tiles: the last chunk overlaps the one before;
6 padded rows holding garbage), head dim 64, with and without float32 promotion."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import torch
import torch.nn.functional as F

from support.numerics import pearson
from tt_depth_anything_3.backends.blackhole.kernels import kernel_path, simulator_kernel_path
from tt_depth_anything_3.backends.blackhole.one_pass import (
    GuardWindow,
    one_pass_attention,
    pack_kernel_inputs,
    unpack_kernel_outputs,
)

HEADS, TOKENS, HEAD_DIM = 2, 90, 64
ROWS = 96  # the tokens' tiles: the kernel counts the padded rows too (zero queries)
PEARSON = 0.9999  # kernel output against torch, per case and promotion mode
C_LAYER = 3.0
# s_k per head: (guard counts of the kernel, of the torch reference, rows of head 0 made NaN)
CASES = {
    "inside": ((0.0, 0.0), [0, 0, 0], [0, 0, 0], []),
    # head 1: exp(score + 150) = inf, in the padded rows too
    "overflow": ((0.0, -150.0), [ROWS, 0, 0], [TOKENS, 0, 0], []),
    # head 1: exp(score - 200) = 0; head 0: a NaN row in the first chunk and one in the tile
    # both chunks compute (counted once)
    "underflow_nan": ((0.0, 200.0), [0, ROWS, 2], [0, TOKENS, 2], [5, 40]),
}


def simulator() -> str:
    """The ``tt-lang-sim`` command of this Python (``[test]`` extra: tt-lang-sim==1.1.6)."""
    beside = Path(sys.executable).with_name("tt-lang-sim")
    found = str(beside) if beside.is_file() else shutil.which("tt-lang-sim")
    if found is None:
        raise FileNotFoundError("tt-lang-sim not found: pip install 'tt-lang-sim==1.1.6'")
    return found


def qkv(nan_rows: list[int]) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    gen = torch.Generator().manual_seed(0)
    q, k, v = (torch.randn(HEADS, TOKENS, HEAD_DIM, generator=gen) for _ in range(3))
    q, k = 2 * q, 2 * k  # scores of std ~4: a peaked softmax, as in the real layers
    q[0, nan_rows] = float("nan")
    return q.bfloat16(), k.bfloat16(), v.bfloat16()


def run_kernel(
    tmp_path: Path,
    inputs: dict[str, torch.Tensor],
    promotion: bool,
    kernel: str = "one_pass_attention",
) -> dict[str, torch.Tensor]:
    """``kernel`` on ``inputs`` in ``tt-lang-sim`` on a 2x2 grid (``promotion``: float32
    promotion on); its outputs."""
    np.savez(tmp_path / "in.npz", **{name: t.numpy() for name, t in inputs.items()})
    command = [simulator(), str(simulator_kernel_path(kernel)), "--grid", "2,2"]
    if not promotion:
        command.append("--no-float32-promotion")
    command += ["--", str(tmp_path / "in.npz"), str(tmp_path / "out.npz")]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    with np.load(tmp_path / "out.npz") as arrays:
        return {name: torch.from_numpy(arrays[name]) for name in arrays.files}


@pytest.mark.parametrize("promotion", [True, False], ids=["fp32-promotion", "no-promotion"])
@pytest.mark.parametrize("case", list(CASES))
def test_kernel_in_simulator(tmp_path: Path, case: str, promotion: bool) -> None:
    shifts, expected_guard, reference_counts, nan_rows = CASES[case]
    q, k, v = qkv(nan_rows)
    s_k = torch.tensor(shifts)[:, None].expand(HEADS, TOKENS)
    inputs = pack_kernel_inputs(q, k, v, C_LAYER, s_k)
    # the padded rows hold what the qkv linear left there: the kernel must keep it out
    inputs["qkv"][TOKENS:] = 30 * torch.randn(inputs["qkv"][TOKENS:].shape)
    outputs = run_kernel(tmp_path, inputs, promotion)
    assert outputs["out"][TOKENS:, :HEAD_DIM].isfinite().all()  # head 0's padded rows
    out, guard = unpack_kernel_outputs(outputs, HEADS, TOKENS)
    reference, reference_guard = one_pass_attention(q, k, v, C_LAYER, s_k)
    assert guard.tolist() == expected_guard
    assert reference_guard.tolist() == reference_counts
    rows = torch.ones(TOKENS, dtype=torch.bool)
    rows[nan_rows] = False
    sdpa = F.scaled_dot_product_attention(q[:1].float(), k[:1].float(), v[:1].float())
    # head 0 is inside the window in every case: it must match torch
    assert pearson(out[0, rows], reference[0, rows].float()) >= PEARSON
    assert pearson(out[0, rows], sdpa[0, rows]) >= PEARSON
    if case == "inside":
        assert pearson(out, F.scaled_dot_product_attention(*(t.float() for t in (q, k, v)))) >= (
            PEARSON
        )


def test_reference_matches_sdpa_and_window() -> None:
    q, k, v = (t.float() for t in qkv([]))
    out, guard = one_pass_attention(q, k, v, C_LAYER)
    assert pearson(out, F.scaled_dot_product_attention(q, k, v)) >= 0.999999
    assert guard.tolist() == [0, 0, 0]
    narrow = GuardWindow(log_low=-1.0, log_high=1.0)
    _, guard = one_pass_attention(q, k, v, C_LAYER, window=narrow)
    lse = torch.logsumexp((q @ k.transpose(-1, -2)) * HEAD_DIM**-0.5, -1) - C_LAYER
    assert guard.tolist() == [int((lse > 1).sum()), int((lse < -1).sum()), 0]


def test_kernel_is_package_data() -> None:
    path = kernel_path("one_pass_attention")
    assert path.is_file() and "ttl.operation" in path.read_text()
    with pytest.raises(ValueError, match="unknown kernel"):
        kernel_path("nope")
