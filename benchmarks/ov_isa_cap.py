"""Which kernels OpenVINO's CPU plugin picks for a ViT linear pair and a DPT 3x3 convolution,
natively and under an ISA cap: does ``ONEDNN_MAX_CPU_ISA`` reach OpenVINO's own oneDNN?

    python benchmarks/ov_isa_cap.py [--emulate-isa avx2] [--precision f32|bf16]

One thread, DA3-SMALL-like shapes (864 tokens x 384 -> 1536 -> 384; 64 -> 64 channels at
108x144). Prints the median time of ten calls and each FullyConnected / Convolution node's
``exec_type`` from OpenVINO's per-node profile (``brgemm_avx2_f32`` under an AVX2 cap against
``brgconv_avx512_*`` natively; ``gemm_mlas_*`` is MLAS, which the cap does not reach). With
``--emulate-isa`` the script re-runs itself with ``bench.py``'s variables set (the caps are
read once, when the libraries start). The evidence of OPT_REPORT 1c.7.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

import numpy as np
from bench import EMULATE
from script_args import cpu_name


def measure(precision: str) -> None:
    import openvino as ov
    import openvino.opset13 as ops

    rng = np.random.default_rng(0)
    tokens = ops.parameter([1, 864, 384], np.float32, name="tokens")
    fc1 = ops.matmul(tokens, ops.constant(rng.random((1536, 384), np.float32)), False, True)
    fc2 = ops.matmul(ops.gelu(fc1, "erf"), ops.constant(rng.random((384, 1536), np.float32)),
                     False, True)  # fmt: skip
    maps = ops.parameter([1, 64, 108, 144], np.float32, name="maps")
    weights = ops.constant(rng.random((64, 64, 3, 3), np.float32))
    conv = ops.convolution(maps, weights, [1, 1], [1, 1], [1, 1], [1, 1])
    model = ov.Model([fc2, conv], [tokens, maps])
    properties = {"INFERENCE_PRECISION_HINT": precision, "PERF_COUNT": "YES",
                  "INFERENCE_NUM_THREADS": 1}  # fmt: skip
    request = ov.Core().compile_model(model, "CPU", properties).create_infer_request()
    inputs = {"tokens": rng.random((1, 864, 384), np.float32),
              "maps": rng.random((1, 64, 108, 144), np.float32)}  # fmt: skip
    for _ in range(3):
        request.infer(inputs)
    times = []
    for _ in range(10):
        start = time.perf_counter()
        request.infer(inputs)
        times.append(time.perf_counter() - start)
    cap = os.environ.get("ONEDNN_MAX_CPU_ISA", "none (native)")
    print(f"cap {cap}, hint {precision}: {statistics.median(times) * 1e3:.1f} ms per call")
    for node in request.profiling_info:
        if node.node_type in ("FullyConnected", "Convolution", "MatMul"):
            print(f"  {node.node_type}: {node.exec_type}, "
                  f"{node.real_time.total_seconds() * 1e6:.0f} us")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--emulate-isa", choices=sorted(EMULATE), default=None)
    parser.add_argument("--precision", choices=("f32", "bf16"), default="f32")
    args = parser.parse_args()
    if args.emulate_isa and os.environ.get("ONEDNN_MAX_CPU_ISA") is None:
        env = {**os.environ, **EMULATE[args.emulate_isa]}
        sys.exit(subprocess.run([sys.executable, *sys.argv], env=env, check=False).returncode)
    print(cpu_name(), flush=True)
    measure(args.precision)


if __name__ == "__main__":
    main()
