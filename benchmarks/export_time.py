"""Where an ONNX export's time goes, and what the graph clean-up keeps:
``python benchmarks/export_time.py [--model da3-small] [--views 0] [--tiny]``.

One process: the network (full size with random weights, or the suite's tiny config with
``--tiny``) traced by ``torch.export`` (``capture``), translated to ONNX without optimisation,
then cleaned two ways on copies of that graph: this package's ``simplify`` and onnxscript's
``optimize_ir`` (what ``torch.onnx.export(optimize=True)`` runs). Prints the seconds of each
step, the node counts, and each graph's ONNX Runtime outputs against ``optimize_ir``'s on one
input (max absolute difference: 0.0 is bit-identical)."""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import onnxruntime as ort
import torch
from onnxscript import ir, optimizer

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))  # the suite's tiny configs (support/)

from support.checkpoints import TINY_ARCHITECTURES, randomize  # noqa: E402
from tt_depth_anything_3.backends.runtimes import export  # noqa: E402
from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu  # noqa: E402
from tt_depth_anything_3.config import DA3Config  # noqa: E402
from tt_depth_anything_3.modeling import network_for  # noqa: E402


def node_count(model: ir.Model) -> int:
    return sum(1 for _ in model.graph.all_nodes())


def copy_of(model: ir.Model) -> ir.Model:
    return ir.serde.deserialize_model(ir.serde.serialize_model(model))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", default="da3-small")
    parser.add_argument("--views", type=int, default=0, help="0: single images; else views")
    parser.add_argument("--tiny", action="store_true", help="the test suite's tiny config")
    args = parser.parse_args()
    torch.set_num_threads(2)
    print(f"CPU: {detect_cpu(read_torch=False).model}, torch {torch.__version__}")

    fields = {"architecture": TINY_ARCHITECTURES[args.model]} if args.tiny else {}
    config = DA3Config.from_dict({"model_name": args.model, **fields})
    network = randomize(network_for(config).eval(), 0)
    shape = export.InputShape(*export.TRACE_SIZE, batch=1, views=args.views)
    sample = torch.zeros(export.trace_shape(shape).dims)
    names = tuple(export.reference_outputs(network, sample))
    module = export._NamedOutputs(network, names, args.views > 0)

    with torch.no_grad():
        start = time.perf_counter()
        program = export.capture(module, sample, export.dynamic_axes(args.views > 0))
        captured = time.perf_counter()
        onnx_program = torch.onnx.export(
            program,
            (sample,),
            input_names=["image"],
            output_names=list(names),
            opset_version=export.ONNX_OPSET,
            dynamo=True,
            optimize=False,
            verbose=False,
        )
        translated = time.perf_counter()
    raw = onnx_program.model
    print(
        f"{args.model}{' (tiny)' if args.tiny else ''}, views {args.views}: capture "
        f"{captured - start:.1f} s, translate {translated - captured:.1f} s, "
        f"{node_count(raw)} nodes"
    )

    cleaners = {"simplify": export.simplify, "optimize_ir": optimizer.optimize_ir}
    image = np.random.default_rng(0).standard_normal(
        export.InputShape(84, 126, batch=2, views=args.views).dims
    )
    outputs = {}
    with tempfile.TemporaryDirectory() as folder:
        for label, clean in cleaners.items():
            model = copy_of(raw)
            start = time.perf_counter()
            clean(model)
            seconds = time.perf_counter() - start
            path = Path(folder) / f"{label}.onnx"
            ir.save(model, path)
            session = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
            outputs[label] = session.run(None, {"image": image.astype(np.float32)})
            print(f"  {label}: {seconds:.1f} s, {node_count(model)} nodes")
    difference = max(
        float(np.abs(a - b).max())
        for a, b in zip(outputs["simplify"], outputs["optimize_ir"], strict=True)
    )
    print(f"  outputs, simplify vs optimize_ir: max |difference| {difference}")


if __name__ == "__main__":
    main()
