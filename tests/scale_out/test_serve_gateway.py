"""``tt-da3 serve --ray`` without a Ray cluster: the gateway's own answers (a WebSocket refused
with its reason, 413 in the single-process server's words, a request forwarded whole), the
replica's id in ``/info``, and what the command refuses before Ray places anything."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

pytest.importorskip("ray")

from fastapi.testclient import TestClient  # noqa: E402
from starlette.websockets import WebSocketDisconnect  # noqa: E402

from tt_depth_anything_3.scale_out.gateway import (  # noqa: E402
    POLICY_VIOLATION,
    WEBSOCKET_REFUSED,
    Gateway,
)
from tt_depth_anything_3.scale_out.messages import ForwardedRequest, ForwardedResponse  # noqa: E402
from tt_depth_anything_3.server.decoding import too_large_detail  # noqa: E402


class Started:
    """``DepthReplica.started`` of a replica that is up."""

    async def remote(self) -> tuple[str, None]:
        return "replica-1", None


@dataclass
class FakeHandle:
    """Stands in for the replicas' DeploymentHandle: records each request, answers 200."""

    seen: list[ForwardedRequest] = field(default_factory=list)

    @property
    def handle(self) -> FakeHandle:
        return self

    @property
    def started(self) -> Started:
        return Started()

    async def remote(self, request: ForwardedRequest) -> ForwardedResponse:
        self.seen.append(request)
        return ForwardedResponse(200, [("content-type", "text/plain")], b"ok " + request.body)


def gateway_client(limit: int = 100) -> tuple[TestClient, FakeHandle]:
    replicas = FakeHandle()
    app = Gateway(replicas, max_body_bytes=limit, body_timeout_s=5, retries=0)
    return TestClient(app.__serve_build_asgi_app__()), replicas


def test_a_request_is_forwarded_whole() -> None:
    client, replicas = gateway_client()
    answer = client.post("/predict_png?png_scale=500", content=b"image")
    assert answer.status_code == 200 and answer.content == b"ok image"
    (forwarded,) = replicas.seen
    assert forwarded.path == "/predict_png?png_scale=500" and forwarded.method == "POST"


def test_413_in_the_servers_words() -> None:
    client, replicas = gateway_client(limit=100)
    answer = client.post("/predict", content=b"x" * 101)
    assert answer.status_code == 413
    assert answer.json()["detail"] == too_large_detail(101, 100)
    assert replicas.seen == []


def test_websocket_is_refused_with_its_reason() -> None:
    client, _ = gateway_client()
    with client.websocket_connect("/stream?format=f16") as ws:
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_bytes()
    assert closed.value.code == POLICY_VIOLATION
    assert closed.value.reason == WEBSOCKET_REFUSED
    assert "--ray" in WEBSOCKET_REFUSED and len(WEBSOCKET_REFUSED.encode()) <= 123


def test_info_names_the_replica() -> None:
    from tt_depth_anything_3.server.routes.status import info_body
    from tt_depth_anything_3.server.settings import ServerSettings
    from tt_depth_anything_3.server.state import ServerState

    state = ServerState(ServerSettings())
    assert info_body(state)["replica"] is None  # one process
    state.replica = "abc123"
    assert info_body(state)["replica"] == "abc123"


@pytest.mark.parametrize(
    "flags",
    [
        ["--replicas", "2"],
        ["--replicas", "1"],  # the default value, given: still a Ray flag
        ["--cpus-per-replica", "1"],
        ["--max-replicas", "3"],
        ["--address", "auto"],
        ["--resource", "tt"],
    ],
)
def test_ray_flags_without_ray_are_refused(capsys, flags) -> None:
    from tt_depth_anything_3 import cli

    assert cli.main(["serve", "--weights", "no/such/folder", *flags]) == 2
    assert f"{flags[0]}: only with --ray (Ray Serve replicas); add --ray" in (
        capsys.readouterr().err
    )


def test_more_replicas_than_the_cluster_places_are_refused(
    tiny_metric_checkpoint, monkeypatch, capsys
) -> None:
    import ray
    from ray import serve

    from tt_depth_anything_3 import cli

    def never(*args, **kwargs):
        raise AssertionError("Serve started for replicas Ray could never place")

    monkeypatch.setattr(ray, "init", lambda **kwargs: None)
    monkeypatch.setattr(ray, "cluster_resources", lambda: {"CPU": 2.0})
    monkeypatch.setattr(ray, "shutdown", lambda: None)
    monkeypatch.setattr(serve, "start", never)
    monkeypatch.setattr(serve, "shutdown", lambda: None)
    args = ["serve", "--ray", "--replicas", "3", "--weights", str(tiny_metric_checkpoint)]
    assert cli.main([*args, "--port", "0"]) == 2
    assert "3 replica(s) x 1.0 CPU need 3.0 CPUs; the Ray cluster has 2.0" in (
        capsys.readouterr().err
    )


def test_a_truncated_checkpoint_is_refused_before_ray(tmp_path, tiny_metric_checkpoint, capsys):
    import shutil

    from tt_depth_anything_3 import cli

    folder = tmp_path / "ck"
    shutil.copytree(tiny_metric_checkpoint, folder)
    weights = folder / "model.safetensors"
    weights.write_bytes(weights.read_bytes()[:-100])
    assert cli.main(["serve", "--ray", "--weights", str(folder), "--port", "0"]) == 2
    assert "is truncated" in capsys.readouterr().err


def test_a_request_without_the_key_gets_401_before_its_body_is_read() -> None:
    """A keyless client's 1.5 MB body got 413 (read first); the server answers 401."""
    from tt_depth_anything_3.scale_out.gateway import GatewayLimits
    from tt_depth_anything_3.server.auth import unauthorized_body

    replicas = FakeHandle()
    gateway = Gateway(replicas, 100, 5, 0, GatewayLimits(api_key="sekrit"))
    client = TestClient(gateway.__serve_build_asgi_app__())
    answer = client.post("/predict_png", content=b"x" * 1000)
    assert answer.status_code == 401 and answer.content == unauthorized_body()
    assert answer.headers["www-authenticate"] == 'Bearer realm="tt-da3"'
    keyed = client.post("/predict_png", content=b"img", headers={"Authorization": "Bearer sekrit"})
    assert keyed.status_code == 200 and client.get("/health").status_code == 200


@dataclass
class SlowHandle(FakeHandle):
    """Answers after ``delay_s``."""

    delay_s: float = 2.0

    async def remote(self, request: ForwardedRequest) -> ForwardedResponse:
        import asyncio

        await asyncio.sleep(self.delay_s)
        return await super().remote(request)


def test_the_gateway_queue_answers_503_and_its_timeout_504() -> None:
    """Under --ray the overflow waited in Ray without bound: 200 after 9 s against a 5 s
    timeout, never 503."""
    from tt_depth_anything_3.scale_out.gateway import GatewayLimits

    limits = GatewayLimits(queue_size=1, request_timeout_s=0.2)
    gateway = Gateway(SlowHandle(), 100, 5, 0, limits)
    client = TestClient(gateway.__serve_build_asgi_app__())
    late = client.post("/predict", content=b"img")
    assert late.status_code == 504
    assert late.json()["detail"] == (
        "the request took longer than 0.2 s (the server's request_timeout_s)"
    )
    gateway.in_flight = 1  # the queue is full
    busy = client.post("/predict", content=b"img")
    assert busy.status_code == 503 and busy.headers["retry-after"] == "1"
    assert busy.json()["detail"].startswith("the server is busy: 1 requests in progress")
    assert client.get("/info").status_code == 200  # status routes are never queued
