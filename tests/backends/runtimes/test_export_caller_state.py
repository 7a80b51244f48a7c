"""The ONNX export is the float32 network whatever torch state the calling program set.

What was wrong: a host application that loaded ``runtime="onnxruntime"`` / ``"openvino"``
inside its own ``torch.autocast("cpu", dtype=torch.bfloat16)`` had the export traced under
autocast: bfloat16 casts were written into the graph, ONNX Runtime (``Type 'tensor(bfloat16)'
... of operator (Conv) ... is invalid``) and OpenVINO (``Conversion is failed for:
LayerNormalization``) refused it, and the runtimes' cache kept that graph, so every later load
of the checkpoint, in any process and without autocast, failed too. Under
``torch.set_default_dtype(torch.float64)`` the export's sample image was float64 and the first
engine load died with torch's raw ``Input type (double) and bias type (float) should be the
same``; ``runtime="auto"`` died the same way in its accuracy gate, whose inputs were made in the
default dtype."""

from __future__ import annotations

import onnx
import onnxruntime as ort
import torch

from support.checkpoints import TINY_ARCHITECTURES, randomize
from tt_depth_anything_3.backends.runtimes.export import (
    InputShape,
    export_onnx,
    reference_outputs,
)
from tt_depth_anything_3.backends.runtimes.select import gate_input
from tt_depth_anything_3.config import DA3Config
from tt_depth_anything_3.modeling import network_for

IMAGE = torch.linspace(-2, 2, 2 * 3 * 70 * 98).reshape(2, 3, 70, 98)


def tiny_network(name: str):
    config = DA3Config.from_dict({"model_name": name, "architecture": TINY_ARCHITECTURES[name]})
    torch.manual_seed(0)
    return randomize(network_for(config).eval(), 0)


def run_onnx(path, image: torch.Tensor) -> dict[str, torch.Tensor]:
    session = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    names = [o.name for o in session.get_outputs()]
    arrays = session.run(names, {"image": image.numpy()})
    return dict(zip(names, map(torch.from_numpy, arrays), strict=True))


def assert_matches(ours: dict, reference: dict) -> None:
    """The same outputs within 1e-4 of each output's range."""
    assert list(ours) == list(reference)
    for name, ref in reference.items():
        scale = ref.abs().max().clamp_min(1e-12)
        assert ours[name].dtype == torch.float32, name
        assert float((ours[name] - ref).abs().max() / scale) <= 1e-4, name


def no_half_types(path) -> bool:
    """No value, initializer or cast of the graph is bfloat16 or float16 (its few float64
    values, in the size-dependent tables, are there in every export)."""
    model = onnx.load(str(path), load_external_data=False)
    wrong = {onnx.TensorProto.BFLOAT16, onnx.TensorProto.FLOAT16}
    values = [*model.graph.value_info, *model.graph.input, *model.graph.output]
    types = [v.type.tensor_type.elem_type for v in values]
    types += [t.data_type for t in model.graph.initializer]
    casts = [
        a.i for n in model.graph.node if n.op_type == "Cast" for a in n.attribute if a.name == "to"
    ]
    return not wrong.intersection(types + casts)


def test_export_under_the_callers_autocast_is_float32(tmp_path):
    network = tiny_network("da3metric-large")
    reference = reference_outputs(network, IMAGE)
    with torch.autocast("cpu", dtype=torch.bfloat16):
        path = export_onnx(network, InputShape(70, 98), tmp_path)
        assert torch.is_autocast_enabled("cpu")  # the caller's setting is back
        assert_matches(reference_outputs(network, IMAGE), reference)
    assert no_half_types(path)
    assert_matches(run_onnx(path, IMAGE), reference)


def test_export_under_a_float64_default_dtype(tmp_path):
    network = tiny_network("da3metric-large")
    reference = reference_outputs(network, IMAGE)
    previous = torch.get_default_dtype()
    torch.set_default_dtype(torch.float64)
    try:
        path = export_onnx(network, InputShape(70, 98), tmp_path)
        assert torch.get_default_dtype() == torch.float64
    finally:
        torch.set_default_dtype(previous)
    assert no_half_types(path)
    assert_matches(run_onnx(path, IMAGE), reference)


def test_gate_inputs_are_float32_under_a_float64_default_dtype():
    expected = gate_input(InputShape(70, 98))
    previous = torch.get_default_dtype()
    torch.set_default_dtype(torch.float64)
    try:
        got = gate_input(InputShape(70, 98))
    finally:
        torch.set_default_dtype(previous)
    assert got.dtype == torch.float32
    assert torch.equal(got, expected)
