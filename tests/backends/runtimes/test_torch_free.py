"""A warm exported engine runs without torch: ``from_pretrained(runtime=...)``, a prediction and
``tt-da3 predict`` in a fresh process where importing torch raises, with outputs equal to the
same engine's in a process that has torch (the package's data plane is numpy:
``config.torch_interop``). A cold load (nothing cached) exports with torch, as before."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends.runtimes.openvino_backend import native_bf16
from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu

pytest.importorskip("onnxruntime")
pytest.importorskip("openvino")

ROOT = Path(__file__).resolve().parents[3]
# Put first on the import path, this finder refuses torch and everything under it.
BLOCK_TORCH = textwrap.dedent(
    """
    import importlib.abc, sys

    class NoTorch(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name == "torch" or name.startswith("torch."):
                raise ImportError(f"torch imported in a torch-free run: {name}")

    sys.meta_path.insert(0, NoTorch())
    """
)
PREDICT = BLOCK_TORCH + textwrap.dedent(
    """
    import json, sys
    import numpy as np
    from PIL import Image
    from tt_depth_anything_3 import DepthAnything3

    weights, runtime, dtype, image, out = sys.argv[1:6]
    with DepthAnything3.from_pretrained(
        weights_path=weights, device="cpu", process_res=140, runtime=runtime, dtype=dtype
    ) as model:
        result = model(np.asarray(Image.open(image)), resize_to_original=True)
        described, device = model.describe()["backend"], model.device
        chosen = model.auto_runtime and model.auto_runtime["choice"], model.precision
    np.savez(out, depth=result.depth, sky=result.sky if result.sky is not None else np.nan,
             conf=result.conf if result.conf is not None else np.nan,
             intrinsics=result.intrinsics if result.intrinsics is not None else np.nan)
    print(json.dumps({"torch": "torch" in sys.modules, "loaded_from": described.get("loaded_from"),
                      "device": device, "cpu": described["cpu"], "chosen": chosen}))
    """
)
CASES = [
    ("onnxruntime", "float32"),
    ("openvino", "float32"),
    ("openvino", "bfloat16"),
    ("auto", "auto"),  # the gate's result read from the cache: no torch reference
]


def _env(cache: Path) -> dict[str, str]:
    path = os.pathsep.join([str(ROOT / "code"), os.environ.get("PYTHONPATH", "")])
    return {**os.environ, "TT_DA3_CACHE_DIR": str(cache), "PYTHONPATH": path}


def _run(code: str, *args: str, cache: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", code, *map(str, args)],
        capture_output=True, text=True, env=_env(cache), cwd=ROOT, timeout=600,
    )  # fmt: skip


@pytest.fixture(scope="module")
def photo_file(tmp_path_factory) -> Path:
    y, x = np.mgrid[0:90, 0:120]
    rgb = np.stack([(x * 1.9) % 255, (y * 2.9) % 255, ((x + y) * 0.7) % 255], axis=-1)
    path = tmp_path_factory.mktemp("photo") / "scene.png"
    Image.fromarray(rgb.astype(np.uint8)).save(path)
    return path


@pytest.mark.parametrize(("runtime", "dtype"), CASES)
def test_warm_engine_predicts_without_torch(
    runtime, dtype, tiny_metric_checkpoint, photo_file, runtime_cache, tmp_path
):
    if dtype == "bfloat16" and not native_bf16(detect_cpu()):
        pytest.skip("OpenVINO bf16 needs AMX-BF16 or AVX512-BF16; this CPU has neither")
    # the cold load, in this process (torch exports the graph), fills the cache
    with DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, device="cpu", process_res=140, runtime=runtime,
        dtype=dtype,
    ) as model:  # fmt: skip
        expected = model(np.asarray(Image.open(photo_file)), resize_to_original=True)
        chosen = model.auto_runtime and model.auto_runtime["choice"], model.precision
    if runtime == "auto" and chosen[0] == "torch":
        pytest.skip(f"auto took torch on this CPU ({chosen}): no engine to run without it")
    out = tmp_path / "out.npz"
    proc = _run(PREDICT, tiny_metric_checkpoint, runtime, dtype, photo_file, out,
                cache=runtime_cache)  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-3000:]
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    assert report["torch"] is False
    assert report["loaded_from"] in (None, {"b1_112x140": "cache"})  # ONNX Runtime: no blob
    assert report["device"] == "cpu" and report["cpu"]["torch_capability"] is None
    assert tuple(report["chosen"]) == chosen  # auto: the same choice, from the cache
    got = np.load(out)
    np.testing.assert_array_equal(got["depth"], expected.depth)
    np.testing.assert_array_equal(got["sky"], expected.sky)


def test_anyview_model_without_torch(tiny_anyview_checkpoint, photo_file, runtime_cache, tmp_path):
    """DA3-SMALL's family (camera head, confidence, no sky) on ONNX Runtime: the same outputs,
    its camera's K included, in a process without torch."""
    with DepthAnything3.from_pretrained(
        weights_path=tiny_anyview_checkpoint, device="cpu", process_res=140, runtime="onnxruntime"
    ) as model:
        expected = model(np.asarray(Image.open(photo_file)), resize_to_original=True)
    out = tmp_path / "out.npz"
    proc = _run(PREDICT, tiny_anyview_checkpoint, "onnxruntime", "float32", photo_file, out,
                cache=runtime_cache)  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert json.loads(proc.stdout.strip().splitlines()[-1])["torch"] is False
    got = np.load(out)
    assert expected.conf is not None and expected.intrinsics is not None
    np.testing.assert_array_equal(got["depth"], expected.depth)
    np.testing.assert_array_equal(got["conf"], expected.conf)
    np.testing.assert_array_equal(got["intrinsics"], expected.intrinsics)


def test_cli_predict_without_torch(tiny_metric_checkpoint, photo_file, runtime_cache, tmp_path):
    with DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, process_res=140, runtime="onnxruntime"
    ) as model:
        model(np.asarray(Image.open(photo_file)))  # the graph exported and cached
    cli = BLOCK_TORCH + textwrap.dedent(
        """
        from tt_depth_anything_3.cli import main
        code = main(sys.argv[1:])
        assert "torch" not in sys.modules
        sys.exit(code)
        """
    )
    flags = ["predict", photo_file, "--out", tmp_path / "out", "--weights",
             tiny_metric_checkpoint, "--runtime", "onnxruntime", "--process-res", "140",
             "--format", "npy"]  # fmt: skip
    proc = _run(cli, *flags, cache=runtime_cache)
    assert proc.returncode == 0, proc.stderr[-3000:]
    depth = np.load(tmp_path / "out" / "scene.npy")
    assert depth.shape == (112, 140) and np.isfinite(depth).all()


def test_package_import_and_torch_tensors(tiny_metric_checkpoint):
    """Importing the package (and its CLI) does not import torch; a torch tensor a caller
    passes is still read (torch is then loaded by the caller)."""
    proc = _run(BLOCK_TORCH + "import tt_depth_anything_3, tt_depth_anything_3.cli\n",
                cache=Path(os.devnull))  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-3000:]
    import torch

    from tt_depth_anything_3.inference.images import load_image

    image = torch.arange(8 * 10 * 3, dtype=torch.int32).remainder(256).to(torch.uint8)
    image = image.reshape(8, 10, 3)
    np.testing.assert_array_equal(load_image(image).rgb, image.numpy())


GPU_REQUEST = BLOCK_TORCH + textwrap.dedent(
    """
    import sys
    import onnxruntime
    from tt_depth_anything_3 import DepthAnything3

    weights, runtime, device = sys.argv[1:4]
    onnxruntime.get_available_providers = lambda: ["CPUExecutionProvider"]  # a CPU-only build
    try:
        DepthAnything3.from_pretrained(weights_path=weights, runtime=runtime, device=device)
    except ValueError as error:
        print(error)
    """
)


@pytest.mark.parametrize(("runtime", "device"), [("onnxruntime", "cuda:1"), ("tensorrt", "auto")])
def test_gpu_request_is_parsed_without_torch(tiny_metric_checkpoint, runtime, device):
    """ONNX Runtime finds its GPU itself: ``device="cuda[:N]"`` (and TensorRT's ``"auto"``)
    reach its provider check without torch looking for CUDA."""
    proc = _run(GPU_REQUEST, tiny_metric_checkpoint, runtime, device, cache=Path(os.devnull))
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "onnxruntime-gpu" in proc.stdout, proc.stdout


def test_server_predicts_without_torch(tiny_metric_checkpoint, photo_file, runtime_cache, tmp_path):
    """``tt-da3 serve --runtime onnxruntime`` from a warm cache: ready, ``/predict`` answers,
    and the process never imported torch (an import would raise and fail the request)."""
    import base64

    import httpx

    from support.server_process import free_port, running_server

    with DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, process_res=140, runtime="onnxruntime"
    ) as model:
        model(np.asarray(Image.open(photo_file)))  # the graph exported and cached
    server = BLOCK_TORCH + textwrap.dedent(
        """
        from tt_depth_anything_3.cli import main
        sys.exit(main(sys.argv[1:]))
        """
    )
    port = free_port()
    command = [sys.executable, "-c", server, "serve", "--port", str(port), "--weights",
               str(tiny_metric_checkpoint), "--runtime", "onnxruntime", "--process-res", "140"]  # fmt: skip
    log = tmp_path / "server.log"
    with running_server(command, port, log, _env(runtime_cache)) as url:
        body = {
            "image": base64.b64encode(photo_file.read_bytes()).decode(),
            "output_format": "json",
        }
        response = httpx.post(f"{url}/predict", json=body, timeout=120)
        assert response.status_code == 200, response.text[:2000]
        assert np.isfinite(np.asarray(response.json()["depth"]["data"])).all()
        info = httpx.get(f"{url}/info", timeout=30).json()["model"]
        assert (info["backend"], info["device"]) == ("onnxruntime", "cpu")
    assert "torch imported" not in log.read_text()


def test_physical_cores_counts_cores_not_hyperthreads(tmp_path):
    """The engines' default thread count without torch: physical cores of the usable CPUs, as
    torch counts them (two packages, two cores each, two threads per core)."""
    from tt_depth_anything_3.config.torch_interop import physical_cores

    blocks = [
        f"processor\t: {cpu}\nphysical id\t: {cpu // 4}\ncore id\t: {cpu % 2}\n" for cpu in range(8)
    ]
    cpuinfo = tmp_path / "cpuinfo"
    cpuinfo.write_text("\n".join(blocks))
    assert physical_cores(str(cpuinfo), set(range(8))) == 4
    assert physical_cores(str(cpuinfo), {0, 1}) == 2  # one package's two cores
    assert physical_cores(str(cpuinfo), {0, 2}) == 1  # one core's two threads
    assert physical_cores(str(tmp_path / "absent"), {0, 1, 2}) == 3
