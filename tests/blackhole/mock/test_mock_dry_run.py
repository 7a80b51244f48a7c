"""Dry run of the whole DA3Metric-Large forward on a mock p150a, eager, through the public API.

On the mock device every op runs its validation, program factory and L1 / circular-buffer
allocation (outputs are zeros), so this proves the program fits and is accepted by ttnn 0.81.1
at 518x518 and at an aspect-kept size, with the default program's TT-Lang kernels (the residual
LayerNorm and the fused resizes, their shipped compiles launched through ``ttnn.generic_op``);
it says nothing about the values (see the emulator).
The installed tt-metal cannot dispatch from the p150a's ETH cores (patches/README.md), so the
default ``dispatch="auto"`` falls back to worker dispatch, visibly. A second load reads the
converted weights back from the cache.
"""

from __future__ import annotations

import numpy as np
import pytest

ttnn = pytest.importorskip("ttnn")

from tt_depth_anything_3 import DepthAnything3  # noqa: E402


def load(checkpoint) -> DepthAnything3:
    return DepthAnything3.from_pretrained(
        weights_path=checkpoint, device="tt", trace=False, warmup_sizes=[], process_res=518
    )


def test_full_forward_on_mock_p150a(mock_p150a, full_metric_checkpoint):
    model = load(full_metric_checkpoint)
    with model:
        assert model.backend == "ttnn" and model.device == "tt:0"
        assert model.precision == "ttnn-bf16/fp32-residual+head/bf16-tail"  # program "fast"
        # Read from the device: a p150a with worker dispatch, after ETH was tried.
        info = model.describe()["backend"]
        assert info["grid"] == [11, 10]
        assert info["dispatch"] == "worker"
        assert "No core coordinate found" in info["dispatch_fallback"]
        assert info["weights_source"] == "converted+cached"
        first_load = info["load_seconds"]

        square = np.full((518, 518, 3), 128, np.uint8)
        out = model(square)
        assert out.model_input_size == (518, 518)
        assert out.depth.shape == (518, 518) and out.sky.shape == (518, 518)
        assert out.backend == "ttnn"

        model.process_res = 504
        landscape = np.full((224, 336, 3), 128, np.uint8)  # 2:3, aspect kept -> 336x504
        out = model(landscape)
        assert out.model_input_size == (336, 504)
        assert out.depth.shape == (336, 504) and out.sky.shape == (336, 504)
        # The eager program was built for both sizes and nothing was traced.
        info = model.describe()["backend"]
        assert info["programs"] == [[518, 518, "stock"], [336, 504, "stock"]]  # SDPA
        assert info["traces"] == 0
        # the default program: both TT-Lang kernels' shipped compiles (generic ops)
        assert (info["residual_norm"], info["resize"]) == ("fused", "fused")
        assert info["kernels"]["tt_lang_kernels"] == ["residual_layer_norm", "resize_bilinear"]

    second = load(full_metric_checkpoint)
    with second:
        info = second.describe()["backend"]
        assert info["weights_source"] == "cache"
        print(f"weights: converted {first_load:.1f} s, from cache {info['load_seconds']:.1f} s")


def test_a_device_open_leaves_nothing_in_the_cwd_or_the_temporary_folder(tmp_path):
    """With a mock set in the environment (as for ``tt-da3 predict --device tt`` on it) or a
    chip, every device open left ``generated/`` (TT-Metal's fabric maps, watcher lists) in
    the working directory and an empty Open MPI job folder ``ompi.HOST.UID/jf.0/N`` in the
    temporary folder. Now both go to a folder of the process, removed at exit; a
    ``TT_METAL_LOGS_PATH`` the user sets is kept. A process of its own (TT-Metal reads them
    once per process)."""
    import os
    import subprocess
    import sys

    from tt_depth_anything_3.backends.blackhole.mock import mock_environment

    env = {k: v for k, v in os.environ.items() if not k.startswith("TT_METAL_")}
    env.update(mock_environment(tmp_path / "mock"))
    env["PYTHONPATH"] = os.pathsep.join(sys.path)
    cwd, tmp, logs = tmp_path / "cwd", tmp_path / "tmp", tmp_path / "logs"
    for folder in (cwd, tmp):
        folder.mkdir()
    env["TMPDIR"] = str(tmp)
    code = (
        "import ttnn\n"
        "from tt_depth_anything_3.backends.blackhole.device.device import open_blackhole\n"
        "device, _, _ = open_blackhole(0, 'worker')\n"
        "ttnn.close_device(device)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], cwd=cwd, env=env, capture_output=True,
                         text=True, timeout=300)  # fmt: skip
    assert run.returncode == 0, run.stderr[-3000:]
    assert list(cwd.iterdir()) == [] and list(tmp.iterdir()) == []
    env["TT_METAL_LOGS_PATH"] = str(logs)  # the user's choice stands
    run = subprocess.run([sys.executable, "-c", code], cwd=cwd, env=env, capture_output=True,
                         text=True, timeout=300)  # fmt: skip
    assert run.returncode == 0, run.stderr[-3000:]
    assert (logs / "generated").is_dir() and list(cwd.iterdir()) == []
