"""The engines' cache key reads a checkpoint's whole file once (``cache.content_digest``):
its first digest and a remembered one, on a file of DA3Metric-Large's size (OPT_REPORT 1c.10).

    python benchmarks/checkpoint_digest.py [--gb 1.34] [--folder /tmp]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gb", type=float, default=1.34, help="file size in GB (16 MiB steps)")
    parser.add_argument("--folder", default=tempfile.gettempdir(), help="where the file goes")
    args = parser.parse_args()
    if not args.gb > 0:
        parser.error(f"--gb must be positive, got {args.gb}")
    from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu

    with tempfile.TemporaryDirectory(dir=args.folder) as scratch:
        os.environ["TT_DA3_CACHE_DIR"] = str(Path(scratch) / "cache")
        from tt_depth_anything_3.backends.runtimes.cache import content_digest

        weights = Path(scratch) / "model.safetensors"
        chunk = os.urandom(1 << 24)
        with weights.open("wb") as handle:
            for _ in range(max(1, round(args.gb * 1e9 / len(chunk)))):
                handle.write(chunk)
        size = weights.stat().st_size
        print(f"CPU: {detect_cpu(read_torch=False).model}; file {size / 1e9:.2f} GB")
        for label in ("first digest (reads the file)", "remembered digest"):
            started = time.perf_counter()
            content_digest(weights)
            print(f"{label}: {time.perf_counter() - started:.4f} s")


if __name__ == "__main__":
    main()
