"""The CUDA path: what can be checked without a GPU here, and the GPU checks themselves."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from support.numerics import pearson
from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends.base import parse_device
from tt_depth_anything_3.backends.torch.backend import CUDA_GRAPHS_HELD, CudaGraphCache
from tt_depth_anything_3.config.errors import InputError

needs_cuda = pytest.mark.skipif(
    not torch.cuda.is_available(), reason="needs an NVIDIA GPU (none on this machine)"
)


def test_cpu_backend_never_captures_graphs(tiny_metric_checkpoint):
    with DepthAnything3.from_pretrained(weights_path=tiny_metric_checkpoint, device="cpu") as m:
        assert m.describe()["backend"]["cuda_graphs"] is False


def test_cuda_device_is_refused_clearly_without_cuda(tiny_metric_checkpoint):
    """It was a plain ``ValueError``, where every other bad device is an ``InputError``."""
    if torch.cuda.is_available():
        pytest.skip("CUDA is present")
    with pytest.raises(InputError, match="'cuda' asked for CUDA, but torch sees no CUDA device"):
        DepthAnything3.from_pretrained(weights_path=tiny_metric_checkpoint, device="cuda")


def test_a_cuda_index_past_the_last_gpu_is_an_input_error():
    """``cuda:N`` past the GPUs torch sees: an ``InputError`` too (a ``ValueError``)."""
    count = torch.cuda.device_count()
    last = f"cuda:0 to cuda:{count - 1}" if count else "sees no CUDA device"
    with pytest.raises(InputError, match=last):
        parse_device(f"cuda:{count}")


def test_a_cuda_index_with_a_leading_zero_is_read_as_its_number():
    """``cuda:01`` passed the device check and then failed in ``torch.device`` with a raw
    ``RuntimeError: Invalid device string``."""
    spec = parse_device("cuda:01", probe_cuda=False)
    assert spec.name == "cuda:1" and spec.torch_device == torch.device("cuda:1")


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
        assert len(traced.describe()["backend"]["cuda_graph_shapes"]) == 1
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


class _FakeGraph:
    """Stands in for ``torch.cuda.CUDAGraph`` on CPU: the forward registers, while capturing,
    how to recompute its static outputs from the static input; ``replay`` does that."""

    capturing: _FakeGraph | None = None

    def __init__(self) -> None:
        self.replay_fn = None
        self.replays = 0

    def replay(self) -> None:
        self.replays += 1
        self.replay_fn()


class _FakeStream:
    def __init__(self, device=None) -> None:
        self.device = device

    def wait_stream(self, other) -> None:
        pass


class _Context:
    def __init__(self, graph: _FakeGraph | None = None) -> None:
        self.graph = graph

    def __enter__(self):
        _FakeGraph.capturing = self.graph

    def __exit__(self, *exc) -> None:
        _FakeGraph.capturing = None


@pytest.fixture
def fake_cuda_graphs(monkeypatch):
    monkeypatch.setattr(torch.cuda, "Stream", _FakeStream)
    monkeypatch.setattr(torch.cuda, "current_stream", lambda device=None: _FakeStream(device))
    monkeypatch.setattr(torch.cuda, "stream", lambda stream: _Context())
    monkeypatch.setattr(torch.cuda, "CUDAGraph", _FakeGraph)
    monkeypatch.setattr(torch.cuda, "graph", _fake_graph_context)
    monkeypatch.setattr(torch.cuda, "device", _FakeDeviceContext)


CAPTURES: list[dict] = []  # how each fake capture was asked for


def _fake_graph_context(graph, stream=None, **options):
    CAPTURES.append({"stream": stream, "current": _FakeDeviceContext.current})
    return _Context(graph)


class _FakeDeviceContext:
    """``torch.cuda.device``: records the device made current inside the block."""

    current = None

    def __init__(self, device) -> None:
        self.device = device

    def __enter__(self) -> None:
        self.before, _FakeDeviceContext.current = _FakeDeviceContext.current, self.device

    def __exit__(self, *exc) -> None:
        _FakeDeviceContext.current = self.before


def test_graph_is_captured_on_a_stream_of_the_input_device(fake_cuda_graphs):
    """``torch.cuda.graph(graph)`` captured on the process's one default capture stream, made
    on the device current at its first use: with ``device="cuda:1"`` the forward's kernels ran
    uncaptured on cuda:1, and the empty graph's replays gave every later image the first
    image's outputs. The capture must use a stream of the input's device, that device
    current."""
    CAPTURES.clear()

    def forward(x: torch.Tensor) -> dict[str, torch.Tensor]:
        out = {"y": x * 2}
        if _FakeGraph.capturing is not None:
            _FakeGraph.capturing.replay_fn = lambda: out["y"].copy_(x * 2)
        return out

    cache = CudaGraphCache(forward)
    x = torch.zeros(1, 3, 4, 4)
    cache(x)
    assert len(CAPTURES) == 1
    stream = CAPTURES[0]["stream"]
    assert stream is not None and stream.device == x.device
    assert CAPTURES[0]["current"] == x.device


def test_graph_cache_logic_on_cpu(fake_cuda_graphs):
    """Per-shape capture after two warm-ups, replay from the static input, static outputs:
    everything of ``CudaGraphCache`` but the kernels, with the CUDA graph API faked."""
    calls = {"eager": 0, "captured": 0}

    def forward(x: torch.Tensor) -> dict[str, torch.Tensor]:
        out = {"y": x * 2 + 1}
        graph = _FakeGraph.capturing
        if graph is None:
            calls["eager"] += 1
        else:
            calls["captured"] += 1
            graph.replay_fn = lambda: out["y"].copy_(x * 2 + 1)
        return out

    cache = CudaGraphCache(forward)
    a, b = torch.randn(1, 3, 4, 4), torch.randn(1, 3, 4, 4)
    first = cache(a)
    assert calls == {"eager": 2, "captured": 1} and cache.sizes == [((1, 3, 4, 4), torch.float32)]
    assert torch.equal(first["y"], a * 2 + 1)
    second = cache(b)
    assert calls == {"eager": 2, "captured": 1}, "a second call at a size only replays"
    assert second["y"] is first["y"] and torch.equal(second["y"], b * 2 + 1)
    cache(torch.randn(1, 3, 4, 6))
    assert calls == {"eager": 4, "captured": 2} and len(cache.sizes) == 2
    cache.clear()
    assert cache.sizes == []


def test_graph_cache_holds_the_most_recently_used_shapes(fake_cuda_graphs):
    """One graph (with its memory pool) per (B, 3, h, w) was kept for ever: photos at the
    default resolution come in 69 network sizes, times the batch sizes."""
    captures = []

    def forward(x: torch.Tensor) -> dict[str, torch.Tensor]:
        out = {"y": x.clone()}
        if _FakeGraph.capturing is not None:
            captures.append(tuple(x.shape))
            _FakeGraph.capturing.replay_fn = lambda: out["y"].copy_(x)
        return out

    cache = CudaGraphCache(forward, limit=2)
    a, b, c = (torch.zeros(1, 3, 4, w) for w in (4, 6, 8))
    cache(a), cache(b), cache(a)  # a is the most recently used
    cache(c)  # b is dropped
    assert [key[0] for key in cache.sizes] == [(1, 3, 4, 4), (1, 3, 4, 8)]
    cache(a)
    assert len(captures) == 3, "a held shape only replays"
    cache(b)
    assert len(captures) == 4 and len(cache.sizes) == 2  # a dropped shape is captured again
    default = CudaGraphCache(forward)
    for width in range(1, CUDA_GRAPHS_HELD + 6):
        default(torch.zeros(1, 3, 4, width))
    assert len(default.sizes) == CUDA_GRAPHS_HELD


def test_fp16_arithmetic_of_the_cuda_path_on_cpu(tiny_metric_checkpoint):
    """The CUDA fp16 rewrite (transposed fp16 linears, fp16 channels-last convs, float32
    residual stream and logits) run on the CPU, whose oneDNN has fp16 kernels: it must stay
    close to float32 (the GPU kernels themselves are checked by the GPU tests)."""
    from tt_depth_anything_3.backends.torch.loading import build_network
    from tt_depth_anything_3.backends.torch.precision import apply_precision
    from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint

    files = resolve_checkpoint("tiny", weights_path=tiny_metric_checkpoint)
    images = torch.randn(1, 3, 112, 140, generator=torch.Generator().manual_seed(2))
    with torch.inference_mode():
        reference = build_network(files.config, files.weights, "fp32")(images)["depth"]
        network = build_network(files.config, files.weights, "fp16", torch.device("cuda"))
        network = apply_precision(network, "fp16", torch.device("cuda"))
        linear = network.backbone.pretrained.blocks[0].mlp.fc1
        assert linear.weight.dtype == torch.float16 and linear.transposed
        depth = network(images)["depth"]
    assert depth.dtype == torch.float32
    assert pearson(depth, reference) > 0.999
