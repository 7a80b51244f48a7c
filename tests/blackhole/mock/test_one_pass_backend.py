"""The backend's one-pass attention plumbing on the mock p150a (tiny model, eager).

Without the TT-Lang compiler the shipped compiles are the kernel; a shape with none (the tiny
model's) makes building its program fail with what is missing (no silent fallback); ``TT_DA3_FORCE_STOCK_ATTENTION=1`` runs the stock program. With a
stand-in kernel (a no-op: the mock's outputs are zeros anyway) the one-pass program's own ops
(the views of the qkv output and of the context, guard zeros) pass ttnn's validation, the guard
is read back, and a tripped guard reruns the image through the stock program of the same size,
marked as fallback.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ttnn = pytest.importorskip("ttnn")

import numpy as np  # noqa: E402
import torch  # noqa: E402

import tt_depth_anything_3  # noqa: E402
from tt_depth_anything_3 import DepthAnything3  # noqa: E402
from tt_depth_anything_3.backends.blackhole.device import TTNNBackend  # noqa: E402
from tt_depth_anything_3.backends.blackhole.device.one_pass import kernel_source  # noqa: E402
from tt_depth_anything_3.backends.blackhole.one_pass import (  # noqa: E402
    CALIBRATION_FILE,
    FORCE_STOCK_ENV,  # noqa: E402
    AttentionCalibration,
    calibrate_attention,
)
from tt_depth_anything_3.backends.torch.loading import build_network  # noqa: E402
from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint  # noqa: E402

SIZE = (56, 70)


@pytest.fixture(autouse=True)
def stock_kernels(monkeypatch) -> None:
    """The tiny model runs the stock residual norms and resizes (their kernels ship compiled for
    DA3Metric-Large's widths only; the default program would refuse it, as tested in
    test_shipped_kernels_in_program.py): these tests are about the one-pass attention."""
    monkeypatch.setenv("TT_DA3_RESIDUAL_NORM", "stock")
    monkeypatch.setenv("TT_DA3_RESIZE", "stock")


@pytest.fixture(scope="module")
def calibrated(tiny_metric_checkpoint: Path, tmp_path_factory) -> Path:
    """A copy of the tiny checkpoint with an attention calibration beside its weights."""
    folder = tmp_path_factory.mktemp("calibrated")
    for name in ("config.json", "model.safetensors"):
        shutil.copy(tiny_metric_checkpoint / name, folder / name)
    files = resolve_checkpoint("", None, folder)
    network = build_network(files.config, files.weights)
    gen = torch.Generator().manual_seed(0)
    images = [(f"random-{i}", torch.randn(3, *SIZE, generator=gen)) for i in range(2)]
    calibrate_attention(network, images).save(folder / CALIBRATION_FILE)
    return folder


def load(folder: Path) -> DepthAnything3:
    return DepthAnything3.from_pretrained(
        weights_path=folder, device="tt", trace=False, warmup_sizes=[], process_res=70
    )


def one_pass_backend(calibrated: Path, kernel) -> TTNNBackend:
    """An eager one-pass backend of the calibrated tiny model whose attention kernel is
    ``kernel`` (a stand-in called with the kernel's tensors)."""
    files = resolve_checkpoint("", None, calibrated)
    calibration = AttentionCalibration.load(calibrated / CALIBRATION_FILE)
    return TTNNBackend(
        build_network(files.config, files.weights),
        trace=False,
        attention_calibration=calibration,
        one_pass_kernel=kernel,
    )


def test_unshipped_shape_is_an_error(mock_p150a, calibrated, monkeypatch) -> None:
    """No compiler here: the shipped compiles are the kernel, and the tiny model's shape (2
    heads) has none, which building its program says, naming the folder and the build."""
    monkeypatch.delenv(FORCE_STOCK_ENV, raising=False)
    with load(calibrated) as model:
        # describe() names the kernel's code: it said the shipped compile whatever ran
        assert model.describe()["backend"]["one_pass_kernel"].startswith("the shipped compile")
        with pytest.raises(ValueError, match="no shipped compile of one_pass_attention"):
            model(np.full((56, 70, 3), 128, np.uint8))


def test_forced_stock_runs_the_stock_program(mock_p150a, calibrated, monkeypatch) -> None:
    monkeypatch.setenv(FORCE_STOCK_ENV, "1")
    with load(calibrated) as model:
        out = model(np.full((56, 70, 3), 128, np.uint8))
        assert out.fallback is False and out.depth.shape == SIZE
        info = model.describe()["backend"]
        assert info["attention"] == "stock" and info["attention_forced_stock"] is True
        assert info["programs"] == [[*SIZE, "stock"]]
        assert info["one_pass_kernel"] is None


def test_guard_readback_and_fallback(mock_p150a, calibrated, monkeypatch, caplog) -> None:
    """A tripped guard reruns the image on the stock program: flagged, counted and logged (a
    warning naming the size and the guard's counts; the fallback was silent in the logs)."""
    monkeypatch.delenv(FORCE_STOCK_ENV, raising=False)
    calls = []

    def stand_in(qkv, shift, window, out, guard) -> None:
        shapes = (qkv, shift, window, out, guard)
        calls.append(tuple(tuple(t.shape) for t in shapes))

    backend = one_pass_backend(calibrated, stand_in)
    try:
        batch = torch.zeros(1, 3, *SIZE)
        result = backend.run(batch)
        # Tiny model: 2 heads of 32, 4 x 5 patches + class token = 21 tokens, one tile, so
        # chunks of 32: qkv and out are the linear's tiles (32 rows); shift: per head a full
        # and a last chunk; window: 6 tile columns of one chunk; guard: a row of 3 flag tiles
        # per node at work (2 heads x 1 chunk: 2 nodes). One call per layer.
        expected = ((32, 3 * 64), (2 * 32, 2 * 32), (32, 6 * 32), (32, 64), (2 * 32, 3 * 32))
        assert calls == [expected] * 4
        assert result.fallback == (False,)
        assert backend.describe()["programs"] == [[*SIZE, "one_pass"]]
        assert backend.programs.get(*SIZE, "one_pass").one_pass.tokens == 21  # built: no new one

        assert "guard tripped" not in caplog.text
        monkeypatch.setattr(backend.programs, "read_guard", lambda guard: torch.tensor([0, 3, 0]))
        with caplog.at_level("WARNING", logger="tt_depth_anything_3.ttnn"):
            result = backend.run(batch)
        assert result.fallback == (True,) and backend.fallbacks == 1
        assert "56x70: the one-pass attention's guard tripped" in caplog.text
        assert "overflow 0, underflow 3, non-finite 0" in caplog.text
        assert backend.describe()["programs"] == [[*SIZE, "one_pass"], [*SIZE, "stock"]]
        assert result.timing_ms["one_pass_ms"] > 0
        info = backend.describe()
        assert info["attention"] == "one_pass" and info["one_pass_layers"] == 4
        assert info["sizes"] == [SIZE] and info["fallbacks"] == 1
        assert info["one_pass_kernel"] == "the caller's one_pass_kernel (not the shipped compile)"
        compiled_here = kernel_source(stand_in, given=False)  # an operation tt-lang built here
        assert compiled_here.startswith("compiled here by the TT-Lang compiler")
    finally:
        backend.close()


def recalibrated(calibrated: Path, tmp_path: Path, **changes: object) -> Path:
    """A copy of ``calibrated`` whose calibration has ``changes`` (``one_pass``: every layer's)."""
    folder = tmp_path / "recalibrated"
    shutil.copytree(calibrated, folder)
    data = json.loads((folder / CALIBRATION_FILE).read_text(encoding="utf-8"))
    every_layer = changes.pop("one_pass", None)
    for layer in data["layers"]:
        layer["one_pass"] = layer["one_pass"] if every_layer is None else every_layer
    data.update(changes)
    (folder / CALIBRATION_FILE).write_text(json.dumps(data), encoding="utf-8")
    return folder


def test_a_calibration_for_another_model_is_refused(mock_p150a, calibrated, tmp_path) -> None:
    """Only the layer count was compared: another model's offsets ran silently."""
    folder = recalibrated(calibrated, tmp_path, model_name="some-other-model")
    with pytest.raises(ValueError, match="calibration is for some-other-model, not "):
        load(folder)


def test_every_layer_stock_warns(mock_p150a, calibrated, tmp_path, monkeypatch) -> None:
    """Every layer below the margin silently became attention "stock"."""
    monkeypatch.delenv(FORCE_STOCK_ENV, raising=False)
    folder = recalibrated(calibrated, tmp_path, one_pass=False)
    with pytest.warns(UserWarning, match="keeps every one of .* layers on the stock SDPA"):
        model = load(folder)
    with model:
        assert model.describe()["backend"]["attention"] == "stock"


def test_a_stock_program_refused_at_warmup_is_a_value_error_and_released(
    mock_p150a, calibrated, monkeypatch
) -> None:
    """``warmup`` of a one-pass backend ran the stock program of the size directly, not through
    the size-refusal path: a device refusal of the stock program there was ttnn's raw
    RuntimeError and the size's programs stayed allocated. Now it is the ValueError naming the
    size that a call gets, and everything of the size is released."""
    monkeypatch.delenv(FORCE_STOCK_ENV, raising=False)
    backend = one_pass_backend(calibrated, lambda *tensors: None)

    def refused(*args, **kwargs):  # every layer runs one-pass: only the stock program calls it
        raise RuntimeError(
            "TT_FATAL @ sdpa_op.cpp:1 info: Out of Memory: Not enough space to allocate 1 B "
            "L1 buffer across 110 banks\nbacktrace: --- ttnn::sdpa"
        )

    try:
        loaded = backend.memory_in_use()
        monkeypatch.setattr(ttnn.transformer, "scaled_dot_product_attention", refused)
        with pytest.raises(ValueError, match=r"cannot run at network input 56x70 .*Out of Memory"):
            backend.warmup(SIZE)
        assert backend.describe()["programs"] == [] and backend.memory_in_use() == loaded
    finally:
        backend.close()


GUARD_LINES = ("grid", "compiled", "shipped")
GUARD_ON_GRID = """
import sys
from pathlib import Path

from tt_depth_anything_3.backends.blackhole.mock import apply_mock_environment

apply_mock_environment(Path(sys.argv[1]), grid="12x10")
import ttnn

from tt_depth_anything_3.backends.blackhole.device.one_pass import OnePassAttention
from tt_depth_anything_3.backends.blackhole.device.shipped import launch_one_pass_attention
from tt_depth_anything_3.backends.blackhole.one_pass import uniform_calibration

device = ttnn.open_device(device_id=0)
try:
    grid = device.compute_with_storage_grid_size()
    print("grid", int(grid.x), int(grid.y))
    for name, kernel in (("compiled", lambda *tensors: None), ("shipped", launch_one_pass_attention)):
        attention = OnePassAttention(kernel, uniform_calibration(1), device, 16, 1370, 64)
        attention.start()
        print(name, tuple(attention.guard.shape)[0])
        attention.release()
finally:
    ttnn.close_device(device)
"""


def test_guard_has_a_row_for_every_node_of_the_kernels_grid(tmp_path: Path) -> None:
    """The guard had one tile row per node of the shipped compile's 11x10 grid whatever the
    kernel: an operation compiled on the chip (``grid="full"``) spans the device's grid, 12x10
    with ETH dispatch, and at 1370 tokens (352 items) nodes 110-119 wrote their counts past the
    guard's end, where the host never read them. On the 12x10 mock (a child process: the
    session's mock is 11x10) the compiled kernel's guard has 120 rows, the shipped one's 110."""
    code = str(Path(tt_depth_anything_3.__file__).resolve().parents[1])
    run = subprocess.run(
        [sys.executable, "-c", GUARD_ON_GRID, str(tmp_path / "mock")],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "PYTHONPATH": code},
    )
    assert run.returncode == 0, run.stderr[-3000:]
    lines = [line for line in run.stdout.splitlines() if line.split(" ")[0] in GUARD_LINES]
    assert lines == ["grid 12 10", f"compiled {120 * 32}", f"shipped {110 * 32}"]
