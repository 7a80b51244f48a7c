"""The HTTP depth server: ``create_app(settings)`` or ``uvicorn tt_depth_anything_3.server:app``.

``app`` is built on first access from ``TT_DA3_*`` environment variables
(``ServerSettings.from_env``); importing this package builds nothing and loads no model, and
FastAPI is imported only when ``create_app`` (or ``app``) is first asked for, so the command
line reads ``ServerSettings``' defaults without it. Plain uvicorn has no header timeout and no
connection cap: pass ``--http tt_depth_anything_3.server.connections:GuardedHTTP`` for those of
``tt-da3 serve``; without it ``app`` logs a warning at start-up saying so (``connections``).
``app`` also sends the server's own log lines to stderr where logging is not configured
(``log_setup``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..config.extras import SERVER_MODULES, check_installed
from .settings import ServerSettings

if TYPE_CHECKING:
    from .factory import create_app

__all__ = ["ServerSettings", "create_app"]

_app = None


def __getattr__(name: str) -> Any:
    """``create_app`` (imports FastAPI), and ``app``: the ASGI app from the environment, made
    once, lazily."""
    global _app
    if name in ("create_app", "app"):  # MissingExtraError naming [server], not a bare import
        check_installed(SERVER_MODULES, "the HTTP server (tt_depth_anything_3.server)", "server")
    if name == "create_app":
        from .factory import create_app

        return create_app
    if name != "app":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    if _app is None:
        from .factory import create_app
        from .log_setup import log_to_stderr

        log_to_stderr()  # plain uvicorn configures its own loggers only
        _app = create_app(ServerSettings.from_env())
        _app.state.check_connection_guard = True  # warned at start-up without it
    return _app
