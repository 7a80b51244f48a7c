"""The one-pass attention, torch side (no ttnn): the reference algorithm (``reference``), the
kernel's tensor layout (``packing``), the guard and its stock fallback (``guard``) and the
per-layer calibration with a whole-network emulation (``calibration``). Used by
``tt-da3 calibrate``, the tests and the Blackhole backend (``backends/ttnn/one_pass.py``)."""

from .calibration import (
    CALIBRATION_FILE,
    AttentionCalibration,
    LayerCalibration,
    attention_override,
    calibrate_attention,
    one_pass_emulation,
    uniform_calibration,
    usable_calibration,
)
from .guard import (
    FORCE_STOCK_ENV,
    GuardedResult,
    GuardReport,
    force_stock_attention,
    run_guarded,
)
from .packing import (
    KERNEL_CHUNK,
    TILE,
    chunk_rows,
    chunk_starts,
    guard_counts,
    pack_kernel_inputs,
    padded_row_counts,
    padded_rows_in_window,
    padded_tokens,
    shift_rows,
    unpack_kernel_outputs,
    window_tiles,
    work_items,
)
from .reference import (
    FUSED_FLUSH_CHUNKS,
    GUARD_FLAGS,
    PADDED_KEY_SHIFT,
    GuardWindow,
    fused_one_pass_attention,
    one_pass_attention,
    rowsum_counts,
)

__all__ = [
    "uniform_calibration",
    "usable_calibration",
    "CALIBRATION_FILE",
    "FORCE_STOCK_ENV",
    "GUARD_FLAGS",
    "KERNEL_CHUNK",
    "FUSED_FLUSH_CHUNKS",
    "PADDED_KEY_SHIFT",
    "TILE",
    "AttentionCalibration",
    "GuardReport",
    "GuardWindow",
    "GuardedResult",
    "LayerCalibration",
    "attention_override",
    "calibrate_attention",
    "chunk_rows",
    "chunk_starts",
    "force_stock_attention",
    "fused_one_pass_attention",
    "guard_counts",
    "one_pass_attention",
    "one_pass_emulation",
    "pack_kernel_inputs",
    "padded_row_counts",
    "padded_rows_in_window",
    "padded_tokens",
    "rowsum_counts",
    "run_guarded",
    "shift_rows",
    "unpack_kernel_outputs",
    "window_tiles",
    "work_items",
]
