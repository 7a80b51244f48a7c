"""The per-size device programs of ``TTNNBackend`` (its trace cache and program runner): one
``SizeProgram`` per (input size, attention), built on first use, run op by op or as a captured
metal trace (the new image copied into the persistent input), and released with everything it
allocated. At most ``limit`` input sizes are held (``TT_DA3_TT_SIZES``, default
``DEFAULT_TT_SIZES``): a new size beyond it first releases the least recently used one, so a
server that sees many sizes does not fill the device's DRAM (nor its trace region). Not
thread-safe: ``TTNNBackend`` serialises calls with its lock."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import torch
import ttnn

from ....config.lru import LruCache, limit_from_env
from ....config.parts import PATCH_SIZE
from ....modeling.network import DepthAnything3Network
from ..numerics.program import embedding_table
from ..one_pass import AttentionCalibration, guard_counts
from .dpt import ResizeMatrices, dpt_head
from .fused_resize import Resize, require_fused_resizes
from .one_pass import Kernel, OnePassAttention
from .residual_norm import ResidualNorms
from .shipped import MissingCompile, launch_one_pass_attention, refusal, require_shipped
from .tuning import Tuning, tuning_for
from .vit import AttentionImpl, vit_backbone
from .weights import RESIDUAL_DTYPE, DeviceWeights

Outputs = tuple[Any, Any, Any]  # depth, sky, guard (None in a stock program)
ProgramKey = tuple[int, int, AttentionImpl]  # height, width, attention
# Input sizes whose programs (one or two: one-pass and stock), traces, position tables, resize
# matrices and prepared conv weights a backend holds; a new size beyond it releases the least
# recently used (built again, from the kernel cache, if it returns). Each size holds tens of MB
# of DRAM (conv2d configs) and its traces share the 64 MB trace region (device.py). 4 keeps a
# photo's landscape and portrait sizes and the warm-up sizes of a video or dataset.
TT_SIZES_ENV = "TT_DA3_TT_SIZES"
DEFAULT_TT_SIZES = 4


def tt_sizes_limit() -> int:
    """How many input sizes a Blackhole backend holds: ``$TT_DA3_TT_SIZES`` (an integer >= 1),
    else ``DEFAULT_TT_SIZES``; ``InputError`` for another value."""
    return limit_from_env(TT_SIZES_ENV, DEFAULT_TT_SIZES, "Blackhole input sizes held")


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


class ProgramCache:
    """The programs of one network on one open device, keyed by (height, width, attention).

    Args:
        network: the float32 torch network (its config and position embedding).
        weights: its weights on ``device`` (``weights.prepare_weights``).
        device: the open ttnn device.
        grid: (x, y) compute grid of ``device``; ``l1_bytes``: allocatable L1 of one core.
        trace: capture one trace per program and replay it (False: run op by op).
        program: ``"fast"`` or ``"accurate"`` (``weights.TAIL_MAP_DTYPE``).
        calibration / one_pass_kernel: what a ``"one_pass"`` program runs (None: stock only).
        norms: the fused residual LayerNorm's tensors (``residual_norm.py``; None: stock ops).
        resize: ``"fused"``: the head's resizes through the resize kernel (``fused_resize.py``).
        limit: input sizes held (None: ``tt_sizes_limit()``); the least recently used beyond
            it is released (``release``) before a new size is built.
    """

    def __init__(
        self,
        network: DepthAnything3Network,
        weights: DeviceWeights,
        device: Any,
        grid: tuple[int, int],
        l1_bytes: int,
        *,
        trace: bool,
        program: str,
        calibration: AttentionCalibration | None,
        one_pass_kernel: Kernel | None,
        norms: ResidualNorms | None = None,
        resize: Resize = "stock",
        limit: int | None = None,
    ) -> None:
        self.sizes: LruCache[tuple[int, int], bool] = LruCache(
            tt_sizes_limit() if limit is None else limit
        )  # the sizes built, least recently used first
        self.network = network
        self.config = network.config
        self.weights = weights
        self.tt_device = device
        self.grid = grid
        self.l1_bytes = l1_bytes
        self.trace = trace
        self.program = program
        self.calibration = calibration
        self.one_pass_kernel = one_pass_kernel
        self.norms = norms
        self.resize = resize
        self._programs: dict[ProgramKey, SizeProgram] = {}
        self._ran: set[ProgramKey] = set()  # programs that ran through once

    def keys(self) -> list[ProgramKey]:
        """The programs built, in the order they were built."""
        return list(self._programs)

    def traces(self) -> int:
        """How many programs hold a captured trace."""
        return sum(p.trace_id is not None for p in self._programs.values())

    def built(self, size: tuple[int, int]) -> set[ProgramKey]:
        """The programs of network input ``size`` (h, w) built so far."""
        return {key for key in self._programs if key[:2] == size}

    def never_ran(self, size: tuple[int, int]) -> set[ProgramKey]:
        """The programs of ``size`` built but not yet run through once."""
        return self.built(size) - self._ran

    def mark_ran(self, size: tuple[int, int]) -> None:
        """Record that every program of ``size`` built so far ran through once."""
        self._ran.update(self.built(size))

    def tuning(self, height: int, width: int) -> Tuning:
        """The per-size plan at (height, width): with the residual LayerNorm kernel, room for
        its compile's CBs (a missing compile is a RuntimeError naming it)."""
        tokens = 1 + (height // PATCH_SIZE) * (width // PATCH_SIZE)
        kernel_cbs = 0 if self.norms is None else self.norms.require(tokens)
        try:
            return tuning_for(
                self.config,
                self.grid,
                height,
                width,
                l1_bytes=self.l1_bytes,
                norm_kernel_cb_bytes=kernel_cbs,
            )
        except ValueError as err:
            raise ValueError(
                f"the device program cannot run at network input {height}x{width} on this "
                f"{self.grid[0]}x{self.grid[1]} grid: {err}"
            ) from None

    def require_compiles(self, height: int, width: int, attention_impl: AttentionImpl) -> None:
        """Every shipped compile the program of this size and attention launches is there, else
        one MissingCompile naming all that are missing and the one setting that runs the size
        (``shipped.refusal``); checked before anything of the size is uploaded."""
        tokens = 1 + (height // PATCH_SIZE) * (width // PATCH_SIZE)
        checks = []
        if attention_impl == "one_pass" and self.one_pass_kernel is launch_one_pass_attention:
            heads = self.config.backbone.num_heads
            checks.append(lambda: require_shipped("one_pass_attention", tokens, heads))
        if self.norms is not None:
            checks.append(lambda: self.norms.require(tokens))  # type: ignore[union-attr]
        if self.resize == "fused":
            features = self.config.head.features
            checks.append(lambda: require_fused_resizes(height, width, features, self.program))
        missing = []
        for check in checks:
            try:
                check()
            except MissingCompile as err:
                missing.append(err)
        if missing:
            raise refusal(missing, (height, width), self.program)

    def get(self, height: int, width: int, attention_impl: AttentionImpl) -> SizeProgram:
        """The program of one input size and attention, built on first use (the trace cache)."""
        key = (height, width, attention_impl)
        if key not in self._programs:
            if height % PATCH_SIZE or width % PATCH_SIZE:
                raise ValueError(
                    f"input sides must be multiples of {PATCH_SIZE}, got {(height, width)}"
                )
            grid_h, grid_w = height // PATCH_SIZE, width // PATCH_SIZE
            self.require_compiles(height, width, attention_impl)
            tuning = self.tuning(height, width)
            for size, _ in self.sizes.put((height, width), True):  # free DRAM before building
                self.release(size)
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
                    self.config.backbone.head_dim,
                )
            self._programs[key] = SizeProgram(
                height,
                width,
                attention_impl,
                tuning,
                table,
                ResizeMatrices(self.tt_device, fused=self.resize == "fused"),
                one_pass,
            )
        self.sizes.get((height, width))  # now the most recently used
        return self._programs[key]

    def forward(self, program: SizeProgram, image: Any) -> Outputs:
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
            self.norms,
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

    def capture(self, program: SizeProgram, host_image: Any) -> None:
        """Compile run on the persistent input, then capture the same program as a trace; a
        capture that fails is ended and its trace released before the error goes on."""
        program.input = host_image.to(self.tt_device)
        compiled = self.forward(program, program.input)  # compile; prepares conv weights
        ttnn.synchronize_device(self.tt_device)
        for t in compiled:
            if t is not None:
                ttnn.deallocate(t)
        trace_id = ttnn.begin_trace_capture(self.tt_device, cq_id=0)
        try:
            program.outputs = self.forward(program, program.input)
        except BaseException:  # the device must not stay in capture: every later op is recorded
            ttnn.end_trace_capture(self.tt_device, trace_id, cq_id=0)
            ttnn.release_trace(self.tt_device, trace_id)
            raise
        ttnn.end_trace_capture(self.tt_device, trace_id, cq_id=0)
        ttnn.synchronize_device(self.tt_device)
        program.trace_id = trace_id

    def read_guard(self, guard: Any) -> torch.Tensor:
        """The program's guard tensor -> (3,) int64 counts."""
        return guard_counts(ttnn.to_torch(guard))

    def run_one(
        self, program: SizeProgram, image: torch.Tensor
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor | None, dict[str, float]]:
        """One image through one program -> depth, sky, guard counts (None: stock), timing."""
        start = time.perf_counter()
        host = ttnn.from_torch(image[None].to(torch.bfloat16), dtype=ttnn.bfloat16)
        if self.trace:
            if program.trace_id is None:
                self.capture(program, host)
            ttnn.copy_host_to_device_tensor(host, program.input)
            uploaded = time.perf_counter()
            ttnn.execute_trace(self.tt_device, program.trace_id, cq_id=0, blocking=False)
            depth, sky, guard = program.outputs  # type: ignore[misc]
        else:
            device_image = host.to(self.tt_device)
            uploaded = time.perf_counter()
            depth, sky, guard = self.forward(program, device_image)
            ttnn.deallocate(device_image)
        ttnn.synchronize_device(self.tt_device)
        computed = time.perf_counter()
        depth_host = self.read_map(depth, 0, program)
        sky_host = self.read_map(sky, 1, program)
        counts = None if guard is None else self.read_guard(guard)
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
    def read_map(output: Any, channel: int, program: SizeProgram) -> torch.Tensor:
        """Channel ``channel`` of a (1, 1, h*w, 2) program output -> (h, w) float32 host."""
        flat = ttnn.to_torch(output).float().reshape(-1, 2)[:, channel]
        if program.tuning.transposed:  # column-major pixels
            return flat.reshape(program.width, program.height).t().contiguous()
        return flat.reshape(program.height, program.width)

    def release(self, size: tuple[int, int]) -> None:
        """Free the programs of ``size`` (h, w), the conv weights prepared for it and ttnn's
        program cache, and with it every other size's captured trace (``TTNNBackend.release``)."""
        self.sizes.pop(size)
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
        # A trace replays program binaries from ttnn's program cache, so clearing it strands
        # every captured trace (tt-mlir issue 7609): the other sizes' traces go too, and are
        # captured again on their next call (their compiled programs rebuild the same way).
        for program in self._programs.values():
            if program.trace_id is not None:
                ttnn.release_trace(self.tt_device, program.trace_id)
                for tensor in (program.input, *(program.outputs or ())):
                    if tensor is not None:
                        ttnn.deallocate(tensor)
                program.trace_id, program.input, program.outputs = None, None, None
        self.tt_device.clear_program_cache()

    def release_all(self) -> None:
        """Free every size (``release``) and ttnn's program cache: the device holds none of
        this cache's programs (``TTNNBackend.close`` on a device it does not own)."""
        for size in dict.fromkeys([*self.sizes.keys(), *(key[:2] for key in self._programs)]):
            self.release(size)
        self.tt_device.clear_program_cache()

    def release_traces(self) -> None:
        """Release every captured trace and forget every program (the device is closing)."""
        for program in self._programs.values():
            if program.trace_id is not None:
                ttnn.release_trace(self.tt_device, program.trace_id)
        self._programs.clear()
        self._ran.clear()
        self.sizes.clear()
