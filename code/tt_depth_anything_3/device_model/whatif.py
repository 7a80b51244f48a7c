"""What-if variants of a captured program, for what the mock cannot capture.

The mock p150a validates programs on the 11x10 worker-dispatch grid only; with ETH dispatch a
p150a has 12x10 (``patches/README.md``). ``on_wider_grid`` re-times a program captured on the
narrow grid as if each op spread over the wider grid's columns in proportion (what
``tuning.py`` does: every config is derived from the grid's width). A model of a model: it is
labelled so wherever it is printed.

``with_fused_resizes`` asks what a bilinear resize kernel that ttnn 0.81.1 lacks would give:
each resize of the program (a run of consecutive operations that ``stage_of`` puts in
``stage``: tile reshapes and the two interpolation matmuls) replaced by one operation that reads
the resized map once and writes the result once, its roofline time then bound by that DRAM
traffic. A lower bound for such a kernel, not a design.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace

from .graph import DeviceOp
from .roofline import DeviceModel

FUSED_RESIZE = "FusedResize (what-if)"


def on_wider_grid(
    ops: list[DeviceOp], model: DeviceModel, columns_from: int = 11, columns_to: int = 12
) -> tuple[list[DeviceOp], DeviceModel]:
    """(ops, model) with every op's cores scaled by ``columns_to / columns_from`` (capped at
    the new grid) and the model's grid widened to match."""
    if columns_to < columns_from or columns_from < 1:
        raise ValueError(
            f"expected a wider grid (columns_to >= columns_from >= 1), got {columns_from} -> "
            f"{columns_to}"
        )
    grid = model.grid_cores * columns_to // columns_from
    scaled = [
        replace(op, cores=min(grid, math.ceil(op.cores * columns_to / columns_from))) for op in ops
    ]
    return scaled, replace(model, grid_cores=grid)


def with_fused_resizes(
    ops: list[DeviceOp],
    stage_of: Callable[[DeviceOp], str],
    stage: str = "head: resizes",
    cores: int = 0,
) -> list[DeviceOp]:
    """``ops`` with every run of consecutive ``stage`` operations replaced by one
    ``FUSED_RESIZE`` operation reading the map (the largest input of the run's first
    operation: the interpolation matrices are small) and writing the run's last output (on
    ``cores``; 0: the model's grid)."""
    fused: list[DeviceOp] = []
    run: list[DeviceOp] = []

    def close() -> None:
        if run:
            first, last = run[0], run[-1]
            if not first.inputs or not last.outputs:
                raise ValueError(f"a resize run from {first.name} records no input or output")
            fused.append(
                replace(
                    first,
                    name=FUSED_RESIZE,
                    factory=FUSED_RESIZE,
                    arguments={},
                    inputs=(max(first.inputs, key=lambda t: t.nbytes),),
                    outputs=last.outputs[:1],
                    cores=cores,
                )
            )
            run.clear()

    for op in ops:
        if stage_of(op) == stage:
            run.append(op)
        else:
            close()
            fused.append(op)
    close()
    return fused
