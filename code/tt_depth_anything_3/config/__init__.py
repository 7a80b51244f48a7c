"""What a model is and how it is asked for: ``DA3Config`` (``schema``) made of the ``parts``,
the official presets of DA3 and Depth Anything V2 (``presets``, ``presets_v2``), the catalogue
``tt-da3 info`` prints (``catalog``) and ``ModelOptions`` with every option's bounds
(``options``). The lowest layer of the package: it imports nothing else of it."""

from .options import ModelOptions
from .parts import PATCH_SIZE, BackboneConfig, CameraConfig, GaussianConfig, HeadConfig
from .schema import DA3Config

__all__ = [
    "PATCH_SIZE",
    "BackboneConfig",
    "CameraConfig",
    "DA3Config",
    "GaussianConfig",
    "HeadConfig",
    "ModelOptions",
]
