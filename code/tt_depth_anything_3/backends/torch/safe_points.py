"""Cancellation safe points inside the torch network, added by the backend (the model graph in
``modeling/`` knows nothing of them): a forward pre-hook before each transformer block, each
head call and each of the head's fusion stages calls ``config.cancel.checkpoint()``, so a run
whose request is gone (the server's 504 or 499) stops within one block instead of finishing
the forward. Outside ``cancellable`` (the Python API) the check is one context-variable read.

A captured CUDA graph replays without Python: its size stops before the replay, not inside.
"""

from __future__ import annotations

from typing import Any

from torch import nn
from torch.utils.hooks import RemovableHandle

from ...config.cancel import checkpoint
from ...modeling.dinov2 import Block
from ...modeling.dpt_blocks import FeatureFusionBlock, FusionTrunk

# transformer blocks; DPT, DualDPT and 3D-Gaussian heads; their fusion stages (refinenets)
SAFE_POINT_MODULES = (Block, FusionTrunk, FeatureFusionBlock)


def _safe_point(module: nn.Module, args: Any) -> None:
    checkpoint()


def add_safe_points(network: nn.Module) -> list[RemovableHandle]:
    """A cancellation ``checkpoint`` before every module of ``SAFE_POINT_MODULES`` in
    ``network`` (transformer blocks, heads, fusion stages); returns the hooks' handles."""
    return [
        module.register_forward_pre_hook(_safe_point)
        for module in network.modules()
        if isinstance(module, SAFE_POINT_MODULES)
    ]
