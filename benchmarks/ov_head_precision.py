"""The DPT head at other precisions in OpenVINO, on the same bf16 backbone output.

    python benchmarks/ov_head_precision.py CACHE/runtimes/openvino-ir/<key>/model.xml \
        [--size 336x504] [--threads 2] [--runs 5]

The IR (the package's cached ``openvino-ir`` entry of a model) is cut as
``runtime="openvino", dtype="bf16"`` cuts it (``ov_precision.split_at_head``), the backbone
compiled for bf16 and run once on a seeded input; its token maps then feed the head compiled
at each setting, timed (median of RUNS after one warm-up) and compared with the head compiled
for f32 (Pearson of each output). Settings: the whole head bf16, the whole head f16, and the
head cut again where a named stage begins (``TAILS``: from there on f32, before it bf16).
The figures of OPT_REPORT 1c.6.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import openvino as ov
from script_args import cpu_name

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "code"))

from tt_depth_anything_3.backends.runtimes.ov_precision import (  # noqa: E402
    SplitModel,
    split_at_head,
    split_at_nodes,
)

# friendly names of the exported DPT head's upsamplings: the f32 tail starts there
TAILS = {
    "f32 from output_conv1": "node_upsample_bilinear2d_3",
    "f32 at full resolution": "node_upsample_bilinear2d_4",
}


def cut_tail(model: Any, start: str) -> SplitModel:
    """``model`` cut where the node named (friendly name) ``start`` begins: the tail is that
    node and everything downstream of it, its inputs named ``tail_<i>``."""
    tail: set[str] = set()
    for op in model.get_ordered_ops():
        parents = [inp.get_source_output().get_node().get_name() for inp in op.inputs()]
        if op.get_friendly_name() == start or any(p in tail for p in parents):
            tail.add(op.get_name())
    if not tail:
        raise ValueError(f"no node named {start!r} in the head")
    return split_at_nodes(model, tail, ("head_bf16", "head_f32"), "tail")


class Chain:
    """Parts (model, its compiled model, input prefix, links) run in order: a part's inputs
    are ``<prefix>_<i>``, fed from the previous part's outputs ``links``; the chain's outputs
    are the parts' other outputs, named as in the model (a compile may rename them)."""

    def __init__(self, parts: list[tuple[Any, Any, str, list[int]]]) -> None:
        self.parts = [([o.get_any_name() for o in model.outputs], compiled.create_infer_request(),
                       prefix, links) for model, compiled, prefix, links in parts]  # fmt: skip

    def __call__(self, inputs: list[Any]) -> dict[str, np.ndarray]:
        outputs = {}
        for names, request, prefix, links in self.parts:
            for index, tensor in enumerate(inputs):
                request.set_tensor(f"{prefix}_{index}", tensor)
            request.infer()
            inputs = [request.get_output_tensor(i) for i in links]
            for index, name in enumerate(names):
                if index not in links:
                    outputs[name] = request.get_output_tensor(index).data.copy()
        return outputs


def pearson(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.corrcoef(a.astype(np.float64).ravel(), b.astype(np.float64).ravel())[0, 1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("ir", help="an openvino-ir cache entry's model.xml")
    parser.add_argument("--size", default="336x504")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(cpu_name(), flush=True)
    height, width = (int(v) for v in args.size.split("x"))
    core = ov.Core()

    def compiled(model: Any, hint: str) -> Any:
        properties = {"INFERENCE_PRECISION_HINT": hint, "PERFORMANCE_HINT": "LATENCY",
                      "INFERENCE_NUM_THREADS": args.threads}  # fmt: skip
        return core.compile_model(model, "CPU", properties)

    model = core.read_model(args.ir)
    model.reshape({"image": [1, 3, height, width]})
    split = split_at_head(model)
    backbone = compiled(split.first, "bf16").create_infer_request()
    image = np.random.default_rng(0).standard_normal((1, 3, height, width)).astype(np.float32)
    backbone.infer({"image": image})
    tokens = [backbone.get_output_tensor(link) for link in split.links]
    head = split.second
    settings = {hint: Chain([(head, compiled(head, hint), "link", [])])
                for hint in ("f32", "bf16", "f16")}  # fmt: skip
    for label, start in TAILS.items():
        cut = cut_tail(head.clone(), start)
        first, tail = cut.first, cut.second
        settings[label] = Chain([(first, compiled(first, "bf16"), "link", cut.links),
                                 (tail, compiled(tail, "f32"), "tail", [])])  # fmt: skip
    reference = settings["f32"](tokens)
    print(f"head of {Path(args.ir).parent.name} at {height}x{width}, {args.threads} threads, "
          f"median of {args.runs}; Pearson against the f32 head")  # fmt: skip
    for label, chain in settings.items():
        outputs = chain(tokens)
        times = []
        for _ in range(args.runs):
            start = time.perf_counter()
            chain(tokens)
            times.append(time.perf_counter() - start)
        figures = ", ".join(f"{name} {pearson(outputs[name], reference[name]):.7f}"
                            for name in reference)  # fmt: skip
        print(f"  {label:24s} {statistics.median(times):.3f} s  {figures}")


if __name__ == "__main__":
    main()
