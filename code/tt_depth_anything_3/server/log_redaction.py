"""The API key kept out of the log: a browser sends it in the query (``WS /stream?api_key=``,
the web page's camera), and uvicorn logs every request's path with its query, in
``uvicorn.access`` (HTTP) and ``uvicorn.error`` (WebSocket handshakes; the ``websockets``
library's debug lines too). ``RedactApiKey`` writes each ``api_key`` value as ``***``."""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from typing import Any

log = logging.getLogger(__name__)
REDACTED = "***"
# api_key (its underscore percent-encoded too, as a query parser decodes it) after ? or &, up
# to the next parameter, or the end of a path in a log line; a value already redacted is kept
# as it is (with the quote after it in a formatted line)
API_KEY_VALUE = re.compile(r"([?&]api(?:_|%5f)key=)(?:\*\*\*(?=[\"&\s]|$)|[^&\s]*)", re.IGNORECASE)
# the loggers uvicorn writes request paths to
URL_LOGGERS = ("uvicorn.access", "uvicorn.error")


def redact(text: str) -> str:
    """``text`` with every ``api_key=`` query value replaced by ``***``."""
    return API_KEY_VALUE.sub(rf"\g<1>{REDACTED}", text)


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
    only ``[accepted]``; the path's key redacted."""
    client = scope.get("client")
    where = f"{client[0]}:{client[1]}" if client else "-"
    query = scope.get("query_string", b"").decode("latin-1")
    path = redact(scope.get("path", "") + (f"?{query}" if query else ""))
    log.info('%s - "WebSocket %s" refused: closed %d (%s)', where, path, code, reason)
