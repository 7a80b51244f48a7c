"""``tt-da3 serve --ray``'s gateway and replica answer as the single-process server (an outside
test's diff): the path as the client sent it (``%2E%2E``, ``//`` not resolved), a repeated
``Authorization`` in either order, HEAD's ``content-length``, an oversized declared body
closing the connection, the probes while no replica has started, a client gone mid-body,
WebSocket handshakes, an unknown method's ``Allow``, and the head size cap. Driven with raw
ASGI scopes, without a Ray cluster."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field

import pytest

pytest.importorskip("ray")

from fastapi.testclient import TestClient  # noqa: E402
from starlette.testclient import WebSocketDenialResponse  # noqa: E402
from starlette.websockets import WebSocketDisconnect  # noqa: E402

from tt_depth_anything_3.scale_out.gateway import (  # noqa: E402
    POLICY_VIOLATION,
    WEBSOCKET_REFUSED,
    Gateway,
    GatewayLimits,
)
from tt_depth_anything_3.scale_out.messages import ForwardedRequest, ForwardedResponse  # noqa: E402

KEY = "s3cret"
AUTH = (b"authorization", b"Bearer " + KEY.encode())


class Started:
    """``DepthReplica.started``: answers at once, or (``never``) not before the test ends."""

    def __init__(self, never: bool = False) -> None:
        self.never = never

    async def remote(self) -> tuple[str, None]:
        if self.never:
            await asyncio.sleep(3600)
        return "replica-1", None


@dataclass
class ServerLikeHandle:
    """The replicas' handle: records each request, answers 200 with a 5-byte body (a HEAD
    with the GET's content-length and no body, as the replica's app)."""

    seen: list[ForwardedRequest] = field(default_factory=list)
    starting: bool = False

    @property
    def handle(self) -> ServerLikeHandle:
        return self

    @property
    def started(self) -> Started:
        return Started(never=self.starting)

    async def remote(self, request: ForwardedRequest) -> ForwardedResponse:
        self.seen.append(request)
        body = b"" if request.method == "HEAD" else b"hello"
        headers = [("content-length", "5"), ("x-a", "1"), ("x-request-id", "from-the-app")]
        return ForwardedResponse(200, headers, body)


def gateway(api_key: str | None = None, starting: bool = False) -> tuple[Gateway, ServerLikeHandle]:
    replicas = ServerLikeHandle(starting=starting)
    return Gateway(replicas, 1000, 5, 0, GatewayLimits(api_key=api_key)), replicas


async def acall(
    app: Gateway,
    method: str,
    raw_path: bytes,
    headers: list[tuple[bytes, bytes]] = (),
    messages: list[dict] | None = None,
) -> tuple[int, dict[bytes, bytes], bytes]:
    """Status, headers and body of one raw ASGI request (``messages``: what ``receive``
    gives, by default the empty body)."""
    path, _, query = raw_path.partition(b"?")
    from urllib.parse import unquote

    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": unquote(path.decode()),
        "raw_path": path,
        "query_string": query,
        "root_path": "",
        "headers": [(b"host", b"x"), *headers],
        "client": ("127.0.0.1", 1),
        "server": ("127.0.0.1", 80),
    }
    incoming = list(messages or [{"type": "http.request", "body": b"", "more_body": False}])
    sent: list[dict] = []

    async def receive() -> dict:
        return incoming.pop(0) if incoming else {"type": "http.disconnect"}

    async def send(message: dict) -> None:
        sent.append(message)

    await app.__serve_build_asgi_app__()(scope, receive, send)
    start = next(m for m in sent if m["type"] == "http.response.start")
    body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    return start["status"], dict(start["headers"]), body


def call(app: Gateway, *args) -> tuple[int, dict[bytes, bytes], bytes]:
    """``acall`` in an event loop of its own."""
    return asyncio.run(acall(app, *args))


@pytest.mark.parametrize(
    "path", [b"/static/%2E%2E/info", b"/static/..%2Finfo", b"//info", b"/a%20b?x=%2F"]
)
def test_the_path_is_forwarded_as_sent(path) -> None:
    """The gateway forwarded the decoded path, which httpx then resolved: /info answered."""
    app, replicas = gateway()
    assert call(app, "GET", path)[0] == 200
    assert replicas.seen[0].path == path.decode()


@pytest.mark.parametrize(
    ("path", "status", "detail"),
    [
        ("/static/%2E%2E/info", 404, "no static file '../info'"),
        ("/static/..%2Finfo", 404, "no static file '../info'"),
        ("//info", 404, "Not Found"),
    ],
)
def test_the_replica_answers_the_path_as_the_server(path, status, detail) -> None:
    from tt_depth_anything_3.scale_out.in_process import call_app
    from tt_depth_anything_3.server import ServerSettings, create_app

    app = create_app(ServerSettings())
    answer = asyncio.run(call_app(app, ForwardedRequest("GET", path, [("host", "x")], b"")))
    assert (answer.status, json.loads(answer.body)["detail"]) == (status, detail)
    head = asyncio.run(call_app(app, ForwardedRequest("HEAD", path, [("host", "x")], b"")))
    assert head.body == b"" and ("content-length", str(len(answer.body))) in head.headers


@pytest.mark.parametrize("first", [b"Bearer wrong", b"Bearer " + KEY.encode()])
def test_a_repeated_authorization_is_400_in_either_order(first) -> None:
    app, replicas = gateway(api_key=KEY)
    headers = [(b"authorization", first), (b"authorization", b"Bearer other")]
    status, _, body = call(app, "GET", b"/info", headers)
    assert status == 400 and replicas.seen == []
    assert json.loads(body)["detail"] == (
        "the Authorization header is given more than once; send it once"
    )


def test_head_keeps_the_gets_content_length() -> None:
    app, _ = gateway()
    status, headers, body = call(app, "HEAD", b"/info")
    assert (status, headers[b"content-length"], body) == (200, b"5", b"")
    assert call(app, "GET", b"/info")[1][b"content-length"] == b"5"


def test_the_replicas_request_id_is_left_to_rays_proxy() -> None:
    """Ray's proxy adds the request's X-Request-ID to every answer, and the replica's app adds
    its own: every answer under ``--ray`` had the header twice."""
    app, _ = gateway()
    status, headers, _ = call(app, "GET", b"/info")
    assert status == 200 and b"x-request-id" not in headers and headers[b"x-a"] == b"1"


def test_an_oversized_declared_body_is_413_and_closes() -> None:
    app, replicas = gateway()
    headers = [(b"content-length", b"41943040"), (b"expect", b"100-continue")]
    status, answer_headers, _ = call(app, "POST", b"/predict", headers)
    assert status == 413 and answer_headers[b"connection"] == b"close" and replicas.seen == []


PROBE_CALLS = [("GET", b"/health"), ("GET", b"/ready"), ("HEAD", b"/ready")]


def test_probes_answer_as_a_loading_server_while_no_replica_has_started() -> None:
    """They hung until a replica had loaded (a 1 s Kubernetes probe failed)."""
    app, replicas = gateway(starting=True)

    async def probes() -> list[tuple[int, dict[bytes, bytes], bytes]]:  # one loop, as Ray's
        return [await acall(app, method, path) for method, path in PROBE_CALLS]

    health, (status, headers, body), head = asyncio.run(probes())
    assert health[::2] == (200, b'{"status":"ok","ready":false}')
    assert (status, headers[b"retry-after"]) == (503, b"5")
    assert json.loads(body) == {"detail": "the model is loading; poll GET /ready"}
    assert head[0] == 503 and head[2] == b"" and head[1][b"content-length"] == b"%d" % len(body)
    assert replicas.seen == []
    ready, _ = gateway()
    assert call(ready, "GET", b"/ready")[2] == b"hello"  # a started replica answers


def test_a_client_gone_mid_body_is_499_without_an_error() -> None:
    app, replicas = gateway()
    partial = [{"type": "http.request", "body": b"{", "more_body": True}]  # then disconnect
    status, _, _ = call(app, "POST", b"/predict", [(b"content-length", b"100")], partial)
    assert status == 499 and replicas.seen == []


def test_an_unknown_method_reaches_the_replica() -> None:
    """The gateway's own 405 named every method it routed (`Allow: POST, OPTIONS, ...`)."""
    app, replicas = gateway()
    for method in ("TRACE", "PROPFIND"):
        assert call(app, method, b"/health")[0] == 200
    assert [r.method for r in replicas.seen] == ["TRACE", "PROPFIND"]


def test_a_head_over_64_kib_is_431() -> None:
    app, replicas = gateway()
    status, headers, body = call(app, "GET", b"/health", [(b"x-a", b"a" * 70000)])
    assert status == 431 and headers[b"connection"] == b"close" and replicas.seen == []
    assert json.loads(body)["detail"] == "the request line and headers are over 64 KiB"
    assert call(app, "GET", b"/health", [(b"x-a", b"a" * 60000)])[0] == 200


def test_websocket_handshakes_as_the_server() -> None:
    app, _ = gateway(api_key=KEY)
    client = TestClient(app.__serve_build_asgi_app__())
    with pytest.raises(WebSocketDenialResponse) as denied:  # another path: 404 JSON
        client.websocket_connect("/health").__enter__()
    assert denied.value.status_code == 404
    assert denied.value.json()["detail"] == (
        "no WebSocket endpoint at /health; the server's WebSocket is WS /stream"
    )
    for url, reason in (
        ("/stream", "missing or wrong API key"),
        (f"/stream?api_key={KEY}", WEBSOCKET_REFUSED),
    ):
        with client.websocket_connect(url) as ws:
            with pytest.raises(WebSocketDisconnect) as closed:
                ws.receive_bytes()
        assert (closed.value.code, closed.value.reason) == (POLICY_VIOLATION, reason)


def test_a_cancelled_ask_of_the_replicas_is_asked_again() -> None:
    """Ray cancels a request's calls when its client gives up; the probe's ask whether a
    replica started was cancelled with it, and every later probe was cancelled too (a fresh
    clone's CI: /ready unanswered for 180 s after the replica had loaded)."""
    app, replicas = gateway(starting=True)

    async def probes() -> tuple[int, int]:
        first = await acall(app, "GET", b"/ready")
        app._watch.cancel()  # as Ray cancels the call of a request whose client has gone
        await asyncio.sleep(0)
        replicas.starting = False  # the replica has loaded meanwhile
        return first[0], (await acall(app, "GET", b"/ready"))[0]

    assert asyncio.run(probes()) == (503, 200)


@pytest.mark.parametrize("cancel_message, status", [(None, "499"), ("graceful shutdown", "503")])
def test_a_replicas_cancelled_request_is_counted_as_the_server_counts_it(
    tiny_metric_checkpoint, tiny_metric_model, photo, cancel_message, status
) -> None:
    """Ray cancels a replica's call when its client leaves (or the gateway's 504 gives up on
    it): the request, cancelled inside the app, was counted 500 (``server_error`` in ``/info``),
    where the single-process server counts a client that left 499. A request cut by the
    server's stop is counted as the 503 ``AnswerAtStop`` answers, not 500."""
    from support.app_testing import GatedModel, encode, settings_for
    from tt_depth_anything_3.scale_out.in_process import call_app
    from tt_depth_anything_3.server import create_app

    gated = GatedModel(tiny_metric_model)
    gated.warmed_sizes.append((0, 0))
    png = encode(photo)
    app = create_app(settings_for(tiny_metric_checkpoint, warmup=False), model=gated)
    headers = [("content-type", "image/png"), ("content-length", str(len(png)))]

    async def run() -> tuple[str, dict]:
        async with app.router.lifespan_context(app):
            while app.state.server.status == "loading":
                await asyncio.sleep(0.01)
            task = asyncio.ensure_future(
                call_app(app, ForwardedRequest("POST", "/predict_png", headers, png))
            )
            while not gated.entered.is_set():  # the image is on the device
                await asyncio.sleep(0.01)
            task.cancel(cancel_message)  # what Ray does when the client leaves
            await asyncio.wait((task,))
            gated.gate.set()
            metrics = await call_app(app, ForwardedRequest("GET", "/metrics", [], b""))
            info = await call_app(app, ForwardedRequest("GET", "/info", [], b""))
            return metrics.body.decode(), json.loads(info.body)

    metrics, info = asyncio.run(run())
    assert f'da3_requests_total{{route="/predict_png",status="{status}"}} 1.0' in metrics
    assert info["requests"]["server_error"] == 0, info["requests"]
