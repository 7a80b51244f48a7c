"""The estimate of a captured program as a per-stage table and a JSON summary."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .graph import load_capture, read_capture
from .roofline import DeviceModel, ProgramEstimate, estimate_program
from .stages import da3_stage


def estimate_capture(path: str | Path, model: DeviceModel) -> ProgramEstimate:
    """The roofline estimate of the DA3 program captured at ``path``; a ``ValueError`` naming
    the file for a capture it cannot read (``load_capture`` checks each node's and record's
    types; what is left is a missing key, an unreadable value, or an operation without the
    tensors its kind reads)."""
    graph, python_io = load_capture(path)
    try:
        return estimate_program(read_capture(graph, python_io), model, da3_stage)
    except KeyError as err:  # JSON, but not what end_graph_capture_to_file writes
        raise ValueError(
            f"{path} is not a graph capture ttnn wrote: a node or record lacks {err}"
        ) from None
    except (ValueError, IndexError) as err:  # a value or an op's tensors: not ttnn's capture
        raise ValueError(f"{path} is not a graph capture this model reads: {err}") from None


def summary(estimate: ProgramEstimate) -> dict[str, Any]:
    """Totals, stages and the model's constants, for JSON."""
    m = estimate.model
    return {
        "device_model": m.name,
        "is_a_model": True,
        "ops": len(estimate.ops),
        "kernel_ms": round(estimate.kernel_ms, 4),
        "dispatch_ms": round(estimate.dispatch_ms, 4),
        "total_ms": round(estimate.total_ms, 4),
        "gflop": round(sum(e.flops for e in estimate.ops) / 1e9, 3),
        "stages": {
            name: {k: round(v, 4) for k, v in row.items()}
            for name, row in estimate.stages().items()
        },
        "assumptions": {
            "clock_ghz": m.clock_ghz,
            "flop_per_cycle_per_core_lofi": m.flop_per_cycle_lofi,
            "dram_gb_s": m.dram_gb_s,
            "noc_bytes_per_cycle_per_core": m.noc_bytes_per_cycle,
            "sfpu_exp_per_cycle_per_core": m.sfpu_exp_per_cycle,
            "dispatch_us_per_op": m.dispatch_us,
        },
    }


def format_table(estimate: ProgramEstimate, title: str = "") -> str:
    """A markdown table: one row per stage, then the total (kernels + dispatch gaps)."""
    lines = [f"{title}\n" if title else ""]
    lines.append("| stage | ops | GFLOP | DRAM MB | L1 MB | kernels ms | + dispatch ms |")
    lines.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name, row in estimate.stages().items():
        lines.append(
            f"| {name} | {row['ops']:.0f} | {row['gflop']:.1f} | {row['dram_mb']:.0f} | "
            f"{row['l1_mb']:.0f} | {row['kernel_ms']:.2f} | {row['total_ms']:.2f} |"
        )
    gflop = sum(e.flops for e in estimate.ops) / 1e9
    dram = sum(e.dram_bytes for e in estimate.ops) / 1e6
    l1 = sum(e.l1_bytes for e in estimate.ops) / 1e6
    lines.append(
        f"| **total ({estimate.model.name}, a model)** | {len(estimate.ops)} | {gflop:.1f} | "
        f"{dram:.0f} | {l1:.0f} | {estimate.kernel_ms:.2f} | **{estimate.total_ms:.2f}** |"
    )
    return "\n".join(line for line in lines if line)
