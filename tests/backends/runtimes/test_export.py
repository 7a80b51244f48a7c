"""ONNX export of every model kind: ONE dynamic file per model kind (and input kind), checked
by ``onnx.checker`` and run in ONNX Runtime and, converted with its dynamic axes, in OpenVINO
at several batches, sizes / aspect ratios and view counts, each output against our torch
float32 network on the same input (Pearson >= 0.99999, max error <= 1e-4 of the output's
range)."""

from __future__ import annotations

import re

import onnx
import onnxruntime as ort
import pytest
import torch

from support.numerics import assert_matches
from support.tiny_exports import tiny_network
from tt_depth_anything_3.backends.runtimes.export import (
    InputShape,
    align_nested,
    export_onnx,
    output_names,
    reference_outputs,
)
from tt_depth_anything_3.backends.runtimes.manifest_text import model_metadata
from tt_depth_anything_3.backends.runtimes.select import gate_input


def run_onnx(path, image: torch.Tensor) -> dict[str, torch.Tensor]:
    session = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    names = [o.name for o in session.get_outputs()]
    arrays = session.run(names, {"image": image.numpy()})
    return dict(zip(names, map(torch.from_numpy, arrays), strict=True))


def run_openvino(compiled, image: torch.Tensor) -> dict[str, torch.Tensor]:
    from tt_depth_anything_3.backends.runtimes.openvino_backend import output_name

    request = compiled.create_infer_request()
    request.infer({"image": image.numpy()})
    return {
        output_name(o): torch.from_numpy(request.get_tensor(o).data.copy())
        for o in compiled.outputs
    }


# DA3Mono-Large is not exported here: its network is DA3Metric-Large's (the depth kind is
# metadata, ``test_the_mono_network_is_the_metric_one`` checks it), so its graph was the
# metric case's, exported again (13.6 s of CPU, plus the runs).
CASES = [
    ("da3metric-large", 0, ["depth", "sky"]),
    ("da3-small", 0, ["depth", "conf", "extrinsics", "intrinsics"]),
    ("da3-small", 3, ["depth", "conf", "extrinsics", "intrinsics", "ref_index"]),
    ("da3-giant", 2, ["depth", "conf", "extrinsics", "intrinsics", "ref_index"]),
    ("da3nested-giant-large", 0,
     ["depth", "sky", "conf", "extrinsics", "intrinsics", "metric_depth"]),
    ("depth-anything-v2-metric-vkitti-small", 0, ["depth"]),
]  # fmt: skip
# (batch, height, width) the API produces at process_res 98..140: landscape, portrait, wide;
# none is the trace sample's (2, 70, 98)
SIZES = [(1, 70, 98), (2, 98, 70), (1, 42, 126)]
VIEW_COUNTS = (2, 3)  # below and at the reference-view choice (S >= 3)


@pytest.mark.parametrize(("name", "views", "outputs"), CASES)
def test_one_export_runs_every_size_in_onnxruntime_and_openvino(name, views, outputs, tiny_graphs):
    network = tiny_network(name)
    path = tiny_graphs.path(name, InputShape(70, 98, 1, views))  # export_onnx, once a session
    onnx.checker.check_model(str(path))
    assert output_names(path) == outputs
    graph = onnx.load(str(path), load_external_data=False).graph
    dims = [d.dim_param or d.dim_value for d in graph.input[0].type.tensor_type.shape.dim]
    assert dims == (
        ["batch", "views", 3, "height", "width"] if views else ["batch", 3, "height", "width"]
    )
    # every value's shape in the input's names: no torch.export symbol (s40, 14*s52) is left
    shapes = [v.type.tensor_type.shape for v in [*graph.output, *graph.value_info]]
    names = {d.dim_param for shape in shapes for d in shape.dim if d.dim_param}
    assert names and not any(re.search(r"\bs\d+\b", name) for name in names), names
    assert {"height", "width"} <= names
    shapes = [InputShape(h, w, b, VIEW_COUNTS[i % 2] if views else 0)
              for i, (b, h, w) in enumerate(SIZES)]  # fmt: skip
    ov = pytest.importorskip("openvino")
    f32 = {"INFERENCE_PRECISION_HINT": "f32"}  # not the CPU's default bf16 where it has it
    compiled = ov.Core().compile_model(ov.convert_model(str(path)), "CPU", f32)
    for seed, shape in enumerate(shapes, start=3):
        image = gate_input(shape, seed=seed)  # not the export's zeros
        reference = reference_outputs(network, image)
        assert_matches(run_onnx(path, image), reference)
        assert_matches(run_openvino(compiled, image), reference)


def test_the_mono_network_is_the_metric_one():
    """What lets ``CASES`` leave DA3Mono-Large out: the tiny mono network is the tiny metric
    network (same modules, weights and outputs: the graph it exports is the metric case's),
    and only the file's metadata differ, which is built here for the mono kind."""
    mono, metric = tiny_network("da3mono-large"), tiny_network("da3metric-large")
    assert [type(m) for m in mono.modules()] == [type(m) for m in metric.modules()]
    theirs = metric.state_dict()
    assert {k: v.shape for k, v in mono.state_dict().items()} == {
        k: v.shape for k, v in theirs.items()
    }
    assert all(torch.equal(v, theirs[k]) for k, v in mono.state_dict().items())
    image = gate_input(InputShape(70, 98), seed=6)
    assert_matches(reference_outputs(mono, image), reference_outputs(metric, image))
    metadata = model_metadata(mono.config, ("depth", "sky"), False, [None, 3, None, None])
    assert (metadata["model"], metadata["kind"]) == ("da3mono-large", "relative")


def test_nested_graph_aligned_on_host_is_the_nested_network(tmp_path):
    network = tiny_network("da3nested-giant-large")
    shape = InputShape(70, 98, 1, 2)
    path = export_onnx(network, shape, tmp_path)
    image = gate_input(shape, seed=4)
    aligned = align_nested(run_onnx(path, image))
    with torch.no_grad():
        full = network.forward_views(image)
    for name in ("depth", "conf", "extrinsics", "sky", "metric_scale"):
        ref = full[name]
        assert float((aligned[name] - ref).abs().max() / ref.abs().max()) <= 1e-4, name


def test_a_pinned_shape_is_its_own_graph(tmp_path):
    network = tiny_network("da3metric-large")
    path = export_onnx(network, InputShape(42, 56, batch=2), tmp_path, dynamic=False)
    image = gate_input(InputShape(42, 56, batch=2), seed=5)
    assert_matches(run_onnx(path, image), reference_outputs(network, image))
    wrong = gate_input(InputShape(56, 42), seed=5)
    with pytest.raises(Exception, match="(?i)dimension|shape"):
        run_onnx(path, wrong)


def test_bad_shapes_are_refused(tmp_path):
    with pytest.raises(ValueError, match="multiples of 14"):
        InputShape(70, 99)
    with pytest.raises(ValueError, match="no camera head"):
        export_onnx(tiny_network("da3metric-large"), InputShape(70, 98, 1, 2), tmp_path)


def test_a_failed_non_strict_trace_raises_instead_of_tracing_strict(tmp_path, monkeypatch):
    """The ONNX exporter, given a module, retries in strict mode (TorchDynamo, which clones
    every parameter twice: 2.4 GB more at full size) when the non-strict trace fails;
    ``export_onnx`` traces non-strict only and raises."""
    original = torch.export.export
    modes = []

    def non_strict_fails(*args, strict: bool = False, **kwargs):
        modes.append(strict)
        if not strict:
            raise RuntimeError("non-strict trace failed")
        return original(*args, strict=strict, **kwargs)

    monkeypatch.setattr(torch.export, "export", non_strict_fails)
    with pytest.raises(RuntimeError, match="non-strict trace failed"):
        export_onnx(tiny_network("da3metric-large"), InputShape(42, 56), tmp_path, dynamic=False)
    assert modes == [False]
