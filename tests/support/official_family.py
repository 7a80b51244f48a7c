"""Reduced official networks for the DA3-GIANT family, built from the official modules.

The official ``DinoV2`` wrapper fixes each ViT's size by name, so the reduced giant is built
from the same classes it uses (``DinoVisionTransformer`` with ``ffn_layer="swiglufused"``,
``DualDPT``, ``CameraEnc`` / ``CameraDec``, ``GSDPT`` + ``GaussianAdapter``) with every layer
type of the full configuration and smaller widths / depth. Our side reads the same
shrinking from ``config.json``'s ``architecture`` (``TINY_FAMILY``).
"""

from __future__ import annotations

import importlib.util
import sys
import types

from torch import nn

from support.checkpoints import TINY_ARCHITECTURES


def _stub_evo() -> None:
    """``gs_adapter`` imports ``evo`` (trajectory evaluation) for its ground-truth pose
    alignment, which inference without ground-truth poses never calls; a stand-in module
    lets it import when ``evo`` is not installed."""
    if "evo" in sys.modules or importlib.util.find_spec("evo") is not None:
        return
    trajectory = types.ModuleType("evo.core.trajectory")

    class PosePath3D:  # never instantiated here
        def __init__(self, *args, **kwargs):
            raise NotImplementedError("evo is not installed")

    trajectory.PosePath3D = PosePath3D
    for name, module in (
        ("evo", types.ModuleType("evo")),
        ("evo.core", types.ModuleType("evo.core")),
        ("evo.core.trajectory", trajectory),
    ):
        sys.modules[name] = module


# The tiny any-view / metric layouts of ``checkpoints`` (the giant's SwiGLU MLP comes from its
# preset), the giant with a GS head.
TINY_GIANT_ARCH = {
    **TINY_ARCHITECTURES["da3-small"],
    "gaussians": {"dim_in": 128, "features": 32, "out_channels": [16, 32, 64, 64]},
}
TINY_METRIC_ARCH = TINY_ARCHITECTURES["da3metric-large"]
TINY_FAMILY = {
    "da3-giant": TINY_GIANT_ARCH,
    "da3nested-giant-large": {**TINY_GIANT_ARCH, "metric_branch": TINY_METRIC_ARCH},
}


def _official_backbone(arch: dict, ffn: str) -> nn.Module:
    from depth_anything_3.model.dinov2.dinov2 import DinoV2
    from depth_anything_3.model.dinov2.vision_transformer import DinoVisionTransformer

    b = arch["backbone"]
    alt = b.get("alt_start", -1)
    wrapper = DinoV2.__new__(DinoV2)
    nn.Module.__init__(wrapper)
    wrapper.name = "vitg" if ffn == "swiglufused" else "vitl"
    wrapper.out_layers = list(b["out_layers"])
    wrapper.alt_start = wrapper.qknorm_start = wrapper.rope_start = alt
    wrapper.cat_token = alt != -1
    wrapper.pretrained = DinoVisionTransformer(
        img_size=518,
        patch_size=14,
        embed_dim=b["embed_dim"],
        depth=b["depth"],
        num_heads=b["num_heads"],
        mlp_ratio=4,
        ffn_layer=ffn,
        alt_start=alt,
        qknorm_start=alt,
        rope_start=alt,
        cat_token=alt != -1,
    )
    return wrapper


def build_official_tiny_giant(arch: dict = TINY_GIANT_ARCH) -> nn.Module:
    """The official ``DepthAnything3Net`` with DA3-GIANT's layer types at tiny widths."""
    from depth_anything_3.model.cam_dec import CameraDec
    from depth_anything_3.model.cam_enc import CameraEnc
    from depth_anything_3.model.da3 import DepthAnything3Net
    from depth_anything_3.model.dualdpt import DualDPT

    _stub_evo()
    from depth_anything_3.model.gs_adapter import GaussianAdapter
    from depth_anything_3.model.gsdpt import GSDPT

    h, g = arch["head"], arch["gaussians"]
    adapter = GaussianAdapter(
        sh_degree=2,
        pred_color=False,
        pred_offset_depth=True,
        pred_offset_xy=True,
        gaussian_scale_min=1e-5,
        gaussian_scale_max=30.0,
    )
    net = DepthAnything3Net(
        net=_official_backbone(arch, "swiglufused"),
        head=DualDPT(
            dim_in=h["dim_in"], output_dim=2, features=h["features"], out_channels=h["out_channels"]
        ),
        cam_dec=CameraDec(dim_in=arch["camera"]["dec_dim_in"]),
        cam_enc=CameraEnc(dim_out=arch["camera"]["enc_dim_out"]),
        gs_head=GSDPT(
            dim_in=g["dim_in"],
            output_dim=adapter.d_in + 1,
            features=g["features"],
            out_channels=g["out_channels"],
        ),
        gs_adapter=adapter,
    )
    return net.eval()


def build_official_tiny_metric(arch: dict = TINY_METRIC_ARCH) -> nn.Module:
    """The official DA3Metric-Large layout (DPT with sky head) at tiny widths."""
    from depth_anything_3.model.da3 import DepthAnything3Net
    from depth_anything_3.model.dpt import DPT

    h = arch["head"]
    return DepthAnything3Net(
        net=_official_backbone(arch, "mlp"),
        head=DPT(dim_in=h["dim_in"], features=h["features"], out_channels=h["out_channels"]),
    ).eval()


def build_official_tiny_nested() -> nn.Module:
    """The official ``NestedDepthAnything3Net`` around the two tiny branches."""
    from depth_anything_3.model.da3 import NestedDepthAnything3Net

    nested = NestedDepthAnything3Net.__new__(NestedDepthAnything3Net)
    nn.Module.__init__(nested)
    nested.da3 = build_official_tiny_giant()
    nested.da3_metric = build_official_tiny_metric()
    return nested.eval()
