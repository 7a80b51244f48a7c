"""``OnnxRuntimeBackend``: the exported graph in ONNX Runtime's CPU execution provider
(float32, all graph optimisations, torch's thread count)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import numpy as np

from ...config.schema import DA3Config
from .engine import ExportedBackend, require_engine
from .export import InputShape

ORT_PRECISIONS = ("fp32",)


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
        return self.ort.InferenceSession(str(graph), options, providers=["CPUExecutionProvider"])

    def _execute(self, session: Any, image: np.ndarray) -> dict[str, np.ndarray]:
        names = [o.name for o in session.get_outputs()]
        return dict(zip(names, session.run(names, {"image": image}), strict=True))
