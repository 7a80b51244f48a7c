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
from v2_reference import (
    OFFICIAL_PTH_KEYS,
    SMALL,
    TINY,
    reference_depth,
    reference_model,
    save_hf_checkpoint,
    save_pth_checkpoint,
    stable_images,
    transformers_config,
)

from checkpoints import open_model
from numerics import pearson
from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.checkpoint_reader import CheckpointReader

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
