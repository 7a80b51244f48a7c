"""Whether an HTTP request's client has gone, asked without reading its body: a request whose
body waits, unread, for room in the body budget has no other way to learn it."""

from __future__ import annotations

import asyncio

from fastapi import Request

GONE_POLL_S = 0.1  # how often a waiting request looks whether its client has gone


def client_has_gone(request: Request) -> bool:
    """True once the server has seen the request's connection close before its answer:
    uvicorn's request cycle (the object whose ``receive`` the request reads) says so in
    ``disconnected``. False where the server does not say (another ASGI server, a test
    client): such a gone client is found when its body is read. uvicorn sees the close only
    while it reads the socket: a client whose unread body filled uvicorn's buffer (64 KiB) is
    found once its body is read, as before."""
    cycle = getattr(request.receive, "__self__", None)
    return getattr(cycle, "disconnected", False) is True


async def done_unless_gone(entering: asyncio.Future, request: Request) -> bool:
    """Wait for ``entering`` (a wait for room); False, with ``entering`` cancelled, as soon as
    the client has gone while it waited. True once it is done (its result or error is then
    the caller's to take), also when it finished at the moment the client went."""
    while not entering.done():
        await asyncio.wait((entering,), timeout=GONE_POLL_S)
        if not entering.done() and client_has_gone(request) and entering.cancel():
            await asyncio.wait((entering,))
            return False
    return True
