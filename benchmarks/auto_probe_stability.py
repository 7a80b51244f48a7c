"""How steady ``dtype="auto"``'s int8 probe reads, quiet and under load: per trial, three
estimators of float32 time / int8 time for one (256 x 1024) @ (1024 x 1024) GEMM with this
CPU's int8 kernel (OPT_REPORT section 2).

- ``median_of_ratios``: wall time, torch's threads, the median of the pairs' ratios (the
  first probe);
- ``fastest_wall``: wall time, torch's threads, the ratio of each side's fastest call (the
  second);
- ``one_thread_cpu``: one torch thread, that thread's CPU time, the ratio of the fastest calls
  (``auto_precision.probe_int8_speedup``, the one in use).

    python benchmarks/auto_probe_stability.py --trials 8 [--load spin|torch]

``--load spin``: one other process spins a core; ``--load torch``: two other processes run
torch (multi-threaded GEMMs and sorts), as a test suite beside the load does.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import platform
import statistics
import time


def spin(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        pass


def torch_work(seconds: float) -> None:
    import torch

    a, b = torch.randn(2048, 2048), torch.randn(2048, 2048)
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        (a @ b).sum()
        torch.randn(8_000_000).sort()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trials", type=int, default=8)
    parser.add_argument("--pairs", type=int, default=7)
    parser.add_argument("--load", choices=("none", "spin", "torch"), default="none")
    args = parser.parse_args()

    import torch
    import torch.nn.functional as F
    from torch import nn

    from tt_depth_anything_3.backends.torch.auto_precision import (
        interleaved_ratio,
        probe_int8_speedup,
    )
    from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu
    from tt_depth_anything_3.backends.torch.cpu_kernels import select_kernels
    from tt_depth_anything_3.backends.torch.int8_linear import Int8Linear

    kernel = select_kernels("int8", detect_cpu()).linear
    generator = torch.Generator().manual_seed(0)
    linear = nn.Linear(1024, 1024)
    with torch.no_grad():
        linear.weight.copy_(torch.randn(1024, 1024, generator=generator) * 0.02)
    x = torch.randn(256, 1024, generator=generator)
    quantised = Int8Linear.from_linear(linear, kernel)

    def seconds(run) -> float:
        start = time.perf_counter()
        run()
        return time.perf_counter() - start

    loads = {"none": [], "spin": [(spin, 1)], "torch": [(torch_work, 2)]}[args.load]
    workers = [
        multiprocessing.get_context("spawn").Process(target=target, args=(3600.0,), daemon=True)
        for target, count in loads
        for _ in range(count)
    ]
    for worker in workers:
        worker.start()
    time.sleep(3.0 if workers else 0.0)
    rows = []
    with torch.inference_mode():
        slow, fast = (lambda: F.linear(x, linear.weight, linear.bias)), (lambda: quantised(x))
        for _ in range(args.trials):
            slow()
            fast()
            pairs = [(seconds(slow), seconds(fast)) for _ in range(args.pairs)]
            rows.append({
                "median_of_ratios": round(statistics.median(a / b for a, b in pairs), 3),
                "fastest_wall": round(
                    interleaved_ratio(slow, fast, args.pairs, clock=time.perf_counter), 3
                ),
                "one_thread_cpu": round(probe_int8_speedup(kernel), 3),
            })  # fmt: skip
    for worker in workers:
        worker.terminate()
    print(json.dumps({
        "cpu": platform.processor() or platform.machine(),
        "torch_capability": torch.backends.cpu.get_cpu_capability(),
        "threads": torch.get_num_threads(), "kernel": kernel, "load": args.load, "trials": rows,
    }, indent=1))  # fmt: skip


if __name__ == "__main__":
    main()
