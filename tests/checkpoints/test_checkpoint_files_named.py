"""Checkpoint files a user mixed up, named, from an outside test of the model family: a
config.json whose content is refused (no or an unknown ``model_name``, a bad ``architecture``)
named no file ("config.json has no 'model_name'", also on the command line, where the weights
folder is one of several paths), and a ``torch.save`` file named ``model.safetensors`` was
"not a safetensors file (header 578712552184433488)", which says neither what it is nor what
to do."""

from __future__ import annotations

import json
import shutil

import pytest
import torch
from safetensors.torch import load_file

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.checkpoints import CheckpointError


@pytest.mark.parametrize(
    "config, message",
    [
        ({}, "config.json has no 'model_name'"),
        ({"model_name": "da3-colossal"}, "unknown model_name 'da3-colossal'"),
        (
            {"model_name": "da3metric-large", "architecture": {"bogus": {}}},
            "architecture overrides: unknown sections ['bogus']",
        ),
    ],
)
def test_a_refused_config_json_is_named(tiny_metric_checkpoint, tmp_path, config, message):
    folder = tmp_path / "ckpt"
    shutil.copytree(tiny_metric_checkpoint, folder)
    (folder / "config.json").write_text(json.dumps(config), encoding="utf-8")
    with pytest.raises(CheckpointError) as caught:
        DepthAnything3.from_pretrained(weights_path=folder, device="cpu")
    assert str(caught.value).startswith(f"{folder / 'config.json'}")
    assert message in str(caught.value)


def test_a_transformers_config_with_three_neck_widths_is_named(tiny_metric_checkpoint, tmp_path):
    """A ``*-hf`` config.json whose ``neck_hidden_sizes`` lists 3 widths died in a bare
    ``IndexError: tuple index out of range`` while the network was built."""
    from support.v2_reference import TINY, transformers_config

    folder = tmp_path / "hf"
    folder.mkdir()
    shutil.copy(tiny_metric_checkpoint / "model.safetensors", folder / "model.safetensors")
    config = transformers_config(TINY).to_dict()
    config["neck_hidden_sizes"] = [16, 32, 64]
    (folder / "config.json").write_text(json.dumps(config), encoding="utf-8")
    with pytest.raises(CheckpointError) as caught:
        DepthAnything3.from_pretrained(weights_path=folder, device="cpu")
    assert str(caught.value) == (
        f"{folder / 'config.json'}: head.out_channels must list 4 widths, got (16, 32, 64)"
    )


@pytest.mark.parametrize("legacy", [False, True], ids=["zip", "legacy-pickle"])
def test_a_torch_file_named_safetensors_says_so(tiny_metric_checkpoint, tmp_path, legacy):
    folder = tmp_path / "ckpt"
    folder.mkdir()
    shutil.copy(tiny_metric_checkpoint / "config.json", folder / "config.json")
    state = load_file(str(tiny_metric_checkpoint / "model.safetensors"))
    torch.save(state, folder / "model.safetensors", _use_new_zipfile_serialization=not legacy)
    with pytest.raises(CheckpointError) as caught:
        DepthAnything3.from_pretrained(weights_path=folder, device="cpu")
    kind = "pickle" if legacy else "zip archive"
    assert str(caught.value) == (
        f"{folder / 'model.safetensors'} is not a safetensors file but a torch.save file "
        f"(a {kind}): name it .pth"
    )
    (folder / "model.safetensors").rename(folder / "model.pth")  # what the message says
    DepthAnything3.from_pretrained(weights_path=folder, device="cpu").close()


def test_a_safetensors_header_that_reads_like_a_zip_is_still_read(tmp_path):
    """The check looks at the header size's bytes: a real safetensors file whose header size
    begins as a zip archive does (``PK\\x03\\x04``, 67 MB) is not refused as one, as its JSON
    header follows."""
    path = tmp_path / "x.safetensors"
    size = int.from_bytes(b"PK\x03\x04\0\0\0\0", "little")
    path.write_bytes(size.to_bytes(8, "little") + b"{" + b" " * 16)
    with (
        pytest.warns(UserWarning, match="no config.json"),
        pytest.raises(CheckpointError, match="is not a safetensors file, or is truncated"),
    ):
        DepthAnything3.from_pretrained(weights_path=path, device="cpu")


@pytest.mark.parametrize(
    "key, value, message",
    [
        ("neck_hidden_sizes", 5, "neck_hidden_sizes must be a list of whole numbers, got 5"),
        ("fusion_hidden_size", [32], "fusion_hidden_size must be a whole number, got [32]"),
        ("reassemble_factors", 4, "config.reassemble_factors is 4; this network supports"),
        ("bb.out_indices", 5, "backbone_config.out_indices must list 4 stages, got 5"),
        ("bb.hidden_size", [64], "backbone_config.hidden_size must be a whole number, got [64]"),
    ],
)
def test_a_transformers_config_field_of_the_wrong_kind_is_named(
    tiny_metric_checkpoint, tmp_path, key, value, message
):
    """A list where a *-hf config.json holds a number (or the reverse) was a bare TypeError
    ("'int' object is not iterable"), naming neither the field nor the file."""
    from support.v2_reference import TINY, transformers_config

    folder = tmp_path / "hf"
    folder.mkdir()
    shutil.copy(tiny_metric_checkpoint / "model.safetensors", folder / "model.safetensors")
    config = transformers_config(TINY).to_dict()
    if key.startswith("bb."):
        config["backbone_config"][key[3:]] = value
    else:
        config[key] = value
    (folder / "config.json").write_text(json.dumps(config), encoding="utf-8")
    with pytest.raises(CheckpointError) as caught:
        DepthAnything3.from_pretrained(weights_path=folder, device="cpu")
    assert str(caught.value).startswith(f"{folder / 'config.json'}: {message}")


@pytest.mark.parametrize(
    "model_name, architecture, message",
    [
        (
            "da3metric-large",
            {"backbone": {"depth": 10**12}},
            "depth must be at most 1024 blocks, got 1000000000000",
        ),
        (
            "da3nested-giant-large",
            {"metric_branch": {"backbone": 5}},
            "architecture.metric_branch must be an object of sections",
        ),
    ],
)
def test_an_architecture_that_cannot_be_built_is_named(
    tiny_metric_checkpoint, tmp_path, model_name, architecture, message
):
    """A depth of 10**12 built blocks (each module a Python object) until the host ran out of
    memory; a nested model's ``metric_branch`` section holding a number was a bare TypeError."""
    folder = tmp_path / "ckpt"
    folder.mkdir()
    shutil.copy(tiny_metric_checkpoint / "model.safetensors", folder / "model.safetensors")
    config = {"model_name": model_name, "architecture": architecture}
    (folder / "config.json").write_text(json.dumps(config), encoding="utf-8")
    with pytest.raises(CheckpointError) as caught:
        DepthAnything3.from_pretrained(weights_path=folder, device="cpu")
    assert str(caught.value).startswith(f"{folder / 'config.json'}: {message}")


def test_a_pth_with_an_entry_that_is_no_tensor_names_it(tmp_path):
    """A training checkpoint's ``.pth`` with an ``"epoch"`` beside the tensors was refused
    listing its first five keys, all tensors, which said nothing of what was wrong."""
    from support.checkpoints import write_v2_pth_checkpoint

    pth = write_v2_pth_checkpoint(tmp_path / "v2")
    state = torch.load(pth, weights_only=True)
    torch.save({**state, "epoch": 3}, pth)
    with pytest.raises(CheckpointError) as caught:
        DepthAnything3.from_pretrained(weights_path=pth, device="cpu")
    assert "not tensors: 'epoch' (int)); save the network's state_dict() itself" in str(
        caught.value
    )


def test_a_pickled_module_says_what_to_save_instead(tmp_path):
    """``torch.save(model)`` read "is a torch.save zip archive it can load: Weights only load
    failed", as if the file could be loaded."""
    from support.checkpoints import write_v2_pth_checkpoint

    pth = write_v2_pth_checkpoint(tmp_path / "v2")
    torch.save(torch.nn.Linear(2, 2), pth)
    with pytest.raises(CheckpointError) as caught:
        DepthAnything3.from_pretrained(weights_path=pth, device="cpu")
    assert str(caught.value).startswith(
        f"{pth} is a torch.save zip archive that torch.load(weights_only=True) refuses (it "
        "holds more than tensors: save the network's state_dict() instead): "
    )


def test_an_upper_case_suffix_is_named(tiny_metric_checkpoint, tmp_path):
    """``MODEL.SAFETENSORS`` (a copy from a case-insensitive disk) was "not a .safetensors
    file", and its folder "has no model.safetensors" with nothing found."""
    folder = tmp_path / "ckpt"
    shutil.copytree(tiny_metric_checkpoint, folder)
    upper = (folder / "model.safetensors").rename(folder / "MODEL.SAFETENSORS")
    with pytest.raises(FileNotFoundError) as caught:
        DepthAnything3.from_pretrained(weights_path=folder, device="cpu")
    assert str(caught.value).endswith(
        "(found ['MODEL.SAFETENSORS']); suffixes are read in lower case: rename "
        "['MODEL.SAFETENSORS']"
    )
    with pytest.raises(CheckpointError, match="read in lower case: name it .safetensors$"):
        DepthAnything3.from_pretrained(weights_path=upper, device="cpu")


@pytest.mark.parametrize("entry", ["model", "state_dict"])
def test_a_training_checkpoint_names_the_entry_holding_the_state_dict(tmp_path, entry):
    """``torch.save({"model": sd, "optimizer": ..., "epoch": 3})`` (a training loop's save) was
    told only to save the state dict, not that its ``"model"`` entry is one."""
    from support.checkpoints import write_v2_pth_checkpoint

    pth = write_v2_pth_checkpoint(tmp_path / "v2")
    state = torch.load(pth, weights_only=True)
    torch.save({entry: state, "optimizer": {"state": {}, "param_groups": []}, "epoch": 3}, pth)
    with pytest.raises(CheckpointError) as caught:
        DepthAnything3.from_pretrained(weights_path=pth, device="cpu")
    assert str(caught.value).endswith(
        f"(torch.save(model.state_dict(), path)); its {entry!r} entry is one ({len(state)} "
        f"tensors): torch.save(checkpoint[{entry!r}], path) saves it"
    )
