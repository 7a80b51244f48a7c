"""The one-pass attention kernel in the ``tt-lang-sim`` simulator against torch, and the torch
reference against SDPA: 2 heads, 90 tokens (3 one-tile chunks; 6 padded rows holding garbage),
head dim 64, with and without float32 promotion; at 1, 2, 3 and 5 token tiles against SDPA;
and the torch model of the compiled kernel's roundings (``compiled_one_pass_attention``)
against SDPA and against the simulator without float32 promotion, up to 1370 tokens."""

from __future__ import annotations

import ast
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
    KERNEL_FLUSH_CHUNKS,
    TILE,
    GuardWindow,
    compiled_one_pass_attention,
    one_pass_attention,
    pack_kernel_inputs,
    padded_row_counts,
    unpack_kernel_outputs,
)

HEADS, TOKENS, HEAD_DIM = 2, 90, 64
ROWS = 96  # the tokens' tiles: the kernel counts the padded rows too (zero queries)
PEARSON = 0.9999  # kernel output against torch, per case and promotion mode
# tighter, per mode (2 heads x 90 tokens, "inside": measured 0.9999973 / 0.99999999999991 vs
# the reference / SDPA with promotion, 0.9999599 / 0.9999611 without)
PEARSON_BY_MODE = {True: 0.99999, False: 0.99995}
C_LAYER = 3.0
# s_k per head: (guard counts of the kernel, of the torch reference, rows of head 0 made NaN)
CASES = {
    "inside": ((0.0, 0.0), [0, 0, 0], [0, 0, 0], []),
    # head 1: exp(score + 150) = inf, in the padded rows too
    "overflow": ((0.0, -150.0), [ROWS, 0, 0], [TOKENS, 0, 0], []),
    # head 1: exp(score - 200) = 0; head 0: a NaN row in the first tile and one in the second
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
        assert (
            pearson(out, F.scaled_dot_product_attention(*(t.float() for t in (q, k, v))))
            >= (PEARSON_BY_MODE[promotion])
        )
        assert pearson(out[0], reference[0].float()) >= PEARSON_BY_MODE[promotion]


@pytest.mark.parametrize(
    "tokens", [21, 50, 90, 150], ids=["1-tile", "2-tiles", "3-tiles", "5-tiles"]
)
def test_kernel_at_one_to_five_key_tiles(tmp_path: Path, tokens: int) -> None:
    """One key tile (14x280's 21 tokens: the shipped t32 compile's path, a single tile never
    reads a full tile's shift), 2, 3 and 5 in the simulator against SDPA, padded rows holding
    garbage."""
    gen = torch.Generator().manual_seed(tokens)
    q, k, v = (torch.randn(HEADS, tokens, HEAD_DIM, generator=gen) for _ in range(3))
    q, k, v = (2 * q).bfloat16(), (2 * k).bfloat16(), v.bfloat16()
    inputs = pack_kernel_inputs(q, k, v, C_LAYER)
    inputs["qkv"][tokens:] = 30 * torch.randn(inputs["qkv"][tokens:].shape, generator=gen)
    outputs = run_kernel(tmp_path, inputs, promotion=True)
    out, guard = unpack_kernel_outputs(outputs, HEADS, tokens)
    assert guard.tolist() == [0, 0, 0]
    assert outputs["out"][tokens:].isfinite().all()
    sdpa = F.scaled_dot_product_attention(*(t.float() for t in (q, k, v)))
    assert pearson(out, sdpa) >= PEARSON


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


def kernel_in_torch(inputs: dict[str, torch.Tensor], heads: int) -> dict[str, torch.Tensor]:
    """The kernel's index arithmetic and arithmetic in float32 torch, on its packed tensors:
    per (head, query chunk) the q block times its factor column, every key chunk (the last
    with its shift row), the context block written, the rows its mask column counts."""
    qkv, shift, window = inputs["qkv"], inputs["shift"], inputs["window"]
    rows, width = qkv.shape
    head_dim = width // 3 // heads
    chunk = window.shape[0]
    count = -(-rows // chunk)
    starts = [min(i * chunk, rows - chunk) for i in range(count)]
    low, high = window[0, 0], window[0, TILE]
    out = torch.zeros(rows, heads * head_dim)
    counts = torch.zeros(3)
    for head in range(heads):
        full = shift[head * TILE, :chunk]
        last = shift[head * TILE, chunk:]
        for index, start in enumerate(starts):
            column = 2 + 2 * ((index + 1) // count)
            factor = window[:, column * TILE]
            mask = window[:, (column + 1) * TILE]
            q = qkv[start : start + chunk, head * head_dim : (head + 1) * head_dim]
            q = q * factor[:, None]
            acc, rowsum = torch.zeros(chunk, head_dim), torch.zeros(chunk, 1)
            for key_index, key in enumerate(starts):
                k = qkv[key : key + chunk, (heads + head) * head_dim :][:, :head_dim]
                v = qkv[key : key + chunk, (2 * heads + head) * head_dim :][:, :head_dim]
                s = full if key_index < count - 1 else last
                p = torch.exp(q @ k.T - s)
                rowsum += p.sum(1, keepdim=True)
                acc += p.bfloat16().float() @ v
            out[start : start + chunk, head * head_dim : (head + 1) * head_dim] = acc / rowsum
            sums = rowsum[:, 0]
            flags = ((sums > high).float(), (sums < low).float(), sums.isnan().float())
            counts += torch.stack([(f * mask).sum() for f in flags])
    guard = torch.zeros(TILE, 3 * TILE)
    guard[0, ::TILE] = counts
    return {"out": out, "guard": guard}


@pytest.mark.parametrize("tokens", [20, 64, 90, 1370])
def test_packing_and_chunks_in_torch(tokens: int) -> None:
    """At one tile, an even and an odd tile count and the 518x518 tokens: the kernel's one-tile
    chunks over the packed tensors, the padded rows holding garbage, give the reference's
    values; its guard counts a token's row once and the padded rows as ``padded_row_counts``
    says, in every guard case."""
    heads = 2
    gen = torch.Generator().manual_seed(1)
    q, k, v = (torch.randn(heads, tokens, HEAD_DIM, generator=gen).bfloat16() for _ in range(3))
    for s_h in (0.0, -150.0, 200.0):
        s_k = torch.tensor([0.0, s_h])[:, None].expand(heads, tokens)
        inputs = pack_kernel_inputs(q, k, v, C_LAYER, s_k)
        inputs["qkv"][tokens:] = 30 * torch.randn(inputs["qkv"][tokens:].shape, generator=gen)
        outputs = kernel_in_torch(inputs, heads)
        out, guard = unpack_kernel_outputs(outputs, heads, tokens)
        reference, counts = one_pass_attention(q, k, v, C_LAYER, s_k)
        assert pearson(out[0], reference[0].float()) >= 0.99999
        assert outputs["out"][tokens:, :HEAD_DIM].isfinite().all()
        padded = padded_row_counts(tokens, 1, C_LAYER + s_h)  # head 1's; head 0's are inside
        assert padded_row_counts(tokens, 1, C_LAYER).tolist() == [0, 0, 0]
        assert guard.tolist() == (counts + padded).tolist()


def before_fusion(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, c: float) -> torch.Tensor:
    """The roundings of the kernel the fused form replaced (64-row chunks): scores packed to
    bfloat16 before the float32 exp, float32 row sums, p and each p @ v partial bfloat16."""
    bf = lambda t: t.bfloat16().float()  # noqa: E731
    qs, acc, rowsum = bf(q.float() * HEAD_DIM**-0.5), 0.0, 0.0
    for start in range(0, k.shape[-2], 64):
        e = torch.exp(bf(qs @ k[..., start : start + 64, :].float().transpose(-1, -2)) - c)
        rowsum = rowsum + e.sum(-1, keepdim=True)
        acc = acc + bf(bf(e) @ v[..., start : start + 64, :].float())
    return bf(acc / rowsum)


# (q / k scale: scores of std ~4 and ~1) -> (Pearson, max abs) the compiled model must reach
# against SDPA at 4 heads x 1370 tokens; measured at 16 heads 0.9999917 / 0.053 and
# 0.9999906 / 0.0026 (the form replaced: 0.9999403 / 0.110 and 0.9999888 / 0.0039)
COMPILED_AT_1370 = {2.0: (0.99998, 0.06), 1.0: (0.99998, 0.005)}


@pytest.mark.parametrize("scale", list(COMPILED_AT_1370))
def test_compiled_model_at_1370_tokens(scale: float) -> None:
    """The compiled kernel's roundings (bfloat16 p, the row sums and p @ v on bfloat16
    partials flushed every 8 key tiles) against SDPA at the 518x518 tokens, and no less
    accurate than the roundings of the form it replaced."""
    gen = torch.Generator().manual_seed(3)
    q, k, v = (torch.randn(4, 1370, HEAD_DIM, generator=gen) for _ in range(3))
    q, k, v = (scale * q).bfloat16(), (scale * k).bfloat16(), v.bfloat16()
    sdpa = F.scaled_dot_product_attention(*(t.float() for t in (q, k, v)))
    c = float(torch.logsumexp((q.float() @ k.float().transpose(-1, -2)) / 8, -1).mean())
    out, guard = compiled_one_pass_attention(q, k, v, c)
    assert guard.tolist() == [0, 0, 0]
    least, most = COMPILED_AT_1370[scale]
    assert pearson(out.float(), sdpa) >= least
    assert (out.float() - sdpa).abs().max() <= most
    assert pearson(out.float(), sdpa) >= pearson(before_fusion(q, k, v, c), sdpa)


def test_flush_period_is_the_kernels() -> None:
    """``KERNEL_FLUSH_CHUNKS`` (the torch model, the device model) is the compiler source's."""
    tree = ast.parse(kernel_path("one_pass_attention").read_text(encoding="utf-8"))
    found = {
        node.targets[0].id: ast.literal_eval(node.value)
        for node in tree.body
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name)
    }
    assert found["FLUSH_CHUNKS"] == KERNEL_FLUSH_CHUNKS
    assert found["Q_CHUNK_TILES"] == found["K_CHUNK_TILES"] == 1


# (heads, tokens) -> min Pearson of the simulator without float32 promotion (every block op
# rounded to bfloat16: more roundings than the compiled kernel's float32 dst) against the
# compiled model and against SDPA; measured in the table of docs/kernels.md
SIMULATOR_SHAPES = {(16, 50): 0.9999, (1, 150): 0.9999}


@pytest.mark.parametrize("shape", list(SIMULATOR_SHAPES), ids=["16x2-tiles", "1x5-tiles"])
def test_simulator_against_the_compiled_model(tmp_path: Path, shape: tuple[int, int]) -> None:
    heads, tokens = shape
    gen = torch.Generator().manual_seed(tokens)
    q, k, v = (torch.randn(heads, tokens, HEAD_DIM, generator=gen) for _ in range(3))
    q, k, v = (2 * q).bfloat16(), (2 * k).bfloat16(), v.bfloat16()
    c = float(torch.logsumexp((q.float() @ k.float().transpose(-1, -2)) / 8, -1).mean())
    outputs = run_kernel(tmp_path, pack_kernel_inputs(q, k, v, c), promotion=False)
    out, guard = unpack_kernel_outputs(outputs, heads, tokens)
    model, model_guard = compiled_one_pass_attention(q, k, v, c)
    sdpa = F.scaled_dot_product_attention(*(t.float() for t in (q, k, v)))
    assert guard.tolist() == model_guard.tolist() == [0, 0, 0]
    assert pearson(out, model.float()) >= SIMULATOR_SHAPES[shape]
    assert pearson(out, sdpa) >= SIMULATOR_SHAPES[shape]
    assert (out.float() - model.float()).abs().max() <= 0.1
