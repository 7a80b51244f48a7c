"""The CUDA path: what can be checked without a GPU here, and the GPU checks themselves."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends.torch_backend import CudaGraphCache

needs_cuda = pytest.mark.skipif(
    not torch.cuda.is_available(), reason="needs an NVIDIA GPU (none on this machine)"
)


def test_cpu_backend_never_captures_graphs(tiny_metric_checkpoint):
    with DepthAnything3.from_pretrained(weights_path=tiny_metric_checkpoint, device="cpu") as m:
        assert m._backend.graphs is None


def test_cuda_device_is_refused_clearly_without_cuda(tiny_metric_checkpoint):
    if torch.cuda.is_available():
        pytest.skip("CUDA is present")
    with pytest.raises(ValueError, match="sees no CUDA device"):
        DepthAnything3.from_pretrained(weights_path=tiny_metric_checkpoint, device="cuda")


def test_fp16_and_int8_device_rules(tiny_metric_checkpoint):
    with pytest.raises(ValueError, match="CUDA only"):
        DepthAnything3.from_pretrained(weights_path=tiny_metric_checkpoint, dtype="fp16")


@needs_cuda
@pytest.mark.parametrize("dtype", ["float32", "bfloat16", "float16"])
def test_cuda_graph_replay_equals_eager(tiny_metric_checkpoint, photo, dtype):
    kwargs = {"weights_path": tiny_metric_checkpoint, "device": "cuda", "dtype": dtype}
    with DepthAnything3.from_pretrained(**kwargs, trace=False) as eager:
        expected = eager(photo, focal_px=100.0).depth
    with DepthAnything3.from_pretrained(**kwargs, trace=True) as traced:
        first = traced(photo, focal_px=100.0).depth
        second = traced(photo, focal_px=100.0).depth
        assert len(traced._backend.graphs.sizes) == 1
    np.testing.assert_array_equal(first, second)
    np.testing.assert_allclose(first, expected, rtol=1e-3 if dtype != "float32" else 1e-5)


@needs_cuda
def test_graph_cache_one_graph_per_shape():
    net = torch.nn.Conv2d(3, 4, 3).cuda()
    cache = CudaGraphCache(lambda x: {"y": net(x)})
    with torch.inference_mode():
        a = cache(torch.randn(1, 3, 16, 16, device="cuda"))["y"].clone()
        cache(torch.randn(1, 3, 16, 20, device="cuda"))
        cache(torch.randn(1, 3, 16, 16, device="cuda"))
    assert len(cache.sizes) == 2 and a.shape == (1, 4, 14, 14)
