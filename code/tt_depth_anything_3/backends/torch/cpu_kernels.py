"""Which kernels each precision runs on a given CPU, and whether that is faster than float32.

The rules, one row per kind of CPU (``KERNEL_TABLE`` holds the same as data, for the docs and
``tt-da3 info``):

| CPU (usable ISA)                          | int8 linear | bf16 arithmetic            | auto  |
|-------------------------------------------|-------------|----------------------------|-------|
| AMX (Sapphire Rapids and later)           | ``int_mm``  | bf16 (AMX)                 | int8  |
| AVX-512 VNNI (Cascade/Ice Lake, Zen 4/5)  | ``int_mm``  | float32, bf16-stored       | int8  |
| AVX2 with AVX-VNNI (Alder Lake and later) | ``onednn``  | float32, bf16-stored       | int8  |
| AVX-512 without VNNI (Skylake-SP)         | ``onednn-u7``| float32, bf16-stored      | int8  |
| AVX2 (Zen 2/3, Haswell to Comet Lake)     | ``onednn-u7``| float32, bf16-stored      | int8  |
| no AVX2, not x86 (ARM), or oneDNN off     | ``dequant`` | float32, bf16-stored       | fp32  |

``int_mm`` needs the processor's own AVX-512 VNNI flag because torch checks that flag itself
(and otherwise runs a scalar loop, 60x slower than float32); an ``ONEDNN_MAX_CPU_ISA`` limit
below VNNI also moves the choice to ``onednn-u7``, whose kernels honour the limit. Without a
VNNI dot product oneDNN's int8 kernels add pairs of products in saturating int16, so
``onednn-u7`` quantises the activations to 7 bits, which keeps every pair exact. ``dequant`` is
no faster than float32 (int8 only saves weight memory): loading ``int8`` there warns.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cpu_capability import KNOWN_FLAGS, CpuCapability, detect_cpu

INT8_KERNEL_TEXT = {
    "int_mm": "torch._int_mm: oneDNN s8s8s32 GEMM (AVX-512 VNNI / AMX)",
    "onednn": "oneDNN u8s8s32 matmul (onednn.qlinear_pointwise, prepacked weights; VNNI)",
    "onednn-u7": "oneDNN u8s8s32 matmul, activations in [-64, 64] (no VNNI: int16 pairs exact)",
    "dequant": "int8 weights widened to float32 per layer, float32 GEMM (no int8 GEMM)",
}
# Measured end to end, DA3Metric-Large 336x504 (OPT_REPORT.md sections 1 and 1a): int8 against
# our float32 (Emerald Rapids VM 1.7x; Zen 4 VM 2.0x; Zen 4 emulating AVX2 in onednn-u7's row).
EXPECTED_INT8_SPEED = {
    "int_mm": "about 1.7-2x float32",
    "onednn": "about int_mm's speed",
    "onednn-u7": "about 1.5x float32 (1.46-1.56x measured on a Zen 4 VM emulating AVX2)",
    "dequant": "about float32's speed or slightly slower (0.9-1.0x), with int8's weight memory",
}


class SlowKernelWarning(UserWarning):
    """A precision was loaded on a CPU where it has no kernel faster than float32."""


@dataclass(frozen=True)
class KernelChoice:
    """The kernels ``precision`` runs on a CPU: ``linear`` (the transformer's GEMMs),
    ``compute`` (the arithmetic of the low-precision layers: ``float32``, ``bfloat16``,
    ``int8``), ``fast`` (expected faster than float32) and ``note`` (a sentence)."""

    precision: str
    linear: str
    compute: str
    fast: bool
    note: str

    def describe(self) -> dict[str, object]:
        return {
            "precision": self.precision,
            "linear": self.linear,
            "compute": self.compute,
            "faster_than_fp32": self.fast,
            "note": self.note,
        }


def int8_kernel(cpu: CpuCapability) -> str:
    """``int_mm``, ``onednn`` or ``dequant`` for ``cpu`` (see the module table)."""
    if not cpu.x86 or not cpu.onednn:
        return "dequant"
    if "avx512_vnni" in cpu.hardware_flags and cpu.has("avx512_vnni"):
        return "int_mm"
    if cpu.has("avx2", "avx_vnni") or cpu.has("avx512_vnni"):
        return "onednn"  # a VNNI dot product: int32 accumulation
    if cpu.has("avx2"):
        return "onednn-u7"  # vpmaddubsw's int16 pairs: 7-bit activations stay exact
    return "dequant"


def bf16_native(cpu: CpuCapability) -> bool:
    """Whether bf16 arithmetic beats float32 on ``cpu``: only with AMX tiles (AVX512-BF16 dot
    products run at the fp32 FMA rate plus conversions; measured 0.58x on an AVX-512 BF16
    Xeon, OPT_REPORT.md)."""
    return cpu.onednn and cpu.has("amx_tile", "amx_bf16")


def select_kernels(precision: str, cpu: CpuCapability | None = None) -> KernelChoice:
    """The kernels ``precision`` (``fp32``, ``bf16``, ``int8``) runs on ``cpu`` (default:
    this machine's, ``detect_cpu()``)."""
    cpu = detect_cpu() if cpu is None else cpu
    if precision == "fp32":
        return KernelChoice("fp32", "float32 GEMM (MKL / oneDNN)", "float32", False, "reference")
    if precision == "bf16":
        if bf16_native(cpu):
            return KernelChoice(
                "bf16", "oneDNN bf16 GEMM (AMX)", "bfloat16", True, "bf16 arithmetic on AMX"
            )
        return KernelChoice(
            "bf16",
            "bf16-stored weights widened to float32 per layer, float32 GEMM",
            "float32",
            False,
            "no AMX: bf16 halves the weight memory, float32's speed",
        )
    if precision == "int8":
        kernel = int8_kernel(cpu)
        return KernelChoice(
            "int8",
            kernel,
            "float32" if kernel == "dequant" else "int8",
            kernel != "dequant",
            f"{INT8_KERNEL_TEXT[kernel]}; expected {EXPECTED_INT8_SPEED[kernel]}",
        )
    raise ValueError(f"no CPU kernels for precision {precision!r}; use fp32, bf16 or int8")


def int8_slow_warning(cpu: CpuCapability) -> str | None:
    """The warning for loading ``int8`` on ``cpu`` when no int8 GEMM is fast there (else
    ``None``): it names the CPU, its capability and the expected cost."""
    choice = select_kernels("int8", cpu)
    if choice.fast:
        return None
    reason = (
        "oneDNN is disabled"
        if not cpu.onednn
        else f"it is not x86 ({cpu.arch})"
        if not cpu.x86
        else f"it has no AVX2 (usable ISA: {cpu.isa})"
    )
    return (
        f"dtype='int8' on this CPU ({cpu.model}, torch capability {cpu.aten}, ISA {cpu.isa}) has "
        f"no fast int8 GEMM because {reason}: int8 runs as int8-stored weights widened to "
        f"float32 per layer, expected {EXPECTED_INT8_SPEED['dequant']}. "
        "Use dtype='float32' (or dtype='auto') for speed."
    )


def describe_cpu_kernels(precision: str | None = None, cpu: CpuCapability | None = None) -> dict:
    """``{"cpu": ..., "kernels": ...}`` for reports: the kernels of ``precision``, or of every
    CPU precision (and what ``dtype="auto"`` picks from the capabilities) when ``None``."""
    cpu = detect_cpu() if cpu is None else cpu
    if precision is not None:
        return {"cpu": cpu.describe(), "kernels": select_kernels(precision, cpu).describe()}
    kernels = {p: select_kernels(p, cpu).describe() for p in ("fp32", "bf16", "int8")}
    auto = "int8" if select_kernels("int8", cpu).fast else "fp32"
    return {"cpu": cpu.describe(), "kernels": kernels, "auto": auto}


# The documentation's table, as data: (CPU kind, example flags).
KERNEL_TABLE_CPUS = {
    "AMX": KNOWN_FLAGS,  # every flag selection looks at
    "AVX-512 VNNI": ("avx2", "fma", "avx512f", "avx512bw", "avx512vl", "avx512_vnni"),
    "AVX-512 (no VNNI)": ("avx2", "fma", "avx512f", "avx512bw", "avx512vl"),
    "AVX2 + AVX-VNNI": ("avx2", "fma", "avx_vnni"),
    "AVX2": ("avx2", "fma"),
    "no AVX2": (),
}


__all__ = [
    "EXPECTED_INT8_SPEED",
    "INT8_KERNEL_TEXT",
    "KERNEL_TABLE_CPUS",
    "KernelChoice",
    "SlowKernelWarning",
    "describe_cpu_kernels",
    "bf16_native",
    "int8_kernel",
    "int8_slow_warning",
    "select_kernels",
]
