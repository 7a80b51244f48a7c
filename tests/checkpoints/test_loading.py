"""Loading official-format checkpoints: file/folder, aliases, strictness, hub errors."""

from __future__ import annotations

import json
import re
import shutil

import numpy as np
import pytest
import torch
from safetensors import safe_open
from safetensors.torch import load_file, save_file

from support.checkpoints import open_backend, write_checkpoint
from tt_depth_anything_3 import CheckpointError, DA3Config, DepthAnything3


def _rewrite(folder, dest, edit):
    """Copy a checkpoint folder, editing its tensors (and keeping the alias metadata)."""
    shutil.copytree(folder, dest)
    path = dest / "model.safetensors"
    with safe_open(str(path), framework="pt") as handle:
        metadata = handle.metadata()
    tensors = load_file(str(path))
    edit(tensors)
    save_file(tensors, str(path), metadata=metadata)
    return dest


def test_weights_path_folder_and_file_give_the_same_model(tiny_metric_checkpoint, photo):
    with DepthAnything3.from_pretrained(weights_path=tiny_metric_checkpoint, process_res=140) as a:
        out_a = a(photo, focal_px=100.0)
    file = tiny_metric_checkpoint / "model.safetensors"
    with DepthAnything3.from_pretrained(weights_path=file, device="cpu", process_res=140) as b:
        out_b = b(photo, focal_px=100.0)
        assert b.source == str(file)
    # the same weights: float rounding only (under load the BLAS may take fewer threads and
    # sum in another order: runs in a loaded suite differed in the last bits; other weights
    # differ by far more)
    np.testing.assert_allclose(out_b.depth, out_a.depth, rtol=1e-4)


def test_hub_keys_are_prefixed_and_shared_norm_is_an_alias(tiny_anyview_checkpoint, photo):
    with safe_open(str(tiny_anyview_checkpoint / "model.safetensors"), framework="pt") as h:
        keys, metadata = set(h.keys()), h.metadata()
    assert all(k.startswith("model.") for k in keys)
    aliased = [k for k in metadata if "output_conv2_aux" in k]
    assert aliased, "the shared aux LayerNorm should be stored once, with aliases in metadata"
    assert not any(k in keys for k in aliased)
    backend = open_backend(tiny_anyview_checkpoint)
    with DepthAnything3(backend.network.config, backend, process_res=140) as model:
        norms = [backend.network.head.scratch.output_conv2_aux[i][2] for i in range(4)]
        stored = load_file(str(tiny_anyview_checkpoint / "model.safetensors"))
        kept = metadata[aliased[0]]
        for norm in norms:
            assert torch.equal(norm.weight if "weight" in kept else norm.bias, stored[kept])
        assert model(photo).conf is not None


def test_missing_key_is_named(tiny_metric_checkpoint, tmp_path):
    key = "model.backbone.pretrained.blocks.0.attn.qkv.weight"
    broken = _rewrite(tiny_metric_checkpoint, tmp_path / "c", lambda t: t.pop(key))
    with pytest.raises(CheckpointError, match="blocks.0.attn.qkv.weight"):
        DepthAnything3.from_pretrained(weights_path=broken)


def test_unexpected_key_is_named(tiny_metric_checkpoint, tmp_path):
    broken = _rewrite(
        tiny_metric_checkpoint, tmp_path / "c", lambda t: t.update({"model.extra.w": torch.ones(2)})
    )
    with pytest.raises(CheckpointError, match="model.extra.w") as err:
        DepthAnything3.from_pretrained(weights_path=broken)
    # only what there is: it read "missing 0 tensor(s) []; unexpected 1 tensor(s) [...]"
    assert "(da3 format): unexpected 1 tensor(s) ['model.extra.w'] (expected" in str(err.value)
    assert "missing" not in str(err.value)


def test_misshaped_tensor_is_named(tiny_metric_checkpoint, tmp_path):
    key = "model.head.projects.0.weight"

    def edit(tensors):
        tensors[key] = tensors[key][:-1].clone()

    broken = _rewrite(tiny_metric_checkpoint, tmp_path / "c", edit)
    with pytest.raises(CheckpointError, match=r"head.projects.0.weight: expected"):
        DepthAnything3.from_pretrained(weights_path=broken)


def test_wrong_architecture_is_not_loaded_partially(tiny_metric_checkpoint, tmp_path):
    folder = tmp_path / "wrong"
    shutil.copytree(tiny_metric_checkpoint, folder)
    (folder / "config.json").write_text(json.dumps({"model_name": "da3-small"}))
    with pytest.raises(CheckpointError, match="missing"):
        DepthAnything3.from_pretrained(weights_path=folder)


def test_bare_network_state_dict_loads(tiny_metric_checkpoint, tmp_path, photo):
    """A safetensors file of the network's own keys (no ``model.`` prefix) loads too."""
    folder = tmp_path / "bare"
    folder.mkdir()
    stored = load_file(str(tiny_metric_checkpoint / "model.safetensors"))
    save_file({k[len("model.") :]: v for k, v in stored.items()}, str(folder / "model.safetensors"))
    shutil.copy(tiny_metric_checkpoint / "config.json", folder / "config.json")
    with DepthAnything3.from_pretrained(weights_path=folder, process_res=140) as model:
        assert model(photo, focal_px=100.0).depth.shape == (112, 140)


def test_missing_paths_and_configs(tmp_path):
    with pytest.raises(FileNotFoundError, match="does not exist"):
        DepthAnything3.from_pretrained(weights_path=tmp_path / "nope")
    with pytest.raises(FileNotFoundError, match="model.safetensors"):
        DepthAnything3.from_pretrained(weights_path=tmp_path)
    (tmp_path / "model.safetensors").write_bytes(b"")
    with pytest.raises(CheckpointError, match="config.json"):
        DepthAnything3.from_pretrained(model_id="someone/unknown", weights_path=tmp_path)


def test_a_local_path_as_model_id_loads_like_weights_path(tiny_metric_checkpoint, photo):
    """``from_pretrained("/path/to/folder")``, as the Hub mixins (and the official wrapper)
    read a local folder given as the repo id: no hub contact, the same model."""
    with DepthAnything3.from_pretrained(weights_path=tiny_metric_checkpoint, process_res=140) as a:
        reference = a(photo, focal_px=100.0).depth
    for local in (tiny_metric_checkpoint, tiny_metric_checkpoint / "model.safetensors"):
        with DepthAnything3.from_pretrained(str(local), process_res=140) as model:
            assert model.describe()["source"] == str(local)
            np.testing.assert_array_equal(model(photo, focal_px=100.0).depth, reference)


@pytest.mark.parametrize(
    ("name", "repo"),
    [
        ("da3-small", "depth-anything/DA3-SMALL"),
        ("DA3METRIC-LARGE", "depth-anything/DA3METRIC-LARGE"),
    ],
)
def test_a_preset_name_as_model_id_names_its_hub_repo(name, repo, monkeypatch):
    def no_hub(*args, **kwargs):
        raise AssertionError("the hub was contacted")

    monkeypatch.setattr("huggingface_hub.hf_hub_download", no_hub)
    with pytest.raises(CheckpointError, match=f"is a preset name.*{repo}"):
        DepthAnything3.from_pretrained(name)


def test_a_local_model_id_that_does_not_exist_is_named(tmp_path, monkeypatch):
    monkeypatch.setattr("huggingface_hub.hf_hub_download", pytest.fail)  # no hub contact
    for missing in (f"{tmp_path}/nope", "./DA3-SMALL/", "weights/model.safetensors", "~/x.pth"):
        with pytest.raises(FileNotFoundError, match="looks like a local path; it does not exist"):
            DepthAnything3.from_pretrained(missing)


def test_a_path_object_as_model_id(tiny_metric_checkpoint, monkeypatch):
    monkeypatch.setenv("HOME", str(tiny_metric_checkpoint.parent))
    for local in (tiny_metric_checkpoint, f"~/{tiny_metric_checkpoint.name}"):
        with DepthAnything3.from_pretrained(local, process_res=140) as model:
            assert model.model_name == "da3metric-large"


def test_unknown_model_name_lists_supported():
    with pytest.raises(ValueError, match="da3metric-large"):
        DA3Config.from_dict({"model_name": "da3-huge"})
    with pytest.raises(ValueError, match="model_name"):
        DA3Config.from_dict({"name": "x"})


@pytest.mark.parametrize(
    ("name", "meant"),
    [("da3-smal", "da3-small"), ("da3_small", "da3-small"), ("DA3Metric_Large", "da3metric-large")],
)
def test_a_misspelt_model_name_says_which_was_meant(name, meant):
    """A config.json's ``"model_name": "da3_small"`` listed every preset, not the one meant."""
    with pytest.raises(
        ValueError, match=f"unknown model_name '{name}' \\(did you mean '{meant}'\\?\\); supported"
    ):
        DA3Config.from_dict({"model_name": name})
    with pytest.raises(ValueError) as err:
        DA3Config.from_dict({"model_name": "da3-huge"})
    assert "did you mean" not in str(err.value)


def test_offline_hub_error_says_what_was_tried(tmp_path, monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(OSError) as info:
        DepthAnything3.from_pretrained(
            model_id="depth-anything/DA3METRIC-LARGE", cache_dir=tmp_path, local_files_only=True
        )
    message = str(info.value)
    assert "depth-anything/DA3METRIC-LARGE" in message
    assert "weights_path" in message


def test_bfloat16_stores_large_weights_in_bfloat16(tiny_metric_checkpoint):
    from tt_depth_anything_3.backends.torch.precision import PackedLinear

    backend = open_backend(tiny_metric_checkpoint, "bf16")
    with DepthAnything3(backend.network.config, backend) as m:
        network = backend.network
        packed = [mod for mod in network.modules() if isinstance(mod, PackedLinear)]
        assert packed and all(p.weight.dtype == torch.bfloat16 for p in packed)
        norms = [mod for mod in network.modules() if isinstance(mod, torch.nn.LayerNorm)]
        assert all(n.weight.dtype == torch.float32 for n in norms)
        assert m.precision == "bf16"


def test_presets_match_the_official_shapes():
    config = DA3Config.from_model_name("DA3METRIC-LARGE")
    assert config.units == "m" and config.backbone.depth == 24 and config.head.kind == "dpt"
    assert DA3Config.from_model_name("da3mono-large").units == "relative"
    small = DA3Config.from_model_name("da3-small")
    assert small.head.dim_in == 768 and small.backbone.cat_token


def test_closed_model_refuses_calls(tiny_metric_checkpoint, photo):
    model = DepthAnything3.from_pretrained(weights_path=tiny_metric_checkpoint)
    model.close()
    model.close()
    with pytest.raises(RuntimeError, match="closed"):
        model(photo)


def test_write_checkpoint_seeds_differ(tmp_path):
    a = load_file(str(write_checkpoint(tmp_path / "a", seed=1) / "model.safetensors"))
    b = load_file(str(write_checkpoint(tmp_path / "b", seed=2) / "model.safetensors"))
    key = "model.head.projects.0.weight"
    assert not torch.equal(a[key], b[key])


@pytest.mark.parametrize(
    "value, message",
    [
        (-1, "embed_dim must be a positive whole number, got -1"),
        (0, "embed_dim must be a positive whole number, got 0"),
        ("64", "architecture.backbone.embed_dim must be a whole number, got '64'"),
        (True, "architecture.backbone.embed_dim must be a whole number, got True"),
        (63.5, "architecture.backbone.embed_dim must be a whole number, got 63.5"),
    ],
)
def test_an_architecture_size_out_of_kind_is_named(
    tiny_metric_checkpoint, tmp_path, value, message
):
    """``embed_dim: -1`` read as "not divisible by 2 heads", and ``"x"`` died in a string
    formatting TypeError."""
    folder = tmp_path / "ckpt"
    shutil.copytree(tiny_metric_checkpoint, folder)
    config = json.loads((folder / "config.json").read_text())
    config["architecture"]["backbone"]["embed_dim"] = value
    (folder / "config.json").write_text(json.dumps(config))
    with pytest.raises(ValueError, match=re.escape(message)):
        DepthAnything3.from_pretrained(weights_path=folder, device="cpu")


@pytest.mark.parametrize(
    "section, name, value, message",
    [
        ("backbone", "rope_frequency", 0.0, "backbone.rope_frequency must be a finite number"),
        ("backbone", "norm_eps", float("nan"), "backbone.norm_eps must be a finite number"),
        ("backbone", "norm_eps", -1.0, "backbone.norm_eps must be a finite number above 0"),
        ("backbone", "mlp_ratio", -4.0, "backbone.mlp_ratio must be a finite number above 0"),
        ("head", "max_depth", float("inf"), "head.max_depth must be a finite number above 0"),
        ("head", "out_channels", [16, 32, 64, 10**12], "head.out_channels must be whole numbers"),
        ("head", "out_channels", [16, 32, -64, 64], "head.out_channels must be whole numbers"),
    ],
)
def test_an_architecture_number_out_of_range_is_named(
    tiny_metric_checkpoint, tmp_path, section, name, value, message
):
    """A config.json's ``rope_frequency: 0`` or ``norm_eps: NaN`` loaded and gave NaN depth in
    silence; ``mlp_ratio: -4`` or a negative or 10^12 channel count died in torch's bare
    RuntimeError (a negative dimension, an overflowed storage size) at the build."""
    folder = tmp_path / "ckpt"
    shutil.copytree(tiny_metric_checkpoint, folder)
    config = json.loads((folder / "config.json").read_text())
    config["architecture"].setdefault(section, {})[name] = value
    (folder / "config.json").write_text(json.dumps(config))
    with pytest.raises(ValueError, match=re.escape(message)):
        DepthAnything3.from_pretrained(weights_path=folder, device="cpu")
