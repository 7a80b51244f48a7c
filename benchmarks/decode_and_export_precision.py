"""The two accuracy figures of stop 36's user-facing fixes, on the tiny random test network
(``tests/support/checkpoints.py``, DA3Metric-Large preset, seed 0) and the bundled photos.

1. How far a large JPEG decoded at reduced scale (what the server does unless
   ``--full-jpeg-decode``) moves the depth from a full decode, at ``--process-res`` (SERVING.md).
2. How far an fp32 OpenVINO IR from ``export_model`` runs from ONNX Runtime with OpenVINO's
   default CPU settings and with the manifest's ``compile_config`` (PYTHON.md, export).

    python benchmarks/decode_and_export_precision.py [--process-res 140]

A random network reacts to every input level far more than a trained one: these figures bound
what the mechanisms can do, they are not accuracy figures of DA3. Name the CPU with the
figures (OpenVINO runs float32 graphs in bf16 only where the CPU has native bf16).
"""

from __future__ import annotations

import argparse
import functools
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from support.checkpoints import write_checkpoint  # noqa: E402
from tt_depth_anything_3 import DepthAnything3  # noqa: E402
from tt_depth_anything_3.backends.runtimes.export import InputShape  # noqa: E402
from tt_depth_anything_3.backends.runtimes.files import export_model  # noqa: E402
from tt_depth_anything_3.backends.torch.cpu_kernels import detect_cpu  # noqa: E402
from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint  # noqa: E402
from tt_depth_anything_3.inference.images import load_image, load_rgb  # noqa: E402
from tt_depth_anything_3.inference.preprocess import preprocess, smallest_source  # noqa: E402


def reduced_decode(weights: Path, process_res: int) -> None:
    reduce_to = functools.partial(
        smallest_source, process_res=process_res, resize_mode="upper_bound"
    )
    with DepthAnything3.from_pretrained(
        weights_path=weights, device="cpu", process_res=process_res
    ) as model:
        for name in ("rocket.jpg", "astronaut.jpg"):
            data = (ROOT / "media" / name).read_bytes()
            full = model(data).depth
            reduced = load_image(data, reduce_to=reduce_to)
            depth = model(reduced).depth
            rel = np.abs(depth - full) / full
            print(
                f"{name}: decoded {reduced.rgb.shape[1]}x{reduced.rgb.shape[0]} of "
                f"{reduced.original_size[1]}x{reduced.original_size[0]}: depth max |diff| "
                f"{np.abs(depth - full).max():.2f} m, median relative {100 * np.median(rel):.2f} %"
            )


def export_precision(weights: Path, process_res: int) -> None:
    import onnxruntime as ort
    import openvino as ov

    files = resolve_checkpoint("local", weights_path=weights)
    image = load_rgb(ROOT / "media" / "rocket.jpg")
    x = preprocess(image, process_res, "upper_bound", image.shape[:2]).array[None]
    shape = InputShape(*x.shape[2:])
    with tempfile.TemporaryDirectory() as folder:
        ir = export_model(files.config, files.weights, f"{folder}/ov", "openvino", [shape])
        onnx = export_model(files.config, files.weights, f"{folder}/onnx", "onnx", [shape])
        session = ort.InferenceSession(f"{folder}/onnx/{onnx['files'][0]['file']}")
        (want,) = session.run(["depth"], {"image": x})
        for label, config in (("default", {}), ("compile_config", ir["compile_config"])):
            compiled = ov.Core().compile_model(
                f"{folder}/ov/{ir['files'][0]['file']}", "CPU", config
            )
            got = compiled({"image": x})[compiled.output("depth")]
            rel = np.abs(got - want) / np.abs(want)
            hint = compiled.get_property("INFERENCE_PRECISION_HINT")
            print(
                f"OpenVINO {label} ({hint}) vs ONNX Runtime at {shape.dims}: max relative "
                f"{rel.max():.2e}, median {np.median(rel):.2e}"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--process-res", type=int, default=140)
    args = parser.parse_args()
    cpu = detect_cpu()
    print(f"CPU: {cpu.model}, torch capability {cpu.aten}, flags {sorted(cpu.hardware_flags)}")
    with tempfile.TemporaryDirectory() as folder:
        weights = write_checkpoint(Path(folder) / "metric", "da3metric-large", seed=0)
        reduced_decode(weights, args.process_res)
        export_precision(weights, args.process_res)


if __name__ == "__main__":
    main()
