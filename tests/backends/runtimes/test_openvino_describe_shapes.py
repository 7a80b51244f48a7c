"""OpenVINO's ``describe()`` said ``"graph": "ONNX opset 18, dynamic shapes (one graph for every
size)"`` beside ``"static_shapes": true``: the first is the exported graph, the second the
compile, but read together they contradicted each other. The report now says both apart: the
graph's text names how the models are compiled, and ``compiled_shapes`` says it alone."""

from __future__ import annotations

import pytest

from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint

pytest.importorskip("openvino")


@pytest.mark.parametrize("static", [True, False])
def test_graph_and_compile_are_told_apart(static, tiny_metric_checkpoint):
    from tt_depth_anything_3.backends.runtimes.openvino_backend import OpenVINOBackend

    files = resolve_checkpoint("local", weights_path=tiny_metric_checkpoint)
    backend = OpenVINOBackend(files.config, files.weights, "fp32", static_shapes=static)
    try:
        report = backend.describe()
    finally:
        backend.close()
    assert report["static_shapes"] is static
    assert "dynamic shapes (one graph for every size)" in report["graph"]  # the ONNX graph
    compiled = (
        "static shapes, one compiled model per input shape"
        if static
        else "dynamic shapes, one compiled model for every size"
    )
    assert report["compiled_shapes"] == compiled
    assert report["graph"].endswith(f"; compiled with {compiled}")
