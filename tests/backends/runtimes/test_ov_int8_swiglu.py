"""OpenVINO int8 on DA3-GIANT (a follow-up of s47-rt): ``ov_int8.node_classes`` looked for the
ViT MLP's fc1 / fc2 shapes only, so on the giant's SwiGLU MLP (``w12``: dim -> 2 x hidden,
``w3``: hidden -> dim) it found no fc1, ``ENGINE_RECIPE`` kept every op in float and
``dtype="int8"`` ran as bf16 while ``describe()`` said int8 (0 FakeQuantize ops in the IR).
Now ``w12`` / ``w3`` are fc1 / fc2, and a recipe that quantises nothing raises."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from support.checkpoints import write_checkpoint
from support.official_family import TINY_FAMILY
from tt_depth_anything_3 import backends
from tt_depth_anything_3.backends.runtimes import openvino_backend, select
from tt_depth_anything_3.backends.runtimes.export import InputShape, reference_outputs
from tt_depth_anything_3.backends.runtimes.graph_io import GraphSource
from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint

ov = pytest.importorskip("openvino")
from tt_depth_anything_3.backends.runtimes.ov_int8 import (  # noqa: E402
    CLASSES,
    CLASSIFIER_VERSION,
    ENGINE_RECIPE,
    F32_ENGINE_RECIPE,
    Int8Recipe,
    NothingQuantisedError,
    node_classes,
    quantize,
)

SHAPE = InputShape(56, 70)
GIANT = "da3-giant"
BLOCK_CLASSES = ("qkv", "attn_qk", "attn_av", "proj", "fc1", "fc2")


@pytest.fixture(scope="module")
def giant_files(tmp_path_factory):
    """A tiny random DA3-GIANT checkpoint (SwiGLU MLP, 6 blocks), resolved."""
    folder = tmp_path_factory.mktemp("giant")
    write_checkpoint(folder, GIANT, tiny=False, architecture=TINY_FAMILY[GIANT])
    return resolve_checkpoint("local", weights_path=folder)


def _graph(files, precision: str = "fp32"):
    """(backend, its exported graph at ``SHAPE``) of the giant on OpenVINO."""
    spec = backends.parse_device("cpu")
    backend = backends.create(spec, files.config, files.weights, precision, runtime="openvino")
    return backend, backend.graph(SHAPE)


def test_node_classes_find_the_swiglu_mlp(giant_files):
    assert giant_files.config.backbone.ffn == "swiglu"
    backend, graph = _graph(giant_files)
    roles = node_classes(ov.Core().read_model(str(graph)))
    backend.close()
    depth = giant_files.config.backbone.depth
    counts = Counter((role.kind, role.block) for role in roles.values())
    for kind in BLOCK_CLASSES:
        assert [counts[(kind, block)] for block in range(depth)] == [1] * depth, kind
    assert not [role for role in roles.values() if role.kind == "other" and role.block >= 0]


def test_openvino_int8_quantises_the_giant_w12_and_passes_the_gate(giant_files):
    """``dtype="int8"`` on DA3-GIANT: a FakeQuantize feeds the fc1 (``w12``) of every block and
    nothing else (before: none at all), with float ops f32 also the qkv and fc2 (``w3``) but in
    the edge blocks, and the gate passes on the tiny model."""
    pytest.importorskip("nncf")
    from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu
    from tt_depth_anything_3.backends.torch.loading import build_network

    cpu = detect_cpu()
    if not (openvino_backend.native_bf16(cpu) or cpu.int8_dot_products):
        pytest.skip("OpenVINO int8 is refused on this CPU")
    backend, graph = _graph(giant_files, "int8")
    roles = node_classes(ov.Core().read_model(str(graph)))
    quantised = ov.Core().read_model(str(backend._ir(SHAPE, GraphSource(lambda: graph))))
    fed = [t.get_node().get_friendly_name() for op in quantised.get_ordered_ops()
           if op.get_type_name() == "FakeQuantize" for t in op.output(0).get_target_inputs()]  # fmt: skip
    depth = giant_files.config.backbone.depth
    kinds, blocks = {"fc1"}, range(depth)  # ENGINE_RECIPE: float ops as bf16's cut
    if backend.int8_recipe == F32_ENGINE_RECIPE:  # float ops f32: qkv, fc1, fc2 but the edges
        kinds, blocks = {"qkv", "fc1", "fc2"}, range(1, depth - 1)
    fed_roles = Counter((roles[name].kind, roles[name].block) for name in fed if name in roles)
    assert fed_roles == Counter((kind, block) for kind in kinds for block in blocks)
    image = select.gate_input(SHAPE)
    got = backend.run(image).heads
    assert backend.describe()["precision"] == "int8"
    backend.close()
    network = build_network(giant_files.config, giant_files.weights, "fp32")
    assert select.gate_figures(got, reference_outputs(network, image))["passed"]


def test_a_recipe_that_quantises_nothing_raises_before_calibrating(giant_files, monkeypatch):
    nncf = pytest.importorskip("nncf")
    monkeypatch.setattr(nncf, "quantize", lambda *a, **k: pytest.fail("NNCF was run"))
    backend, graph = _graph(giant_files)
    model = ov.Core().read_model(str(graph))
    backend.close()
    with pytest.raises(NothingQuantisedError, match=f"quantises no op of {GIANT}"):
        quantize(model, SHAPE, Int8Recipe(float_classes=CLASSES), name=GIANT)


@pytest.mark.parametrize("weights_only", [False, True])
def test_nncf_quantising_nothing_raises(giant_files, monkeypatch, weights_only):
    """NNCF handing the graph back with no quantizer (or no int8 weight) is an error, not a
    float model named int8."""
    nncf = pytest.importorskip("nncf")
    monkeypatch.setattr(nncf, "quantize", lambda model, *a, **k: model)
    monkeypatch.setattr(nncf, "compress_weights", lambda model, *a, **k: model)
    backend, graph = _graph(giant_files)
    model = ov.Core().read_model(str(graph))
    backend.close()
    recipe = Int8Recipe(float_classes=ENGINE_RECIPE.float_classes, weights_only=weights_only)
    with pytest.raises(NothingQuantisedError, match="would run in float while named int8"):
        quantize(model, SHAPE, recipe, images=[], name=GIANT)


def test_int8_ir_cache_key_holds_the_classifier_version(giant_files, monkeypatch):
    """An int8 IR cached by the old classifier (DA3-GIANT: nothing quantised) is not reused."""
    pytest.importorskip("nncf")
    seen: list[dict] = []

    def capture(kind: str, parts: dict, build) -> Path:
        seen.append(parts)
        raise LookupError("captured")

    backend, graph = _graph(giant_files)
    monkeypatch.setattr(openvino_backend, "cached_entry", capture)
    with pytest.raises(LookupError, match="captured"):
        backend._ir(SHAPE, GraphSource(lambda: graph), "int8")
    backend.close()
    assert seen[0]["classifier"] == CLASSIFIER_VERSION
