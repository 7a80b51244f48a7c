"""Two Ray replicas where one starts late or runs a slow chunk: how the work splits between
them, and the wall time, for predict-dataset and for the chunked reconstruction.

    python benchmarks/bench_replicas.py --held 1 2 --late 4
    python benchmarks/bench_replicas.py --part stream --slow 4

``dataset``: ``predict_dataset`` of ``--images`` random 480x640 PNGs in batches of
``--batch-size`` on 2 replicas (one CPU each) of the ``--model`` network; the second
replica to start loads its model ``--late`` seconds after the first. Run once per ``--held``
value of ``dataset.BATCHES_HELD`` (the batches Ray Data hands a replica at a time: 1 now, Ray
Data's default 2 before): the images each replica answered, and the job's wall time (Ray's
start excepted, the replicas' start included).

``stream``: ``reconstruct_stream_on_ray`` of ``--frames`` panning frames (chunks of 6, overlap
2) on 2 replicas (one CPU each) of the same network; the first replica's first
chunk (chunk 0) takes ``--slow`` seconds more (a slower device). The replica each chunk went
to, and the run's wall time. It measures the ``scale_out.stream`` it imports: run it with
``PYTHONPATH`` on an older checkout to compare (``AHEAD_PER_REPLICA`` absent: the chunks were
handed to the replicas in turn, each waiting for the oldest chunk).

Both run ``--repeats`` times (each figure listed). The network: a full-size DA3-SMALL of
random weights (``--model small``, its real cost per image), or a tiny one (``--model tiny``,
mostly per-call overhead): the figures show the scheduling, not DA3's accuracy.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from PIL import Image
from script_args import cpu_name, positive_int, require

ROOT = Path(__file__).resolve().parents[1]
CHUNK = {"chunk_size": 6, "overlap": 2, "progress": False}


def seconds(text: str) -> float:
    """argparse type: a delay in seconds, 0 or more."""
    value = float(text)
    if not value >= 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more seconds, got {text}")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--part", choices=("dataset", "stream", "both"), default="both")
    parser.add_argument(
        "--model", choices=("small", "tiny"), default="small",
        help="random DA3-SMALL, full size or tiny (default: small)",
    )  # fmt: skip
    parser.add_argument("--images", type=positive_int, default=4, help="(default: 4)")
    parser.add_argument("--batch-size", type=positive_int, default=2, help="(default: 2)")
    parser.add_argument(
        "--late", type=seconds, default=1.0, help="the second replica's delay (default: 1 s)"
    )
    parser.add_argument(
        "--held", type=positive_int, nargs="+", default=[1, 2],
        help="dataset.BATCHES_HELD values to run (default: 1 2)",
    )  # fmt: skip
    parser.add_argument("--frames", type=positive_int, default=26, help="(default: 26)")
    parser.add_argument(
        "--slow", type=seconds, default=4.0, help="chunk 0's extra time (default: 4 s)"
    )
    parser.add_argument("--process-res", type=positive_int, default=280, help="(default: 280)")
    parser.add_argument("--repeats", type=positive_int, default=1, help="(default: 1)")
    return parser


def write_images(folder: Path, count: int) -> Path:
    folder.mkdir()
    rng = np.random.default_rng(0)
    for i in range(count):
        image = rng.integers(0, 255, (480, 640, 3), dtype=np.uint8)
        Image.fromarray(image).save(folder / f"{i:04d}.png")
    return folder


def panning_frames(count: int) -> list[np.ndarray]:
    """A textured image panning sideways, 240 x 320 (as tests/scale_out's stream tests)."""
    rng = np.random.default_rng(0)
    texture = rng.integers(0, 255, (30, 60 + 2 * count, 3)).astype(np.uint8)
    big = np.asarray(Image.fromarray(texture).resize((320 + 16 * count, 240), Image.BILINEAR))
    return [np.ascontiguousarray(big[:, 16 * i : 16 * i + 320]) for i in range(count)]


def late_second_predictor(coord: Path, late: float) -> type:
    """``DepthPredictor`` whose second replica to start waits ``late`` seconds first; each is
    named ``first`` or ``second`` in the job's ``per_replica``."""
    from tt_depth_anything_3.scale_out.predictor import DepthPredictor

    class LateSecond(DepthPredictor):
        def __init__(self, *args, **kwargs) -> None:
            try:
                os.close(os.open(coord / "first", os.O_CREAT | os.O_EXCL))
                name = "first"
            except FileExistsError:
                name = "second"
                time.sleep(late)
            DepthPredictor.__init__(self, *args, **kwargs)
            self.replica = name

    return LateSecond


def run_dataset(args: argparse.Namespace, weights: Path, tmp: Path) -> None:
    from tt_depth_anything_3.scale_out import dataset
    from tt_depth_anything_3.scale_out.inputs import list_inputs
    from tt_depth_anything_3.scale_out.resources import ReplicaResources

    folder = write_images(tmp / "images", args.images)
    model = {"weights_path": str(weights), "device": "cpu", "process_res": args.process_res}
    print(
        f"\npredict-dataset: {args.images} images 480x640, batch {args.batch_size}, 2 replicas "
        f"x 1 CPU, the second {args.late:g} s late, process_res {args.process_res}"
    )
    print("| BATCHES_HELD | images per replica | wall s |\n|---|---|---|")
    for held in args.held:
        walls, splits = [], []
        for r in range(args.repeats):
            run = tmp / f"dataset_{held}_{r}"
            (run / "coord").mkdir(parents=True)
            dataset.BATCHES_HELD = held
            dataset.DepthPredictor = late_second_predictor(run / "coord", args.late)
            start = time.perf_counter()
            report = dataset.predict_dataset(
                list_inputs(folder), run / "out", model, replicas=2,
                resources=ReplicaResources("cpu", cpus=1), formats=("npy",),
                batch_size=args.batch_size, progress=False,
            )  # fmt: skip
            walls.append(time.perf_counter() - start)
            splits.append(dict(sorted(report.per_replica.items())))
        said = "; ".join(", ".join(f"{k} {v}" for k, v in s.items()) for s in splits)
        figures = ", ".join(f"{w:.2f}" for w in walls)
        median = f" (median {statistics.median(walls):.2f})" if len(walls) > 1 else ""
        print(f"| {held} | {said} | {figures}{median} |", flush=True)


def run_stream(args: argparse.Namespace, weights: Path, tmp: Path) -> None:
    from tt_depth_anything_3.scale_out import stream
    from tt_depth_anything_3.scale_out.resources import ReplicaResources

    ahead = getattr(stream, "AHEAD_PER_REPLICA", None)
    how = (
        "chunks handed in turn, each waiting for the oldest (before AHEAD_PER_REPLICA)"
        if ahead is None
        else f"the next chunk to the free replica, AHEAD_PER_REPLICA {ahead}"
    )
    print(
        f"\nreconstruct_stream_on_ray: {args.frames} frames 240x320, chunks of 6 (overlap 2), "
        f"2 replicas x 1 CPU, chunk 0 {args.slow:g} s slower, process_res {args.process_res}; "
        f"{how} ({stream.__file__})"
    )

    class SlowFirstChunk(stream.ChunkReplica):
        delay = 0.0

        def slow_down(self, extra: float) -> None:
            self.delay = extra

        def reconstruct(self, frames):
            time.sleep(self.delay)
            self.delay = 0.0
            return stream.ChunkReplica.reconstruct(self, frames)

    replica_chunks = stream.ReplicaChunks

    class Watched(replica_chunks):
        took: list[int] = []

        def __init__(self, *given) -> None:
            replica_chunks.__init__(self, *given)
            import ray

            ray.get(self.actors[0].slow_down.remote(args.slow))

        def submit(self, actor, frames):
            Watched.took.append(self.actors.index(actor) + 1)
            return replica_chunks.submit(self, actor, frames)

    stream.ChunkReplica, stream.ReplicaChunks = SlowFirstChunk, Watched
    model = {"weights_path": str(weights), "device": "cpu", "process_res": args.process_res}
    frames = panning_frames(args.frames)
    print("| run | replica of each chunk (then loop checks) | wall s |\n|---|---|---|")
    for r in range(args.repeats):
        Watched.took = []
        start = time.perf_counter()
        result = stream.reconstruct_stream_on_ray(
            iter(frames), tmp / f"stream_{r}", model, replicas=2,
            resources=ReplicaResources("cpu", cpus=1), **CHUNK,
        )  # fmt: skip
        wall = time.perf_counter() - start
        chunks = Watched.took[: result.num_chunks]
        more = (
            f" (+{len(Watched.took) - len(chunks)} on 1)" if len(Watched.took) > len(chunks) else ""
        )
        print(f"| {r + 1} | {' '.join(map(str, chunks))}{more} | {wall:.2f} |", flush=True)


def main() -> int:
    args = build_parser().parse_args()
    require("ray", "bench_replicas.py runs Ray replicas: pip install 'ray[data]'")
    import ray
    import torch

    from tt_depth_anything_3.scale_out.ray_shutdown import shutdown_ray

    sys.path.insert(0, str(ROOT / "tests"))
    from support.checkpoints import write_checkpoint

    print(f"{cpu_name()}, torch {torch.__version__}, load average {os.getloadavg()[0]:.1f}")
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        ray.init(num_cpus=3, include_dashboard=False, log_to_driver=False)
        try:
            tiny = args.model == "tiny"
            weights = write_checkpoint(tmp / "weights", "da3-small", seed=1, tiny=tiny)
            print(f"model: {'tiny' if tiny else 'full-size'} DA3-SMALL, random weights")
            if args.part in ("dataset", "both"):
                run_dataset(args, weights, tmp)
            if args.part in ("stream", "both"):
                run_stream(args, weights, tmp)
        finally:
            shutdown_ray(ray)
    print(f"load average at the end {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
