"""``OnnxRuntimeBackend``: the exported graph in ONNX Runtime, on the CPU (float32, all graph
optimisations, torch's thread count) or an NVIDIA GPU (the CUDA execution provider, float32),
and ``TensorRTBackend``: ONNX Runtime's TensorRT execution provider (float32 or float16). The
providers and the check that a session got them: ``ort_providers``.

On the CPU and CUDA one session serves every input size (the graph's axes are dynamic).
Memory on the CPU: the graph's weights are read from its external data file; the CPU arena
and the memory-pattern planner are off (``ORT_MEMORY_OPTIONS``: they keep the largest
activations of every size seen reserved), so the process holds the weights once plus the
running call's activations. TensorRT builds one engine per input shape, cached on disk
(``cache``: keyed by the graph, shape, precision and ONNX Runtime's version; the engine files
by the GPU's compute capability)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import numpy as np

from ...config.schema import DA3Config
from .cache import cached_entry
from .engine import ExportedBackend
from .engine_install import check_exporter_installed, require_engine
from .graph_io import GraphSource, InputShape
from .ort_providers import (
    TENSORRT,
    check_available,
    check_precision,
    check_session_providers,
    primary_provider,
    providers_report,
    session_providers,
)

ORT_PRECISIONS = ("fp32",)  # on the CPU
ORT_MEMORY_OPTIONS = {"enable_cpu_mem_arena": False, "enable_mem_pattern": False}


def check_onnxruntime(
    runtime: str, device_type: str, precision: str, typed: object = None
) -> tuple[str, Any]:
    """The provider that must run the graph and the ``onnxruntime`` module, after what the
    backend refuses before any weights are read, in its order: a device ONNX Runtime does not
    run on here, a precision its provider does not run (``typed``: the user's ``dtype``,
    echoed), ONNX Runtime not installed, or this build without the provider (the CPU-only
    wheel asked for CUDA or TensorRT). The backend and the start-up preflight both call it."""
    primary = primary_provider(runtime, device_type)
    check_precision(runtime, primary, precision, typed)
    ort = require_engine(runtime, "onnxruntime")
    check_exporter_installed(runtime)  # the graph it runs is exported first
    check_available(primary, ort.get_available_providers(), ort.__version__)
    return primary, ort


class OnnxRuntimeBackend(ExportedBackend):
    """ONNX Runtime on ``device`` (``"cpu"`` or ``"cuda[:N]"``); float32 (a ValueError names
    any other precision, a provider this build of ONNX Runtime has not got, or one that
    cannot start)."""

    name = "onnxruntime"

    def __init__(
        self, config: DA3Config, weights: os.PathLike | str, precision: str, device: str = "cpu"
    ) -> None:
        device_type, _, index = device.partition(":")
        self.primary, self.ort = check_onnxruntime(self.name, device_type, precision)
        super().__init__(config, weights, precision)
        self.device = device
        self.device_index = int(index or 0)
        self.providers: list[str] = []  # what the last session made holds

    def engine_version(self) -> str:
        return self.ort.__version__

    def _options(self) -> Any:
        options = self.ort.SessionOptions()
        options.intra_op_num_threads = self.threads
        options.inter_op_num_threads = 1
        options.graph_optimization_level = self.ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        for name, value in ORT_MEMORY_OPTIONS.items():
            setattr(options, name, value)
        return options

    def _session(self, graph: Path, providers: list[tuple[str, dict[str, Any]]]) -> Any:
        """A session of ``graph`` with ``providers``, ONNX Runtime's CPU fallback off."""
        return self._checked(self._new_session(graph, providers))

    def _new_session(self, graph: Path, providers: list[tuple[str, dict[str, Any]]]) -> Any:
        return self.ort.InferenceSession(
            str(graph), self._options(), providers=providers, enable_fallback=0
        )

    def _checked(self, session: Any) -> Any:
        """``session``, after ``check_session_providers`` found it on its provider."""
        self.providers = check_session_providers(session, self.primary)
        return session

    def _compile(self, shape: InputShape, graph: GraphSource) -> Any:
        """A session of the graph; a cached graph ONNX Runtime cannot load is checked, and
        exported again if damaged (``GraphSource.load``)."""
        providers = session_providers(self.primary, self.device_index, "fp32")
        loaded = graph.load(lambda path: self._new_session(path, providers), "ONNX Runtime")
        return self._checked(loaded)

    def _execute(self, session: Any, image: np.ndarray) -> dict[str, np.ndarray]:
        names = [o.name for o in session.get_outputs()]
        return dict(zip(names, session.run(names, {"image": image}), strict=True))

    def describe(self) -> dict[str, Any]:
        report = super().describe()
        report.update(
            providers_report(self.primary, self.providers, self.ort.get_available_providers())
        )
        return report


class TensorRTBackend(OnnxRuntimeBackend):
    """ONNX Runtime's TensorRT execution provider on ``device`` (``"cuda[:N]"``) at ``"fp32"``
    or ``"fp16"``: one engine per input shape, built on first use and cached."""

    name = "tensorrt"

    def session_key(self, shape: InputShape) -> Any:
        return shape

    def _compile(self, shape: InputShape, graph: GraphSource) -> Any:
        dims = "x".join(str(d) for d in shape.dims)
        parts = {**self.graph_parts(shape), "shape": shape.dims, "precision": self.precision,
                 "onnxruntime": self.engine_version(), "provider": TENSORRT}  # fmt: skip

        def providers(folder: Path) -> list[tuple[str, dict[str, Any]]]:
            return session_providers(
                TENSORRT, self.device_index, self.precision, f"image:{dims}", folder
            )

        def build(folder: Path) -> None:  # the engine built and written into the entry
            session = self._session(graph.path(), providers(folder))
            self._execute(session, np.zeros(shape.dims, np.float32))
            del session

        return self._session(graph.path(), providers(cached_entry("tensorrt", parts, build)))
