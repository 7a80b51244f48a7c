"""The server's life in-process (Starlette TestClient): the bounded queue (503 with
Retry-After), the per-request timeout (504, the device freed), loading then ready, a load
failure, a server bug as a JSON 500, a caller-owned model left open, and a stop while the model
loads (no wait for the load; a model loaded late is not served)."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from support.app_testing import GatedModel, allow_slow_runs, b64, encode, settings_for, wait_ready
from tt_depth_anything_3.server import ServerSettings, create_app, startup
from tt_depth_anything_3.server.state import ServerState


def test_full_queue_answers_503_with_retry_after(tiny_metric_checkpoint, tiny_metric_model, photo):
    gated = GatedModel(tiny_metric_model)
    body = {"image": b64(encode(photo))}
    app = create_app(settings_for(tiny_metric_checkpoint, queue_size=2), model=gated)
    with TestClient(app) as client, ThreadPoolExecutor(2) as pool:
        wait_ready(client)
        first = pool.submit(client.post, "/predict", json=body)
        assert gated.entered.wait(10)  # the first request holds the device
        second = pool.submit(client.post, "/predict", json=body)
        deadline = time.monotonic() + 10
        while client.get("/info").json()["queue"]["waiting"] != 1:
            assert time.monotonic() < deadline
            time.sleep(0.01)
        metrics = client.get("/metrics").text
        assert "da3_queue_depth 1" in metrics and "da3_requests_in_flight 2" in metrics
        rejected = client.post("/predict", json=body)
        assert rejected.status_code == 503
        assert int(rejected.headers["retry-after"]) >= 1
        assert "busy" in rejected.json()["detail"]
        png_rejected = client.post(
            "/predict_png", content=encode(photo), headers={"Content-Type": "image/png"}
        )
        assert png_rejected.status_code == 503
        gated.gate.set()
        assert first.result().status_code == 200
        assert second.result().status_code == 200
        assert client.get("/info").json()["requests"]["rejected"] == 2


def test_request_timeout_answers_504_and_frees_the_device(
    tiny_metric_checkpoint, tiny_metric_model, photo
):
    gated = GatedModel(tiny_metric_model)
    body = {"image": b64(encode(photo))}
    app = create_app(settings_for(tiny_metric_checkpoint, request_timeout_s=0.3), model=gated)
    with TestClient(app) as client:
        wait_ready(client)
        start = time.monotonic()
        response = client.post("/predict", json=body)
        assert response.status_code == 504
        assert "longer than 0.3 s" in response.json()["detail"]
        assert time.monotonic() - start < 5
        allow_slow_runs(app)  # the next request runs the network itself (2 runs in 0.3 s)
        gated.gate.set()  # the job on the device finishes; the next request gets the device
        assert client.post("/predict", json=body).status_code == 200
        assert client.get("/info").json()["requests"]["timed_out"] == 1


def test_loading_then_ready(tiny_metric_checkpoint, tiny_metric_model, photo):
    gated = GatedModel(tiny_metric_model, gate_warmup=True)
    app = create_app(settings_for(tiny_metric_checkpoint), model=gated)
    with TestClient(app) as client:
        assert client.get("/health").json() == {"status": "ok", "ready": False}
        ready = client.get("/ready")
        assert ready.status_code == 503 and ready.headers["retry-after"] == "5"
        predict = client.post("/predict", json={"image": b64(encode(photo))})
        assert predict.status_code == 503 and "loading" in predict.json()["detail"]
        assert client.get("/info").json()["status"] == "loading"
        loading = client.get("/v1/models").json()["data"][0]
        assert loading["ready"] is False
        assert "da3_model_ready 0" in client.get("/metrics").text
        with client.websocket_connect("/stream") as ws, pytest.raises(WebSocketDisconnect) as shut:
            ws.receive_text()
        assert shut.value.code == 1013 and "loading" in shut.value.reason  # try again later
        gated.gate.set()
        wait_ready(client)
        assert client.post("/predict", json={"image": b64(encode(photo))}).status_code == 200
        ready = client.get("/v1/models").json()["data"][0]
        # the id is the model the checkpoint's config names, while loading as once ready
        assert loading["id"] == ready["id"] == "da3metric-large" and ready["ready"] is True


@contextmanager
def failed_load_client(tmp_path) -> Iterator[TestClient]:
    """A client of a server whose model failed to load (no checkpoint), once it has failed."""
    app = create_app(ServerSettings(weights=str(tmp_path / "missing"), device="cpu"))
    with TestClient(app) as client:
        deadline = time.monotonic() + 10
        while client.get("/info").json()["status"] == "loading":
            assert time.monotonic() < deadline
            time.sleep(0.02)
        yield client


def test_load_failure_is_reported(tmp_path, photo):
    with failed_load_client(tmp_path) as client:
        health = client.get("/health")
        assert health.status_code == 503 and health.json()["status"] == "failed"
        assert client.get("/ready").status_code == 503
        predict = client.post("/predict", json={"image": b64(encode(photo))})
        assert predict.status_code == 503 and "failed to load" in predict.json()["detail"]
        info = client.get("/info")
        assert info.status_code == 503 and "missing" in info.json()["load_error"]
        assert client.get("/v1/models").json()["data"][0]["id"] == str(tmp_path / "missing")


def test_the_open_probes_say_the_load_error_without_the_servers_folders(tmp_path):
    """``/health`` and ``/ready``, open without the API key, named the checkpoint's absolute
    path in the load error (a server's file layout shown to any client); they keep the reason
    and the file's name, ``/info`` (behind the key) and the log the whole error."""
    with failed_load_client(tmp_path) as client:
        for answer in (client.get("/health"), client.get("/ready")):
            assert answer.status_code == 503
            detail = answer.json()["detail"]
            assert str(tmp_path) not in detail, detail
            assert "weights_path .../missing does not exist" in detail, detail
        assert client.get("/ready").json()["detail"].startswith("the model failed to load: ")
        assert str(tmp_path / "missing") in client.get("/info").json()["load_error"]


def test_a_server_bug_is_a_json_500(tiny_metric_checkpoint, tiny_metric_model, photo, monkeypatch):
    """A bug in the server's own code (here: the response encoder) is a 500 with the error;
    the model failing is a 503 (test_server_faults.py)."""
    from tt_depth_anything_3.server.routes import predict as routes_predict

    def broken(*args):
        raise RuntimeError("encoder bug")

    monkeypatch.setattr(routes_predict, "predict_body", broken)
    app = create_app(settings_for(tiny_metric_checkpoint), model=tiny_metric_model)
    with TestClient(app, raise_server_exceptions=False) as client:
        wait_ready(client)
        response = client.post("/predict", json={"image": b64(encode(photo))})
        assert response.status_code == 500
        assert response.json() == {"detail": "internal error: RuntimeError: encoder bug"}
        assert client.get("/info").json()["requests"]["server_error"] == 1
        assert client.get("/info").json()["queue"]["in_flight"] == 0


def test_caller_owned_model_stays_open(tiny_metric_checkpoint, tiny_metric_model, photo):
    with TestClient(create_app(settings_for(tiny_metric_checkpoint), model=tiny_metric_model)):
        pass
    assert tiny_metric_model(photo).depth.shape == (112, 140)


class LateModel:
    """What a slow load returns: already warmed; records ``close``."""

    warmed_sizes = [(70, 98)]
    auto_runtime = None  # not loaded with runtime="auto"

    def __init__(self) -> None:
        self.closed = threading.Event()

    def close(self) -> None:
        self.closed.set()


def test_a_stop_while_loading_does_not_wait_and_a_late_model_is_closed(
    tiny_metric_checkpoint, monkeypatch
):
    """Ctrl-C during a long first load (an engine's export: a minute, int8 minutes) stops the
    server at once; the load ends in the background and its model is closed, not served."""
    gate, loaded = threading.Event(), []

    def slow_load(settings):
        assert gate.wait(30)
        loaded.append(LateModel())
        return loaded[-1]

    monkeypatch.setattr(startup, "load_model", slow_load)
    app = create_app(settings_for(tiny_metric_checkpoint))
    start = time.monotonic()
    with TestClient(app) as client:
        assert client.get("/health").json() == {"status": "ok", "ready": False}
    assert time.monotonic() - start < 10  # it did not wait for the load
    gate.set()
    deadline = time.monotonic() + 10
    while not loaded:
        assert time.monotonic() < deadline
        time.sleep(0.01)
    assert loaded[0].closed.wait(10)
    assert app.state.server.model is None


def test_a_caller_owned_model_still_warming_at_the_stop_is_left_open(
    tiny_metric_checkpoint, tiny_metric_model, photo
):
    gated = GatedModel(tiny_metric_model, gate_warmup=True)
    app = create_app(settings_for(tiny_metric_checkpoint), model=gated)
    with TestClient(app) as client:
        assert client.get("/health").json()["ready"] is False
    gated.gate.set()
    deadline = time.monotonic() + 10
    while not gated.warmed_sizes:
        assert time.monotonic() < deadline
        time.sleep(0.01)
    time.sleep(0.1)  # the loader's last step: the server has stopped, so nothing is published
    assert app.state.server.model is None
    assert tiny_metric_model(photo).depth.shape == (112, 140)


class FailingWarmupModel(LateModel):
    """A loaded model whose warm-up raises (a device compile error, out of memory)."""

    warmed_sizes: list = []

    def warmup(self) -> None:
        raise RuntimeError("simulated device error during warm-up")


@pytest.mark.parametrize("owned", [True, False])
def test_a_failed_warm_up_closes_the_model_the_server_loaded(
    tiny_metric_checkpoint, monkeypatch, owned
):
    """A model the server loaded itself is closed when its warm-up fails (it held the device:
    on ``tt`` only ``close`` releases the chip); one it was given is left to its owner."""
    model = FailingWarmupModel()
    monkeypatch.setattr(startup, "load_model", lambda settings: model)
    state = ServerState(settings_for(tiny_metric_checkpoint))
    startup.prepare_model(state, None if owned else model)
    assert state.load_error == "RuntimeError: simulated device error during warm-up"
    assert state.model is None and model.closed.is_set() == owned


def test_a_failed_load_answers_as_the_schema_says(tmp_path):
    """Each status route's answer after a failed load has its status and Content-Type in
    ``/openapi.json`` (``/info``'s 503, its usual JSON body, was documented with no content)."""
    with failed_load_client(tmp_path) as client:
        paths = client.get("/openapi.json").json()["paths"]
        gets = [("get", p) for p in ("/health", "/ready", "/info", "/v1/models", "/metrics")]
        for method, path in [*gets, ("head", "/health"), ("head", "/ready")]:
            response = client.request(method, path)
            documented = paths[path][method]["responses"].get(str(response.status_code))
            assert documented is not None, (method, path, response.status_code)
            media_type = response.headers["content-type"].split(";")[0]
            assert media_type in documented.get("content", {}), (method, path, documented)


def test_a_stream_after_a_failed_load_is_closed_as_a_server_error(tmp_path):
    """``WS /stream`` on a server whose model failed to load was closed 1013 (Try Again Later,
    what a loading model gets), where ``/ready`` answers 503 without ``Retry-After``: no retry
    helps. Now 1011 (Internal Error) with the load error, as ``/health``'s 503 says it."""
    with failed_load_client(tmp_path) as client:
        with client.websocket_connect("/stream") as ws, pytest.raises(WebSocketDisconnect) as shut:
            ws.receive_text()
    assert shut.value.code == 1011, (shut.value.code, shut.value.reason)
    assert shut.value.reason.startswith("the model failed to load"), shut.value.reason


def test_folders_left_out_keep_urls_names_and_paths_with_spaces():
    from tt_depth_anything_3.server.public_errors import weights_folders, without_folders

    folders = weights_folders("/srv/my models/model.safetensors")
    text = "CheckpointError: /srv/my models/model.safetensors is a text file, not weights"
    assert without_folders(text, folders) == (
        "CheckpointError: .../model.safetensors is a text file, not weights"
    )
    url = "cannot reach https://huggingface.co/depth-anything/X (in '/root/.cache/hub/x')"
    assert (
        without_folders(url) == "cannot reach https://huggingface.co/depth-anything/X (in '.../x')"
    )
    assert without_folders("1/2, a / b") == "1/2, a / b"
    assert weights_folders("/model.safetensors") == []  # never the root: every "/" would go
