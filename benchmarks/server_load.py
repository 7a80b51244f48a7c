"""Bounded load test of the depth server on loopback: N concurrent clients x M requests each.

Against a running server:
    python benchmarks/server_load.py --url http://127.0.0.1:20000 --clients 4 --requests 25
Or start one for the run (``--tiny``: a random tiny checkpoint, to test the serving path only):
    python benchmarks/server_load.py --weights /path/to/DA3METRIC-LARGE --device cpu
    python benchmarks/server_load.py --tiny --clients 8 --requests 20 --queue-size 4

Prints ``bench.py``'s ``CPU:`` line (this machine's: the server's too when the script starts
it, not with ``--url``), then req/s, client latency p50/p99, the status counts and the requests
that got no answer (``errors``: transport errors by kind, such as a refused connection or a
timeout; ``missing``: requests a client never made) as one JSON line (``cpu``: the CPU). Exits
1 when any request got no answer or no request succeeded, on any 5xx other than 503, and on
503 too unless ``--allow-503`` (deliberate overload).
"""

from __future__ import annotations

import argparse
import base64
import io
import json
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import numpy as np
from bench import cpu_line, cpu_summary
from PIL import Image
from script_args import positive_int


def sample_png(width: int = 640, height: int = 480) -> bytes:
    """A smooth synthetic photo-like image, PNG-encoded."""
    rng = np.random.default_rng(0)
    y, x = np.mgrid[0:height, 0:width]
    base = np.stack([x * 255 / width, y * 255 / height, (x + y) * 128 / (x.max() + y.max())], -1)
    rgb = np.clip(base + rng.normal(0, 8, base.shape), 0, 255).astype(np.uint8)
    buffer = io.BytesIO()
    Image.fromarray(rgb).save(buffer, "PNG")
    return buffer.getvalue()


def run_load(
    url: str, image: bytes, clients: int, requests: int, output_format: str = "png"
) -> dict:
    """``clients`` threads each send ``requests`` /predict calls; latencies and statuses, the
    transport errors by kind (``errors``) and the requests never made (``missing``)."""
    body = {"image": base64.b64encode(image).decode("ascii"), "output_format": output_format}
    latencies: list[float] = []
    statuses: Counter[int] = Counter()
    errors: Counter[str] = Counter()
    lock = threading.Lock()
    barrier = threading.Barrier(clients)

    def client() -> None:
        with httpx.Client(base_url=url, timeout=300) as session:
            barrier.wait()
            for _ in range(requests):
                start = time.perf_counter()
                try:
                    status = session.post("/predict", json=body).status_code
                except httpx.TransportError as err:  # no answer: counted, fails the run
                    with lock:
                        errors[type(err).__name__] += 1
                    continue
                elapsed = time.perf_counter() - start
                with lock:
                    statuses[status] += 1
                    if status == 200:
                        latencies.append(elapsed)

    threads = [threading.Thread(target=client) for _ in range(clients)]
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    wall = time.perf_counter() - start
    ok = np.asarray(latencies) * 1e3
    return {
        "clients": clients,
        "requests_per_client": requests,
        "wall_s": round(wall, 3),
        "ok_per_s": round(len(latencies) / wall, 2),
        "p50_ms": round(float(np.percentile(ok, 50)), 1) if ok.size else None,
        "p99_ms": round(float(np.percentile(ok, 99)), 1) if ok.size else None,
        "statuses": {str(k): v for k, v in sorted(statuses.items())},
        "errors": dict(sorted(errors.items())),
        "missing": clients * requests - sum(statuses.values()) - sum(errors.values()),
    }


def failure(report: dict, allow_503: bool) -> str | None:
    """Why a load ``report`` fails the run, or None: requests without an answer, none that
    succeeded, a 5xx other than 503, or a 503 unless ``allow_503``."""
    if report["errors"] or report["missing"]:
        return f"requests without an answer: errors {report['errors']}, missing {report['missing']}"
    if "200" not in report["statuses"]:
        return f"no request succeeded: statuses {report['statuses']}"
    bad = {s for s in map(int, report["statuses"]) if s >= 500 and s != 503}
    if bad or ("503" in report["statuses"] and not allow_503):
        return f"unexpected statuses: {report['statuses']}"
    return None


def free_port() -> int:
    """A free TCP port on 127.0.0.1."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextmanager
def started_server(serve_args: list[str], timeout_s: float = 600) -> Iterator[str]:
    """``python -m tt_depth_anything_3.server`` on a free loopback port until the block ends."""
    port = free_port()
    command = [sys.executable, "-m", "tt_depth_anything_3.server", "--port", str(port)]
    process = subprocess.Popen([*command, *serve_args, "--log-level", "warning"])
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + timeout_s
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"the server exited with {process.returncode}")
            if time.monotonic() > deadline:
                raise TimeoutError(f"the server was not ready after {timeout_s} s")
            try:
                if httpx.get(f"{url}/ready", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:  # not listening yet
                pass
            time.sleep(0.2)
        yield url
    finally:
        process.terminate()
        process.wait(timeout=60)


def tiny_checkpoint(folder: Path) -> Path:
    """The tests' tiny random DA3Metric checkpoint, written into ``folder``."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from support.checkpoints import write_checkpoint

    return write_checkpoint(folder, "da3metric-large", seed=0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", help="a running server; else one is started")
    parser.add_argument("--weights", help="checkpoint for the started server")
    parser.add_argument("--tiny", action="store_true", help="start with a tiny random checkpoint")
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--process-res", type=positive_int, default=504)
    parser.add_argument("--queue-size", type=positive_int, default=8)
    parser.add_argument("--clients", type=positive_int, default=4)
    parser.add_argument("--requests", type=positive_int, default=10, help="per client")
    parser.add_argument("--image", help="image file to send (default: a 640x480 synthetic)")
    parser.add_argument("--output-format", choices=("png", "npz", "json"), default="png")
    parser.add_argument("--allow-503", action="store_true", help="deliberate overload")
    args = parser.parse_args(argv)
    image = Path(args.image).read_bytes() if args.image else sample_png()

    def load(url: str) -> dict:
        run_load(url, image, 1, 2, args.output_format)  # untimed warm-up
        return run_load(url, image, args.clients, args.requests, args.output_format)

    if args.url:
        report = load(args.url)
    else:
        with tempfile.TemporaryDirectory() as tmp:
            if args.tiny:
                weights = str(tiny_checkpoint(Path(tmp)))
            elif args.weights:
                weights = args.weights
            else:
                parser.error("pass --url, --weights or --tiny")
            serve = ["--weights", weights, "--device", args.device]
            serve += ["--process-res", str(args.process_res), "--queue-size", str(args.queue_size)]
            with started_server(serve) as url:
                report = load(url)
    cpu = cpu_summary()
    print(cpu_line(cpu) + ("" if args.url is None else " (the client's; the server's may differ)"))
    keys = ("model", "family", "model_number", "isa")
    print(json.dumps({**report, "cpu": {key: cpu.get(key) for key in keys}}))
    reason = failure(report, args.allow_503)
    if reason is not None:
        print(reason, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
