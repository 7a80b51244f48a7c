"""A roofline model of device time per operation: a model, not a measurement.

Each device operation takes the longest of its compute time (matrix FLOPs on the cores it
uses, at its math fidelity; a generic-op kernel's from its own work,
``kernels.py``), its DRAM time (bytes of its DRAM tensors over the DRAM bandwidth),
its L1 time (bytes of its L1 tensors over the NoC bandwidth of the cores it uses) and, for
attention, the exponentials on the vector unit; the program adds one dispatch gap per operation.
The Blackhole constants are tt-perf-report 1.4.1's (1.35 GHz, 4096 FLOP/cycle/core at LoFi,
divided by 1/2/3/4 for LoFi/HiFi2/HiFi3/HiFi4, 512 GB/s DRAM); the others are assumptions named
in ``DeviceModel``.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from .graph import TILE, DeviceOp
from .kernels import kernel_work

FIDELITY_PASSES = {"LoFi": 1, "HiFi2": 2, "HiFi3": 3, "HiFi4": 4}
_FIDELITY = re.compile(r"math_fidelity=(?:MathFidelity\.)?(\w+)")


@dataclass(frozen=True)
class DeviceModel:
    """Throughputs of one chip.

    Attributes:
        name: the device model (``p150a``).
        clock_ghz: Tensix clock (tt-perf-report: 1.35 GHz for Blackhole).
        flop_per_cycle_lofi: matrix FLOP per cycle per core at LoFi (tt-perf-report: 4096).
        dram_gb_s: DRAM bandwidth (GDDR6, 512 GB/s).
        noc_bytes_per_cycle: per-core L1 <-> NoC bandwidth for L1-resident tensors
            (assumption: one 512-bit NoC read or write per cycle per core).
        sfpu_exp_per_cycle: exponentials per cycle per core on the vector unit (assumption:
            32 lanes, about 8 instructions per exponential -> 4).
        dispatch_us: gap between consecutive operations of a trace (assumption, calibrated on the
            existing port: (13.49 ms trace - 11.5 ms kernel sum) / 265 ops = 7.5 us; that
            port's published figures, quoted in issues 3 and 11, not measured here).
        grid_cores: worker cores, used for operations whose buffers name no cores.
        default_fidelity: fidelity assumed for a matrix operation whose config is not recorded.
    """

    name: str = "p150a"
    clock_ghz: float = 1.35
    flop_per_cycle_lofi: float = 4096.0
    dram_gb_s: float = 512.0
    noc_bytes_per_cycle: float = 64.0
    sfpu_exp_per_cycle: float = 4.0
    dispatch_us: float = 7.5
    grid_cores: int = 110
    default_fidelity: str = "HiFi4"


DEVICE_MODELS = {"p150a": DeviceModel()}


def device_model(name: str) -> DeviceModel:
    """The named device model (``p150a``)."""
    if name not in DEVICE_MODELS:
        raise ValueError(f"unknown device model {name!r}; known: {sorted(DEVICE_MODELS)}")
    return DEVICE_MODELS[name]


@dataclass(frozen=True)
class OpEstimate:
    """The model's time of one operation and what bounds it."""

    op: DeviceOp
    stage: str
    flops: float
    fidelity: str
    cores: int
    dram_bytes: float
    l1_bytes: float
    compute_us: float
    dram_us: float
    l1_us: float
    vector_us: float

    @property
    def kernel_us(self) -> float:
        return max(self.compute_us, self.dram_us, self.l1_us, self.vector_us)

    @property
    def bound(self) -> str:
        times = {
            "compute": self.compute_us,
            "dram": self.dram_us,
            "l1": self.l1_us,
            "vector": self.vector_us,
        }
        return max(times, key=times.__getitem__)


def _tiles(n: int) -> int:
    return math.ceil(n / TILE) * TILE


def _ints(text: str) -> tuple[int, ...]:
    return tuple(int(v) for v in re.findall(r"-?\d+", text))


def matrix_flops(op: DeviceOp) -> float:
    """Multiply-add FLOPs (x2) of the matrix unit, on tile-padded operands; 0 for others."""
    if op.name == "MatmulDeviceOperation" and len(op.inputs) >= 2:
        a, b = op.inputs[0].shape, op.inputs[1].shape
        # either operand may be the broadcast one (batch 1): the batch is the larger
        batch = max(math.prod(a[:-2]) if len(a) > 2 else 1, math.prod(b[:-2]) if len(b) > 2 else 1)
        return 2.0 * batch * _tiles(a[-2]) * _tiles(a[-1]) * _tiles(b[-1])
    if op.name == "Conv2dDeviceOperation" and op.outputs:
        kernel = _ints(op.arguments.get("kernel_size", "(1, 1)"))
        in_channels = int(op.arguments.get("in_channels", op.inputs[0].shape[-1]))
        out = op.outputs[0].shape
        pixels = math.prod(out[:-1])
        return 2.0 * _tiles(pixels) * _tiles(out[-1]) * _tiles(in_channels * math.prod(kernel))
    if op.name == "SDPAOperation" and len(op.inputs) >= 2:
        q, k = op.inputs[0].shape, op.inputs[1].shape
        heads = math.prod(q[:-2])
        return 4.0 * heads * _tiles(q[-2]) * _tiles(k[-2]) * _tiles(q[-1])
    return 0.0


def attention_exponentials(op: DeviceOp) -> float:
    """Score elements whose exponential the vector unit computes (attention only)."""
    if op.name != "SDPAOperation" or len(op.inputs) < 2:
        return 0.0
    q, k = op.inputs[0].shape, op.inputs[1].shape
    return float(math.prod(q[:-2]) * _tiles(q[-2]) * _tiles(k[-2]))


def traffic(op: DeviceOp) -> list[tuple[float, bool]]:
    """(bytes, in DRAM) of every read and write of the op. A slice reads only the part it
    outputs; a slice write writes only what it reads into the larger tensor; an op that
    records no output (head splits) writes what it reads."""
    if op.name in ("PaddedSliceDeviceOperation", "SliceDeviceOperation") and op.outputs:
        out = op.outputs[0]
        return [(out.nbytes, op.inputs[0].in_dram), (out.nbytes, out.in_dram)]
    if op.name == "SliceWriteDeviceOperation" and len(op.inputs) >= 2:
        part = op.inputs[0]
        return [(part.nbytes, part.in_dram), (part.nbytes, op.inputs[1].in_dram)]
    outputs = op.outputs or op.inputs[:1]
    return [(t.nbytes, t.in_dram) for t in (*op.inputs, *outputs)]


def fidelity_of(op: DeviceOp, model: DeviceModel) -> str:
    """The math fidelity the op's compute-kernel config names (``model.default_fidelity``
    when its call recorded none)."""
    for key in ("compute_kernel_config", "compute_config"):
        match = _FIDELITY.search(op.arguments.get(key, ""))
        if match:
            if match.group(1) not in FIDELITY_PASSES:
                raise ValueError(f"unknown math fidelity {match.group(1)!r} in {op.name}")
            return match.group(1)
    return model.default_fidelity


def estimate_op(op: DeviceOp, model: DeviceModel, stage: str = "") -> OpEstimate:
    """The roofline time of one device operation."""
    cores = op.cores or model.grid_cores
    cycle_us = 1e-3 / model.clock_ghz
    work = kernel_work(op)  # a generic-op kernel: its own reads, writes, FLOPs (kernels.py)
    cores = work.cores if work and work.cores else cores
    flops = work.flops if work else matrix_flops(op)
    fidelity = (work.fidelity if work else fidelity_of(op, model)) if flops else "-"
    moved = list(work.traffic) if work else traffic(op)
    exponentials = work.exponentials if work else attention_exponentials(op)
    compute_us = 0.0
    if flops:
        per_cycle = cores * model.flop_per_cycle_lofi / FIDELITY_PASSES[fidelity]
        compute_us = flops / per_cycle * cycle_us
    dram = sum(size for size, in_dram in moved if in_dram)
    l1 = sum(size for size, in_dram in moved if not in_dram)
    vector_us = exponentials / (cores * model.sfpu_exp_per_cycle) * cycle_us
    return OpEstimate(
        op=op,
        stage=stage,
        flops=flops,
        fidelity=fidelity,
        cores=cores,
        dram_bytes=dram,
        l1_bytes=l1,
        compute_us=compute_us,
        dram_us=dram / (model.dram_gb_s * 1e3),
        l1_us=l1 / (cores * model.noc_bytes_per_cycle) * cycle_us,
        vector_us=vector_us,
    )


@dataclass(frozen=True)
class ProgramEstimate:
    """Every operation's estimate, and the program's totals."""

    model: DeviceModel
    ops: tuple[OpEstimate, ...]

    @property
    def kernel_ms(self) -> float:
        return sum(e.kernel_us for e in self.ops) / 1e3

    @property
    def dispatch_ms(self) -> float:
        return len(self.ops) * self.model.dispatch_us / 1e3

    @property
    def total_ms(self) -> float:
        """Device time of one traced run: kernels plus one dispatch gap per operation."""
        return self.kernel_ms + self.dispatch_ms

    def stages(self) -> dict[str, dict[str, float]]:
        """Per stage, in first-seen order: ops, GFLOP, DRAM MB, L1 MB, kernel ms, total ms."""
        table: dict[str, dict[str, float]] = {}
        for e in self.ops:
            row = table.setdefault(
                e.stage,
                {"ops": 0, "gflop": 0.0, "dram_mb": 0.0, "l1_mb": 0.0, "kernel_ms": 0.0},
            )
            row["ops"] += 1
            row["gflop"] += e.flops / 1e9
            row["dram_mb"] += e.dram_bytes / 1e6
            row["l1_mb"] += e.l1_bytes / 1e6
            row["kernel_ms"] += e.kernel_us / 1e3
        for row in table.values():
            row["total_ms"] = row["kernel_ms"] + row["ops"] * self.model.dispatch_us / 1e3
        return table


def estimate_program(
    ops: list[DeviceOp], model: DeviceModel, stage_of=lambda op: op.name
) -> ProgramEstimate:
    """The roofline estimate of a captured program; ``stage_of(op)`` names each op's stage."""
    if not ops:
        raise ValueError("the captured program has no device operations")
    return ProgramEstimate(model, tuple(estimate_op(op, model, stage_of(op)) for op in ops))
