"""The DPT head's float32 convolutions with oneDNN's bf16 math mode, on a CPU with AMX:
``python benchmarks/head_fpmath.py [--model da3metric-large] [--size 336x504] [--runs 4]
[--weights FOLDER]``.

torch's ``torch.backends.mkldnn.conv.fp32_precision = "bf16"`` lets oneDNN round a float32
convolution's inputs to bf16 and run it on AMX, accumulating and writing float32 (the
activations between layers stay float32, unlike a bf16 head). The torch backend's float32 and
bf16 paths keep the head in float32 on CPUs; this measures what the math mode would give there.
Each precision in one process: calls alternate between the two modes; prints the median call and
head time of each, and the log-depth Pearson against the float32 network in the strict mode."""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))  # the suite's helpers (support/)

from support.checkpoints import open_backend, write_checkpoint  # noqa: E402
from tt_depth_anything_3.backends.runtimes.select import pearson  # noqa: E402
from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu  # noqa: E402

MODES = ("ieee", "bf16")  # strict float32, then bf16 math mode


def timed_head(network: torch.nn.Module) -> list[float]:
    """Seconds of each head call from now on."""
    seconds: list[float] = []
    forward = network.head.forward

    def head(*args, **kwargs):
        start = time.perf_counter()
        out = forward(*args, **kwargs)
        seconds.append(time.perf_counter() - start)
        return out

    network.head.forward = head
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", default="da3metric-large")
    parser.add_argument("--size", default="336x504")
    parser.add_argument("--runs", type=int, default=4)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--weights", type=Path, help="a checkpoint folder (default: random)")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    height, width = map(int, args.size.split("x"))
    cpu = detect_cpu()
    print(f"CPU: {cpu.model}, torch {torch.__version__} ({cpu.aten}), {args.threads} threads")
    image = np.random.default_rng(0).standard_normal((1, 3, height, width)).astype(np.float32)

    with tempfile.TemporaryDirectory() as scratch:
        folder = args.weights or write_checkpoint(Path(scratch), args.model, tiny=False)
        reference = None
        for precision in ("fp32", "bf16"):
            backend = open_backend(folder, precision)
            heads = timed_head(backend.network)
            calls: dict[str, list[float]] = {mode: [] for mode in MODES}
            head_calls: dict[str, list[float]] = {mode: [] for mode in MODES}
            depth = {}
            for run in range(args.runs + 1):  # the first round warms both modes up
                for mode in MODES:
                    torch.backends.mkldnn.conv.fp32_precision = mode
                    start = time.perf_counter()
                    depth[mode] = backend.run(image).heads["depth"]
                    if run:
                        calls[mode].append(time.perf_counter() - start)
                        head_calls[mode].append(heads[-1])
            torch.backends.mkldnn.conv.fp32_precision = "ieee"
            if reference is None:
                reference = depth["ieee"].log()
            for mode in MODES:
                print(
                    f"{precision:>4} {mode:>4}: call {statistics.median(calls[mode]):.3f} s, "
                    f"head {statistics.median(head_calls[mode]):.3f} s, log-depth Pearson vs "
                    f"fp32 strict {pearson(depth[mode].log(), reference):.7f}"
                )
            backend.close()


if __name__ == "__main__":
    main()
