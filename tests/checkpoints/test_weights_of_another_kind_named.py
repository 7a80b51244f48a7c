"""Weights of one DA3 kind loaded as another (a DA3-SMALL folder without its config.json,
loaded as the default DA3Metric-Large; a config.json of another model beside the weights) were
refused with ~250 missing / unexpected key names and "are they this checkpoint's?", nothing
saying what the file holds; the refusal now names the file's kind (any-view with a camera
head, monocular with a sky head, nested) and says to give its hub repo's config.json."""

from __future__ import annotations

import shutil
import warnings

import pytest

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.checkpoints.errors import CheckpointError
from tt_depth_anything_3.checkpoints.names import model_kind

ANYVIEW = "the file holds the weights of an any-view model with a camera head"
MONO = "the file holds the weights of a monocular model with a sky head"
ADVICE = "give the config.json of its hub repo beside it (or its model_id)"


def _folder(tmp_path, weights_from, config_from=None):
    folder = tmp_path / "ckpt"
    folder.mkdir(parents=True)
    shutil.copy(weights_from / "model.safetensors", folder)
    if config_from is not None:
        shutil.copy(config_from / "config.json", folder)
    return folder


def _refusal(folder) -> str:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # no config.json: "loading it as da3metric-large"
        with pytest.raises(CheckpointError) as info:
            DepthAnything3.from_pretrained(weights_path=folder, device="cpu")
    return str(info.value)


def test_anyview_weights_without_their_config_say_what_they_are(tiny_anyview_checkpoint, tmp_path):
    message = _refusal(_folder(tmp_path, tiny_anyview_checkpoint))
    assert f"{ANYVIEW} (DA3-SMALL / BASE / LARGE / GIANT), not of da3metric-large: {ADVICE}" in (
        message
    )


def test_a_config_of_another_kind_is_named(
    tiny_anyview_checkpoint, tiny_metric_checkpoint, tmp_path
):
    anyview_as_metric = _refusal(
        _folder(tmp_path / "a", tiny_anyview_checkpoint, tiny_metric_checkpoint)
    )
    assert (
        f"{ANYVIEW} (DA3-SMALL / BASE / LARGE / GIANT), not of da3metric-large" in anyview_as_metric
    )
    metric_as_anyview = _refusal(
        _folder(tmp_path / "b", tiny_metric_checkpoint, tiny_anyview_checkpoint)
    )
    assert f"{MONO} (DA3Metric-Large / DA3Mono-Large), not of da3-small: {ADVICE}" in (
        metric_as_anyview
    )


def test_a_mismatch_within_one_kind_adds_nothing(tiny_metric_checkpoint, tmp_path):
    """Missing tensors of the right kind: the key lists say it all."""
    from safetensors.torch import load_file, save_file

    folder = _folder(tmp_path, tiny_metric_checkpoint, tiny_metric_checkpoint)
    state = load_file(folder / "model.safetensors")
    save_file(
        {k: v for k, v in state.items() if ".blocks.0." not in k}, str(folder / "model.safetensors")
    )
    message = _refusal(folder)
    assert "missing" in message and "the file holds the weights of" not in message


def test_the_kinds_of_the_published_key_names():
    assert model_kind(["model.da3.cam_dec.fc.weight", "model.da3_metric.head.x"]).startswith(
        "a nested model"
    )
    assert model_kind(["model.cam_dec.backbone.0.weight"]).startswith("an any-view model")
    assert model_kind(["head.scratch.sky_output_conv2.0.weight"]).startswith("a monocular")
    assert model_kind(["pretrained.blocks.0.attn.qkv.weight", "depth_head.x"]) is None
