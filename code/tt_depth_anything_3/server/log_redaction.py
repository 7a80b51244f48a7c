"""The API key kept out of the log: a browser sends it in the query (``WS /stream?api_key=``,
the web page's camera), and uvicorn logs every request's path with its query, in
``uvicorn.access`` (HTTP) and ``uvicorn.error`` (WebSocket handshakes; the ``websockets``
library's debug lines too). ``RedactApiKey`` writes each ``api_key`` value as ``***``."""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from typing import Any
from urllib.parse import unquote_plus

log = logging.getLogger(__name__)
REDACTED = "***"
API_KEY_NAME = "api_key"
# a query parameter after ? or &: its name (group 2) and its value, up to the next parameter,
# or the end of a path in a log line; a value already redacted is kept as it is (with the
# quote after it in a formatted line). ``redact`` replaces the value when the name, decoded as
# the query parser decodes it, is ``api_key`` (``%61pi_key`` and ``api%5Fkey`` too).
API_KEY_VALUE = re.compile(r"([?&]([^&=\s\"?]*)=)(?:\*\*\*(?=[\"&\s]|$)|[^&\s]*)")
# the loggers uvicorn writes request paths to
URL_LOGGERS = ("uvicorn.access", "uvicorn.error")
# what may not go into a log line as it is: a line break (and its kin) would start a line
CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def is_api_key_name(name: str) -> bool:
    """Whether a query parameter's raw name is ``api_key`` once decoded as ``parse_qs`` (the
    server's key check) decodes it: any character percent-encoded, in any case."""
    return unquote_plus(name, errors="replace").lower() == API_KEY_NAME


def _redact_match(match: re.Match[str]) -> str:
    if is_api_key_name(match.group(2)):
        return match.group(1) + REDACTED
    return match.group(0)


def redact(text: str) -> str:
    """``text`` with every ``api_key=`` query value (the name percent-encoded or not) replaced
    by ``***``."""
    return API_KEY_VALUE.sub(_redact_match, text)


def _redact_value(value: Any) -> Any:
    return redact(value) if isinstance(value, str) else value


class RedactApiKey(logging.Filter):
    """Rewrites a record's message and string arguments with ``redact`` (the arguments one by
    one: uvicorn's access formatter reads them by position); a value that still formats to a
    key (bytes, a dict) turns the record into its redacted text."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.msg, str):
            record.msg = redact(record.msg)
        if isinstance(record.args, tuple):
            record.args = tuple(_redact_value(value) for value in record.args)
        elif isinstance(record.args, dict):
            record.args = {key: _redact_value(value) for key, value in record.args.items()}
        message = record.getMessage()
        redacted = redact(message)
        if redacted != message:
            record.msg, record.args = redacted, ()
        return True


def install_log_redaction() -> None:
    """Add one ``RedactApiKey`` to each of uvicorn's loggers (``URL_LOGGERS``); again is a
    no-op. Logging configuration (uvicorn's ``dictConfig``) replaces handlers, not these."""
    for name in URL_LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(f, RedactApiKey) for f in logger.filters):
            logger.addFilter(RedactApiKey())


def log_websocket_refusal(scope: Mapping[str, Any], code: int, reason: str) -> None:
    """Log a WebSocket the server closes right after accepting its handshake (a wrong key, a
    bad option: the close carries the reason to the client), where uvicorn's own line says
    only ``[accepted]``; the path's key redacted, the reason's control characters escaped
    (``\\n``: an unknown parameter's name, which the reason quotes as sent, wrote a line of
    the client's choosing)."""
    where, path = _client_and_path(scope)
    reason = CONTROL.sub(lambda m: repr(m.group())[1:-1], reason)
    log.info('%s - "WebSocket %s" refused: closed %d (%s)', where, path, code, reason)


def log_websocket_denial(scope: Mapping[str, Any], status: int, reason: str) -> None:
    """Log, as a warning, a WebSocket handshake answered ``status`` before it completes (an
    ``Origin`` not allowed: ``origins.OriginCheck``), as ``log_websocket_refusal`` writes its
    line."""
    where, path = _client_and_path(scope)
    reason = CONTROL.sub(lambda m: repr(m.group())[1:-1], reason)
    log.warning('%s - "WebSocket %s" refused: %d (%s)', where, path, status, reason)


def _client_and_path(scope: Mapping[str, Any]) -> tuple[str, str]:
    """The client's ``address:port`` and the path with its query, its key redacted."""
    client = scope.get("client")
    where = f"{client[0]}:{client[1]}" if client else "-"
    query = scope.get("query_string", b"").decode("latin-1")
    return where, redact(scope.get("path", "") + (f"?{query}" if query else ""))
