"""Peak memory and speed of the chunked reconstruction (``reconstruct_stream``) with a random
any-view model over N synthetic frames generated on the fly (nothing held in memory; 96 x
128 unless ``--frame-size``: a chunk holds its frames, so their size is what 4K video costs):

    PYTHONPATH=tests python benchmarks/stream_memory.py --frames 400 [--process-res 70]
    PYTHONPATH=tests python benchmarks/stream_memory.py --frames 400 --model da3-large --full-size
    PYTHONPATH=tests python benchmarks/stream_memory.py --frames 60 --chunk-size 24 --overlap 8 \
        --process-res 140 --frame-size 2160x3840

``--full-size``: the preset's real architecture (seeded random weights in the official format,
written by a child process so that making them does not count here); else a tiny one.
``--loop-closure``: loop closure on, as ``reconstruct_stream`` and ``tt-da3 video`` run by
default (off here unless given). Prints one JSON line: frames, chunks, whether loop closure ran
and the loops it used, seconds, frames/s, the RSS after the model has loaded and warmed
up, the highest RSS sampled (every 20 ms) during the stream, and the process's peak RSS
(``resource.getrusage``, loading included), so a run of 40 and one of 400 frames differ only by
what the stream keeps."""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import numpy as np
from PIL import Image
from rss_sampler import read_status

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu


def synthetic_frames(n: int, height: int = 96, width: int = 128):
    """A textured image panning sideways, frame by frame (each made when asked for)."""
    rng = np.random.default_rng(0)
    texture = rng.integers(0, 255, (24, 240, 3)).astype(np.uint8)
    wide = width * (8 if width <= 1024 else 2)  # a 4K pan: 50 MB of texture, not 200
    big = np.asarray(Image.fromarray(texture).resize((wide, height), Image.BILINEAR))
    for i in range(n):
        x = (3 * i) % (big.shape[1] - width)
        yield np.ascontiguousarray(big[:, x : x + width])


class RssSampler:
    """The highest RSS seen while the block runs (sampled every ``period`` s)."""

    def __init__(self, period: float = 0.02) -> None:
        self.period = period
        self.peak = 0.0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.is_set():
            self.peak = max(self.peak, read_status(("VmRSS",))["VmRSS"])
            self._stop.wait(self.period)

    def __enter__(self) -> RssSampler:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()
        self.peak = max(self.peak, read_status(("VmRSS",))["VmRSS"])


def write_in_child(folder: Path, model: str, tiny: bool) -> Path:
    """The random checkpoint, made by a child process (its memory is not this process's)."""
    code = (
        "import sys; from pathlib import Path; from support.checkpoints import write_checkpoint; "
        "write_checkpoint(Path(sys.argv[1]), sys.argv[2], seed=1, tiny=sys.argv[3] == '1')"
    )
    argv = [sys.executable, "-c", code, str(folder), model, "1" if tiny else "0"]
    subprocess.run(argv, check=True)
    return folder


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--frames", type=int, default=400)
    parser.add_argument("--chunk-size", type=int, default=12)
    parser.add_argument("--overlap", type=int, default=4)
    parser.add_argument("--process-res", type=int, default=70)
    parser.add_argument("--loop-closure", action="store_true")
    parser.add_argument("--resize-mode", default="upper_bound", choices=["upper_bound", "squash"])
    parser.add_argument(
        "--frame-size", default="96x128", help="HxW of the frames, e.g. 2160x3840 (4K video)"
    )
    parser.add_argument("--model", default="da3-small", help="any-view preset")
    parser.add_argument(
        "--full-size", action="store_true", help="the preset's real architecture (random weights)"
    )
    args = parser.parse_args()
    height, width = (int(side) for side in args.frame_size.lower().split("x"))
    with tempfile.TemporaryDirectory() as tmp:
        checkpoint = write_in_child(Path(tmp) / "ckpt", args.model, tiny=not args.full_size)
        with DepthAnything3.from_pretrained(
            weights_path=checkpoint,
            device="cpu",
            process_res=args.process_res,
            resize_mode=args.resize_mode,
        ) as model:
            model.reconstruct(list(synthetic_frames(args.chunk_size, height, width)))  # warm-up
            base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            start = time.perf_counter()
            with RssSampler() as sampler:
                result = model.reconstruct_stream(
                    synthetic_frames(args.frames, height, width),
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
                "model": args.model if args.full_size else f"tiny {args.model}",
                "machine": f"{detect_cpu(read_torch=False).model}, {os.cpu_count()} cores, shared",
                "process_res": args.process_res,
                "resize_mode": args.resize_mode,
                "frame_size": [height, width],
                "chunk_size": args.chunk_size,
                "overlap": args.overlap,
                "frames": result.num_frames,
                "chunks": result.num_chunks,
                "loop_closure": args.loop_closure,
                "loops": len(result.loops),
                "seconds": round(seconds, 2),
                "frames_per_s": round(result.num_frames / seconds, 1),
                "rss_after_warmup_mib": round(base, 1),
                "stream_peak_rss_mib": round(sampler.peak, 1),
                "peak_rss_mib": round(peak, 1),
            }
        )
    )


if __name__ == "__main__":
    main()
