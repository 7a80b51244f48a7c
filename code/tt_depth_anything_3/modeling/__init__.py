"""The network in PyTorch: the one definition every backend derives from."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .nested import NestedNetwork
from .network import DepthAnything3Network

if TYPE_CHECKING:
    from ..config.schema import DA3Config

__all__ = ["DepthAnything3Network", "NestedNetwork", "network_for"]


def network_for(config: DA3Config) -> DepthAnything3Network | NestedNetwork:
    """The network a config describes (the nested model: both branches)."""
    return NestedNetwork(config) if config.is_nested else DepthAnything3Network(config)
