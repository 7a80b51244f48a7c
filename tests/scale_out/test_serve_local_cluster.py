"""``tt-da3 serve --ray`` without ``--address`` starts a local Ray cluster of its own; stopped,
it leaves none of that cluster's temporary folders behind (Ray's session, its workers'
``pymp-*`` folders), as ``predict-dataset`` and ``video --replicas`` already did."""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

import httpx
import pytest

from support.server_process import free_port, running_process

pytest.importorskip("ray")


def test_serve_on_its_own_cluster_leaves_no_temporary_folders(
    tiny_metric_checkpoint, tmp_path, request
):
    # short: Ray's sockets live in TMPDIR/ray/session_.../sockets (107 bytes at most)
    temp = Path(tempfile.mkdtemp(prefix="d3", dir="/tmp"))
    request.addfinalizer(lambda: shutil.rmtree(temp, ignore_errors=True))
    port = free_port()
    command = [sys.executable, "-m", "tt_depth_anything_3.cli", "serve", "--ray"]
    command += ["--replicas", "1", "--weights", str(tiny_metric_checkpoint), "--device", "cpu"]
    command += ["--process-res", "70", "--port", str(port), "--log-level", "warning"]
    log = tmp_path / "serve.log"
    options = {"start_timeout_s": 240, "stop_timeout_s": 120}
    with running_process(command, port, log, env={"TMPDIR": str(temp)}, **options) as (url, _):
        assert httpx.get(f"{url}/health", timeout=30).status_code == 200
        assert any(temp.iterdir())  # the cluster's session is there while it serves
    left = sorted(p.name for p in temp.iterdir() if not p.name.startswith("."))
    assert left == [], log.read_text(encoding="utf-8")[-3000:]
