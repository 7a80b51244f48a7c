"""Depth Anything V2 parity with transformers' ``DepthAnythingForDepthEstimation`` (float32).

Seeded random weights are written in both V2 checkpoint formats (the ``*-hf`` safetensors in
the hub's names, the official ``.pth``) and loaded through our public loader. Gate: depth
Pearson >= 0.99999 and max error <= 1e-4 of the depth range.

The two references differ in one place: the official V2 code resizes the stored position
embedding by scale factor (n + 0.1) / 37 (as DINOv2 and DA3), transformers to exactly n. Our
``.pth`` loading follows the official code, the ``-hf`` loading follows transformers; so the
``.pth`` network equals transformers at 518x518 (no resize) and, with the resize rule set to
transformers', at every size.
"""

from __future__ import annotations

import json

import pytest
import torch

from support.checkpoints import open_model
from support.numerics import pearson
from support.v2_reference import (
    OFFICIAL_PTH_KEYS,
    SMALL,
    TINY,
    reference_depth,
    reference_model,
    save_hf_checkpoint,
    save_pth_checkpoint,
    stable_images,
    transformers,
    transformers_config,
)
from tt_depth_anything_3 import SUPPORTED_MODELS, DA3Config, DepthAnything3, backends
from tt_depth_anything_3.checkpoints.reader import CheckpointReader
from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint
from tt_depth_anything_3.config.catalog import hub_preset_config
from tt_depth_anything_3.config.presets_v2 import V2_HUB_MODEL_IDS

PCC_MIN = 0.99999
MAX_ERR = 1e-4
TINY_ARCH = {
    "backbone": {"embed_dim": 64, "depth": 4, "num_heads": 2, "out_layers": [0, 1, 2, 3]},
    "head": {"dim_in": 64, "features": 32, "out_channels": [16, 32, 64, 64]},
}
PTH_NAMES = {
    "relative": ("depth_anything_v2_vits.pth", "depth-anything-v2-small"),
    "metric": (
        "depth_anything_v2_metric_hypersim_vits.pth",
        "depth-anything-v2-metric-hypersim-small",
    ),
}


def assert_close(name: str, ours: torch.Tensor, ref: torch.Tensor) -> None:
    assert ours.shape == ref.shape, f"{name}: shape {ours.shape} vs {ref.shape}"
    assert torch.isfinite(ref).all() and ref.std() > 0, f"{name}: reference is degenerate"
    corr = pearson(ours, ref)
    assert corr >= PCC_MIN, f"{name}: Pearson {corr:.8f} < {PCC_MIN}"
    err = float((ours - ref).abs().max() / (ref.max() - ref.min()))
    assert err <= MAX_ERR, f"{name}: max error {err:.3e} of the range > {MAX_ERR}"


def _run(backend, images: torch.Tensor) -> torch.Tensor:
    return backend.run(images).heads["depth"]


@pytest.fixture(scope="module", params=["relative", "metric"])
def tiny_checkpoints(request, tmp_path_factory):
    """A tiny random V2 (relative or metric, max_depth 20) in both formats."""
    kind = request.param
    reference = reference_model(transformers_config(TINY, kind), seed=7)
    root = tmp_path_factory.mktemp(f"v2-{kind}")
    save_hf_checkpoint(reference, root / "hf")
    file_name, preset = PTH_NAMES[kind]
    save_pth_checkpoint(reference, root / "pth" / file_name)
    config = {"model_name": preset, "architecture": TINY_ARCH}
    (root / "pth" / "config.json").write_text(json.dumps(config))
    resize = {**TINY_ARCH, "backbone": {**TINY_ARCH["backbone"], "pos_embed_resize": "size"}}
    save_pth_checkpoint(reference, root / "pth-size" / file_name)
    (root / "pth-size" / "config.json").write_text(
        json.dumps({"model_name": preset, "architecture": resize})
    )
    return kind, reference, root


@pytest.mark.parametrize("size", [(196, 280), (266, 182)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_hf_format_matches_transformers(tiny_checkpoints, size):
    kind, reference, root = tiny_checkpoints
    images = stable_images(2, *size, seed=size[0])
    model, backend = open_model(root / "hf")
    with model:
        assert model.units == ("relative-inverse" if kind == "relative" else "m")
        assert_close(f"hf {kind} {size}", _run(backend, images), reference_depth(reference, images))


@pytest.mark.parametrize("folder", ["pth", "pth-size"])
def test_pth_format_matches_transformers(tiny_checkpoints, folder):
    """``.pth`` at 518x518 (no position-embedding resize: the two references agree), and with
    transformers' resize rule at a non-square size."""
    kind, reference, root = tiny_checkpoints
    size = (518, 518) if folder == "pth" else (196, 280)
    images = stable_images(1, *size, seed=3)
    model, backend = open_model(root / folder)
    with model:
        assert model.config.family == "depth-anything-v2" and model.config.camera is None
        assert_close(f"{folder} {kind}", _run(backend, images), reference_depth(reference, images))


def test_pth_official_names_and_safe_loading(tiny_checkpoints):
    """The official key names; ``torch.load(weights_only=True)`` (no pickle code runs)."""
    kind, _, root = tiny_checkpoints
    path = root / "pth" / PTH_NAMES[kind][0]
    reader = CheckpointReader(path)
    assert reader.format == "v2-pth"
    assert set(OFFICIAL_PTH_KEYS) <= reader.file.keys
    torch.load(path, weights_only=True)  # loadable without weights_only=False


def test_pth_identified_by_file_name(tiny_checkpoints, tmp_path):
    """Without config.json, the official file name says which model it is (the full-size
    one: the tiny file then lacks blocks 4..11, and the error names them)."""
    kind, _, root = tiny_checkpoints
    file_name, preset = PTH_NAMES[kind]
    lone = tmp_path / file_name
    lone.write_bytes((root / "pth" / file_name).read_bytes())
    with pytest.raises(ValueError, match="missing .*'pretrained.blocks"):
        DepthAnything3.from_pretrained(weights_path=lone, device="cpu")
    other = tmp_path / "weights.pth"
    other.write_bytes(lone.read_bytes())
    with pytest.raises(ValueError, match="config.json"):
        DepthAnything3.from_pretrained(weights_path=other, device="cpu")


@pytest.mark.parametrize("fmt", ["hf", "pth"])
def test_full_size_small_matches_transformers(fmt, tmp_path):
    """Depth-Anything-V2-Small at full size (24.8M parameters), one small input."""
    reference = reference_model(transformers_config(SMALL, "relative"), seed=11)
    if fmt == "hf":
        folder = save_hf_checkpoint(reference, tmp_path / "hf")
    else:  # transformers' position-embedding resize rule, so that any size compares
        folder = tmp_path / "pth"
        save_pth_checkpoint(reference, folder / "depth_anything_v2_vits.pth")
        rule = {"backbone": {"pos_embed_resize": "size"}}
        config = {"model_name": "depth-anything-v2-small", "architecture": rule}
        (folder / "config.json").write_text(json.dumps(config))
    images = stable_images(1, 70, 98, seed=5)
    model, backend = open_model(folder)
    with model:
        assert model.model_name == "depth-anything-v2-small"
        assert_close(f"small {fmt}", _run(backend, images), reference_depth(reference, images))


def test_hf_checkpoint_missing_key_is_named(tiny_checkpoints, tmp_path):
    from safetensors.torch import load_file, save_file

    _, _, root = tiny_checkpoints
    state = load_file(root / "hf" / "model.safetensors")
    del state["neck.fusion_stage.layers.1.projection.weight"]
    (tmp_path / "broken").mkdir()
    save_file(state, tmp_path / "broken" / "model.safetensors")
    (tmp_path / "broken" / "config.json").write_text((root / "hf" / "config.json").read_text())
    with pytest.raises(ValueError, match="neck.fusion_stage.layers.1.projection.weight"):
        DepthAnything3.from_pretrained(weights_path=tmp_path / "broken", device="cpu")


def test_transformers5_names_load_too(tmp_path):
    """A checkpoint saved by transformers 5 (q_proj / gate_proj names) loads the same."""
    reference = reference_model(transformers_config(TINY, "relative", swiglu=True), seed=2)
    folder = save_hf_checkpoint(reference, tmp_path / "new", new_names=True)
    images = stable_images(1, 112, 140, seed=1)
    model, backend = open_model(folder)
    with model:
        assert model.config.backbone.ffn == "swiglu"
        assert_close(
            "transformers 5 names", _run(backend, images), reference_depth(reference, images)
        )


# The backbone_config of the hub's Depth-Anything-V2-Small-hf config.json as transformers 4.x
# wrote it: values equal to Dinov2Config's defaults (num_hidden_layers 12...) are left out.
HUB_SMALL_HF_BACKBONE = {
    "architectures": ["Dinov2Model"],
    "hidden_size": 384,
    "image_size": 518,
    "model_type": "dinov2",
    "num_attention_heads": 6,
    "out_features": ["stage3", "stage6", "stage9", "stage12"],
    "out_indices": [3, 6, 9, 12],
    "reshape_hidden_states": False,
    "torch_dtype": "float32",
}


def _without_defaults(config) -> dict:
    """``config.to_dict()`` as transformers 4.x saved it: the backbone's values equal to
    ``Dinov2Config``'s defaults left out."""
    defaults = transformers.Dinov2Config().to_dict()
    full = config.to_dict()
    backbone = {k: v for k, v in full.pop("backbone_config").items()
                if k == "model_type" or defaults.get(k, object()) != v}  # fmt: skip
    return {**full, "backbone_config": backbone}


@pytest.mark.parametrize("preset", [n for n in SUPPORTED_MODELS if n.startswith("depth-anything")])
def test_hf_config_without_default_values_reads_as_transformers(preset):
    """Hub ``config.json`` files omit values equal to transformers' defaults; they are read as
    transformers reads them (the same network as the full config, the preset recognised)."""
    ours = DA3Config.from_model_name(preset)
    metric = ours.depth_kind == "absolute"
    config = transformers_config(
        {"hidden": ours.backbone.embed_dim, "layers": ours.backbone.depth,
         "heads": ours.backbone.num_heads, "neck": list(ours.head.out_channels),
         "fusion": ours.head.features},
        "metric" if metric else "relative", max_depth=int(ours.head.max_depth),
    )  # fmt: skip
    config.backbone_config.out_indices = [i + 1 for i in ours.backbone.out_layers]
    sparse = _without_defaults(config)
    assert transformers.DepthAnythingConfig.from_dict(sparse).to_dict()["backbone_config"][
        "num_hidden_layers"] == ours.backbone.depth  # fmt: skip
    read = DA3Config.from_dict(sparse)
    assert read == DA3Config.from_dict(config.to_dict())
    assert read.model_name == preset


def test_hub_small_hf_config_is_v2_small():
    data = {"model_type": "depth_anything", "backbone_config": HUB_SMALL_HF_BACKBONE,
            "fusion_hidden_size": 64, "neck_hidden_sizes": [48, 96, 192, 384],
            "reassemble_hidden_size": 384}  # fmt: skip
    config = DA3Config.from_dict(data)
    assert config.model_name == "depth-anything-v2-small" and config.backbone.depth == 12
    with pytest.raises(ValueError, match="max_depth"):
        DA3Config.from_dict({**data, "depth_estimation_type": "metric"})


@pytest.mark.parametrize("repo", [r for r in V2_HUB_MODEL_IDS if r.endswith("-hf")])
def test_hf_repo_preset_is_the_config_its_config_json_gives(repo):
    """The config a V2 ``-hf`` repo id stands for without its config.json was the ``.pth``
    preset (the official V2 position-embedding resize), not what the repo's config.json gives
    (transformers' resize to the exact grid)."""
    preset = hub_preset_config(repo)
    metric = preset.depth_kind == "absolute"
    config = transformers_config(
        {"hidden": preset.backbone.embed_dim, "layers": preset.backbone.depth,
         "heads": preset.backbone.num_heads, "neck": list(preset.head.out_channels),
         "fusion": preset.head.features},
        "metric" if metric else "relative", max_depth=int(preset.head.max_depth),
    )  # fmt: skip
    config.backbone_config.out_indices = [i + 1 for i in preset.backbone.out_layers]
    read = DA3Config.from_dict(config.to_dict())
    assert preset == read and preset.model_name == read.model_name
    assert preset.backbone.pos_embed_resize == "size"


def test_hf_weights_without_config_json_match_transformers(tmp_path):
    """An ``-hf`` repo's ``model.safetensors`` alone, loaded with its repo id as model_id (the
    documented stand-in for a missing config.json), resized the position embedding as the
    official V2 code: 4% of the depth range off transformers at 70x98."""
    reference = reference_model(transformers_config(SMALL, "relative"), seed=11)
    folder = save_hf_checkpoint(reference, tmp_path / "hf")
    (folder / "config.json").unlink()
    with pytest.warns(UserWarning, match="no config.json beside .*depth-anything-v2-small"):
        files = resolve_checkpoint(
            "depth-anything/Depth-Anything-V2-Small-hf", weights_path=folder / "model.safetensors"
        )
    backend = backends.create(backends.parse_device("cpu"), files.config, files.weights, "fp32")
    images = stable_images(1, 70, 98, seed=5)
    try:
        assert_close("bare -hf file", _run(backend, images), reference_depth(reference, images))
    finally:
        backend.close()


def test_pth_with_an_hf_repo_id_keeps_the_official_layout(tiny_checkpoints, tmp_path):
    """A ``.pth`` (the official V2 layout) named by an ``-hf`` repo id keeps the official
    position-embedding resize; only that repo's safetensors are in transformers' layout."""
    kind, _, root = tiny_checkpoints
    lone = tmp_path / "weights.pth"
    lone.write_bytes((root / "pth" / PTH_NAMES[kind][0]).read_bytes())
    repo = "depth-anything/Depth-Anything-V2-Small-hf"
    with pytest.warns(UserWarning, match="no config.json"):
        config = resolve_checkpoint(repo, weights_path=lone).config
    assert config.backbone.pos_embed_resize == "offset"
    assert hub_preset_config(repo).backbone.pos_embed_resize == "size"
