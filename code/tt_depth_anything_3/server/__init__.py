"""The HTTP depth server: ``create_app(settings)`` or ``uvicorn tt_depth_anything_3.server:app``.

``app`` is built on first access from ``TT_DA3_*`` environment variables
(``ServerSettings.from_env``); importing this package builds nothing and loads no model.
"""

from __future__ import annotations

from typing import Any

from .factory import create_app
from .settings import ServerSettings

__all__ = ["ServerSettings", "create_app"]

_app = None


def __getattr__(name: str) -> Any:
    """``app``: the ASGI app from the environment, made once, lazily."""
    global _app
    if name != "app":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    if _app is None:
        _app = create_app(ServerSettings.from_env())
    return _app
