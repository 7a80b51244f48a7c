"""Server memory under maximum-size images: RSS before, peak and after N concurrent requests.

Starts ``tt-da3 serve`` (the tiny random checkpoint unless ``--weights``) on loopback, sends
``--rounds`` rounds of ``--concurrent`` simultaneous ``/predict_png`` requests of a ``--size``
image (JPEG: decoded at reduced scale; PNG: decoded whole, so the pixel budget is what bounds
it), and reads the server's RSS (``VmRSS``) and peak (``VmHWM``) from /proc. Linux only.

    python benchmarks/server_memory.py --concurrent 8 --rounds 3 --size 8000x7999 --format jpeg
    python benchmarks/server_memory.py --concurrent 8 --rounds 1 --size 8000x7999 --format png
"""

from __future__ import annotations

import argparse
import io
import json
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path

import httpx
import numpy as np
from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parent))
from server_load import free_port, tiny_checkpoint  # noqa: E402


def photo_like(width: int, height: int, fmt: str) -> bytes:
    """A smooth image with texture (compresses like a photo), encoded as ``fmt``."""
    rng = np.random.default_rng(0)
    y = np.linspace(0, 255, height, dtype=np.float32)[:, None]
    x = np.linspace(0, 255, width, dtype=np.float32)[None, :]
    image = np.empty((height, width, 3), np.uint8)
    tile = rng.integers(0, 24, (256, 256), np.uint8)
    noise = np.tile(tile, (height // 256 + 1, width // 256 + 1))[:height, :width]
    image[..., 0] = (x * 0.7 + y * 0.3).astype(np.uint8) + noise
    image[..., 1] = (y * 0.8).astype(np.uint8) + noise
    image[..., 2] = ((x + y) * 0.4).astype(np.uint8)
    buffer = io.BytesIO()
    Image.fromarray(image).save(buffer, fmt.upper(), **({"quality": 90} if fmt == "jpeg" else {}))
    return buffer.getvalue()


def proc_kb(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise KeyError(field)


def measure(
    url: str, pid: int, data: bytes, fmt: str, concurrent: int, rounds: int, timeout_s: float
) -> dict:
    """``rounds`` x ``concurrent`` simultaneous requests; RSS in MB before, peak, after."""
    statuses: Counter[int] = Counter()
    Path(f"/proc/{pid}/clear_refs").write_text("5")  # the peak (VmHWM) restarts from now
    before = proc_kb(pid, "VmRSS") / 1024
    start = time.monotonic()
    with httpx.Client(base_url=url, timeout=timeout_s) as client:

        def one(_: int) -> int:
            response = client.post(
                "/predict_png", content=data, headers={"Content-Type": f"image/{fmt}"}
            )
            return response.status_code

        for _ in range(rounds):
            with ThreadPoolExecutor(concurrent) as pool:
                statuses.update(pool.map(one, range(concurrent)))
        time.sleep(0.5)
        info = client.get("/info").json()
    return {
        "requests": rounds * concurrent,
        "statuses": {str(k): v for k, v in sorted(statuses.items())},
        "rss_before_mb": round(before, 1),
        "rss_peak_mb": round(proc_kb(pid, "VmHWM") / 1024, 1),
        "rss_after_mb": round(proc_kb(pid, "VmRSS") / 1024, 1),
        "seconds": round(time.monotonic() - start, 1),
        "pixels_reserved_after": info["queue"].get("pixels_reserved"),  # None before it existed
        "server_errors": info["requests"]["server_error"],
    }


@contextmanager
def memory_server(weights: str, serve_args: list[str]) -> Iterator[tuple[str, int]]:
    """``tt-da3 serve`` of ``weights`` on a free loopback port -> (url, pid), until the block
    ends."""
    port = free_port()
    command = [sys.executable, "-m", "tt_depth_anything_3.server", "--port", str(port)]
    command += ["--weights", weights, "--device", "cpu", "--log-level", "warning", *serve_args]
    server = subprocess.Popen(command)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 300
        while True:
            assert server.poll() is None and time.monotonic() < deadline, "server failed"
            try:
                if httpx.get(f"{url}/ready", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:  # not listening yet
                pass
            time.sleep(0.2)
        yield url, server.pid
    finally:
        server.terminate()
        server.wait(60)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--weights", help="checkpoint (default: a tiny random one)")
    parser.add_argument("--size", default="8000x7999", help="WxH of the image")
    parser.add_argument("--format", choices=("jpeg", "png"), default="jpeg")
    parser.add_argument("--concurrent", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--process-res", type=int, default=504)
    parser.add_argument("--timeout-s", type=float, default=600.0)
    parser.add_argument("--serve-args", default="", help="more tt-da3 serve flags")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    data = photo_like(width, height, args.format)
    serve = ["--process-res", str(args.process_res), "--max-body-mb", "64"]
    serve += ["--request-timeout-s", str(args.timeout_s), *args.serve_args.split()]
    with tempfile.TemporaryDirectory() as tmp:
        weights = args.weights or str(tiny_checkpoint(Path(tmp)))
        with memory_server(weights, serve) as (url, pid):
            report = measure(
                url, pid, data, args.format, args.concurrent, args.rounds, args.timeout_s
            )
    report.update(
        {"image": f"{width}x{height} {args.format}", "bytes": len(data), "serve": args.serve_args}
    )
    print(json.dumps(report, indent=1))
    return 0 if report["server_errors"] == 0 and set(report["statuses"]) == {"200"} else 1


if __name__ == "__main__":
    sys.exit(main())
