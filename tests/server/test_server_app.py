"""The server in-process (Starlette TestClient) on a tiny random checkpoint: every route, every
output format decoded back, bit-identity with the Python API, every bad input with its status
(the queue, timeout and loading: ``test_server_lifecycle.py``)."""

from __future__ import annotations

import base64
import json
import re
from concurrent.futures import ThreadPoolExecutor

import cv2
import numpy as np
import pytest

from support.app_testing import b64, encode, ready_client
from support.bad_requests import bad_requests
from tt_depth_anything_3 import DepthOutput
from tt_depth_anything_3.inference.images import ImageDecodeError, ImageSizeError, load_image
from tt_depth_anything_3.inference.preprocess import smallest_source
from tt_depth_anything_3.server.decoding import image_error_status


@pytest.fixture(scope="module")
def client(tiny_metric_checkpoint, tiny_metric_model):
    limits = {"max_body_mb": 1.0, "max_pixels": 200_000}
    with ready_client(tiny_metric_checkpoint, tiny_metric_model, **limits) as client:
        yield client


@pytest.fixture()
def photo_png(photo) -> bytes:
    return encode(photo)


# ---------------------------------------------------------------- routes


def test_health_ready_info_models(client, tiny_metric_model):
    assert client.get("/health").json() == {"status": "ok", "ready": True}
    assert client.get("/ready").json() == {"status": "ready"}
    info = client.get("/info").json()
    assert info["status"] == "ready"
    assert info["model"]["name"] == tiny_metric_model.model_name
    assert info["model"]["backend"] == "torch" and info["model"]["device"] == "cpu"
    assert info["model"]["units"] == "m"
    # what the model is, as describe() and tt-da3 info's models table say
    assert (info["model"]["family"], info["model"]["kind"]) == ("da3", "metric")
    assert info["model"]["outputs"] == ["depth", "sky"]
    assert info["model"]["warmed_sizes"]  # warmed at start-up
    details = info["model"]["backend_details"]  # the CPU, its capability, the kernels in use
    assert details["cpu"]["torch_capability"] and details["kernels"]["precision"] == "fp32"
    assert info["model"]["auto_precision"] is None  # the fixture names its dtype
    assert info["limits"]["max_body_bytes"] == 1024 * 1024
    assert set(info["requests"]) == {
        "total",
        "ok",
        "client_error",
        "client_closed",
        "rejected",
        "timed_out",
        "server_error",
    }
    assert info["fallbacks"] == 0
    models = client.get("/v1/models").json()
    assert models["object"] == "list"
    # a local checkpoint (--weights) is named by its config, not by the default hub id
    assert [m["id"] for m in models["data"]] == [tiny_metric_model.model_name]
    assert info["model"]["id"] == tiny_metric_model.model_name
    assert models["data"][0]["object"] == "model"


def test_web_page_uses_only_the_api(client):
    response = client.get("/")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    page = response.text
    for needle in ('fetch("/predict"', 'fetch("/info")', "depth-canvas", "mousemove", "drop"):
        assert needle in page
    assert not re.search(r"(src|href)=\"https?://", page)  # nothing loaded from elsewhere
    title_by_units = '{ m: "metric depth", "relative-inverse": "relative inverse depth" }'
    assert title_by_units in page and '|| "relative depth"' in page


def test_docs_and_openapi(client):
    for page in ("/docs", "/redoc"):  # their scripts from this server: no CDN, works offline
        html = client.get(page)
        assert html.status_code == 200 and "/openapi.json" in html.text
        assert not re.search(r"(src|href)=[\"']https?://", html.text), page
        assets = re.findall(r"(/static/vendor/[\w./-]+)", html.text)
        assert len(assets) >= (3 if page == "/docs" else 2), page
        for asset in assets:
            served = client.get(asset)
            assert served.status_code == 200 and len(served.content) > 500, asset
            suffix = asset.rsplit(".", 1)[-1]
            media = {"js": "text/javascript", "css": "text/css", "png": "image/png"}[suffix]
            assert served.headers["content-type"].startswith(media), asset
    schema = client.get("/openapi.json").json()
    for path in (
        "/predict",
        "/predict_png",
        "/health",
        "/ready",
        "/info",
        "/v1/models",
        "/metrics",
    ):
        assert path in schema["paths"]
    body = schema["paths"]["/predict"]["post"]["requestBody"]["content"]["application/json"]
    assert set(body["schema"]["properties"]) >= {"image", "output_format", "png_scale"}


def test_metrics_prometheus_text(client, photo_png):
    assert client.post("/predict", json={"image": b64(photo_png)}).status_code == 200
    client.post("/predict", json={"image": "!!"})
    response = client.get("/metrics")
    assert response.headers["content-type"].startswith("text/plain; version=0.0.4")
    text = response.text
    assert re.search(r'da3_requests_total\{route="/predict",status="200"\} [1-9]', text)
    assert re.search(r'da3_requests_total\{route="/predict",status="400"\} [1-9]', text)
    assert 'da3_request_duration_seconds_bucket{le="+Inf",route="/predict"}' in text
    # FastAPI's /openapi.json (a route without a template) by its path; unmatched ones: other
    client.get("/openapi.json")
    client.get("/no/such/route")
    text = client.get("/metrics").text
    assert re.search(r'da3_requests_total\{route="/openapi.json",status="200"\} [1-9]', text)
    assert re.search(r'da3_requests_total\{route="other",status="404"\} [1-9]', text)
    assert 'da3_stage_duration_seconds_count{stage="infer"}' in text
    for gauge in ("da3_queue_depth 0", "da3_requests_in_flight 0", "da3_model_ready 1"):
        assert gauge in text
    # every sample line is "name{labels} number"; label values may hold braces (route templates)
    for line in text.splitlines():
        assert line.startswith("#") or re.fullmatch(r"[a-z0-9_]+(\{.*\})? [0-9.e+-]+", line)


def test_unknown_route_and_method_are_json(client):
    response = client.get("/nope")
    assert response.status_code == 404 and response.json() == {"detail": "Not Found"}
    response = client.get("/predict")
    assert response.status_code == 405 and "detail" in response.json()


# ---------------------------------------------------------------- formats


def test_npz_is_bit_identical_to_the_python_api(client, tiny_metric_model, photo_png):
    expected = tiny_metric_model(photo_png)
    response = client.post("/predict", json={"image": b64(photo_png), "output_format": "npz"})
    assert response.status_code == 200
    result = response.json()
    assert result["depth"]["format"] == "npz" and result["depth"]["dtype"] == "float32"
    decoded = DepthOutput.load_npz(base64.b64decode(result["depth"]["data"]))
    assert decoded.depth.dtype == np.float32
    assert np.array_equal(decoded.depth, expected.depth)
    assert np.array_equal(decoded.sky, expected.sky)
    assert decoded.units == "m"
    assert result["shape"] == list(expected.shape)
    assert result["original_size"] == [90, 120]
    assert result["model_input_size"] == list(expected.model_input_size)
    assert result["stats_m"] == pytest.approx(expected.stats())
    assert set(result["timing_ms"]) == {
        "decode",
        "preprocess",
        "infer",
        "postprocess",
        "encode",
        "queue",
        "total",
    }
    assert result["timing_ms"]["total"] >= result["timing_ms"]["infer"] > 0


def test_json_format_carries_exact_float32(client, tiny_metric_model, photo_png):
    expected = tiny_metric_model(photo_png)
    result = client.post("/predict", json={"image": b64(photo_png), "output_format": "json"}).json()
    depth = np.asarray(result["depth"]["data"], dtype=np.float32)
    assert np.array_equal(depth, expected.depth)


@pytest.mark.parametrize("scale", [1000.0, 100000.0])
def test_png_format_is_the_quantised_depth(client, tiny_metric_model, photo_png, scale):
    expected = tiny_metric_model(photo_png).to_uint16(scale)
    result = client.post(
        "/predict", json={"image": b64(photo_png), "output_format": "png", "png_scale": scale}
    ).json()
    depth = result["depth"]
    assert depth["format"] == "png" and depth["dtype"] == "uint16"
    assert depth["scale"] == scale
    assert depth["saturation_m"] == pytest.approx(65535.0 / scale)
    assert depth["saturated_pixels"] == expected.saturated_pixels
    array = cv2.imdecode(np.frombuffer(base64.b64decode(depth["data"]), np.uint8), -1)
    assert array.dtype == np.uint16
    assert np.array_equal(array, expected.array)
    assert base64.b64decode(depth["data"]) == expected.to_png()  # marked as our depth map
    if scale == 100000.0:
        assert depth["saturated_pixels"] > 0  # depth over 0.65535 m clipped


def test_predict_png_route(client, tiny_metric_model, photo):
    jpeg = encode(photo, "JPEG")
    expected = tiny_metric_model(jpeg)
    response = client.post(
        "/predict_png?png_scale=500",
        content=jpeg,
        headers={"Content-Type": "image/jpeg"},
    )
    assert response.status_code == 200
    assert response.headers["content-type"] == "image/png"
    array = cv2.imdecode(np.frombuffer(response.content, np.uint8), -1)
    assert np.array_equal(array, expected.to_uint16(500).array)
    headers = response.headers
    assert float(headers["x-depth-scale"]) == 500.0
    assert float(headers["x-depth-saturation-m"]) == pytest.approx(65535 / 500)
    assert headers["x-depth-shape"] == f"{expected.shape[0]},{expected.shape[1]}"
    assert headers["x-original-size"] == "90,120"
    assert float(headers["x-stats-median-m"]) == pytest.approx(expected.stats()["median"], 1e-4)
    for stage in ("decode", "preprocess", "infer", "postprocess", "encode", "queue", "total"):
        assert float(headers[f"x-timing-{stage}-ms"]) >= 0

    options = "?resize_to_original=true&max_depth_m=0.5&focal_px=80"
    expected = tiny_metric_model(jpeg, resize_to_original=True, max_depth_m=0.5, focal_px=80.0)
    response = client.post(
        "/predict_png" + options, content=jpeg, headers={"Content-Type": "image/jpeg"}
    )
    array = cv2.imdecode(np.frombuffer(response.content, np.uint8), -1)
    assert array.shape == (90, 120) and array.max() <= 500
    assert np.array_equal(array, expected.to_uint16(1000).array)
    # Python's requests sends a bool parameter as True: taken as true
    python_bool = {"resize_to_original": "True", "max_depth_m": 0.5, "focal_px": 80}
    response = client.post(
        "/predict_png", params=python_bool, content=jpeg, headers={"Content-Type": "image/jpeg"}
    )
    assert response.status_code == 200
    array = cv2.imdecode(np.frombuffer(response.content, np.uint8), -1)
    assert np.array_equal(array, expected.to_uint16(1000).array)


def test_options_resize_focal_and_clamp(client, tiny_metric_model, photo_png):
    expected = tiny_metric_model(photo_png, focal_px=80.0, resize_to_original=True, max_depth_m=1.0)
    body = {
        "image": "data:image/png;base64," + b64(photo_png),
        "output_format": "npz",
        "resize_to_original": True,
        "focal_px": 80,
        "max_depth_m": 1.0,
    }
    result = client.post("/predict", json=body).json()
    decoded = DepthOutput.load_npz(base64.b64decode(result["depth"]["data"]))
    assert result["shape"] == [90, 120]
    assert result["focal_px"] == 80.0 and result["focal_source"] == "focal_px"
    assert np.array_equal(decoded.depth, expected.depth)
    assert decoded.depth.max() <= 1.0


# ---------------------------------------------------------------- bad input


def test_each_bad_input_gets_its_status(client, photo):
    for route, kwargs, status, text in bad_requests(photo):
        response = client.post(route, **kwargs)
        assert response.status_code == status, (route, kwargs.get("json"), response.text)
        detail = response.json()["detail"]
        assert isinstance(detail, str) and text in detail, (route, detail)


def test_text_for_an_image_is_said_without_the_python_api_advice(client):
    """A 400 told an HTTP client "in Python, pass it as str or Path"."""
    text = b"photo.jpg"
    answers = [
        client.post("/predict", json={"image": b64(text)}).json()["detail"],
        client.post("/predict_png", content=text, headers={"Content-Type": "image/jpeg"}).json()[
            "detail"
        ],
    ]
    with client.websocket_connect("/stream") as ws:
        ws.send_bytes(text)
        answers.append(json.loads(ws.receive_text())["detail"])
    for detail in answers:
        assert "9 bytes that read as text, 'photo.jpg'" in detail, detail
        assert "expected, not its name or other text" in detail, detail
        assert "Python" not in detail and "Path" not in detail, detail


@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize("fmt", ["PNG", "JPEG", "BMP", "GIF", "TIFF", "WEBP"])
def test_corrupt_image_bytes_are_400_never_500(photo, fmt):
    data = encode(photo, fmt)
    rng = np.random.default_rng(0)
    for _ in range(60):
        corrupt = bytearray(data)
        for _ in range(rng.integers(1, 20)):
            corrupt[rng.integers(0, len(corrupt))] = rng.integers(0, 256)
        if rng.random() < 0.3:
            corrupt = corrupt[: rng.integers(1, len(corrupt))]
        try:
            image = load_image(bytes(corrupt), 200_000, reduce_to=smallest_source)
        except (ImageDecodeError, ImageSizeError) as err:
            assert image_error_status(err) in (400, 422), err
        else:
            assert image.rgb.dtype == np.uint8 and image.rgb.ndim == 3


def test_chunked_body_over_the_limit_is_413(client):
    def chunks():
        for _ in range(20):
            yield b"x" * 65536  # 1.25 MiB in all, no Content-Length

    response = client.post(
        "/predict", content=chunks(), headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 413
    assert "over the limit" in response.json()["detail"]


def test_bad_inputs_do_not_disturb_concurrent_good_requests(client, tiny_metric_model, photo):
    png = encode(photo)
    expected = tiny_metric_model(png).depth
    bad = bad_requests(photo)

    def good(_: int) -> np.ndarray:
        response = client.post("/predict", json={"image": b64(png), "output_format": "npz"})
        assert response.status_code == 200, response.text
        return DepthOutput.load_npz(base64.b64decode(response.json()["depth"]["data"])).depth

    def bad_one(case) -> tuple[int, int]:
        route, kwargs, status, _ = case
        return client.post(route, **kwargs).status_code, status

    with ThreadPoolExecutor(6) as pool:
        goods = [pool.submit(good, i) for i in range(6)]
        bads = [pool.submit(bad_one, case) for case in bad]
        for future in bads:
            got, wanted = future.result()
            assert got == wanted
        for future in goods:
            assert np.array_equal(future.result(), expected)
    assert client.get("/info").json()["queue"] == {
        "in_flight": 0,
        "waiting": 0,
        "pixels_reserved": 0,
    }


def test_json_body_is_compact_and_valid(client, photo_png):
    response = client.post("/predict", json={"image": b64(photo_png), "output_format": "json"})
    assert response.headers["content-type"] == "application/json"
    assert json.loads(response.content)["units"] == "m"
