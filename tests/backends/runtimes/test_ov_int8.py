"""``ov_int8``: the op classes of an exported graph (one of each transformer class per block),
an ``Int8Recipe``'s ignored scope, and ``runtime="openvino", dtype="int8"`` (fc1 int8 and the
rest as bf16 where bf16 is native and faster, else qkv, fc1 and fc2 int8 but in the edge blocks
and the rest f32 where the CPU has int8 dot products) passing the gate, tried by ``auto`` only
when int8 is asked for."""

from __future__ import annotations

import importlib.metadata
import json
from collections import Counter

import pytest

from support.ov_parts import cut_parts
from tt_depth_anything_3.backends.base import parse_device
from tt_depth_anything_3.backends.runtimes import select
from tt_depth_anything_3.backends.runtimes.export import InputShape, reference_outputs
from tt_depth_anything_3.backends.runtimes.graph_io import GraphSource
from tt_depth_anything_3.backends.runtimes.ov_int8 import (
    CLASSES,
    ENGINE_RECIPE,
    F32_ENGINE_RECIPE,
    Int8Recipe,
    NodeRole,
    engine_recipe,
    node_classes,
)
from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint

ov = pytest.importorskip("openvino")
SHAPE = InputShape(56, 70)
BLOCK_CLASSES = ("qkv", "attn_qk", "attn_av", "proj", "fc1", "fc2")


def _roles(checkpoint) -> tuple[dict[str, NodeRole], int]:
    """The classes of the checkpoint's exported graph, and its transformer depth."""
    from tt_depth_anything_3 import backends

    files = resolve_checkpoint("local", weights_path=checkpoint)
    backend = backends.create(backends.parse_device("cpu"), files.config, files.weights, "fp32",
                              runtime="openvino")  # fmt: skip
    model = ov.Core().read_model(str(backend.graph(SHAPE)))
    backend.close()
    return node_classes(model), files.config.backbone.depth


@pytest.mark.parametrize("checkpoint", ["tiny_metric_checkpoint", "tiny_anyview_checkpoint"])
def test_node_classes_find_one_of_each_transformer_op_per_block(checkpoint, request):
    roles, depth = _roles(request.getfixturevalue(checkpoint))
    counts = Counter((role.kind, role.block) for role in roles.values())
    for kind in BLOCK_CLASSES:
        assert [counts[(kind, block)] for block in range(depth)] == [1] * depth, kind
        assert counts[(kind, -1)] == 0 and counts[(kind, depth)] == 0, kind
    assert counts[("patch_embed", -1)] == 1
    assert counts[("pos_embed", -1)] >= 1  # the position table's resize matmuls
    assert counts[("head", -1)] > 0
    assert {role.kind for role in roles.values()} <= set(CLASSES)
    others = [role.block for role in roles.values() if role.kind == "other"]
    # the any-view model's reference-view choice and camera head; none in the metric model
    assert (len(others) > 0) == (checkpoint == "tiny_anyview_checkpoint")
    assert set(others) <= {-1}


def _synthetic(depth: int) -> dict[str, NodeRole]:
    roles = {f"{kind}.{block}": NodeRole(kind, block)
             for kind in BLOCK_CLASSES for block in range(depth)}  # fmt: skip
    roles.update({"conv": NodeRole("patch_embed", -1), "pos": NodeRole("pos_embed", -1),
                  "head.0": NodeRole("head", -1)})  # fmt: skip
    return roles


def test_recipe_ignores_its_float_classes_and_blocks():
    roles = _synthetic(depth=5)
    assert Int8Recipe().ignored(roles) == []
    assert Int8Recipe(float_classes=("fc2", "head")).ignored(roles) == sorted(
        [f"fc2.{b}" for b in range(5)] + ["head.0"]
    )
    edge = Int8Recipe(float_edge_blocks=1).ignored(roles)
    assert edge == sorted(f"{k}.{b}" for k in BLOCK_CLASSES for b in (0, 4))
    assert Int8Recipe(float_blocks=(0, 4)).ignored(roles) == edge
    two = Int8Recipe(float_classes=("patch_embed",), float_edge_blocks=2).ignored(roles)
    assert two == sorted(["conv", *(f"{k}.{b}" for k in BLOCK_CLASSES for b in (0, 1, 3, 4))])
    with pytest.raises(ValueError, match="unknown op classes"):
        Int8Recipe(float_classes=("mlp",)).ignored(roles)
    # edge blocks only where blocks are left between them: two blocks, none kept float
    assert Int8Recipe(float_edge_blocks=1).ignored(_synthetic(depth=2)) == []
    assert Int8Recipe(float_edge_blocks=1).ignored(_synthetic(depth=3)) == sorted(
        f"{k}.{b}" for k in BLOCK_CLASSES for b in (0, 2)
    )


def test_the_engine_recipe_follows_the_float_ops_precision():
    """fc1 alone where the float ops run in bf16 (fc1 + fc2 fell below the gate there, OPT_REPORT
    1c.3); qkv, fc1 and fc2 but in the edge blocks where they run in f32 (gate 0.99992, 1.61x
    f32's CPU time against fc1 alone's 1.14x, 1c.16)."""
    assert engine_recipe(bf16_float_ops=True) == ENGINE_RECIPE
    assert engine_recipe(bf16_float_ops=False) == F32_ENGINE_RECIPE
    int8 = {c for c in CLASSES if c not in F32_ENGINE_RECIPE.float_classes}
    assert int8 == {"qkv", "fc1", "fc2"} and F32_ENGINE_RECIPE.float_edge_blocks == 1
    assert {c for c in CLASSES if c not in ENGINE_RECIPE.float_classes} == {"fc1"}


@pytest.mark.parametrize("bf16_faster", [True, False])
def test_the_backend_quantises_with_the_recipe_of_its_float_ops(
    bf16_faster, tiny_metric_checkpoint, monkeypatch
):
    """Each cut keys its int8 IR, compiled model and gate figures by its own recipe: one
    machine's (or an earlier version's) IR is not another's."""
    from tt_depth_anything_3.backends.runtimes import openvino_backend
    from tt_depth_anything_3.backends.runtimes.openvino_backend import OpenVINOBackend

    pytest.importorskip("nncf")
    monkeypatch.setattr(openvino_backend, "native_bf16", lambda cpu: True)
    monkeypatch.setattr(openvino_backend, "check_openvino", lambda precision, cpu: ov)
    monkeypatch.setattr(openvino_backend, "faster_bf16", lambda cpu: bf16_faster)
    files = resolve_checkpoint("local", weights_path=tiny_metric_checkpoint)
    backend = OpenVINOBackend(files.config, files.weights, "int8")
    seen = []

    def record(kind, parts, build):
        seen.append(parts)
        raise LookupError("stop before building")

    monkeypatch.setattr(openvino_backend, "cached_entry", record)
    with pytest.raises(LookupError):
        backend._ir(SHAPE, GraphSource(lambda: None))
    assert backend.int8_recipe == engine_recipe(bf16_faster)
    assert seen[0]["recipe"] == repr(engine_recipe(bf16_faster))
    # the compiled model's and the gate's keys too: a cache of the other recipe is not reused
    assert backend.variant()["recipe"] == repr(engine_recipe(bf16_faster))
    assert backend.describe()["parts"] == (cut_parts() if bf16_faster else {"model": "f32"})


def _assert_recipe_is_int8(backend, depth: int) -> None:
    """NNCF's quantizers of ``backend``'s int8 IR feed what its recipe names and nothing else:
    with ``ENGINE_RECIPE`` (float ops as bf16's cut) the fc1 linear of every block; with
    ``F32_ENGINE_RECIPE`` (float ops f32) the qkv, fc1 and fc2 linears of every block but the
    first and last."""
    graph = backend.graph(SHAPE)
    roles = node_classes(ov.Core().read_model(str(graph)))
    quantised = ov.Core().read_model(str(backend._ir(SHAPE, GraphSource(lambda: graph))))
    fed = {t.get_node().get_friendly_name() for op in quantised.get_ordered_ops()
           if op.get_type_name() == "FakeQuantize" for t in op.output(0).get_target_inputs()}  # fmt: skip
    kinds, blocks = ({"fc1"}, range(depth))
    if backend.int8_recipe == F32_ENGINE_RECIPE:
        kinds, blocks = {"qkv", "fc1", "fc2"}, range(1, depth - 1)
    fed_roles = Counter((roles[name].kind, roles[name].block) for name in fed if name in roles)
    assert fed_roles == Counter((kind, block) for kind in kinds for block in blocks)


def test_openvino_int8_quantises_its_recipe_and_passes_the_gate(tiny_metric_checkpoint):
    """``dtype="int8"``: NNCF's quantizers feed the fc1 linears and nothing else where the float
    ops run as bf16's cut does (bf16 faster), else (f32) qkv, fc1 and fc2 but in the edge
    blocks; the gate passes."""
    pytest.importorskip("nncf")
    from tt_depth_anything_3 import backends
    from tt_depth_anything_3.backends.runtimes.openvino_backend import faster_bf16, native_bf16
    from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu
    from tt_depth_anything_3.backends.torch.loading import build_network

    files = resolve_checkpoint("local", weights_path=tiny_metric_checkpoint)
    spec = backends.parse_device("cpu")
    if not native_bf16(detect_cpu()):
        pytest.skip("no native bf16 here: test_openvino_int8_without_bf16 covers this CPU")
    backend = backends.create(spec, files.config, files.weights, "int8", runtime="openvino")
    _assert_recipe_is_int8(backend, files.config.backbone.depth)
    image = select.gate_input(SHAPE)
    got = backend.run(image).heads
    expected_parts = cut_parts() if faster_bf16(detect_cpu()) else {"model": "f32"}
    assert backend.describe()["parts"] == expected_parts
    backend.close()
    expected = reference_outputs(build_network(files.config, files.weights, "fp32"), image)
    assert select.gate_figures(got, expected)["passed"]


# what a CPU without native bf16 keeps of this machine's flags: Cascade / Ice Lake Xeons
# (AVX-512 VNNI), Alder Lake (AVX2 + AVX-VNNI), Haswell to Zen 3 (AVX2)
WITHOUT_BF16 = {
    "avx512_vnni": {"avx2", "fma", "avx512f", "avx512bw", "avx512vl", "avx512_vnni", "avx_vnni"},
    "avx2_vnni": {"avx2", "fma", "avx_vnni"},
    "avx2": {"avx2", "fma"},
}


@pytest.mark.parametrize("kept", sorted(WITHOUT_BF16))
def test_openvino_int8_without_bf16(kept, tiny_metric_checkpoint, monkeypatch):
    """A CPU without native bf16 (this machine's flags but ``WITHOUT_BF16[kept]``, as the
    backend and ``auto`` read them; no library is limited: the f32 hint keeps OpenVINO off
    bf16 anyway): with int8 dot products, int8 compiles the whole graph with the f32 hint, qkv,
    fc1 and fc2 int8 but in the edge blocks (``F32_ENGINE_RECIPE``), first for ``dtype="int8"``, and passes the gate; without them
    it is refused, naming what is missing, and never a candidate."""
    pytest.importorskip("nncf")
    from dataclasses import replace

    from tt_depth_anything_3 import backends
    from tt_depth_anything_3.backends.runtimes import (
        candidates,
        engine,
        ov_checks,
    )
    from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu
    from tt_depth_anything_3.backends.torch.loading import build_network

    real = detect_cpu(read_torch=False)
    cpu = replace(real, flags=real.flags & frozenset(WITHOUT_BF16[kept]))
    monkeypatch.setattr(engine, "detect_cpu", lambda read_torch=True: cpu)
    monkeypatch.setattr(select, "detect_cpu", lambda read_torch=True: cpu)
    monkeypatch.setattr(candidates, "detect_cpu", lambda read_torch=True: cpu)
    monkeypatch.setattr(ov_checks, "detect_cpu", lambda read_torch=True: cpu)  # the preflight's
    files = resolve_checkpoint("local", weights_path=tiny_metric_checkpoint)
    spec = backends.parse_device("cpu")
    if not cpu.int8_dot_products:
        with pytest.raises(ValueError, match="needs int8 dot products .* or native bf16"):
            backends.create(spec, files.config, files.weights, "int8", runtime="openvino")
        assert ("openvino", "int8") not in select.candidates(spec, "int8")
        return
    assert select.candidates(spec, "int8")[0] == ("openvino", "int8")
    assert ("openvino", "int8") not in select.candidates(spec, "auto")  # a first load: minutes
    fp32 = [pair for pair in select.candidates(spec, "auto") if pair[0] != "torch"]
    # OpenVINO's f32 first on AVX-512 (1.6x ONNX Runtime's, OPT_REPORT 1c.7), else ONNX Runtime
    assert fp32[0] == (("openvino" if cpu.has("avx512f") else "onnxruntime"), "fp32")
    backend = backends.create(spec, files.config, files.weights, "int8", runtime="openvino")
    assert backend.describe()["parts"] == {"model": "f32"}
    _assert_recipe_is_int8(backend, files.config.backbone.depth)
    image = select.gate_input(SHAPE)
    got = backend.run(image).heads
    backend.close()
    expected = reference_outputs(build_network(files.config, files.weights, "fp32"), image)
    assert select.gate_figures(got, expected)["passed"]


def test_openvino_int8_is_tried_only_when_int8_is_asked_for():
    from tt_depth_anything_3.backends.runtimes.openvino_backend import native_bf16
    from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu

    cpu = parse_device("cpu")
    assert ("openvino", "int8") not in select.candidates(cpu, "auto")
    assert ("openvino", "int8") not in select.candidates(cpu, "fp32")
    int8 = select.candidates(cpu, "int8")
    assert int8[-1] == ("torch", "int8")
    here = detect_cpu()
    assert (int8[0] == ("openvino", "int8")) == (
        here.x86 and (native_bf16(here) or here.int8_dot_products)
    )


@pytest.mark.parametrize("precision", ["int8", "int8w"])
def test_the_nncf_version_keys_the_quantised_ir_compiled_model_and_gate(
    precision, tiny_metric_checkpoint, monkeypatch
):
    """NNCF quantises the int8 / int8w IR: another NNCF makes another IR. Its version was in
    no key: after an upgrade, an evicted compiled model was rebuilt from a new quantisation
    while the gate figures of the old one were served (and an IR of either kind under one key).
    Now the IR's, the compiled model's and the gate's keys (``variant``) carry it."""
    from tt_depth_anything_3.backends.runtimes import openvino_backend
    from tt_depth_anything_3.backends.runtimes.openvino_backend import OpenVINOBackend

    pytest.importorskip("nncf")
    monkeypatch.setattr(openvino_backend, "native_bf16", lambda cpu: True)
    monkeypatch.setattr(openvino_backend, "check_openvino", lambda precision, cpu: ov)
    files = resolve_checkpoint("local", weights_path=tiny_metric_checkpoint)
    backend = OpenVINOBackend(files.config, files.weights, precision)
    ir_parts = []

    def record(kind, parts, build):
        ir_parts.append(parts)
        raise LookupError("stop before building")

    monkeypatch.setattr(openvino_backend, "cached_entry", record)
    keys, installed = [], importlib.metadata.version
    for version in ("3.4.0", "3.5.0"):
        monkeypatch.setattr(
            importlib.metadata,
            "version",
            lambda name, v=version: v if name == "nncf" else installed(name),
        )
        with pytest.raises(LookupError):
            backend._ir(SHAPE, GraphSource(lambda: None))
        keys.append(backend.variant())
        assert ir_parts[-1]["nncf"] == keys[-1]["nncf"] == version
    assert keys[0] != keys[1] and ir_parts[0] != ir_parts[1]
    assert "nncf" not in OpenVINOBackend.variant(
        type("Fp32", (), {"head": None, "precision": "fp32", "int8_recipe": None})()
    )


def test_the_int8_ir_is_quantised_once_for_every_input_size(tiny_metric_checkpoint, monkeypatch):
    """The int8 IR was calibrated on, and keyed by, the input shape being compiled: each new
    image size (or view count) of one model quantised the graph again (minutes on the large
    models) and cached another IR. Now it is calibrated on one fixed shape
    (``ov_int8.calibration_shape``, the export's too): two sizes, one quantisation, one IR."""
    pytest.importorskip("nncf")
    from tt_depth_anything_3 import backends
    from tt_depth_anything_3.backends.runtimes import openvino_backend
    from tt_depth_anything_3.backends.runtimes.cache import cache_folder
    from tt_depth_anything_3.backends.runtimes.ov_int8 import calibration_shape

    files = resolve_checkpoint("local", weights_path=tiny_metric_checkpoint)
    spec = backends.parse_device("cpu")
    try:
        backend = backends.create(spec, files.config, files.weights, "int8", runtime="openvino")
    except ValueError as err:  # a CPU with neither bf16 nor int8 dot products
        pytest.skip(str(err))
    quantised = []
    quantize = openvino_backend.quantize_int8

    def recording(model, shape, name="this graph", recipe=None):
        quantised.append(shape)
        return quantize(model, shape, name, recipe)

    monkeypatch.setattr(openvino_backend, "quantize_int8", recording)
    for shape in (SHAPE, InputShape(70, 56)):
        backend.run(select.gate_input(shape))
    calibration = backend.variant()["calibration"]  # in the compiled models' and gate's keys
    backend.close()
    assert calibration == "378x504 (views graph: 3 views)"
    assert quantised == [calibration_shape(views=False)]
    entries = (cache_folder() / "openvino-ir").glob("*/entry.json")
    int8 = [e for e in entries if json.loads(e.read_text(encoding="utf-8")).get("ir") == "int8"]
    assert len(int8) == 1
