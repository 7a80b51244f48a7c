"""What-if variants of a captured program, for what the mock cannot capture.

The mock p150a validates programs on the 11x10 worker-dispatch grid only; with ETH dispatch a
p150a has 12x10 (``patches/README.md``). ``on_wider_grid`` re-times a program captured on the
narrow grid as if each op spread over the wider grid's columns in proportion (what
``tuning.py`` does: every config is derived from the grid's width). A model of a model: it is
labelled so wherever it is printed.
"""

from __future__ import annotations

import math
from dataclasses import replace

from .graph import DeviceOp
from .roofline import DeviceModel


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
