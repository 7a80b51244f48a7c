"""``HeadAsGet``: HTTP HEAD on every GET route (uptime checks and load balancers send it),
answered as GET would be (status, headers, ``content-length``) with no body; a 405's ``Allow``
that names GET names HEAD too."""

from __future__ import annotations

from starlette.types import ASGIApp, Message, Receive, Scope, Send


def allow_with_head(message: Message) -> Message:
    """A 405's ``http.response.start`` whose ``Allow`` lists GET: HEAD added (RFC 9110: Allow
    lists the methods the resource supports); any other message as it is."""
    if message["type"] != "http.response.start" or message.get("status") != 405:
        return message
    headers = []
    for name, value in message.get("headers", []):
        if name.lower() == b"allow":
            methods = [m.strip() for m in value.split(b",") if m.strip()]
            if b"GET" in methods and b"HEAD" not in methods:
                methods.insert(methods.index(b"GET") + 1, b"HEAD")
            value = b", ".join(methods)
        headers.append((name, value))
    return {**message, "headers": headers}


class HeadAsGet:
    """ASGI middleware: a HEAD request runs as GET and its body is dropped; a path without a
    GET route answers as GET would (404, or 405 naming the allowed methods)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        head = scope["method"] == "HEAD"

        async def send_as_head(message: Message) -> None:
            if head and message["type"] == "http.response.body":
                message = {**message, "body": b""}
            await send(allow_with_head(message))

        await self.app({**scope, "method": "GET"} if head else scope, receive, send_as_head)
