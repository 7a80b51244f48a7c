"""The Serve ingress: checks the API key, reads each request whole (bounded), admits it to a
bounded queue, forwards it to a model replica and answers with the replica's response within
the request timeout, retrying on another replica if one dies mid-request."""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from typing import Any

from fastapi import FastAPI, Request, WebSocket
from fastapi.responses import JSONResponse, Response

from ..server.auth import CHALLENGE, is_open, key_matches, unauthorized_body
from ..server.decoding import check_declared_length, too_large_detail
from ..server.runner import busy_detail, timeout_detail
from .messages import HOP_HEADERS, ForwardedRequest, ForwardedResponse

log = logging.getLogger(__name__)
METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]
RETRY_AFTER_S = 1
POLICY_VIOLATION = 1008  # WebSocket close code
WEBSOCKET_REFUSED = (  # a close reason: at most 123 bytes
    "WS /stream is not served under tt-da3 serve --ray: use tt-da3 serve without --ray"
)


class BodyTooLarge(Exception):
    pass


@dataclass(frozen=True)
class GatewayLimits:
    """What the gateway checks as the single-process server does, in its words.

    Attributes:
        api_key: 401 before the body is read for a closed path without it (None: open).
        queue_size: model requests (POST) admitted at once over all replicas (503 with
            ``Retry-After`` beyond it); None: no bound.
        request_timeout_s: an admitted request still unanswered after this gets 504 (its
            wait in Ray's router counted); None: no bound.
    """

    api_key: str | None = None
    queue_size: int | None = None
    request_timeout_s: float | None = None


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

    def __serve_build_asgi_app__(self) -> FastAPI:  # noqa: N807 (Ray Serve's hook name)
        app = FastAPI(openapi_url=None, docs_url=None, redoc_url=None)  # the replica's are served
        app.add_api_route("/{path:path}", self.forward, methods=METHODS)
        app.add_api_websocket_route("/{path:path}", self.refuse_websocket)
        return app

    async def refuse_websocket(self, websocket: WebSocket) -> None:
        """WebSockets are not forwarded to the replicas (a request is handed over whole): the
        connection is accepted and closed with the reason, so that clients can say it."""
        await websocket.accept()
        await websocket.close(POLICY_VIOLATION, WEBSOCKET_REFUSED)

    async def forward(self, request: Request) -> Response:
        key = self.limits.api_key
        if key and not is_open(request.url.path):  # before the body, as the server
            if not key_matches(request.headers.get("authorization", "").encode(), key):
                return Response(
                    unauthorized_body(),
                    401,
                    media_type="application/json",
                    headers={"WWW-Authenticate": CHALLENGE},
                )
        check_declared_length(request, self.max_body_bytes)  # 413 / 400 as the server's
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
        path = request.url.path + (f"?{request.url.query}" if request.url.query else "")
        forwarded = ForwardedRequest(request.method, path, list(request.headers.items()), body)
        if request.method != "POST":  # status and page routes: never queued
            return self._answer(await self._send(forwarded))
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
        return self._answer(answer)

    def _answer(self, response: ForwardedResponse | None) -> Response:
        """The replica's response unchanged, or 503 when no replica could answer."""
        if response is None:
            return JSONResponse(
                {"detail": "no depth replica could answer (replicas restarting); retry later"},
                503,
                headers={"Retry-After": str(RETRY_AFTER_S)},
            )
        headers = {k: v for k, v in response.headers if k.lower() not in HOP_HEADERS}
        return Response(response.body, response.status, headers=headers)

    async def _read_body(self, request: Request) -> bytes:
        chunks, size = [], 0
        async for chunk in request.stream():
            size += len(chunk)
            if size > self.max_body_bytes:
                raise BodyTooLarge(too_large_detail(size, self.max_body_bytes, at_least=True))
            chunks.append(chunk)
        return b"".join(chunks)

    async def _send(self, request: ForwardedRequest) -> ForwardedResponse | None:
        """The replica's response, or None when every try hit a dying replica."""
        from ray.exceptions import ActorDiedError, ActorUnavailableError, RayActorError

        for attempt in range(self.retries + 1):
            try:
                return await self.replicas.handle.remote(request)
            except (ActorDiedError, ActorUnavailableError, RayActorError) as err:
                log.warning("replica lost during a request (try %d): %s", attempt + 1, err)
        return None
