"""The PyTorch backend: the network on a CPU or CUDA device."""

from __future__ import annotations

import time
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
import torch

from ...config.cancel import checkpoint
from ...config.lru import LruCache
from ...config.precisions import BF16_HEAD_LABELS
from ...modeling.network import DepthAnything3Network
from ..base import RunResult
from ..caller_state import in_own_precision
from ..memory import release_free_memory
from .cpu_capability import CpuCapability, detect_cpu
from .cpu_kernels import SlowKernelWarning, int8_slow_warning, select_kernels
from .fork_safety import one_torch_thread_in_fork_children
from .precision import apply_precision, compute_dtype_for, units_in_bf16
from .safe_points import add_safe_points

# Captured CUDA graphs held, one per (B, 3, h, w) and dtype, each with its own memory pool of
# activations: the least recently used beyond it is dropped (captured again if its shape
# returns: two eager runs and a capture). Photos at process_res 504 come in 69 network sizes,
# times the batch sizes: unbounded, GPU memory grew with every new one.
CUDA_GRAPHS_HELD = 8


class CudaGraphCache:
    """One captured CUDA graph per input shape (the ``limit`` most recently used): copy into a
    static input, replay.

    The same idea as one metal trace per input size on the chip: after the first call at a
    size (two eager warm-up runs, which also fill the per-size caches, then the capture),
    a call is one ``copy_`` and one ``replay``, with no Python per layer and no launch gaps.
    """

    def __init__(
        self,
        forward: Callable[[torch.Tensor], dict[str, torch.Tensor]],
        limit: int = CUDA_GRAPHS_HELD,
    ) -> None:
        self.forward = forward
        self.graphs: LruCache[tuple, tuple[torch.Tensor, torch.cuda.CUDAGraph, dict]] = LruCache(
            limit
        )

    @property
    def sizes(self) -> list[tuple]:
        """The (shape, dtype) keys held, least recently used first."""
        return self.graphs.keys()

    def __call__(self, x: torch.Tensor) -> dict[str, torch.Tensor]:
        key = (tuple(x.shape), x.dtype)
        entry = self.graphs.get(key)
        if entry is None:
            entry = self._capture(x)
            self.graphs.put(key, entry)
        static_input, graph, static_outputs = entry
        checkpoint()  # a replay runs no Python: the request's last safe point is before it
        static_input.copy_(x)
        graph.replay()
        return static_outputs

    def _capture(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.cuda.CUDAGraph, dict]:
        """Two eager runs, then the capture, all on a side stream of ``x``'s device, with that
        device current. ``torch.cuda.graph`` without ``stream=`` captures on one stream shared
        by the process, made on whatever device was current at its first use: for
        ``cuda:1`` (``cuda:0`` current) the kernels ran uncaptured on ``cuda:1`` and the empty
        graph's replays returned the first image's outputs for every later image."""
        with torch.cuda.device(x.device):
            static_input = x.clone()
            stream = torch.cuda.Stream(device=x.device)
            stream.wait_stream(torch.cuda.current_stream(x.device))
            with torch.cuda.stream(stream):
                for _ in range(2):
                    self.forward(static_input)
            torch.cuda.current_stream(x.device).wait_stream(stream)
            graph = torch.cuda.CUDAGraph()
            with torch.cuda.graph(graph, stream=stream):
                static_outputs = self.forward(static_input)
        return static_input, graph, static_outputs

    def clear(self) -> None:
        self.graphs.clear()


class TorchBackend:
    """Runs ``DepthAnything3Network`` with torch on ``device`` at ``precision``
    (see ``torch_precision``); the network is rewritten for it here. On CUDA with
    ``trace=True`` each input size is captured once as a CUDA graph and replayed.

    ``run`` returns its timing (``upload``, ``device`` synchronised on CUDA, ``download``) and
    fallback flags that are always False: there is no guarded program to fall back from. On
    CPU, ``run`` is thread-safe (the network is read-only; its per-size caches are filled
    idempotently); on CUDA a captured graph replays into static buffers, so it is not.
    A run under ``config.cancel.cancellable`` stops at the next block or head stage once its
    request is gone (``safe_points``).
    """

    name = "torch"

    def __init__(
        self,
        network: DepthAnything3Network,
        device: torch.device,
        precision: str = "fp32",
        trace: bool = True,
    ) -> None:
        self.network = apply_precision(network.to(device).eval(), precision, device)
        if device.type == "cpu":  # what the rewrite copied away (bf16 linears transposed for
            release_free_memory(collect_cycles=False)  # AMX, int8 quantised) back to the OS
            one_torch_thread_in_fork_children()  # a fork child of OpenMP torch hangs above 1
        # cancellation checks before each block and head stage (``safe_points``)
        self.safe_points = add_safe_points(self.network)
        self.torch_device = device
        self.precision = precision
        # The arithmetic of the low-precision layers (bf16 weights compute in float32 on CPUs
        # without AMX; see ``bf16_compute_dtype``); float32 for fp32 and int8's head.
        self.compute_dtype = compute_dtype_for(precision, device)
        # bf16 on an AMX CPU: the head's residual units in bf16, the rest of it float32
        self.units_in_bf16 = units_in_bf16(precision, device)
        self.device = str(device)
        self.thread_safe = device.type == "cpu"
        self.runs_views = True
        self.graphs = CudaGraphCache(self.network) if trace and device.type == "cuda" else None
        # On CPU: the processor as kernel selection saw it, and the kernels in use.
        self.cpu: CpuCapability | None = detect_cpu() if device.type == "cpu" else None
        self.kernels = None if self.cpu is None else select_kernels(precision, self.cpu)
        if self.cpu is not None and precision == "int8" and not self.kernels.fast:
            warnings.warn(int8_slow_warning(self.cpu), SlowKernelWarning, stacklevel=3)

    def describe(self) -> dict[str, Any]:
        """What this backend runs with, for ``/info``-style reports (on CPU: the processor,
        its capability and the kernels in use)."""
        report: dict[str, Any] = {
            "name": self.name,
            "device": self.device,
            "precision": self.precision,
            "compute_dtype": str(self.compute_dtype).removeprefix("torch."),
            "thread_safe": self.thread_safe,
            "cuda_graphs": self.graphs is not None,
            # (B, 3, h, w) of each captured graph
            "cuda_graph_shapes": []
            if self.graphs is None
            else [list(shape) for shape, _ in self.graphs.sizes],
        }
        if self.cpu is not None:
            if self.precision == "bf16":
                report["head"] = BF16_HEAD_LABELS["bf16-units" if self.units_in_bf16 else "f32"]
            report["cpu"] = self.cpu.describe()
            report["kernels"] = self.kernels.describe()
        return report

    def _sync(self) -> None:
        if self.torch_device.type == "cuda":
            torch.cuda.synchronize(self.torch_device)

    def _timed(
        self, upload: Callable[[], Any], compute: Callable[[Any], dict[str, torch.Tensor]]
    ) -> tuple[dict[str, torch.Tensor], dict[str, float]]:
        """``compute(upload())`` synchronised, outputs to float32 on the CPU (``ref_index``
        kept integer), and the time of each step (``upload``, ``device``, ``download``)."""
        start = time.perf_counter()
        inputs = upload()
        self._sync()
        uploaded = time.perf_counter()
        outputs = compute(inputs)
        self._sync()
        computed = time.perf_counter()
        result = {k: v.cpu() if k == "ref_index" else v.float().cpu() for k, v in outputs.items()}
        timing = {
            "upload": (uploaded - start) * 1e3,
            "device": (computed - uploaded) * 1e3,
            "download": (time.perf_counter() - computed) * 1e3,
        }
        return result, timing

    @torch.inference_mode()
    @in_own_precision
    def run(self, batch: np.ndarray | torch.Tensor) -> RunResult:
        """(B, 3, h, w) float32 host batch (numpy or torch) -> heads (float32 CPU), timing, no
        fallbacks."""
        batch = torch.as_tensor(batch)
        result, timing = self._timed(
            lambda: batch.to(self.torch_device, dtype=torch.float32, non_blocking=True),
            lambda x: self.graphs(x) if self.graphs is not None else self.network(x),
        )
        return RunResult(result, timing, (False,) * batch.shape[0])

    @torch.inference_mode()
    @in_own_precision
    def run_views(self, views: torch.Tensor, **options: Any) -> RunResult:
        """Views (B, S, 3, h, w) of any-view scenes -> ``network.forward_views(views,
        **options)`` (known cameras, ``ref_view``, ``with_rays``, ``with_gaussians``), float32
        CPU, with the timing and one (False) fallback flag per view (eager: a scene's view
        count varies, so no CUDA graph is captured)."""

        def upload() -> dict[str, Any]:
            moved = {"views": torch.as_tensor(views).to(self.torch_device, dtype=torch.float32)}
            for name, value in options.items():  # the cameras' tensors go to the device
                is_tensor = isinstance(value, torch.Tensor)
                moved[name] = value.to(self.torch_device, torch.float32) if is_tensor else value
            return moved

        result, timing = self._timed(upload, lambda x: self.network.forward_views(**x))
        return RunResult(result, timing, (False,) * views.shape[1])

    def warmup(self, size: tuple[int, int], batch: int = 1) -> None:
        """One forward at ``size`` so per-size caches and kernels are ready."""
        self.run(torch.zeros(batch, 3, *size, dtype=torch.float32))

    def close(self) -> None:
        if self.graphs is not None:
            self.graphs.clear()
            self.graphs = None
        self.network = None  # type: ignore[assignment]
        if self.torch_device.type == "cuda":
            with torch.cuda.device(self.torch_device):  # its own device's cache, not cuda:0's
                torch.cuda.empty_cache()
