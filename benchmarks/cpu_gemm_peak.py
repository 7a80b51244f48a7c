"""What this CPU's matmul gives in float32 and bfloat16 (torch, oneDNN), per thread count.

    python benchmarks/cpu_gemm_peak.py [--sizes 2048 4096] [--threads 1 2] [--runs 5]

Square matmuls, median of RUNS after two warm-ups, in GFLOP/s; the header names the CPU, its
torch capability and oneDNN's ISA line. On a CPU with AMX, bfloat16 runs on the AMX tiles
(``ONEDNN_VERBOSE=1`` shows ``brg_matmul:...amx``). The machine figures of OPT_REPORT 1c.6.
"""

from __future__ import annotations

import argparse
import statistics
import time

import torch
from script_args import positive_int

from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu


def gflops(size: int, dtype: torch.dtype, runs: int) -> float:
    generator = torch.Generator().manual_seed(0)
    a = torch.randn(size, size, generator=generator).to(dtype)
    b = torch.randn(size, size, generator=generator).to(dtype)
    for _ in range(2):
        a @ b
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        a @ b
        times.append(time.perf_counter() - start)
    return 2 * size**3 / statistics.median(times) / 1e9


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=positive_int, nargs="+", default=[2048, 4096])
    parser.add_argument("--threads", type=positive_int, nargs="+", default=[1, 2])
    parser.add_argument("--runs", type=positive_int, default=5)
    args = parser.parse_args()
    print(f"CPU: {detect_cpu(read_torch=False).model}, torch {torch.__version__}, capability "
          f"{torch.backends.cpu.get_cpu_capability()}")  # fmt: skip
    for threads in args.threads:
        torch.set_num_threads(threads)
        for size in args.sizes:
            fp32 = gflops(size, torch.float32, args.runs)
            bf16 = gflops(size, torch.bfloat16, args.runs)
            print(f"{threads} thread(s), {size}^3: float32 {fp32:.0f} GFLOP/s, bfloat16 "
                  f"{bf16:.0f} GFLOP/s ({bf16 / fp32:.1f}x)")  # fmt: skip


if __name__ == "__main__":
    main()
