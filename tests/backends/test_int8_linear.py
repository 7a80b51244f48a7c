"""Int8Linear: the int8 path's GEMM (per-channel int8 weights, per-token int8 activations)."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
import torch
from torch import nn

from support.checkpoints import open_backend
from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends.torch.int8_linear import (
    Int8Linear,
    quantize_linears_int8,
    quantize_rows,
)
from tt_depth_anything_3.backends.torch.precision import replaced_keys
from tt_depth_anything_3.config import DA3Config
from tt_depth_anything_3.modeling import DepthAnything3Network


def _linear(in_features: int, out_features: int, seed: int) -> nn.Linear:
    torch.manual_seed(seed)
    return nn.Linear(in_features, out_features)


def test_quantize_rows_round_trip_and_zero_rows():
    x = torch.randn(6, 40, generator=torch.Generator().manual_seed(1))
    x[2] = 0
    values, scale = quantize_rows(x)
    assert values.dtype == torch.int8 and scale.shape == (6, 1)
    assert int(values.abs().max()) == 127
    assert torch.equal(values[2], torch.zeros(40, dtype=torch.int8))
    error = (values.float() * scale - x).abs()
    assert bool((error <= scale / 2 + 1e-7).all())  # within half a step of every row's grid


@pytest.mark.parametrize(("tokens", "k", "n"), [(1, 8, 8), (17, 33, 7), (65, 96, 288)])
def test_int8_linear_is_exact_integer_arithmetic(tokens, k, n):
    linear = _linear(k, n, seed=tokens)
    module = Int8Linear.from_linear(linear)
    x = torch.randn(2, tokens, k, generator=torch.Generator().manual_seed(k))
    with torch.no_grad():
        out = module(x)
    assert out.shape == (2, tokens, n) and out.dtype == torch.float32
    # The same quantised operands multiplied in float64: only the final rescale rounds.
    qx, sx = quantize_rows(x.reshape(-1, k))
    qw, sw = quantize_rows(linear.weight.detach())
    expected = (qx.double() @ qw.double().t()) * sx.double() * sw.double().t()
    expected = (expected + linear.bias.detach().double()).reshape(2, tokens, n)
    assert torch.allclose(out.double(), expected, rtol=1e-5, atol=1e-5)


def test_int8_linear_close_to_float_and_per_token():
    linear = _linear(256, 128, seed=3)
    module = Int8Linear.from_linear(linear)
    x = torch.randn(1, 50, 256, generator=torch.Generator().manual_seed(4))
    x[0, 0] *= 1000.0  # an outlier token (the ViT's class/camera tokens are like this)
    with torch.no_grad():
        reference = linear(x)
        out = module(x)
    for token in (0, 1, 49):  # the outlier and ordinary tokens, each at its own scale
        err = (out[0, token] - reference[0, token]).norm() / reference[0, token].norm()
        assert float(err) < 0.02, (token, float(err))


def test_int8_linear_bias_free_and_non_contiguous_input():
    linear = nn.Linear(32, 16, bias=False)
    module = Int8Linear.from_linear(linear)
    x = torch.randn(32, 10).t()  # non-contiguous (10, 32)
    assert module.bias is None
    with torch.no_grad():
        reference = linear(x)
        assert torch.allclose(module(x), reference, atol=0.05 * float(reference.abs().max()))


def test_int8_linear_rejects_float_weights():
    with pytest.raises(ValueError, match="int8"):
        Int8Linear(torch.zeros(4, 4), torch.ones(4), None)


def test_quantize_linears_int8_replaces_every_linear_only():
    model = nn.Sequential(nn.Linear(8, 8), nn.Sequential(nn.LayerNorm(8), nn.Linear(8, 4)))
    quantize_linears_int8(model)
    assert isinstance(model[0], Int8Linear) and isinstance(model[1][1], Int8Linear)
    assert isinstance(model[1][0], nn.LayerNorm)
    assert not any(isinstance(m, nn.Linear) for m in model.modules())


def test_replaced_keys_by_precision_and_device():
    with torch.device("meta"):
        network = DepthAnything3Network(DA3Config.from_model_name("da3-small"))
    keys = set(network.state_dict())
    cpu = torch.device("cpu")
    fp32 = replaced_keys(network, "fp32", cpu)
    int8 = replaced_keys(network, "int8", cpu)
    assert fp32 and all(k.startswith("head.") and k.endswith(".weight") for k in fp32)
    assert "head.scratch.refinenet1.resConfUnit1.conv1.weight" in fp32
    assert "backbone.pretrained.blocks.0.mlp.fc1.weight" in int8 - fp32
    assert "backbone.pretrained.blocks.0.mlp.fc1.bias" not in int8
    assert replaced_keys(network, "bf16", cpu) == fp32  # bf16 keeps the head float32 on CPU
    assert replaced_keys(network, "bf16", torch.device("cuda")) == keys
    assert replaced_keys(network, "fp32", torch.device("cuda")) == keys


def test_int8_load_uses_no_deprecated_quantisation(tiny_metric_checkpoint, photo):
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # torch.ao quantisation would warn (deprecated)
        backend = open_backend(tiny_metric_checkpoint, "int8")
        with DepthAnything3(backend.network.config, backend, process_res=140) as model:
            network = backend.network
            linears = [m for m in network.backbone.modules() if isinstance(m, Int8Linear)]
            assert linears and not any(isinstance(m, nn.Linear) for m in network.modules())
            out = model(photo)
    assert out.depth.shape == (112, 140) and np.isfinite(out.depth).all()


def test_quantize_rows_chunking_and_dtypes_do_not_change_the_result():
    x = torch.randn(600, 24, generator=torch.Generator().manual_seed(6))
    whole = quantize_rows(x, rows_per_chunk=600)
    for chunk in (1, 7, 256):
        values, scale = quantize_rows(x, rows_per_chunk=chunk)
        assert torch.equal(values, whole[0]) and torch.equal(scale, whole[1])
    values, scale = quantize_rows(x.to(torch.bfloat16))
    assert values.dtype == torch.int8 and scale.dtype == torch.float32
