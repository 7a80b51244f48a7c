"""Peak memory and speed of the chunked reconstruction (``reconstruct_stream``) with a tiny
random any-view model over N synthetic frames generated on the fly (nothing held in memory):

    PYTHONPATH=tests python benchmarks/stream_memory.py --frames 400 [--process-res 70]

Prints one JSON line: frames, chunks, seconds, frames/s, peak RSS (MiB) of this process
(``resource.getrusage``, measured after the model has loaded and warmed up, so a run of 40 and
one of 400 frames differ only by what the stream keeps)."""

from __future__ import annotations

import argparse
import json
import resource
import tempfile
import time
from pathlib import Path

import numpy as np
from PIL import Image

from support.checkpoints import write_checkpoint
from tt_depth_anything_3 import DepthAnything3


def synthetic_frames(n: int, height: int = 96, width: int = 128):
    """A textured image panning sideways, frame by frame (each made when asked for)."""
    rng = np.random.default_rng(0)
    texture = rng.integers(0, 255, (24, 240, 3)).astype(np.uint8)
    big = np.asarray(Image.fromarray(texture).resize((width * 8, height), Image.BILINEAR))
    for i in range(n):
        x = (3 * i) % (big.shape[1] - width)
        yield np.ascontiguousarray(big[:, x : x + width])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--frames", type=int, default=400)
    parser.add_argument("--chunk-size", type=int, default=12)
    parser.add_argument("--overlap", type=int, default=4)
    parser.add_argument("--process-res", type=int, default=70)
    parser.add_argument("--loop-closure", action="store_true")
    parser.add_argument(
        "--full-size", action="store_true", help="DA3-SMALL's real architecture (random weights)"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        checkpoint = write_checkpoint(
            Path(tmp) / "ckpt", "da3-small", seed=1, tiny=not args.full_size
        )
        with DepthAnything3.from_pretrained(
            weights_path=checkpoint, device="cpu", process_res=args.process_res
        ) as model:
            model.reconstruct(list(synthetic_frames(args.chunk_size)))  # warm-up
            base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            start = time.perf_counter()
            result = model.reconstruct_stream(
                synthetic_frames(args.frames),
                Path(tmp) / "out",
                chunk_size=args.chunk_size,
                overlap=args.overlap,
                loop_closure=args.loop_closure,
                progress=False,
            )
            seconds = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(
        json.dumps(
            {
                "model": "da3-small" if args.full_size else "tiny da3-small",
                "process_res": args.process_res,
                "frames": result.num_frames,
                "chunks": result.num_chunks,
                "seconds": round(seconds, 2),
                "frames_per_s": round(result.num_frames / seconds, 1),
                "rss_after_warmup_mib": round(base, 1),
                "peak_rss_mib": round(peak, 1),
            }
        )
    )


if __name__ == "__main__":
    main()
