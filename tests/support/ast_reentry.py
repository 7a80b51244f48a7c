"""``ast.parse`` with garbage collection paused, for the suite on CPython 3.11.

CPython 3.11 keeps the AST constructor's recursion depth in one per-interpreter counter. A
collection that runs inside ``ast.parse`` can run a finaliser that parses too (3.11's
``traceback`` calls ``ast.parse`` to place its carets, so any finaliser that logs an exception
does), or let another thread do so; the outer call then fails with ``SystemError: AST
constructor recursion depth mismatch (before=N, after=M)``. Seen in this suite after the Ray
and server tests: pytest's report of a failing test (it parses the test's source) crashed the
whole session as INTERNALERROR, hiding the failure and skipping every test after it
(pytest-dev/pytest#10763). Reproduced in isolation: objects in reference cycles whose
``__del__`` calls ``ast.parse``, collected during an ``ast.parse`` of a large file, fail 43
parses of 50 on 3.11.7 and none on 3.12.1 (which tracks the depth per call).

``install()`` wraps ``ast.parse`` so no collection starts inside it (then the C constructor runs
no Python code, so no other thread runs either). Collection resumes when the last parse in
progress ends.
"""

from __future__ import annotations

import ast
import functools
import gc
import threading
from typing import Any

_state = {"depth": 0, "was_enabled": False}
_lock = threading.Lock()


def _pause() -> None:
    with _lock:
        if _state["depth"] == 0:
            _state["was_enabled"] = gc.isenabled()
            gc.disable()
        _state["depth"] += 1


def _resume() -> None:
    with _lock:
        _state["depth"] -= 1
        if _state["depth"] == 0 and _state["was_enabled"]:
            gc.enable()


def install() -> None:
    """Replace ``ast.parse`` by a wrapper that pauses garbage collection (idempotent)."""
    if getattr(ast.parse, "pauses_gc", False):
        return
    parse = ast.parse

    @functools.wraps(parse)
    def parse_with_gc_paused(*args: Any, **kwargs: Any) -> ast.AST:
        _pause()
        try:
            return parse(*args, **kwargs)
        finally:
            _resume()

    parse_with_gc_paused.pauses_gc = True  # type: ignore[attr-defined]
    ast.parse = parse_with_gc_paused
