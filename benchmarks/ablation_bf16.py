"""Ablation: which ops lose accuracy in bf16, in our torch path and in OpenVINO.

    python benchmarks/ablation_bf16.py --model da3metric-large --size 336x504 --threads 2

One seeded random checkpoint in the official format, one fixed input (the gate's,
``select.gate_input``), the torch float32 network as the reference. Reported for each row:
Pearson of the depth (the gate's figure), of log-depth, of the sky, and the max relative
depth error.

- ``--part torch``: bf16 arithmetic emulated in float32 one class of op at a time
  (``bf16_emulation``: bf16 operands and results, float32 accumulation, as AMX and
  AVX512-BF16 kernels do): every class alone, everything but one class, all classes, our
  ``dtype="bf16"`` as it computes on an AMX CPU, and that precision's kernels run for real
  with bf16 arithmetic (``compute_dtype=bfloat16``: oneDNN's AVX512-BF16 kernels here).
- ``--part openvino``: the exported graph compiled whole at f32 and at bf16
  (``INFERENCE_PRECISION_HINT``), and cut at the DPT head (``ov_precision.split_at_head``)
  with the backbone and the head each at f32 or bf16; each row's median latency over
  ``--runs`` calls. (Per-node f32 marks, ``precise_0`` in rt_info, had no effect on these
  graphs in OpenVINO 2026.4: see ``ov_precision``.)

Figures from random weights: real DINOv2 weights have outlier channels in the residual
stream that random ones lack (see OPT_REPORT.md).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "code"))
sys.path.insert(0, str(ROOT / "tests"))

from bf16_emulation import CLASSES, OURS_BF16_AMX, Bf16Emulation  # noqa: E402

from support.checkpoints import write_checkpoint  # noqa: E402
from tt_depth_anything_3.backends.runtimes.export import (  # noqa: E402
    InputShape,
    export_onnx,
    reference_outputs,
)
from tt_depth_anything_3.backends.runtimes.select import gate_input  # noqa: E402
from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu  # noqa: E402
from tt_depth_anything_3.backends.torch.loading import build_network  # noqa: E402
from tt_depth_anything_3.backends.torch.precision import apply_precision  # noqa: E402
from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint  # noqa: E402


def figures(out: dict[str, torch.Tensor], ref: dict[str, torch.Tensor]) -> dict[str, float]:
    """Pearson of depth, log-depth and sky; max relative depth error."""

    def pcc(a: torch.Tensor, b: torch.Tensor) -> float:
        return float(
            torch.corrcoef(torch.stack((a.flatten().double(), b.flatten().double())))[0, 1]
        )

    depth, ref_depth = out["depth"].float(), ref["depth"].float()
    result = {
        "depth": pcc(depth, ref_depth),
        "log_depth": pcc(depth.clamp_min(1e-8).log(), ref_depth.clamp_min(1e-8).log()),
        "max_rel": float(((depth - ref_depth).abs() / ref_depth.abs().clamp_min(1e-8)).max()),
    }
    if "sky" in ref:
        result["sky"] = pcc(out["sky"].float(), ref["sky"].float())
    return result


def _row(label: str, fig: dict[str, float], extra: str = "") -> None:
    sky = f"{fig['sky']:.6f}" if "sky" in fig else "-"
    print(
        f"| {label} | {fig['depth']:.6f} | {fig['log_depth']:.6f} | {sky} | "
        f"{fig['max_rel']:.1e} |{extra}",
        flush=True,
    )


def torch_part(network, image, ref) -> None:
    print("\n### torch, bf16 emulated per class of op\n")
    print("| bf16 classes | depth Pearson | log-depth Pearson | sky Pearson | max rel. err. |")
    print("|---|---|---|---|---|")
    rows = [(f"only {c}", (c,)) for c in CLASSES]
    rows += [(f"all but {c}", tuple(x for x in CLASSES if x != c)) for c in CLASSES]
    head = ("head_convs", "head_upsample", "final_conv", "activation", "sky")
    rows += [
        ("all", CLASSES),
        ("the backbone's classes (head f32)", tuple(c for c in CLASSES if c not in head)),
        ("the head's classes", head),
    ]
    rows += [("ours bf16 on AMX (emulated)", OURS_BF16_AMX)]
    for label, classes in rows:
        with torch.no_grad(), Bf16Emulation(network, classes):
            _row(label, figures(network(image), ref))


def torch_real_bf16(config, weights, image, ref, compute_dtype: torch.dtype) -> None:
    """Our ``dtype="bf16"`` with its layers computing in ``compute_dtype`` for real."""
    network = build_network(config, weights, "bf16")
    network = apply_precision(network, "bf16", torch.device("cpu"), compute_dtype)
    with torch.no_grad():
        start = time.perf_counter()
        out = network(image)
        seconds = time.perf_counter() - start
    _row(f"ours bf16, {compute_dtype} arithmetic (real kernels)", figures(out, ref),
         f" {seconds:.2f} s")  # fmt: skip


def openvino_part(onnx_path: Path, image, ref, runs: int, threads: int) -> None:
    """The whole graph at f32 and bf16, and cut at the DPT head (``ov_precision``) with each
    part at either precision; each row's median latency over ``runs`` calls."""
    import openvino as ov

    from tt_depth_anything_3.backends.runtimes.ov_precision import SplitCompiled, split_at_head

    core = ov.Core()
    print(f"\n### OpenVINO {ov.get_version()}: the whole graph, and cut at the DPT head\n")
    print("| backbone | head | depth Pearson | log-depth Pearson | sky Pearson | max rel. err. "
          "| median s |")  # fmt: skip
    print("|---|---|---|---|---|---|---|")

    def props(hint: str) -> dict:
        return {"INFERENCE_PRECISION_HINT": hint, "INFERENCE_NUM_THREADS": threads,
                "PERFORMANCE_HINT": "LATENCY"}  # fmt: skip

    array = image.numpy()
    for first, second in (("f32", "f32"), ("bf16", "bf16"), ("bf16", "f32"), ("f32", "bf16")):
        model = core.read_model(str(onnx_path))
        if first == second:
            compiled = core.compile_model(model, "CPU", props(first))
            label = ("whole graph", first)
        else:
            split = split_at_head(model)
            compiled = SplitCompiled(core.compile_model(split.first, "CPU", props(first)),
                                     core.compile_model(split.second, "CPU", props(second)),
                                     split.links)  # fmt: skip
            label = (first, second)
        request = compiled.create_infer_request()
        request.infer({"image": array})
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            request.infer({"image": array})
            times.append(time.perf_counter() - start)
        out = {}
        for output in compiled.outputs:
            names = [n for n in ("depth", "sky") if n in output.get_names()]
            if names:
                out[names[0]] = torch.from_numpy(request.get_tensor(output).data.copy())
        _row(" | ".join(label), figures(out, ref), f" {statistics.median(times):.3f} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", default="da3metric-large")
    parser.add_argument("--size", default="336x504")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--runs", type=int, default=3, help="timed OpenVINO calls per row")
    parser.add_argument("--part", choices=("torch", "openvino", "both"), default="both")
    parser.add_argument("--work", default=None, help="folder for the checkpoint and ONNX file")
    parser.add_argument("--tiny", action="store_true", help="the tests' tiny config (a smoke run)")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    height, width = (int(s) for s in args.size.split("x"))
    shape = InputShape(height, width)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(args.work or tmp)
        weights = work / "ckpt" / "model.safetensors"
        if not weights.exists():
            write_checkpoint(work / "ckpt", args.model, seed=0, tiny=args.tiny)
        config = resolve_checkpoint("local", weights_path=work / "ckpt").config
        network = build_network(config, weights, "fp32")
        image = gate_input(shape)
        ref = reference_outputs(network, image)
        cpu = detect_cpu(read_torch=False).model
        print(f"{args.model} at {height}x{width}, {args.threads} threads, seeded random weights, "
              f"the gate's input; CPU: {cpu}")  # fmt: skip
        if args.part in ("torch", "both"):
            torch_part(network, image, ref)
            for dtype in (torch.float32, torch.bfloat16):
                torch_real_bf16(config, weights, image, ref, dtype)
        if args.part in ("openvino", "both"):
            onnx_path = work / "model.onnx"
            if not onnx_path.exists():
                export_onnx(network, shape, work)
            del network
            openvino_part(onnx_path, image, ref, args.runs, args.threads)


if __name__ == "__main__":
    main()
