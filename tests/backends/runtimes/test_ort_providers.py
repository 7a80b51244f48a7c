"""ONNX Runtime's GPU execution providers (``runtime="onnxruntime"`` on ``device="cuda"``,
``runtime="tensorrt"``): the refusals a CPU-only build gives, the providers and TensorRT
options a session asks for, the guard against ONNX Runtime running a GPU request on the CPU,
and TensorRT's per-shape engine cache. No GPU here: the sessions that would hold a GPU
provider are faked; the real CPU-only ONNX Runtime is used wherever its own behaviour is
what is tested (its available providers, its silent drop of a provider it has not got)."""

from __future__ import annotations

import numpy as np
import pytest

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends.runtimes import ort_providers
from tt_depth_anything_3.backends.runtimes.ort_providers import (
    CPU,
    CUDA,
    TENSORRT,
    check_session_providers,
    primary_provider,
    session_providers,
)

ort = pytest.importorskip("onnxruntime")


def load(folder, runtime: str, device: str = "cpu", dtype: str | None = None) -> DepthAnything3:
    return DepthAnything3.from_pretrained(
        weights_path=folder, device=device, process_res=140, runtime=runtime, dtype=dtype
    )


def test_primary_provider_by_runtime_and_device():
    assert primary_provider("onnxruntime", "cpu") == CPU
    assert primary_provider("onnxruntime", "cuda") == CUDA
    assert primary_provider("tensorrt", "cuda") == TENSORRT
    with pytest.raises(ValueError, match="NVIDIA GPU"):
        primary_provider("tensorrt", "cpu")
    with pytest.raises(ValueError, match="'cpu' or 'cuda"):
        primary_provider("onnxruntime", "tt")


def test_session_providers_and_tensorrt_options(tmp_path):
    assert session_providers(CPU, 0, "fp32") == [(CPU, {})]
    assert session_providers(CUDA, 1, "fp32") == [(CUDA, {"device_id": 1}), (CPU, {})]
    providers = session_providers(TENSORRT, 2, "fp16", "image:1x3x112x140", tmp_path)
    assert [name for name, _ in providers] == [TENSORRT, CUDA, CPU]
    options = providers[0][1]
    assert options["device_id"] == 2 and options["trt_fp16_enable"] is True
    assert options["trt_engine_cache_enable"] is True
    assert options["trt_engine_cache_path"] == str(tmp_path)
    for bound in ("min", "opt", "max"):
        assert options[f"trt_profile_{bound}_shapes"] == "image:1x3x112x140"
    fp32 = session_providers(TENSORRT, 0, "fp32", "image:1x3x112x140", tmp_path)
    assert fp32[0][1]["trt_fp16_enable"] is False
    with pytest.raises(ValueError, match="input shape"):
        session_providers(TENSORRT, 0, "fp32")


@pytest.mark.skipif(
    CUDA in ort.get_available_providers(), reason="this onnxruntime has the CUDA provider"
)
def test_cpu_only_onnxruntime_refuses_gpu_requests(tiny_metric_checkpoint):
    with pytest.raises(ValueError, match="no CUDAExecutionProvider.*onnxruntime-gpu"):
        load(tiny_metric_checkpoint, "onnxruntime", "cuda")
    with pytest.raises(ValueError, match="no TensorrtExecutionProvider, CUDAExecutionProvider"):
        load(tiny_metric_checkpoint, "tensorrt", "auto")  # "auto" is the GPU for TensorRT
    with pytest.raises(ValueError, match="NVIDIA GPU"):
        load(tiny_metric_checkpoint, "tensorrt", "cpu")
    with pytest.raises(ValueError, match="CPU only"):
        load(tiny_metric_checkpoint, "openvino", "cuda")
    with pytest.raises(
        ValueError,
        match="runs dtype float32 only, got dtype='float16'; runtime='tensorrt' runs float16",
    ):
        from tt_depth_anything_3.backends.runtimes.ort_providers import check_precision

        check_precision("onnxruntime", CUDA, "fp16")


def test_a_dropped_provider_is_refused_not_run_on_the_cpu(tiny_metric_checkpoint, monkeypatch):
    """ONNX Runtime drops a provider it cannot use and makes the session on the CPU (a
    warning only): claimed available, the CUDA request reaches the real CPU-only build, whose
    session holds the CPU alone, and the guard refuses it."""
    monkeypatch.setattr(ort, "get_available_providers", lambda: [CUDA, CPU])
    model = load(tiny_metric_checkpoint, "onnxruntime", "cuda")
    with model, pytest.raises(RuntimeError, match="without CUDAExecutionProvider"):
        model(np.full((105, 140, 3), 127, np.uint8))


class FakeSession:
    """An ``InferenceSession`` that records its providers, holds the first one and returns
    zeros of the graph's outputs (the real graph's names, read with a CPU session)."""

    made: list[list] = []
    real_class = ort.InferenceSession

    def __init__(self, path, options, providers, enable_fallback=1):
        assert enable_fallback == 0  # ONNX Runtime's own CPU fallback stays off
        self.providers = providers
        self.real = FakeSession.real_class(path, providers=[CPU])
        FakeSession.made.append(providers)
        if providers[0][0] == TENSORRT:  # TensorRT writes its engine into the cache folder
            folder = providers[0][1]["trt_engine_cache_path"]
            (ort_providers.Path(folder) / "engine_sm90.engine").write_bytes(b"engine")

    def get_providers(self):
        return [name for name, _ in self.providers]

    def get_outputs(self):
        return self.real.get_outputs()

    def run(self, names, feeds):
        return self.real.run(names, feeds)


def test_tensorrt_builds_one_cached_engine_per_shape(tiny_metric_checkpoint, monkeypatch):
    monkeypatch.setattr(ort, "get_available_providers", lambda: [TENSORRT, CUDA, CPU])
    landscape = np.full((105, 140, 3), 90, np.uint8)
    with load(tiny_metric_checkpoint, "onnxruntime") as cpu_model:
        on_cpu = cpu_model(landscape)  # what the fake sessions compute: the graph on the CPU
    monkeypatch.setattr(ort, "InferenceSession", FakeSession)
    FakeSession.made = []
    for _ in range(2):  # cold: built (one session) then loaded; warm: loaded only
        with load(tiny_metric_checkpoint, "tensorrt", "cuda:1", "float16") as model:
            out = model(landscape)
            described = model.describe()["backend"]
        np.testing.assert_array_equal(out.depth, on_cpu.depth)  # the outputs reach the API
        assert (described["engine"], described["precision"]) == ("tensorrt", "fp16")
        assert described["device"] == "cuda:1" and described["providers"][0] == TENSORRT
    assert len(FakeSession.made) == 3
    folders = {providers[0][1]["trt_engine_cache_path"] for providers in FakeSession.made}
    final = [f for f in folders if ".tmp-" not in f]
    assert len(final) == 1 and (ort_providers.Path(final[0]) / "engine_sm90.engine").is_file()
    assert {p[0][1]["trt_profile_opt_shapes"] for p in FakeSession.made} == {"image:1x3x112x140"}
    assert all(p[0][1]["device_id"] == 1 and p[1] == (CUDA, {"device_id": 1})
               for p in FakeSession.made)  # fmt: skip
    with load(tiny_metric_checkpoint, "tensorrt", "cuda:1", "float16") as model:
        model(landscape.transpose(1, 0, 2).copy())  # another shape: another engine
    assert FakeSession.made[-1][0][1]["trt_profile_opt_shapes"] == "image:1x3x140x112"
    assert len(FakeSession.made) == 5


def test_session_guard_names_the_providers():
    class Session:
        def get_providers(self):
            return [CUDA, CPU]

    assert check_session_providers(Session(), CUDA) == [CUDA, CPU]
    with pytest.raises(RuntimeError, match=r"without TensorrtExecutionProvider .*CUDAExec"):
        check_session_providers(Session(), TENSORRT)
