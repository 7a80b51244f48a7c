"""The network in PyTorch: the one definition every backend derives from."""

from __future__ import annotations

from ..config import DA3Config
from .nested import NestedNetwork
from .network import DepthAnything3Network

__all__ = ["DepthAnything3Network", "NestedNetwork", "network_for"]


def network_for(config: DA3Config) -> DepthAnything3Network | NestedNetwork:
    """The network a config describes (the nested model: both branches)."""
    return NestedNetwork(config) if config.is_nested else DepthAnything3Network(config)
