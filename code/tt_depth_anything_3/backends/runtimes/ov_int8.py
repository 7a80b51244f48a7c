"""OpenVINO int8: which ops NNCF quantises, with which options, on which calibration inputs.

``node_classes`` names each quantisable op of an exported graph by its role, found from the
graph's structure (the exporter's node names say nothing): the transformer's linear layers
(``qkv``, ``proj``, ``fc1``, ``fc2``, told apart by their weight's shape; in a SwiGLU MLP, the
ViT-g of DA3-GIANT, ``fc1`` is ``w12`` and ``fc2`` is ``w3``), its attention
matmuls (``attn_qk`` feeds the softmax, ``attn_av`` reads it), the ``patch_embed``
convolution, the position embedding's resize matmuls (``pos_embed``) and every op of the DPT
head (``head``: ``ov_precision.head_node_names``), each with its transformer block (``-1``
outside the blocks); any other MatMul is ``other``. An ``Int8Recipe`` says which classes and
blocks stay in float (NNCF's ignored scope), the NNCF options and the calibration inputs;
``quantize`` applies it.
"""

from __future__ import annotations

import contextlib
import importlib.metadata
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np

from .engine_install import require_engine
from .graph_io import InputShape
from .ov_precision import CONVOLUTIONS, head_node_names

CLASSES = (
    "patch_embed", "pos_embed", "qkv", "attn_qk", "attn_av", "proj", "fc1", "fc2", "head", "other"
)  # fmt: skip


@dataclass(frozen=True)
class NodeRole:
    """A quantisable op's class (one of ``CLASSES``) and transformer block (-1: none)."""

    kind: str
    block: int


def _weight(op: Any) -> tuple[int, int] | None:
    """(in, out) features of a MatMul whose second input is a 2-D constant, else None."""
    source = op.input(1).get_source_output().get_node()
    shape = op.input(1).get_partial_shape()
    if source.get_type_name() != "Constant" or shape.rank.get_length() != 2 or shape.is_dynamic:
        return None
    rows, cols = (int(d.get_length()) for d in shape)
    return (cols, rows) if op.get_attributes()["transpose_b"] else (rows, cols)


@dataclass
class _Block:
    """The open transformer block of ``node_classes``' walk: its width and (once its ``fc1``
    was found) that linear's output features."""

    dim: int
    hidden: int | None = None


def _linear_kind(features: tuple[int, int], block: _Block | None) -> str | None:
    """The transformer linear with these (in, out) features in the open ``block`` (None:
    between blocks): ``qkv`` (3 x its input wide), ``proj`` (the block's width both sides),
    ``fc1`` (the first other linear reading the block's width: the ViT MLP's (dim, 4 dim), a
    SwiGLU's ``w12``, (dim, 2 x hidden)) and ``fc2`` (back to the block's width from fc1's
    output, or half of it: a SwiGLU's ``w3`` reads the gated half)."""
    inputs, outputs = features
    if outputs == 3 * inputs:
        return "qkv"
    if block is None:
        return None
    if features == (block.dim, block.dim):
        return "proj"
    if block.hidden is None and inputs == block.dim:
        block.hidden = outputs
        return "fc1"
    if block.hidden is not None and outputs == block.dim:
        if inputs in (block.hidden, block.hidden // 2):
            return "fc2"
    return None


def node_classes(model: Any) -> dict[str, NodeRole]:
    """Friendly name -> ``NodeRole`` of every MatMul and convolution of ``model`` (and every
    other op of the head). A block opens at its ``qkv`` linear and closes after its ``fc2``;
    MatMuls outside the classes (between or after the blocks: the any-view models' reference
    view choice, camera head and ray arithmetic; in a block: a linear of another width) are
    ``other``; a ValueError for a convolution inside the blocks."""
    head = head_node_names(model)
    roles: dict[str, NodeRole] = {}
    block, open_block = -1, None  # open_block: the block being walked, None between blocks
    for op in model.get_ordered_ops():
        name, kind = op.get_friendly_name(), op.get_type_name()
        if op.get_name() in head:
            if kind not in ("Constant", "Result"):
                roles[name] = NodeRole("head", -1)
            continue
        if kind in CONVOLUTIONS:
            if block >= 0:
                raise ValueError(f"convolution {name} inside the transformer blocks")
            roles[name] = NodeRole("patch_embed", -1)
        elif kind == "MatMul":
            features = _weight(op)
            parents = {i.get_source_output().get_node().get_type_name() for i in op.inputs()}
            children = {t.get_node().get_type_name() for t in op.output(0).get_target_inputs()}
            role = _linear_kind(features, open_block) if features else None
            if role == "qkv":
                block, open_block = block + 1, _Block(features[0])
            elif role is None and open_block is not None and "Softmax" in parents:
                role = "attn_av"
            elif role is None and open_block is not None and "Softmax" in children:
                role = "attn_qk"
            elif role is None and block < 0 and features is None:
                role = "pos_embed"
            inside = role not in (None, "pos_embed")
            roles[name] = NodeRole(role or "other", block if inside else -1)
            if role == "fc2":
                open_block = None
    return roles


@dataclass(frozen=True)
class Int8Recipe:
    """What NNCF quantises and how: ``float_classes`` and ``float_blocks`` stay in float (the
    ignored scope; ``float_edge_blocks``: that many first and last blocks too),
    ``smooth_quant`` (SmoothQuant's alpha for MatMuls; negative: off), ``bias_correction``,
    ``overflow_fix`` (``nncf.OverflowFix`` value) and how many calibration inputs
    (``samples``: ``calibration_inputs``, unless ``quantize`` is given its own).
    ``weights_only``: int8 weights of the MatMuls and convolutions not ignored
    (``nncf.compress_weights``, INT8_ASYM per output channel), activations left in float: no
    calibration."""

    float_classes: tuple[str, ...] = ()
    float_blocks: tuple[int, ...] = ()
    float_edge_blocks: int = 0
    smooth_quant: float = 0.95
    bias_correction: bool = True
    overflow_fix: str = "first_layer_only"
    samples: int = 4
    weights_only: bool = False

    def ignored(self, roles: dict[str, NodeRole]) -> list[str]:
        """Friendly names of the ops kept in float."""
        unknown = set(self.float_classes) - set(CLASSES)
        if unknown:
            raise ValueError(f"unknown op classes {sorted(unknown)}; known: {CLASSES}")
        blocks = 1 + max((role.block for role in roles.values()), default=-1)
        # the edge blocks kept float only where blocks are left between them (a shallow graph)
        edge = self.float_edge_blocks if blocks > 2 * self.float_edge_blocks else 0
        floats = set(self.float_blocks) | set(range(edge)) | set(range(blocks - edge, blocks))
        return sorted(
            name
            for name, role in roles.items()
            if role.kind in self.float_classes or (role.block >= 0 and role.block in floats)
        )


# The network size the int8 IR of a dynamic graph is calibrated at (a 4:3 photo at the default
# process_res, 504), 3 views for a views graph: one IR for every size and view count it then runs.
CALIBRATION_SIZE = (378, 504)
CALIBRATION_VIEWS = 3


def calibration_shape(views: bool) -> InputShape:
    """The one input shape a dynamic graph's int8 IR is calibrated on (``views``: the views
    graph's), whatever sizes it then runs: the runtime's IR and ``export_model``'s are then one
    quantisation where they share a recipe (``engine_recipe``). Calibrating on the first shape
    asked for keyed the IR by that shape, so each new input size or view count quantised again
    (minutes on the large models)."""
    return InputShape(*CALIBRATION_SIZE, 1, CALIBRATION_VIEWS if views else 0)


def calibration_inputs(recipe: Int8Recipe, shape: InputShape) -> list[np.ndarray]:
    """The recipe's ``samples`` calibration inputs at ``shape``: ``select.gate_input`` with
    seeds 1.. (the gate's is 0), normalised float32 batches."""
    from .select import gate_input

    return [gate_input(shape, seed).numpy() for seed in range(1, 1 + recipe.samples)]


@contextlib.contextmanager
def quiet_nncf() -> Iterator[None]:
    """NNCF's own INFO lines (about 150 a quantisation, on its own handler, shown without any
    logging set up) held back to its warnings; its progress bars stay (a long job shows
    progress) but on stderr, as this package's own build notices: on stdout they broke the
    output of programs that print JSON there (an outside test)."""
    import logging
    import sys

    from nncf.common.logging.logger import nncf_logger, set_log_level

    before = nncf_logger.level
    set_log_level(logging.WARNING)
    try:
        with contextlib.redirect_stdout(sys.stderr):
            yield
    finally:
        set_log_level(before)


class NothingQuantisedError(ValueError):
    """An int8 recipe that would quantise no op of a graph: the model would run in float
    while named int8 (DA3-GIANT's SwiGLU MLP did, before ``node_classes`` knew it)."""


def quantised_ops(model: Any, weights_only: bool) -> int:
    """How many ops of ``model`` NNCF quantised: its FakeQuantize ops, or (``weights_only``)
    its 8-bit integer constants (the compressed weights)."""
    if not weights_only:
        return sum(op.get_type_name() == "FakeQuantize" for op in model.get_ordered_ops())
    return sum(
        op.get_type_name() == "Constant" and op.get_element_type().get_type_name() in ("i8", "u8")
        for op in model.get_ordered_ops()
    )


def nothing_quantised(name: str, recipe: Int8Recipe, roles: dict[str, NodeRole]) -> str:
    """The message of ``NothingQuantisedError`` for ``name``'s graph with these op classes."""
    found = sorted({role.kind for role in roles.values()})
    return (
        f"the OpenVINO int8 recipe quantises no op of {name} (op classes found: {found}; "
        f"kept in float: {sorted(recipe.float_classes)}): it would run in float while named "
        "int8; use another dtype"
    )


def quantize(
    model: Any,
    shape: InputShape,
    recipe: Int8Recipe,
    images: list[np.ndarray] | None = None,
    name: str = "this graph",
) -> Any:
    """``model`` quantised by NNCF (transformer preset) with ``recipe``, calibrated on
    ``images`` (default: ``calibration_inputs`` at ``shape``). ``NothingQuantisedError``
    (naming ``name``) when the recipe leaves no op to quantise, or NNCF quantised none."""
    import nncf
    from nncf.quantization.advanced_parameters import (
        AdvancedQuantizationParameters,
        AdvancedSmoothQuantParameters,
        OverflowFix,
    )

    roles = node_classes(model)
    ignored = recipe.ignored(roles)
    if not set(roles) - set(ignored):  # before minutes of calibration
        raise NothingQuantisedError(nothing_quantised(name, recipe, roles))
    scope = nncf.IgnoredScope(names=ignored, validate=False) if ignored else None
    if recipe.weights_only:
        mode = nncf.CompressWeightsMode.INT8_ASYM
        with quiet_nncf():
            quantised = nncf.compress_weights(
                model, mode=mode, ignored_scope=scope or nncf.IgnoredScope()
            )
    else:
        images = calibration_inputs(recipe, shape) if images is None else images
        advanced = AdvancedQuantizationParameters(
            overflow_fix=OverflowFix(recipe.overflow_fix),
            disable_bias_correction=not recipe.bias_correction,
            smooth_quant_alphas=AdvancedSmoothQuantParameters(matmul=recipe.smooth_quant),
        )
        with quiet_nncf():
            quantised = nncf.quantize(
                model,
                nncf.Dataset(images),
                model_type=nncf.ModelType.TRANSFORMER,
                subset_size=len(images),
                ignored_scope=scope,
                advanced_parameters=advanced,
            )
    if quantised_ops(quantised, recipe.weights_only) == 0:
        raise NothingQuantisedError(nothing_quantised(name, recipe, roles))
    return quantised


# ``runtime="openvino", dtype="int8"`` where its float ops run as bf16's cut (backbone bf16,
# DPT head f32), and ``export_model``'s int8 IR (its float ops are the user's to compile): the
# fc1 linears int8 (weights and activations), every other op in float. The fastest recipe
# measured that passes the gate with bf16 float ops (OPT_REPORT.md 1c.3): fc1 and fc2 int8 ran
# faster but fell just below it, every linear int8 or int8 weights alone well below.
ENGINE_RECIPE = Int8Recipe(float_classes=tuple(c for c in CLASSES if c != "fc1"))
# ... and where its float ops run in f32 (bf16 not the faster arithmetic, or not native): the
# qkv, fc1 and fc2 linears int8 but in the first and last blocks. Their loss is then the int8
# linears' alone: DA3Metric-Large 336x504 gate depth 0.99992, 1.61x float32's CPU time against
# fc1 alone's 1.14x (an Intel Xeon with AMX hidden, OPT_REPORT.md 1c.16).
F32_ENGINE_RECIPE = Int8Recipe(
    float_classes=tuple(c for c in CLASSES if c not in ("qkv", "fc1", "fc2")), float_edge_blocks=1
)


def engine_recipe(bf16_float_ops: bool) -> Int8Recipe:
    """The int8 recipe of ``runtime="openvino", dtype="int8"``: ``ENGINE_RECIPE`` where its
    float ops run as bf16's cut, else ``F32_ENGINE_RECIPE``."""
    return ENGINE_RECIPE if bf16_float_ops else F32_ENGINE_RECIPE


def quantize_int8(model: Any, shape: InputShape, name: str = "this graph",
                  recipe: Int8Recipe = ENGINE_RECIPE) -> Any:  # fmt: skip
    """NNCF int8 quantisation of an OpenVINO model with ``recipe`` (``ENGINE_RECIPE``, the
    exported int8 IR's, by default), calibrated on fixed inputs of ``shape``, after NNCF was
    found installed; ``NothingQuantisedError`` naming ``name`` (the model) when it quantises
    nothing."""
    require_engine("openvino", "nncf", dtype="int8")
    return quantize(model, shape, recipe, name=name)


# ``node_classes``' rules, in the cache key of an int8 IR: 2 finds a SwiGLU MLP's fc1 / fc2
# (an int8 IR of DA3-GIANT cached under 1 quantised nothing).
CLASSIFIER_VERSION = 2


def quantiser(storage: str) -> dict[str, str]:
    """``{"nncf": version}`` for the storages NNCF makes (``int8``, ``int8w``: another NNCF
    quantises otherwise, so its IR, compiled models and gate figures are keyed by it), for
    ``int8`` with its calibration shape (``calibration_shape``), else nothing."""
    if storage not in ("int8", "int8w"):
        return {}
    made = {"nncf": importlib.metadata.version("nncf")}
    if storage == "int8":
        height, width = CALIBRATION_SIZE
        made["calibration"] = f"{height}x{width} (views graph: {CALIBRATION_VIEWS} views)"
    return made
