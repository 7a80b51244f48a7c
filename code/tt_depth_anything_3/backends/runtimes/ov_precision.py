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
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

CONVOLUTIONS = frozenset(
    {"Convolution", "ConvolutionBackpropData", "GroupConvolution", "GroupConvolutionBackpropData"}
)


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
    ValueError when the graph has no such head."""
    import openvino as ov
    from openvino import passes

    folding = passes.Manager()  # static shapes: the shape arithmetic becomes constants
    folding.register_pass(passes.ConstantFolding())
    folding.run_passes(model)
    head = head_node_names(model)
    if not head:
        raise ValueError("the graph has no convolution after the patch embedding: no head to cut")
    boundary: list[Any] = []  # outputs of backbone nodes read by head nodes
    for op in model.get_ordered_ops():
        if op.get_name() not in head:
            continue
        for inp in op.inputs():
            source = inp.get_source_output()
            node = source.get_node()
            if node.get_name() in head or node.get_type_name() == "Constant":
                continue
            if not any(source == seen for seen in boundary):
                boundary.append(source)
    own_first = [r for r in model.get_results() if r.get_name() not in head]
    own_second = [r for r in model.get_results() if r.get_name() in head]
    links = [ov.opset13.result(source) for source in boundary]
    first = ov.Model(own_first + links, model.get_parameters(), "backbone")
    params = []
    for index, source in enumerate(boundary):
        param = ov.opset13.parameter(source.get_partial_shape(), source.get_element_type())
        param.set_friendly_name(f"link_{index}")
        param.output(0).set_names({f"link_{index}"})
        params.append(param)
        for target in list(source.get_target_inputs()):
            if target.get_node().get_name() in head:
                target.replace_source_output(param.output(0))
    second = ov.Model(own_second, params, "head")
    return SplitModel(first, second, [len(own_first) + i for i in range(len(boundary))])


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
