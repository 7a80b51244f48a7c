"""Every runtimes test caches its graphs in its own folder (``TT_DA3_CACHE_DIR``)."""

from __future__ import annotations

import pytest

pytest.importorskip("onnx")


@pytest.fixture(autouse=True)
def runtime_cache(tmp_path_factory, monkeypatch):
    """One cache per test module (exports are reused inside a module, never across)."""
    folder = tmp_path_factory.mktemp("runtime_cache")
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(folder))
    return folder
