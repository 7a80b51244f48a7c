"""Group-wise against per-channel int8 weights: OpenVINO's speed and error on one linear, and
the gate figures of weight-only int8 emulated through the torch network.

    python benchmarks/int8_weight_groups.py --weights DIR [--size 378x504] [--threads 2]

1. A 4096x1024 linear on 865 tokens (bf16 hint) with fp16 weights, int8 weights with one
   scale per output channel, and int8 weights with an fp16 scale per group of 128 (a
   hand-built pattern: NNCF refuses ``group_size`` for its INT8 modes): median ms of 20 calls
   and the output's relative error against float32.
2. Every ``nn.Linear`` of the checkpoint's float32 torch network quantised and dequantised
   (symmetric int8, per channel and per group of 128 / 64 / 32), float32 arithmetic: depth
   (and sky) Pearson against the float32 network on the gate's two inputs. The figures of
   OPT_REPORT 1c.5.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np
import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "code"))

from script_args import cpu_name  # noqa: E402

from tt_depth_anything_3.backends.runtimes.graph_io import InputShape  # noqa: E402
from tt_depth_anything_3.backends.runtimes.select import gate_inputs, pearson  # noqa: E402
from tt_depth_anything_3.backends.torch.loading import build_network  # noqa: E402
from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint  # noqa: E402


def quantised(weight: np.ndarray, group: int | None) -> tuple[np.ndarray, np.ndarray]:
    """Symmetric int8 of ``weight`` (O, I) by output channel (``group`` None) or by groups of
    ``group`` inputs: (int8 values (O, G, g), scales (O, G, 1))."""
    rows, cols = weight.shape
    grouped = weight.reshape(rows, cols // (group or cols), group or cols)
    scale = np.abs(grouped).max(-1, keepdims=True) / 127
    return np.round(grouped / scale).astype(np.int8), scale


def openvino_linear(threads: int) -> None:
    import openvino as ov
    from openvino import opset13 as ops

    rng = np.random.default_rng(0)
    rows, cols, tokens = 4096, 1024, 865
    weight = rng.standard_normal((rows, cols)).astype(np.float32) * 0.02
    x = rng.standard_normal((1, tokens, cols)).astype(np.float32)
    reference = x @ weight.T
    for label, group in (("fp16 weights", 0), ("int8 per channel", None), ("int8 group 128", 128)):
        image = ops.parameter([1, tokens, cols], np.float32, name="x")
        if group == 0:
            w = ops.convert(ops.constant(weight.astype(np.float16)), np.float32)
        else:
            values, scale = quantised(weight, group)
            w = ops.multiply(ops.convert(ops.constant(values), np.float16),
                             ops.constant(scale.astype(np.float16)))  # fmt: skip
            w = ops.reshape(w, ops.constant(np.array([rows, cols], np.int64)), False)
            w = ops.convert(w, np.float32)
        model = ov.Model([ops.matmul(image, w, False, True)], [image])
        properties = {"INFERENCE_PRECISION_HINT": "bf16", "INFERENCE_NUM_THREADS": threads}
        request = ov.Core().compile_model(model, "CPU", properties).create_infer_request()
        request.infer({"x": x})
        out = request.get_output_tensor(0).data.copy()
        times = []
        for _ in range(20):
            start = time.perf_counter()
            request.infer({"x": x})
            times.append((time.perf_counter() - start) * 1e3)
        error = np.abs(out - reference).std() / reference.std()
        print(f"{label}: {statistics.median(times):.2f} ms, relative error {error:.4f}")


def emulated_gate(weights: str, size: tuple[int, int]) -> None:
    files = resolve_checkpoint("local", weights_path=weights)
    network = build_network(files.config, files.weights, "fp32")
    inputs = gate_inputs(InputShape(*size))
    with torch.inference_mode():
        reference = {name: network(image) for name, image in inputs.items()}
    linears = [m for m in network.modules() if isinstance(m, torch.nn.Linear)]
    original = [m.weight.detach().clone() for m in linears]
    for group in (None, 128, 64, 32):
        with torch.no_grad():
            for module, weight in zip(linears, original, strict=True):
                values, scale = quantised(weight.numpy(), group)
                module.weight.copy_(torch.from_numpy((values * scale).reshape(weight.shape)))
        with torch.inference_mode():
            figures = {
                name: {
                    head: round(pearson(network(image)[head], reference[name][head]), 7)
                    for head in ("depth", "sky")
                    if head in reference[name]
                }  # fmt: skip
                for name, image in inputs.items()
            }
        print(f"int8 weights, {'per channel' if group is None else f'group {group}'}: {figures}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--weights", required=True)
    parser.add_argument("--size", default="378x504")
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()
    print(cpu_name(), flush=True)
    torch.set_num_threads(args.threads)
    openvino_linear(args.threads)
    height, width = (int(side) for side in args.size.lower().split("x"))
    emulated_gate(args.weights, (height, width))


if __name__ == "__main__":
    main()
