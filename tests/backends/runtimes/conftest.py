"""Every runtimes test caches its engines' builds in its own folder (``TT_DA3_CACHE_DIR``): IRs,
compiled models, gate figures and TensorRT engines are never shared between tests.

The exported ONNX graphs are, through the session's graph pool (the ``graph_pool`` fixture): the
first test to export a graph pools it, later tests asking for the same key get a copy
(``tests/backends/runtimes/test_export.py`` and each key's first use still run the exporter).
A module whose tests gate real backends only may share gate figures alike (``gate_pool``)."""

from __future__ import annotations

import pytest

pytest.importorskip("onnx")

from support.graph_pool import run_folder, use_pool  # noqa: E402
from support.tiny_exports import TinyGraphs  # noqa: E402


@pytest.fixture(autouse=True)
def runtime_cache(tmp_path_factory, monkeypatch, graph_pool):
    """A cache folder of the test's own, whose graphs come from ``graph_pool`` when an
    earlier test exported them."""
    folder = tmp_path_factory.mktemp("runtime_cache")
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(folder))
    use_pool(monkeypatch, graph_pool)
    return folder


@pytest.fixture(scope="session")
def gate_pool(tmp_path_factory):
    """Gate figures by cache key, for the session (``support.graph_pool.use_gate_pool``: the
    modules that opt in; the pytest-xdist workers share it)."""
    return run_folder(tmp_path_factory, "gate_pool")


@pytest.fixture(scope="session")
def tiny_graphs(tmp_path_factory) -> TinyGraphs:
    """The tiny networks' dynamic ONNX graphs, each exported once per session (per
    pytest-xdist worker) by the first test asking for it (``support.tiny_exports``)."""
    return TinyGraphs(tmp_path_factory.mktemp("tiny_graphs"))
