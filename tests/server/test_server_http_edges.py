"""What an outside tester of the HTTP server found, each now answered as SERVING.md says:
a multipart body cut short (400, not a reconstruction of the views that arrived), a depth clamp
that float32 rounds to 0 (422), repeated singleton headers (400 naming the header), HEAD in a
405's ``Allow``, integers too long for Python and ``1_000`` in a query (refused in a client's
terms), WebSocket handshake misses as JSON, ``da3_jobs_stopped_total`` a counter, WS /stream's
stages the documented ones, a relative slash redirect, and no CORS (a preflight is 405)."""

from __future__ import annotations

import gzip
import importlib.util

import numpy as np
import pytest
from prometheus_client.parser import text_string_to_metric_families
from starlette.websockets import WebSocketDisconnect

from support.app_testing import encode, ready_client

BOUNDARY = "XyZ"


@pytest.fixture(scope="module")
def client(tiny_metric_checkpoint, tiny_metric_model):
    with ready_client(tiny_metric_checkpoint, tiny_metric_model, max_body_mb=2.0) as client:
        yield client


@pytest.fixture(scope="module")
def keyed(tiny_metric_checkpoint, tiny_metric_model):
    with ready_client(tiny_metric_checkpoint, tiny_metric_model, api_key="s3cr3t-KEY") as client:
        yield client


@pytest.fixture()
def png(photo) -> bytes:
    return encode(photo)


def part(name: str, data: bytes, filename: str | None = None) -> bytes:
    disposition = f'Content-Disposition: form-data; name="{name}"'
    if filename:
        disposition += f'; filename="{filename}"'
    return f"--{BOUNDARY}\r\n{disposition}\r\n\r\n".encode() + data + b"\r\n"


def multipart_cuts(png: bytes) -> dict[str, bytes]:
    """The tester's body (3 views, then format=none, then the closing delimiter), whole and
    cut at each place that was answered 200 with views or fields dropped."""
    views = [part("images", png, f"{name}.png") for name in "abc"]
    full = b"".join(views) + part("format", b"none") + f"--{BOUNDARY}--\r\n".encode()
    header_c = len(views[2]) - len(png) - 2
    two = len(views[0]) + len(views[1])
    return {
        "whole": full,
        "no closing delimiter": full[: -len(f"--{BOUNDARY}--\r\n")],
        "cut in image c's data": full[: two + header_c + 10],
        "cut in image c's part header": full[: two + 20],
        "cut right after image b": full[:two],
    }


@pytest.mark.skipif(not importlib.util.find_spec("python_multipart"), reason="no multipart")
def test_a_truncated_multipart_body_is_refused(client, png):
    headers = {"Content-Type": f"multipart/form-data; boundary={BOUNDARY}"}
    for label, body in multipart_cuts(png).items():
        response = client.post("/reconstruct", content=body, headers=headers)
        if label == "whole":
            assert response.status_code == 200, response.text
            assert response.json()["views"] == 3 and response.json()["export"] is None
            continue
        assert response.status_code == 400, (label, response.text[:200])
        assert "malformed/truncated" in response.json()["detail"], label
    for ending in (b"", b"\r\n", b"\r\nepilogue"):  # every correct ending still works
        body = part("images", png, "a.png") + part("format", b"none")
        body += f"--{BOUNDARY}--".encode() + ending
        assert client.post("/reconstruct", content=body, headers=headers).status_code == 200


@pytest.mark.skipif(not importlib.util.find_spec("python_multipart"), reason="no multipart")
def test_a_multipart_preamble_is_ignored(client, png):
    """Text before the first delimiter (RFC 2046 5.1.1: to be ignored) was a 400."""
    headers = {"Content-Type": f"multipart/form-data; boundary={BOUNDARY}"}
    body = part("images", png, "a.png") + part("format", b"none") + f"--{BOUNDARY}--\r\n".encode()
    for preamble in (b"This is a preamble.\r\n", b"\r\n", b"two\r\nlines\r\n"):
        response = client.post("/reconstruct", content=preamble + body, headers=headers)
        assert response.status_code == 200, (preamble, response.text[:200])
        assert response.json()["views"] == 1
    response = client.post("/reconstruct", content=b"no delimiter at all", headers=headers)
    assert response.status_code == 400


@pytest.mark.parametrize("value", ["1e-300", "1e-45", "0.0009"])
def test_a_depth_clamp_float32_rounds_to_zero_is_refused(client, png, value):
    response = client.post(
        f"/predict_png?max_depth_m={value}", content=png, headers={"Content-Type": "image/png"}
    )
    assert response.status_code == 422, response.headers.get("x-stats-max-m")
    assert "max_depth_m" in response.json()["detail"]
    small = client.post(
        "/predict_png?max_depth_m=0.001", content=png, headers={"Content-Type": "image/png"}
    )
    assert small.status_code == 200 and float(small.headers["x-stats-max-m"]) > 0


def test_repeated_content_encoding_is_refused_either_way(client, png):
    body = gzip.compress(png)
    for first, second in (("gzip", "identity"), ("identity", "gzip")):
        headers = [
            ("Content-Type", "image/png"),
            ("Content-Encoding", first),
            ("Content-Encoding", second),
        ]
        response = client.post("/predict_png", content=body, headers=headers)
        assert response.status_code == 400, (first, second, response.status_code)
        assert "Content-Encoding header is given more than once" in response.json()["detail"]


def test_repeated_authorization_is_refused_either_way(keyed):
    good, bad = "Bearer s3cr3t-KEY", "Bearer nope"
    assert keyed.get("/info", headers={"Authorization": good}).status_code == 200
    for pair in ((bad, good), (good, bad)):
        headers = [("Authorization", pair[0]), ("Authorization", pair[1])]
        response = keyed.get("/info", headers=headers)
        assert response.status_code == 400, pair
        assert response.json()["detail"].startswith("the Authorization header is given")


@pytest.mark.parametrize("path", ["/health", "/ready", "/info", "/metrics", "/v1/models", "/"])
def test_a_405_on_a_get_route_allows_head(client, path):
    response = client.options(path)
    assert response.status_code == 405
    assert response.headers["allow"] == "GET, HEAD"
    assert client.head(path).status_code == 200
    assert client.head("/predict").headers["allow"] == "POST"  # a POST route: as it was


def test_a_too_long_integer_is_refused_in_client_terms(client):
    response = client.post("/predict", json={"image": "x", "png_scale": int("9" * 4000)})
    assert response.status_code == 422  # (4000 digits: json.dumps writes it, json.loads not)
    body = b'{"image": "x", "png_scale": ' + b"9" * 5000 + b"}"
    response = client.post("/predict", content=body, headers={"Content-Type": "application/json"})
    assert response.status_code == 422
    detail = response.json()["detail"]
    assert "5000 digits" in detail and "sys." not in detail and "set_int" not in detail


@pytest.mark.parametrize("value", ["1_000", " 1000", "１０００", "0x10", "1e"])
def test_query_numbers_are_plain_decimal(client, png, value):
    response = client.post(
        "/predict_png", params={"png_scale": value}, content=png,
        headers={"Content-Type": "image/png"},
    )  # fmt: skip
    assert response.status_code == 422, value
    assert "png_scale" in response.json()["detail"]


@pytest.mark.parametrize("value", ["1000", "1e3", "1000.", ".5e4", "+1000"])
def test_plain_query_numbers_are_taken(client, png, value):
    response = client.post(
        "/predict_png", params={"png_scale": value}, content=png,
        headers={"Content-Type": "image/png"},
    )  # fmt: skip
    assert response.status_code == 200, (value, response.text)


def test_stream_query_refuses_a_too_long_integer_in_client_terms(client):
    with client.websocket_connect(f"/stream?png_scale={'9' * 5000}") as ws:
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_bytes()
    assert closed.value.code == 1008
    assert "5000 digits" in closed.value.reason and "sys." not in closed.value.reason


def test_plain_get_of_the_websocket_is_426_json(client):
    for method in (client.get, client.head):
        response = method("/stream")
        assert response.status_code == 426
        assert response.headers["upgrade"] == "websocket"
        # RFC 9110 7.8: a response that sends Upgrade sends Connection: upgrade too, so that
        # a proxy does not forward the Upgrade header as if it were the end to end one's
        assert "upgrade" in response.headers["connection"].lower()
    assert "WebSocket endpoint" in client.get("/stream").json()["detail"]


def test_a_websocket_to_a_plain_route_is_404_json(client):
    from starlette.testclient import WebSocketDenialResponse

    with pytest.raises(WebSocketDenialResponse) as denied:
        with client.websocket_connect("/health"):
            pass
    assert denied.value.status_code == 404
    assert "WS /stream" in denied.value.json()["detail"]


def families(client) -> dict[tuple[str, str], float]:
    """(sample name, type) -> value of the unlabelled samples of ``/metrics``."""
    text = client.get("/metrics").text
    return {
        (sample.name, family.type): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
        if not sample.labels
    }


def test_jobs_stopped_is_a_counter_and_keeps_its_name(client):
    values = families(client)
    assert ("da3_jobs_stopped_total", "counter") in values
    assert values[("da3_jobs_stopped", "gauge")] == values[("da3_jobs_stopped_total", "counter")]


def test_stream_frames_record_the_documented_stages(client, png):
    def stage_counts() -> dict[str, float]:
        text = client.get("/metrics").text
        return {
            sample.labels["stage"]: sample.value
            for family in text_string_to_metric_families(text)
            if family.name == "da3_stage_duration_seconds"
            for sample in family.samples
            if sample.name.endswith("_count")
        }

    before = stage_counts()
    with client.websocket_connect("/stream") as ws:
        ws.send_bytes(png)
        header = ws.receive_json()
        ws.receive_bytes()
    stages = ("decode", "preprocess", "infer", "postprocess", "encode", "queue", "total")
    assert tuple(header["timing_ms"]) == stages
    after = stage_counts()
    assert "device" not in after
    for stage in stages:
        assert after[stage] == before.get(stage, 0) + 1, stage


def test_the_slash_redirect_names_no_host(client):
    response = client.get("/health/", headers={"Host": "evil.example"}, follow_redirects=False)
    assert response.status_code == 307
    assert response.headers["location"] == "/health"


@pytest.mark.parametrize("path", ["/static", "/static/"])
def test_static_without_a_file_is_a_404_not_a_redirect(client, path):
    """``/static`` was redirected (307) to ``/static/``, which was 404."""
    for method in (client.get, client.head):
        response = method(path, follow_redirects=False)
        assert response.status_code == 404 and "location" not in response.headers
    assert "no static file named" in client.get(path).json()["detail"]


def test_no_depth_is_lost_to_the_clamp_bound_in_the_api(tiny_metric_model, photo):
    from tt_depth_anything_3.config.errors import InputError

    with pytest.raises(InputError, match="max_depth_m"):
        tiny_metric_model(photo, max_depth_m=1e-300)
    out = tiny_metric_model(photo, max_depth_m=1e-3)
    assert np.all(out.depth > 0)


@pytest.mark.parametrize("path", ["/predict", "/predict_png", "/reconstruct", "/info"])
def test_no_cors_a_preflight_is_405(client, path):
    """SERVING.md (Browsers on another origin) says the server does no CORS: a preflight is
    405 with ``Allow`` and no answer carries ``Access-Control-*`` headers."""
    preflight = client.options(
        path,
        headers={"Origin": "https://app.example", "Access-Control-Request-Method": "POST"},
    )
    assert preflight.status_code == 405 and preflight.headers["allow"]
    answer = client.get("/health", headers={"Origin": "https://app.example"})
    for response in (preflight, answer):
        assert not [name for name in response.headers if name.startswith("access-control-")]
