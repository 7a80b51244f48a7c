"""ONNX Runtime and OpenVINO behind ``from_pretrained(runtime=...)``: the same DepthOutput /
Scene API as torch, a warm disk cache, what ``describe()`` says, and refusals that name
what is missing."""

from __future__ import annotations

import importlib.util

import numpy as np
import pytest
import torch

from tt_depth_anything_3 import DepthAnything3
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
    monkeypatch.setattr("tt_depth_anything_3.backends.runtimes.engine.export_onnx", no_export)
    with load(tiny_metric_checkpoint, "openvino") as warm:
        second = warm(photo_rgb)
        assert warm.describe()["backend"]["loaded_from"] == {"b1_112x140": "cache"}
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
        assert model.describe()["backend"]["parts"] == {"backbone": "bf16", "head": "f32"}
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
        load(tiny_metric_checkpoint, "tensorrt")
    with pytest.raises(ValueError, match="onnxruntime.*fp32"):
        load(tiny_metric_checkpoint, "onnxruntime", "bfloat16")
    with pytest.raises(ValueError, match="openvino.*fp16"):
        load(tiny_metric_checkpoint, "openvino", "float16")
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "openvino" else real(name, *a)
    )
    with pytest.raises(ValueError, match="needs the openvino package"):
        load(tiny_metric_checkpoint, "openvino")
