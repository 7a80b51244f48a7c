"""An export killed before it could remove its staging folder (SIGKILL, a crash, power loss)
left it beside the output folder for ever, hidden (``.NAME.partial-XXXXXXXX``: the whole
model's weights, 1.3 GB for DA3Metric-Large), and every later export to the folder ran
beside it. The next export to that folder removes it now, but never one a live export holds."""

from __future__ import annotations

import json
import os

import pytest

from support.checkpoints import write_checkpoint
from tt_depth_anything_3.backends.runtimes import files
from tt_depth_anything_3.backends.runtimes.cache_locks import lock_folder
from tt_depth_anything_3.checkpoints import resolve_checkpoint
from tt_depth_anything_3.config.file_locks import FOLDER_LOCKS

pytestmark = pytest.mark.skipif(not FOLDER_LOCKS, reason="no flock: leftovers are kept")


@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory):
    folder = write_checkpoint(tmp_path_factory.mktemp("metric"), "da3metric-large", seed=0)
    return resolve_checkpoint("da3metric-large", weights_path=folder)


def export_into(onnx, network, config, root, fmt, shapes, precision, views):
    """A manifest and a file, as an export writes them (no tracing: this is about folders)."""
    (root / "model.onnx").write_text("graph")
    manifest = {"format": fmt, "files": [{"file": "model.onnx"}]}
    (root / files.MANIFEST).write_text(json.dumps(manifest))
    return manifest


def leftover(parent, name):
    folder = parent / name
    folder.mkdir()
    (folder / "model.onnx").write_text("weights of a killed export")
    return folder


def test_the_next_export_removes_a_killed_exports_staging_folders(
    checkpoint, tmp_path, monkeypatch
):
    monkeypatch.setattr(files, "_export_into", export_into)
    out = tmp_path / "my export"
    killed = leftover(tmp_path, ".my export.partial-k1ll3d00")
    aside = leftover(tmp_path, ".my export.partial-k1ll3d01.old")
    other = leftover(tmp_path, ".another.partial-k1ll3d02")  # another folder's: not ours
    files.export_model(checkpoint.config, checkpoint.weights, out, "onnx")
    assert not killed.exists() and not aside.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == [other.name, "my export"]
    assert sorted(p.name for p in out.iterdir()) == ["manifest.json", "model.onnx"]


def test_a_live_exports_staging_folder_is_left(checkpoint, tmp_path, monkeypatch):
    monkeypatch.setattr(files, "_export_into", export_into)
    live = leftover(tmp_path, ".out.partial-l1ve0000")
    lock = lock_folder(live, shared=False, wait=False)  # held, as a running export holds it
    assert lock is not None
    try:
        files.export_model(checkpoint.config, checkpoint.weights, tmp_path / "out", "onnx")
        assert (live / "model.onnx").read_text() == "weights of a killed export"
    finally:
        os.close(lock)
    assert sorted(p.name for p in tmp_path.iterdir()) == [live.name, "out"]
