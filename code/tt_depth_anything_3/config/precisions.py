"""The precision names ``dtype=`` takes, parsed without torch (``backends.torch.precision``
holds what each does to the torch network)."""

from __future__ import annotations

import os
from collections.abc import Iterable

from .errors import InputError
from .torch_interop import loaded_torch

# torch backends' precisions, in the order of ``backends.torch.precision.PRECISION_RULES``
PRECISIONS = ("fp32", "bf16", "fp16", "int8")
ALIASES = {
    "fp32": "fp32",
    "float32": "fp32",
    "float": "fp32",
    "bf16": "bf16",
    "bfloat16": "bf16",
    "fp16": "fp16",
    "float16": "fp16",
    "half": "fp16",
    "int8": "int8",
    "qint8": "int8",
    "int8w": "int8w",
    "auto": "auto",
}
# Precisions of an exported runtime only (``backends.runtimes``), refused by torch.
ENGINE_PRECISIONS = {
    "int8w": "int8w (int8-stored linear weights, bf16 arithmetic) runs with "
    "runtime='openvino' only",
}
TORCH_DTYPE_NAMES = {"float32": "fp32", "bfloat16": "bf16", "float16": "fp16"}
# Each precision as ``dtype=`` and ``--dtype`` spell it (``--help``), for messages.
DTYPE_NAMES = {"fp32": "float32", "bf16": "bfloat16", "fp16": "float16", "int8": "int8",
               "int8w": "int8w", "auto": "auto"}  # fmt: skip


def dtype_name(precision: str) -> str:
    """``precision`` (``"fp16"``) as the user types it (``"float16"``)."""
    return DTYPE_NAMES.get(precision, precision)


def dtype_names(precisions: Iterable[str]) -> str:
    """Precisions as the user types them, in words: ``"float32, bfloat16 or int8"``."""
    names = [dtype_name(p) for p in precisions]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"


def typed_dtype(precision: str, typed: object = None) -> str:
    """What the user typed for ``dtype`` (``repr``), else ``precision`` in their spelling."""
    return repr(typed) if typed is not None else repr(dtype_name(precision))


def parse_precision(value: object) -> str:
    """``None`` -> ``"fp32"``; accepts torch dtypes and common names; ``"auto"`` is returned
    as is (``auto_precision.choose_precision`` resolves it for a device)."""
    if value is None:
        return "fp32"
    torch = loaded_torch()
    if torch is not None and isinstance(value, torch.dtype):
        name = str(value).removeprefix("torch.")
        if name not in TORCH_DTYPE_NAMES:
            raise InputError(
                f"dtype {value} is not supported; use torch.float32, torch.bfloat16 or "
                "torch.float16, or a name: 'auto', 'int8' (the CPU's int8 path), ..."
                f" {PRECISIONS}"
            )
        return TORCH_DTYPE_NAMES[name]
    key = str(value).lower().replace("torch.", "")
    if key not in ALIASES:
        raise InputError(
            f"unknown dtype/precision {value!r}; use auto, {dtype_names(PRECISIONS)} "
            f"(runtime='openvino' also {dtype_names(ENGINE_PRECISIONS)})"
        )
    return ALIASES[key]


# dtype="auto" / runtime="auto": the timed probe and the accuracy gate, on unless "0"
PROBE_ENV = "TT_DA3_AUTO_PROBE"


def probe_enabled() -> bool:
    """Whether the timed probe runs (``TT_DA3_AUTO_PROBE`` unset or not ``0``/``false``)."""
    value = os.environ.get(PROBE_ENV, "1").strip().lower()
    if value not in ("0", "1", "false", "true", "no", "yes", "off", "on", ""):
        raise InputError(f"{PROBE_ENV} must be 0 or 1, got {value!r}")
    return value not in ("0", "false", "no", "off")


# bf16 on a CPU: how the DPT head computes (torch's ``bf16`` and OpenVINO's cut graph)
BF16_HEAD_ENV = "TT_DA3_BF16_HEAD"
BF16_HEAD_MODES = ("auto", "f32", "bf16-units")
BF16_HEAD_LABELS = {"f32": "f32", "bf16-units": "f32, residual units bf16"}


def bf16_head_setting() -> str:
    """``BF16_HEAD_ENV`` as set (default ``auto``), one of ``BF16_HEAD_MODES``; an
    ``InputError`` for another value."""
    value = os.environ.get(BF16_HEAD_ENV, "auto").strip() or "auto"
    if value not in BF16_HEAD_MODES:
        raise InputError(f"{BF16_HEAD_ENV} takes {', '.join(BF16_HEAD_MODES)}, got {value!r}")
    return value


def bf16_head_mode(amx: bool, engine: str = "torch") -> str:
    """How a bf16 model's DPT head computes on a CPU (``BF16_HEAD_ENV``, default ``auto``):
    ``bf16-units`` (the residual units' 3x3 convolutions in bf16, everything between them
    f32) or ``f32``. ``auto``: ``bf16-units`` for torch (``engine``) on a CPU with AMX-BF16
    (``amx``), where DA3Metric-Large's call took 6-37 % less in four runs at depth Pearson
    0.99996 against our float32 (OPT_REPORT 1c.12); ``f32`` for OpenVINO named by the user
    (its units reach 0.99992 on the photo, near the 0.9999 gate: ``runtime="auto"`` tries
    them first there, gated, ``runtimes.candidates.head_variants``), and on CPUs without AMX
    (not measured faster there). An ``InputError`` for another value."""
    value = bf16_head_setting()
    if value == "auto":
        return "bf16-units" if amx and engine == "torch" else "f32"
    return value
