"""``ExportedBackend``: what the ONNX Runtime and OpenVINO backends share.

One graph per checkpoint and input kind (single images, or views of scenes) that takes every
batch, view count and size (``export``, dynamic axes): the exported ONNX file comes from the
cache, or is exported then from a float32 torch network read from the checkpoint (and
dropped again, so a warm process never holds torch weights). Each engine makes a runnable
from it on first use (``session_key``: ONNX Runtime one session per graph for every size,
OpenVINO one compiled model per input shape, cached on disk; the runnables of the
``engine_shape_limit()`` most recently used keys are held, an older one dropped and made again
from the disk cache when its shape returns). ``run`` and
``run_views`` return what ``TorchBackend``'s do, as numpy arrays; the nested model's branches
are aligned on the host (``graph_io.align_nested``). From a warm cache nothing here imports
torch (``config.torch_interop``): the export, and with it torch, runs only when the graph is
not cached. Options the graph does not have (known cameras, rays,
Gaussians, another reference-view strategy) are refused with a ``ValueError`` naming the
runtime, never run on another path.
"""

from __future__ import annotations

import copy
import os
import threading
import time
from collections import OrderedDict
from pathlib import Path
from typing import Any

import numpy as np

from ...checkpoints.identity import check_not_text
from ...config.errors import InputError
from ...config.precisions import bf16_head_setting
from ...config.ref_view import REF_VIEW_STRATEGIES
from ...config.schema import DA3Config
from ...config.torch_interop import compute_threads, to_numpy, torch_version
from ..base import RunResult
from ..memory import release_free_memory
from ..torch.cpu_capability import CpuCapability, arithmetic_isa, detect_cpu
from .cache import (
    cache_limit_bytes,
    cached_entry,
    checkpoint_identity,
    config_digest,
    holding_entries,
)
from .cache_integrity import verify_every_use
from .cache_locks import build_wait_limit
from .graph_io import ONNX_FILE, ONNX_OPSET, GraphSource, InputShape, align_nested

GRAPH_REF_VIEW = REF_VIEW_STRATEGIES[2]  # "saddle_balanced", the official default


# How many runnables (``session_key``s: OpenVINO's compiled input shapes, TensorRT's engines)
# an engine backend holds at once; the least recently used beyond it is dropped (and imported
# again from the disk cache if its shape returns). Each OpenVINO shape holds its own copy of
# the weights. Measured on DA3Metric-Large cut to 4 blocks (a 314 MB float32 file), OpenVINO
# float32, AMD EPYC (Zen 4) VM with 2 cores, 7 network sizes then 3 of them again: RSS 2408 MB
# unbounded (+327 MB a size), 1430 MB holding 4, 780 MB holding 2, 458 MB holding 1; a size
# imported again took 1.5-3.5 s, a held one 0.3-0.5 s a call. 2 keeps a photo's landscape and
# portrait sizes. ONNX Runtime holds one session for every size (two: images and views).
ENGINE_SHAPES_ENV = "TT_DA3_ENGINE_SHAPES"
EXPORT_LOCK = threading.Lock()  # torch.export in two threads at once fails in both
DEFAULT_ENGINE_SHAPES = 2


def engine_shape_limit() -> int:
    """How many runnables an engine backend holds: ``$TT_DA3_ENGINE_SHAPES`` (an integer >= 1),
    else ``DEFAULT_ENGINE_SHAPES``; ``InputError`` for another value."""
    value = os.environ.get(ENGINE_SHAPES_ENV, "").strip()
    if not value:
        return DEFAULT_ENGINE_SHAPES
    if not (value.isascii() and value.isdigit()) or int(value) < 1:  # not "²", which int refuses
        raise InputError(
            f"{ENGINE_SHAPES_ENV} (compiled input shapes held) must be an integer >= 1, "
            f"got {value!r}"
        )
    return int(value)


def check_engine_settings() -> None:
    """Read every setting from the environment that an engine's load reads
    (``TT_DA3_CACHE_VERIFY``, ``TT_DA3_ENGINE_SHAPES``, ``TT_DA3_CACHE_MAX_GB``,
    ``TT_DA3_CACHE_WAIT_S``, ``TT_DA3_BF16_HEAD``): a bad value is its error here, as the
    load's would be. ``tt-da3 serve`` calls it before start-up (it loads the model in the
    background, where a bad value left a server that never became ready)."""
    verify_every_use()
    engine_shape_limit()
    cache_limit_bytes()
    build_wait_limit()
    bf16_head_setting()


class ExportedBackend:
    """Runs a checkpoint's exported graph with an engine; subclasses set ``name`` and
    implement ``engine_version``, ``_compile`` and ``_execute``."""

    name = "exported"
    device = "cpu"
    thread_safe = False
    runs_views = True  # the any-view graph takes (B, S, 3, H, W)
    head: str | None = None  # the DPT head's mode where the graph is cut (OpenVINO), else None

    def __init__(self, config: DA3Config, weights: os.PathLike | str, precision: str) -> None:
        self.config = config
        self.weights = Path(weights)
        check_not_text(self.weights)  # found at load, as torch finds it, not at the export
        self.precision = precision
        self.threads = compute_threads()
        self.cpu: CpuCapability = detect_cpu(read_torch=False)
        self.identity = {"model": config_digest(config), **checkpoint_identity(weights)}
        # by ``session_key``, least recently used first; at most ``max_sessions``
        self._sessions: OrderedDict[Any, Any] = OrderedDict()
        self.max_sessions = engine_shape_limit()
        self.evicted = 0  # runnables dropped for the bound
        self._served: dict[str, None] = {}  # every input shape run, in order
        # per shape: the milliseconds of its latest load, its count and its first (``_record_load``)
        self.load_ms: dict[str, dict[str, Any]] = {}

    # ----------------------------------------------------------- for the subclasses
    def engine_version(self) -> str:
        raise NotImplementedError

    def variant(self) -> dict[str, str]:
        """Settings beyond the graph and the precision that change the engine's outputs, in
        the gate's key (none here)."""
        return {}

    def _compile(self, shape: InputShape, graph: GraphSource) -> Any:
        """The engine's runnable for ``shape`` (from the graph file, or its own cache: then
        ``graph.path()`` is never asked for, and no graph is exported)."""
        raise NotImplementedError

    def _execute(self, session: Any, image: np.ndarray) -> dict[str, np.ndarray]:
        raise NotImplementedError

    def session_key(self, shape: InputShape) -> Any:
        """Which input shapes share one runnable: by default every shape of a graph."""
        return shape.views > 0

    # ----------------------------------------------------------- graphs and sessions
    def graph_parts(self, shape: InputShape) -> dict[str, Any]:
        """What the exported graph of ``shape``'s kind depends on (its cache key): one graph
        for every size and batch (and view count, for views)."""
        return {
            **self.identity,
            "graph": "dynamic",
            "views": shape.views > 0,
            "opset": ONNX_OPSET,
            "torch": torch_version(),
        }

    def graph(self, shape: InputShape) -> Path:
        """The exported ONNX file serving ``shape`` (exported now when not cached)."""
        return cached_entry("onnx", self.graph_parts(shape), self._export_into(shape)) / ONNX_FILE

    def _export_into(self, shape: InputShape):
        def build(folder: Path) -> None:
            from ..torch.loading import build_network  # torch: only when not cached
            from .export import export_onnx

            with EXPORT_LOCK:  # torch.export is not thread-safe: one export at a time
                self.check_checkpoint()
                network = build_network(self.config, self.weights, "fp32")
                self.check_checkpoint()  # not replaced while it was read
                export_onnx(network, shape, folder, external_data=True)
                del network  # the torch weights go before any engine compiles

        return build

    def check_checkpoint(self) -> None:
        """A ``RuntimeError`` when the checkpoint file no longer holds the contents this
        backend was loaded with (its SHA-256, remembered by the file's signature): a graph
        exported from it would be cached under the loaded contents' key, and served to every
        later load of those contents (an outside test, helper 59: depth 538x off)."""
        now = checkpoint_identity(self.weights)
        if any(now[key] != self.identity[key] for key in now):
            raise RuntimeError(
                f"the checkpoint {self.weights} changed since this model was loaded (SHA-256 "
                f"{self.identity['sha256'][:12]}... then, {now['sha256'][:12]}... now): it "
                "runs the contents loaded, so nothing is built from the new file (an exported "
                "graph, the torch network of runtime='auto' for small sizes); load the model "
                "again to run the new weights"
            )

    def _drop_session(self, key: Any) -> None:
        """Forget the runnable of ``key`` (subclasses also drop what it ran from)."""
        del self._sessions[key]

    @property
    def held_sessions(self) -> int:
        """How many runnables are held now (at most ``max_sessions``)."""
        return len(self._sessions)

    def session(self, shape: InputShape) -> Any:
        """The compiled runnable serving ``shape``, made on first use; the least recently
        used ones beyond ``max_sessions`` are dropped first (their memory freed)."""
        key = self.session_key(shape)
        session = self._sessions.get(key)
        if session is not None:
            self._sessions.move_to_end(key)
        else:
            if len(self._sessions) >= self.max_sessions:
                while len(self._sessions) >= self.max_sessions:
                    self._drop_session(next(iter(self._sessions)))
                    self.evicted += 1
                release_free_memory()
            start = time.perf_counter()
            graph = GraphSource(lambda: self.graph(shape))
            with holding_entries():  # the graph stays while the engine compiles from it
                session = self._compile(shape, graph)
            self._record_load(shape.describe(), graph.ms, time.perf_counter() - start)
            self._sessions[key] = session
        self._served.setdefault(shape.describe())
        return session

    def _record_load(self, name: str, graph_ms: float, seconds: float) -> None:
        """``load_ms[name]``: the latest load's graph and compile milliseconds, how many times
        this process made the shape ready (``loads``: a shape the bound evicted is made ready
        again when it runs again) and, from the second, the first load's figures (``first``)."""
        made = {"graph": graph_ms, "compile": seconds * 1e3 - graph_ms}
        earlier = self.load_ms.get(name)
        if earlier is None:
            self.load_ms[name] = {**made, "loads": 1}
            return
        first = earlier.get("first") or {key: earlier[key] for key in made}
        self.load_ms[name] = {**made, "loads": earlier["loads"] + 1, "first": first}

    # ----------------------------------------------------------- the Backend protocol
    def _run(self, image: Any) -> tuple[dict[str, np.ndarray], dict[str, float]]:
        start = time.perf_counter()
        session = self.session(InputShape.of(image))
        array = np.ascontiguousarray(to_numpy(image), dtype=np.float32)
        uploaded = time.perf_counter()
        outputs = self._execute(session, array)
        computed = time.perf_counter()
        heads = {k: np.asarray(v) for k, v in outputs.items()}
        if self.config.is_nested:
            heads = align_nested(heads)
        timing = {
            "upload": (uploaded - start) * 1e3,
            "device": (computed - uploaded) * 1e3,
            "download": (time.perf_counter() - computed) * 1e3,
        }
        return heads, timing

    def run(self, batch: Any) -> RunResult:
        """(B, 3, h, w) float32 host batch (numpy or a CPU torch tensor) -> heads (numpy
        float32), timing, no fallbacks."""
        if batch.ndim != 4 or batch.shape[1] != 3:
            raise ValueError(f"expected images of shape (B, 3, H, W), got {tuple(batch.shape)}")
        heads, timing = self._run(batch)
        return RunResult(heads, timing, (False,) * batch.shape[0])

    def run_views(self, views: Any, **options: Any) -> RunResult:
        """Views (B, S, 3, h, w) of any-view scenes, seen together, as
        ``network.forward_views(views)`` with its defaults; the options
        ``check_views_options`` takes, each refused unless at its default."""
        self.check_views_options(views, **options)
        heads, timing = self._run(views)
        return RunResult(heads, timing, (False,) * views.shape[1])

    def check_views_options(
        self,
        views: Any,
        *,
        extrinsics: Any = None,
        intrinsics: Any = None,
        ref_view: str = GRAPH_REF_VIEW,
        with_rays: bool = False,
        with_gaussians: bool = False,
    ) -> None:
        """The ``InputError`` of ``run_views`` for options the graph does not have (known
        cameras, ray maps, Gaussians, another ``ref_view``) or a model without a camera head;
        nothing is run (``views_gate`` asks before gating the views)."""
        refused = [
            label
            for label, asked in (
                ("known cameras", extrinsics is not None or intrinsics is not None),
                ("ray maps", with_rays),
                ("3D Gaussians", with_gaussians),
                (f"ref_view={ref_view!r}", ref_view != GRAPH_REF_VIEW and views.shape[1] >= 3),
            )
            if asked
        ]
        if refused:
            raise InputError(
                f"runtime={self.name!r} runs views without {', '.join(refused)} (its graph "
                f"has ref_view={GRAPH_REF_VIEW!r} and the depth and camera heads only); "
                "use runtime='torch'"
            )
        if not self.config.camera:
            raise InputError(f"{self.config.model_name} has no camera head: views run one by one")

    def warmup(self, size: tuple[int, int], batch: int = 1) -> None:
        """Compile (and run once) the graph of ``size``."""
        self.run(np.zeros((batch, 3, *size), np.float32))

    def arithmetics(self) -> tuple[str, ...]:
        """The arithmetic the engine computes at its precision, the backbone's first (``f32``,
        ``bf16``, ``int8``): float32 here; OpenVINO's own."""
        return ("f32",)

    def describe(self) -> dict[str, Any]:
        """Engine, its version, precision, the CPU, the ISA of the kernels its arithmetic runs
        on (``isa``: the backbone's; ``isa_by_arithmetic``: ``arithmetic_isa`` of each), the
        input shapes run and how long each runnable took to make ready (``load_ms``, per
        shape: the latest load, ``loads`` made in this process and, from the second, ``first``)."""
        arithmetics = self.arithmetics()
        isas = {arithmetic: arithmetic_isa(self.cpu, arithmetic) for arithmetic in arithmetics}
        return {
            "name": self.name,
            "device": self.device,
            "engine": self.name,
            "engine_version": self.engine_version(),
            "precision": self.precision,
            "threads": self.threads,
            "isa": isas[arithmetics[0]],
            "isa_by_arithmetic": isas,
            "cpu": self.cpu.describe(),
            "shapes": list(self._served),
            "load_ms": copy.deepcopy(self.load_ms),  # a snapshot: later loads leave it as it is
            "held_shapes": self.held_sessions,
            "max_held_shapes": self.max_sessions,
            "evicted": self.evicted,
            "graph": f"ONNX opset {ONNX_OPSET}, dynamic shapes (one graph for every size)",
        }

    def close(self) -> None:
        self._sessions.clear()
