"""``OnnxRuntimeBackend``: the exported graph in ONNX Runtime's CPU execution provider
(float32, all graph optimisations, torch's thread count). One session serves every input
size (the graph's axes are dynamic). Memory: the graph's weights are read from its external
data file; the CPU arena and the memory-pattern planner are off (``ORT_MEMORY_OPTIONS``:
they keep the largest activations of every size seen reserved), so the process holds the
weights once plus the running call's activations."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import numpy as np

from ...config.schema import DA3Config
from .engine import ExportedBackend, require_engine
from .graph_io import InputShape

ORT_PRECISIONS = ("fp32",)
ORT_MEMORY_OPTIONS = {"enable_cpu_mem_arena": False, "enable_mem_pattern": False}


class OnnxRuntimeBackend(ExportedBackend):
    """ONNX Runtime on the CPU; float32 only (a ValueError names any other precision)."""

    name = "onnxruntime"

    def __init__(self, config: DA3Config, weights: os.PathLike | str, precision: str) -> None:
        if precision not in ORT_PRECISIONS:
            raise ValueError(
                f"runtime='onnxruntime' runs {ORT_PRECISIONS} only, got {precision!r}; "
                "use runtime='openvino' for bf16 / int8"
            )
        self.ort = require_engine(self.name, "onnxruntime")
        super().__init__(config, weights, precision)

    def engine_version(self) -> str:
        return self.ort.__version__

    def _compile(self, shape: InputShape, graph: Path) -> Any:
        options = self.ort.SessionOptions()
        options.intra_op_num_threads = self.threads
        options.inter_op_num_threads = 1
        options.graph_optimization_level = self.ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        for name, value in ORT_MEMORY_OPTIONS.items():
            setattr(options, name, value)
        return self.ort.InferenceSession(str(graph), options, providers=["CPUExecutionProvider"])

    def _execute(self, session: Any, image: np.ndarray) -> dict[str, np.ndarray]:
        names = [o.name for o in session.get_outputs()]
        return dict(zip(names, session.run(names, {"image": image}), strict=True))
