"""The emulated device program with the one-pass attention (calibrated on a few images) against
the emulated stock-attention program; a crafted input trips the guard and ``run_guarded`` returns
the stock program's depth."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch

from support.numerics import pearson
from tt_depth_anything_3.backends.blackhole.numerics import (
    EmulatedOnePassProgram,
    EmulatedProgram,
)
from tt_depth_anything_3.backends.blackhole.one_pass import (
    GuardWindow,
    calibrate_attention,
    run_guarded,
)
from tt_depth_anything_3.backends.torch.loading import build_network
from tt_depth_anything_3.config import DA3Config

DEPTH_PEARSON = 0.9998  # one-pass emulated depth against the stock-attention emulated depth
SIZE = (56, 70)


@pytest.fixture(scope="module")
def network(tiny_metric_checkpoint: Path) -> torch.nn.Module:
    config = DA3Config.from_dict(json.loads((tiny_metric_checkpoint / "config.json").read_text()))
    return build_network(config, tiny_metric_checkpoint / "model.safetensors")


@pytest.fixture(scope="module")
def images() -> list[tuple[str, torch.Tensor]]:
    gen = torch.Generator().manual_seed(3)
    return [(f"random-{i}", torch.randn(3, *SIZE, generator=gen)) for i in range(4)]


def test_one_pass_program_matches_stock_program(network, images) -> None:
    calibration = calibrate_attention(network, images[:3], margin=8.0)
    assert all(layer.one_pass for layer in calibration.layers)
    batch = images[3][1][None]  # held out of the calibration set
    stock = EmulatedProgram(network)(batch)
    one_pass = EmulatedOnePassProgram(network, calibration)(batch)
    measured = pearson(one_pass["depth"], stock["depth"])
    print(f"one-pass vs stock emulated depth Pearson {measured:.8f}")
    assert one_pass["guard"].shape == (1, len(calibration.layers), 3)
    assert one_pass["guard"].sum() == 0
    assert measured >= DEPTH_PEARSON
    assert not torch.equal(one_pass["depth"], stock["depth"])  # the one-pass layers did run
    exact = EmulatedOnePassProgram(network, calibration, exact=True)(batch)
    reference = EmulatedProgram(network, exact=True)(batch)
    torch.testing.assert_close(exact["depth"], reference["depth"], rtol=1e-4, atol=1e-5)


def test_guard_trips_and_the_stock_program_runs(network, images) -> None:
    # A window narrow enough for the tiny model to leave: random images fit, a flat one does not.
    calibration = calibrate_attention(network, images[:3], 0.25, GuardWindow(-1.5, 1.5))
    assert all(layer.one_pass for layer in calibration.layers)
    one_pass_program = EmulatedOnePassProgram(network, calibration)
    stock_program = EmulatedProgram(network)

    def guarded(batch: torch.Tensor):
        def one_pass() -> tuple[torch.Tensor, torch.Tensor]:
            out = one_pass_program(batch)
            return out["depth"], out["guard"]

        return run_guarded(one_pass, lambda: stock_program(batch)["depth"], force_stock=False)

    crafted = torch.full((1, 3, *SIZE), 5.0)
    result = guarded(crafted)
    assert result.fallback and result.guard is not None and result.guard.tripped
    assert torch.equal(result.value, stock_program(crafted)["depth"])

    inside = images[0][1][None]
    result = guarded(inside)
    assert not result.fallback and not result.guard.tripped
    assert not torch.equal(result.value, stock_program(inside)["depth"])


def test_layers_whose_padded_rows_leave_the_window_run_stock_as_on_the_device(
    network, images
) -> None:
    """The device runs a layer whose padded query rows would leave the window at the size (21
    tokens, 11 padded rows) on the stock SDPA (``OnePassAttention.padded_stock``); the emulator
    ran the one-pass algorithm there and counted those rows, so its guard tripped on every input
    where the device's did not."""
    import dataclasses

    calibration = calibrate_attention(network, images[:3], margin=8.0)
    layers = tuple(dataclasses.replace(layer, c_layer=100.0) for layer in calibration.layers)
    far = dataclasses.replace(calibration, layers=layers)
    assert all(layer.one_pass for layer in far.layers)
    batch = images[3][1][None]
    out = EmulatedOnePassProgram(network, far)(batch)
    assert out["guard"].sum() == 0
    assert torch.equal(out["depth"], EmulatedProgram(network)(batch)["depth"])
