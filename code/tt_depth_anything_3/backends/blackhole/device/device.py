"""Opening a Blackhole chip for the DA3 program (the dispatch choice) and reading what its
memory holds. The device handle is returned to the caller (``TTNNBackend``), never kept here."""

from __future__ import annotations

import logging
import os
import weakref
from pathlib import Path
from typing import Any, Literal

import ttnn

from ....config.errors import InputError
from ..mock import MOCK_CLUSTER as MOCK_CLUSTER  # the name backend.py imports
from ..mock import keep_device_files_apart
from ..ttnn_version import check_ttnn_version

log = logging.getLogger("tt_depth_anything_3.ttnn")

Dispatch = Literal["auto", "worker", "eth"]
L1_SMALL_SIZE = 32 * 1024  # conv2d halo / sliding-window config tensors
TRACE_REGION_SIZE = 64 * 1024 * 1024


def on_mock() -> bool:
    """Whether ttnn opens its mock cluster (``MOCK_CLUSTER`` set) instead of a chip."""
    return MOCK_CLUSTER in os.environ


def open_blackhole(device_id: int, dispatch: Dispatch) -> tuple[Any, str, str | None]:
    """Open a chip for this backend -> (device, dispatch used, why ETH was not used or None).

    ``"eth"`` runs the dispatch kernels on the idle Ethernet cores, freeing a Tensix column for
    compute (12x10 on a p150a instead of 11x10), and needs a tt-metal whose p150a ETH core
    descriptor is right (``patches/``); ``"worker"`` dispatches from Tensix cores; ``"auto"``
    tries ETH and, when the installed tt-metal refuses it, logs a warning and opens with worker
    dispatch (the reason is returned, and kept by ``TTNNBackend.dispatch_fallback``), logging
    the grid it opened. A ``device_id`` ttnn does not find is an InputError naming those it does.
    """
    if dispatch not in ("auto", "worker", "eth"):
        raise ValueError(f"dispatch must be 'auto', 'worker' or 'eth', got {dispatch!r}")
    check_ttnn_version()  # a ttnn other than 0.81.x dies in native code on the program
    if not Path("/dev/tenstorrent").exists() and MOCK_CLUSTER not in os.environ:
        raise ValueError(  # as a missing ttnn (backends.factory): a clean error, not a trace
            "device='tt' needs a Tenstorrent Blackhole card and there is none on this machine "
            "(/dev/tenstorrent is absent; ttnn's mock P150 checks the program without one: "
            "backends.blackhole.mock.apply_mock_environment(folder) sets it up, PYTHON.md); "
            "use device='cpu' here"
        )
    keep_device_files_apart()  # before ttnn looks for devices: its files in a folder of ours
    available = [int(i) for i in ttnn.get_device_ids()]
    if device_id not in available:  # before ttnn tries to open it (and ETH dispatch on it)
        raise InputError(
            f"device='tt:{device_id}': there is no Blackhole device {device_id} here; the "
            f"devices ttnn finds are {available} (device='tt:N' or an int N of those)"
        )
    fallback = None
    if dispatch in ("auto", "eth"):
        try:
            return _open(device_id, ttnn.DispatchCoreType.ETH), "eth", None
        except RuntimeError as err:
            if dispatch == "eth":
                raise
            fallback = str(err).splitlines()[0] if str(err) else type(err).__name__
    device = _open(device_id, ttnn.DispatchCoreType.WORKER)
    if fallback is not None:  # the grid as opened (the 12x10 stand-in mock opens 12x10)
        grid = device.compute_with_storage_grid_size()
        log.warning(
            "ETH dispatch is not available with the installed tt-metal (%s); using worker "
            "dispatch, compute grid %dx%d%s (see patches/README.md)",
            fallback,
            int(grid.x),
            int(grid.y),
            "" if on_mock() else ": ETH dispatch would free one more Tensix column",
        )
    return device, "worker", fallback


# The chips TTNNBackends of this process opened and hold (device id -> the backend, weakly: the
# handle stays the backend's): ttnn re-initialises its process-wide MetalContext at every open,
# so a second model opened on a held chip pulled the context from under the first (on the mock
# p150a a later close died with SIGSEGV). A backend dropped without ``close`` holds it no longer.
HELD: dict[int, weakref.ref] = {}


def open_held(device_id: int, dispatch: Dispatch, owner: object) -> tuple[Any, str, str | None]:
    """``open_blackhole`` for ``owner`` (a backend), which holds the chip until ``close_held``
    or until it is garbage collected; a chip a live backend of this process holds is an
    ``InputError`` (close that model first)."""
    held = HELD.get(device_id)
    if held is not None and held() is not None:
        raise InputError(
            f"device='tt:{device_id}' is held by another model of this process (one process "
            "holds one chip): close that model first (model.close(), or load it in a with "
            "block), or load this one in another process"
        )
    device, used, fallback = open_blackhole(device_id, dispatch)
    HELD[device_id] = weakref.ref(owner)
    return device, used, fallback


def close_held(device: Any, owner: object) -> None:
    """Close the chip ``device`` that ``open_held`` opened for ``owner``; it is no longer held,
    even if closing fails."""
    for device_id in [key for key, held in HELD.items() if held() is owner]:
        del HELD[device_id]
    ttnn.close_device(device)


def _open(device_id: int, core_type: Any) -> Any:
    return ttnn.open_device(
        device_id=device_id,
        l1_small_size=L1_SMALL_SIZE,
        trace_region_size=TRACE_REGION_SIZE,
        dispatch_core_config=ttnn.DispatchCoreConfig(core_type),
    )


def memory_in_use(device: Any) -> dict[str, int]:
    """Bytes allocated now per L1 bank (one per core) and per DRAM bank of ``device``."""
    return {
        f"{name}_per_bank": int(
            ttnn.device.get_memory_view(device, buffer).total_bytes_allocated_per_bank
        )
        for name, buffer in (("l1", ttnn.BufferType.L1), ("dram", ttnn.BufferType.DRAM))
    }


def l1_bytes_per_core(device: Any) -> int:
    """Allocatable L1 of one core of ``device`` (what the per-size plans budget against)."""
    return int(ttnn.device.get_memory_view(device, ttnn.BufferType.L1).total_bytes_per_bank)
