"""Frames per second of the chunked reconstruction (``reconstruct_stream``) against one
``reconstruct`` of the same frames, in one run:

    PYTHONPATH=tests python benchmarks/stream_throughput.py --frames 240 --chunk-size 60 \\
        --overlap 15 [--model da3-small] [--process-res 140] [--repeats 1]

The model has its real architecture with seeded random weights in the official format (no
download). The frames are a textured image panning sideways, made in memory, the same for
both. ``reconstruct`` sees every frame at once (its global attention grows with the square of
the frame count); the stream runs ``chunk_size``-frame chunks overlapping by ``overlap`` (it
computes the overlap frames twice) and writes every output (per-frame depth, PLY, glb,
COLMAP). Loop closure is off unless ``--loop-closure``. Prints one JSON line: seconds and
frames/s of each (median over ``--repeats``, the two alternating), the stream's time inside
the network, and the ratio stream / reconstruct of frames per second; the same in CPU seconds
of the process (``time.process_time``: on a machine shared with other jobs the wall clock
moves with their load from one phase to the next, the process's CPU time much less).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import torch
from PIL import Image

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))  # the suite's helpers (support/)

from support.checkpoints import write_checkpoint  # noqa: E402
from tt_depth_anything_3 import DepthAnything3  # noqa: E402
from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu  # noqa: E402


def synthetic_frames(n: int, height: int = 96, width: int = 128) -> list[np.ndarray]:
    """A textured image panning sideways, frame by frame."""
    rng = np.random.default_rng(0)
    texture = rng.integers(0, 255, (24, 240, 3)).astype(np.uint8)
    big = np.asarray(Image.fromarray(texture).resize((width * 8, height), Image.BILINEAR))
    return [
        np.ascontiguousarray(big[:, (3 * i) % (big.shape[1] - width) :][:, :width])
        for i in range(n)
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--model", default="da3-small", help="any-view preset (random weights)")
    parser.add_argument("--frames", type=int, default=240)
    parser.add_argument("--chunk-size", type=int, default=60)
    parser.add_argument("--overlap", type=int, default=15)
    parser.add_argument("--process-res", type=int, default=140)
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--loop-closure", action="store_true")
    args = parser.parse_args()
    frames = synthetic_frames(args.frames)
    times: dict[str, list[float]] = {
        "reconstruct": [],
        "stream": [],
        "stream_network": [],
        "reconstruct_cpu": [],
        "stream_cpu": [],
    }
    with tempfile.TemporaryDirectory() as tmp:
        checkpoint = write_checkpoint(Path(tmp) / "ckpt", args.model, seed=1, tiny=False)
        with DepthAnything3.from_pretrained(
            weights_path=checkpoint, device="cpu", process_res=args.process_res
        ) as model:
            model.reconstruct(frames[: args.chunk_size])  # warm-up
            network = []

            def timed_chunk(chunk):
                start = time.perf_counter()
                scene = model.reconstruct(chunk)
                network.append(time.perf_counter() - start)
                return scene

            for r in range(args.repeats):
                start, cpu = time.perf_counter(), time.process_time()
                scene = model.reconstruct(frames)
                times["reconstruct"].append(time.perf_counter() - start)
                times["reconstruct_cpu"].append(time.process_time() - cpu)
                del scene
                from tt_depth_anything_3.exports.sequence import StreamOptions, reconstruct_stream

                options = StreamOptions(
                    chunk_size=args.chunk_size,
                    overlap=args.overlap,
                    loop_closure=args.loop_closure,
                )
                network.clear()
                start, cpu = time.perf_counter(), time.process_time()
                result = reconstruct_stream(
                    iter(frames), timed_chunk, Path(tmp) / f"out{r}", options, progress=False
                )
                times["stream"].append(time.perf_counter() - start)
                times["stream_cpu"].append(time.process_time() - cpu)
                times["stream_network"].append(sum(network))
    med = {k: statistics.median(v) for k, v in times.items()}
    n = args.frames
    print(
        json.dumps(
            {
                "machine": f"{detect_cpu(read_torch=False).model}, {os.cpu_count()} cores, "
                f"torch threads {torch.get_num_threads()}",
                "model": f"{args.model} (random weights, official format)",
                "process_res": args.process_res,
                "frames": n,
                "chunk_size": args.chunk_size,
                "overlap": args.overlap,
                "chunks": result.num_chunks,
                "loops": len(result.loops),
                "reconstruct_s": round(med["reconstruct"], 2),
                "stream_s": round(med["stream"], 2),
                "stream_network_s": round(med["stream_network"], 2),
                "reconstruct_frames_per_s": round(n / med["reconstruct"], 2),
                "stream_frames_per_s": round(n / med["stream"], 2),
                "ratio_stream_over_reconstruct": round(med["reconstruct"] / med["stream"], 3),
                "reconstruct_cpu_s": round(med["reconstruct_cpu"], 2),
                "stream_cpu_s": round(med["stream_cpu"], 2),
                "ratio_cpu_stream_over_reconstruct": round(
                    med["reconstruct_cpu"] / med["stream_cpu"], 3
                ),
            }
        )
    )


if __name__ == "__main__":
    main()
