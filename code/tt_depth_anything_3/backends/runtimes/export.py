"""The network as an ONNX graph: one input ``image``, named outputs, one file for every size.

``image`` is the ImageNet-normalised float32 batch, (B, 3, H, W), or (B, S, 3, H, W) for the
views of any-view scenes seen together. Outputs, those the model has, in this order:
``depth`` (the head's depth, before metric scaling and sky fill), ``sky``, ``conf``,
``extrinsics``, ``intrinsics``, and ``ref_index`` for views. The nested model's graph holds
both branches and stops before their alignment (data-dependent: a median over the non-sky
pixels): the any-view branch's ``depth``, ``conf``, cameras, the metric branch's
``metric_depth`` and ``sky``; ``align_nested`` aligns them on the host as ``NestedNetwork``
does.

The graph has dynamic axes (``dynamic=True``, the default): batch, views, and H, W as any
multiples of 14 from 28 (``torch.export`` symbols ``14 * grid``, grid >= 2). The
size-dependent tables (the position embedding's bicubic resize, RoPE, the heads' UV
embedding) are graph ops of the input's shape (``modeling.traced_tables``), and the
reference-view choice is made in the graph for S >= 3 (view 0 below), so one file serves
every input size and view count.
``dynamic=False`` pins the sample's shape (one file per shape, as ``--size`` asks).

The file carries none of the exporter's debug metadata (each node's stack trace, FX node,
module path; the ``ExportedProgram``'s signature and range constraints, whose order changed
from run to run): the same network gives the same bytes wherever it is exported. Its
model-level ``metadata_props`` say instead what it is and how to feed and read it
(``manifest_text.model_metadata``), and the input and outputs carry their doc strings.
"""

from __future__ import annotations

import logging
import os
import re
import time
from pathlib import Path
from typing import Any

import torch
from torch import nn

from ...config.parts import PATCH_SIZE
from ...config.quiet_warnings import ignoring, quiet_loggers
from ...modeling.nested import NestedNetwork
from ...modeling.network import DepthAnything3Network
from ..caller_state import own_precision
from .cache import room_for
from .graph_io import ONNX_FILE, ONNX_OPSET, OUTPUT_ORDER, InputShape, align_nested
from .manifest_text import input_text, model_metadata, output_texts

Network = DepthAnything3Network | NestedNetwork
log = logging.getLogger(__name__)
# Quiet during an export (errors only): torch's exporter warns, at every export, that it skips
# torchvision's ops when torchvision is not installed (no DA3 network uses them); onnxscript's
# optimiser and onnx_ir's passes log hundreds of INFO lines a graph (each folded constant,
# each merged initializer) that buried the package's own lines in a server log at INFO.
EXPORTER_LOGGERS = ("torch.onnx._internal.exporter._registration", "onnxscript", "onnx_ir")


class _NamedOutputs(nn.Module):
    """``network`` with its outputs as a tuple in ``names`` order (``forward_views`` for
    5-D input)."""

    def __init__(self, network: Network, names: tuple[str, ...], views: bool) -> None:
        super().__init__()
        self.network = network
        self.names = names
        self.views = views

    def forward(self, image: torch.Tensor) -> tuple[torch.Tensor, ...]:
        out = graph_outputs(self.network, image)
        return tuple(out[name] for name in self.names)


def graph_outputs(network: Network, image: torch.Tensor) -> dict[str, torch.Tensor]:
    """What the graph computes, in torch (the nested model: both branches, not aligned)."""
    if isinstance(network, NestedNetwork):
        views = image.ndim == 5
        out = dict(network.da3.forward_views(image) if views else network.da3(image))
        flat = image.flatten(0, 1) if views else image
        metric = network.da3_metric(flat)
        shape = image.shape[:2] if views else image.shape[:1]
        out["metric_depth"] = metric["depth"].unflatten(0, shape)
        out["sky"] = metric["sky"].unflatten(0, shape)
    else:
        out = network.forward_views(image) if image.ndim == 5 else network(image)
    return {name: out[name] for name in OUTPUT_ORDER if name in out}


def reference_outputs(network: Network, image: torch.Tensor) -> dict[str, torch.Tensor]:
    """The torch network's outputs that the graph exports, for ``image`` (in float32 whatever
    autocast the caller set)."""
    with torch.no_grad(), own_precision():
        return graph_outputs(network, image)


def export_onnx(
    network: Network,
    shape: InputShape,
    folder: os.PathLike | str,
    dynamic: bool = True,
    external_data: bool | None = None,
) -> Path:
    """Write ``folder/model.onnx``, its weights beside it in ``model.onnx.data`` with
    ``external_data`` (None: when the model is over ONNX's 2 GB limit; the engines' cache
    always, so the weights are read from the file, not parsed into a copy); returns the
    file. The network must be float32.

    ``shape`` says single images (``views`` 0) or views; with ``dynamic`` the graph takes
    every batch, view count and size (traced on a sample of ``TRACE_SIZE``, batch 2 and 3
    views), else exactly ``shape``. ValueError for views on a model without a camera head."""
    if shape.views and not network.has_camera:
        raise ValueError(
            f"{network.config.model_name} has no camera head: export single images (views=0)"
        )
    network = network.eval()
    sample_shape = trace_shape(shape) if dynamic else shape
    sample = torch.zeros(sample_shape.dims, dtype=torch.float32)  # not the caller's default
    names = tuple(reference_outputs(network, sample))
    path = Path(folder) / ONNX_FILE
    large = sum(p.numel() for p in network.parameters()) * 4 > 1_900_000_000
    large = large if external_data is None else external_data
    module = _NamedOutputs(network, names, shape.views > 0)
    sizes = "every size" if dynamic else f"input {list(shape.dims)}"
    log.info("exporting %s to ONNX (%s): about a minute", network.config.model_name, sizes)
    start = time.perf_counter()
    with (
        torch.no_grad(),
        own_precision(),
        ignoring(),  # the exporter's own deprecation notices
        quiet_loggers(*EXPORTER_LOGGERS),
    ):
        program = torch.onnx.export(
            capture(module, sample, dynamic_axes(shape.views > 0) if dynamic else None),
            (sample,),
            input_names=["image"],
            output_names=list(names),
            opset_version=ONNX_OPSET,
            dynamo=True,
            external_data=large,
            optimize=False,  # ``simplify`` below: the optimiser less its pattern rewriter
            verbose=False,
        )
        simplify(program.model)
        if dynamic:
            name_dims(program.model, shape.views > 0)
        strip_exporter_metadata(program.model)
        dims = list(shape.dims) if not dynamic else [None] * len(shape.dims)
        dims[-3] = 3  # the colour channels
        describe_graph(program.model, network.config, names, shape.views > 0, dims)
        save_graph(program, path, large)
    log.info("exported %s in %.0f s", network.config.model_name, time.perf_counter() - start)
    return path


def strip_exporter_metadata(model: Any) -> None:
    """Remove, in place, the ``metadata_props`` the exporter writes on an ``onnx_ir`` model:
    every node's (``pkg.torch.onnx.stack_trace``, ``fx_node``, ``class_hierarchy``,
    ``name_scopes``, ``namespace``: absolute source paths of the machine that exported),
    every value's and initializer's (``pkg.torch.export.graph_signature.*``), and the
    graphs' (``pkg.torch.export.ExportedProgram.*``, its range constraints in an order that
    changed from run to run). Names, shapes and ops stay: the runtimes' cache, OpenVINO's
    conversion and ``ov_precision`` / ``ov_int8`` read the graph's structure, not these."""
    from onnxscript import ir

    graphs = {id(model.graph): model.graph}
    values = [*model.graph.inputs, *model.graph.outputs]
    for node in ir.traversal.RecursiveGraphIterator(model.graph):
        node.metadata_props.clear()
        values.extend(node.outputs)
        if node.graph is not None:
            graphs[id(node.graph)] = node.graph
    for graph in graphs.values():
        graph.metadata_props.clear()
        values.extend(graph.initializers.values())
    for value in values:
        value.metadata_props.clear()


def describe_graph(
    model: Any, config: Any, outputs: tuple[str, ...], views: bool, dims: list[int | None]
) -> None:
    """Our own metadata on an ``onnx_ir`` model, in place: model-level ``metadata_props``
    (``model_metadata``: model, kind, input layout, normalisation, value range, size rule,
    each output's units, the post-processing, the package version, OpenVINO's compile
    config) and the doc strings of ``image`` and of each output."""
    model.metadata_props.clear()
    model.metadata_props.update(model_metadata(config, outputs, views, dims))
    model.graph.inputs[0].doc_string = input_text(views, static=None not in dims)
    texts = output_texts(config, outputs, views)
    for value in model.graph.outputs:
        value.doc_string = texts[value.name]


def save_graph(program: Any, path: Path, external_data: bool) -> None:
    """``program.save(path)`` within ``cache.room_for`` the graph's weights: an ``OSError``
    with errno ENOSPC before it writes when the disk has less room than the weights take, and
    in place of a write error while the disk had less than twice that free (the runtimes'
    cache makes it a ``CacheFullError``). onnx_ir's writer reports a full disk as numpy's
    ``problem writing element N to file`` (errno None) and removes its partial file first,
    so the free space alone, looked at afterwards, does not show it."""
    needed = graph_bytes(program.model)
    with room_for(path.parent, "ONNX graph", needed, least=needed):
        program.save(str(path), external_data=external_data)


def graph_bytes(model: Any) -> int:
    """Bytes of an ``onnx_ir`` model's initializers (what its weights file holds)."""
    return sum(
        value.const_value.nbytes
        for value in model.graph.initializers.values()
        if value.const_value is not None
    )


def simplify(model: Any) -> None:
    """The exported ``onnx_ir`` model cleaned in place as ``torch.onnx.export(optimize=True)``
    does (onnxscript's ``optimize_ir``: inline, constant folding with shape inference, unused
    nodes, constants lifted to initializers, deduplication, common subexpressions), less its
    pattern rewriter. On these graphs the whole optimiser took 15-16 s of a 44-69 s export
    (DA3Metric-Large, DA3-SMALL; this clean-up 2-3 s) and its rewriter removed 1 % of the
    nodes (DA3-SMALL: 3209 exported, 1458 after this, 1439 after the optimiser;
    ``benchmarks/export_time.py``; ONNX Runtime and OpenVINO run their own graph optimisations
    when they compile); the outputs are bit-identical either way."""
    from onnxscript import ir, optimizer

    optimizer.inline(model)
    for _ in range(2):
        folded = optimizer.fold_constants_ir(model, onnx_shape_inference=True)
        optimizer.remove_unused_nodes(model)
        if not folded.modified:
            break
    common = ir.passes.common
    ir.passes.Sequential(
        common.LiftConstantsToInitializersPass(lift_all_constants=True, size_limit=0),
        common.LiftSubgraphInitializersToMainGraphPass(),
        common.DeduplicateInitializersPass(),
        common.CommonSubexpressionEliminationPass(),
        common.OutputFixPass(),
        common.NameFixPass(),
    )(model)


def name_dims(model: Any, views: bool) -> None:
    """The graph's symbolic dims named after the input's axes, in place: ``image`` is
    (batch, [views,] 3, height, width) and every value's shape says so (``torch.export``'s
    own names are ``s40``, ``14*s52``...); ``height = 14 * grid_h``, ``width = 14 * grid_w``,
    so the token grid is ``grid_h*grid_w + 1`` in the backbone. Names only: ONNX Runtime and
    OpenVINO read a dim's name as a label."""
    from onnxscript import ir

    axes = ("batch", "views") if views else ("batch",)
    axes = (*axes, None, "height", "width")  # None: the 3 colour channels
    whole: dict[str, str] = {}  # a dim that is exactly the input's axis
    symbols: dict[str, str] = {}  # the axis's symbol inside other dims' expressions
    for dim, axis in zip(model.graph.inputs[0].shape, axes, strict=True):
        if axis is None or not isinstance(dim, ir.SymbolicDim) or dim.value is None:
            continue
        whole[dim.value] = axis
        patches = re.fullmatch(rf"{PATCH_SIZE}\*(\w+)", dim.value)
        symbols[patches[1] if patches else dim.value] = f"grid_{axis[0]}" if patches else axis
    if not symbols:
        return
    symbol = re.compile(r"\b(" + "|".join(map(re.escape, symbols)) + r")\b")

    def renamed(dim: Any) -> Any:
        if not isinstance(dim, ir.SymbolicDim) or dim.value is None:
            return dim
        name = whole.get(dim.value) or symbol.sub(lambda m: symbols[m[1]], dim.value)
        return ir.SymbolicDim(name)

    values = [*model.graph.inputs, *model.graph.outputs]
    for node in ir.traversal.RecursiveGraphIterator(model.graph):
        values.extend(node.outputs)
    for value in values:
        if value.shape is not None:
            value.shape = ir.Shape([renamed(dim) for dim in value.shape])


def capture(
    module: nn.Module, sample: torch.Tensor, axes: dict[int, Any] | None
) -> torch.export.ExportedProgram:
    """``module`` traced by ``torch.export`` in non-strict mode only, as the ONNX exporter's
    first strategy does (``backed_size_oblivious``). Given an ``nn.Module``, the exporter
    falls back to strict mode (TorchDynamo) when non-strict fails, and strict mode clones
    every parameter twice (2.4 GB more for DA3Metric-Large): here a non-strict failure
    raises instead."""
    from torch.fx.experimental import _config as fx_config

    with fx_config.patch(backed_size_oblivious=True):
        return torch.export.export(
            module,
            (sample,),
            dynamic_shapes={"image": axes} if axes is not None else None,
            strict=False,
        )


TRACE_SIZE = (70, 98)  # the dynamic export's sample: no axis of size 1, not the stored grid
MIN_GRID, MAX_GRID = 2, 1024  # the sides a dynamic graph takes: 28 .. 14 * 1024 pixels


def trace_shape(shape: InputShape) -> InputShape:
    """The sample a dynamic graph is traced on (batch 2; 3 views for views graphs)."""
    return InputShape(*TRACE_SIZE, batch=2, views=3 if shape.views else 0)


def dynamic_axes(views: bool) -> dict[int, Any]:
    """``torch.export`` dims of ``image``: batch, (views), and H, W as 14 * grid."""
    from torch.export import Dim

    grid_h = Dim("grid_h", min=MIN_GRID, max=MAX_GRID)
    grid_w = Dim("grid_w", min=MIN_GRID, max=MAX_GRID)
    axes: dict[int, Any] = {0: Dim("batch", min=1, max=1024)}
    if views:
        axes[1] = Dim("views", min=1, max=1024)
    first = 3 if views else 2
    axes[first] = PATCH_SIZE * grid_h
    axes[first + 1] = PATCH_SIZE * grid_w
    return axes


def output_names(path: os.PathLike | str) -> list[str]:
    """The output names of an exported graph (without loading its weights)."""
    import onnx

    return [o.name for o in onnx.load(str(path), load_external_data=False).graph.output]


__all__ = [
    "ONNX_FILE",
    "ONNX_OPSET",
    "OUTPUT_ORDER",
    "TRACE_SIZE",
    "InputShape",
    "Network",
    "align_nested",
    "capture",
    "describe_graph",
    "dynamic_axes",
    "export_onnx",
    "graph_bytes",
    "graph_outputs",
    "name_dims",
    "output_names",
    "reference_outputs",
    "save_graph",
    "strip_exporter_metadata",
    "trace_shape",
]
