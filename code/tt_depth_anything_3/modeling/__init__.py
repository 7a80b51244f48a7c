"""The DA3 network in PyTorch: the one definition every backend derives from."""

from .network import DepthAnything3Network

__all__ = ["DepthAnything3Network"]
