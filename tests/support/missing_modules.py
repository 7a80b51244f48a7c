"""This test process as an install without some optional modules."""

from __future__ import annotations

import importlib.util
import sys


def without(monkeypatch, *modules: str) -> None:
    """This process as an install without ``modules`` (find_spec and import both fail)."""
    find_spec = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda n, *a: None if n in modules else find_spec(n, *a)
    )
    for name in modules:
        monkeypatch.setitem(sys.modules, name, None)  # import raises ImportError
