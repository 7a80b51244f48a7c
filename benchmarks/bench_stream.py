"""Throughput of ``model.iter_predict`` against a plain loop of ``model(path)`` calls.

    python benchmarks/bench_stream.py --model da3-small --frames 8 --photo-size 3000x4000

Writes ``--frames`` JPEG photos (the sample photo upscaled to ``--photo-size``, a phone-camera
size, so decoding and resizing are real work), then times, in one process and alternating
``--repeats`` times: a loop of ``model(path)`` calls, ``iter_predict`` one frame at a time with
``--read-ahead`` frames decoded ahead, and ``iter_predict`` with its defaults (on a CPU whose
cores all run torch: frames side by side). Reports images per second (median over repeats)
and the ratios, under a header naming the CPU (``bench.py``'s ``CPU:`` line). Random weights in
the official format unless ``--weights`` is given.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

import cv2

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "code"))
sys.path.insert(0, str(ROOT / "tests"))

import torch  # noqa: E402
from bench import cpu_line, cpu_summary  # noqa: E402
from script_args import existing_path, model_preset, pixel_size, positive_int  # noqa: E402

from tt_depth_anything_3 import DepthAnything3  # noqa: E402
from tt_depth_anything_3.inference.schedule import default_parallel_frames  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--model", type=model_preset, default="da3-small", help="the random checkpoint's model"
    )
    parser.add_argument(
        "--weights", type=existing_path, default=None, help="checkpoint folder (instead of --model)"
    )
    parser.add_argument("--frames", type=positive_int, default=8)
    parser.add_argument(
        "--photo-size", type=pixel_size, default="3000x4000", help="HxW of the JPEG files"
    )
    parser.add_argument("--repeats", type=positive_int, default=3)
    parser.add_argument("--dtype", default="float32")
    parser.add_argument(
        "--read-ahead",
        type=positive_int,
        default=2,
        help="read_ahead_frames of the timed iter_predict",
    )
    args = parser.parse_args()
    height, width = args.photo_size
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        weights = args.weights
        if weights is None:
            from support.checkpoints import write_checkpoint

            weights = write_checkpoint(tmp_path / "w", args.model, seed=0, tiny=False)
        photo = cv2.imread(str(ROOT / "media" / "rocket.jpg"))
        big = cv2.resize(photo, (width, height), interpolation=cv2.INTER_CUBIC)
        paths = []
        for i in range(args.frames):
            path = tmp_path / f"frame_{i}.jpg"
            cv2.imwrite(str(path), cv2.flip(big, i % 2), [cv2.IMWRITE_JPEG_QUALITY, 92])
            paths.append(str(path))
        with DepthAnything3.from_pretrained(
            weights_path=weights, device="cpu", dtype=args.dtype
        ) as model:
            model(paths[0])  # warm-up at this size
            parallel = default_parallel_frames("cpu", torch.get_num_threads())
            loop_s, stream_s, default_s = [], [], []
            for _ in range(args.repeats):
                t = time.perf_counter()
                for path in paths:
                    model(path)
                loop_s.append(time.perf_counter() - t)
                for kwargs, times in (
                    ({"read_ahead_frames": args.read_ahead, "parallel_frames": 1}, stream_s),
                    ({}, default_s),
                ):
                    t = time.perf_counter()
                    results = list(model.iter_predict(paths, **kwargs))
                    times.append(time.perf_counter() - t)
                    if not all(r.ok for r in results):
                        failed = [r.error for r in results if not r.ok]
                        raise SystemExit(f"frames failed: {failed}")
            timing = model.timing
            label = model.model_name if args.weights is None else f"{model.model_name} ({weights})"
    loop, stream = statistics.median(loop_s), statistics.median(stream_s)
    default = statistics.median(default_s)
    print(
        f"{label} {args.dtype}, {args.frames} JPEG frames of {height}x{width} (HxW), "
        f"median of {args.repeats}; per frame: decode {timing['decode']:.0f} ms, "
        f"preprocess {timing['preprocess']:.0f} ms, infer {timing['infer']:.0f} ms\n"
        f"{cpu_line(cpu_summary())}, {torch.get_num_threads()} torch threads\n"
    )
    print("| mode | s for all frames | images/s |")
    print("|---|---|---|")
    print(f"| loop of model(path) | {loop:.2f} | {args.frames / loop:.2f} |")
    print(
        f"| iter_predict (one frame at a time, read-ahead {args.read_ahead}) | {stream:.2f} | "
        f"{args.frames / stream:.2f} |"
    )
    print(
        f"| iter_predict (default: {parallel} frames side by side) | {default:.2f} | "
        f"{args.frames / default:.2f} |"
    )
    print(
        f"\nthroughput ratio iter_predict / loop: read-ahead {args.read_ahead} "
        f"{loop / stream:.2f}x, default {loop / default:.2f}x"
    )


if __name__ == "__main__":
    main()
