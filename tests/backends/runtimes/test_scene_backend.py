"""``Scene.backend`` says who ran the network of a reconstruction, as ``DepthOutput.backend``
does for one image: under ``runtime="auto"`` a size the exported graphs do not take runs on
torch, and the Scene (its npz export, ``cameras.json``, ``POST /reconstruct``) said nothing of
it (an outside test's finding)."""

from __future__ import annotations

import numpy as np
import pytest

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.exports.npz import load_npz, write_npz

STRIP = np.random.default_rng(0).integers(0, 255, (20, 300, 3), dtype=np.uint8)  # 14x154
PHOTO = np.random.default_rng(1).integers(0, 255, (98, 140, 3), dtype=np.uint8)


def test_auto_names_who_ran_each_scene(tiny_metric_checkpoint, monkeypatch, tmp_path):
    pytest.importorskip("onnxruntime")
    monkeypatch.setenv("TT_DA3_AUTO_PROBE", "0")  # the fp32 engine without its gate: quicker
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(tmp_path / "cache"))
    options = {"weights_path": tiny_metric_checkpoint, "device": "cpu", "process_res": 150}
    with DepthAnything3.from_pretrained(**options, runtime="auto", dtype="float32") as model:
        engine = model.backend
        assert engine in ("onnxruntime", "openvino")
        assert model.reconstruct([PHOTO, PHOTO]).backend == engine
        strip = model.reconstruct([STRIP, STRIP])
        assert strip.backend == "torch"  # the engine's name before: model.backend
    path = write_npz(strip, tmp_path / "strip.npz")
    assert load_npz(path).backend == "torch"


def test_torch_scenes_and_old_exports(tiny_metric_model, tmp_path):
    scene = tiny_metric_model.reconstruct(PHOTO)
    assert scene.backend == "torch"
    path = tmp_path / "old.npz"
    with np.load(write_npz(scene, tmp_path / "new.npz")) as data:
        np.savez(path, **{k: data[k] for k in data.files if k != "backend"})
    assert load_npz(path).backend == ""  # an export made before the field: not known
