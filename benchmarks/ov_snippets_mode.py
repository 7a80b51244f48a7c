"""OpenVINO's Snippets attention against plain MatMul / Softmax nodes, on a model's bf16 backbone.

    python benchmarks/ov_snippets_mode.py IR [--runs 4] [--threads 2]

IR: an ``openvino-ir`` cache entry's ``model.xml`` (DA3Metric-Large's, say), cut at its head as
``runtime="openvino", dtype="bf16"`` cuts it (``ov_precision.split_at_head``) and reshaped to
336x504. The backbone is compiled twice with the package's bf16 hint: as the package compiles
it (``SNIPPETS_MODE`` default: each attention one Snippets MHA subgraph) and with
``SNIPPETS_MODE=DISABLE`` (the attention as MatMul, Softmax and Multiply nodes). Printed: each
variant's median call (after one warm-up, the two alternating, one seeded input), its outputs'
Pearson against the default's, and its op time per call summed by (node type, kernel) from
``PERF_COUNT`` (the last call's). The figures of OPT_REPORT 1c.13.
"""

from __future__ import annotations

import argparse
import collections
import statistics
import sys
import time
from pathlib import Path

import numpy as np
import openvino as ov
from script_args import cpu_name, positive_int

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "code"))

from tt_depth_anything_3.backends.runtimes.ov_precision import split_at_head  # noqa: E402

SIZE = (336, 504)
MODES = {"default": None, "DISABLE": "DISABLE"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("ir", type=Path, help="an openvino-ir cache entry's model.xml")
    parser.add_argument("--runs", type=positive_int, default=4, help="timed calls per variant")
    parser.add_argument("--threads", type=positive_int, default=2, help="inference threads")
    args = parser.parse_args()
    print(cpu_name(), flush=True)
    core = ov.Core()
    model = core.read_model(args.ir)
    model.reshape({"image": [1, 3, *SIZE]})
    backbone = split_at_head(model).first
    image = np.random.default_rng(0).standard_normal((1, 3, *SIZE)).astype(np.float32)
    requests = {}
    for name, mode in MODES.items():
        properties = {"INFERENCE_PRECISION_HINT": "bf16", "PERFORMANCE_HINT": "LATENCY",
                      "INFERENCE_NUM_THREADS": args.threads, "PERF_COUNT": True}  # fmt: skip
        if mode is not None:
            properties["SNIPPETS_MODE"] = mode
        requests[name] = core.compile_model(backbone, "CPU", properties).create_infer_request()
    times: dict[str, list[float]] = {name: [] for name in requests}
    outputs: dict[str, list[np.ndarray]] = {}
    for _ in range(args.runs + 1):
        for name, request in requests.items():
            start = time.perf_counter()
            request.infer({"image": image})
            times[name].append(time.perf_counter() - start)
            count = len(request.model_outputs)
            outputs[name] = [request.get_output_tensor(i).data.copy() for i in range(count)]
    print(f"{SIZE[0]}x{SIZE[1]} backbone, bf16 hint, {args.threads} threads, "
          f"median of {args.runs} after a warm-up")  # fmt: skip
    for name, request in requests.items():
        pearsons = [float(np.corrcoef(a.ravel(), b.ravel())[0, 1])
                    for a, b in zip(outputs[name], outputs["default"], strict=True)]  # fmt: skip
        print(f"  SNIPPETS_MODE {name:8s} {statistics.median(times[name][1:]):.3f} s, outputs' "
              f"Pearson vs default {min(pearsons):.7f}")  # fmt: skip
        ops: collections.Counter = collections.Counter()
        for info in request.profiling_info:
            ops[(info.node_type, info.exec_type)] += info.real_time.total_seconds()
        for (node, kernel), seconds in ops.most_common(5):
            print(f"    {seconds * 1000:7.1f} ms  {node} ({kernel})")


if __name__ == "__main__":
    main()
