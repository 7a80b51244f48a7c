"""What this CPU can run fast: its model, torch's capability and the ISA flags the kernels need.

``detect_cpu()`` reads the hardware flags from ``/proc/cpuinfo`` (Linux; elsewhere from torch's
cpuinfo probes; none on a CPU that is not x86: an ARM one's ``Features`` (bf16, i8mm, sve) are
not the x86 ISAs the kernels are chosen by) and then applies the limits a user (or a benchmark
emulating a lesser CPU) set through the environment, so that kernel selection sees the machine
the libraries will run as:

- ``ATEN_CPU_CAPABILITY`` (``default``/``avx2``/``avx512``) limits ATen's vectorised kernels;
  ``torch.backends.cpu.get_cpu_capability()`` reports the result.
- ``ONEDNN_MAX_CPU_ISA`` (or ``DNNL_MAX_CPU_ISA``) limits oneDNN's JIT kernels (the int8
  GEMMs, convolutions, bf16).
- ``torch.backends.mkldnn.enabled`` off disables oneDNN altogether.

Everything is plain data (``CpuCapability``), so tests build any CPU with ``from_flags``.
"""

from __future__ import annotations

import os
import platform
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from ...config.cpu_cores import sysctl_text
from .cpu_names import cpuinfo_name

# The flags kernel selection looks at, in /proc/cpuinfo spelling.
KNOWN_FLAGS = (
    "avx2",
    "fma",
    "avx512f",
    "avx512bw",
    "avx512vl",
    "avx512_vnni",
    "avx_vnni",
    "avx512_bf16",
    "amx_tile",
    "amx_int8",
    "amx_bf16",
)
# oneDNN's ISA names (``ONEDNN_MAX_CPU_ISA``) below AMX, and the flags each leaves usable;
# a name not listed here (``ALL``, the AMX levels) leaves every flag. oneDNN 3.x names
# AVX512_CORE_FP16 ``AVX10_1_512`` (both accepted; no AMX): left out, that limit read as none,
# and an AMX CPU told to stay off AMX was reported (and run in bf16) as AMX.
_AVX2 = frozenset({"avx2", "fma"})
_AVX512 = _AVX2 | {"avx512f", "avx512bw", "avx512vl"}
_ONEDNN_LIMITS = {
    "SSE41": frozenset(),
    "AVX": frozenset(),
    "AVX2": _AVX2,
    "AVX2_VNNI": _AVX2 | {"avx_vnni"},
    "AVX2_VNNI_2": _AVX2 | {"avx_vnni"},
    "AVX512_CORE": _AVX512,
    "AVX512_CORE_VNNI": _AVX512 | {"avx512_vnni", "avx_vnni"},
    "AVX512_CORE_BF16": _AVX512 | {"avx512_vnni", "avx_vnni", "avx512_bf16"},
    "AVX512_CORE_FP16": _AVX512 | {"avx512_vnni", "avx_vnni", "avx512_bf16"},
    "AVX10_1_512": _AVX512 | {"avx512_vnni", "avx_vnni", "avx512_bf16"},
    "AVX10_2_512": _AVX512 | {"avx512_vnni", "avx_vnni", "avx512_bf16"},
}
_ATEN_ORDER = ("DEFAULT", "AVX2", "AVX512")
MACOS_CPU_NAME = "machdep.cpu.brand_string"  # the sysctl: "Apple M1", "Intel(R) Core(TM) ..."
X86_ARCHES = ("x86_64", "amd64", "i686", "x86")  # platform.machine(), lower case
# torch's own probes, used where /proc/cpuinfo does not exist (macOS, Windows).
_TORCH_PROBES = {
    "avx2": "_is_avx2_supported",
    "avx512f": "_is_avx512_supported",
    "avx512bw": "_is_avx512_supported",
    "avx512vl": "_is_avx512_supported",
    "avx512_vnni": "_is_vnni_supported",
    "avx512_bf16": "_is_avx512_bf16_supported",
    "amx_tile": "_is_amx_tile_supported",
    "amx_int8": "_is_amx_tile_supported",
    "amx_bf16": "_is_amx_tile_supported",
}


@dataclass(frozen=True)
class CpuCapability:
    """One CPU as kernel selection sees it.

    ``hardware_flags`` are what the processor reports; ``flags`` what the libraries may use
    after the environment's limits (``limits`` says which applied). ``aten`` is torch's
    capability string (``AVX512``, ``AVX2``, ``DEFAULT``, ``SVE256``, ...).
    """

    model: str
    arch: str
    aten: str
    hardware_flags: frozenset[str]
    flags: frozenset[str]
    onednn: bool = True
    limits: tuple[str, ...] = field(default=())
    # /proc/cpuinfo's "cpu family" / "model" numbers (None where unknown): the model name
    # alone ("AMD EPYC" in a VM) does not tell Zen 4 (family 25) from Zen 5 (family 26).
    family: int | None = None
    model_number: int | None = None

    @property
    def x86(self) -> bool:
        return self.arch in X86_ARCHES

    def has(self, *names: str) -> bool:
        """Whether every flag in ``names`` is usable."""
        return all(name in self.flags for name in names)

    @property
    def isa(self) -> str:
        """The best SIMD level in one word: ``amx``, ``avx512_vnni``, ``avx512``,
        ``avx2_vnni``, ``avx2`` or ``baseline``."""
        if self.has("amx_tile", "amx_int8"):
            return "amx"
        if self.has("avx512f", "avx512bw", "avx512_vnni"):
            return "avx512_vnni"
        if self.has("avx512f", "avx512bw"):
            return "avx512"
        if self.has("avx2", "avx_vnni"):
            return "avx2_vnni"
        if self.has("avx2"):
            return "avx2"
        return "baseline"

    @property
    def int8_dot_products(self) -> bool:
        """Whether int8 dot-product instructions are usable: AVX512-VNNI, AVX-VNNI, AMX-INT8."""
        return self.has("avx512_vnni") or self.has("avx_vnni") or self.has("amx_tile", "amx_int8")

    @property
    def emulated(self) -> bool:
        """Whether environment limits hide some of the hardware's flags."""
        return self.flags != self.hardware_flags

    def describe(self) -> dict[str, object]:
        """A JSON-ready summary (model, torch capability, usable and hardware flags)."""
        return {
            "model": self.model,
            "arch": self.arch,
            "torch_capability": self.aten or None,
            "isa": self.isa,
            "flags": sorted(self.flags),
            "hardware_isa": _isa_of(self.hardware_flags),
            "onednn": self.onednn,
            "limits": list(self.limits),
            "family": self.family,
            "model_number": self.model_number,
        }


def arithmetic_isa(cpu: CpuCapability, arithmetic: str) -> str:
    """The instruction set whose kernels compute ``arithmetic`` (``"f32"``, ``"bf16"`` or
    ``"int8"``) on ``cpu``, from its usable flags: int8 ``amx_int8``, ``avx512_vnni``,
    ``avx2_vnni``; bf16 ``amx_bf16``, ``avx512_bf16``; f32 (and either without its own
    instructions) ``avx512``, ``avx2`` or ``baseline``. OpenVINO's compiled model named
    ``brgemm_avx512_bf16`` for a bf16 MatMul on the AMD EPYC Zen 4 (AVX512-BF16, no AMX)."""
    if arithmetic == "int8":
        for isa, flags in (("amx_int8", ("amx_tile", "amx_int8")),
                           ("avx512_vnni", ("avx512f", "avx512bw", "avx512_vnni")),
                           ("avx2_vnni", ("avx2", "avx_vnni"))):  # fmt: skip
            if cpu.has(*flags):
                return isa
    elif arithmetic == "bf16":
        if cpu.has("amx_tile", "amx_bf16"):
            return "amx_bf16"
        if cpu.has("avx512f", "avx512_bf16"):
            return "avx512_bf16"
    elif arithmetic != "f32":
        raise ValueError(f"arithmetic is f32, bf16 or int8, got {arithmetic!r}")
    if cpu.has("avx512f", "avx512bw"):
        return "avx512"
    return "avx2" if cpu.has("avx2") else "baseline"


def _isa_of(flags: frozenset[str]) -> str:
    return CpuCapability("", "x86_64", "", flags, flags).isa


def parse_cpuinfo(text: str) -> tuple[str, frozenset[str]]:
    """(model name, known flags) from the text of ``/proc/cpuinfo`` (first processor); an ARM
    core without a ``model name`` line is named by its implementer and part (``cpu_names``)."""
    flags: frozenset[str] = frozenset()
    for line in text.splitlines():
        key, _, value = line.partition(":")
        key = key.strip().lower()
        if key in ("flags", "features") and not flags:
            flags = frozenset(value.split()) & frozenset(KNOWN_FLAGS)
    return cpuinfo_name(text), flags


def parse_cpu_numbers(text: str) -> tuple[int | None, int | None]:
    """(cpu family, model number) from the text of ``/proc/cpuinfo`` (first processor; None
    where a field is missing or not a number, as on ARM)."""
    numbers: dict[str, int | None] = {"cpu family": None, "model": None}
    for line in text.splitlines():
        key, _, value = line.partition(":")
        key = key.strip().lower()
        if key in numbers and numbers[key] is None and value.strip().isdigit():
            numbers[key] = int(value.strip())
    return numbers["cpu family"], numbers["model"]


def _torch_flags() -> frozenset[str]:
    import torch

    found = set()
    for flag, probe in _TORCH_PROBES.items():
        check = getattr(torch.cpu, probe, None)
        if check is not None and check():
            found.add(flag)
    return frozenset(found)


def from_flags(
    flags: Iterable[str],
    *,
    model: str = "test CPU",
    arch: str = "x86_64",
    aten: str | None = None,
    env: Mapping[str, str] | None = None,
    onednn: bool = True,
) -> CpuCapability:
    """A ``CpuCapability`` from hardware ``flags`` and an environment (tests fake CPUs so)."""
    hardware = frozenset(flags)
    env = {} if env is None else env
    usable, limits = set(hardware), []
    natural = (
        "AVX512"
        if {"avx512f", "avx512bw"} <= hardware
        else ("AVX2" if "avx2" in hardware else "DEFAULT")
    )
    aten = (aten or natural).upper()
    if aten in _ATEN_ORDER and _ATEN_ORDER.index(aten) < _ATEN_ORDER.index(natural):
        # ATEN_CPU_CAPABILITY caps ATen's own kernels only; oneDNN reads the hardware.
        limits.append(f"ATEN_CPU_CAPABILITY={aten}")
    isa_limit = (env.get("ONEDNN_MAX_CPU_ISA") or env.get("DNNL_MAX_CPU_ISA") or "").strip()
    allowed = _ONEDNN_LIMITS.get(isa_limit.upper())
    if allowed is not None:
        usable &= allowed
        limits.append(f"ONEDNN_MAX_CPU_ISA={isa_limit.upper()}")
    if not onednn:
        limits.append("torch.backends.mkldnn disabled")
    return CpuCapability(
        model=model,
        arch=arch,
        aten=aten,
        hardware_flags=hardware,
        flags=frozenset(usable),
        onednn=onednn,
        limits=tuple(limits),
    )


def detect_cpu(cpuinfo: Path | str = "/proc/cpuinfo", *, read_torch: bool = True) -> CpuCapability:
    """This machine's CPU, after the environment's limits (see the module docstring).

    ``read_torch=False`` (the exported engines, which do not run torch): torch is not imported
    and its state not read; ``aten`` is then empty and oneDNN counted as enabled."""
    path = Path(cpuinfo)
    text = path.read_text(encoding="utf-8") if path.is_file() else ""
    model, flags = parse_cpuinfo(text)
    family, model_number = parse_cpu_numbers(text)
    arch = platform.machine().lower()
    if arch not in X86_ARCHES:  # (torch's x86 probes say nothing true of another CPU)
        flags = frozenset()
    elif not flags:
        flags = _torch_flags()
    capability = from_flags(
        flags,
        model=model or sysctl_text(MACOS_CPU_NAME) or platform.processor() or "unknown CPU",
        arch=arch,
        aten=_torch_capability() if read_torch else None,
        env=os.environ,
        onednn=_onednn_enabled() if read_torch else True,
    )
    capability = replace(capability, family=family, model_number=model_number)
    return capability if read_torch else replace(capability, aten="")


def _torch_capability() -> str:
    import torch

    return torch.backends.cpu.get_cpu_capability()


def _onednn_enabled() -> bool:
    import torch

    return bool(torch.backends.mkldnn.is_available() and torch.backends.mkldnn.enabled)


__all__ = [
    "KNOWN_FLAGS",
    "CpuCapability",
    "detect_cpu",
    "from_flags",
    "parse_cpu_numbers",
    "parse_cpuinfo",
]
