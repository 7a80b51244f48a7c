"""transformers' ``DepthAnythingForDepthEstimation`` as the Depth Anything V2 reference, and
checkpoints of it in both V2 formats.

- ``*-hf``: ``model.safetensors`` in the names the hub repos use (written by transformers 4.x:
  ``attention.attention.query``, ``attention.output.dense``, ``mlp.weights_in``) + the
  model's ``config.json``; transformers 5 reads them back through its own conversion table.
- official ``.pth``: ``pretrained.*`` / ``depth_head.*`` state dict (``torch.save``).
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
import torch
from safetensors.torch import save_file

from support.checkpoints import randomize

transformers = pytest.importorskip(
    "transformers", reason="the V2 reference: pip install transformers"
)

# transformers 5 name -> hub (4.x) name, for the parts that differ.
_LEGACY = (
    ("attention.q_proj", "attention.attention.query"),
    ("attention.k_proj", "attention.attention.key"),
    ("attention.v_proj", "attention.attention.value"),
    ("attention.o_proj", "attention.output.dense"),
    ("mlp.down_proj", "mlp.weights_out"),
)
# A few keys of the official V2 checkpoints, as the official code names them.
OFFICIAL_PTH_KEYS = (
    "pretrained.cls_token",
    "pretrained.mask_token",
    "pretrained.pos_embed",
    "pretrained.patch_embed.proj.weight",
    "pretrained.blocks.0.attn.qkv.weight",
    "pretrained.blocks.0.ls1.gamma",
    "pretrained.norm.weight",
    "depth_head.projects.0.weight",
    "depth_head.resize_layers.3.weight",
    "depth_head.scratch.layer4_rn.weight",
    "depth_head.scratch.refinenet4.resConfUnit1.conv1.weight",
    "depth_head.scratch.refinenet1.out_conv.weight",
    "depth_head.scratch.output_conv1.weight",
    "depth_head.scratch.output_conv2.2.bias",
)

TINY = {"hidden": 64, "layers": 4, "heads": 2, "neck": [16, 32, 64, 64], "fusion": 32}
SMALL = {"hidden": 384, "layers": 12, "heads": 6, "neck": [48, 96, 192, 384], "fusion": 64}


def transformers_config(
    size: dict, kind: str = "relative", max_depth: int = 20, swiglu: bool = False
):
    layers = size["layers"]
    out_indices = [3, 6, 9, 12] if layers == 12 else [i + 1 for i in range(layers - 4, layers)]
    backbone = transformers.Dinov2Config(
        hidden_size=size["hidden"],
        num_hidden_layers=layers,
        num_attention_heads=size["heads"],
        out_indices=out_indices,
        reshape_hidden_states=False,
        image_size=518,
        patch_size=14,
        use_swiglu_ffn=swiglu,
    )
    return transformers.DepthAnythingConfig(
        backbone_config=backbone,
        reassemble_hidden_size=size["hidden"],
        neck_hidden_sizes=size["neck"],
        fusion_hidden_size=size["fusion"],
        depth_estimation_type=kind,
        max_depth=max_depth if kind == "metric" else 1,
    )


@torch.no_grad()
def reference_model(config, seed: int) -> torch.nn.Module:
    """The transformers model with seeded random weights that keep activations alive."""
    torch.manual_seed(seed)
    model = transformers.DepthAnythingForDepthEstimation(config).eval()
    randomize(model, seed)
    gen = torch.Generator().manual_seed(seed + 1)
    emb = model.backbone.embeddings
    for p in (emb.cls_token, emb.mask_token, emb.position_embeddings):
        p.copy_(0.1 * torch.randn(p.shape, generator=gen))
    for name, p in model.named_parameters():
        if name.endswith("lambda1"):
            p.copy_(0.1 + 0.05 * torch.rand(p.shape, generator=gen))
        elif name.endswith("head.conv3.bias"):
            p.copy_(torch.full_like(p, 0.5))
    return model


def hub_state_dict(model) -> dict[str, torch.Tensor]:
    """The model's tensors under the hub files' (transformers 4.x) names."""
    out = {}
    for key, value in model.state_dict().items():
        if ".mlp.gate_proj." in key:
            up = model.state_dict()[key.replace("gate_proj", "up_proj")]
            out[key.replace("mlp.gate_proj", "mlp.weights_in")] = torch.cat((value, up))
            continue
        if ".mlp.up_proj." in key:
            continue
        for new, old in _LEGACY:
            key = key.replace(new, old)
        out[key] = value.contiguous()
    return out


def save_hf_checkpoint(model, folder: Path, new_names: bool = False) -> Path:
    """``folder/model.safetensors`` + ``config.json`` as a ``*-hf`` repo holds them."""
    folder.mkdir(parents=True, exist_ok=True)
    state = (
        {k: v.contiguous() for k, v in model.state_dict().items()}
        if new_names
        else hub_state_dict(model)
    )
    save_file(state, str(folder / "model.safetensors"))
    (folder / "config.json").write_text(json.dumps(model.config.to_dict()))
    return folder


def save_pth_checkpoint(model, path: Path) -> Path:
    """The same weights as an official ``.pth`` (``pretrained.*`` / ``depth_head.*``)."""
    from tt_depth_anything_3.checkpoints.names import v2_pth, v2_transformers
    from tt_depth_anything_3.config import DA3Config
    from tt_depth_anything_3.modeling import DepthAnything3Network

    config = DA3Config.from_dict(model.config.to_dict())
    with torch.device("meta"):
        network = DepthAnything3Network(config)
    hub = hub_state_dict(model)
    names = v2_transformers(transformers5=False)
    state = {}
    for key in network.state_dict():
        (pth_key,) = v2_pth(key)
        state[pth_key] = torch.cat([hub[k] for k in names(key)]).clone()
    path.parent.mkdir(parents=True, exist_ok=True)
    torch.save(state, path)
    return path


@torch.no_grad()
def reference_depth(model, images: torch.Tensor) -> torch.Tensor:
    return model(pixel_values=images).predicted_depth


def stable_images(batch: int, height: int, width: int, seed: int) -> torch.Tensor:
    gen = torch.Generator().manual_seed(seed)
    return torch.randn(batch, 3, height, width, generator=gen) * (1 / math.sqrt(2))
