"""``runtime="torch", dtype="auto"`` on a CPU gates the speed rule's int8 as ``runtime="auto"``
does: an outside test's checkpoint with channel outliers (norm weights x60) was served int8 at
depth Pearson 0.888 against float32, with no warning, while the documented promise is "the
fastest precision that passes the accuracy gate"."""

from __future__ import annotations

import json
import logging

import pytest
from safetensors.torch import load_file, save_file

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends.runtimes import torch_gate
from tt_depth_anything_3.backends.runtimes.select import GATE
from tt_depth_anything_3.backends.torch import loading
from tt_depth_anything_3.backends.torch.cpu_kernels import select_kernels
from tt_depth_anything_3.cli import main as cli_main

PROBE = "tt_depth_anything_3.backends.torch.auto_precision.probe_int8_speedup"

pytestmark = pytest.mark.skipif(
    not select_kernels("int8").fast, reason="the capability rule picks int8 only with a fast kernel"
)


@pytest.fixture(scope="module")
def outlier_checkpoint(tmp_path_factory):
    """The tiny metric checkpoint with the first two channels of every norm1 / norm2 weight
    x60 (the outside test's ``mkout.py``): activation outliers per-token int8 handles badly."""
    from support.checkpoints import write_checkpoint

    folder = write_checkpoint(tmp_path_factory.mktemp("outlier"), "da3metric-large", seed=0)
    weights = load_file(str(folder / "model.safetensors"))
    for name, value in weights.items():
        if name.endswith(("norm1.weight", "norm2.weight")):
            value = value.clone()
            value[:2] *= 60
            weights[name] = value
    save_file(weights, str(folder / "model.safetensors"))
    return folder


@pytest.fixture(autouse=True)
def own_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("TT_DA3_AUTO_PROBE", raising=False)
    monkeypatch.setattr(PROBE, lambda kernel: 5.0)  # int8 faster: the speed rule says int8


def test_int8_below_the_gate_is_refused_for_float32(outlier_checkpoint, caplog):
    with caplog.at_level(logging.WARNING):
        model = DepthAnything3.from_pretrained(
            weights_path=outlier_checkpoint, device="cpu", dtype="auto", process_res=140
        )
    with model:
        decision = model.describe()["auto_precision"]
        assert model.precision == "fp32"
    assert decision["choice"] == "fp32" and decision["rule"] == "int8"
    assert decision["gate"]["passed"] is False and decision["gate"]["depth"] < GATE["depth"]
    assert decision["thresholds"] == GATE
    assert decision["tried"][0]["skipped"] == "failed the accuracy gate"
    assert "int8 failed the accuracy gate" in decision["reason"]
    assert any("failed the accuracy gate" in r.getMessage() for r in caplog.records)


def test_int8_passing_the_gate_is_served_from_the_gate_s_own_build(
    tiny_metric_checkpoint, monkeypatch
):
    built = []
    passing = {"depth": 0.99999, "sky": 0.9999, "passed": True}

    def fake_gate(candidate, shape, reference, identity):
        built.append(candidate.backend())  # the gate ran the candidate
        return passing

    monkeypatch.setattr(torch_gate, "run_gate", fake_gate)
    real_build = loading.build_network
    precisions = []

    def counting_build(config, weights, precision, *args, **kwargs):
        precisions.append(precision)
        return real_build(config, weights, precision, *args, **kwargs)

    monkeypatch.setattr(loading, "build_network", counting_build)
    with DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, device="cpu", dtype="auto", process_res=140
    ) as model:
        decision = model.describe()["auto_precision"]
        assert model.precision == "int8"
    assert len(built) == 1 and precisions == ["int8"]  # the gate's build is served
    assert decision["gate"] == passing and "passing the accuracy gate" in decision["reason"]


def test_probe_off_takes_the_rule_and_says_it_was_not_gated(tiny_metric_checkpoint, monkeypatch):
    monkeypatch.setenv("TT_DA3_AUTO_PROBE", "0")
    with DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, device="cpu", dtype="auto", process_res=140
    ) as model:
        decision = model.describe()["auto_precision"]
        assert model.precision == "int8"
    assert decision["gate"] is None and "not gated" in decision["reason"]


def test_cli_info_load_reports_the_gated_choice(outlier_checkpoint, capsys):
    args = ["info", "--device", "cpu", "--weights", str(outlier_checkpoint), "--load"]
    assert cli_main([*args, "--dtype", "auto", "--process-res", "140"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert "not run here" in info["cpu"]["auto_decision"]["gate"]
    loaded = info["model"]["describe"]["auto_precision"]
    assert info["model"]["precision"] == "fp32" and loaded["gate"]["passed"] is False


def test_a_full_cache_disk_serves_float32(tiny_metric_checkpoint, monkeypatch):
    from tt_depth_anything_3.backends.runtimes.cache import CacheFullError

    def full(*args):
        raise CacheFullError(28, "the cache folder x is out of space")

    monkeypatch.setattr(torch_gate, "run_gate", full)
    with DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, device="cpu", dtype="auto", process_res=140
    ) as model:
        decision = model.describe()["auto_precision"]
        assert model.precision == "fp32"
    assert "cache disk is full" in decision["reason"]
