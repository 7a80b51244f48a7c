"""A checkpoint file replaced while an engine model is loaded: a graph the model exports later
(the views graph at its first ``reconstruct``, a graph the cache bound removed) was exported
from the new file and cached under the key of the contents loaded, so every later load of the
original contents (a copy, the file put back) ran the new weights, with no word (an outside
test, helper 59: depth 538x off torch's). The export is refused now, naming the file."""

from __future__ import annotations

from pathlib import Path

import pytest

from support.checkpoints import write_checkpoint
from tt_depth_anything_3.backends.runtimes import cache, engine, export
from tt_depth_anything_3.backends.runtimes.graph_io import ONNX_FILE, InputShape
from tt_depth_anything_3.backends.runtimes.onnxruntime_backend import OnnxRuntimeBackend
from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint

pytest.importorskip("onnxruntime")

SEED = 59


@pytest.fixture
def exports(monkeypatch) -> list[Path]:
    """The folders exported into; the export itself stubbed (a file, not a graph), into the
    test's own cache (not the session's pool of graphs, ``conftest.graph_pool``)."""
    folders: list[Path] = []
    monkeypatch.setattr(engine, "cached_entry", cache.cached_entry)

    def stub(network, shape, folder, dynamic=True, external_data=None) -> Path:
        folders.append(Path(folder))
        (Path(folder) / ONNX_FILE).write_bytes(b"not a graph")
        return Path(folder) / ONNX_FILE

    monkeypatch.setattr(export, "export_onnx", stub)
    return folders


def loaded_backend(folder: Path) -> OnnxRuntimeBackend:
    files = resolve_checkpoint("local", weights_path=folder)
    return OnnxRuntimeBackend(files.config, files.weights, "fp32")


def test_a_checkpoint_replaced_after_the_load_is_not_exported(tmp_path, exports):
    folder = write_checkpoint(tmp_path / "ck", "da3metric-large", seed=SEED)
    backend = loaded_backend(folder)
    write_checkpoint(folder, "da3metric-large", seed=SEED + 1)  # a new training step's weights
    with pytest.raises(RuntimeError, match="changed since this model was loaded") as caught:
        backend.graph(InputShape(28, 28))
    assert str(folder / "model.safetensors") in str(caught.value)
    assert "load the model again" in str(caught.value)
    assert exports == []


def test_an_unchanged_checkpoint_is_exported(tmp_path, exports):
    folder = write_checkpoint(tmp_path / "ck", "da3metric-large", seed=SEED)
    backend = loaded_backend(folder)
    write_checkpoint(folder, "da3metric-large", seed=SEED)  # rewritten, the same contents
    graph = backend.graph(InputShape(28, 28))
    assert len(exports) == 1 and graph.read_bytes() == b"not a graph"
