"""Exported runtimes: the network as an ONNX graph (``export``), run by ONNX Runtime or
OpenVINO (``onnxruntime_backend``, ``openvino_backend``) behind the ``Backend`` protocol, their
artifacts cached on disk (``cache``), and ``runtime="auto"``'s gated choice (``select``).
The engines are optional (``pip install 'tt-depth-anything-3[runtimes]'``); nothing here
imports them until a runtime is asked for."""

from __future__ import annotations

import importlib.metadata
import importlib.util

from ...config.options import RUNTIMES

ENGINE_MODULES = {"onnxruntime": "onnxruntime", "openvino": "openvino", "tensorrt": "onnxruntime"}


def runtimes_status() -> dict[str, str | None]:
    """Each engine package (and the exporter's ``onnx`` / ``onnxscript``, OpenVINO int8's
    ``nncf``) with its installed version, None where it is not installed."""
    names = ("onnx", "onnxscript", "onnxruntime", "openvino", "nncf")
    return {
        name: importlib.metadata.version(name) if importlib.util.find_spec(name) else None
        for name in names
    }


def onnxruntime_providers() -> list[str] | None:
    """The execution providers this ONNX Runtime build has (``CUDAExecutionProvider`` and
    ``TensorrtExecutionProvider`` come with ``onnxruntime-gpu``), None where not installed."""
    if importlib.util.find_spec("onnxruntime") is None:
        return None
    import onnxruntime

    return list(onnxruntime.get_available_providers())


__all__ = ["ENGINE_MODULES", "RUNTIMES", "onnxruntime_providers", "runtimes_status"]
