"""The candidates ``runtime="auto"`` (and a named engine with ``dtype="auto"``) weighs, in
order, and which of them ``select.choose_runtime`` passes over before building one
(``skip_reason``): the one walk that both the load and the start-up preflight
(``backends.preflight``) follow. The order itself is explained in ``select``."""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator

from ...config.file_locks import FOLDER_LOCKS, unavailable
from ...config.precisions import PROBE_ENV, bf16_head_setting
from ...config.schema import DA3Config
from ..base import DeviceSpec
from ..torch.cpu_capability import detect_cpu
from ..torch.cpu_kernels import bf16_native, select_kernels
from . import ENGINE_MODULES
from .bf16_rate import SLOWER, bf16_speed
from .cache_locks import FEATURE as CACHE_FEATURE
from .engine_install import engine_import_error, exporter_missing

# (runtime, precision) that passed the gate on the models measured (OPT_REPORT.md): what
# ``auto`` may take without its probe.
UNPROBED = (("openvino", "bf16"), ("onnxruntime", "fp32"), ("openvino", "fp32"),
            ("torch", "fp32"))  # fmt: skip


def candidates(spec: DeviceSpec, dtype: str) -> list[tuple[str, str]]:
    """(runtime, precision) pairs ``auto`` tries in order (see ``select``); ``dtype`` other
    than ``auto`` / ``fp32`` keeps the engines that run it."""
    return engine_candidates(spec, dtype) + torch_candidates(spec, dtype)


def engine_candidates(spec: DeviceSpec, dtype: str) -> list[tuple[str, str]]:
    """The exported engines' part of ``candidates`` (read without torch)."""
    if spec.type != "cpu":
        return []
    cpu = detect_cpu(read_torch=False)
    bf16 = cpu.x86 and (cpu.has("amx_bf16") or cpu.has("avx512_bf16"))
    pairs = [("openvino", "bf16"), ("openvino", "int8w")] if bf16 else []
    fp32 = [("onnxruntime", "fp32")] + ([("openvino", "fp32")] if cpu.x86 else [])
    # OpenVINO f32 first on AVX-512 CPUs where bf16 is not the faster arithmetic: 2.45 s
    # against ONNX Runtime's 3.91 s (no bf16, OPT_REPORT 1c.7), 3.05 s against 4.77 s (an
    # Intel Xeon with AMX hidden, 1c.15)
    if cpu.x86 and cpu.has("avx512f") and not bf16_speed(cpu).fast:
        fp32.reverse()
    pairs += fp32
    if dtype != "auto":
        pairs = [(r, p) for r, p in pairs if p == dtype]
    if dtype == "int8" and (bf16 or (cpu.x86 and cpu.int8_dot_products)):
        pairs.insert(0, ("openvino", "int8"))  # float ops as bf16's cut, else f32
    return pairs


def torch_candidates(spec: DeviceSpec, dtype: str) -> list[tuple[str, str]]:
    """The torch part of ``candidates``, last (reads torch's view of the CPU)."""
    if spec.type != "cpu" or dtype != "auto":
        return [("torch", dtype)]
    cpu = detect_cpu()
    pairs = [("torch", "int8")] if select_kernels("int8", cpu).fast else []
    pairs += [("torch", "bf16")] if bf16_native(cpu) else []
    return [*pairs, ("torch", "fp32")]


def head_variants(runtime: str, precision: str, probe: bool) -> tuple[str | None, ...]:
    """The DPT head modes ``auto`` tries for a candidate, in order. OpenVINO bf16 with
    ``TT_DA3_BF16_HEAD`` at ``auto``: on an x86 CPU with AMX-BF16 and the probe on, first
    with its residual units in bf16 (DA3Metric-Large 336x504: 24-26 % less time, depth
    Pearson 0.99992 on the gate's photo: OPT_REPORT 1c.13), then with the f32 head; else the
    backend's own mode (``(None,)``); with the variable set, the mode it names. Other
    candidates: ``(None,)``."""
    if (runtime, precision) != ("openvino", "bf16"):
        return (None,)
    setting = bf16_head_setting()
    if setting != "auto":
        return (setting,)
    cpu = detect_cpu(read_torch=False)
    return ("bf16-units", "f32") if probe and cpu.x86 and cpu.has("amx_bf16") else (None,)


def ordered_candidates(
    spec: DeviceSpec, dtype: str, only: str | None = None
) -> Iterator[tuple[str, str, bool]]:
    """``candidates`` in order, with whether each is the one built whatever happens (the
    last torch one); ``only``: that engine's alone. The torch part (and with it torch) is
    read only once every engine was passed over."""
    for runtime, precision in engine_candidates(spec, dtype):
        if only is None or runtime == only:
            yield runtime, precision, False
    if only is not None:
        return
    pairs = torch_candidates(spec, dtype)
    for index, (runtime, precision) in enumerate(pairs):
        yield runtime, precision, index == len(pairs) - 1 and runtime == "torch"


def skip_reason(runtime: str, precision: str, probe: bool) -> str | None:
    """Why ``choose_runtime`` passes over a candidate that is not the final one without
    building it (its engine, or NNCF for the int8 precisions, not installed, or an engine
    that does not import: a broken install; with the probe
    off, a pair not in ``UNPROBED``; on a platform without ``flock``, Windows, every one: the
    engines and the gate's figures live in the cache, which locks its folders), or None: it is
    built."""
    if not FOLDER_LOCKS:
        return str(unavailable(CACHE_FEATURE))
    if runtime != "torch" and importlib.util.find_spec(ENGINE_MODULES[runtime]) is None:
        return f"{ENGINE_MODULES[runtime]} is not installed"
    if runtime != "torch" and (broken := engine_import_error(ENGINE_MODULES[runtime])):
        return f"{ENGINE_MODULES[runtime]} is installed but cannot be imported ({broken})"
    if runtime != "torch" and (missing := exporter_missing()):
        return f"{missing} is not installed (it exports the graph the engine runs)"
    if precision in ("int8", "int8w") and runtime != "torch" and not nncf_installed():
        return "nncf is not installed"
    if not probe and (runtime, precision) not in UNPROBED:
        return f"probe off ({PROBE_ENV}=0): its gate is not known to pass"
    return None


def openvino_bf16_report() -> dict[str, object]:
    """Whether OpenVINO's bf16 beats its float32 on this CPU (``bf16_speed``), for ``tt-da3
    info``."""
    return bf16_speed(detect_cpu(read_torch=False)).report()


def speed_skip_reason(dtype: str, runtime: str, precision: str) -> str | None:
    """Why ``auto`` with ``dtype="auto"`` passes over OpenVINO's bf16 candidates (bf16, int8w)
    on a CPU where bf16 is not faster than float32 (AVX512-BF16 without AMX on an Intel Xeon:
    ``bf16_rate``), or None. A dtype the user names is not passed over for speed."""
    if dtype != "auto" or (runtime, precision) not in (("openvino", "bf16"), ("openvino", "int8w")):
        return None
    speed = bf16_speed(detect_cpu(read_torch=False))
    return None if speed.fast else f"{speed.describe()}: {SLOWER}"


def int8_refusal(config: DA3Config, export: bool = False) -> str | None:
    """Why ``runtime="openvino", dtype="int8"`` does not run ``config``'s model (checked before
    any export), or None; with ``export``, worded for an OpenVINO int8 export (``tt-da3
    export``, ``export_model``: no runtime, and no torch int8 to export). The nested model:
    ``ov_int8.node_classes`` follows one backbone's blocks, and the nested graph has two (the
    any-view giant's, then the metric branch's, whose patch convolution comes after the
    giant's blocks); its reduced precisions also miss the gate on the final, metric-aligned
    depth (PYTHON.md, "Exported runtimes")."""
    if not config.is_nested:
        return None
    why = (
        "(a nested model: two backbones, and its metric alignment amplifies reduced-precision "
        "error)"
    )
    if export:
        return (
            f"OpenVINO int8 (NNCF's quantisation) does not run {config.model_name} {why}: "
            "export it at float32, float16 or bfloat16 (--dtype float32, float16 or bfloat16; "
            "export_model's precision=)"
        )
    return (
        f"runtime='openvino' dtype='int8' does not run {config.model_name} {why}; use "
        "dtype='float32' (or runtime='torch' dtype='int8', measured less close to float32)"
    )


# Why ``auto`` weighs no reduced precision for the nested model (``dtype="auto"``): the gate
# measures its final, metric-aligned depth, and on the gate's two inputs OpenVINO int8w passed
# (0.99994) but gave 0.99903 on another image (bf16 0.99846, torch int8 0.99872; the other
# kinds >= 0.99996): the alignment's thresholds (sky < 0.3, confidence >= the median) amplify
# small differences, so two fixed inputs do not bound them (PYTHON.md, OPT_REPORT.md).
NESTED_REDUCED = (
    "not weighed for a nested model with dtype='auto': its metric alignment's thresholds "
    "amplify reduced-precision error beyond the gate on other images (PYTHON.md); name the "
    "dtype to run it"
)


def model_skip_reason(config: DA3Config, dtype: str, runtime: str, precision: str) -> str | None:
    """Why ``auto`` passes over a candidate for this model (before building it), or None:
    OpenVINO int8 on a model it does not run (``ov_int8.int8_refusal``), and every precision
    below float32 for a nested model when the user left the dtype to ``auto``."""
    if runtime == "openvino" and precision == "int8" and (refused := int8_refusal(config)):
        return refused
    if config.is_nested and dtype == "auto" and precision != "fp32":
        return NESTED_REDUCED
    return None


def nncf_installed() -> bool:
    """Whether NNCF (OpenVINO's int8 and int8w) is installed (it is not imported)."""
    return importlib.util.find_spec("nncf") is not None


def first_built(
    spec: DeviceSpec,
    dtype: str,
    only: str | None,
    probe: bool,
    config: DA3Config | None = None,
) -> tuple[tuple[str, str] | None, list[dict[str, str]]]:
    """The first candidate ``choose_runtime`` builds (None when it passes over them all), and
    the rows of those passed over before it, as its decision's ``tried`` lists them (with
    ``config``, its model's ``model_skip_reason`` too)."""
    passed_over: list[dict[str, str]] = []
    for runtime, precision, final in ordered_candidates(spec, dtype, only):
        skipped = None
        if not final and config is not None:
            skipped = model_skip_reason(config, dtype, runtime, precision)
        if not final and skipped is None:
            skipped = skip_reason(runtime, precision, probe)
        if not final and skipped is None:
            skipped = speed_skip_reason(dtype, runtime, precision)
        if skipped is None:
            return (runtime, precision), passed_over
        passed_over.append({"runtime": runtime, "precision": precision, "skipped": skipped})
    return None, passed_over


def no_candidate_error(only: str, tried: list[dict]) -> ValueError:
    """The error of a named engine with ``dtype="auto"`` none of whose precisions was taken:
    none passed the gate, or (nothing gated) none could be tried here."""
    if any("gate" in row for row in tried):
        return ValueError(
            f"runtime={only!r} with dtype='auto': no precision of it passed here ({tried}); "
            "name a dtype, or use runtime='auto'"
        )
    return ValueError(
        f"runtime={only!r} with dtype='auto': none of its precisions can be tried here "
        f"({tried}); name a dtype, or use runtime='auto'"
    )
