"""``tt-da3 serve --ray`` without a Ray cluster: the gateway's own answers (a WebSocket refused
with its reason, 413 in the single-process server's words, a request forwarded whole), the
replica's id in ``/info``, and what the command refuses before Ray places anything."""

from __future__ import annotations

import json
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


def test_the_gateway_holds_bodies_within_max_body_mb_in_flight() -> None:
    """Under --ray the gateway read every request's body whole with no bound on them all: ten
    8 MiB uploads were held at once (80 MiB) against ``max_body_mb_in_flight`` 16, where the
    single-process server holds at most that and makes the others wait, unread. Now the
    gateway has the server's body budget: the rest wait (503 in the server's words once
    ``request_timeout_s`` passes), and it is what ``build_app`` gives it."""
    import asyncio

    from tt_depth_anything_3.scale_out.gateway import GatewayLimits
    from tt_depth_anything_3.scale_out.serve import ServeOptions, gateway_limits
    from tt_depth_anything_3.server.settings import ServerSettings

    settings = ServerSettings(weights="w", max_body_mb=8, max_body_mb_in_flight=16)
    limits = gateway_limits(settings, ServeOptions(replicas=2))
    assert limits.body_bytes_in_flight == 16 * 2**20 and limits.queue_size == 16
    held: list[int] = []
    peak: list[int] = []

    class HoldingHandle(FakeHandle):
        async def remote(self, request: ForwardedRequest) -> ForwardedResponse:
            held.append(len(request.body))
            peak.append(sum(held))
            await asyncio.sleep(0.3)
            held.remove(len(request.body))
            return ForwardedResponse(200, [], b"ok")

    size = settings.max_body_bytes

    async def post(app, timeout_s: float) -> tuple[int, bytes]:
        sent: list[dict] = []
        messages = [{"type": "http.request", "body": b"x" * size, "more_body": False}]

        async def receive() -> dict:
            if messages:
                return messages.pop()
            await asyncio.sleep(3600)

        async def send(message: dict) -> None:
            sent.append(message)

        scope = {
            "type": "http", "method": "POST", "path": "/predict_png", "query_string": b"",
            "raw_path": b"/predict_png", "http_version": "1.1", "scheme": "http",
            "root_path": "", "client": ("c", 1), "server": ("s", 80),
            "headers": [(b"content-type", b"image/png"), (b"content-length", b"%d" % size)],
        }  # fmt: skip
        await app(scope, receive, send)
        body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
        return sent[0]["status"], body

    async def run(timeout_s: float, full: bool = False) -> list[tuple[int, bytes]]:
        budget = GatewayLimits(request_timeout_s=timeout_s, body_bytes_in_flight=16 * 2**20)
        gateway = Gateway(HoldingHandle(), size, 5, 0, budget)
        if full:  # the budget held by bodies being read
            assert gateway.bodies.take_now(16 * 2**20)
        app = gateway.__serve_build_asgi_app__()
        return await asyncio.gather(*(post(app, timeout_s) for _ in range(1 if full else 10)))

    answers = asyncio.run(run(30))
    assert [status for status, _ in answers] == [200] * 10
    assert max(peak) == 16 * 2**20, max(peak) / 2**20  # two 8 MiB bodies at once, never more
    [(status, body)] = asyncio.run(run(0.1, full=True))  # no room within request_timeout_s
    assert status == 503, body
    detail = json.loads(body)["detail"]
    assert detail == (
        "the server holds 16777216 bytes of request bodies (its max_body_mb_in_flight); "
        "this one of 8388608 bytes found no room within 0.1 s; retry later"
    )
