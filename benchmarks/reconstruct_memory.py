"""Peak memory of ``model.reconstruct`` on N photo files (JPEGs written here, a textured pan),
with a random any-view model: the views' decoding is what grows with N at full-size photos.

    PYTHONPATH=tests python benchmarks/reconstruct_memory.py --views 16 --size 3000x4000

Prints one JSON line: the machine, the views and their size, the RSS after the model has
loaded and warmed up (on two of the views), the highest RSS sampled (every 20 ms) during the
call, and its seconds."""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from pathlib import Path

import numpy as np
from PIL import Image
from rss_sampler import read_status
from stream_memory import RssSampler, write_in_child

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu


def write_photos(folder: Path, views: int, height: int, width: int) -> list[Path]:
    """``views`` JPEGs of ``height`` x ``width``: one smooth texture, panned a little each."""
    rng = np.random.default_rng(0)
    texture = rng.integers(0, 255, (24, 40, 3)).astype(np.uint8)
    big = np.asarray(Image.fromarray(texture).resize((width + 8 * views, height)))
    paths = []
    for i in range(views):
        paths.append(folder / f"view_{i:03d}.jpg")
        Image.fromarray(np.ascontiguousarray(big[:, 8 * i : 8 * i + width])).save(
            paths[-1], quality=90
        )
    return paths


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--views", type=int, default=16)
    parser.add_argument("--size", default="3000x4000", help="HxW of the photos")
    parser.add_argument("--process-res", type=int, default=140)
    parser.add_argument(
        "--model", default="da3-small", help="any-view preset (tiny unless --full-size)"
    )
    parser.add_argument("--full-size", action="store_true", help="the preset's real architecture")
    args = parser.parse_args()
    height, width = (int(side) for side in args.size.lower().split("x"))
    with tempfile.TemporaryDirectory() as tmp:
        paths = write_photos(Path(tmp), args.views, height, width)
        checkpoint = write_in_child(Path(tmp) / "ckpt", args.model, tiny=not args.full_size)
        with DepthAnything3.from_pretrained(
            weights_path=checkpoint, device="cpu", process_res=args.process_res
        ) as model:
            model.reconstruct(paths[:2])  # warm-up
            base = read_status(("VmRSS",))["VmRSS"]
            start = time.perf_counter()
            with RssSampler() as sampler:
                scene = model.reconstruct(paths)
            seconds = time.perf_counter() - start
    print(
        json.dumps(
            {
                "model": args.model if args.full_size else f"tiny {args.model}",
                "machine": f"{detect_cpu(read_torch=False).model}, {os.cpu_count()} cores, shared",
                "process_res": args.process_res,
                "views": scene.num_views,
                "size": [height, width],
                "seconds": round(seconds, 2),
                "rss_after_warmup_mib": round(base, 1),
                "call_peak_rss_mib": round(sampler.peak, 1),
            }
        )
    )


if __name__ == "__main__":
    main()
