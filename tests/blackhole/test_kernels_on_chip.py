"""The one-pass attention kernel compiled by TT-Lang on a Blackhole chip, against torch.

Skipped, with the reason, where the TT-Lang compiler (``tt-lang``, not the simulator wheel) or a
chip is missing. Still to do on silicon (see docs/kernels.md): the kernel inside the backend's
trace, the guard rate on the sample photos, latency with and without it.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import torch

from tt_depth_anything_3.backends.blackhole.kernels import kernel_path
from tt_depth_anything_3.backends.blackhole.one_pass import (
    one_pass_attention,
    pack_kernel_inputs,
    unpack_kernel_outputs,
)


def no_compiler_or_chip_reason() -> str | None:
    """Why the compiled kernel cannot run here, or None."""
    if importlib.util.find_spec("ttl") is None:
        return "the TT-Lang compiler package (tt-lang) is not installed"
    if importlib.util.find_spec("ttl._sim_only_marker") is not None:
        return "only the TT-Lang simulator wheel (tt-lang-sim) is installed, not the compiler"
    if not Path("/dev/tenstorrent").exists():
        return "no Tenstorrent device on this machine (/dev/tenstorrent is absent)"
    return None


@pytest.mark.skipif(
    no_compiler_or_chip_reason() is not None, reason=str(no_compiler_or_chip_reason())
)
def test_compiled_kernel_matches_torch(tmp_path: Path) -> None:
    gen = torch.Generator().manual_seed(0)
    q, k, v = (torch.randn(2, 128, 64, generator=gen).bfloat16() for _ in range(3))
    inputs = pack_kernel_inputs(q, k, v, 3.0)
    np.savez(tmp_path / "in.npz", **{name: t.numpy() for name, t in inputs.items()})
    command = [sys.executable, str(kernel_path("one_pass_attention"))]
    command += ["--", str(tmp_path / "in.npz"), str(tmp_path / "out.npz")]
    done = subprocess.run(command, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    with np.load(tmp_path / "out.npz") as arrays:
        out, guard = unpack_kernel_outputs(
            {n: torch.from_numpy(arrays[n]) for n in arrays.files}, 2, 128
        )
    reference, _ = one_pass_attention(q, k, v, 3.0)
    pcc = torch.corrcoef(torch.stack((out.flatten(), reference.float().flatten())))[0, 1]
    assert pcc >= 0.9999 and guard.tolist() == [0, 0, 0]
