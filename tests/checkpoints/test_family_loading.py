"""The model family through the public loader and ``tt-da3 info``: every preset listed with
its outputs, unknown configs refused with the list, missing tensors named."""

from __future__ import annotations

import json
import math

import pytest
import torch

from tt_depth_anything_3 import SUPPORTED_MODELS, DA3Config, DepthAnything3
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.modeling import network_for


def test_info_lists_every_model_with_its_outputs(capsys):
    assert main(["info"]) == 0
    info = json.loads(capsys.readouterr().out)
    rows = {row["model_name"]: row for row in info["models"]}
    assert set(rows) == set(SUPPORTED_MODELS) == set(info["supported_models"])
    # the arrays a model gives, and apart, its depth's units (the list held "metric" too)
    assert rows["da3-giant"]["outputs"] == ["depth", "conf", "pose", "gaussians"]
    assert rows["da3nested-giant-large"]["outputs"] == ["depth", "conf", "sky", "pose", "gaussians"]
    assert rows["da3metric-large"]["outputs"] == ["depth", "sky"]
    assert rows["depth-anything-v2-small"]["outputs"] == ["depth"]
    assert rows["depth-anything-v2-metric-hypersim-large"]["outputs"] == ["depth"]
    units = {name: row["units"] for name, row in rows.items()}
    assert (units["da3-giant"], units["da3nested-giant-large"]) == ("relative", "m")
    assert (units["da3metric-large"], units["depth-anything-v2-metric-hypersim-large"]) == (
        "m",
        "m",
    )
    assert units["depth-anything-v2-small"] == "relative-inverse"
    words = {"depth", "conf", "sky", "pose", "gaussians"}
    assert all(set(row["outputs"]) <= words for row in rows.values())
    assert "depth-anything/DA3NESTED-GIANT-LARGE-1.1" in rows["da3nested-giant-large"]["hub_ids"]
    assert "depth-anything/Depth-Anything-V2-Small-hf" in rows["depth-anything-v2-small"]["hub_ids"]


def test_unknown_config_is_refused_with_the_list(tmp_path):
    (tmp_path / "config.json").write_text(json.dumps({"model_name": "da3-colossal"}))
    (tmp_path / "model.safetensors").write_bytes(b"")
    with pytest.raises(
        ValueError, match="unknown model_name 'da3-colossal'; supported: .*da3-giant"
    ):
        DepthAnything3.from_pretrained(weights_path=tmp_path, device="cpu")


@pytest.mark.parametrize(
    ("name", "params_m"), [("depth-anything-v2-large", 335), ("depth-anything-v2-small", 24.8)]
)
def test_full_size_v2_presets_have_the_published_sizes(name, params_m):
    with torch.device("meta"):
        network = network_for(DA3Config.from_model_name(name))
    count = sum(p.numel() for p in network.parameters()) / 1e6
    assert abs(count - params_m) / params_m < 0.02, f"{name}: {count:.1f}M parameters"


@pytest.mark.parametrize("name", ["da3-giant", "da3nested-giant-large"])
def test_full_size_giant_state_dict_equals_official(name, monkeypatch):
    """Every tensor name and shape of the full-size official network (built from the
    packaged YAML, its parameters moved to the meta device as they are made)."""
    from torch import nn

    from support.official_family import _stub_evo
    from support.official_reference import build_official

    _stub_evo()
    register = nn.Module.register_parameter

    def on_meta(module, key, param):
        if param is not None:
            param = nn.Parameter(param.to("meta"), requires_grad=False)
        register(module, key, param)

    monkeypatch.setattr(nn.Module, "register_parameter", on_meta)
    official = {k: tuple(v.shape) for k, v in build_official(name).state_dict().items()}
    with torch.device("meta"):
        ours = {
            k: tuple(v.shape)
            for k, v in network_for(DA3Config.from_model_name(name)).state_dict().items()
        }
    assert ours == official
    millions = sum(math.prod(s) for s in ours.values()) / 1e6
    assert round(millions) == {"da3-giant": 1356, "da3nested-giant-large": 1690}[name]


def test_inverse_depth_is_coloured_near_red():
    import numpy as np

    from tt_depth_anything_3.inference.outputs import DepthOutput

    disparity = np.tile(np.linspace(0.1, 10.0, 64, dtype=np.float32), (8, 1))  # right = nearer
    out = DepthOutput(
        depth=disparity, sky=None, conf=None, original_size=(8, 64), model_input_size=(8, 64),
        units="relative-inverse", focal_px=None, focal_source=None, sky_fill="none",
        model_name="depth-anything-v2-small", backend="torch", device="cpu",
    )  # fmt: skip
    rgb = out.colorize()
    assert rgb[4, -1, 0] > rgb[4, -1, 2] and rgb[4, 0, 2] > rgb[4, 0, 0]  # near red, far blue
