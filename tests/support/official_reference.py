"""The official DA3 code (``depth-anything-3==0.1.1``) as the numerical reference for tests.

Its ``api.py`` imports heavy packages, so the network is built from the packaged configs and
model modules directly. Checkpoints are written exactly as the Hugging Face repos are: the
network wrapped as ``model.`` inside a module, saved by ``safetensors.torch.save_model``
(which stores shared tensors once and records the aliases in the header metadata), and a
``config.json`` with ``model_name``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch
from torch import nn

from support.checkpoints import randomize  # noqa: F401  (re-exported for the tests)

pytest.importorskip(
    "depth_anything_3",
    reason="the official reference: pip install --no-deps depth-anything-3==0.1.1",
)


def build_official(model_name: str) -> nn.Module:
    from depth_anything_3.cfg import create_object, load_config
    from depth_anything_3.registry import MODEL_REGISTRY

    net = create_object(load_config(MODEL_REGISTRY[model_name]))
    return net.eval()


class _HubWrapper(nn.Module):
    """Stand-in for the official ``DepthAnything3`` wrapper: the network under ``model``."""

    def __init__(self, net: nn.Module) -> None:
        super().__init__()
        self.model = net


def save_official_checkpoint(net: nn.Module, model_name: str, folder: Path) -> Path:
    """Write ``model.safetensors`` + ``config.json`` as the DA3 hub repos hold them."""
    from safetensors.torch import save_model

    folder.mkdir(parents=True, exist_ok=True)
    save_model(_HubWrapper(net), str(folder / "model.safetensors"))
    (folder / "config.json").write_text(json.dumps({"model_name": model_name}))
    return folder


@torch.no_grad()
def official_head_outputs(net: nn.Module, images: torch.Tensor) -> dict[str, torch.Tensor]:
    """The official head's outputs (B, H, W) before any sky fill, for images (B, 3, H, W)."""
    x = images[:, None]
    feats, _ = net.backbone(x, cam_token=None, export_feat_layers=[])
    out = net.head(feats, x.shape[-2], x.shape[-1], patch_start_idx=0)
    result = {
        "depth": out["depth"][:, 0].squeeze(-1) if out["depth"].ndim == 5 else out["depth"][:, 0]
    }
    if "sky" in out:
        result["sky"] = out["sky"][:, 0]
    if "depth_conf" in out:
        result["conf"] = out["depth_conf"][:, 0]
    if getattr(net, "cam_dec", None) is not None:
        cams = net._process_camera_estimation(feats, x.shape[-2], x.shape[-1], type(out)())
        result["extrinsics"] = cams["extrinsics"][:, 0]
        result["intrinsics"] = cams["intrinsics"][:, 0]
    return result


def official_input_processor():
    """The official ``InputProcessor`` (resize + normalise) for end-to-end parity.

    Its module imports torchvision only for ``ToTensor``/``Normalize``/``CenterCrop``; PyPI's
    torchvision is a CUDA build that fails to import beside the CPU torch, so when it is absent
    a minimal stand-in with torchvision's exact arithmetic for those three is installed. The
    resize logic under test is the official code.
    """
    import importlib.util
    import sys
    import types

    if "torchvision" not in sys.modules and importlib.util.find_spec("torchvision") is None:
        transforms = types.ModuleType("torchvision.transforms")

        class ToTensor:
            def __call__(self, pic):
                import numpy as np

                array = np.asarray(pic)
                return torch.from_numpy(array.transpose((2, 0, 1))).contiguous().float().div(255)

        class Normalize:
            def __init__(self, mean, std):
                self.mean, self.std = mean, std

            def __call__(self, tensor):
                mean = torch.as_tensor(self.mean, dtype=tensor.dtype).view(-1, 1, 1)
                std = torch.as_tensor(self.std, dtype=tensor.dtype).view(-1, 1, 1)
                return tensor.clone().sub_(mean).div_(std)

        class CenterCrop:
            """torchvision's centre crop: top = round((h - th) / 2), left likewise."""

            def __init__(self, size):
                self.size = size

            def __call__(self, tensor):
                height, width = tensor.shape[-2:]
                th, tw = self.size
                top, left = int(round((height - th) / 2.0)), int(round((width - tw) / 2.0))
                return tensor[..., top : top + th, left : left + tw]

        transforms.ToTensor, transforms.Normalize, transforms.CenterCrop = (
            ToTensor,
            Normalize,
            CenterCrop,
        )
        package = types.ModuleType("torchvision")
        package.transforms = transforms
        sys.modules["torchvision"] = package
        sys.modules["torchvision.transforms"] = transforms
    from depth_anything_3.utils.io.input_processor import InputProcessor

    return InputProcessor()
