"""The int8 GEMM kernels against float32 on this CPU, at its own ISA and emulating lesser ones.

    python benchmarks/bench_int8_kernels.py --isa native,avx512,avx2

For each ISA, one child process (``ONEDNN_MAX_CPU_ISA`` / ``ATEN_CPU_CAPABILITY`` /
``MKL_ENABLE_INSTRUCTIONS`` / ``FBGEMM_ENABLE_INSTRUCTIONS`` set as ``bench.py --emulate-isa``
does) times one ViT-L block's four linear layers (qkv, proj, fc1, fc2) at DA3Metric-Large's
336x504 token count (865), with each kernel, on one thread, in CPU seconds (``thread_time``:
what the kernel costs, whatever else runs on a shared machine); median of ``--repeats``. The
JSON (``--json``, a new file) keeps every repeat's time (``block_ms_runs``) beside the medians.

Kernels: ``fp32`` (F.linear, MKL); ``int_mm``, ``onednn``, ``onednn-u7``, ``dequant`` (the
``Int8Linear`` kernels the package selects from); ``fbgemm`` (torch.ao's dynamic quantized
linear, prepacked, per-tensor activations: the old path, for comparison); ``int_mm-scalar``:
``torch._int_mm`` with oneDNN disabled, which is what torch runs on a CPU without AVX-512 VNNI
(timed on 32 tokens of one layer and scaled to the block: a scalar loop, linear in tokens).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench import EMULATE  # noqa: E402
from script_args import new_output_file, positive_int  # noqa: E402

SHAPES = ((1024, 3072), (1024, 1024), (1024, 4096), (4096, 1024))  # (in, out) of one block
KERNELS = ("fp32", "int_mm", "onednn", "onednn-u7", "dequant", "fbgemm", "int_mm-scalar")


def _child(tokens: int, repeats: int) -> dict:
    import warnings

    import torch
    import torch.nn.functional as F
    from torch import nn

    from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu
    from tt_depth_anything_3.backends.torch.cpu_kernels import select_kernels
    from tt_depth_anything_3.backends.torch.int8_linear import Int8Linear, quantize_rows

    warnings.simplefilter("ignore")  # torch.ao's deprecation notices
    torch.set_num_threads(1)
    torch.manual_seed(0)
    layers = [nn.Linear(k, n) for k, n in SHAPES]
    inputs = [torch.randn(tokens, k) for k, _ in SHAPES]
    runs = {
        "fp32": lambda: [F.linear(x, m.weight, m.bias) for m, x in zip(layers, inputs, strict=True)]
    }
    for kernel in ("int_mm", "onednn", "onednn-u7", "dequant"):
        quantised = [Int8Linear.from_linear(m, kernel) for m in layers]
        runs[kernel] = lambda q=quantised: [f(x) for f, x in zip(q, inputs, strict=True)]
    torch.backends.quantized.engine = "fbgemm"
    packed = []
    for m in layers:
        values, scale = quantize_rows(m.weight.detach())
        zero = torch.zeros(values.shape[0], dtype=torch.long)
        weight = torch._make_per_channel_quantized_tensor(values, scale.view(-1).double(), zero, 0)
        packed.append(torch.ops.quantized.linear_prepack(weight, m.bias.detach()))
    runs["fbgemm"] = lambda: [
        torch.ops.quantized.linear_dynamic(x, p, False) for p, x in zip(packed, inputs, strict=True)
    ]
    scalar_rows = 32
    values, _ = quantize_rows(inputs[1][:scalar_rows])
    weight_t = Int8Linear.from_linear(layers[1], "int_mm").weight_int8.t()

    def scalar() -> None:
        with torch.backends.mkldnn.flags(enabled=False):
            torch._int_mm(values, weight_t)

    runs["int_mm-scalar"] = scalar
    # the block's multiply-adds over the one timed layer slice's
    scalar_factor = sum(k * n for k, n in SHAPES) * tokens / (1024 * 1024 * scalar_rows)
    times = {name: [] for name in runs}
    for run in runs.values():
        run()  # first call: kernel creation
    for _ in range(repeats):
        for name, run in runs.items():
            start = time.thread_time()
            run()
            times[name].append(time.thread_time() - start)
    scale = {name: scalar_factor if name == "int_mm-scalar" else 1.0 for name in times}
    per_run = {name: [t * 1e3 * scale[name] for t in ts] for name, ts in times.items()}
    result = {name: statistics.median(ms) for name, ms in per_run.items()}
    cpu = detect_cpu()
    return {
        "cpu": {**cpu.describe(), "emulated": cpu.emulated},
        "selected": select_kernels("int8", cpu).linear,
        "block_ms": result,
        "block_ms_runs": per_run,  # each repeat (the scalar kernel scaled as its median)
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--isa", default="native,avx512,avx2", help="native and/or emulated")
    parser.add_argument("--tokens", type=positive_int, default=865)
    parser.add_argument("--repeats", type=positive_int, default=5)
    parser.add_argument("--json", type=new_output_file, default=None, help="a new file")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(_child(args.tokens, args.repeats)))
        return
    results = {}
    for isa in args.isa.split(","):
        if isa != "native" and isa not in EMULATE:
            parser.error(f"--isa takes native or {sorted(EMULATE)}, got {isa!r}")
        env = {**os.environ, "PYTHONPATH": str(ROOT / "code"), "OMP_NUM_THREADS": "1"}
        env.update(EMULATE.get(isa, {}))
        command = [sys.executable, __file__, "--child", "--tokens", str(args.tokens)]
        command += ["--repeats", str(args.repeats)]
        proc = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
        results[isa] = json.loads(proc.stdout.strip().splitlines()[-1])
    first = next(iter(results.values()))["cpu"]
    print(f"\nCPU: {first['model']} (hardware ISA {first['hardware_isa']}), one thread,")
    print(f"one ViT-L block's linears at {args.tokens} tokens, CPU ms (median of {args.repeats})\n")
    print("| ISA | selected | " + " | ".join(KERNELS) + " |")
    print("|---" * (len(KERNELS) + 2) + "|")
    for r in results.values():
        label = f"{r['cpu']['isa']}" + (" (emulated)" if r["cpu"]["emulated"] else "")
        cells = [
            f"{r['block_ms'][k]:.0f} ({r['block_ms']['fp32'] / r['block_ms'][k]:.2f}x)"
            for k in KERNELS
        ]
        print(f"| {label} | {r['selected']} | " + " | ".join(cells) + " |")
    if args.json:
        args.json.write_text(json.dumps(results, indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()
