"""``engine_backend``: the exported-runtime backend ``backends.create`` builds for
``runtime="onnxruntime"``, ``"tensorrt"`` or ``"openvino"``."""

from __future__ import annotations

import os

from ...config.errors import InputError
from ...config.schema import DA3Config
from ..base import DeviceSpec
from .engine import ExportedBackend


def check_engine_device(runtime: str, spec: DeviceSpec) -> None:
    """``InputError`` when ``runtime`` is not an exported engine, or its engine does not run on
    ``spec``'s kind of device (OpenVINO: the CPU; ONNX Runtime: the CPU or CUDA; TensorRT:
    CUDA), whatever the precision."""
    if runtime == "openvino":
        if spec.type != "cpu":
            raise InputError(f"runtime='openvino' runs on the CPU only, got device {spec}")
    elif runtime in ("onnxruntime", "tensorrt"):
        from .ort_providers import primary_provider

        primary_provider(runtime, spec.type)
    else:
        raise InputError(
            f"runtime must be one of torch, onnxruntime, tensorrt, openvino, auto; got {runtime!r}"
        )


def check_engine_backend(
    runtime: str, spec: DeviceSpec, precision: str, typed: object = None
) -> None:
    """What ``engine_backend`` refuses for ``runtime`` on ``spec`` at ``precision`` before any
    weights are read (the device, the precision, the engine and its provider or NNCF not
    installed, this CPU's features), by the checks the backends themselves run;
    ``typed``: the user's ``dtype``, echoed. Imports the engine, nothing more."""
    check_engine_device(runtime, spec)
    if runtime == "openvino":
        from .ov_checks import check_openvino

        check_openvino(precision, typed)
    else:
        from .onnxruntime_backend import check_onnxruntime

        check_onnxruntime(runtime, spec.type, precision, typed)


def check_engine_dtype(runtime: str, spec: DeviceSpec, precision: str, typed: object) -> None:
    """``InputError`` when the engine of ``runtime`` on ``spec`` does not run ``precision``,
    naming the dtypes it runs as ``--dtype`` spells them and echoing ``typed`` (the user's
    ``dtype``): before the backend is built, which knows only the parsed name. A device the
    engine does not run on is left to ``engine_backend``'s message."""
    if runtime in ("onnxruntime", "tensorrt"):
        from .ort_providers import check_precision, primary_provider

        check_precision(runtime, primary_provider(runtime, spec.type), precision, typed)
    elif runtime == "openvino" and spec.type == "cpu":
        from .ov_checks import check_ov_precision

        check_ov_precision(precision, typed)


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
    check_engine_device(runtime, spec)  # openvino: the CPU; an unknown runtime
    from .openvino_backend import OpenVINOBackend

    return OpenVINOBackend(config, weights, precision)
