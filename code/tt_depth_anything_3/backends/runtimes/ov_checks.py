"""What OpenVINO runs on this CPU, decided before any weights are read: the precisions it runs
(``OV_PRECISIONS``), the parts each is compiled in and at which inference precision
(``compiled_parts``: the whole graph f32, or cut at the DPT head with a bf16 backbone), how the
cut's head computes (``head_mode``), and what is refused, naming why (``check_openvino``: a
precision it does not run, OpenVINO or NNCF not installed, bf16 without native bf16, int8 with
neither int8 dot products nor native bf16). ``OpenVINOBackend`` and the start-up preflight
(``build.check_engine_backend``) run the same checks."""

from __future__ import annotations

from typing import Any

from ...config.errors import InputError
from ...config.precisions import bf16_head_mode, dtype_name, dtype_names, typed_dtype
from ..torch.cpu_capability import CpuCapability, detect_cpu
from .engine_install import check_exporter_installed, require_engine

OV_PRECISIONS = ("fp32", "bf16", "int8", "int8w")
BF16_PRECISIONS = ("bf16", "int8w")  # the graph cut, the backbone in bf16: native bf16 only
WHOLE = (("model", "f32"),)
CUT = (("backbone", "bf16"), ("head", "f32"))


def compiled_parts(precision: str, bf16: bool) -> tuple[tuple[str, str], ...]:
    """(part, inference precision hint) of each compiled part: bf16 and int8w run the
    backbone in bf16 and the DPT head in f32 (``ov_precision``); int8 its float ops likewise
    where bf16 is native and faster (``bf16``: ``faster_bf16``), else the whole graph f32."""
    if precision == "fp32" or (precision == "int8" and not bf16):
        return WHOLE
    return CUT


def head_mode(cpu: CpuCapability) -> str:
    """How the cut's DPT head computes on ``cpu``: ``config.precisions.bf16_head_mode``, f32
    unless ``TT_DA3_BF16_HEAD=bf16-units`` (the residual units in bf16 with
    ``ov_precision.compute_in_bf16``)."""
    return bf16_head_mode(cpu.has("amx_bf16"), engine="openvino")


def check_ov_precision(precision: str, typed: object = None) -> None:
    """``InputError`` naming the dtypes OpenVINO runs (as ``--dtype`` spells them) when
    ``precision`` is not one; ``typed``: the ``dtype`` as the user gave it, echoed."""
    if precision not in OV_PRECISIONS:
        raise InputError(
            f"runtime='openvino' runs dtype {dtype_names(OV_PRECISIONS)}, got "
            f"dtype={typed_dtype(precision, typed)}"
        )


def check_openvino(precision: str, typed: object = None, cpu: CpuCapability | None = None) -> Any:
    """The ``openvino`` module, after what the backend (and the start-up preflight) refuses
    before any weights are read, in order: a precision OpenVINO does not run (``typed``: the
    user's ``dtype``, echoed), OpenVINO, or NNCF for ``int8`` / ``int8w``, not installed; on
    ``cpu`` (this machine's by default) ``bf16`` / ``int8w`` without native bf16, ``int8``
    with neither int8 dot products nor native bf16."""
    check_ov_precision(precision, typed)
    ov = require_engine("openvino", "openvino")
    check_exporter_installed("openvino")  # the graph it compiles is exported first
    if precision in ("int8", "int8w"):  # NNCF quantises the IR when it is first built
        require_engine("openvino", "nncf", typed if typed is not None else dtype_name(precision))
    cpu = detect_cpu(read_torch=False) if cpu is None else cpu
    where = f"this CPU ({cpu.model or 'unknown'}, {cpu.isa})"
    if precision in BF16_PRECISIONS and not native_bf16(cpu):
        raise InputError(
            f"runtime='openvino' dtype={dtype_name(precision)!r} needs AMX-BF16 or "
            f"AVX512-BF16 (its float ops run in bf16); {where} has neither: use float32"
        )
    if precision == "int8" and not (native_bf16(cpu) or cpu.int8_dot_products):
        raise InputError(
            "runtime='openvino' dtype='int8' needs int8 dot products (AVX512-VNNI, AVX-VNNI, "
            f"AMX-INT8) or native bf16; {where} has neither, and there it ran slower than "
            "float32 (0.94x under emulated AVX2, OPT_REPORT 1c.7): use float32"
        )
    return ov


def native_bf16(cpu: CpuCapability) -> bool:
    """Whether the CPU computes bf16 natively (AMX-BF16 or AVX512-BF16)."""
    return cpu.has("amx_bf16") or cpu.has("avx512_bf16")
