"""Time and size of each scene export on the demo room (known geometry, no model):
``python benchmarks/bench_exports.py [--views 8] [--height 378] [--width 504]``.

Prints one row per format: seconds to write (best of ``--repeat``), file size, points written."""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))  # the suite's helpers (support/)

from script_args import cpu_name, positive_int  # noqa: E402

from support.demo_scene import demo_scene  # noqa: E402
from tt_depth_anything_3.exports import FORMATS, glb_geometry  # noqa: E402

TARGETS = {
    "glb": "scene.glb",
    "ply": "scene.ply",
    "npz": "scene.npz",
    "colmap": "colmap",
    "colmap-bin": "colmap-bin",
}


def size_of(path: Path) -> int:
    if path.is_dir():
        return sum(p.stat().st_size for p in path.iterdir())
    return path.stat().st_size


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--views", type=positive_int, default=8)
    parser.add_argument("--height", type=positive_int, default=378)
    parser.add_argument("--width", type=positive_int, default=504)
    parser.add_argument("--repeat", type=positive_int, default=2)
    args = parser.parse_args()
    print(cpu_name(), flush=True)
    scene = demo_scene(args.views, args.height, args.width, original_size=(756, 1008))
    kept = int(scene.point_mask().sum())
    glb_points = len(glb_geometry(scene).points)
    print(
        f"{args.views} views of {args.height}x{args.width}: {scene.depth.size} pixels, "
        f"{kept} points at the 40th-percentile cut, {glb_points} in the glb"
    )
    print("| format | write s | size MB |")
    print("|---|---|---|")
    for fmt in (f for f in FORMATS if f in TARGETS):
        best = float("inf")
        with tempfile.TemporaryDirectory() as tmp:
            target = Path(tmp) / TARGETS[fmt]
            for _ in range(args.repeat):
                if target.is_dir():
                    shutil.rmtree(target)
                start = time.perf_counter()
                scene.save(target, format=fmt)
                best = min(best, time.perf_counter() - start)
            print(f"| {fmt} | {best:.2f} | {size_of(target) / 1e6:.1f} |")


if __name__ == "__main__":
    main()
