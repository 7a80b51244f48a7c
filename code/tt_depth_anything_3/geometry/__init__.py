"""Multi-view geometry: the ``Scene`` that ``DepthAnything3.reconstruct`` returns."""

from .scene import Scene

__all__ = ["Scene"]
