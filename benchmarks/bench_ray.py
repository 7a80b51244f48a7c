"""Throughput of the scale-out paths against one process, side by side in one run.

    python benchmarks/bench_ray.py --tiny --images 48 --replicas 1 2

Each row is images/s for the same images and checkpoint: ``iter_predict`` in this process, the
plain server (uvicorn, loopback, ``--clients`` concurrent clients), Ray Serve with N replicas
(same clients), and Ray Data ``predict_dataset`` with N replicas (job time including replica
start-up, and the steady rate after the first output). ``--tiny`` uses a tiny random network,
so the figures are the overhead of each path per image, not DA3 speed. Prints the CPU it ran
on, then a markdown table whose rows come as they are measured (a failing configuration stops
the run but keeps the rows before it). Ray runs with one logical CPU more than the cores (or the
replicas), so that a job's replicas (all the cores between them) and its decoding tasks
(``dataset.DECODE_CPUS``) fit on any machine, two cores included.
"""

from __future__ import annotations

import argparse
import io
import math
import socket
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx
import numpy as np
import torch
from PIL import Image
from script_args import positive_int, require

from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu
from tt_depth_anything_3.scale_out.ray_shutdown import shutdown_ray

ROOT = Path(__file__).resolve().parents[1]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _images(folder: Path, count: int) -> list[Path]:
    rng = np.random.default_rng(0)
    paths = []
    for i in range(count):
        path = folder / f"{i:04d}.png"
        Image.fromarray(rng.integers(0, 255, (480, 640, 3), dtype=np.uint8)).save(path)
        paths.append(path)
    return paths


def _load_clients(url: str, bodies: list[bytes], clients: int) -> float:
    """Images/s of ``clients`` threads posting every body once to ``/predict_png``."""
    todo = list(range(len(bodies)))
    lock = threading.Lock()
    statuses: list[int] = []

    def client() -> None:
        with httpx.Client(timeout=300) as session:
            while True:
                with lock:
                    if not todo:
                        return
                    index = todo.pop()
                answer = session.post(
                    f"{url}/predict_png",
                    content=bodies[index],
                    headers={"Content-Type": "image/png"},
                )
                statuses.append(answer.status_code)

    start = time.perf_counter()
    threads = [threading.Thread(target=client) for _ in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    seconds = time.perf_counter() - start
    if set(statuses) != {200}:
        raise RuntimeError(f"statuses {sorted(set(statuses))}")
    return len(bodies) / seconds


def host_costs(model, repeats: int = 20) -> dict[str, float]:
    """Median host milliseconds per KITTI-size frame (1242x375 JPEG made from the sample photo):
    decode, preprocess, postprocess (from ``timing_ms``) and the 16-bit PNG encode."""
    photo = Image.open(ROOT / "media" / "astronaut.jpg").convert("RGB").resize((1242, 375))
    buffer = io.BytesIO()
    photo.save(buffer, "JPEG", quality=90)
    frame = buffer.getvalue()
    samples: dict[str, list[float]] = {"decode": [], "preprocess": [], "postprocess": []}
    samples["png encode"] = []
    for _ in range(repeats):
        output = model(frame)
        for key in ("decode", "preprocess", "postprocess"):
            samples[key].append(output.timing_ms[key])
        start = time.perf_counter()
        output.to_png16()
        samples["png encode"].append((time.perf_counter() - start) * 1e3)
    return {key: float(np.median(values)) for key, values in samples.items()}


def ray_cpus(cores: int, replicas: list[int]) -> int:
    """Logical CPUs to start Ray with: the cores (at least one per replica) and one more, for a
    Ray Data job's decoding tasks (``dataset.DECODE_CPUS``) beside replicas that share the
    cores (``cores // replicas`` each), or ``predict_dataset`` refuses the job."""
    from tt_depth_anything_3.scale_out.dataset import DECODE_CPUS

    return max(cores, max(replicas)) + math.ceil(DECODE_CPUS)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--weights", help="checkpoint folder")
    parser.add_argument("--tiny", action="store_true", help="a tiny random checkpoint")
    parser.add_argument(
        "--random", default=None, help="a full-size random checkpoint of this model (da3-small...)"
    )
    parser.add_argument("--images", type=positive_int, default=48)
    parser.add_argument("--replicas", type=positive_int, nargs="+", default=[1, 2])
    parser.add_argument("--clients", type=positive_int, default=4)
    parser.add_argument("--process-res", type=positive_int, default=504)
    args = parser.parse_args()
    if sum(map(bool, (args.weights, args.tiny, args.random))) != 1:
        parser.error("pass one of --weights DIR, --tiny, --random MODEL")
    require("ray", "bench_ray.py measures Ray Serve and Ray Data: pip install 'ray[serve,data]'")

    import ray
    import uvicorn
    from ray import serve

    from tt_depth_anything_3 import DepthAnything3
    from tt_depth_anything_3.scale_out.dataset import predict_dataset
    from tt_depth_anything_3.scale_out.inputs import list_inputs
    from tt_depth_anything_3.scale_out.resources import ReplicaResources
    from tt_depth_anything_3.scale_out.serve import APP_NAME, ServeOptions, build_app
    from tt_depth_anything_3.server import ServerSettings, create_app

    cores = len(__import__("os").sched_getaffinity(0))
    print(
        f"CPU: {detect_cpu(read_torch=False).model}, {cores} cores, torch {torch.__version__} "
        f"({torch.backends.cpu.get_cpu_capability()}), {args.images} images 640x480",
        flush=True,
    )
    rows: list[tuple[str, float]] = []

    def row(name: str, rate: float) -> None:
        """Record and print one measured row at once (the table's header before the first)."""
        if not rows:
            print("| path | images/s | vs iter_predict |\n|---|---|---|")
        rows.append((name, rate))
        print(f"| {name} | {rate:.2f} | {rate / rows[0][1]:.2f}x |", flush=True)

    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        weights = args.weights
        if args.tiny or args.random:
            sys.path.insert(0, str(ROOT / "tests"))
            from support.checkpoints import write_checkpoint

            name = args.random or "da3metric-large"
            weights = str(write_checkpoint(tmp_path / "ckpt", name, seed=0, tiny=args.tiny))
        paths = _images(tmp_path, args.images)
        bodies = [p.read_bytes() for p in paths]
        load = {"weights_path": weights, "device": "cpu", "process_res": args.process_res}

        with DepthAnything3.from_pretrained(**load) as model:
            host = host_costs(model)
            print(
                "Host ms per 1242x375 JPEG frame (median): "
                + ", ".join(f"{k} {v:.1f}" for k, v in host.items())
                + f", total {sum(host.values()):.1f}",
                flush=True,
            )
            # Warm every path first (oneDNN primitives, caches), then the median of 3 passes.
            model(paths, batch_size=2)
            list(model.iter_predict(paths))
            passes = {
                "iter_predict, one process": lambda: list(model.iter_predict(paths)),
                "model(images), batch_size=1": lambda: model(paths, batch_size=1),
                "model(images), batch_size=2": lambda: model(paths, batch_size=2),
            }
            for name, run in passes.items():
                seconds = []
                for _ in range(3):
                    start = time.perf_counter()
                    run()
                    seconds.append(time.perf_counter() - start)
                row(name, len(paths) / float(np.median(seconds)))

            settings = ServerSettings(
                weights=weights, device="cpu", process_res=args.process_res, queue_size=64
            )
            port = _free_port()
            config = uvicorn.Config(
                create_app(settings, model=model), port=port, log_level="warning"
            )
            server = uvicorn.Server(config)
            thread = threading.Thread(target=server.run)
            thread.start()
            while not server.started:
                time.sleep(0.05)
            url = f"http://127.0.0.1:{port}"
            while httpx.get(f"{url}/ready").status_code != 200:
                time.sleep(0.05)
            _load_clients(url, bodies, args.clients)  # warm
            rate = _load_clients(url, bodies, args.clients)
            row(f"plain server, {args.clients} clients", rate)
            server.should_exit = True
            thread.join()

        ray.init(num_cpus=ray_cpus(cores, args.replicas), include_dashboard=False)
        try:
            for replicas in args.replicas:
                cpus = max(1, cores // replicas)
                resources = ReplicaResources("cpu", cpus=cpus)
                port = _free_port()
                serve.start(http_options={"host": "127.0.0.1", "port": port})
                serve.run(
                    build_app(settings, ServeOptions(replicas=replicas, resources=resources)),
                    name=APP_NAME,
                    route_prefix="/",
                )
                url = f"http://127.0.0.1:{port}"
                _load_clients(url, bodies, args.clients)  # warm every replica and path
                rate = _load_clients(url, bodies, args.clients)
                row(f"Ray Serve, {replicas} replica(s) x {cpus} CPU", rate)
                serve.shutdown()

                out = tmp_path / f"out{replicas}"
                start = time.perf_counter()
                report = predict_dataset(
                    list_inputs(tmp_path),
                    out,
                    load,
                    replicas=replicas,
                    resources=ReplicaResources("cpu", cpus=cpus),
                    formats=("png",),
                    progress=False,
                )
                total = time.perf_counter() - start
                row(f"Ray Data job, {replicas} replica(s), with start-up", report.written / total)
        finally:
            shutdown_ray(ray)
    return 0


if __name__ == "__main__":
    sys.exit(main())
