"""``check_backend_options`` (the serve start-up preflight) refuses a device / dtype / runtime
combination exactly when loading refuses it, with the same message: the tester's report found
``cpu`` + ``float16`` + ``runtime="auto"``, ``openvino`` on ``cuda`` / ``tt``, ``onnxruntime`` on
``tt`` with ``dtype="auto"``, ``tt`` without ttnn, ``cuda[:N]`` with the CPU-only ONNX Runtime
and ``tensorrt`` with ``device="auto"`` or ``dtype="auto"`` passing it, and the server that
started answering 503 for good."""

from __future__ import annotations

import importlib.util
import itertools

import pytest

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends.factory import check_backend_options

DEVICES = ("cpu", "auto", "cuda", "cuda:1", "tt")
DTYPES = (None, "float32", "bfloat16", "int8", "float16", "half", "auto", "int8w")
RUNTIMES = ("torch", "onnxruntime", "openvino", "tensorrt", "auto")
PROCESS_RES = 56  # the probe size 42x56: one the exported graphs take


def outcome(action) -> str:
    """``"ok"``, or the refusal's type and message."""
    try:
        model = action()
    except (ValueError, OSError) as err:
        return f"{type(err).__name__}: {err}"
    if model is not None:
        model.close()
    return "ok"


def compare(checkpoint, device, dtype, runtime) -> tuple[str, str]:
    """(preflight, load) outcomes of one combination."""
    size = (42, PROCESS_RES)
    preflight = outcome(lambda: check_backend_options(device, dtype, runtime, size) and None)
    load = outcome(
        lambda: DepthAnything3.from_pretrained(
            weights_path=checkpoint,
            device=device,
            dtype=dtype,
            runtime=runtime,
            process_res=PROCESS_RES,
        )
    )
    return preflight, load


@pytest.fixture
def probe_off(monkeypatch, tmp_path):
    """runtime="auto" without its gate (no export at load), in a cache of the test's own."""
    monkeypatch.setenv("TT_DA3_AUTO_PROBE", "0")
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(tmp_path / "cache"))


@pytest.mark.parametrize("device", DEVICES)
def test_preflight_refuses_exactly_what_loading_refuses(tiny_metric_checkpoint, probe_off, device):
    mismatched = []
    for dtype, runtime in itertools.product(DTYPES, RUNTIMES):
        preflight, load = compare(tiny_metric_checkpoint, device, dtype, runtime)
        if preflight != load:
            mismatched.append((device, dtype, runtime, preflight, load))
    assert not mismatched


@pytest.mark.parametrize("device", ("cpu", "auto"))
def test_preflight_agrees_without_the_engines_installed(
    tiny_metric_checkpoint, probe_off, monkeypatch, device
):
    """Without ONNX Runtime, OpenVINO and NNCF: runtime="auto" passes over the engines and the
    named engines are refused, by the preflight as by the load."""
    real = importlib.util.find_spec
    absent = {"onnxruntime", "openvino", "nncf"}
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name in absent else real(name, *a)
    )
    mismatched = []
    for dtype, runtime in itertools.product(DTYPES, RUNTIMES):
        preflight, load = compare(tiny_metric_checkpoint, device, dtype, runtime)
        if preflight != load:
            mismatched.append((dtype, runtime, preflight, load))
    assert not mismatched
    assert "not installed" in compare(tiny_metric_checkpoint, device, None, "openvino")[0]


@pytest.mark.parametrize(
    ("device", "dtype", "runtime", "message"),
    [  # the tester's rows (this machine: no GPU, CPU-only ONNX Runtime, no ttnn)
        ("cpu", "float16", "auto", "dtype float16 runs on CUDA only"),
        ("cuda", None, "openvino", "runtime='openvino' runs on the CPU only, got device cuda"),
        ("tt", None, "openvino", "runtime='openvino' runs on the CPU only, got device tt:0"),
        ("tt", "auto", "onnxruntime", "runtime='onnxruntime' on 'tt': ONNX Runtime runs here"),
        ("cpu", "auto", "tensorrt", "runtime='tensorrt' runs on an NVIDIA GPU"),
    ],
)
def test_the_reported_combinations_are_refused_first(device, dtype, runtime, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        check_backend_options(device, dtype, runtime)


def test_the_machine_dependent_rows_are_refused_here_as_loading_refuses_them():
    """tt without ttnn, CUDA devices with the CPU-only ONNX Runtime, TensorRT on device auto:
    refused where this Python cannot run them."""
    if importlib.util.find_spec("ttnn") is None:
        with pytest.raises(ValueError, match="needs the ttnn package"):
            check_backend_options("tt", None, "auto")
    ort = pytest.importorskip("onnxruntime")
    if "CUDAExecutionProvider" not in ort.get_available_providers():
        with pytest.raises(ValueError, match="has no CUDAExecutionProvider"):
            check_backend_options("cuda:1", None, "onnxruntime")
    if "TensorrtExecutionProvider" not in ort.get_available_providers():
        with pytest.raises(ValueError, match="has no TensorrtExecutionProvider"):
            check_backend_options("auto", None, "tensorrt")


def test_a_cuda_index_past_the_last_gpu_is_refused(monkeypatch):
    """cuda:1 on a one-GPU machine passed, and the load failed late on torch's ordinal."""
    import torch

    from tt_depth_anything_3.backends.base import parse_device

    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 1)
    assert parse_device("cuda:0").name == "cuda:0"
    with pytest.raises(ValueError, match=r"torch sees 1 CUDA device\(s\), cuda:0 to cuda:0"):
        parse_device("cuda:1")


def test_tensorrt_without_a_gpu_says_no_gpu_is_visible(monkeypatch, tmp_path):
    """On a machine with no NVIDIA GPU, runtime='tensorrt' only told to install
    onnxruntime-gpu, which cannot help there; it says no GPU is visible as well."""
    from tt_depth_anything_3.backends.runtimes import ort_providers

    monkeypatch.setattr(ort_providers.sys, "platform", "linux")
    monkeypatch.setattr(ort_providers, "NVIDIA_DRIVER", tmp_path / "gpus")  # no driver
    with pytest.raises(ValueError, match="no NVIDIA GPU is visible on this machine") as caught:
        ort_providers.check_available(ort_providers.TENSORRT, ["CPUExecutionProvider"], "1.x")
    assert "has no TensorrtExecutionProvider" in str(caught.value)
    (tmp_path / "gpus" / "0000:01:00.0").mkdir(parents=True)  # a GPU the driver holds
    with pytest.raises(ValueError) as caught:
        ort_providers.check_available(ort_providers.TENSORRT, ["CPUExecutionProvider"], "1.x")
    assert "no NVIDIA GPU is visible" not in str(caught.value)


def test_torch_s_cpu_device_with_its_index_is_the_cpu(tiny_metric_checkpoint):
    """``torch.device("cpu", 0)`` (and its text, ``"cpu:0"``, as torch writes it) was refused
    as an unknown device, where torch takes it for the CPU; another CPU index is still refused."""
    import torch

    from tt_depth_anything_3 import DepthAnything3
    from tt_depth_anything_3.backends.base import parse_device

    for device in ("cpu:0", " CPU:0", torch.device("cpu", 0)):
        assert parse_device(device).name == "cpu"
    with pytest.raises(ValueError, match="unknown device 'cpu:1'"):
        parse_device("cpu:1")
    model = DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, device=torch.device("cpu", 0), process_res=70
    )
    assert model.describe()["backend"]["device"] == "cpu"
