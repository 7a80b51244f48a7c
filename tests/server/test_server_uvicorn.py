"""The server as a real process on 127.0.0.1: ``uvicorn tt_depth_anything_3.server:app``
configured by ``TT_DA3_*`` variables, and ``python -m tt_depth_anything_3.server`` (the
``tt-da3 serve`` command) moving past a taken port. Requests go over real sockets."""

from __future__ import annotations

import base64
import importlib.util
import re
import socket
import subprocess
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import cv2
import httpx
import numpy as np
import pytest

from support.app_testing import b64, encode
from support.bad_requests import bad_requests
from support.server_process import (
    START_TIMEOUT_S,
    free_port,
    running_server,
    serve_command,
    stop,
    uvicorn_command,
    wait_ready,
)
from tt_depth_anything_3 import DepthOutput


@pytest.fixture(scope="module")
def server(tiny_metric_checkpoint, tmp_path_factory):
    """``uvicorn tt_depth_anything_3.server:app`` on a free port."""
    port = free_port()
    log = tmp_path_factory.mktemp("uvicorn") / "server.log"
    env = {
        "TT_DA3_WEIGHTS": str(tiny_metric_checkpoint),
        "TT_DA3_DEVICE": "cpu",
        "TT_DA3_PROCESS_RES": "140",
        "TT_DA3_MAX_BODY_MB": "1",
        "TT_DA3_MAX_PIXELS": "200000",
    }
    with running_server(uvicorn_command(port), port, log, env) as url:
        yield url


def test_routes_over_http(server):
    with httpx.Client(base_url=server) as client:
        assert client.get("/health").json() == {"status": "ok", "ready": True}
        assert client.get("/ready").status_code == 200
        info = client.get("/info").json()
        assert info["status"] == "ready" and info["model"]["warmed_sizes"]
        assert info["limits"]["max_pixels"] == 200_000
        # --weights: the id comes from the loaded checkpoint's config
        assert client.get("/v1/models").json()["data"][0]["id"] == "da3metric-large"
        assert "da3_model_ready 1" in client.get("/metrics").text
        assert "depth-canvas" in client.get("/").text
        assert client.get("/docs").status_code == 200
        assert client.get("/missing").json() == {"detail": "Not Found"}


@pytest.mark.parametrize("path", ["/health", "/ready", "/info", "/", "/static/camera.js"])
def test_head_answers_as_get_without_a_body(server, path):
    """Uptime checks and load balancers send HEAD: the GET's status and headers, no body."""
    with httpx.Client(base_url=server) as client:
        got = client.get(path)
        head = client.head(path)
        assert head.status_code == got.status_code == 200
        assert head.content == b""
        assert head.headers["content-type"] == got.headers["content-type"]
        if "content-length" in got.headers and path != "/info":  # /info's counters move
            assert head.headers["content-length"] == got.headers["content-length"]
        assert client.head("/predict").status_code == 405  # POST only: as GET, with Allow
        assert client.head("/predict").headers["allow"] == "POST"
        assert client.head("/no-such-path").status_code == 404


def test_every_format_over_http(server, tiny_metric_model, photo):
    png = encode(photo)
    expected = tiny_metric_model(png)
    with httpx.Client(base_url=server, timeout=30) as client:
        npz = client.post("/predict", json={"image": b64(png), "output_format": "npz"}).json()
        decoded = DepthOutput.load_npz(base64.b64decode(npz["depth"]["data"]))
        assert np.array_equal(decoded.depth, expected.depth)  # bit-identical across processes
        rows = client.post("/predict", json={"image": b64(png), "output_format": "json"}).json()
        assert np.array_equal(np.asarray(rows["depth"]["data"], np.float32), expected.depth)
        quantised = client.post("/predict", json={"image": b64(png), "png_scale": 250}).json()
        array = cv2.imdecode(
            np.frombuffer(base64.b64decode(quantised["depth"]["data"]), np.uint8), -1
        )
        assert np.array_equal(array, expected.to_uint16(250).array)
        raw = client.post("/predict_png", content=png, headers={"Content-Type": "image/png"})
        assert raw.headers["content-type"] == "image/png"
        array = cv2.imdecode(np.frombuffer(raw.content, np.uint8), -1)
        assert np.array_equal(array, expected.to_uint16(1000).array)
        assert raw.headers["x-depth-units"] == "m"


def test_bad_inputs_over_http_beside_good_ones(server, tiny_metric_model, photo):
    png = encode(photo)
    expected = tiny_metric_model(png).depth
    with httpx.Client(base_url=server, timeout=30) as client, ThreadPoolExecutor(6) as pool:

        def good(_: int) -> np.ndarray:
            response = client.post("/predict", json={"image": b64(png), "output_format": "npz"})
            assert response.status_code == 200, response.text
            return DepthOutput.load_npz(base64.b64decode(response.json()["depth"]["data"])).depth

        def bad(case) -> None:
            route, kwargs, status, text = case
            response = client.post(route, **kwargs)
            assert response.status_code == status, (route, response.text)
            assert text in response.json()["detail"]

        goods = [pool.submit(good, i) for i in range(6)]
        bads = [pool.submit(bad, case) for case in bad_requests(photo)]
        for future in bads:
            future.result()
        for future in goods:
            assert np.array_equal(future.result(), expected)


def test_cli_server_takes_the_next_free_port_and_sheds_overload(
    tiny_metric_checkpoint, tmp_path, photo
):
    log = tmp_path / "serve.log"
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        command = serve_command(port, "--weights", str(tiny_metric_checkpoint), "--device", "cpu")
        command += ["--process-res", "140", "--queue-size", "1"]
        with log.open("w") as out:
            process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + START_TIMEOUT_S
        while not (found := re.search(r"serving on http://127\.0\.0\.1:(\d+)", log.read_text())):
            assert process.poll() is None, log.read_text()
            assert time.monotonic() < deadline, log.read_text()
            time.sleep(0.1)
        served = int(found.group(1))
        assert served != port
        assert f"port {port} is taken; serving on port {served} instead" in log.read_text()
        url = f"http://127.0.0.1:{served}"
        try:
            wait_ready(url, process, log)
            body = {"image": b64(encode(np.tile(photo, (3, 3, 1)))), "resize_to_original": True}
            barrier = threading.Barrier(12)
            with httpx.Client(base_url=url, timeout=30) as client:

                def post(_: int) -> httpx.Response:
                    barrier.wait()
                    return client.post("/predict", json=body)

                with ThreadPoolExecutor(12) as pool:
                    responses = list(pool.map(post, range(12)))
            statuses = [r.status_code for r in responses]
            assert set(statuses) <= {200, 503}, statuses
            assert 200 in statuses and 503 in statuses, statuses
            for response in responses:
                if response.status_code == 503:
                    assert int(response.headers["retry-after"]) >= 1
        finally:
            assert stop(process) == 0, log.read_text()


def test_load_benchmark_script(server, photo, monkeypatch):
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "server_load.py"
    monkeypatch.syspath_prepend(str(path.parent))  # its folder first, as when it runs
    spec = importlib.util.spec_from_file_location("server_load", path)
    server_load = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(server_load)
    report = server_load.run_load(server, encode(photo), clients=3, requests=3)
    assert report["statuses"] == {"200": 9} and report["errors"] == {} and report["missing"] == 0
    assert server_load.failure(report, allow_503=False) is None
    assert report["ok_per_s"] > 0 and report["p99_ms"] >= report["p50_ms"] > 0
