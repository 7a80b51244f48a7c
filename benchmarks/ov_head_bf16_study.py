"""Where the DPT head's bf16 loss is, in OpenVINO: each convolution alone in bf16, and the bf16
rounding of one residual-unit convolution against float64.

    python benchmarks/ov_head_bf16_study.py convs IR [--input noise|photo] [--units-only]
    python benchmarks/ov_head_bf16_study.py rounding WEIGHTS

``convs``: the IR (an ``openvino-ir`` cache entry's ``model.xml``) cut at its head as bf16
cuts it; the backbone (f32) runs once at 336x504 on a seeded noise image or
``media/rocket.jpg``; then each convolution of the head in turn is typed bf16
(``ov_precision.compute_in_bf16``) and the head compiled with the f32 hint; printed: its
depth and sky Pearson loss against the f32 head, and its time in OpenVINO's f32 profile.
``rounding``: ``refinenet1.resConfUnit2.conv1`` of a DA3Metric-Large checkpoint on a seeded
input, relative RMS error against float64 of torch's bf16 convolution, of OpenVINO's with the
fp16 weights converted to bf16 in the graph (folded by the plugin) and with the weights rounded
by ``bf16_weights``. The figures of OPT_REPORT 1c.12.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

import numpy as np
import openvino as ov
import torch
from bench import make_input
from ov_head_precision import Chain, pearson
from script_args import cpu_name

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "code"))

from tt_depth_anything_3.backends.runtimes.ov_precision import (  # noqa: E402
    bf16_weights,
    compute_in_bf16,
    residual_unit_convolutions,
    split_at_head,
)

SIZE = (336, 504)
CONVOLUTIONS = ("Convolution", "ConvolutionBackpropData")


def compile_f32(core: ov.Core, model, profile: bool = False):
    properties = {"INFERENCE_PRECISION_HINT": "f32", "PERFORMANCE_HINT": "LATENCY",
                  "INFERENCE_NUM_THREADS": 2, "PERF_COUNT": profile}  # fmt: skip
    return core.compile_model(model, "CPU", properties)


def convs(args: argparse.Namespace) -> None:
    core = ov.Core()
    model = core.read_model(args.ir)
    model.reshape({"image": [1, 3, *SIZE]})
    split = split_at_head(model)
    if args.input == "photo":
        with tempfile.TemporaryDirectory() as scratch:
            make_input(SIZE, Path(scratch) / "photo.npy")
            image = np.load(Path(scratch) / "photo.npy")
    else:
        image = np.random.default_rng(0).standard_normal((1, 3, *SIZE)).astype(np.float32)
    backbone = compile_f32(core, split.first).create_infer_request()
    backbone.infer({"image": image})
    tokens = [ov.Tensor(np.array(backbone.get_output_tensor(i).data)) for i in split.links]
    head = split.second
    profiled = compile_f32(core, head, profile=True).create_infer_request()
    for index, tensor in enumerate(tokens):
        profiled.set_tensor(f"link_{index}", tensor)
    profiled.infer()
    profiled.infer()
    seconds = {p.node_name: p.real_time.total_seconds() for p in profiled.profiling_info}
    reference = Chain([(head, compile_f32(core, head), "link", [])])(tokens)
    chosen = residual_unit_convolutions(head) if args.units_only else [
        op for op in head.get_ordered_ops() if op.get_type_name() in CONVOLUTIONS]  # fmt: skip
    print(f"each convolution alone in bf16, {args.input} input; loss = 1 - Pearson vs f32 head")
    for name in [op.get_friendly_name() for op in chosen]:
        mixed = head.clone()
        compute_in_bf16(mixed, [op for op in mixed.get_ordered_ops()
                                if op.get_friendly_name() == name])  # fmt: skip
        got = Chain([(mixed, compile_f32(core, mixed), "link", [])])(tokens)
        own = name.split("/")[0]
        time_ms = 1e3 * sum(s for n, s in seconds.items() if n == own or n.startswith(own + "/"))
        losses = ", ".join(f"{k} {1 - pearson(got[k], reference[k]):.2e}" for k in reference)
        print(f"  {name:40s} f32 {time_ms:6.1f} ms  {losses}")


def rounding(args: argparse.Namespace) -> None:
    from tt_depth_anything_3.backends.torch.loading import build_network
    from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint

    files = resolve_checkpoint("local", weights_path=args.weights)
    conv = build_network(files.config, files.weights, "fp32").head.scratch.refinenet1
    conv = conv.resConfUnit2.conv1
    weight, bias = conv.weight.detach().numpy(), conv.bias.detach().numpy()
    rng = np.random.default_rng(0)
    shape = (1, weight.shape[1], 96, 144)
    x = np.maximum(rng.standard_normal(shape).astype(np.float32), 0) * 3
    with torch.no_grad():
        exact = torch.nn.functional.conv2d(torch.from_numpy(x).double(), conv.weight.double(),
                                           conv.bias.double(), padding=1).numpy()  # fmt: skip

    def error(got: np.ndarray) -> float:
        return float(np.sqrt(np.mean((got - exact) ** 2) / np.mean(exact**2)))

    low = conv.to(dtype=torch.bfloat16, memory_format=torch.channels_last)
    with torch.no_grad():
        ours = low(torch.from_numpy(x).to(torch.bfloat16, memory_format=torch.channels_last))
    print(f"torch bf16: relative RMS error {error(ours.float().numpy()):.3e}")
    opset = ov.opset13
    core = ov.Core()
    fp16 = opset.convert(opset.constant(weight.astype(np.float16)), ov.Type.f32).output(0)
    for label, weights in (("weights converted in the graph", opset.convert(fp16, ov.Type.bf16)),
                           ("weights rounded by bf16_weights", bf16_weights(fp16))):  # fmt: skip
        data = opset.parameter(list(shape), ov.Type.f32)
        out = opset.convolution(opset.convert(data, ov.Type.bf16), weights, [1, 1], [1, 1],
                                [1, 1], [1, 1])  # fmt: skip
        out = opset.add(opset.convert(out, ov.Type.f32), opset.constant(bias.reshape(1, -1, 1, 1)))
        compiled = compile_f32(core, ov.Model([out], [data]))
        print(f"OpenVINO, {label}: relative RMS error {error(compiled({0: x})[0]):.3e}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    one = commands.add_parser("convs", help="each head convolution alone in bf16")
    one.add_argument("ir", help="an openvino-ir cache entry's model.xml")
    one.add_argument("--input", choices=("noise", "photo"), default="noise")
    one.add_argument("--units-only", action="store_true", help="the residual units alone")
    two = commands.add_parser("rounding", help="one unit convolution's bf16 error")
    two.add_argument("weights", type=Path, help="a DA3Metric-Large checkpoint folder")
    args = parser.parse_args()
    print(cpu_name(), flush=True)
    convs(args) if args.command == "convs" else rounding(args)


if __name__ == "__main__":
    main()
