"""The CUDA check, for a machine with an NVIDIA GPU (one short script, about a minute).

    python benchmarks/cuda_check.py [--weights DIR] [--runs 20]

DA3Metric-Large at 518x518 and 336x504, per-image latency (median of --runs after warm-up) for
fp32, bf16, bf16 + CUDA graph and fp16 + CUDA graph, and, where ``onnxruntime-gpu`` is
installed, the exported graph on ONNX Runtime's CUDA provider (fp32) and TensorRT provider
(fp32, fp16; the first call of each size builds its engine), each with its depth Pearson
against torch fp32 on the same weights and input. Weights are seeded random (official layout)
unless --weights is given. Prints a markdown table for OPT_REPORT.md.
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

from tt_depth_anything_3 import backends  # noqa: E402
from tt_depth_anything_3.backends.torch.precision import parse_precision  # noqa: E402
from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint  # noqa: E402

# (label, dtype, trace, runtime)
CONFIGS = [
    ("fp32", "float32", False, "torch"),
    ("bf16", "bfloat16", False, "torch"),
    ("bf16 + graph", "bfloat16", True, "torch"),
    ("fp16 + graph", "float16", True, "torch"),
    ("onnxruntime cuda fp32", "float32", False, "onnxruntime"),
    ("tensorrt fp32", "float32", False, "tensorrt"),
    ("tensorrt fp16", "float16", False, "tensorrt"),
]


def _configs() -> list[tuple[str, str, bool, str]]:
    """``CONFIGS`` whose runtime this Python has (ONNX Runtime's GPU providers:
    ``onnxruntime-gpu``)."""
    from tt_depth_anything_3.backends.runtimes import onnxruntime_providers

    providers = onnxruntime_providers() or []
    has = {"torch": True, "onnxruntime": "CUDAExecutionProvider" in providers,
           "tensorrt": "TensorrtExecutionProvider" in providers}  # fmt: skip
    missing = sorted(runtime for runtime, present in has.items() if not present)
    if missing:
        print(f"skipped (onnxruntime providers {providers}): {missing}\n")
    return [config for config in CONFIGS if has[config[3]]]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--weights", default=None)
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    if not torch.cuda.is_available():
        raise SystemExit("no CUDA device: this check needs an NVIDIA GPU")
    with tempfile.TemporaryDirectory() as tmp:
        weights = args.weights
        if weights is None:
            from support.checkpoints import write_checkpoint

            weights = write_checkpoint(Path(tmp) / "w", "da3metric-large", seed=0, tiny=False)
        print(f"GPU: {torch.cuda.get_device_name()}, torch {torch.__version__}\n")
        print("| config | size | median ms/image | Pearson vs fp32 |")
        print("|---|---|---|---|")
        for size in ((518, 518), (336, 504)):
            images = torch.randn(1, 3, *size, generator=torch.Generator().manual_seed(0))
            reference = None
            for label, dtype, trace, runtime in _configs():
                files = resolve_checkpoint("local", weights_path=weights)
                spec = backends.parse_device("cuda")
                precision = parse_precision(dtype)
                backend = backends.create(
                    spec, files.config, files.weights, precision, trace, runtime=runtime
                )
                try:
                    for _ in range(3):
                        depth = torch.as_tensor(backend.run(images).heads["depth"]).cuda()
                    times = []
                    for _ in range(args.runs):
                        torch.cuda.synchronize()
                        t = time.perf_counter()
                        depth = torch.as_tensor(backend.run(images).heads["depth"]).cuda()
                        times.append((time.perf_counter() - t) * 1e3)
                finally:
                    backend.close()
                if reference is None:
                    reference = depth
                pcc = torch.corrcoef(torch.stack([depth.flatten(), reference.flatten()]))[0, 1]
                print(
                    f"| {label} | {size[0]}x{size[1]} | {statistics.median(times):.1f} | "
                    f"{float(pcc):.6f} |"
                )


if __name__ == "__main__":
    main()
