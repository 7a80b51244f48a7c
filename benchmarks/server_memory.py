"""Server memory under maximum-size images: RSS before, peak and after N concurrent requests.

Starts ``tt-da3 serve`` (the tiny random checkpoint unless ``--weights`` or ``--model``) on
loopback, sends ``--rounds`` rounds of ``--concurrent`` simultaneous requests of a ``--size``
image (JPEG: decoded at reduced scale; PNG: decoded whole, so the pixel budget is what bounds
it), and reads the server's RSS (``VmRSS``) and peak (``VmHWM``) from /proc. Linux only.
``--route``: ``predict_png`` (the image as the body), ``reconstruct`` (``--views`` copies of it,
multipart), ``npz`` (``/predict`` with ``resize_to_original`` and ``Accept:
application/x-npz``). ``--model da3-small``: the full DA3-SMALL architecture with seeded random
weights in the official format (``tests/support/checkpoints``), so the figures are those of
DA3-SMALL's activations, not of a tiny network.

    python benchmarks/server_memory.py --concurrent 8 --rounds 3 --size 8000x7999 --format jpeg
    python benchmarks/server_memory.py --concurrent 8 --rounds 1 --size 8000x7999 --format png
    python benchmarks/server_memory.py --model da3-small --route reconstruct --views 16 \
        --concurrent 3 --rounds 1
    python benchmarks/server_memory.py --model da3-small --route npz --concurrent 1 --rounds 1
"""

from __future__ import annotations

import argparse
import base64
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
from script_args import cpu_name, pixel_size, positive_int  # noqa: E402
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


def send(client: httpx.Client, route: str, data: bytes, fmt: str, views: int) -> httpx.Response:
    """One request of ``route`` (module docstring) with the image ``data``."""
    if route == "reconstruct":
        files = [("images", (f"v{i}.{fmt}", data, f"image/{fmt}")) for i in range(views)]
        return client.post("/reconstruct", files=files, data={"format": "glb"})
    if route == "npz":
        body = {"image": base64.b64encode(data).decode(), "resize_to_original": True}
        return client.post("/predict", json=body, headers={"Accept": "application/x-npz"})
    return client.post("/predict_png", content=data, headers={"Content-Type": f"image/{fmt}"})


def measure(
    url: str,
    pid: int,
    data: bytes,
    fmt: str,
    concurrent: int,
    rounds: int,
    timeout_s: float,
    route: str = "predict_png",
    views: int = 1,
) -> dict:
    """``rounds`` x ``concurrent`` simultaneous requests; RSS in MB before, peak, after."""
    statuses: Counter[int] = Counter()
    Path(f"/proc/{pid}/clear_refs").write_text("5")  # the peak (VmHWM) restarts from now
    before = proc_kb(pid, "VmRSS") / 1024
    start = time.monotonic()
    with httpx.Client(base_url=url, timeout=timeout_s) as client:

        def one(_: int) -> int:
            return send(client, route, data, fmt, views).status_code

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


def benchmark_checkpoint(folder: Path, model: str) -> Path:
    """The tiny random checkpoint, or the full DA3-SMALL architecture with seeded random
    weights, written in the official format into ``folder``."""
    if model == "tiny":
        return tiny_checkpoint(folder)
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from support.checkpoints import write_checkpoint

    return write_checkpoint(folder / model, model, seed=0, tiny=False)


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
    parser.add_argument("--size", type=pixel_size, default="8000x7999", help="WxH of the image")
    parser.add_argument("--format", choices=("jpeg", "png"), default="jpeg")
    parser.add_argument("--concurrent", type=positive_int, default=8)
    parser.add_argument("--rounds", type=positive_int, default=3)
    parser.add_argument("--process-res", type=int, default=504)
    parser.add_argument("--timeout-s", type=float, default=600.0)
    parser.add_argument("--serve-args", default="", help="more tt-da3 serve flags")
    parser.add_argument("--route", choices=("predict_png", "reconstruct", "npz"),
                        default="predict_png")  # fmt: skip
    parser.add_argument("--views", type=int, default=16, help="images per /reconstruct")
    parser.add_argument("--model", choices=("tiny", "da3-small"), default="tiny",
                        help="checkpoint written when no --weights")  # fmt: skip
    args = parser.parse_args(argv)
    width, height = args.size  # WxH as written (pixel_size reads the two sides in order)
    data = photo_like(width, height, args.format)
    views = args.views if args.route == "reconstruct" else 1
    body_mb = max(64, (len(data) * views * 4 // 3 >> 20) + 8)
    serve = ["--process-res", str(args.process_res), "--max-body-mb", str(body_mb)]
    serve += ["--request-timeout-s", str(args.timeout_s), *args.serve_args.split()]
    with tempfile.TemporaryDirectory() as tmp:
        weights = args.weights or str(benchmark_checkpoint(Path(tmp), args.model))
        with memory_server(weights, serve) as (url, pid):
            report = measure(
                url, pid, data, args.format, args.concurrent, args.rounds, args.timeout_s,
                args.route, views,
            )  # fmt: skip
    report.update(
        {
            "image": f"{width}x{height} {args.format}",
            "bytes": len(data),
            "route": args.route,
            "views": views,
            "model": args.weights or args.model,
            "serve": args.serve_args,
            "cpu": cpu_name().removeprefix("CPU: "),
        }
    )
    print(json.dumps(report, indent=1))
    return 0 if report["server_errors"] == 0 and set(report["statuses"]) == {"200"} else 1


if __name__ == "__main__":
    sys.exit(main())
