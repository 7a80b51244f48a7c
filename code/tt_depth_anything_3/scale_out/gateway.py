"""The Serve ingress: checks the API key, reads each request whole (bounded), admits it to a
bounded queue, forwards it to a model replica and answers with the replica's response within
the request timeout, retrying on another replica if one dies mid-request."""

from __future__ import annotations

import asyncio
import contextvars
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from fastapi import HTTPException, Request, WebSocket
from fastapi.responses import JSONResponse, Response
from starlette.applications import Starlette
from starlette.requests import ClientDisconnect
from starlette.routing import Route, WebSocketRoute
from starlette.types import Receive, Scope, Send

from ..server.budget import PixelBudget
from ..server.decoding import body_room, check_declared_length, no_room_detail, too_large_detail
from ..server.runner import busy_detail, timeout_detail
from .gateway_checks import CLIENT_CLOSED, PROBES, loading_answer, refusal
from .gateway_checks import POLICY_VIOLATION as POLICY_VIOLATION  # public here too
from .gateway_checks import WEBSOCKET_REFUSED as WEBSOCKET_REFUSED
from .gateway_checks import refuse_websocket as refuse_handshake
from .messages import HOP_HEADERS, ForwardedRequest, ForwardedResponse

log = logging.getLogger(__name__)
METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]  # any other goes too
RETRY_AFTER_S = 1
PROBE_WAIT_S = 0.5  # a probe before any replica answered waits this long for one, then is
# answered as the server answers while its model loads


class EveryMethod:
    """An ASGI app answering each HTTP request with ``endpoint(request)``, whatever its method
    (a Starlette ``Route`` with a function endpoint takes GET only)."""

    def __init__(self, endpoint: Callable[[Request], Awaitable[Response]]) -> None:
        self.endpoint = endpoint

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        response = await self.endpoint(Request(scope, receive))
        await response(scope, receive, send)


def has_body(request: Request) -> bool:
    """Whether the request declares a body (HTTP/1.1: a Content-Length or a
    Transfer-Encoding; without either it has none, and holds no room in the body budget)."""
    return "content-length" in request.headers or "transfer-encoding" in request.headers


class BodyTooLarge(Exception):
    """A body over ``max_body_bytes`` (the 413's detail)."""


@dataclass(frozen=True)
class GatewayLimits:
    """What the gateway checks as the single-process server does, in its words.

    Attributes:
        api_key: 401 before the body is read for a closed path without it (None: open).
        queue_size: model requests (POST) admitted at once over all replicas (503 with
            ``Retry-After`` beyond it); None: no bound.
        request_timeout_s: an admitted request still unanswered after this gets 504 (its
            wait in Ray's router counted); None: no bound.
        body_bytes_in_flight: bytes of request bodies the gateway holds at once, from before
            each is read until its replica answers (``max_body_mb_in_flight``): more wait,
            unread (503 + ``Retry-After`` after ``request_timeout_s``); None: no bound (the
            gateway once held any number of bodies, 80 MiB of 8 MiB uploads against 16).
    """

    api_key: str | None = None
    queue_size: int | None = None
    request_timeout_s: float | None = None
    body_bytes_in_flight: int | None = None


class Gateway:
    """Ingress deployment (``serve.ingress()``; the app is built per replica)."""

    def __init__(
        self,
        replicas: Any,
        max_body_bytes: int,
        body_timeout_s: float,
        retries: int,
        limits: GatewayLimits | None = None,
    ):
        self.replicas = replicas  # a DeploymentHandle to DepthReplica
        self.max_body_bytes = max_body_bytes
        self.body_timeout_s = body_timeout_s
        self.retries = retries
        self.limits = limits or GatewayLimits()
        self.in_flight = 0  # admitted model requests (one event loop: no lock needed)
        self.replicas_up = False  # a model replica has answered (the probes: see forward)
        self._watch: asyncio.Future | None = None
        held = self.limits.body_bytes_in_flight
        self.bodies = None if held is None else PixelBudget(held)  # bytes of bodies held

    def __serve_build_asgi_app__(self) -> Starlette:  # noqa: N807 (Ray Serve's hook name)
        # one route for every path and method (the replica's app answers 404 / 405 with its
        # Allow); the replica's API docs are served
        return Starlette(
            routes=[
                Route("/{path:path}", EveryMethod(self.forward)),
                WebSocketRoute("/{path:path}", self.refuse_websocket),
            ]
        )

    async def refuse_websocket(self, websocket: WebSocket) -> None:
        """WebSockets are not forwarded to the replicas (a request is handed over whole): a
        handshake is answered as the server answers it (a repeated header or no key: closed
        1008; a path but ``/stream``: 404 JSON), and ``/stream`` is accepted and closed 1008
        with ``WEBSOCKET_REFUSED``, so that clients can say it."""
        await refuse_handshake(websocket, self.limits.api_key)

    async def forward(self, request: Request) -> Response:
        """The replica's answer to ``request`` (its path as the client sent it), or the
        gateway's own: 431, 400, 401, 413 and 408 as the server, 499 for a client gone
        mid-body, 503 / 504 from the queue, and the probes' while no replica has started."""
        scope = request.scope
        refused = refusal(scope, self.limits.api_key)
        if refused is not None:
            return refused
        try:
            check_declared_length(request, self.max_body_bytes)
        except HTTPException as err:  # the server's 413 / 400; the body is never read
            return JSONResponse(
                {"detail": err.detail}, err.status_code, headers={"Connection": "close"}
            )
        need = body_room(request, self.max_body_bytes) if has_body(request) else 0
        if self.bodies is None or not need:
            return await self._read_and_forward(request)
        timeout_s = self.limits.request_timeout_s
        reservation = self.bodies.reserve(need, timeout_s)
        try:
            await reservation.__aenter__()
        except TimeoutError:  # the server's 503, in its words
            detail = no_room_detail(self.bodies.reserved, need, timeout_s or 0)
            return JSONResponse(
                {"detail": detail}, 503, headers={"Retry-After": str(RETRY_AFTER_S)}
            )
        try:
            return await self._read_and_forward(request)
        finally:
            await reservation.__aexit__(None, None, None)

    async def _read_and_forward(self, request: Request) -> Response:
        """``forward`` once the body has room: read it, then the replica's answer."""
        scope = request.scope
        try:
            body = await asyncio.wait_for(self._read_body(request), self.body_timeout_s)
        except TimeoutError:
            detail = (  # the server's words
                f"the request body took longer than {self.body_timeout_s:g} s to arrive "
                "(the server's body_timeout_s)"
            )
            return JSONResponse({"detail": detail}, 408, headers={"Connection": "close"})
        except BodyTooLarge as err:
            return JSONResponse({"detail": str(err)}, 413)
        if body is None:  # the client has gone: nobody reads this (the server's 499)
            return Response(status_code=CLIENT_CLOSED)
        raw_path = scope.get("raw_path") or quote(scope["path"]).encode("ascii")
        query = scope.get("query_string", b"")
        target = (raw_path + (b"?" + query if query else b"")).decode("latin-1")
        forwarded = ForwardedRequest(request.method, target, list(request.headers.items()), body)
        if request.method != "POST":  # status and page routes: never queued
            if scope["path"] in PROBES and request.method in ("GET", "HEAD"):
                if not await self.replicas_started():
                    return loading_answer(scope["path"], request.method)
            return self._answer(await self._send(forwarded), request.method)
        queue = self.limits.queue_size
        if queue is not None and self.in_flight >= queue:
            return JSONResponse(
                {"detail": busy_detail(self.in_flight, queue)},
                503,
                headers={"Retry-After": str(RETRY_AFTER_S)},
            )
        self.in_flight += 1
        try:
            answer = await asyncio.wait_for(self._send(forwarded), self.limits.request_timeout_s)
        except TimeoutError:
            detail = timeout_detail(self.limits.request_timeout_s)
            return JSONResponse({"detail": detail}, 504)
        finally:
            self.in_flight -= 1
        return self._answer(answer, request.method)

    async def replicas_started(self) -> bool:
        """Whether a model replica has answered; else asks one (in the background, once) and
        waits up to ``PROBE_WAIT_S`` for its answer."""
        if self.replicas_up:
            return True
        if self._watch is None or self._watch.done():  # first, or the last ask ended unanswered
            if self._watch is not None and not self._watch.cancelled() and self._watch.exception():
                log.warning(
                    "asking a replica whether it started failed: %s", self._watch.exception()
                )
            # a context of its own: Ray cancels a request's calls with it (a probe whose client
            # gave up), and a cancelled ask left every later probe cancelled too. Made inside
            # an empty context (the task copies it) rather than create_task(context=), which
            # Python 3.10 (requires-python) does not take.
            self._watch = contextvars.Context().run(
                asyncio.get_running_loop().create_task, self._wait_for_a_replica()
            )
        await asyncio.wait({self._watch}, timeout=PROBE_WAIT_S)
        return self.replicas_up

    async def _wait_for_a_replica(self) -> None:
        from ray.exceptions import ActorDiedError, ActorUnavailableError, RayActorError

        while not self.replicas_up:
            try:
                await self.replicas.started.remote()
            except (ActorDiedError, ActorUnavailableError, RayActorError) as err:
                log.warning("replica lost while starting: %s", err)
                continue
            self.replicas_up = True

    def _answer(self, response: ForwardedResponse | None, method: str = "GET") -> Response:
        """The replica's response unchanged (a HEAD's ``content-length`` is its GET's), or
        503 when no replica could answer."""
        if response is None:
            return JSONResponse(
                {"detail": "no depth replica could answer (replicas restarting); retry later"},
                503,
                headers={"Retry-After": str(RETRY_AFTER_S)},
            )
        head = method == "HEAD"
        hop = HOP_HEADERS - {"content-length"} if head else HOP_HEADERS
        # Ray's proxy adds the request's X-Request-ID to every answer (the id it passed on to
        # the replica, or its own): the replica's copy made two of the header
        dropped = hop | {"x-request-id"}
        headers = [(k, v) for k, v in response.headers if k.lower() not in dropped]
        answer = Response(response.body, response.status)
        if not head and any(k.lower() == b"content-length" for k, _ in answer.raw_headers):
            headers.append(("content-length", str(len(response.body))))
        answer.raw_headers = [
            (k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in headers
        ]
        return answer

    async def _read_body(self, request: Request) -> bytes | None:
        """The whole body; None when the client disconnects first (a value, not an error:
        Ray cancels this read then too, and an error would be logged as never retrieved)."""
        from ray.exceptions import TaskCancelledError

        chunks, size = [], 0
        try:
            async for chunk in request.stream():
                size += len(chunk)
                if size > self.max_body_bytes:
                    raise BodyTooLarge(too_large_detail(size, self.max_body_bytes, at_least=True))
                chunks.append(chunk)
        except (ClientDisconnect, TaskCancelledError):  # Ray's receive, cancelled by its proxy
            return None
        return b"".join(chunks)

    async def _send(self, request: ForwardedRequest) -> ForwardedResponse | None:
        """The replica's response, or None when every try hit a dying replica."""
        from ray.exceptions import ActorDiedError, ActorUnavailableError, RayActorError

        for attempt in range(self.retries + 1):
            try:
                answer = await self.replicas.handle.remote(request)
            except (ActorDiedError, ActorUnavailableError, RayActorError) as err:
                log.warning("replica lost during a request (try %d): %s", attempt + 1, err)
                continue
            self.replicas_up = True
            return answer
        return None
