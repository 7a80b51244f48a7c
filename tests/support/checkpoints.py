"""Tiny random DA3 checkpoints in the official hub format, made without the official code.

``config.json`` names the official preset and shrinks it through the ``architecture``
extension, so server, CLI and evaluation tests run a real network in milliseconds.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import torch
from safetensors.torch import save_model
from torch import nn

from tt_depth_anything_3.config import DA3Config
from tt_depth_anything_3.modeling import DepthAnything3Network, NestedNetwork, network_for

TINY_ARCHITECTURES = {
    "da3metric-large": {
        "backbone": {"embed_dim": 64, "depth": 4, "num_heads": 2, "out_layers": [0, 1, 2, 3]},
        "head": {"dim_in": 64, "features": 32, "out_channels": [16, 32, 64, 64]},
    },
    "da3-small": {
        "backbone": {
            "embed_dim": 64,
            "depth": 6,
            "num_heads": 2,
            "out_layers": [2, 3, 4, 5],
            "alt_start": 2,
            "qknorm_start": 2,
            "rope_start": 2,
        },
        "head": {"dim_in": 128, "features": 32, "out_channels": [16, 32, 64, 64]},
        "camera": {"enc_dim_out": 64, "dec_dim_in": 128},
    },
}
TINY_ARCHITECTURES["da3mono-large"] = TINY_ARCHITECTURES["da3metric-large"]


def reduced_depth_architecture(depth: int = 4) -> dict:
    """DA3Metric-Large / DA3Mono-Large with ``depth`` transformer blocks, every width full and the
    four feature taps on the last four blocks: the device program's ops, shapes and memory plan
    are those of the full model at every input size, with fewer repeats of the block."""
    if depth < 4:
        raise ValueError(f"depth must be at least 4 (four feature taps), got {depth}")
    return {"backbone": {"depth": depth, "out_layers": list(range(depth - 4, depth))}}


class HubWrapper(nn.Module):
    def __init__(self, net: nn.Module) -> None:
        super().__init__()
        self.model = net


@torch.no_grad()
def randomize(net: nn.Module, seed: int) -> nn.Module:
    """Seeded random weights, std 1/sqrt(fan_in) for linear/conv so activations stay alive."""
    gen = torch.Generator().manual_seed(seed)
    for module in net.modules():
        if isinstance(module, (nn.Linear, nn.Conv2d, nn.ConvTranspose2d)):
            w = module.weight
            fan_in = w.shape[0] if isinstance(module, nn.ConvTranspose2d) else w[0].numel()
            w.copy_(torch.randn(w.shape, generator=gen) / math.sqrt(fan_in))
            if module.bias is not None:
                module.bias.copy_(0.02 * torch.randn(module.bias.shape, generator=gen))
        elif isinstance(module, nn.LayerNorm) and module.weight is not None:
            module.weight.copy_(1 + 0.1 * torch.randn(module.weight.shape, generator=gen))
            module.bias.copy_(0.05 * torch.randn(module.bias.shape, generator=gen))
    for name, p in net.named_parameters():
        if name.endswith("gamma"):
            p.copy_(0.1 + 0.05 * torch.rand(p.shape, generator=gen))
        elif name.endswith(("cls_token", "camera_token", "pos_embed")):
            p.copy_(0.1 * torch.randn(p.shape, generator=gen))
    return net


def random_network(config: DA3Config, seed: int) -> DepthAnything3Network | NestedNetwork:
    """Our network (``network_for``: both branches of a nested model) with seeded random
    weights (``randomize``)."""
    torch.manual_seed(seed)
    return randomize(network_for(config).eval(), seed)


def write_checkpoint(
    folder: Path,
    model_name: str = "da3metric-large",
    seed: int = 0,
    tiny: bool = True,
    architecture: dict | None = None,
) -> Path:
    """``folder/model.safetensors`` + ``folder/config.json`` as the hub repos hold them;
    ``architecture`` (with ``tiny=False``) overrides some fields of the preset."""
    if tiny and architecture is not None:
        raise ValueError("give tiny=True or an architecture, not both")
    data = {"model_name": model_name}
    if tiny:
        data["architecture"] = TINY_ARCHITECTURES[model_name]
    elif architecture is not None:
        data["architecture"] = architecture
    config = DA3Config.from_dict(data)
    folder.mkdir(parents=True, exist_ok=True)
    save_model(HubWrapper(random_network(config, seed)), str(folder / "model.safetensors"))
    (folder / "config.json").write_text(json.dumps(data))
    return folder


TINY_V2_ARCHITECTURE = {
    "backbone": {"embed_dim": 64, "depth": 4, "num_heads": 2, "out_layers": [0, 1, 2, 3]},
    "head": {"dim_in": 64, "features": 32, "out_channels": [16, 32, 64, 64]},
}


def write_v2_pth_checkpoint(
    folder: Path, preset: str = "depth-anything-v2-small", seed: int = 4
) -> Path:
    """A tiny random Depth Anything V2 checkpoint as the official ``.pth`` (its key names) with
    a ``config.json`` naming ``preset``; returns the ``.pth`` path."""
    from tt_depth_anything_3.checkpoints.names import v2_pth

    data = {"model_name": preset, "architecture": TINY_V2_ARCHITECTURE}
    network = random_network(DA3Config.from_dict(data), seed)
    folder.mkdir(parents=True, exist_ok=True)
    state = {v2_pth(k)[0]: v.contiguous() for k, v in network.state_dict().items()}
    torch.save(state, folder / "weights.pth")
    (folder / "config.json").write_text(json.dumps(data))
    return folder / "weights.pth"


def open_backend(folder: Path, precision: str = "fp32", device: str = "cpu"):
    """The torch backend of a checkpoint folder, as ``DepthAnything3.from_pretrained`` builds it
    (``backends.create``), for tests that look inside the network or call ``run`` directly."""
    from tt_depth_anything_3 import backends
    from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint

    files = resolve_checkpoint("local", weights_path=folder)
    return backends.create(backends.parse_device(device), files.config, files.weights, precision)


def open_model(folder: Path, dtype: str | None = None, **options):
    """``(model, backend)``: a ``DepthAnything3`` on the checkpoint in ``folder`` loaded as
    ``from_pretrained(weights_path=folder, device="cpu", dtype=dtype, **options)`` does, with
    its torch backend, for tests that compare the network itself with a reference."""
    from tt_depth_anything_3 import DepthAnything3
    from tt_depth_anything_3.backends.torch.precision import parse_precision
    from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint

    files = resolve_checkpoint("local", weights_path=folder)
    backend = open_backend(folder, parse_precision(dtype))
    return DepthAnything3(files.config, backend, source=files.source, **options), backend
