"""OpenVINO int8 recipes compiled for f32, as a CPU without AVX512-BF16 / AMX-BF16 would run
them, against the float32 graph, in one process.

    python benchmarks/ov_int8_without_bf16.py [--model da3metric-large] [--size 336x504] \
        [--threads 2] [--runs 4] [--weights DIR] [--emulate-isa avx2]

``runtime="openvino", dtype="int8"`` runs its float ops in bf16 and refuses a CPU without
native bf16. Would int8 pay on such a CPU with the float ops in f32? The network (seeded
random weights unless ``--weights``) is exported at one static size, quantised by NNCF with
the fc1 recipe of the package (``ov_int8.ENGINE_RECIPE``) and with fc1 + fc2, both with NNCF's
overflow fix on every layer (7-bit weights: the int16 pair sums of a CPU without VNNI would
saturate), compiled with ``INFERENCE_PRECISION_HINT=f32`` and timed (median of RUNS after one
call) beside the f32 graph; depth Pearson against it. ``--emulate-isa avx2`` re-runs this
script with ``bench.py``'s variables (oneDNN, so OpenVINO's FullyConnected and Convolution,
capped at AVX2; its MLAS and Snippets kernels stay native): the figures of OPT_REPORT 1c.7.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np
from bench import EMULATE, ROOT, make_weights, pearson

RECIPES = {"fc1 (the package's recipe)": ("fc1",), "fc1 + fc2": ("fc1", "fc2")}


def _timed(core: Any, model: Any, image: np.ndarray, threads: int, runs: int) -> tuple:
    """(depth, median seconds) of ``model`` compiled for f32 on ``threads`` threads."""
    properties = {"INFERENCE_PRECISION_HINT": "f32", "INFERENCE_NUM_THREADS": threads,
                  "PERFORMANCE_HINT": "LATENCY"}  # fmt: skip
    compiled = core.compile_model(model, "CPU", properties)
    request = compiled.create_infer_request()
    depth = request.infer({0: image})[compiled.outputs[0]].copy()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        request.infer({0: image})
        times.append(time.perf_counter() - start)
    return depth, statistics.median(times)


def measure(args: argparse.Namespace, folder: Path) -> None:
    sys.path.insert(0, str(ROOT / "code"))
    import openvino as ov

    from tt_depth_anything_3.backends.runtimes.export import InputShape, export_onnx
    from tt_depth_anything_3.backends.runtimes.ov_int8 import CLASSES, Int8Recipe, quantize
    from tt_depth_anything_3.backends.runtimes.select import gate_input
    from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu
    from tt_depth_anything_3.backends.torch.loading import build_network
    from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint

    height, width = (int(s) for s in args.size.lower().split("x"))
    weights = Path(args.weights) if args.weights else folder / "weights"
    if not args.weights:
        make_weights(args.model, weights, 0)
    files = resolve_checkpoint("local", weights_path=weights)
    shape = InputShape(height, width, 1, 0)
    network = build_network(files.config, files.weights, "fp32")
    graph = export_onnx(network, shape, folder, dynamic=False, external_data=True)
    del network
    image = gate_input(shape, 0).numpy()
    core = ov.Core()
    cpu = detect_cpu().describe()
    emulated = f"emulated {cpu['isa']} on {cpu['hardware_isa']} hardware"
    emulated = emulated if cpu["isa"] != cpu["hardware_isa"] else "native"
    print(f"{args.model} {height}x{width}, {args.threads} threads, median of {args.runs}; CPU: "
          f"{cpu['model']}, {emulated}; OpenVINO {ov.get_version()}")  # fmt: skip
    reference, seconds = _timed(core, core.read_model(str(graph)), image, args.threads, args.runs)
    print("| graph | median s | vs f32 | depth Pearson vs f32 |\n|---|---|---|---|")
    print(f"| f32 | {seconds:.3f} | 1.00x | 1 |")
    for name, int8_classes in RECIPES.items():
        floats = tuple(c for c in CLASSES if c not in int8_classes)
        recipe = Int8Recipe(float_classes=floats, overflow_fix="enable")
        model = quantize(core.read_model(str(graph)), shape, recipe)
        depth, took = _timed(core, model, image, args.threads, args.runs)
        print(f"| int8 {name}, f32 elsewhere | {took:.3f} | {seconds / took:.2f}x | "
              f"{pearson(depth, reference):.7f} |")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", default="da3metric-large")
    parser.add_argument("--size", default="336x504", help="network input HxW (multiples of 14)")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--runs", type=int, default=4)
    parser.add_argument("--weights", default=None, help="checkpoint folder (default: random)")
    parser.add_argument("--emulate-isa", choices=sorted(EMULATE), default=None)
    args = parser.parse_args()
    if args.emulate_isa and os.environ.get("ONEDNN_MAX_CPU_ISA") is None:
        # the caps are read once, at the libraries' first use: set before this process starts
        env = {**os.environ, **EMULATE[args.emulate_isa], "OMP_NUM_THREADS": str(args.threads)}
        sys.exit(subprocess.run([sys.executable, *sys.argv], env=env, check=False).returncode)
    with tempfile.TemporaryDirectory() as tmp:
        measure(args, Path(tmp))


if __name__ == "__main__":
    main()
