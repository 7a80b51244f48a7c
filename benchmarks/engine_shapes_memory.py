"""RSS of an exported engine over several network sizes, by how many input shapes it keeps
compiled (``TT_DA3_ENGINE_SHAPES``): the figures of PYTHON.md's engine section.

    PYTHONPATH=tests python benchmarks/engine_shapes_memory.py [--runtime openvino]
        [--held 99 4 2 1] [--depth 4] [--process-res 504]

Writes DA3Metric-Large cut to ``--depth`` blocks (seeded random weights in the official format;
``--tiny``: the tiny test architecture) in a temporary folder, then for each ``--held`` value
runs a child process (one engine cache shared, so only the first child exports): load with the
runtime in float32, predict at 7 network sizes then 3 of them again, and print one JSON line
per child: the RSS (VmRSS, MB) after each call, the last RSS, and the seconds of each call.
``--held 99`` is no bound in practice (more than the 7 sizes). The CPU is named first.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from rss_sampler import read_status
from script_args import positive_int

from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu

# Aspect ratios (height, width) of the photos: 7 network sizes at any process_res >= 140.
ASPECTS = ((1, 1), (3, 4), (4, 3), (1, 2), (2, 1), (9, 16), (16, 9))
AGAIN = (0, 1, 2)  # three of them a second time: imported again once dropped


def child(weights: str, runtime: str, process_res: int) -> None:
    """One process: load, predict at every size, then some again; one JSON line on stdout."""
    from tt_depth_anything_3 import DepthAnything3

    model = DepthAnything3.from_pretrained(
        weights_path=weights,
        device="cpu",
        dtype="float32",
        runtime=runtime,
        process_res=process_res,
        warmup_sizes=[],
    )
    rng = np.random.default_rng(0)
    rss, seconds = [], []
    for index in [*range(len(ASPECTS)), *AGAIN]:
        h, w = ASPECTS[index]
        scale = process_res / max(h, w)
        photo = rng.integers(0, 255, (round(h * scale), round(w * scale), 3), dtype=np.uint8)
        start = time.perf_counter()
        model(photo)
        seconds.append(round(time.perf_counter() - start, 3))
        rss.append(round(read_status(("VmRSS",))["VmRSS"], 1))
    held = os.environ.get("TT_DA3_ENGINE_SHAPES")
    print(json.dumps({"held": held, "rss_mb": rss, "last_rss_mb": rss[-1], "seconds": seconds}))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runtime", default="openvino", choices=("openvino", "onnxruntime"))
    parser.add_argument("--held", type=positive_int, nargs="+", default=[99, 4, 2, 1])
    parser.add_argument("--depth", type=int, default=4, help="transformer blocks (>= 4)")
    parser.add_argument("--tiny", action="store_true", help="the tiny test architecture")
    parser.add_argument("--process-res", type=positive_int, default=504)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(args.child, args.runtime, args.process_res)
        return 0
    if args.depth < 4:
        parser.error(f"--depth must be at least 4, got {args.depth}")
    from support.checkpoints import reduced_depth_architecture, write_checkpoint

    print(f"cpu: {detect_cpu()}", flush=True)
    with tempfile.TemporaryDirectory(prefix="engine_shapes_") as work:
        folder = Path(work) / "weights"
        architecture = None if args.tiny else reduced_depth_architecture(args.depth)
        write_checkpoint(folder, seed=0, tiny=args.tiny, architecture=architecture)
        env = {**os.environ, "TT_DA3_CACHE_DIR": str(Path(work) / "cache")}
        for held in args.held:
            command = [sys.executable, __file__, "--child", str(folder), "--runtime", args.runtime]
            command += ["--process-res", str(args.process_res)]
            subprocess.run(command, env={**env, "TT_DA3_ENGINE_SHAPES": str(held)}, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
