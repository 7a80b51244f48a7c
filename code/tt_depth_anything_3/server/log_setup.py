"""The server's own log lines under plain ``uvicorn tt_depth_anything_3.server:app``.

uvicorn configures only its own loggers, so the package's lines (``loading ...``, ``ready:
... warmed``, a failed load's traceback, the unguarded-connections warning) reached Python's
last-resort handler: warnings and errors without a level, and no info line at all, so an
operator could not see when the model became ready. ``tt-da3 serve`` sets up logging itself
(``cli.serve``); ``app`` calls ``log_to_stderr`` where nothing else did.
"""

from __future__ import annotations

import logging

PACKAGE = "tt_depth_anything_3"
FORMAT = "%(levelname)s:     %(message)s"  # as tt-da3 serve's lines and uvicorn's own


def log_to_stderr() -> bool:
    """Give the package's logger a stderr handler at INFO in uvicorn's line format, unless
    logging is configured already (a handler on the package's logger or the root logger);
    returns whether it did."""
    package = logging.getLogger(PACKAGE)
    if package.handlers or logging.getLogger().handlers:
        return False
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter(FORMAT))
    package.addHandler(handler)
    if package.level == logging.NOTSET:
        package.setLevel(logging.INFO)
    return True
