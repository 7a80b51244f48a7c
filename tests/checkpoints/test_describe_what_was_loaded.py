"""``model.describe()`` says what the loaded checkpoint is (its family, its kind and the arrays
it gives, as ``tt-da3 info``'s ``models`` table says of each preset: it said only the name and
units), and where it was read from as an absolute path (a relative ``weights_path`` was shown as
typed, though the run records keep it absolute)."""

from __future__ import annotations

import json
import os

import pytest

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.config import DA3Config
from tt_depth_anything_3.config.catalog import model_table
from tt_depth_anything_3.config.presets import SUPPORTED_MODELS

KINDS = {
    "da3metric-large": "metric",
    "da3mono-large": "mono",
    "da3-small": "any-view",
    "da3-giant": "any-view+gaussians",
    "da3nested-giant-large": "nested",
    "depth-anything-v2-small": "v2-relative",
    "depth-anything-v2-metric-vkitti-small": "v2-metric",
}


class StubBackend:
    """The least a model needs to ``describe()`` itself (no network)."""

    name, device, precision = "stub", "cpu", "fp32"

    def describe(self) -> dict:
        return {"name": self.name}


@pytest.mark.parametrize("name", sorted(KINDS))
def test_describe_says_the_family_kind_and_outputs_of_each_preset(name):
    config = DA3Config.from_model_name(name)
    described = DepthAnything3(config, StubBackend()).describe()
    assert described["kind"] == KINDS[name]
    row = {r["model_name"]: r for r in model_table()}[name]  # info's table says the same
    for key in ("family", "kind", "outputs", "units"):
        assert described[key] == row[key], key
    assert ("gaussians" in described["outputs"]) is (name in ("da3-giant", "da3nested-giant-large"))
    assert ("pose" in described["outputs"]) is (config.camera is not None)


def test_every_preset_has_a_kind_in_the_table():
    assert {row["model_name"] for row in model_table()} == set(SUPPORTED_MODELS)
    assert all(row["kind"] for row in model_table())


def test_describe_of_a_loaded_model(tiny_metric_model, tiny_anyview_model):
    metric, anyview = tiny_metric_model.describe(), tiny_anyview_model.describe()
    assert (metric["family"], metric["kind"], metric["outputs"]) == (
        "da3",
        "metric",
        ["depth", "sky"],
    )
    assert anyview["kind"] == "any-view" and anyview["outputs"] == ["depth", "conf", "pose"]
    json.dumps(metric)  # still JSON


def test_source_is_absolute_for_a_relative_path(tiny_metric_checkpoint, monkeypatch, capsys):
    monkeypatch.chdir(tiny_metric_checkpoint.parent)
    relative = tiny_metric_checkpoint.name
    with DepthAnything3.from_pretrained(weights_path=relative, device="cpu") as model:
        assert model.source == model.describe()["source"] == str(tiny_metric_checkpoint.resolve())
        assert os.path.isabs(model.describe()["source"])
    with DepthAnything3.from_pretrained(f"./{relative}", device="cpu") as model:  # model_id too
        assert model.describe()["source"] == str(tiny_metric_checkpoint.resolve())
    assert main(["info", "--weights", relative]) == 0
    info = json.loads(capsys.readouterr().out)["model"]
    assert info["source"] == info["describe"]["source"] == str(tiny_metric_checkpoint.resolve())
    assert info["describe"]["kind"] == "metric"


def test_source_expands_the_home_folder(tiny_metric_checkpoint, monkeypatch):
    monkeypatch.setenv("HOME", str(tiny_metric_checkpoint.parent))
    with DepthAnything3.from_pretrained(
        weights_path=f"~/{tiny_metric_checkpoint.name}", device="cpu"
    ) as model:
        assert model.describe()["source"] == str(tiny_metric_checkpoint.resolve())
