"""Calibration, the one-pass emulation of a whole (tiny random) network, the guard and the
fallback to the stock SDPA; the calibration command end to end."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
import torch
from PIL import Image

from support.numerics import pearson
from tt_depth_anything_3.backends.blackhole.one_pass import (
    CALIBRATION_FILE,
    FORCE_STOCK_ENV,
    AttentionCalibration,
    GuardReport,
    GuardWindow,
    calibrate_attention,
    force_stock_attention,
    one_pass_emulation,
    run_guarded,
)
from tt_depth_anything_3.backends.torch.loading import build_network
from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.config.errors import InputError

DEPTH_PEARSON = 0.9998  # one-pass (bf16 q/k/v/p/out) depth against the stock-attention depth
SIZE = 56


@pytest.fixture(scope="module")
def network(tiny_metric_checkpoint: Path) -> torch.nn.Module:
    files = resolve_checkpoint("", None, tiny_metric_checkpoint)
    return build_network(files.config, files.weights, "fp32")


@pytest.fixture(scope="module")
def images() -> list[tuple[str, torch.Tensor]]:
    gen = torch.Generator().manual_seed(1)
    return [(f"random-{i}", torch.randn(3, SIZE, SIZE, generator=gen)) for i in range(4)]


@torch.no_grad()
def test_one_pass_depth_matches_stock(network, images) -> None:
    calibration = calibrate_attention(network, images[:3], margin=8.0)
    assert all(layer.one_pass for layer in calibration.layers)
    assert calibration.worst_headroom >= 8.0
    image = images[3][1][None]  # held out of the calibration set
    stock = network(image)["depth"]
    with one_pass_emulation(network, calibration) as counts:
        one_pass = network(image)["depth"]
    assert counts.sum() == 0
    measured = pearson(one_pass, stock)
    print(f"one-pass vs stock depth Pearson {measured:.8f}")  # the figure docs/kernels.md gives
    assert measured >= DEPTH_PEARSON
    assert not torch.equal(one_pass, stock)  # the emulation did run
    assert torch.equal(network(image)["depth"], stock)  # and left the network unchanged


@torch.no_grad()
def test_guard_trips_and_falls_back_to_stock(network, images) -> None:
    # A window narrow enough for the tiny model to leave: random images fit, a flat one does not.
    calibration = calibrate_attention(network, images[:3], 0.25, GuardWindow(-1.5, 1.5))
    assert all(layer.one_pass for layer in calibration.layers)
    crafted = torch.full((1, 3, SIZE, SIZE), 5.0)

    def one_pass(image: torch.Tensor):
        def run() -> tuple[torch.Tensor, torch.Tensor]:
            with one_pass_emulation(network, calibration) as counts:
                depth = network(image)["depth"]
            return depth, counts

        return run

    result = run_guarded(one_pass(crafted), lambda: network(crafted)["depth"], force_stock=False)
    assert result.fallback and result.guard is not None and result.guard.tripped
    assert torch.equal(result.value, network(crafted)["depth"])

    inside = images[0][1][None]
    result = run_guarded(one_pass(inside), lambda: network(inside)["depth"], force_stock=False)
    assert not result.fallback and result.guard == GuardReport()
    assert not torch.equal(result.value, network(inside)["depth"])


def test_force_stock_switch(monkeypatch) -> None:
    def never() -> tuple[int, torch.Tensor]:
        raise AssertionError("the one-pass path must not run when stock is forced")

    monkeypatch.setenv(FORCE_STOCK_ENV, "1")
    assert force_stock_attention()
    result = run_guarded(never, lambda: 7)
    assert (result.value, result.fallback, result.guard) == (7, False, None)
    monkeypatch.setenv(FORCE_STOCK_ENV, "yes")
    # an InputError (still a ValueError), as TT_DA3_TT_SIZES's and TT_DA3_RESIDUAL_NORM's are:
    # it was a bare ValueError
    with pytest.raises(InputError, match="must be 0 or 1"):
        force_stock_attention()
    assert not force_stock_attention({})


def test_calibrate_command(tiny_metric_checkpoint: Path, tmp_path: Path, capsys) -> None:
    rng = np.random.default_rng(0)
    paths = []
    for i in range(2):
        path = tmp_path / f"image{i}.png"
        Image.fromarray(rng.integers(0, 255, (42, 56, 3), dtype=np.uint8)).save(path)
        paths.append(str(path))
    out = tmp_path / CALIBRATION_FILE
    argv = ["calibrate-attention", "--weights", str(tiny_metric_checkpoint), "--images", *paths]
    assert main([*argv, "--process-res", "56", "--margin", "4", "--out", str(out)]) == 0
    report = json.loads(capsys.readouterr().out)
    calibration = AttentionCalibration.load(out)
    assert calibration.images == tuple(paths) and calibration.margin == 4.0
    assert len(calibration.layers) == 4 == len(report["layers"])
    assert report["worst_headroom_nats"] == round(calibration.worst_headroom, 3)
    assert json.loads(out.read_text())["worst_headroom"] == calibration.worst_headroom
    again = calibration.save(str(tmp_path / "again.json"))  # a str path, as load takes (it was
    assert AttentionCalibration.load(str(again)) == calibration  # an AttributeError)


def test_calibrate_command_refuses_what_the_backend_cannot_run(tmp_path: Path, capsys) -> None:
    """DA3-SMALL (RoPE, camera tokens) was calibrated and the file written, for a backend that
    refuses the model; a damaged calibration file is named; a NaN margin is refused."""
    from support.checkpoints import write_checkpoint

    small = write_checkpoint(tmp_path / "small", "da3-small")
    image = tmp_path / "image.png"
    Image.fromarray(np.zeros((42, 56, 3), np.uint8)).save(image)
    argv = ["calibrate-attention", "--weights", str(small), "--images", str(image)]
    assert main([*argv, "--process-res", "56"]) == 2
    assert "the Blackhole backend runs the DPT models" in capsys.readouterr().err
    assert not (small / CALIBRATION_FILE).exists()
    for margin in ("nan", "-1"):  # NaN passed "< 0" and wrote a file every load refuses
        assert main([*argv, "--process-res", "56", "--margin", margin]) == 2
        assert f"--margin must be >= 0 nats, got {float(margin)}" in capsys.readouterr().err
        assert not (small / CALIBRATION_FILE).exists()
    damaged = tmp_path / CALIBRATION_FILE
    damaged.write_text("{not json")
    with pytest.raises(ValueError, match=f"{damaged}: not an attention calibration"):
        AttentionCalibration.load(damaged)


def test_calibrate_command_bounds_process_res_and_checks_out_first(
    tiny_metric_checkpoint: Path, tmp_path: Path, capsys
) -> None:
    """``--process-res`` had no upper bound (5000: a raw 585 GB allocation traceback; 0: the
    preprocess's own message), unlike every other command's "process_res must be 14 to 4032";
    an ``--out`` that is a folder or in a missing one failed only after the whole run."""
    image = tmp_path / "image.png"
    Image.fromarray(np.zeros((42, 56, 3), np.uint8)).save(image)
    argv = ["calibrate-attention", "--weights", str(tiny_metric_checkpoint), "--images", str(image)]
    for res in ("5000", "0"):
        assert main([*argv, "--process-res", res]) == 2
        assert f"error: process_res must be 14 to 4032, got {res}" in capsys.readouterr().err
    for out, why in ((tmp_path, "it is a folder"), (tmp_path / "no" / "c.json", "does not exist")):
        assert main([*argv, "--process-res", "56", "--out", str(out)]) == 2
        assert f"cannot write --out {out}: " in (err := capsys.readouterr().err) and why in err
    assert not (tiny_metric_checkpoint / CALIBRATION_FILE).exists()


def malformed(data: dict, case: str) -> None:
    """``data`` damaged as ``case`` names (in place)."""
    layer = data["layers"][0]
    if case == "no_layers":
        del data["layers"]
    elif case == "extra_key":
        data["layers"][0] = {**layer, "extra": 1}
    elif case == "layers_not_list":
        data["layers"] = 5
    elif case == "window_string":
        data["window"] = {"log_low": "x"}
    elif case == "window_inverted":
        data["window"] = {"log_low": 60, "log_high": -60}
    elif case == "window_beyond_exp":
        data["window"] = {"log_low": -60, "log_high": 1000}
    elif case == "window_empty":
        data["window"] = {}
    elif case == "window_one_key":
        data["window"] = {"log_high": 30}
    elif case == "c_layer_beyond_float32":
        layer["c_layer"] = 1e308
    elif case == "c_layer_nan":
        layer["c_layer"] = float("nan")
    elif case == "c_layer_string":
        layer["c_layer"] = "7"
    else:
        data["surprise"] = True


FIELDS = {
    "no_layers": "fields missing \\['layers'\\]",
    "extra_key": "layers\\[0\\] must hold exactly",
    "layers_not_list": "layers must be a non-empty list",
    "window_string": "window.log_low must be a number",
    "window_inverted": "window.log_low must be below window.log_high",
    "window_beyond_exp": "window.log_high must be within \\+-87 nats",
    "window_empty": "window must hold log_low and log_high",
    "window_one_key": "window must hold log_low and log_high",
    "c_layer_beyond_float32": "layers\\[0\\].c_layer must be within a float32's range",
    "c_layer_nan": "layers\\[0\\].c_layer must be a finite number",
    "c_layer_string": "layers\\[0\\].c_layer must be a number",
    "unknown_field": "fields missing \\[\\], unknown \\['surprise'\\]",
}


@pytest.mark.parametrize("case", list(FIELDS))
def test_a_malformed_calibration_names_the_file_and_field(tmp_path: Path, case: str) -> None:
    """A KeyError / TypeError traceback reached ``tt-da3 predict``, and a NaN or string
    ``c_layer`` or an inverted window loaded (the guard then trips on every image). Bounds
    whose ``exp`` float32 cannot hold (``log_high`` 1000: a raw ``OverflowError`` at the
    first device run) and a ``c_layer`` beyond float32 (a refusal blaming the input size)
    loaded too, as did an empty or one-bound window (defaults filled the rest in)."""
    from tt_depth_anything_3.backends.blackhole.one_pass import uniform_calibration

    good = tmp_path / "good.json"
    uniform_calibration(2, "da3metric-large").save(good)
    assert AttentionCalibration.load(good).layers[1].one_pass
    data = json.loads(good.read_text(encoding="utf-8"))
    malformed(data, case)
    bad = tmp_path / CALIBRATION_FILE
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ValueError, match=f"{bad}: not an attention calibration: {FIELDS[case]}"):
        AttentionCalibration.load(bad)
