"""The backbone's math fidelity table (``program.BACKBONE_FIDELITY``): one entry per backbone
matmul of the device program, and the emulator rounds each matmul by it."""

from __future__ import annotations

import json

import torch

from support.numerics import photo_batch
from tt_depth_anything_3.backends.blackhole.numerics import EmulatedProgram, program
from tt_depth_anything_3.backends.blackhole.numerics.fidelity import FIDELITIES
from tt_depth_anything_3.backends.torch.loading import build_network
from tt_depth_anything_3.config import DA3Config


def test_every_backbone_matmul_has_a_known_fidelity():
    table = program.BACKBONE_FIDELITY
    assert set(table) == {"patch", "qkv", "attention", "proj", "fc1", "fc2"}
    assert set(table.values()) <= set(FIDELITIES)


def test_emulator_rounds_each_backbone_matmul_by_the_table(tiny_metric_checkpoint, monkeypatch):
    """Lowering one op's fidelity changes the emulated output; with ``exact=True`` the table is
    not applied at all."""
    folder = tiny_metric_checkpoint
    config = DA3Config.from_dict(json.loads((folder / "config.json").read_text()))
    network = build_network(config, folder / "model.safetensors")
    batch = photo_batch(56, 84)
    base = EmulatedProgram(network)(batch)["depth"]
    exact = EmulatedProgram(network, exact=True)(batch)["depth"]
    for op in ("qkv", "attention", "fc1"):
        monkeypatch.setitem(program.BACKBONE_FIDELITY, op, "LoFi")
        assert not torch.equal(EmulatedProgram(network)(batch)["depth"], base), op
        assert torch.equal(EmulatedProgram(network, exact=True)(batch)["depth"], exact), op
        monkeypatch.undo()
