"""What an exported ONNX file carries besides its graph (an outside test of the files used
without the package): two exports of one network were different bytes (the exporter's range
constraints in a changing order), every node held the exporter's stack trace with the build
machine's absolute source paths (a fifth of the tiny file), and the file said nothing of its
input normalisation or output units; the manifests described other kinds of model."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import onnx
import pytest

import tt_depth_anything_3
from support.tiny_exports import tiny_network
from tt_depth_anything_3.backends.runtimes.export import InputShape, export_onnx
from tt_depth_anything_3.backends.runtimes.manifest_text import (
    input_text,
    output_texts,
    postprocess_recipe,
)
from tt_depth_anything_3.config.schema import DA3Config

PACKAGE_DIR = str(Path(tt_depth_anything_3.__file__).resolve().parent)


def all_metadata(model: onnx.ModelProto) -> list[tuple[str, str]]:
    """Every ``metadata_props`` entry below the model: graph, nodes, values, initializers."""
    graph = model.graph
    holders = [graph, *graph.node, *graph.input, *graph.output, *graph.value_info]
    holders += list(graph.initializer)
    return [(p.key, p.value) for h in holders for p in h.metadata_props]


def test_two_exports_are_the_same_bytes_with_no_exporter_metadata(tmp_path, tiny_graphs):
    """Two ``export_onnx`` of one network: the session's (``tiny_graphs``, the export
    ``test_export`` checks) and this test's own."""
    shape = InputShape(70, 98)
    paths = [tiny_graphs.path("da3metric-large", shape)]
    paths.append(export_onnx(tiny_network("da3metric-large"), shape, tmp_path))
    digests = {hashlib.sha256(p.read_bytes()).hexdigest() for p in paths}
    assert len(digests) == 1, "two exports of one network differ"
    data = paths[0].read_bytes()
    assert b"pkg.torch" not in data and PACKAGE_DIR.encode() not in data
    model = onnx.load(str(paths[0]))
    assert all_metadata(model) == []
    meta = {p.key: p.value for p in model.metadata_props}
    assert meta["model"] == "da3metric-large" and meta["kind"] == "metric"
    assert meta["producer"] == f"tt-depth-anything-3 {tt_depth_anything_3.__version__}"
    assert meta["input.name"] == "image" and meta["input.layout"] == "(B, 3, H, W)"
    assert meta["input.shape"] == "?x3x?x?" and "from 28" in meta["input.size_rule"]
    assert meta["input.mean"] == "0.485,0.456,0.406" and meta["input.std"] == "0.229,0.224,0.225"
    assert "0 to 1" in meta["input.value_range"]
    assert meta["outputs"] == "depth,sky" and "x f / 300" in meta["output.depth"]
    assert ">= 0.3" in meta["output.sky"] and "postprocess.sky_fill" in meta
    assert json.loads(meta["openvino.compile_config"]) == {"INFERENCE_PRECISION_HINT": "f32"}
    assert meta["precision"] == "fp32" and "float32" in meta["precision.detail"]
    assert not [v for v in meta.values() if re.search(r"(^|[\s'\"(])/\w", v)]  # no paths
    assert "(B, 3, H, W)" in model.graph.input[0].doc_string
    docs = {o.name: o.doc_string for o in model.graph.output}
    assert "focal-normalised" in docs["depth"] and "sky score" in docs["sky"]


def test_a_pinned_graph_says_its_shape(tmp_path):
    path = export_onnx(tiny_network("da3-small"), InputShape(42, 56, 2, 3), tmp_path, False)
    model = onnx.load(str(path), load_external_data=False)
    meta = {p.key: p.value for p in model.metadata_props}
    assert meta["input.shape"] == "2x3x3x42x56" and meta["input.size_rule"] == "exactly 2x3x3x42x56"
    assert meta["input.layout"] == "(B, S, 3, H, W)" and meta["kind"] == "anyview"
    assert meta["outputs"] == "depth,conf,extrinsics,intrinsics,ref_index"
    assert "world-to-camera" in meta["output.extrinsics"] and all_metadata(model) == []


def config(name: str) -> DA3Config:
    return DA3Config.from_model_name(name)


@pytest.mark.parametrize(
    ("name", "views", "sky", "metric"),
    [
        ("da3metric-large", False, True, True),
        ("da3mono-large", False, True, False),
        ("da3-small", False, False, False),
        ("da3-small", True, False, False),
        ("depth-anything-v2-small", False, False, False),
    ],
)
def test_each_manifest_text_describes_its_own_model(name, views, sky, metric):
    """Mono's sky fill spoke of 'the metric scaling', da3-small's and V2's resize of 'sky',
    and every manifest's input of views and images alike."""
    recipe = postprocess_recipe(config(name), views=views)
    assert ("sky_fill" in recipe) == sky
    assert ("metric scaling" in recipe.get("sky_fill", "")) == metric
    assert ("sky" in recipe["resize_to_original"]) == sky
    assert ("conf" in recipe["resize_to_original"]) == (name == "da3-small")
    text = input_text(views)
    assert ("(B, S, 3, H, W)" in text) == views and ("(B, 3, H, W)" in text) != views
    assert "views" not in text or views


def test_the_camera_outputs_say_their_convention():
    views = output_texts(config("da3-small"), views=True)
    assert list(views) == ["depth", "conf", "extrinsics", "intrinsics", "ref_index"]
    assert "world-to-camera" in views["extrinsics"] and "OpenCV axes" in views["extrinsics"]
    assert "reference view (ref_index)" in views["extrinsics"]
    assert views["extrinsics"].startswith("(B, S, 3, 4)")
    assert "pixels at the network input size" in views["intrinsics"]
    assert "(W / 2, H / 2)" in views["intrinsics"] and "S >= 3" in views["ref_index"]
    images = output_texts(config("da3-small"))
    assert "ref_index" not in images and images["extrinsics"].startswith("(B, 3, 4)")
    assert "its own camera" in images["extrinsics"] and "shared" not in images["depth"]


def test_each_ir_precision_says_what_it_is():
    """What an IR's rt_info holds over the ONNX file's entries (a bf16 IR said fp32's hint)."""
    from tt_depth_anything_3.backends.runtimes.manifest_text import ir_metadata

    hints = {"fp32": "f32", "fp16": "f32", "bf16": "bf16", "int8": "f32"}
    for precision, hint in hints.items():
        said = ir_metadata(precision)
        assert said["precision"] == precision
        assert json.loads(said["openvino.compile_config"]) == {"INFERENCE_PRECISION_HINT": hint}
        assert ("note" in said) == (precision == "bf16")
    assert "fc1" in ir_metadata("int8")["precision.detail"]
    assert "bf16 arithmetic" in ir_metadata("bf16")["precision.detail"]
