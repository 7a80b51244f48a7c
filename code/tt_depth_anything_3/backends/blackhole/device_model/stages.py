"""Stages of the DA3 device program, read from the Python stack that issued each operation.

The Blackhole program names its functions after the reference modules (``backends/ttnn/vit.py``,
``dpt.py``); an operation's stage is decided by the first rule whose function is on its stack
(innermost first), so a conv inside a fusion block is a conv, and a matmul inside a resize is a
resize. ``UNATTRIBUTED`` marks an op issued from none of them (a test keeps it empty).
"""

from __future__ import annotations

from .graph import DeviceOp

UNATTRIBUTED = "unattributed"
ATTENTION_OPS = ("SDPAOperation", "GenericOpDeviceOperation")


def da3_stage(op: DeviceOp) -> str:
    """The stage of one operation of the DA3 device program."""
    stack = op.stack
    if "vit_backbone" in stack:
        if "patch_embed" in stack:
            return "backbone: patch embed"
        if op.name == "MatmulDeviceOperation":
            return "backbone: linears"
        if "launch_residual_layer_norm" in stack or "residual_layer_norm" in stack:
            return "backbone: residual LayerNorm kernel"
        if op.name in ATTENTION_OPS:
            return "backbone: attention"
        return "backbone: norms, adds, head splits"
    if "dpt_head" in stack:
        for function, stage in (
            ("resize_bilinear", "head: resizes"),
            ("upsample", "head: transposed convs"),
            ("conv2d", "head: 3x3 convs"),
            ("pointwise", "head: 1x1 convs"),
            ("reassemble", "head: reassemble projections"),
        ):
            if function in stack:
                return stage
        if "feature_fusion_block" in stack or "residual_conv_unit" in stack:
            return "head: fusion adds, ReLUs"
        return "head: outputs"
    return UNATTRIBUTED
