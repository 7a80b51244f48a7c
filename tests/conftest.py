"""Shared fixtures: tiny random checkpoints in the official format, sample images."""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TextIO

import numpy as np
import pytest
from PIL import Image

from support import ast_reentry, crash_log
from support.checkpoints import write_checkpoint
from support.graph_pool import pool_folder, run_folder

# The suite writes full-size checkpoints to the temporary folder (about 1.5 GB at its peak: the
# full-size parity modules delete theirs when they end). With less free space than this the run
# stops at once and says so, instead of failing inside torch.save / safetensors on a short write.
MIN_FREE_TEMP_BYTES = 3 * 1024**3


CRASH_LOG = pytest.StashKey[TextIO | None]()


def pytest_configure(config: pytest.Config) -> None:
    if sys.version_info[:2] == (3, 11):
        ast_reentry.install()  # CPython 3.11's ast.parse is not reentrant: see the module
    config.stash[CRASH_LOG] = crash_log.open_crash_log()  # a fatal signal's stacks
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if worker:  # Ray's folder a worker's own (see ray_folder_of)
        os.environ["RAY_TMPDIR"] = ray_folder_of(worker)
        share_cores(int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1")))


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: object, error: object) -> None:
    """pytest-xdist's controller: a worker that went down (``error``) has how it ended and
    its Ray driver's last words in its crash log (``support.crash_log``)."""
    if error is not None:
        worker = node.gateway.id  # type: ignore[attr-defined]
        crash_log.record_worker_end(worker, ray_folder_of(worker))


def share_cores(workers: int) -> None:
    """In a pytest-xdist worker, torch (and the processes the tests start, through
    ``OMP_NUM_THREADS``) computes with this worker's share of the cores, unless
    ``OMP_NUM_THREADS`` was set for the run. Two workers on 2 cores each with torch's 2
    threads spun against each other: the token-retrieval loop test took 11.0 s in each of two
    processes side by side, 2.0 s with one thread each (AMD EPYC, 2 cores)."""
    if os.environ.get("OMP_NUM_THREADS") or workers < 2:
        return
    import torch

    threads = max(1, len(os.sched_getaffinity(0)) // workers)
    os.environ["OMP_NUM_THREADS"] = str(threads)
    torch.set_num_threads(threads)


def ray_folder_of(worker: str) -> str:
    """The folder a pytest-xdist worker's Ray clusters keep their files in: ``RAY_TMPDIR``
    (else ``TMPDIR``) / the worker's name. Shared, a test's ``ray.cluster_utils.Cluster``
    wrote its address to ``ray/ray_current_cluster`` there, and the other worker's
    ``ray.init(num_cpus=...)`` in the meantime connected to it and failed ("When connecting
    to an existing cluster, num_cpus and num_gpus must not be provided")."""
    base = os.environ.get("RAY_TMPDIR") or tempfile.gettempdir()
    folder = os.path.join(base, worker)  # short: Ray's socket paths have a length limit
    os.makedirs(folder, exist_ok=True)
    return folder


def pytest_sessionstart(session: pytest.Session) -> None:
    folder = Path(session.config.option.basetemp or tempfile.gettempdir()).resolve()
    while not folder.exists():
        folder = folder.parent
    free = shutil.disk_usage(folder).free
    if free < MIN_FREE_TEMP_BYTES:
        pytest.exit(
            f"only {free / 1024**3:.1f} GiB free under {folder}; the test suite needs "
            f"{MIN_FREE_TEMP_BYTES / 1024**3:.0f} GiB for its checkpoints (free some space or "
            "pass --basetemp on a larger disk)",
            returncode=1,
        )


@pytest.fixture(autouse=True)
def crash_handler_kept(request: pytest.FixtureRequest) -> Iterator[None]:
    """The crash log's fault handler and hang timer in place for each test
    (``support.crash_log``)."""
    log = request.config.stash.get(CRASH_LOG, None)
    crash_log.handler_back(log)
    yield
    crash_log.hang_over(log)


@pytest.fixture(scope="session", autouse=True)
def package_cache(tmp_path_factory) -> Iterator[Path]:
    """``TT_DA3_CACHE_DIR`` for the run: a folder under pytest's temporary root (shared by the
    pytest-xdist workers, as the default cache is shared by processes), so the suite writes
    no engine, gate result or checkpoint-digest memo into the user's ``~/.cache`` and reads
    none an earlier run left there. Tests that need another cache set their own."""
    folder = run_folder(tmp_path_factory, "package_cache")
    before = os.environ.get("TT_DA3_CACHE_DIR")
    os.environ["TT_DA3_CACHE_DIR"] = str(folder)
    yield folder
    if before is None:
        os.environ.pop("TT_DA3_CACHE_DIR", None)
    else:
        os.environ["TT_DA3_CACHE_DIR"] = before


@pytest.fixture(scope="session")
def tiny_metric_checkpoint(tmp_path_factory) -> Path:
    """A tiny DA3Metric-family network (DPT head with sky), random weights, official layout."""
    return write_checkpoint(tmp_path_factory.mktemp("tiny_metric"), "da3metric-large", seed=0)


@pytest.fixture(scope="session")
def tiny_anyview_checkpoint(tmp_path_factory) -> Path:
    """A tiny DA3-SMALL-family network (DualDPT, RoPE, QK-norm, camera token)."""
    return write_checkpoint(tmp_path_factory.mktemp("tiny_anyview"), "da3-small", seed=1)


@pytest.fixture(scope="session")
def tiny_metric_model(tiny_metric_checkpoint):
    from tt_depth_anything_3 import DepthAnything3

    model = DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, device="cpu", process_res=140
    )
    yield model
    model.close()


@pytest.fixture(scope="session")
def tiny_anyview_model(tiny_anyview_checkpoint):
    """The tiny any-view model (camera head) at process_res 140, loaded once."""
    from tt_depth_anything_3 import DepthAnything3

    model = DepthAnything3.from_pretrained(
        weights_path=tiny_anyview_checkpoint, device="cpu", process_res=140
    )
    yield model
    model.close()


@pytest.fixture
def home_and_work(tmp_path, monkeypatch) -> tuple[Path, Path]:
    """(the home folder, the current folder), both empty and apart: where ``~`` in a path
    goes, and where a folder literally named ``~`` would appear."""
    home, work = tmp_path / "home", tmp_path / "work"
    home.mkdir()
    work.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(work)
    return home, work


@pytest.fixture()
def photo() -> np.ndarray:
    """A smooth synthetic RGB photo-like uint8 image, 90 x 120."""
    rng = np.random.default_rng(7)
    y, x = np.mgrid[0:90, 0:120]
    base = np.stack([x * 2, y * 2, (x + y)], axis=-1).astype(np.float64)
    noise = rng.normal(0, 8, base.shape)
    return np.clip(base + noise, 0, 255).astype(np.uint8)


@pytest.fixture()
def view_files(photo, tmp_path) -> list[Path]:
    """Three views of one scene as PNG files: ``photo`` shifted 0, 6 and 12 pixels sideways."""
    paths = []
    for i in range(3):
        paths.append(tmp_path / f"view{i}.png")
        Image.fromarray(np.roll(photo, 6 * i, axis=1)).save(paths[-1])
    return paths


@pytest.fixture()
def in_process_replica(monkeypatch):
    """A Ray replica's class (``DepthPredictor``) built in this process as on a replica: no Ray
    runtime (``get_runtime_context`` would start a local Ray in the test process, left running
    for the next tests) and the caller's torch threads kept (a replica sets its CPU share)."""
    import types

    import ray
    import torch

    node = types.SimpleNamespace(get_node_id=lambda: "0123456789")
    monkeypatch.setattr(ray, "get_runtime_context", lambda: node)
    monkeypatch.setattr(torch, "set_num_threads", lambda n: None)


@pytest.fixture(scope="session")
def graph_pool(tmp_path_factory) -> Path:
    """Exported ONNX graphs by cache key, for the session (``support.graph_pool``; the
    pytest-xdist workers share it)."""
    return pool_folder(tmp_path_factory)
