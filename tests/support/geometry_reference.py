"""Official any-view networks (small, and large cut to 6 blocks keeping every layer kind) with
seeded random weights, saved in the official format, and the matching networks of ours."""

from __future__ import annotations

import json
from pathlib import Path

import torch
from torch import nn

from support.official_reference import build_official, randomize, save_official_checkpoint
from tt_depth_anything_3.backends.torch.loading import build_network
from tt_depth_anything_3.config import DA3Config

# DA3-LARGE widths with 6 blocks: plain local (0, 1), local with RoPE + QK-norm (2, 4),
# global (3, 5); reference selection before block 1, camera token at block 2.
LARGE6 = {"depth": 6, "out_layers": [2, 3, 4, 5], "alt_start": 2, "qknorm_start": 2,
          "rope_start": 2}  # fmt: skip


def _cut_large(net: nn.Module) -> nn.Module:
    from depth_anything_3.model.dinov2.vision_transformer import vit_large

    net.backbone.pretrained = vit_large(
        patch_size=14, img_size=518, ffn_layer="mlp", cat_token=True,
        depth=LARGE6["depth"], alt_start=2, qknorm_start=2, rope_start=2,
    )  # fmt: skip
    net.backbone.out_layers = LARGE6["out_layers"]
    return net


def official_anyview(name: str, seed: int) -> nn.Module:
    """``da3-small`` or ``da3-large6``: randomised, with field-of-view biases that keep the
    camera head's ReLU fov positive (random weights otherwise clamp it at 0)."""
    net = build_official("da3-large" if name == "da3-large6" else name)
    if name == "da3-large6":
        net = _cut_large(net)
    net = randomize(net.eval(), seed)
    with torch.no_grad():
        net.cam_dec.fc_fov[0].bias.fill_(1.0)
        net.cam_dec.fc_fov[0].weight.mul_(0.05)
    return net


def ours_from_official(net: nn.Module, name: str, folder: Path) -> nn.Module:
    """Save ``net`` as the hub repos hold it and load it with our loader."""
    model_name = "da3-large" if name == "da3-large6" else name
    save_official_checkpoint(net, model_name, folder)
    data = {"model_name": model_name}
    if name == "da3-large6":
        data["architecture"] = {"backbone": LARGE6}
        (folder / "config.json").write_text(json.dumps(data))
    return build_network(DA3Config.from_dict(data), folder / "model.safetensors")


def official_api_function(name: str):
    """A method of the official ``api.DepthAnything3``, taken from its source: the module
    imports the export stack (moviepy, trimesh...), which the tests do not install."""
    import ast
    import inspect
    import textwrap

    from depth_anything_3.utils import geometry
    from depth_anything_3.utils.geometry import affine_inverse

    source = (Path(inspect.getfile(geometry)).parents[1] / "api.py").read_text()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef) and node.name == name:
            code = textwrap.dedent(ast.get_source_segment(source, node))
            namespace = {"torch": torch, "affine_inverse": affine_inverse}
            exec(compile(code, "depth_anything_3/api.py", "exec"), namespace)  # noqa: S102
            return namespace[name]
    raise LookupError(f"official api.py has no {name}")
