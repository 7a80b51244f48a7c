"""``engine_backend``: the exported-runtime backend ``backends.create`` builds for
``runtime="onnxruntime"``, ``"tensorrt"`` or ``"openvino"``."""

from __future__ import annotations

import os

from ...config.errors import InputError
from ...config.schema import DA3Config
from ..base import DeviceSpec
from .engine import ExportedBackend


def engine_backend(
    runtime: str, spec: DeviceSpec, config: DA3Config, weights: os.PathLike | str, precision: str
) -> ExportedBackend:
    """The ``runtime`` backend on ``spec`` at ``precision``; ValueError for a device the engine
    does not run on, an unknown runtime, a precision it does not run, or its engine (or the
    execution provider asked for) not installed."""
    if runtime == "onnxruntime":
        from .onnxruntime_backend import OnnxRuntimeBackend

        return OnnxRuntimeBackend(config, weights, precision, str(spec))
    if runtime == "tensorrt":
        from .onnxruntime_backend import TensorRTBackend

        return TensorRTBackend(config, weights, precision, str(spec))
    if runtime == "openvino":
        if spec.type != "cpu":
            raise InputError(f"runtime='openvino' runs on the CPU only, got device {spec}")
        from .openvino_backend import OpenVINOBackend

        return OpenVINOBackend(config, weights, precision)
    raise InputError(
        f"runtime must be one of torch, onnxruntime, tensorrt, openvino, auto; got {runtime!r}"
    )
