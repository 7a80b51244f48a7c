"""Whether OpenVINO's bf16 arithmetic is faster than its float32 on this CPU: the order of
``runtime="auto"``'s candidates (``candidates.speed_skip_reason``).

With AMX it is (2.4-3.4x float32 for DA3Metric-Large, OPT_REPORT.md 1c.6-1c.13). With
AVX512-BF16 and no AMX it depends on the core: on the AMD EPYC Zen 4 and Zen 5 VMs OpenVINO
bf16 was the fastest engine (3.4x the official fp32, 1c.4 and 1c.8); on an Intel Xeon whose AMX
the hypervisor hides, AVX512-BF16's dot products run at float32's FMA rate plus conversions and
OpenVINO's bf16 model took 1.5x float32's time (1c.15). So on such a CPU, with the probe on
(``TT_DA3_AUTO_PROBE``), one MatMul of a transformer's shape is compiled and timed (by the
process's CPU time) in both precisions (0.2-0.3 s) once per machine: its figures are kept in
the runtime cache (kind ``cpu-probe``, keyed by the CPU's model and flags and OpenVINO's
version), so every later process decides alike (a reading moved by load in one process would
otherwise pick other candidates, and for ``dtype="int8"`` another int8 recipe: a quantisation
of minutes); ``tt-da3 cache --clear`` measures again. With the probe off, the rule measured so
far: an AMD CPU yes, another no.
"""

from __future__ import annotations

import functools
import importlib.metadata
import importlib.util
import json
import time
from dataclasses import dataclass
from typing import Any

import numpy as np

from ...config.precisions import probe_enabled
from ..torch.cpu_capability import CpuCapability
from .engine_install import engine_import_error

# (tokens, in features, out features) of the timed MatMul: a ViT-L linear's width, few tokens
PROBE_SHAPE = (256, 1024, 1024)
PROBE_CALLS = 7  # per precision, alternating, after one warm-up call of each
MARGIN = 1.15  # bf16 is taken first when its MatMul takes at most 1 / MARGIN of float32's
PROBE_KIND = "cpu-probe"  # the runtime cache's folder of kept probe figures
PROBE_FILE = "bf16_rate.json"  # inside its entry: {"bf16_ms": ..., "f32_ms": ...}
SLOWER = "float32 is faster here"  # how a candidate passed over for it is marked


@dataclass(frozen=True)
class Bf16Rate:
    """Whether bf16 is faster than float32 here (``fast``) and how that was known: ``amx``,
    ``measured`` (the probe's median CPU milliseconds per MatMul in each precision), ``rule``
    (probe off), or ``no bf16`` (no native bf16 arithmetic)."""

    fast: bool
    how: str
    bf16_ms: float | None = None
    f32_ms: float | None = None

    def describe(self) -> str:
        """One line for ``auto``'s decision: what was measured or assumed."""
        if self.how == "measured":
            verdict = "faster" if self.fast else "not faster"
            return (
                f"bf16 {verdict} than float32 on this CPU (AVX512-BF16 without AMX; OpenVINO "
                f"MatMul {'x'.join(map(str, PROBE_SHAPE))}, CPU time: bf16 {self.bf16_ms:.2f} ms, "
                f"float32 {self.f32_ms:.2f} ms, bf16 first at {MARGIN}x; measured once on this "
                "machine and kept in the runtime cache: tt-da3 cache --clear measures again)"
            )
        if self.how == "rule":
            return (
                f"bf16 {'faster' if self.fast else 'assumed no faster'} than float32 on this "
                "CPU by the rule for AVX512-BF16 without AMX (AMD: faster, measured; others: "
                "not, measured on an Intel Xeon with AMX hidden); probe off, not timed"
            )
        return {"amx": "bf16 on AMX", "no bf16": "no native bf16"}[self.how]

    def report(self) -> dict[str, object]:
        """A JSON-ready summary (``tt-da3 info``'s ``cpu.openvino_bf16``)."""
        figures = {"bf16_ms": self.bf16_ms, "f32_ms": self.f32_ms} if self.bf16_ms else {}
        return {"faster_than_fp32": self.fast, "how": self.how, **figures, "note": self.describe()}


def bf16_rate(cpu: CpuCapability, probe: bool) -> Bf16Rate:
    """Whether OpenVINO's bf16 beats its float32 on ``cpu`` (see the module docstring); the
    probe's figures are kept in the runtime cache (``recorded_matmul_ms``)."""
    if not (cpu.x86 and (cpu.has("amx_bf16") or cpu.has("avx512_bf16"))):
        return Bf16Rate(False, "no bf16")
    if cpu.has("amx_bf16"):
        return Bf16Rate(True, "amx")
    if not probe:
        return Bf16Rate("AMD" in cpu.model.upper(), "rule")
    bf16_ms, f32_ms = recorded_matmul_ms(cpu)
    return Bf16Rate(bf16_ms * MARGIN <= f32_ms, "measured", bf16_ms, f32_ms)


def bf16_speed(cpu: CpuCapability) -> Bf16Rate:
    """``bf16_rate`` on ``cpu`` with the probe as ``TT_DA3_AUTO_PROBE`` says, timed only where
    OpenVINO imports (else the rule: ``auto`` passes its candidates over as not installed)."""
    usable = importlib.util.find_spec("openvino") is not None
    return bf16_rate(cpu, probe_enabled() and usable and engine_import_error("openvino") is None)


def faster_bf16(cpu: CpuCapability) -> bool:
    """Whether bf16 is native and faster than float32 on ``cpu`` (``bf16_speed``): OpenVINO
    int8's float ops run as bf16's cut only then."""
    return bf16_speed(cpu).fast


def recorded_matmul_ms(cpu: CpuCapability) -> tuple[float, float]:
    """``measured_matmul_ms`` on ``cpu``, timed once per machine: the figures are an entry of
    the runtime cache (``PROBE_KIND``) keyed by what they depend on (the CPU's model and flags,
    OpenVINO's version, the probe's shape and calls), read by every later process; where the
    cache cannot be written they are timed in a folder of this process (with the cache's
    warning)."""
    from .cache import cached_entry, holding_entries

    parts = {  # named as ``tt-da3 cache --list`` shows an entry: model, engine, precision, shape
        "model": cpu.model,
        "flags": sorted(cpu.flags),
        "engine": "openvino",
        "openvino": importlib.metadata.version("openvino"),
        "precision": "bf16 against f32",
        "shape": list(PROBE_SHAPE),
        "calls": PROBE_CALLS,
        "clock": "process CPU time",
    }

    def build(folder) -> None:
        bf16_ms, f32_ms = measured_matmul_ms(cpu.flags, cpu.model)
        figures = {"bf16_ms": bf16_ms, "f32_ms": f32_ms}
        (folder / PROBE_FILE).write_text(json.dumps(figures, allow_nan=False), encoding="utf-8")

    with holding_entries():  # no other process evicts it before it is read
        record = json.loads((cached_entry(PROBE_KIND, parts, build) / PROBE_FILE).read_text(
            encoding="utf-8"))  # fmt: skip
    return float(record["bf16_ms"]), float(record["f32_ms"])


@functools.lru_cache(maxsize=4)
def measured_matmul_ms(flags: frozenset[str], model: str) -> tuple[float, float]:
    """(bf16, float32) median milliseconds of process CPU time of ``PROBE_SHAPE``'s MatMul in
    OpenVINO's CPU plugin on one thread, the two precisions alternating; kept per CPU
    (``flags``, ``model``: the cache key) for the process. CPU time, not wall time: the time
    a loaded machine keeps the process off the CPU is not counted (the Zen 4 VM at load 5-11,
    bf16's lead by the median call: 1.24-2.21x by wall time over ten processes, 1.95-2.04x by
    CPU time over six; OPT_REPORT.md 1c.17)."""
    import openvino as ov

    core = ov.Core()
    compiled = {hint: compile_matmul(ov, core, hint) for hint in ("bf16", "f32")}
    tokens, features, _ = PROBE_SHAPE
    data = np.random.default_rng(0).standard_normal((tokens, features), dtype=np.float32)
    times: dict[str, list[float]] = {hint: [] for hint in compiled}
    requests = {hint: model.create_infer_request() for hint, model in compiled.items()}
    for call in range(PROBE_CALLS + 1):
        for hint, request in requests.items():
            start = time.process_time()
            request.infer([data])
            if call:  # the first call of each is its warm-up
                times[hint].append((time.process_time() - start) * 1e3)
    return float(np.median(times["bf16"])), float(np.median(times["f32"]))


def compile_matmul(ov: Any, core: Any, hint: str) -> Any:
    """``PROBE_SHAPE``'s MatMul (a float32 input times constant weights) compiled for the CPU
    at inference precision ``hint``, on one thread."""
    tokens, features, outputs = PROBE_SHAPE
    weights = np.random.default_rng(1).standard_normal((features, outputs), dtype=np.float32)
    data = ov.opset13.parameter([tokens, features], ov.Type.f32, name="x")
    product = ov.opset13.matmul(data, ov.opset13.constant(weights * 0.03), False, False)
    model = ov.Model([product], [data], "bf16_rate_probe")
    config = {"INFERENCE_PRECISION_HINT": hint, "INFERENCE_NUM_THREADS": 1}
    return core.compile_model(model, "CPU", config)
