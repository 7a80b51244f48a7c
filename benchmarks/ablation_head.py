"""Ablation: the DPT head in float32, NCHW (the official layout) vs channels-last.

    python benchmarks/ablation_head.py [--size 336x504] [--runs 5]

Same network and backbone features for both; prints the median head time of each and the
maximum relative difference of the depth (the arithmetic is the same, only kernels differ).
"""

from __future__ import annotations

import argparse
import copy
import statistics
import sys
import tempfile
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "code"))
sys.path.insert(0, str(ROOT / "tests"))

from script_args import cpu_name  # noqa: E402

from support.checkpoints import write_checkpoint  # noqa: E402
from tt_depth_anything_3.backends.torch.loading import build_network  # noqa: E402
from tt_depth_anything_3.config import DA3Config  # noqa: E402


def _median_time(fn, runs: int) -> float:
    fn()
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", default="336x504")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()
    print(cpu_name(), flush=True)
    torch.set_num_threads(args.threads)
    height, width = (int(s) for s in args.size.split("x"))
    with tempfile.TemporaryDirectory() as tmp:
        folder = write_checkpoint(Path(tmp), "da3metric-large", seed=0, tiny=False)
        config = DA3Config.from_model_name("da3metric-large")
        network = build_network(config, folder / "model.safetensors", "fp32")
        images = torch.randn(1, 3, height, width, generator=torch.Generator().manual_seed(0))
        with torch.inference_mode():
            feats = network.backbone(images[:, None])
            nchw = network.head
            channels_last = copy.deepcopy(nchw).to(memory_format=torch.channels_last)
            t_nchw = _median_time(lambda: nchw(feats, height, width), args.runs)
            t_cl = _median_time(lambda: channels_last(feats, height, width), args.runs)
            a = nchw(feats, height, width)["depth"]
            b = channels_last(feats, height, width)["depth"]
    rel = float(((a - b).abs() / a.abs()).max())
    print(
        f"DPT head, DA3Metric-Large, {height}x{width}, {args.threads} threads, median of "
        f"{args.runs}: NCHW {t_nchw:.3f} s, channels-last {t_cl:.3f} s "
        f"({t_nchw / t_cl:.2f}x); max relative depth difference {rel:.2e}"
    )


if __name__ == "__main__":
    main()
