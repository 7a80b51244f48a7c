"""Where each network tensor lives in a checkpoint: one explicit rename per format.

The network's own names are the official DA3 ones (``backbone.pretrained.blocks.0.attn.qkv``,
``head.scratch.refinenet1.out_conv``). A naming maps a network key to the checkpoint key(s)
holding it; several keys are concatenated along dim 0 (transformers' split q / k / v).

- DA3 hub safetensors: ``model.`` + key (nested: ``model.da3.*`` / ``model.da3_metric.*``).
- Depth Anything V2 ``.pth``: ``pretrained.*`` for the ViT, ``depth_head.*`` for the DPT.
- Depth Anything V2 transformers (``*-hf``): ``backbone.*`` / ``neck.*`` / ``head.*``, in the
  names the hub files use (transformers 4.x: ``attention.attention.query``,
  ``mlp.weights_in``) or those transformers 5 saves (``attention.q_proj``, ``mlp.gate_proj``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable, Sequence

Naming = Callable[[str], tuple[str, ...]]

_VIT = "backbone.pretrained."


def prefixed(prefix: str) -> Naming:
    """DA3: the file key is ``prefix`` + the network key."""
    return lambda key: (prefix + key,)


def v2_pth(key: str) -> tuple[str, ...]:
    """Official Depth Anything V2 ``.pth``: ``pretrained.*`` and ``depth_head.*``."""
    if key.startswith(_VIT):
        return ("pretrained." + key[len(_VIT) :],)
    if key.startswith("head."):
        return ("depth_head." + key[len("head.") :],)
    raise KeyError(key)


_EMBEDDINGS = {
    "cls_token": "backbone.embeddings.cls_token",
    "mask_token": "backbone.embeddings.mask_token",
    "pos_embed": "backbone.embeddings.position_embeddings",
    "patch_embed.proj.weight": "backbone.embeddings.patch_embeddings.projection.weight",
    "patch_embed.proj.bias": "backbone.embeddings.patch_embeddings.projection.bias",
    "norm.weight": "backbone.layernorm.weight",
    "norm.bias": "backbone.layernorm.bias",
}
# block-relative network name -> (hub 4.x names, transformers 5 names)
_BLOCK = {
    "norm1": (("norm1",), ("norm1",)),
    "norm2": (("norm2",), ("norm2",)),
    "attn.qkv": (
        ("attention.attention.query", "attention.attention.key", "attention.attention.value"),
        ("attention.q_proj", "attention.k_proj", "attention.v_proj"),
    ),
    "attn.proj": (("attention.output.dense",), ("attention.o_proj",)),
    "mlp.fc1": (("mlp.fc1",), ("mlp.fc1",)),
    "mlp.fc2": (("mlp.fc2",), ("mlp.fc2",)),
    "mlp.w12": (("mlp.weights_in",), ("mlp.gate_proj", "mlp.up_proj")),
    "mlp.w3": (("mlp.weights_out",), ("mlp.down_proj",)),
}
_LAYER_SCALE = {"ls1.gamma": "layer_scale1.lambda1", "ls2.gamma": "layer_scale2.lambda1"}
_RESIDUAL = {"resConfUnit1": "residual_layer1", "resConfUnit2": "residual_layer2"}
_CONV = {"conv1": "convolution1", "conv2": "convolution2"}
_HEAD = {
    "scratch.output_conv1": "head.conv1",
    "scratch.output_conv2.0": "head.conv2",
    "scratch.output_conv2.2": "head.conv3",
}


def v2_transformers(transformers5: bool) -> Naming:
    """Depth Anything V2 in transformers' layout (hub 4.x names, or transformers 5's)."""
    variant = 1 if transformers5 else 0

    def names(key: str) -> tuple[str, ...]:
        if key.startswith(_VIT):
            rest = key[len(_VIT) :]
            if rest in _EMBEDDINGS:
                return (_EMBEDDINGS[rest],)
            match = re.fullmatch(r"blocks\.(\d+)\.(.+)", rest)
            if match is None:
                raise KeyError(key)
            layer, name = f"backbone.encoder.layer.{match[1]}.", match[2]
            if name in _LAYER_SCALE:
                return (layer + _LAYER_SCALE[name],)
            module, param = name.rsplit(".", 1)
            return tuple(f"{layer}{part}.{param}" for part in _BLOCK[module][variant])
        if not key.startswith("head."):
            raise KeyError(key)
        module, param = key[len("head.") :].rsplit(".", 1)
        if module in _HEAD:
            return (f"{_HEAD[module]}.{param}",)
        match = re.fullmatch(r"(projects|resize_layers)\.(\d)", module)
        if match is not None:
            part = "projection" if match[1] == "projects" else "resize"
            return (f"neck.reassemble_stage.layers.{match[2]}.{part}.{param}",)
        match = re.fullmatch(r"scratch\.layer(\d)_rn", module)
        if match is not None:
            return (f"neck.convs.{int(match[1]) - 1}.{param}",)
        match = re.fullmatch(r"scratch\.refinenet(\d)\.(.+)", module)
        if match is None:
            raise KeyError(key)
        stage = f"neck.fusion_stage.layers.{4 - int(match[1])}."  # fusion runs 4 -> 1
        if match[2] == "out_conv":
            return (f"{stage}projection.{param}",)
        unit, conv = match[2].split(".")
        return (f"{stage}{_RESIDUAL[unit]}.{_CONV[conv]}.{param}",)

    return names


def detect_naming(file_keys: Collection[str]) -> tuple[str, Naming]:
    """(format name, naming) of a checkpoint from its keys."""
    keys = set(file_keys)
    if any(k.startswith("backbone.embeddings.") for k in keys):
        new = any(".attention.q_proj." in k for k in keys)
        return "v2-hf", v2_transformers(transformers5=new)
    if any(k.startswith("pretrained.") for k in keys) and any(
        k.startswith("depth_head.") for k in keys
    ):
        return "v2-pth", v2_pth
    prefix = "model." if any(k.startswith("model.") for k in keys) else ""
    return "da3", prefixed(prefix)


def tied_substitutes(
    groups: Iterable[Sequence[str]], naming: Naming, file_keys: Collection[str]
) -> dict[str, str]:
    """For each group of network keys sharing one tensor (DA3's head LayerNorm in its four
    ray levels) that the file holds under some of its names only: each missing name -> a
    held one. ``safetensors.torch.save_file`` after ``load_file`` (an fp16 conversion) keeps
    a shared tensor once, without ``save_model``'s alias metadata; the official loader
    (``load_model``) takes such a file."""
    substitutes: dict[str, str] = {}
    for group in groups:
        held = [key for key in group if _held(key, naming, file_keys)]
        if held:
            substitutes.update({key: held[0] for key in group if key not in held})
    return substitutes


def _held(key: str, naming: Naming, file_keys: Collection[str]) -> bool:
    try:
        names = naming(key)
    except KeyError:  # no place for it in this format: ``CheckpointReader.file_keys`` says so
        return False
    return all(name in file_keys for name in names)


# what a DA3 file's keys say of the model (first match), for a refusal naming it
_KINDS = (
    (".da3_metric.", "a nested model (DA3NESTED-GIANT-LARGE: an any-view and a metric branch)"),
    ("cam_dec.", "an any-view model with a camera head (DA3-SMALL / BASE / LARGE / GIANT)"),
    ("sky_output", "a monocular model with a sky head (DA3Metric-Large / DA3Mono-Large)"),
)


def model_kind(keys: Iterable[str]) -> str | None:
    """Which DA3 kind ``keys`` (a file's, or the network's) belong to: nested, any-view (a
    camera head) or monocular (a sky head); None for none of these (Depth Anything V2)."""
    dotted = ["." + key for key in keys]
    for part, kind in _KINDS:
        if any(part in key for key in dotted):
            return kind
    return None
