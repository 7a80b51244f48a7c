"""ONNX Runtime and OpenVINO behind ``from_pretrained(runtime=...)``: the same DepthOutput /
Scene API as torch, a warm disk cache, what ``describe()`` says, and refusals that name
what is missing."""

from __future__ import annotations

import importlib.util
import shutil

import numpy as np
import pytest
import torch

from support.ov_parts import cut_parts
from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends.runtimes import engine
from tt_depth_anything_3.backends.runtimes import export as export_module
from tt_depth_anything_3.backends.runtimes.select import pearson

pytest.importorskip("onnxruntime")
pytest.importorskip("openvino")


def load(folder, runtime: str, dtype: str | None = None) -> DepthAnything3:
    return DepthAnything3.from_pretrained(
        weights_path=folder, device="cpu", process_res=140, runtime=runtime, dtype=dtype
    )


@pytest.fixture(scope="module")
def photo_rgb() -> np.ndarray:
    y, x = np.mgrid[0:105, 0:140]
    rgb = np.stack([(x * 1.7) % 255, (y * 2.3) % 255, ((x + y) * 0.9) % 255], axis=-1)
    return rgb.astype(np.uint8)


@pytest.mark.parametrize("runtime", ["onnxruntime", "openvino"])
def test_depth_output_matches_torch(runtime, tiny_metric_checkpoint, photo_rgb):
    with load(tiny_metric_checkpoint, "torch") as torch_model:
        reference = torch_model(photo_rgb)
    with load(tiny_metric_checkpoint, runtime) as model:
        out = model(photo_rgb)
        assert (model.backend, model.precision) == (runtime, "fp32")
        described = model.describe()["backend"]
    assert out.depth.shape == reference.depth.shape
    assert pearson(torch.from_numpy(out.depth), torch.from_numpy(reference.depth)) >= 0.99999
    scale = np.abs(reference.depth).max()
    assert np.abs(out.depth - reference.depth).max() / scale <= 1e-4
    assert described["engine"] == runtime and described["isa"]
    assert described["precision"] == "fp32" and described["engine_version"]
    assert described["shapes"] == ["b1_112x140"]


def test_warm_cache_skips_export_and_compile(tiny_metric_checkpoint, photo_rgb, monkeypatch):
    with load(tiny_metric_checkpoint, "openvino") as cold:
        first = cold(photo_rgb)
        assert cold.describe()["backend"]["loaded_from"] == {"b1_112x140": "compiled"}

    def no_export(*args, **kwargs):
        raise AssertionError("a warm load exported again")

    monkeypatch.setattr(export_module, "export_onnx", no_export)
    with load(tiny_metric_checkpoint, "openvino") as warm:
        second = warm(photo_rgb)
        assert warm.describe()["backend"]["loaded_from"] == {"b1_112x140": "cache"}
    np.testing.assert_array_equal(first.depth, second.depth)


@pytest.mark.parametrize("runtime", ["openvino", "onnxruntime"])
def test_a_warm_load_without_the_graphs_entry(
    tiny_metric_checkpoint, photo_rgb, monkeypatch, runtime_cache, runtime
):
    """OpenVINO's compiled model cached: the ONNX graph is not asked for, even with its entry
    gone (it was exported again, for nothing: a minute and GBs at full size); ONNX Runtime,
    which runs the graph itself, asks for it (and exports it again)."""
    with load(tiny_metric_checkpoint, runtime) as cold:
        first = cold(photo_rgb)
    shutil.rmtree(runtime_cache / "runtimes" / "onnx")
    asked = []
    cached_entry = engine.cached_entry  # the pooled one (conftest)
    monkeypatch.setattr(
        engine, "cached_entry", lambda kind, *a: asked.append(kind) or cached_entry(kind, *a)
    )
    with load(tiny_metric_checkpoint, runtime) as warm:
        second = warm(photo_rgb)
        load_ms = warm.describe()["backend"]["load_ms"]["b1_112x140"]
    assert asked.count("onnx") == (0 if runtime == "openvino" else 1)
    assert (load_ms["graph"] == 0.0) == (runtime == "openvino")
    np.testing.assert_array_equal(first.depth, second.depth)


def test_bf16_is_refused_or_runs_by_the_cpu(tiny_metric_checkpoint, photo_rgb):
    from tt_depth_anything_3.backends.runtimes.openvino_backend import native_bf16
    from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu

    if not native_bf16(detect_cpu()):
        with pytest.raises(ValueError, match="AMX-BF16 or AVX512-BF16"):
            load(tiny_metric_checkpoint, "openvino", "bfloat16")
        return
    with load(tiny_metric_checkpoint, "openvino", "bfloat16") as model:
        out = model(photo_rgb)
        assert model.describe()["backend"]["parts"] == cut_parts()
    assert np.isfinite(out.depth).all()


def test_reconstruct_runs_views_together(tiny_anyview_checkpoint, photo_rgb):
    views = [photo_rgb, photo_rgb[:, ::-1].copy()]
    with load(tiny_anyview_checkpoint, "torch") as torch_model:
        reference = torch_model.reconstruct(views)
    with load(tiny_anyview_checkpoint, "onnxruntime") as model:
        scene = model.reconstruct(views)
        assert model.describe()["backend"]["shapes"] == ["b1x2views_112x140"]
        with pytest.raises(ValueError, match="known cameras"):
            model.reconstruct(views, extrinsics=scene.extrinsics, intrinsics=scene.intrinsics)
    got, ref = torch.as_tensor(scene.depth), torch.as_tensor(reference.depth)
    assert pearson(got, ref) >= 0.99999
    assert float((got - ref).abs().max() / ref.abs().max()) <= 1e-4


def test_refusals_name_what_is_missing(tiny_metric_checkpoint, monkeypatch):
    with pytest.raises(ValueError, match="runtime must be one of"):
        load(tiny_metric_checkpoint, "tflite")
    with pytest.raises(ValueError, match="onnxruntime.*runs dtype float32 only"):
        load(tiny_metric_checkpoint, "onnxruntime", "bfloat16")
    with pytest.raises(ValueError, match="openvino.*got dtype='float16'"):
        load(tiny_metric_checkpoint, "openvino", "float16")
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "openvino" else real(name, *a)
    )
    with pytest.raises(ValueError, match="needs the openvino package"):
        load(tiny_metric_checkpoint, "openvino")


def test_one_graph_serves_every_size(tiny_metric_checkpoint, photo_rgb, runtime_cache):
    from tt_depth_anything_3.backends.runtimes.export import reference_outputs
    from tt_depth_anything_3.backends.runtimes.openvino_backend import OpenVINOBackend
    from tt_depth_anything_3.backends.torch.loading import build_network
    from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint

    images = [photo_rgb, photo_rgb.transpose(1, 0, 2).copy()]  # landscape, portrait
    with load(tiny_metric_checkpoint, "torch") as torch_model:
        references = [torch_model(image).depth for image in images]
    for runtime in ("onnxruntime", "openvino"):
        with load(tiny_metric_checkpoint, runtime) as model:
            for image, reference in zip(images, references, strict=True):
                got = model(image).depth
                assert pearson(torch.from_numpy(got), torch.from_numpy(reference)) >= 0.99999
            assert model.describe()["backend"]["shapes"] == ["b1_112x140", "b1_140x112"]
    graphs = list((runtime_cache / "runtimes" / "onnx").glob("*/model.onnx"))
    assert len(graphs) == 1  # one export served both engines and both sizes
    compiled = list((runtime_cache / "runtimes" / "openvino-compiled").iterdir())
    assert len(compiled) == 2  # OpenVINO: one static compile per shape from the one IR
    files = resolve_checkpoint("local", weights_path=tiny_metric_checkpoint)
    dynamic = OpenVINOBackend(files.config, files.weights, "fp32", static_shapes=False)
    network = build_network(files.config, files.weights, "fp32")
    for height, width in ((112, 140), (140, 112), (42, 126)):
        batch = torch.randn(1, 3, height, width, generator=torch.Generator().manual_seed(height))
        got = dynamic.run(batch).heads["depth"]
        assert pearson(got, reference_outputs(network, batch)["depth"]) >= 0.99999
    assert len(dynamic._sessions) == 1  # one dynamic compiled model for every shape
    assert dynamic.describe()["static_shapes"] is False
