"""``TTNNBackend``: the whole DA3 forward on a Blackhole chip, eagerly or as one metal trace per
input size (captured on first use or at ``warmup``, replayed by copying the new image into the
persistent input tensor). One process holds one chip; calls are serialised by a lock.

With an attention calibration the programs use the one-pass attention kernel (``one_pass.py``)
and return a guard tensor with depth and sky; when the guard trips, the image runs again through
the stock-SDPA program of the same size (two programs, and two traces, per size) and the result
is marked as a fallback (``RunResult.fallback``)."""

from __future__ import annotations

import logging
import threading
import time
import traceback
from dataclasses import dataclass
from typing import Any, Literal

import torch
import ttnn

from ...config import PATCH_SIZE
from ...modeling import DepthAnything3Network
from ...one_pass import AttentionCalibration, force_stock_attention, guard_counts, run_guarded
from ..base import RunResult
from ..blackhole_numerics.program import PROGRAMS, embedding_table
from .cache import WeightCache
from .dpt import ResizeMatrices, dpt_head
from .one_pass import Kernel, OnePassAttention, compiled_one_pass_kernel
from .tuning import Tuning, tuning_for
from .vit import AttentionImpl, vit_backbone
from .weights import RESIDUAL_DTYPE, prepare_weights

log = logging.getLogger("tt_depth_anything_3.ttnn")

Dispatch = Literal["auto", "worker", "eth"]
L1_SMALL_SIZE = 32 * 1024  # conv2d halo / sliding-window config tensors
TRACE_REGION_SIZE = 64 * 1024 * 1024
Outputs = tuple[Any, Any, Any]  # depth, sky, guard (None in a stock program)
Result = tuple[torch.Tensor, torch.Tensor, dict[str, float]]  # depth, sky, timing (host)


@dataclass
class SizeProgram:
    """Everything that depends on the input size and attention: tuning, position table, the
    one-pass attention's tensors, and in trace mode the persistent input, the captured trace and
    its output tensors."""

    height: int
    width: int
    attention_impl: AttentionImpl
    tuning: Tuning
    table: Any
    matrices: ResizeMatrices
    one_pass: OnePassAttention | None = None
    input: Any = None
    trace_id: Any = None
    outputs: Outputs | None = None


def open_blackhole(device_id: int, dispatch: Dispatch) -> tuple[Any, str, str | None]:
    """Open a chip for this backend -> (device, dispatch used, why ETH was not used or None).

    ``"eth"`` runs the dispatch kernels on the idle Ethernet cores, freeing a Tensix column for
    compute (12x10 on a p150a instead of 11x10), and needs a tt-metal whose p150a ETH core
    descriptor is right (``patches/``); ``"worker"`` dispatches from Tensix cores; ``"auto"``
    tries ETH and, when the installed tt-metal refuses it, logs a warning and opens with worker
    dispatch (the reason is returned, and kept by ``TTNNBackend.dispatch_fallback``).
    """
    if dispatch not in ("auto", "worker", "eth"):
        raise ValueError(f"dispatch must be 'auto', 'worker' or 'eth', got {dispatch!r}")
    fallback = None
    if dispatch in ("auto", "eth"):
        try:
            return _open(device_id, ttnn.DispatchCoreType.ETH), "eth", None
        except RuntimeError as err:
            if dispatch == "eth":
                raise
            fallback = str(err).splitlines()[0] if str(err) else type(err).__name__
            log.warning(
                "ETH dispatch is not available with the installed tt-metal (%s); using worker "
                "dispatch and its smaller compute grid (see patches/README.md)",
                fallback,
            )
    return _open(device_id, ttnn.DispatchCoreType.WORKER), "worker", fallback


def _open(device_id: int, core_type: Any) -> Any:
    return ttnn.open_device(
        device_id=device_id,
        l1_small_size=L1_SMALL_SIZE,
        trace_region_size=TRACE_REGION_SIZE,
        dispatch_core_config=ttnn.DispatchCoreConfig(core_type),
    )


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
    ) -> None:
        if program not in PROGRAMS:
            raise ValueError(f"program must be one of {PROGRAMS}, got {program!r}")
        self.program = program
        self.precision = self.PRECISIONS[program]
        self.config = network.config
        self.network = network.eval()
        self.trace = trace
        # Decided before the device opens, so a missing compiler fails fast and leaves no chip open.
        self.attention_forced_stock = force_stock_attention()
        calibration = None if self.attention_forced_stock else attention_calibration
        if calibration is not None:
            depth = len(network.backbone.pretrained.blocks)
            if len(calibration.layers) != depth:
                raise ValueError(
                    f"the attention calibration has {len(calibration.layers)} layers, "
                    f"{self.config.model_name} has {depth}"
                )
            if not any(layer.one_pass for layer in calibration.layers):
                calibration = None  # every layer keeps the stock SDPA
        self.calibration = calibration
        self.attention_impl: AttentionImpl = "stock" if calibration is None else "one_pass"
        self.one_pass_kernel: Kernel | None = None
        if calibration is not None:
            self.one_pass_kernel = one_pass_kernel or compiled_one_pass_kernel()
        self._owns_device = device is None
        self.dispatch_fallback: str | None = None
        if device is None:
            self.tt_device, self.dispatch, self.dispatch_fallback = open_blackhole(
                device_id, dispatch
            )
        else:
            self.tt_device, self.dispatch = device, "caller"
        self.device = f"tt:{device_id}"
        self.thread_safe = False  # one program at a time on the chip
        grid = self.tt_device.compute_with_storage_grid_size()
        self.grid = (int(grid.x), int(grid.y))
        l1 = ttnn.device.get_memory_view(self.tt_device, ttnn.BufferType.L1)
        self.l1_bytes = int(l1.total_bytes_per_bank)  # allocatable L1 of one core
        start = time.perf_counter()
        self.weight_cache = weight_cache
        self.weights, self.weights_source = prepare_weights(
            self.network, self.tt_device, weight_cache
        )
        self.load_seconds = time.perf_counter() - start
        self.fallbacks = 0
        self._programs: dict[tuple[int, int, AttentionImpl], SizeProgram] = {}
        self._ran: set[tuple[int, int, AttentionImpl]] = set()  # programs that ran through once
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
            "weights_source": self.weights_source,
            "weight_cache": None if self.weight_cache is None else str(self.weight_cache.folder),
            "load_seconds": round(self.load_seconds, 3),
            "sizes": sorted({(h, w) for h, w, _ in self._programs}),
            "programs": [list(key) for key in self._programs],
            "traces": sum(p.trace_id is not None for p in self._programs.values()),
            "attention": self.attention_impl,
            "attention_forced_stock": self.attention_forced_stock,
            "one_pass_layers": 0
            if self.calibration is None
            else sum(layer.one_pass for layer in self.calibration.layers),
            "fallbacks": self.fallbacks,
        }

    # ------------------------------------------------------------------ programs
    def _program(self, height: int, width: int, attention_impl: AttentionImpl) -> SizeProgram:
        """The program of one input size and attention, built on first use (the trace cache)."""
        key = (height, width, attention_impl)
        if key not in self._programs:
            if height % PATCH_SIZE or width % PATCH_SIZE:
                raise ValueError(
                    f"input sides must be multiples of {PATCH_SIZE}, got {(height, width)}"
                )
            grid_h, grid_w = height // PATCH_SIZE, width // PATCH_SIZE
            try:
                tuning = tuning_for(self.config, self.grid, height, width, l1_bytes=self.l1_bytes)
            except ValueError as err:
                raise ValueError(
                    f"the device program cannot run at network input {height}x{width} on this "
                    f"{self.grid[0]}x{self.grid[1]} grid: {err}"
                ) from None
            table = ttnn.from_torch(
                embedding_table(self.network, grid_h, grid_w, tuning.transposed),
                dtype=RESIDUAL_DTYPE,
                layout=ttnn.TILE_LAYOUT,
                device=self.tt_device,
            )
            one_pass = None
            if attention_impl == "one_pass":
                if self.calibration is None or self.one_pass_kernel is None:
                    raise ValueError("a one-pass program needs an attention calibration")
                one_pass = OnePassAttention(
                    self.one_pass_kernel,
                    self.calibration,
                    self.tt_device,
                    self.config.backbone.num_heads,
                    grid_h * grid_w + 1,
                )
            self._programs[key] = SizeProgram(
                height,
                width,
                attention_impl,
                tuning,
                table,
                ResizeMatrices(self.tt_device),
                one_pass,
            )
        return self._programs[key]

    def _forward(self, program: SizeProgram, image: Any) -> Outputs:
        """The device program: image (1, 3, H, W) row-major bf16 -> (depth, sky) row-major and
        the one-pass guard tensor (None in a stock program)."""
        grid_h, grid_w = program.height // PATCH_SIZE, program.width // PATCH_SIZE
        features = vit_backbone(
            image,
            program.table,
            self.weights,
            program.tuning,
            self.config.backbone,
            grid_h,
            grid_w,
            program.one_pass,
        )
        guard = None if program.one_pass is None else program.one_pass.guard
        depth, sky = dpt_head(
            features,
            self.weights.head,
            self.tt_device,
            program.tuning,
            program.matrices,
            program.height,
            program.width,
            self.program,
        )
        for feature in features:
            ttnn.deallocate(feature)
        return depth, sky, guard

    def _capture(self, program: SizeProgram, host_image: Any) -> None:
        """Compile run on the persistent input, then capture the same program as a trace."""
        program.input = host_image.to(self.tt_device)
        compiled = self._forward(program, program.input)  # compile; prepares conv weights
        ttnn.synchronize_device(self.tt_device)
        for t in compiled:
            if t is not None:
                ttnn.deallocate(t)
        trace_id = ttnn.begin_trace_capture(self.tt_device, cq_id=0)
        program.outputs = self._forward(program, program.input)
        ttnn.end_trace_capture(self.tt_device, trace_id, cq_id=0)
        ttnn.synchronize_device(self.tt_device)
        program.trace_id = trace_id

    # ------------------------------------------------------------------ Backend protocol
    def run(self, batch: torch.Tensor) -> RunResult:
        """(B, 3, h, w) float32 host -> ``depth`` and ``sky`` (B, h, w) float32, the timing
        summed over the batch and one fallback flag per image; images of a batch run one after
        another through the same per-size program."""
        if batch.ndim != 4 or batch.shape[1] != 3:
            raise ValueError(f"expected a (B, 3, h, w) batch, got {tuple(batch.shape)}")
        with self._lock:
            self._check_open()
            height, width = int(batch.shape[2]), int(batch.shape[3])
            depths, skies, timings, fallbacks = [], [], [], []
            for image in batch:
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

    def _run_size(self, height: int, width: int, image: torch.Tensor) -> tuple[Result, bool]:
        """``_run_guarded``; when the device refuses a program of this size that never ran (an
        allocation or validation error of ttnn), everything the size allocated is released and
        a ValueError names the size and the reason. A program that ran before and fails now is
        a device fault: released too, and the error re-raised as it is."""
        known = {key for key in self._programs if key[:2] == (height, width)}
        before = None if known else self.memory_in_use()  # only on a size's first call
        try:
            result = self._run_guarded(height, width, image)
        except RuntimeError as err:
            failed = {key for key in self._programs if key[:2] == (height, width)} - self._ran
            if not failed and known:
                self._release((height, width))
                raise
            where = _innermost_frame(err)
            reason = ttnn_reason(err)
            traceback.clear_frames(err.__traceback__)  # the failed program's tensors
            self._release((height, width))
            after = self.memory_in_use()
            if before is not None and after != before:  # nothing of this size was held before
                log.error(
                    "%dx%d: memory left after release: %s, before: %s", height, width, after, before
                )
            raise ValueError(
                f"the device program cannot run at network input {height}x{width} on this "
                f"{self.grid[0]}x{self.grid[1]} grid ({where}): {reason}. Its memory is released; "
                "other sizes still run"
            ) from None
        self._ran.update(key for key in self._programs if key[:2] == (height, width))
        return result

    def _run_guarded(self, height: int, width: int, image: torch.Tensor) -> tuple[Result, bool]:
        """One image through the one-pass program, rerun through the stock one if its guard
        tripped -> (result, fell back). The time of a failed one-pass run is kept in
        ``one_pass_ms`` and counted in the other entries."""

        def stock() -> Result:
            depth, sky, _, timing = self._run_one(self._program(height, width, "stock"), image)
            return depth, sky, timing

        if self.attention_impl == "stock":
            return stock(), False
        first: dict[str, float] = {}

        def one_pass() -> tuple[Result, torch.Tensor]:
            program = self._program(height, width, "one_pass")
            depth, sky, counts, timing = self._run_one(program, image)
            first.update(timing)
            return (depth, sky, timing), counts

        guarded = run_guarded(one_pass, stock, force_stock=False)
        if not guarded.fallback:
            return guarded.value, False
        depth, sky, timing = guarded.value
        timing = {k: v + first.get(k, 0.0) for k, v in timing.items()}
        timing["one_pass_ms"] = sum(first.values())
        return (depth, sky, timing), True

    def _read_guard(self, guard: Any) -> torch.Tensor:
        """The program's guard tensor -> (3,) int64 counts."""
        return guard_counts(ttnn.to_torch(guard))

    def _run_one(
        self, program: SizeProgram, image: torch.Tensor
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor | None, dict[str, float]]:
        """One image through one program -> depth, sky, guard counts (None: stock), timing."""
        start = time.perf_counter()
        host = ttnn.from_torch(image[None].to(torch.bfloat16), dtype=ttnn.bfloat16)
        if self.trace:
            if program.trace_id is None:
                self._capture(program, host)
            ttnn.copy_host_to_device_tensor(host, program.input)
            uploaded = time.perf_counter()
            ttnn.execute_trace(self.tt_device, program.trace_id, cq_id=0, blocking=False)
            depth, sky, guard = program.outputs  # type: ignore[misc]
        else:
            device_image = host.to(self.tt_device)
            uploaded = time.perf_counter()
            depth, sky, guard = self._forward(program, device_image)
            ttnn.deallocate(device_image)
        ttnn.synchronize_device(self.tt_device)
        computed = time.perf_counter()
        depth_host = self._map(depth, 0, program)
        sky_host = self._map(sky, 1, program)
        counts = None if guard is None else self._read_guard(guard)
        if not self.trace:
            for t in (depth, sky, guard):
                if t is not None:
                    ttnn.deallocate(t)
        done = time.perf_counter()
        timing = {
            "upload": (uploaded - start) * 1e3,
            "device": (computed - uploaded) * 1e3,
            "download": (done - computed) * 1e3,
        }
        return depth_host, sky_host, counts, timing

    @staticmethod
    def _map(output: Any, channel: int, program: SizeProgram) -> torch.Tensor:
        """Channel ``channel`` of a (1, 1, 2, h*w) program output -> (h, w) float32 host."""
        flat = ttnn.to_torch(output).float().reshape(2, -1)[channel]
        if program.tuning.transposed:  # column-major pixels
            return flat.reshape(program.width, program.height).t().contiguous()
        return flat.reshape(program.height, program.width)

    def warmup(self, size: tuple[int, int], batch: int = 1) -> None:
        """Compile (and in trace mode capture) the programs of ``size`` (one-pass and stock) so
        the first real call, or fallback, is as fast as the next."""
        self.run(torch.zeros(1, 3, *size))
        if self.attention_impl == "one_pass":
            with self._lock:
                self._check_open()
                self._run_one(self._program(*size, "stock"), torch.zeros(3, *size))

    def memory_in_use(self) -> dict[str, int]:
        """Bytes allocated now per L1 bank (one per core) and per DRAM bank of the device."""
        return {
            f"{name}_per_bank": int(
                ttnn.device.get_memory_view(self.tt_device, buffer).total_bytes_allocated_per_bank
            )
            for name, buffer in (("l1", ttnn.BufferType.L1), ("dram", ttnn.BufferType.DRAM))
        }

    def release(self, size: tuple[int, int]) -> None:
        """Free the programs of network input ``size`` (h, w): traces, persistent tensors,
        position table, resize matrices and the conv weights prepared for it, and ttnn's
        program cache (its entries hold DRAM: the conv2d configs, tens of MB per size), so
        the device holds what it held before the size was first used. A later call at that
        size builds it again; eager programs of other sizes are re-created from the kernel
        cache on their next call, captured traces are unaffected."""
        with self._lock:
            self._check_open()
            self._release((int(size[0]), int(size[1])))

    def _release(self, size: tuple[int, int]) -> None:
        for key in [key for key in self._programs if key[:2] == size]:
            program = self._programs.pop(key)
            self._ran.discard(key)
            if program.trace_id is not None:
                ttnn.release_trace(self.tt_device, program.trace_id)
            tensors = [program.table, program.input, *(program.outputs or ())]
            for tensor in tensors:
                if tensor is not None:
                    ttnn.deallocate(tensor)
            program.matrices.release()
            if program.one_pass is not None:
                program.one_pass.release()
        for conv in self.weights.head.convs():
            for key in [key for key in conv.prepared if key[0] == size]:
                for tensor in conv.prepared.pop(key):
                    if tensor is not None:
                        ttnn.deallocate(tensor)
        self.tt_device.clear_program_cache()

    def close(self) -> None:
        """Release the traces and, if this backend opened it, the device. Idempotent."""
        with self._lock:
            if self._closed:
                return
            for program in self._programs.values():
                if program.trace_id is not None:
                    ttnn.release_trace(self.tt_device, program.trace_id)
            self._programs.clear()
            if self._owns_device:
                ttnn.close_device(self.tt_device)
            self._closed = True

    def _check_open(self) -> None:
        if self._closed:
            raise RuntimeError("this ttnn backend is closed")


def ttnn_reason(err: BaseException) -> str:
    """The message of a ttnn error without its C++ location and backtrace."""
    text = str(err)
    if "info:" in text:
        text = text.split("info:", 1)[1]
    return " ".join(text.split("backtrace:", 1)[0].split()) or type(err).__name__


def _innermost_frame(err: BaseException) -> str:
    """``module.function`` of the innermost frame of this package in ``err``'s traceback."""
    frames = [
        f for f in traceback.extract_tb(err.__traceback__) if "tt_depth_anything_3" in f.filename
    ]
    if not frames:
        return "outside the program"
    frame = frames[-1]
    return f"{frame.filename.rsplit('/', 1)[-1]}:{frame.lineno} {frame.name}"
