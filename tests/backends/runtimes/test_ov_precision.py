"""OpenVINO's bf16: the graph cut at the DPT head (exact in f32), and the backbone-bf16 /
head-f32 compile passing the accuracy gate against torch float32 where the CPU has bf16."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from tt_depth_anything_3.backends.runtimes.export import InputShape
from tt_depth_anything_3.backends.runtimes.select import GATE, gate_input, pearson
from tt_depth_anything_3.backends.torch.loading import build_network
from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint

ov = pytest.importorskip("openvino")
SHAPE = InputShape(112, 140)


def _run(compiled, image: np.ndarray) -> dict[str, np.ndarray]:
    request = compiled.create_infer_request()
    request.infer({"image": image})
    outputs = {}
    for output in compiled.outputs:
        name = next(n for n in ("depth", "sky") if n in output.get_names())
        outputs[name] = np.array(request.get_tensor(output).data, copy=True)
    return outputs


def test_bf16_cut_is_exact_in_f32_and_passes_the_gate(tiny_metric_checkpoint):
    """The cut: the head's four token maps are the only links, and the two parts in f32 equal
    the whole graph. bf16 (where the CPU has it): gate (``select.GATE``) depth Pearson
    >= 0.9999, sky >= 0.999 against torch float32, and max relative depth error <= 2e-2
    (bf16 keeps 8 bits of mantissa). One export serves both checks."""
    from tt_depth_anything_3 import backends
    from tt_depth_anything_3.backends.runtimes.openvino_backend import native_bf16
    from tt_depth_anything_3.backends.runtimes.ov_precision import SplitCompiled, split_at_head
    from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu

    files = resolve_checkpoint("local", weights_path=tiny_metric_checkpoint)
    bf16 = native_bf16(detect_cpu())
    spec = backends.parse_device("cpu")
    backend = backends.create(spec, files.config, files.weights, "bf16" if bf16 else "fp32",
                              runtime="openvino")  # fmt: skip
    graph = str(backend.graph(SHAPE))
    core = ov.Core()
    f32 = {"INFERENCE_PRECISION_HINT": "f32"}

    def static_model():  # one graph for every size: compiled and cut at this input's shape
        model = core.read_model(graph)
        model.reshape({"image": list(SHAPE.dims)})
        return model

    whole = core.compile_model(static_model(), "CPU", f32)
    split = split_at_head(static_model())
    first_types = {op.get_type_name() for op in split.first.get_ops()}
    second_types = {op.get_type_name() for op in split.second.get_ops()}
    assert "Softmax" in first_types and "MVN" in first_types  # the transformer
    assert "Softmax" not in second_types and "ConvolutionBackpropData" in second_types
    # the DPT head's four token maps, (1, C, h/14, w/14): no shape arithmetic crosses
    shapes = [tuple(p.get_partial_shape().to_shape()) for p in split.second.get_parameters()]
    assert shapes == [(1, 64, 8, 10)] * 4
    parts = SplitCompiled(*(core.compile_model(m, "CPU", f32) for m in (split.first, split.second)),
                          split.links)  # fmt: skip
    image = gate_input(SHAPE)
    expected, got = _run(whole, image.numpy()), _run(parts, image.numpy())
    for name in ("depth", "sky"):
        np.testing.assert_allclose(got[name], expected[name], rtol=1e-5, atol=1e-6)
    if not bf16:
        return  # OpenVINO bf16 is refused on such CPUs (test_engines)
    reference = build_network(files.config, files.weights, "fp32")
    with torch.no_grad():
        expected = reference(image)
    got = backend.run(image).heads
    assert backend.describe()["parts"] == {"backbone": "bf16", "head": "f32"}
    assert pearson(got["depth"], expected["depth"]) >= GATE["depth"]
    assert pearson(got["sky"], expected["sky"]) >= GATE["sky"]
    reference_depth = expected["depth"].numpy()
    relative = np.abs(got["depth"] - reference_depth) / np.abs(reference_depth)
    assert float(relative.max()) <= 2e-2
