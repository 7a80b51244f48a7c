"""OpenVINO's bf16 variants of a model's backbone and DPT head, timed in one process on the
photo and compared with the f32 graph.

    python benchmarks/ov_backbone_bf16.py IR [--runs 4] [--threads 2] [--bias-after]

IR: an ``openvino-ir`` cache entry's ``model.xml`` (DA3Metric-Large's, say), cut at its head
as ``runtime="openvino", dtype="bf16"`` cuts it (``ov_precision.split_at_head``) and run at
336x504 on ``media/rocket.jpg``. Backbones: ``f32``; ``bf16 hint`` (what the package runs:
every op bf16 under the plugin's hint); ``linears bf16`` (compiled with the f32 hint, each
linear layer typed bf16: its data and weights, nearest even, its output back to f32, as our
torch bf16 does; norms, softmax, GELU, attention and the residual stream f32). Heads: ``f32``
and ``units`` (``ov_precision.compute_in_bf16`` on ``residual_unit_convolutions``;
``--bias-after`` adds each unit's bias in f32 after it, as ``UNITS_VERSION`` 2 did). Printed:
each pair's median call (after one warm-up, the pairs alternating) and its depth and sky
Pearson against the f32 graph. The figures of OPT_REPORT 1c.13.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np
import openvino as ov
from bench import make_input
from ov_head_precision import Chain, pearson
from script_args import cpu_name

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "code"))

from tt_depth_anything_3.backends.runtimes.ov_precision import (  # noqa: E402
    bf16_weights,
    compute_in_bf16,
    constant_nodes,
    residual_unit_convolutions,
    split_at_head,
)

SIZE = (336, 504)


def weight_constant(core: ov.Core, weights: Any, properties: dict) -> Any:
    """``bf16_weights`` of a weight subgraph, evaluated first where it is more than a
    constant read through type and shape changes (a transposed weight)."""
    try:
        return bf16_weights(weights)
    except ValueError:
        value = core.compile_model(ov.Model([weights], []), "CPU", properties)({})[0]
        return bf16_weights(ov.op.Constant(np.ascontiguousarray(value, np.float32)).output(0))


def linears_in_bf16(core: ov.Core, model: Any, properties: dict) -> int:
    """Type each ``MatMul`` of ``model`` with constant weights bf16 (data, weights), its
    output converted back to f32; returns how many."""
    constant = constant_nodes(model)
    typed = 0
    for op in list(model.get_ordered_ops()):
        if op.get_type_name() != "MatMul":
            continue
        if op.input_value(1).get_node().get_name() not in constant:
            continue
        weights = weight_constant(core, op.input_value(1), properties)
        data = ov.opset13.convert(op.input_value(0), ov.Type.bf16)
        op.input(0).replace_source_output(data.output(0))
        op.input(1).replace_source_output(weights.output(0))
        op.validate_and_infer_types()
        consumers = list(op.output(0).get_target_inputs())
        back = ov.opset13.convert(op.output(0), ov.Type.f32)
        for consumer in consumers:
            consumer.replace_source_output(back.output(0))
        typed += 1
    model.validate_nodes_and_infer_types()
    return typed


class Pair:
    """A compiled backbone feeding a compiled head."""

    def __init__(self, backbone: Any, head: Any, compiled_head: Any, links: list[int]) -> None:
        self.backbone = backbone.create_infer_request()
        self.head = Chain([(head, compiled_head, "link", [])])
        self.links = links

    def __call__(self, image: np.ndarray) -> dict[str, np.ndarray]:
        self.backbone.infer({"image": image})
        return self.head([self.backbone.get_output_tensor(i) for i in self.links])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("ir", type=Path, help="an openvino-ir cache entry's model.xml")
    parser.add_argument("--runs", type=int, default=4)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--bias-after", action="store_true", help="units as UNITS_VERSION 2")
    args = parser.parse_args()
    print(cpu_name(), flush=True)
    core = ov.Core()
    model = core.read_model(args.ir)
    model.reshape({"image": [1, 3, *SIZE]})
    split = split_at_head(model)
    with tempfile.TemporaryDirectory() as scratch:
        make_input(SIZE, Path(scratch) / "photo.npy")
        image = np.load(Path(scratch) / "photo.npy")

    def hint(precision: str) -> dict:
        return {"INFERENCE_PRECISION_HINT": precision, "PERFORMANCE_HINT": "LATENCY",
                "INFERENCE_NUM_THREADS": args.threads}  # fmt: skip

    units = split.second.clone()
    compute_in_bf16(units, residual_unit_convolutions(units), fuse_bias=not args.bias_after)
    heads = {"f32": (split.second, core.compile_model(split.second, "CPU", hint("f32"))),
             "units": (units, core.compile_model(units, "CPU", hint("f32")))}  # fmt: skip
    linears = split.first.clone()
    print(f"linear layers typed bf16: {linears_in_bf16(core, linears, hint('f32'))}")
    backbones = {"f32": core.compile_model(split.first, "CPU", hint("f32")),
                 "bf16 hint": core.compile_model(split.first, "CPU", hint("bf16")),
                 "linears bf16": core.compile_model(linears, "CPU", hint("f32"))}  # fmt: skip
    keys = [(b, h) for b in backbones for h in heads if (b, h) != ("f32", "units")]
    pairs = {(b, h): Pair(backbones[b], *heads[h], split.links) for b, h in keys}
    reference = pairs[("f32", "f32")](image)
    times: dict[tuple[str, str], list[float]] = {key: [] for key in pairs}
    outputs = {}
    for _ in range(args.runs + 1):
        for key, pair in pairs.items():
            start = time.perf_counter()
            outputs[key] = pair(image)
            times[key].append(time.perf_counter() - start)
    print(f"{SIZE[0]}x{SIZE[1]}, {args.threads} threads, median of {args.runs} after a warm-up; "
          f"units' bias {'after, f32' if args.bias_after else 'fused, bf16'}")  # fmt: skip
    for (backbone, head), seconds in times.items():
        figures = ", ".join(f"{name} {pearson(outputs[(backbone, head)][name], value):.7f}"
                            for name, value in reference.items() if value.size > 1)  # fmt: skip
        print(f"  backbone {backbone:13s} head {head:6s} {statistics.median(seconds[1:]):.3f} s  "
              f"{figures}")  # fmt: skip


if __name__ == "__main__":
    main()
