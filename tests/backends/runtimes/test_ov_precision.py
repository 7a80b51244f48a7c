"""OpenVINO's bf16: the graph cut at the DPT head (exact in f32), and the backbone-bf16 /
head-f32 compile passing the accuracy gate against torch float32 where the CPU has bf16."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from tt_depth_anything_3.backends.runtimes.export import InputShape, export_onnx
from tt_depth_anything_3.backends.runtimes.select import GATE, gate_input, pearson
from tt_depth_anything_3.backends.torch.loading import build_network
from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint

ov = pytest.importorskip("openvino")
SHAPE = InputShape(112, 140)


@pytest.fixture(scope="module")
def graph(tiny_metric_checkpoint, tmp_path_factory):
    config = resolve_checkpoint("local", weights_path=tiny_metric_checkpoint).config
    network = build_network(config, tiny_metric_checkpoint / "model.safetensors", "fp32")
    return export_onnx(network, SHAPE, tmp_path_factory.mktemp("graph"))


def _run(compiled, image: np.ndarray) -> dict[str, np.ndarray]:
    request = compiled.create_infer_request()
    request.infer({"image": image})
    outputs = {}
    for output in compiled.outputs:
        name = next(n for n in ("depth", "sky") if n in output.get_names())
        outputs[name] = np.array(request.get_tensor(output).data, copy=True)
    return outputs


def test_the_cut_is_exact_and_links_only_activations(graph):
    from tt_depth_anything_3.backends.runtimes.ov_precision import SplitCompiled, split_at_head

    core = ov.Core()
    f32 = {"INFERENCE_PRECISION_HINT": "f32"}
    whole = core.compile_model(core.read_model(str(graph)), "CPU", f32)
    split = split_at_head(core.read_model(str(graph)))
    first_types = {op.get_type_name() for op in split.first.get_ops()}
    second_types = {op.get_type_name() for op in split.second.get_ops()}
    assert "Softmax" in first_types and "MVN" in first_types  # the transformer
    assert "Softmax" not in second_types and "ConvolutionBackpropData" in second_types
    # the four token maps of the DPT head, (1, C, h/14, w/14): no shape arithmetic crosses
    assert [tuple(p.get_partial_shape().to_shape()) for p in split.second.get_parameters()] == [
        (1, 64, 8, 10)
    ] * 4
    parts = SplitCompiled(*(core.compile_model(m, "CPU", f32) for m in (split.first, split.second)),
                          split.links)  # fmt: skip
    image = gate_input(SHAPE).numpy()
    expected, got = _run(whole, image), _run(parts, image)
    for name in ("depth", "sky"):
        np.testing.assert_allclose(got[name], expected[name], rtol=1e-5, atol=1e-6)


def test_bf16_passes_the_gate_against_torch_fp32(tiny_metric_checkpoint):
    """Gate (``select.GATE``): depth Pearson >= 0.9999, sky >= 0.999; and max relative depth
    error <= 2e-2 (bf16 keeps 8 bits of mantissa)."""
    from tt_depth_anything_3 import backends
    from tt_depth_anything_3.backends.runtimes.openvino_backend import native_bf16
    from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu

    if not native_bf16(detect_cpu()):
        pytest.skip("this CPU has no native bf16 (OpenVINO bf16 is refused; tested elsewhere)")
    files = resolve_checkpoint("local", weights_path=tiny_metric_checkpoint)
    spec = backends.parse_device("cpu")
    image = gate_input(SHAPE)
    reference = build_network(files.config, files.weights, "fp32")
    with torch.no_grad():
        expected = reference(image)
    backend = backends.create(spec, files.config, files.weights, "bf16", runtime="openvino")
    got = backend.run(image).heads
    assert backend.describe()["parts"] == {"backbone": "bf16", "head": "f32"}
    assert pearson(got["depth"], expected["depth"]) >= GATE["depth"]
    assert pearson(got["sky"], expected["sky"]) >= GATE["sky"]
    relative = (got["depth"] - expected["depth"]).abs() / expected["depth"].abs()
    assert float(relative.max()) <= 2e-2
