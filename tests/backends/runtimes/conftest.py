"""Every runtimes test caches its engines' builds in its own folder (``TT_DA3_CACHE_DIR``): IRs,
compiled models, gate figures and TensorRT engines are never shared between tests.

The exported ONNX graphs are: a graph is a function of its cache key alone (checkpoint, input
kind, opset, torch version), and exporting one takes 10-30 s, so the first test to export a
graph copies it into a session pool, and later tests that ask for the same key get a copy in
their own cache instead of exporting again (``tests/backends/runtimes/test_export.py`` and
each key's first use still run the exporter). A test sees a whole entry or none, as with an
export of its own. Under pytest-xdist (``scripts/test.sh`` runs two workers) the workers share
the pool."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

pytest.importorskip("onnx")

from tt_depth_anything_3.backends.runtimes import cache, engine  # noqa: E402

GRAPH_KIND = "onnx"


@pytest.fixture(scope="session")
def graph_pool(tmp_path_factory) -> Path:
    """Exported graphs by cache key, for the session: one pool for every pytest-xdist worker
    (beside the workers' own temporary folders), so a graph is exported once per run."""
    if "PYTEST_XDIST_WORKER" not in os.environ:
        return tmp_path_factory.mktemp("graph_pool")
    pool = tmp_path_factory.getbasetemp().parent / "graph_pool"
    pool.mkdir(exist_ok=True)
    return pool


@pytest.fixture(autouse=True)
def runtime_cache(tmp_path_factory, monkeypatch, graph_pool):
    """A cache folder of the test's own, whose graphs come from ``graph_pool`` when an
    earlier test exported them."""
    folder = tmp_path_factory.mktemp("runtime_cache")
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(folder))
    build_entry = engine.cached_entry

    def pooled_entry(kind: str, parts: dict, build):
        if kind != GRAPH_KIND:
            return build_entry(kind, parts, build)
        pooled = graph_pool / cache.entry_key(parts)
        if pooled.is_dir():

            def copy_from_pool(target: Path) -> None:
                for file in pooled.iterdir():
                    if file.name != cache.COMPLETE:
                        shutil.copy2(file, target / file.name)

            return build_entry(kind, parts, copy_from_pool)
        entry = build_entry(kind, parts, build)
        staging = graph_pool / f"{pooled.name}.tmp-{os.getpid()}"
        shutil.copytree(entry, staging)
        try:
            staging.rename(pooled)
        except OSError:  # another worker pooled the same graph first: keep its copy
            if not pooled.is_dir():
                raise
            shutil.rmtree(staging)
        return entry

    monkeypatch.setattr(engine, "cached_entry", pooled_entry)
    return folder
