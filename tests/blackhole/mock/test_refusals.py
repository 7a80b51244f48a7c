"""What the device program says when it refuses, on the mock p150a (from an outside test):
one message listing every compile a size lacks with the one setting that runs it (following the
first refusal's advice used to meet a second), in ``tt-da3 estimate``'s own flags there; a
device id ttnn does not find named with those it does (was ttnn's "Chip to board mapping for
chip 1 not found" after an ETH attempt); the log of the ETH -> worker fallback naming the grid
it opened (the 12x10 stand-in said "its smaller compute grid" and opened 12x10)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ttnn = pytest.importorskip("ttnn")

import torch  # noqa: E402

from tt_depth_anything_3 import DepthAnything3  # noqa: E402
from tt_depth_anything_3.backends.blackhole.device import TTNNBackend  # noqa: E402
from tt_depth_anything_3.cli import main  # noqa: E402
from tt_depth_anything_3.config import DA3Config  # noqa: E402
from tt_depth_anything_3.config.errors import InputError  # noqa: E402
from tt_depth_anything_3.modeling import DepthAnything3Network  # noqa: E402

UNSHIPPED = (448, 602)  # process_res=600's 4:3 photo: 1377 tokens, no compile of either kernel
SETTINGS = "TT_DA3_RESIDUAL_NORM=stock TT_DA3_RESIZE=stock"


def metric_large() -> DepthAnything3Network:
    """DA3Metric-Large, uninitialised (the program does not depend on the values)."""
    config = DA3Config.from_dict({"model_name": "da3metric-large"})
    with torch.device("meta"):
        network = DepthAnything3Network(config)
    return network.to_empty(device="cpu")


def test_one_refusal_names_every_missing_compile_and_one_setting(mock_p150a, monkeypatch):
    monkeypatch.delenv("TT_DA3_RESIDUAL_NORM", raising=False)
    monkeypatch.delenv("TT_DA3_RESIZE", raising=False)
    backend = TTNNBackend(metric_large(), trace=False, dispatch="worker")
    try:
        with pytest.raises(ValueError) as refused:
            backend.warmup(UNSHIPPED)
        message = str(refused.value)
        assert "residual_layer_norm for 1377 tokens" in message
        assert "fused resize" in message and "2 kernels lack their shipped compile" in message
        assert f"({SETTINGS}, or tt_program='accurate')" in message
        assert "kernels.build --sizes 448x602" in message and "HxW" not in message
        assert backend.describe()["sizes"] == []
    finally:
        backend.close()
    # the advice runs it: both settings together
    monkeypatch.setenv("TT_DA3_RESIDUAL_NORM", "stock")
    monkeypatch.setenv("TT_DA3_RESIZE", "stock")
    backend = TTNNBackend(metric_large(), trace=False, dispatch="worker")
    try:
        backend.warmup(UNSHIPPED)
        assert backend.describe()["sizes"] == [UNSHIPPED]
    finally:
        backend.close()


def test_estimate_advises_its_own_flags(mock_p150a, monkeypatch, capsys):
    monkeypatch.delenv("TT_DA3_RESIDUAL_NORM", raising=False)
    monkeypatch.delenv("TT_DA3_RESIZE", raising=False)
    assert main(["estimate", "--size", "448x602"]) == 2
    error = capsys.readouterr().err.splitlines()[-1]
    assert "(--residual-norm stock --resize stock, or --program accurate)" in error
    assert "TT_DA3_" not in error and "tt_program" not in error
    assert main(["estimate", "--size", "518x518", "--program", "accurate", "--resize", "fused"])
    error = capsys.readouterr().err.splitlines()[-1]
    assert "--program fast" in error and "--resize stock" in error
    assert "--program accurate" not in error


def test_a_device_id_that_is_not_there_is_named(mock_p150a, tiny_metric_checkpoint, monkeypatch):
    monkeypatch.setenv("TT_DA3_RESIDUAL_NORM", "stock")
    monkeypatch.setenv("TT_DA3_RESIZE", "stock")
    for device in ("tt:1", 3):
        with pytest.raises(InputError, match=r"no Blackhole device \d.*finds are \[0\]"):
            DepthAnything3.from_pretrained(
                weights_path=tiny_metric_checkpoint, device=device, trace=False, warmup_sizes=[]
            )


def test_the_worker_fallback_logs_the_grid_it_opened(tmp_path: Path) -> None:
    """TT-Metal reads the mock once per process: the 12x10 stand-in in a child process."""
    code = (
        "import logging, sys\n"
        "from pathlib import Path\n"
        "from tt_depth_anything_3.backends.blackhole.mock import apply_mock_environment\n"
        f"apply_mock_environment(Path({str(tmp_path)!r}) / 'mock', '12x10')\n"
        "logging.basicConfig(stream=sys.stdout, format='LOG %(message)s')\n"
        "import ttnn\n"
        "from tt_depth_anything_3.backends.blackhole.device import open_blackhole\n"
        "device, dispatch, fallback = open_blackhole(0, 'auto')\n"
        "grid = device.compute_with_storage_grid_size()\n"
        "print('OPENED', dispatch, f'{grid.x}x{grid.y}')\n"
        "ttnn.close_device(device)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    assert "OPENED worker 12x10" in run.stdout, run.stdout[-3000:]
    logged = [line for line in run.stdout.splitlines() if line.startswith("LOG ETH dispatch")]
    assert logged and "compute grid 12x10" in logged[0], run.stdout[-3000:]
    assert "smaller" not in logged[0]


def test_above_the_planned_sizes_the_advice_says_it_is_unchecked(mock_p150a, monkeypatch):
    """1050x1400 was told to run ttnn's own ops or to compile its kernels, as if either ran it:
    both run out of L1 in a head conv; and ttnn's reason ended in "." before ". Its memory is
    released"."""
    from tt_depth_anything_3.backends.blackhole.device.backend import ttnn_reason

    monkeypatch.delenv("TT_DA3_RESIDUAL_NORM", raising=False)
    monkeypatch.delenv("TT_DA3_RESIZE", raising=False)
    backend = TTNNBackend(metric_large(), trace=False, dispatch="worker")
    try:
        with pytest.raises(ValueError) as refused:
            backend.warmup((1050, 1400))
        message = str(refused.value)
        assert "above the largest input the device program is planned for" in message
        assert "sides up to 1036" in message and "no memory plan was checked there" in message
        assert "may still run out of L1" in message
    finally:
        backend.close()
    reason = ttnn_reason(RuntimeError("info: Out of Memory: largest free block: 1 B).\nbacktrace:"))
    assert reason == "Out of Memory: largest free block: 1 B)"


def test_a_size_no_resize_compile_can_hold_is_refused_naming_it(mock_p150a, monkeypatch):
    """Past about 2000 px a side (any process_res up to 4032, which the API takes), the
    refusal was the resize planner's own "no resize (4, 1152) -> (8, 2304) x 256 float32 fits
    524288 bytes of CBs", naming neither the network input, nor the planned limit, nor what to
    do; now it is the refusal of the sizes above the plan, without advice to compile it."""
    monkeypatch.delenv("TT_DA3_RESIDUAL_NORM", raising=False)
    monkeypatch.delenv("TT_DA3_RESIZE", raising=False)
    backend = TTNNBackend(metric_large(), trace=False, dispatch="worker")
    try:
        for size in ((4032, 14), (14, 4032)):
            with pytest.raises(ValueError) as refused:
                backend.warmup(size)
            message = str(refused.value)
            name = f"{size[0]}x{size[1]}"
            assert message.startswith(f"the device program cannot run at network input {name}")
            assert "no compile of resize_bilinear can hold the head's resize: no resize" in message
            assert "above the largest input the device program is planned for" in message
            assert "sides up to 1036" in message and "TT_DA3_RESIZE=stock" in message
            assert "kernels.build --sizes" not in message
    finally:
        backend.close()


def test_a_failed_load_leaves_no_device_open(
    mock_p150a, tiny_metric_checkpoint, tmp_path, monkeypatch
):
    """The chip was opened before the weights were converted and the program cache was made, and
    nothing closed it when those failed: a bad ``TT_DA3_TT_SIZES`` (read after the whole
    conversion) or a weight cache that does not match its manifest left the device open in the
    process, with no backend to close it. Now TT_DA3_TT_SIZES is refused before the device
    opens, and a failure after it closes the device it opened."""
    import json

    from tt_depth_anything_3.backends.blackhole.device import WeightCache
    from tt_depth_anything_3.backends.blackhole.device.cache import MANIFEST
    from tt_depth_anything_3.backends.torch.loading import build_network

    monkeypatch.setenv("TT_DA3_RESIDUAL_NORM", "stock")  # the tiny widths ship no compile
    monkeypatch.setenv("TT_DA3_RESIZE", "stock")
    config = DA3Config.from_dict(json.loads((tiny_metric_checkpoint / "config.json").read_text()))
    network = build_network(config, tiny_metric_checkpoint / "model.safetensors")
    opened, closed = [], []
    real_open, real_close = ttnn.open_device, ttnn.close_device

    def open_device(*args, **kwargs):
        device = real_open(*args, **kwargs)
        opened.append(device)
        return device

    def close_device(device):
        closed.append(device)
        return real_close(device)

    monkeypatch.setattr(ttnn, "open_device", open_device)
    monkeypatch.setattr(ttnn, "close_device", close_device)
    monkeypatch.setenv("TT_DA3_TT_SIZES", "abc")
    with pytest.raises(InputError, match="TT_DA3_TT_SIZES"):
        TTNNBackend(network, trace=False, dispatch="worker")
    assert opened == []
    monkeypatch.delenv("TT_DA3_TT_SIZES")

    cache = WeightCache.for_checkpoint(
        tiny_metric_checkpoint / "model.safetensors", config, root=tmp_path
    )
    TTNNBackend(network, trace=False, dispatch="worker", weight_cache=cache).close()
    manifest = json.loads((cache.folder / MANIFEST).read_text())
    manifest["tensors"] += 1
    (cache.folder / MANIFEST).write_text(json.dumps(manifest))
    with pytest.raises(RuntimeError, match="delete the folder"):
        TTNNBackend(network, trace=False, dispatch="worker", weight_cache=cache)
    assert len(opened) == 2 and closed == opened


def test_close_frees_what_the_backend_put_on_a_callers_device(
    mock_p150a, tiny_metric_checkpoint, monkeypatch
):
    """With a device the caller opened (``device=``), ``close()`` released the traces only: the
    weights, every size's programs and prepared conv weights, ttnn's program cache and the fused
    residual norms' tensors stayed allocated on the caller's device until the backend object was
    garbage-collected. Now the device holds what it held before the backend, and a second close
    does nothing."""
    import json

    from tt_depth_anything_3.backends.blackhole.device import open_blackhole
    from tt_depth_anything_3.backends.blackhole.device.device import memory_in_use
    from tt_depth_anything_3.backends.torch.loading import build_network

    monkeypatch.setenv("TT_DA3_RESIZE", "stock")  # the tiny widths ship no compile
    config = DA3Config.from_dict(json.loads((tiny_metric_checkpoint / "config.json").read_text()))
    network = build_network(config, tiny_metric_checkpoint / "model.safetensors")
    device, _, _ = open_blackhole(0, "worker")
    try:
        before = memory_in_use(device)
        stock = TTNNBackend(network, device=device, trace=False, residual_norm="stock")
        stock.run(torch.zeros(1, 3, 56, 70))
        assert stock.memory_in_use()["dram_per_bank"] > before["dram_per_bank"]
        stock.close()
        assert stock.memory_in_use() == before
        stock.close()  # idempotent
        assert stock.memory_in_use() == before
        # the fused residual norms upload their tensors at load (the tiny model runs no size)
        fused = TTNNBackend(network, device=device, trace=False, residual_norm="fused")
        assert fused.memory_in_use() != before
        fused.close()
        assert fused.memory_in_use() == before
        with pytest.raises(RuntimeError, match="closed"):
            fused.run(torch.zeros(1, 3, 56, 70))
    finally:
        ttnn.close_device(device)
