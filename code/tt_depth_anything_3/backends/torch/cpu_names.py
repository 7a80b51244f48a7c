"""A CPU's name where ``/proc/cpuinfo`` has no ``model name`` line: ARM Linux names its cores
by ``CPU implementer`` and ``CPU part`` numbers, which ``arm_cpu_name`` turns into the names
``lscpu`` gives (``ARM Neoverse-V1``); an unknown part keeps its numbers (``ARM part
0xd99``), so two CPUs never share a name."""

from __future__ import annotations

# CPU implementer -> (vendor, {CPU part: model}); the parts lscpu names (util-linux lscpu-arm.c)
ARM_PARTS: dict[int, tuple[str, dict[int, str]]] = {
    0x41: (
        "ARM",
        {
            0xD03: "Cortex-A53", 0xD04: "Cortex-A35", 0xD05: "Cortex-A55", 0xD07: "Cortex-A57",
            0xD08: "Cortex-A72", 0xD09: "Cortex-A73", 0xD0A: "Cortex-A75", 0xD0B: "Cortex-A76",
            0xD0C: "Neoverse-N1", 0xD0D: "Cortex-A77", 0xD40: "Neoverse-V1",
            0xD41: "Cortex-A78", 0xD44: "Cortex-X1", 0xD46: "Cortex-A510", 0xD47: "Cortex-A710",
            0xD48: "Cortex-X2", 0xD49: "Neoverse-N2", 0xD4A: "Neoverse-E1", 0xD4D: "Cortex-A715",
            0xD4E: "Cortex-X3", 0xD4F: "Neoverse-V2", 0xD80: "Cortex-A520", 0xD81: "Cortex-A720",
            0xD82: "Cortex-X4", 0xD84: "Neoverse-V3", 0xD8E: "Neoverse-N3",
        },
    ),
    0x42: ("Broadcom", {0x516: "ThunderX2"}),
    0x43: ("Cavium", {0x0A1: "ThunderX 88XX", 0x0AF: "ThunderX2 99xx"}),
    0x46: ("Fujitsu", {0x001: "A64FX"}),
    0x48: ("HiSilicon", {0xD01: "TaiShan-v110", 0xD02: "TaiShan-v120"}),
    0x4E: ("NVIDIA", {0x003: "Denver 2", 0x004: "Carmel"}),
    0x50: ("APM", {0x000: "X-Gene"}),
    0x51: ("Qualcomm", {0x800: "Falkor V1/Kryo", 0xC00: "Falkor", 0x001: "Oryon"}),
    0x53: ("Samsung", {0x001: "exynos-m1"}),
    0x61: ("Apple", {0x022: "Icestorm", 0x023: "Firestorm", 0x024: "Icestorm", 0x025: "Firestorm"}),
    0x6D: ("Microsoft", {0xD49: "Azure Cobalt 100"}),
    0xC0: ("Ampere", {0xAC3: "Ampere-1", 0xAC4: "Ampere-1a"}),
}  # fmt: skip


def _number(text: str | None) -> int | None:
    """``0x41`` or ``65`` as a number, None for anything else."""
    if text is None:
        return None
    text = text.strip().lower()
    if text.startswith("0x") and text[2:] and all(c in "0123456789abcdef" for c in text[2:]):
        return int(text, 16)
    return int(text) if text.isdigit() else None


def arm_cpu_name(fields: dict[str, str]) -> str:
    """The name of an ARM core from its ``/proc/cpuinfo`` fields (lower-case keys): vendor and
    model as lscpu says them, else the numbers; "" without a ``cpu implementer``."""
    implementer = _number(fields.get("cpu implementer"))
    if implementer is None:
        return ""
    part = _number(fields.get("cpu part"))
    vendor, parts = ARM_PARTS.get(implementer, (f"implementer 0x{implementer:02x}", {}))
    if part is None:
        return vendor
    return f"{vendor} {parts.get(part, f'part 0x{part:03x}')}"


def cpuinfo_name(text: str) -> str:
    """The first processor's name in ``/proc/cpuinfo``: its ``model name`` (x86, some ARM
    kernels), else its ARM implementer and part (``arm_cpu_name``), else the ``Model`` or
    ``Hardware`` line of the block after the processors (a Raspberry Pi's); "" if none."""
    blocks = []
    for block in text.split("\n\n"):
        fields: dict[str, str] = {}
        for line in block.splitlines():
            key, _, value = line.partition(":")
            fields.setdefault(key.strip().lower(), value.strip())
        blocks.append(fields)
    first = next((fields for fields in blocks if "processor" in fields), {})
    boards = [f.get("model") or f.get("hardware") for f in blocks if "processor" not in f]
    return first.get("model name") or arm_cpu_name(first) or next(filter(None, boards), "")
