"""ONNX Runtime's execution providers: which a session asks for, and the check that it got them.

- ``runtime="onnxruntime"`` on ``device="cpu"``: ``CPUExecutionProvider``, float32.
- ``runtime="onnxruntime"`` on ``device="cuda[:N]"``: ``CUDAExecutionProvider`` on GPU N,
  float32; the few nodes CUDA has no kernel for run on the CPU provider (ONNX Runtime's
  partitioning: ``describe()["providers"]`` lists what the session holds, or before the
  first inference what it will ask for; ``providers_available``: what this build has).
- ``runtime="tensorrt"`` (``device="cuda[:N]"``): ``TensorrtExecutionProvider`` on GPU N,
  float32 or float16 (``trt_fp16_enable``), with CUDA for the nodes TensorRT does not take.
  Each input shape gets its own engine, its optimisation profile pinned to that shape, built
  on first use and kept in the package's cache (``trt_engine_cache_path``; TensorRT names
  each engine file by the GPU's compute capability, so one folder serves several GPUs).

The GPU providers come with the ``onnxruntime-gpu`` wheel (CUDA 12, cuDNN 9; TensorRT 10 for
the TensorRT provider), not with ``onnxruntime``. Where a provider is missing, or cannot
start, ONNX Runtime on its own logs the error and runs on the CPU: here the session is made
with its fallback off and must hold the provider asked for (``check_session_providers``),
so a GPU request never runs on the CPU silently.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from ...config.errors import InputError
from ...config.precisions import dtype_names, typed_dtype

CPU = "CPUExecutionProvider"
CUDA = "CUDAExecutionProvider"
TENSORRT = "TensorrtExecutionProvider"
# the precisions each provider set runs (ONNX Runtime's CUDA provider runs the float32 graph)
PRECISIONS = {CPU: ("fp32",), CUDA: ("fp32",), TENSORRT: ("fp32", "fp16")}
GPU_WHEEL = (
    "pip uninstall onnxruntime, then pip install 'tt-depth-anything-3[runtimes-gpu]' "
    "(onnxruntime-gpu: CUDA 12 and cuDNN 9)"
)


def primary_provider(runtime: str, device_type: str) -> str:
    """The provider that must run the graph for ``runtime`` on ``device_type``."""
    if runtime == "tensorrt":
        if device_type != "cuda":
            raise InputError(
                f"runtime='tensorrt' runs on an NVIDIA GPU (device='cuda[:N]'), got {device_type!r}"
            )
        return TENSORRT
    if runtime != "onnxruntime" or device_type not in ("cpu", "cuda"):
        raise InputError(
            f"runtime={runtime!r} on {device_type!r}: ONNX Runtime runs here on 'cpu' or "
            "'cuda[:N]' (runtime='onnxruntime') and with TensorRT (runtime='tensorrt')"
        )
    return CUDA if device_type == "cuda" else CPU


def check_precision(runtime: str, primary: str, precision: str, typed: object = None) -> None:
    """``InputError`` naming the dtypes ``primary`` runs (as ``--dtype`` spells them) when
    ``precision`` is not one; ``typed``: the ``dtype`` as the user gave it, echoed."""
    if precision not in PRECISIONS[primary]:
        hint = {CPU: "; use runtime='openvino' for bfloat16 / int8 on the CPU",
                CUDA: "; runtime='tensorrt' runs float16 on the GPU"}.get(primary, "")  # fmt: skip
        raise InputError(
            f"runtime={runtime!r} ({primary}) runs dtype {dtype_names(PRECISIONS[primary])} "
            f"only, got dtype={typed_dtype(precision, typed)}{hint}"
        )


def check_available(primary: str, available: list[str], version: str) -> None:
    """ValueError when this ONNX Runtime build has not got ``primary`` (and CUDA, which the
    TensorRT provider hands the rest of the graph to)."""
    needed = [primary] + ([CUDA] if primary == TENSORRT else [])
    missing = [name for name in needed if name not in available]
    if missing:
        extra = "; and TensorRT 10 for its libraries" if primary == TENSORRT else ""
        if nvidia_driver_seen() is False:
            extra += (
                f"; but no NVIDIA GPU is visible on this machine (no {NVIDIA_DRIVER}): "
                f"{primary} needs one, the CPU runs runtime='onnxruntime' or 'openvino'"
            )
        raise ValueError(
            f"this onnxruntime ({version}) has no {', '.join(missing)} (it has {available}): "
            f"{GPU_WHEEL}{extra}"
        )


NVIDIA_DRIVER = Path("/proc/driver/nvidia/gpus")  # a folder per GPU the driver holds (Linux)


def nvidia_driver_seen() -> bool | None:
    """Whether Linux's NVIDIA driver holds a GPU; None where that cannot be told from here
    (another system, or WSL, whose GPUs come through ``/dev/dxg`` without that folder)."""
    if not sys.platform.startswith("linux") or Path("/dev/dxg").exists():
        return None
    return NVIDIA_DRIVER.is_dir() and any(NVIDIA_DRIVER.iterdir())


ASKED = {CPU: [CPU], CUDA: [CUDA, CPU], TENSORRT: [TENSORRT, CUDA, CPU]}  # in precedence order


def providers_report(primary: str, held: list[str], available: list[str]) -> dict[str, Any]:
    """What ``describe()`` says of the providers: ``providers`` (those the last session made
    holds; before the first inference, which makes the session, those it will ask for, as
    ``providers_from`` says), ``providers_asked`` (what ``session_providers`` asks for, in
    precedence order) and ``providers_available`` (those this ONNX Runtime build has here).
    ``providers`` was an empty list until an inference had run."""
    source = "the session" if held else "asked for (no session yet: made at the first inference)"
    return {
        "providers": list(held) if held else list(ASKED[primary]),
        "providers_from": source,
        "providers_asked": list(ASKED[primary]),
        "providers_available": list(available),
    }


def session_providers(
    primary: str,
    device_index: int,
    precision: str,
    shape_text: str | None = None,
    engine_cache: Path | None = None,
) -> list[tuple[str, dict[str, Any]]]:
    """The ``providers`` argument of ``InferenceSession``, in precedence order.
    ``shape_text``: the input's shape as TensorRT's profile takes it (``"image:1x3x336x504"``),
    ``engine_cache``: the folder of TensorRT's engines (both for TensorRT only)."""
    cpu = (CPU, {})
    if primary == CPU:
        return [cpu]
    cuda = (CUDA, {"device_id": device_index})
    if primary == CUDA:
        return [cuda, cpu]
    if shape_text is None or engine_cache is None:
        raise ValueError("the TensorRT provider needs the input shape and an engine cache folder")
    tensorrt = {
        "device_id": device_index,
        "trt_fp16_enable": precision == "fp16",
        "trt_engine_cache_enable": True,
        "trt_engine_cache_path": str(engine_cache),
        "trt_timing_cache_enable": True,
        "trt_timing_cache_path": str(engine_cache),
        # one engine per shape: its profile is the shape itself
        "trt_profile_min_shapes": shape_text,
        "trt_profile_opt_shapes": shape_text,
        "trt_profile_max_shapes": shape_text,
    }
    return [(TENSORRT, tensorrt), cuda, cpu]


def check_session_providers(session: Any, primary: str) -> list[str]:
    """The providers ``session`` holds; RuntimeError when ``primary`` is not among them
    (ONNX Runtime dropped it and would run the graph elsewhere)."""
    held = list(session.get_providers())
    if primary not in held:
        raise RuntimeError(
            f"ONNX Runtime made the session without {primary} (it holds {held}): the provider "
            "could not start (its CUDA / cuDNN / TensorRT libraries?); not run on another provider"
        )
    return held
