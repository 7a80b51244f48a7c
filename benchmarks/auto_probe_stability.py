"""How steady ``dtype="auto"``'s int8 probe reads, quiet and with a core kept busy: per trial,
the median of the pairs' ratios (the old estimator) and the ratio of each side's fastest call
(``auto_precision.interleaved_ratio``, the one in use), for one (256 x 1024) @ (1024 x 1024)
GEMM in float32 and with this CPU's int8 kernel (OPT_REPORT section 2).

    python benchmarks/auto_probe_stability.py --trials 8 [--busy]
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=8)
    parser.add_argument("--pairs", type=int, default=7)
    parser.add_argument("--busy", action="store_true", help="one other process spins a core")
    args = parser.parse_args()

    import torch
    import torch.nn.functional as F
    from torch import nn

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

    busy = None
    if args.busy:
        busy = multiprocessing.Process(target=spin, args=(3600.0,), daemon=True)
        busy.start()
        time.sleep(0.5)
    rows = []
    with torch.inference_mode():
        slow, fast = (lambda: F.linear(x, linear.weight, linear.bias)), (lambda: quantised(x))
        for _ in range(args.trials):
            slow()
            fast()
            pairs = [(seconds(slow), seconds(fast)) for _ in range(args.pairs)]
            rows.append({
                "median_of_ratios": round(statistics.median(a / b for a, b in pairs), 3),
                "fastest_ratio": round(min(a for a, _ in pairs) / min(b for _, b in pairs), 3),
            })  # fmt: skip
    if busy is not None:
        busy.terminate()
    print(json.dumps({
        "cpu": platform.processor() or platform.machine(),
        "torch_capability": torch.backends.cpu.get_cpu_capability(),
        "threads": torch.get_num_threads(), "kernel": kernel, "busy": args.busy, "trials": rows,
    }, indent=1))  # fmt: skip


if __name__ == "__main__":
    main()
