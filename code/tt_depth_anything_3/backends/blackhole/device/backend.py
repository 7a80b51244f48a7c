"""``TTNNBackend``: the whole DA3 forward on a Blackhole chip, eagerly or as one metal trace per
input size (``programs.ProgramCache``: built on first use or at ``warmup``, replayed by copying
the new image into the persistent input). One process holds one chip (``device.open_held``: a
second model on it is refused); calls are serialised by a lock. A size the device refuses is
released and reported as a ValueError; the other sizes run on.

With an attention calibration the programs use the one-pass attention kernel (``one_pass.py``)
and return a guard tensor with depth and sky; when the guard trips, the image runs again through
the stock-SDPA program of the same size (two programs, and two traces, per size) and the result
is marked as a fallback (``RunResult.fallback``)."""

from __future__ import annotations

import logging
import threading
import time
import traceback
import warnings
from typing import Any

import numpy as np
import torch

from ....config.cancel import checkpoint
from ....config.errors import InputError
from ....modeling.network import DepthAnything3Network
from ...base import RunResult
from ..kernel_choice import describe_kernels, kernel_choice
from ..numerics.program import PROGRAMS
from ..one_pass import (
    AttentionCalibration,
    force_stock_attention,
    run_guarded,
    usable_calibration,
)
from .cache import WeightCache
from .device import (
    MOCK_CLUSTER,
    Dispatch,
    close_held,
    l1_bytes_per_core,
    memory_in_use,
    on_mock,
    open_held,
)
from .errors import innermost_frame, ttnn_reason
from .fused_resize import Resize
from .one_pass import Kernel, compiled_one_pass_kernel, kernel_source
from .programs import ProgramCache, tt_sizes_limit
from .residual_norm import ResidualNorm, ResidualNorms
from .shipped import MissingCompile
from .vit import AttentionImpl
from .weights import prepare_weights, release_weights

log = logging.getLogger("tt_depth_anything_3.ttnn")

Result = tuple[torch.Tensor, torch.Tensor, dict[str, float]]  # depth, sky, timing (host)
MOCK_TIMING = "the mock's host time, not a device time (nothing computes on a mock)"
CHIP_TIMING = "the chip's: host clock around the program, synchronised"


class TTNNBackend:
    """Runs ``network`` (DA3Metric-Large / DA3Mono-Large) on a Blackhole device.

    Args:
        network: the loaded float32 torch network; its weights are converted once.
        device_id: chip to open when ``device`` is not given.
        device: an already open ttnn device; it is left open by ``close()``.
        trace: capture one trace per input size and replay it (False: run op by op).
        dispatch: ``"auto"`` (default: ETH, else worker with a logged warning), ``"eth"``
            (12x10 compute grid on a p150a) or ``"worker"`` (11x10); ``dispatch`` tells which
            was used and ``dispatch_fallback`` why ETH was not (None when it was not tried
            or worked). Ignored for a ``device`` opened by the caller (``dispatch`` is then
            ``"caller"``).
        weight_cache: where the converted weights are read from or written to (None: convert
            every time); ``weights_source`` tells which happened, ``load_seconds`` how long.
        attention_calibration: per-layer offsets of the one-pass attention; with one (and
            ``TT_DA3_FORCE_STOCK_ATTENTION`` not 1) ``attention_impl`` is ``"one_pass"``, which
            needs the kernel compiled by the TT-Lang compiler (a RuntimeError says what is
            missing), and each image falls back to the stock program when its guard trips.
        one_pass_kernel: the kernel to call instead of the compiled one (tests).
        residual_norm: ``"stock"`` (ttnn add + layer_norm) or ``"fused"`` (the residual
            LayerNorm kernel's shipped compile, ``residual_norm.py``); None: from
            ``TT_DA3_RESIDUAL_NORM``, else the program's default (``kernel_choice.py``: fused
            for ``"fast"``, stock for ``"accurate"``).
        resize: ``"stock"`` (two interpolation matmuls per resize) or ``"fused"`` (the head's
            resizes through the resize kernel's shipped compile, ``fused_resize.py``); None:
            from ``TT_DA3_RESIZE``, else the program's default (as ``residual_norm``). A size
            whose compile is not shipped is refused with the build command, never run stock.
        program: ``"fast"`` (default: the head's tail maps bfloat16) or ``"accurate"`` (float32
            head maps throughout); ``weights.TAIL_MAP_DTYPE``, OPT_REPORT section 4.
    """

    name = "ttnn"
    # What each device program computes in (weights.py names each dtype; OPT_REPORT section 4).
    PRECISIONS = {
        "accurate": "ttnn-bf16/fp32-residual+head",
        "fast": "ttnn-bf16/fp32-residual+head/bf16-tail",
    }

    def __init__(
        self,
        network: DepthAnything3Network,
        device_id: int = 0,
        *,
        device: Any = None,
        trace: bool = True,
        dispatch: Dispatch = "auto",
        weight_cache: WeightCache | None = None,
        attention_calibration: AttentionCalibration | None = None,
        one_pass_kernel: Kernel | None = None,
        program: str = "fast",
        residual_norm: ResidualNorm | None = None,
        resize: Resize | None = None,
    ) -> None:
        if program not in PROGRAMS:
            raise ValueError(f"program must be one of {PROGRAMS}, got {program!r}")
        self.program = program
        # Decided before the device opens: a bad TT_DA3_RESIDUAL_NORM / TT_DA3_RESIZE fails fast.
        kernels = kernel_choice(program, residual_norm, resize)
        self.residual_norm: ResidualNorm = kernels["residual_norm"]
        self.resize: Resize = kernels["resize"]
        self.precision = self.PRECISIONS[program]
        self.config = network.config
        self.network = network.eval()
        self.mock = on_mock()
        if self.mock:  # said once a model opens, so that no one reads its zeros as depth
            log.warning(
                "a mock P150 (%s): every op is validated and nothing computes: depth and sky "
                "are zeros, timings are the host's, not the device's",
                MOCK_CLUSTER,
            )
        if trace and self.mock:  # ttnn 0.81.1's mock dies (SIGSEGV) dispatching a trace
            warnings.warn(
                "a mock P150 captures no metal trace (ttnn's trace dispatch crashes on it): "
                "running eager, as trace=False; model.describe()['backend']['trace'] says so",
                stacklevel=2,
            )
            trace = False
        self.trace = trace
        # Decided before the device opens, so a missing compiler fails fast and leaves no chip open.
        self.attention_forced_stock = force_stock_attention()
        self.calibration = usable_calibration(
            None if self.attention_forced_stock else attention_calibration,
            len(network.backbone.pretrained.blocks),
            self.config.model_name,
        )
        calibration = self.calibration
        self.attention_impl: AttentionImpl = "stock" if calibration is None else "one_pass"
        self.one_pass_kernel: Kernel | None = None
        self._given_kernel = one_pass_kernel is not None
        if calibration is not None:
            self.one_pass_kernel = one_pass_kernel or compiled_one_pass_kernel()
        sizes_limit = tt_sizes_limit()  # a bad TT_DA3_TT_SIZES fails before the device opens
        self.weight_cache = weight_cache
        self._owns_device = device is None
        self.dispatch_fallback: str | None = None
        if device is None:
            self.tt_device, self.dispatch, self.dispatch_fallback = open_held(
                device_id, dispatch, self
            )
        else:
            self.tt_device, self.dispatch = device, "caller"
        try:
            self._load(device_id, trace, program, sizes_limit)
        except BaseException:  # a failed load (a bad weight cache, Ctrl-C) leaves no chip open
            if self._owns_device:
                close_held(self.tt_device, self)
            raise

    def _load(self, device_id: int, trace: bool, program: str, sizes_limit: int) -> None:
        """Everything after the device opened: its grid, the weights, the program cache."""
        calibration = self.calibration
        self.device = f"tt:{device_id}"
        self.thread_safe = False  # one program at a time on the chip
        self.runs_views = False  # the device program runs DA3Metric / DA3Mono, one view each
        grid = self.tt_device.compute_with_storage_grid_size()
        self.grid = (int(grid.x), int(grid.y))
        self.l1_bytes = l1_bytes_per_core(self.tt_device)
        start = time.perf_counter()
        self.weights, self.weights_source = prepare_weights(
            self.network, self.tt_device, self.weight_cache
        )
        self.load_seconds = time.perf_counter() - start
        self.fallbacks = 0
        vit = self.network.backbone.pretrained
        norms = ResidualNorms(vit, self.tt_device) if self.residual_norm == "fused" else None
        self.programs = ProgramCache(
            self.network,
            self.weights,
            self.tt_device,
            self.grid,
            self.l1_bytes,
            trace=trace,
            program=program,
            calibration=calibration,
            one_pass_kernel=self.one_pass_kernel,
            norms=norms,
            resize=self.resize,
            limit=sizes_limit,
        )
        self._lock = threading.Lock()
        self._closed = False

    def describe(self) -> dict[str, Any]:
        """What this backend runs with, for ``/info``-style reports."""
        return {
            "name": self.name,
            "device": self.device,
            "precision": self.precision,
            "program": self.program,
            "dispatch": self.dispatch,
            "dispatch_fallback": self.dispatch_fallback,
            "grid": list(self.grid),
            "l1_bytes_per_core": self.l1_bytes,
            "trace": self.trace,
            "mock": self.mock,
            # what timing_ms["device"] is: on a mock nothing computes, it times the host's work
            "device_timing": MOCK_TIMING if self.mock else CHIP_TIMING,
            "weights_source": self.weights_source,
            "weight_cache": None if self.weight_cache is None else str(self.weight_cache.folder),
            "load_seconds": round(self.load_seconds, 3),
            "sizes": sorted({(h, w) for h, w, _ in self.programs.keys()}),
            "sizes_limit": self.programs.sizes.limit,  # TT_DA3_TT_SIZES: the LRU size released
            "programs": [list(key) for key in self.programs.keys()],
            "traces": self.programs.traces(),
            "attention": self.attention_impl,
            "attention_forced_stock": self.attention_forced_stock,
            "residual_norm": self.residual_norm,
            "resize": self.resize,
            "kernels": describe_kernels(
                {"residual_norm": self.residual_norm, "resize": self.resize},
                one_pass_attention=self.attention_impl == "one_pass",
            ),
            "one_pass_layers": 0
            if self.calibration is None
            else sum(layer.one_pass for layer in self.calibration.layers),
            "fallbacks": self.fallbacks,
            "one_pass_kernel": None  # where the attention kernel's code comes from
            if self.one_pass_kernel is None
            else kernel_source(self.one_pass_kernel, self._given_kernel),
        }

    # ------------------------------------------------------------------ Backend protocol
    def run_views(self, views: torch.Tensor, **options: Any) -> RunResult:
        """Not on Blackhole: its program is the single-view network (``runs_views`` False)."""
        raise InputError(
            "the Blackhole backend runs DA3Metric-Large / DA3Mono-Large one view at a time; "
            "reconstruct several views together with device='cpu' or 'cuda'"
        )

    def run(self, batch: np.ndarray | torch.Tensor) -> RunResult:
        """(B, 3, h, w) float32 host (numpy or torch) -> ``depth`` and ``sky`` (B, h, w)
        float32, the timing summed over the batch and one fallback flag per image; images of a
        batch run one after another through the same per-size program."""
        batch = torch.as_tensor(batch)
        if batch.ndim != 4 or batch.shape[1] != 3:
            raise ValueError(f"expected a (B, 3, h, w) batch, got {tuple(batch.shape)}")
        with self._lock:
            self._check_open()
            height, width = int(batch.shape[2]), int(batch.shape[3])
            depths, skies, timings, fallbacks = [], [], [], []
            for image in batch:
                checkpoint()  # before each trace replay: stop if the request is gone
                (depth, sky, timing), fallback = self._run_size(height, width, image)
                depths.append(depth)
                skies.append(sky)
                timings.append(timing)
                fallbacks.append(fallback)
            keys = dict.fromkeys(k for t in timings for k in t)  # one_pass_ms: fallbacks only
            timing_ms = {k: sum(t.get(k, 0.0) for t in timings) for k in keys}
            self.fallbacks += sum(fallbacks)
        heads = {"depth": torch.stack(depths), "sky": torch.stack(skies)}
        return RunResult(heads, timing_ms, tuple(fallbacks))

    def _run_size(
        self, height: int, width: int, image: torch.Tensor, stock_only: bool = False
    ) -> tuple[Result, bool]:
        """``_run_guarded``; when the device refuses a program of this size that never ran (an
        allocation or validation error of ttnn), everything the size allocated is released and
        a ValueError names the size and the reason. A program that ran before and fails now is
        a device fault: released too, and the error re-raised as it is."""
        size = (height, width)
        known = self.programs.built(size)
        before = None if known else self.memory_in_use()  # only on a size's first call
        try:
            result = self._run_guarded(height, width, image, stock_only)
        except RuntimeError as err:
            if not self.programs.never_ran(size) and known:
                self.programs.release(size)
                raise
            where = innermost_frame(err)
            reason = ttnn_reason(err)
            traceback.clear_frames(err.__traceback__)  # the failed program's tensors
            self.programs.release(size)
            after = self.memory_in_use()
            # nothing of this size was held before; less is the other sizes' cached programs
            # and traces, which the release of ttnn's program cache frees too
            if before is not None and any(after[k] > before[k] for k in after):
                log.error(
                    "%dx%d: memory left after release: %s, before: %s", height, width, after, before
                )
            if isinstance(err, MissingCompile):  # not the grid's or the memory's doing
                raise ValueError(
                    f"the device program cannot run at network input {height}x{width}: {err}"
                ) from None
            raise ValueError(
                f"the device program cannot run at network input {height}x{width} on this "
                f"{self.grid[0]}x{self.grid[1]} grid ({where}): {reason}. Its memory is released; "
                "other sizes still run"
            ) from None
        self.programs.mark_ran(size)
        return result

    def _run_guarded(
        self, height: int, width: int, image: torch.Tensor, stock_only: bool = False
    ) -> tuple[Result, bool]:
        """One image through the one-pass program, rerun through the stock one if its guard
        tripped -> (result, fell back); ``stock_only``: the stock program alone. The time of a
        failed one-pass run is kept in ``one_pass_ms`` and counted in the other entries."""

        def stock() -> Result:
            depth, sky, _, timing = self.programs.run_one(
                self.programs.get(height, width, "stock"), image
            )
            return depth, sky, timing

        if self.attention_impl == "stock" or stock_only:
            return stock(), False
        first: dict[str, float] = {}

        def one_pass() -> tuple[Result, torch.Tensor]:
            program = self.programs.get(height, width, "one_pass")
            depth, sky, counts, timing = self.programs.run_one(program, image)
            first.update(timing)
            return (depth, sky, timing), counts

        guarded = run_guarded(one_pass, stock, force_stock=False)
        if not guarded.fallback:
            return guarded.value, False
        log.warning("%dx%d: the one-pass attention's guard tripped (rows out of its window: "
                    "%s); rerun on the stock program", height, width, guarded.guard)  # fmt: skip
        depth, sky, timing = guarded.value
        timing = {k: v + first.get(k, 0.0) for k, v in timing.items()}
        timing["one_pass_ms"] = sum(first.values())
        return (depth, sky, timing), True

    def warmup(self, size: tuple[int, int], batch: int = 1) -> None:
        """Compile (and in trace mode capture) the programs of ``size`` (one-pass and stock) so
        the first real call, or fallback, is as fast as the next. A size the device refuses is
        released and a ValueError, as in ``run``."""
        self.run(torch.zeros(1, 3, *size))
        if self.attention_impl == "one_pass":  # the stock program too, through the same path
            height, width = int(size[0]), int(size[1])
            with self._lock:
                self._check_open()
                self._run_size(height, width, torch.zeros(3, height, width), stock_only=True)

    def memory_in_use(self) -> dict[str, int]:
        """Bytes allocated now per L1 bank (one per core) and per DRAM bank of the device."""
        return memory_in_use(self.tt_device)

    def release(self, size: tuple[int, int]) -> None:
        """Free the programs of network input ``size`` (h, w): traces, persistent tensors,
        position table, resize matrices and the conv weights prepared for it, and ttnn's
        program cache (its entries hold DRAM: the conv2d configs, tens of MB per size), so
        the device holds what it held before the size was first used. A later call at that
        size builds it again; eager programs of other sizes are re-created from the kernel
        cache on their next call, and their captured traces, which replay from that program
        cache, are captured again. A new size beyond ``TT_DA3_TT_SIZES`` releases the least
        recently used one this way (``programs.tt_sizes_limit``)."""
        with self._lock:
            self._check_open()
            self.programs.release((int(size[0]), int(size[1])))

    def close(self) -> None:
        """Close the device if this backend opened it (its traces released first); on a device
        the caller opened (``device=``), free everything the backend allocated there: every
        size's programs and prepared conv weights, ttnn's program cache, the weights and the
        fused norms' tensors. Idempotent."""
        with self._lock:
            if self._closed:
                return
            self._closed = True  # a release that fails midway is not tried again
            if self._owns_device:
                try:
                    self.programs.release_traces()
                finally:
                    close_held(self.tt_device, self)
                return
            self.programs.release_all()
            release_weights(self.weights)
            if self.programs.norms is not None:
                self.programs.norms.release()

    def _check_open(self) -> None:
        if self._closed:
            raise RuntimeError("this ttnn backend is closed")
