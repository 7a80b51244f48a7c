"""Exported runtimes: the network as an ONNX graph (``export``), run by ONNX Runtime or
OpenVINO (``onnxruntime_backend``, ``openvino_backend``) behind the ``Backend`` protocol, their
artifacts cached on disk (``cache``), and ``runtime="auto"``'s gated choice (``select``).
The engines are optional (``pip install 'tt-depth-anything-3[runtimes]'``); nothing here
imports them until a runtime is asked for."""

from __future__ import annotations

from ...config.options import RUNTIMES

ENGINE_MODULES = {"onnxruntime": "onnxruntime", "openvino": "openvino"}

__all__ = ["ENGINE_MODULES", "RUNTIMES"]
