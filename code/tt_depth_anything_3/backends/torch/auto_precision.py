"""``dtype="auto"``: the fastest precision that passes the accuracy gate on this machine.

Every precision offered passes the gate (depth Pearson >= 0.999 against float32, OPT_REPORT.md),
so "auto" is a speed choice:

- CPU: ``int8`` where an int8 GEMM kernel is fast on this CPU (``cpu_kernels``: AVX2 and up on
  x86 with oneDNN), else ``fp32``. ``bf16`` is never faster than ``int8`` on a CPU (with AMX
  both run in the matrix unit; int8 moves half the bytes), so it is not chosen.
- CUDA: ``bf16`` (tensor cores; fp16 is as fast but narrower in range).
- Blackhole (``tt``): the device program's own precision; ``fp32`` names the host side.

On a CPU the capability rule is confirmed by a short timed probe at load (about 0.1 s: one
(256 x 1024) @ (1024 x 1024) GEMM with the chosen int8 kernel and in float32, timed in
alternation, seven calls each, on one torch thread in the calling thread and by that thread's
CPU time, the ratio of each side's fastest call). Wall time read another process's load as
the kernels' speed: with one of two cores busy the median of the seven pairs' wall ratios
swung 4.3x-11.5x; the ratio of the fastest wall calls held against a spinning core (4.2x-5.1x)
but not against two processes running torch, where a two-thread parallel region waits for
its descheduled thread (0.15x-5.4x: int8 read as 6x slower than float32 and the choice
flipped). One thread's CPU time counts only the time the kernel ran: 5.3x-6.7x under that
load, 6.8x quiet (OPT_REPORT.md section 2); int8's lead per core is what the probe asks.
If int8 is not at least ``PROBE_MIN_SPEEDUP`` faster there, ``fp32`` is chosen.
``TT_DA3_AUTO_PROBE=0`` switches the probe off (the choice is then the capability rule alone,
the same on every run).
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator

import torch
import torch.nn.functional as F
from torch import nn

from ...config.precisions import PROBE_ENV, probe_enabled
from ..caller_state import in_own_precision
from .cpu_capability import CpuCapability, detect_cpu
from .cpu_kernels import select_kernels
from .int8_linear import Int8Linear

PROBE_MIN_SPEEDUP = 1.2
_PROBE_SHAPE = (256, 1024, 1024)  # tokens, in, out: one ViT-L projection's worth


PROBE_PAIRS = 7


Clock = Callable[[], float]


def interleaved_ratio(
    slow: Callable[[], object],
    fast: Callable[[], object],
    pairs: int = PROBE_PAIRS,
    clock: Clock = time.thread_time,
) -> float:
    """time(slow) / time(fast) by ``clock``, each its fastest of ``pairs`` calls timed in
    alternation (after one untimed call each: kernel creation, weight layouts): load from
    elsewhere only slows a call, so the fastest is the one it did not reach."""
    slow()
    fast()

    def seconds(run: Callable[[], object]) -> float:
        start = clock()
        run()
        return clock() - start

    times = [(seconds(slow), seconds(fast)) for _ in range(pairs)]
    return min(t for t, _ in times) / max(min(t for _, t in times), 1e-9)


@contextlib.contextmanager
def one_torch_thread() -> Iterator[None]:
    """torch on one thread (the calling one) inside the block, its setting restored after."""
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        yield
    finally:
        torch.set_num_threads(before)


@torch.inference_mode()
@in_own_precision
def probe_int8_speedup(kernel: str) -> float:
    """float32 time / int8 time of one representative GEMM with ``kernel`` (> 1: int8 faster),
    on one thread, by its CPU time (see the module docstring)."""
    tokens, k, n = _PROBE_SHAPE
    generator = torch.Generator().manual_seed(0)
    linear = nn.Linear(k, n, dtype=torch.float32)  # not a caller's default dtype
    with torch.no_grad():
        linear.weight.copy_(torch.randn(n, k, generator=generator, dtype=torch.float32) * 0.02)
    x = torch.randn(tokens, k, generator=generator, dtype=torch.float32)
    quantised = Int8Linear.from_linear(linear, kernel)
    with one_torch_thread():
        return interleaved_ratio(
            lambda: F.linear(x, linear.weight, linear.bias), lambda: quantised(x)
        )


def choose_precision(
    device: torch.device | None, cpu: CpuCapability | None = None, probe: bool | None = None
) -> str:
    """The precision ``dtype="auto"`` loads on ``device`` (``None``: a Blackhole device).

    ``cpu`` defaults to this machine's; ``probe`` to ``probe_enabled()``.
    """
    return auto_decision(device, cpu, probe)["choice"]


def auto_decision(
    device: torch.device | None, cpu: CpuCapability | None = None, probe: bool | None = None
) -> dict:
    """How ``dtype="auto"`` decides on ``device`` (``None``: a Blackhole device):
    ``{"choice", "rule", ...}``; on a CPU ``cpu_auto_decision``'s report with its probe."""
    if device is None:
        return {"choice": "fp32", "rule": "tt: the device program's own precision"}
    if device.type == "cuda":
        return {"choice": "bf16", "rule": "cuda: bf16"}
    return cpu_auto_decision(cpu, probe)


def cpu_auto_decision(cpu: CpuCapability | None = None, probe: bool | None = None) -> dict:
    """How ``dtype="auto"`` decides on this CPU: ``{"choice", "rule", "probe"}``: the
    capability rule's precision, and the timed probe (``enabled``, the measured
    ``int8_speedup`` when it ran, ``min_speedup``) that confirms int8 or turns it to fp32."""
    choice = select_kernels("int8", detect_cpu() if cpu is None else cpu)
    rule = "int8" if choice.fast else "fp32"
    enabled = probe_enabled() if probe is None else probe
    speedup = probe_int8_speedup(choice.linear) if enabled and rule == "int8" else None
    final = "fp32" if speedup is not None and speedup < PROBE_MIN_SPEEDUP else rule
    return {
        "choice": final,
        "rule": rule,
        "probe": {
            "enabled": enabled,
            "int8_speedup": None if speedup is None else round(speedup, 3),
            "min_speedup": PROBE_MIN_SPEEDUP,
        },
    }


__all__ = [
    "PROBE_ENV",
    "PROBE_MIN_SPEEDUP",
    "auto_decision",
    "choose_precision",
    "cpu_auto_decision",
    "probe_enabled",
    "probe_int8_speedup",
]
