"""What the gateway and a replica hand each other: one HTTP request or response, whole."""

from __future__ import annotations

from dataclasses import dataclass

# Headers that describe one hop's framing; the gateway's server sets its own.
HOP_HEADERS = frozenset({"content-length", "transfer-encoding", "connection", "keep-alive"})


@dataclass(frozen=True)
class ForwardedRequest:
    method: str
    path: str  # with the query string
    headers: list[tuple[str, str]]
    body: bytes


@dataclass(frozen=True)
class ForwardedResponse:
    status: int
    headers: list[tuple[str, str]]
    body: bytes
