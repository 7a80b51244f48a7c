"""``engine_backend``: the exported-runtime backend ``backends.create`` builds for
``runtime="onnxruntime"`` or ``"openvino"``."""

from __future__ import annotations

import os

from ...config.schema import DA3Config
from ..base import DeviceSpec
from .engine import ExportedBackend


def engine_backend(
    runtime: str, spec: DeviceSpec, config: DA3Config, weights: os.PathLike | str, precision: str
) -> ExportedBackend:
    """The ``runtime`` backend on the CPU at ``precision``; ValueError for another device, an
    unknown runtime, a precision it does not run, or its engine not installed."""
    if spec.type != "cpu":
        raise ValueError(f"runtime={runtime!r} runs on the CPU only, got device {spec}")
    if runtime == "onnxruntime":
        from .onnxruntime_backend import OnnxRuntimeBackend

        return OnnxRuntimeBackend(config, weights, precision)
    if runtime == "openvino":
        from .openvino_backend import OpenVINOBackend

        return OpenVINOBackend(config, weights, precision)
    raise ValueError(f"runtime must be one of torch, onnxruntime, openvino, auto; got {runtime!r}")
