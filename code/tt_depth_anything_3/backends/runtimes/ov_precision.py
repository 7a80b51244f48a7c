"""OpenVINO mixed precision: the graph cut in two models, each compiled at its own precision.

Why a cut and not per-node marks: OpenVINO's CPU plugin leaves a node in f32 under a bf16
``INFERENCE_PRECISION_HINT`` when the node's rt_info disables precision conversion
(``precise_0``, what ``ov::disable_conversion`` sets), and it does so on a graph built with
``openvino.opset``; on our ONNX graphs converted by OpenVINO 2026.4 the marks had no effect at
all (outputs bit-identical with and without them, on MVN, Softmax, Add, or every node).
A cut is exact and needs nothing undocumented: two compiled models, the first's outputs fed to
the second without a copy.

``split_at_head`` cuts where the DPT head's convolutions begin: a convolution with another
convolution upstream (the patch embedding is the first) starts the head, and everything
downstream of one is the head. The backbone (transformer, camera token and camera head, and
the head's token LayerNorms) is the first part, the convolutional head the second.

Weights stored compressed in the IR (fp16, or int8 with its scales: a ``Constant`` read by a
``Convert``) stay compressed through the cut: the shape arithmetic is folded with those
``Convert`` nodes marked unfoldable (``keep_weights_compressed``; folded, the fp16 IR's
weights became float32 constants, 1.2 GB instead of 0.6 GB in DA3Metric-Large's blob), and
each part keeps the weight subgraphs it reads (never a link between the parts).

``compute_in_bf16`` puts chosen convolutions of a part compiled with the f32 hint in bf16 by
their types: their data and weights converted to bf16 and their outputs back to f32. The CPU
plugin converts a graph's explicit bf16 to f32 only where the CPU has no bf16 arithmetic, so
on AMX they run as ``brgconv_avx512_amx_bf16`` while everything between them (residual sums,
upsamplings, activations) stays f32. ``residual_unit_convolutions`` names the ones the head
runs so with ``TT_DA3_BF16_HEAD=bf16-units``: measured one at a time on DA3Metric-Large
(OPT_REPORT 1c.12), the fusion blocks' 3x3 residual-unit convolutions lose the least depth
Pearson for their time (0.6-2.3e-6 each on a noise input, three fifths of the f32 head's time),
the 1x1 and output convolutions the most. With each unit's bias fused (``UNITS_VERSION`` 3) the
whole model reaches 0.99992 against float32 on the photo, near the 0.9999 gate (torch's same
convolutions: 0.99996), so a named ``runtime="openvino"`` keeps the f32 head and
``runtime="auto"`` on AMX gates the units first, then the f32 head (OPT_REPORT 1c.13).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

CONVOLUTIONS = frozenset(
    {"Convolution", "ConvolutionBackpropData", "GroupConvolution", "GroupConvolutionBackpropData"}
)
COMPRESSED_TYPES = frozenset({"f16", "bf16", "i8", "u8", "i4", "u4"})
# the rt_info key of ``ov::pass::DisableConstantFolding`` (what
# ``ov::pass::disable_constant_folding`` sets; no Python binding): name and version, as the
# IR reader restores it
DISABLE_FOLDING = "DisableConstantFolding_0"


def compressed_weight_bytes(model: Any) -> int:
    """Bytes of the model's constants stored in a low-precision type (``COMPRESSED_TYPES``)."""
    return sum(
        op.get_byte_size()
        for op in model.get_ops()
        if op.get_type_name() == "Constant"
        and op.get_element_type().get_type_name() in COMPRESSED_TYPES
    )


def keep_weights_compressed(model: Any) -> int:
    """Mark every ``Convert`` of a low-precision constant (the IR's weight decompression)
    unfoldable; returns how many."""
    marked = 0
    for op in model.get_ops():
        if op.get_type_name() != "Convert":
            continue
        source = op.input_value(0).get_node()
        if (
            source.get_type_name() == "Constant"
            and source.get_element_type().get_type_name() in COMPRESSED_TYPES
        ):
            op.get_rt_info()[DISABLE_FOLDING] = True
            marked += 1
    return marked


def constant_nodes(model: Any) -> set[str]:
    """Names of the nodes that read only constants (weight subgraphs, folded or not)."""
    constant: set[str] = set()
    for op in model.get_ordered_ops():
        inputs = [inp.get_source_output().get_node().get_name() for inp in op.inputs()]
        if op.get_type_name() == "Constant" or (inputs and all(i in constant for i in inputs)):
            constant.add(op.get_name())
    return constant


# ``compute_in_bf16``'s version, in the compiled cache's key: 3 adds the bias in bf16 (fused
# into the convolution, one rounding), 2 rounds the weights to nearest even, 1 let OpenVINO
# fold them to bf16 by truncation
UNITS_VERSION = 3


def residual_unit_convolutions(model: Any) -> list[Any]:
    """The convolutions of ``model`` (the DPT head) that keep their channel count with a 3x3
    kernel, stride 1 and no dilation: the fusion blocks' residual conv units (and a first
    fusion layer whose input already has the head's width; in a DualDPT head also the output
    branch's 32-channel convolution at full resolution)."""
    return [
        op
        for op in model.get_ordered_ops()
        if op.get_type_name() == "Convolution"
        and list(op.get_strides()) == [1, 1]
        and list(op.get_dilations()) == [1, 1]
        and op.input(1).get_partial_shape().is_static
        and (dims := list(op.input(1).get_partial_shape().to_shape()))[2:] == [3, 3]
        and dims[0] == dims[1]
    ]


# nodes between a weight constant and its use that change only its type or its shape
WEIGHT_PATH = frozenset({"Convert", "Reshape", "Squeeze", "Unsqueeze"})


def source_node(output: Any) -> Any:
    """The node ``output`` comes from, through ``WEIGHT_PATH`` nodes."""
    node = output.get_node()
    while node.get_type_name() in WEIGHT_PATH:
        node = node.input_value(0).get_node()
    return node


def bf16_weights(weights: Any) -> Any:
    """A bf16 ``Constant`` of ``weights`` (an output computed from one constant through
    ``WEIGHT_PATH`` nodes: the IR's fp16 weight decompression, a bias reshaped to
    (1, C, 1, 1)), rounded to nearest even here: OpenVINO 2026.4's folding of a ``Convert`` to
    bf16 truncates (a 256-channel 3x3 convolution's relative error 3.5e-3 against 2.9e-3 with
    these weights; a runtime ``Convert`` of activations rounds to nearest even). A ValueError
    for another source."""
    import numpy as np
    import openvino as ov

    node = source_node(weights)
    if node.get_type_name() != "Constant":
        raise ValueError(f"weights from {node.get_type_name()} {node.get_friendly_name()!r}, "
                         "not a constant: cannot round them to bf16")  # fmt: skip
    if not weights.get_partial_shape().is_static:
        raise ValueError(f"{node.get_friendly_name()!r}: weights of a dynamic shape")
    values = np.ascontiguousarray(node.get_data(), dtype=np.float32)
    if not np.isfinite(values).all():
        raise ValueError(f"{node.get_friendly_name()!r}: weights not finite")
    values = values.reshape(list(weights.get_partial_shape().to_shape()))
    bits = values.view(np.uint32)
    tensor = ov.Tensor(ov.Type.bf16, ov.Shape(list(values.shape)))
    tensor.data.view(np.uint16)[...] = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
    return ov.op.Constant(tensor)


def bias_add(op: Any) -> tuple[Any, int] | None:
    """The ``Add`` of a constant (the bias) that is the only consumer of ``op``'s output, and
    the index of its constant input; None when there is none."""
    consumers = list(op.output(0).get_target_inputs())
    if len(consumers) != 1 or consumers[0].get_node().get_type_name() != "Add":
        return None
    add = consumers[0].get_node()
    other = 1 - consumers[0].get_index()
    constant = source_node(add.input_value(other)).get_type_name() == "Constant"
    return (add, other) if constant else None


def compute_in_bf16(model: Any, convolutions: list[Any], fuse_bias: bool = True) -> int:
    """Convert the data of each of ``convolutions`` (nodes of ``model``) to bf16, its weights
    to a bf16 constant (``bf16_weights``), and its output back to f32 for its consumers;
    returns how many. A bias added right after (``bias_add``) is added in bf16 before the
    conversion back: the CPU plugin then fuses it into the convolution, which rounds once, as
    torch's bf16 convolution does (with an f32 bias after, it rounded the convolution to bf16
    and the sum again; ``fuse_bias=False`` builds that, for ``benchmarks/ov_backbone_bf16.py``).
    A ValueError when there are none: the caller asked for bf16 arithmetic that would not
    happen."""
    import openvino as ov

    if not convolutions:
        raise ValueError(f"{model.get_friendly_name()}: no convolution to compute in bf16")
    for op in convolutions:
        data = ov.opset13.convert(op.input_value(0), ov.Type.bf16)
        op.input(0).replace_source_output(data.output(0))
        op.input(1).replace_source_output(bf16_weights(op.input_value(1)).output(0))
        op.validate_and_infer_types()
        last = op
        if fuse_bias and (bias := bias_add(op)) is not None:
            add, index = bias
            add.input(index).replace_source_output(bf16_weights(add.input_value(index)).output(0))
            add.validate_and_infer_types()
            last = add
        consumers = list(last.output(0).get_target_inputs())
        back = ov.opset13.convert(last.output(0), ov.Type.f32)
        for consumer in consumers:
            consumer.replace_source_output(back.output(0))
    model.validate_nodes_and_infer_types()
    return len(convolutions)


def head_node_names(model: Any) -> set[str]:
    """Names (``get_name``) of the nodes of ``model`` downstream of (or being) a convolution
    that has another convolution upstream."""
    conv_upstream: dict[str, bool] = {}
    head: set[str] = set()
    for op in model.get_ordered_ops():
        parents = [inp.get_source_output().get_node().get_name() for inp in op.inputs()]
        is_conv = op.get_type_name() in CONVOLUTIONS
        after_conv = any(conv_upstream[p] for p in parents)
        conv_upstream[op.get_name()] = is_conv or after_conv
        if (is_conv and after_conv) or any(p in head for p in parents):
            head.add(op.get_name())
    return head


@dataclass
class SplitModel:
    """The two parts: ``first`` (the model's input) and ``second`` (``links[i]`` is the
    ``first`` output that feeds ``second``'s parameter ``i``); ``outputs`` names each part's
    outputs that are the model's own."""

    first: Any
    second: Any
    links: list[int]


def split_at_head(model: Any) -> SplitModel:
    """Cut ``model`` (modified in place) into the backbone and the convolutional head; a
    ValueError when the graph has no such head, a RuntimeError if its compressed weights
    would not stay compressed."""
    from openvino import passes

    compressed = compressed_weight_bytes(model)
    keep_weights_compressed(model)
    folding = passes.Manager()  # static shapes: the shape arithmetic becomes constants
    folding.register_pass(passes.ConstantFolding())
    folding.run_passes(model)
    if compressed_weight_bytes(model) < compressed:
        raise RuntimeError(
            f"folding the shapes decompressed the weights ({compressed} bytes stored "
            f"compressed before, {compressed_weight_bytes(model)} after): "
            f"OpenVINO no longer honours {DISABLE_FOLDING!r}"
        )
    head = head_node_names(model)
    if not head:
        raise ValueError("the graph has no convolution after the patch embedding: no head to cut")
    return split_at_nodes(model, head, ("backbone", "head"), "link")


def split_at_nodes(model: Any, second: set[str], names: tuple[str, str], prefix: str) -> SplitModel:
    """Cut ``model`` (modified in place) in two: the nodes named (``get_name``) in ``second``
    (closed downstream) and the rest; ``names`` name the two models, and the second's
    parameters are ``<prefix>_<i>`` (links). Weight subgraphs stay with the part reading them."""
    import openvino as ov

    weights = constant_nodes(model)
    boundary: list[Any] = []  # outputs of first-part nodes read by second-part nodes
    for op in model.get_ordered_ops():
        if op.get_name() not in second:
            continue
        for inp in op.inputs():
            source = inp.get_source_output()
            node = source.get_node()
            if node.get_name() in second or node.get_name() in weights:
                continue
            if not any(source == seen for seen in boundary):
                boundary.append(source)
    own_first = [r for r in model.get_results() if r.get_name() not in second]
    own_second = [r for r in model.get_results() if r.get_name() in second]
    links = [ov.opset13.result(source) for source in boundary]
    first = ov.Model(own_first + links, model.get_parameters(), names[0])
    params = []
    for index, source in enumerate(boundary):
        param = ov.opset13.parameter(source.get_partial_shape(), source.get_element_type())
        param.set_friendly_name(f"{prefix}_{index}")
        param.output(0).set_names({f"{prefix}_{index}"})
        params.append(param)
        for target in list(source.get_target_inputs()):
            if target.get_node().get_name() in second:
                target.replace_source_output(param.output(0))
    cut = ov.Model(own_second, params, names[1])
    return SplitModel(first, cut, [len(own_first) + i for i in range(len(boundary))])


class SplitRequest:
    """An infer request over the two compiled parts, as ``CompiledModel``'s requests are used
    by ``OpenVINOBackend``: ``infer({"image": x})`` then ``get_tensor(output)``."""

    def __init__(self, first: Any, second: Any, links: list[int]) -> None:
        self.first = first.create_infer_request()
        self.second = second.create_infer_request()
        self.links = links

    def infer(self, inputs: dict[str, Any]) -> None:
        self.first.infer(inputs)
        for index, link in enumerate(self.links):
            self.second.set_tensor(f"link_{index}", self.first.get_output_tensor(link))
        self.second.infer()

    def get_tensor(self, output: Any) -> Any:
        for request in (self.second, self.first):
            for own in request.model_outputs:
                if own.get_names() & output.get_names():
                    return request.get_tensor(own)
        raise KeyError(f"no part has the output {output.get_names()}")


class SplitCompiled:
    """Two compiled parts behaving, for ``OpenVINOBackend``, as one compiled model."""

    def __init__(self, first: Any, second: Any, links: list[int]) -> None:
        self.first, self.second, self.links = first, second, links
        own_first = [o for i, o in enumerate(first.outputs) if i not in set(links)]
        self.outputs = own_first + list(second.outputs)

    def create_infer_request(self) -> SplitRequest:
        return SplitRequest(self.first, self.second, self.links)
