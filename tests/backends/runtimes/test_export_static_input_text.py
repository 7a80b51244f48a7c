"""A static export (``--size``) says that its file takes its own shape only (an outside test,
helper 57: its manifest's ``input`` and the file's metadata said, as a dynamic graph's do, that
"the graph does not check, and other sizes run and give wrong maps", while ONNX Runtime
refuses any other shape of a static file)."""

from __future__ import annotations

import json

import numpy as np
import onnx
import onnxruntime as ort
import pytest

from support.checkpoints import TINY_ARCHITECTURES, randomize
from tt_depth_anything_3.backends.runtimes.export import InputShape, export_onnx
from tt_depth_anything_3.backends.runtimes.files import export_model
from tt_depth_anything_3.backends.runtimes.manifest_text import input_text
from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint
from tt_depth_anything_3.config.schema import DA3Config
from tt_depth_anything_3.modeling import network_for

DYNAMIC_CLAIM = "other sizes run and give wrong maps"


def test_a_static_file_says_it_takes_its_shape_only_and_does(tmp_path):
    config = DA3Config.from_dict(
        {"model_name": "da3metric-large", "architecture": TINY_ARCHITECTURES["da3metric-large"]}
    )
    network = randomize(network_for(config).eval(), 0)
    path = export_onnx(network, InputShape(56, 70), tmp_path, False)
    model = onnx.load(str(path))
    meta = {p.key: p.value for p in model.metadata_props}
    for text in (meta["input"], model.graph.input[0].doc_string):
        assert DYNAMIC_CLAIM not in text and "refuse other shapes" in text, text
    session = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    with pytest.raises(Exception, match="invalid dimensions"):
        session.run(None, {"image": np.zeros((1, 3, 70, 70), np.float32)})


def test_a_static_manifest_says_so_and_a_dynamic_one_keeps_its_rule(
    tiny_metric_checkpoint, tmp_path
):
    files = resolve_checkpoint("local", weights_path=str(tiny_metric_checkpoint))
    manifest = export_model(files.config, files.weights, tmp_path / "e", "onnx", InputShape(56, 56))
    assert DYNAMIC_CLAIM not in manifest["input"] and "refuse other shapes" in manifest["input"]
    on_disk = json.loads((tmp_path / "e" / "manifest.json").read_text(encoding="utf-8"))
    assert on_disk["input"] == manifest["input"]
    assert DYNAMIC_CLAIM in input_text(False) and DYNAMIC_CLAIM in input_text(True)
