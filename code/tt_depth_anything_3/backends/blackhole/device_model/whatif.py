"""What-if variants of a captured program, for what ttnn 0.81.1 cannot capture.

``with_fused_resizes`` asks what a bilinear resize kernel that ttnn 0.81.1 lacks would give:
each resize of the program (a run of consecutive operations that ``stage_of`` puts in
``stage``: tile reshapes and the two interpolation matmuls) replaced by one operation that reads
the resized map once and writes the result once, its roofline time then bound by that DRAM
traffic. A lower bound for such a kernel, not a design.

(The 12x10 grid of ETH dispatch is no longer a what-if: ``mock_p150a.MOCK_GRIDS`` captures the
program planned for it. Re-timing the 11x10 capture with each op's cores scaled by 12/11, as
this module did before, said 12.63 ms at 518x518 where the captured 12x10 program models
13.26 ms: most linears cannot use the twelfth column at 43 token tiles.)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from .graph import DeviceOp

FUSED_RESIZE = "FusedResize (what-if)"


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
