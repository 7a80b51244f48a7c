"""A session pool of exported ONNX graphs, shared by the tests that build runtime engines.

A graph is a function of its cache key alone (checkpoint, input kind, opset, torch version),
and exporting one takes 10-30 s, so the first test to export a graph copies it into the pool,
and later tests that ask for the same key get a copy in their own cache instead of exporting
again (each key's first use still runs the exporter). A test sees a whole entry or none, as
with an export of its own. Under pytest-xdist (``scripts/test.sh`` runs two workers) the
workers share the pool."""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

GRAPH_KIND = "onnx"
GATE_KIND = "gate"


def pool_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The pool's folder for the session: one for every pytest-xdist worker (beside the
    workers' own temporary folders), so a graph is exported once per run."""
    return run_folder(tmp_path_factory, "graph_pool")


def run_folder(tmp_path_factory: pytest.TempPathFactory, name: str) -> Path:
    """A folder named ``name`` for the whole test run: shared by the pytest-xdist workers
    (beside their own temporary folders), the session's own under one process."""
    if "PYTEST_XDIST_WORKER" not in os.environ:
        return tmp_path_factory.mktemp(name)
    folder = tmp_path_factory.getbasetemp().parent / name
    folder.mkdir(exist_ok=True)
    return folder


def use_pool(monkeypatch: pytest.MonkeyPatch, pool: Path) -> None:
    """Make the runtimes' cache take exported graphs from ``pool`` when an earlier test
    exported them, and put the graphs this test exports into it."""
    from tt_depth_anything_3.backends.runtimes import engine

    monkeypatch.setattr(engine, "cached_entry", pooled(engine.cached_entry, GRAPH_KIND, pool))


def use_gate_pool(monkeypatch: pytest.MonkeyPatch, pool: Path) -> None:
    """Make ``select.run_gate`` take its figures from ``pool`` when an earlier test gated the
    same key (checkpoint, shape, engine and its settings, precision, CPU, gate rule), and put
    the figures this test gates into it. For a module whose tests gate real backends only
    (none fakes a backend's outputs under a real key): a test about the gate's cache must
    not use it."""
    from tt_depth_anything_3.backends.runtimes import select

    monkeypatch.setattr(select, "cached_entry", pooled(select.cached_entry, GATE_KIND, pool))


def pooled(build_entry: Callable, pooled_kind: str, pool: Path) -> Callable:
    """``build_entry`` (a ``cached_entry``) taking entries of ``pooled_kind`` from ``pool``
    when an earlier test built the same key, and putting the ones it builds into it."""
    from tt_depth_anything_3.backends.runtimes import cache

    def pooled_entry(kind: str, parts: dict, build):
        if kind != pooled_kind:
            return build_entry(kind, parts, build)
        pooled = pool / cache.entry_key(parts)
        if pooled.is_dir():

            def copy_from_pool(target: Path) -> None:
                for file in pooled.iterdir():
                    if file.name != cache.COMPLETE:
                        shutil.copy2(file, target / file.name)

            return build_entry(kind, parts, copy_from_pool)
        entry = build_entry(kind, parts, build)
        staging = pool / f"{pooled.name}.tmp-{os.getpid()}"
        shutil.copytree(entry, staging)
        try:
            staging.rename(pooled)
        except OSError:  # another worker pooled the same entry first: keep its copy
            if not pooled.is_dir():
                raise
            shutil.rmtree(staging)
        return entry

    return pooled_entry
