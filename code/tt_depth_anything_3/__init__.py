"""Depth Anything 3 metric depth on CPU, CUDA and Tenstorrent Blackhole.

The package is laid out by job, each folder importing only from the layers below it:
``cli`` / ``server`` / ``scale_out`` / ``evaluation`` -> ``api`` -> ``inference`` / ``geometry``
/ ``exports`` -> ``backends`` -> ``modeling`` -> ``checkpoints`` / ``config``.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
from types import ModuleType

from . import exports  # noqa: F401  (registers the Scene writers: Scene.save)
from .api import DepthAnything3, FramePrediction
from .checkpoints import CheckpointError
from .config import DA3Config
from .config.options import DEFAULT_MODEL_ID
from .config.presets import SUPPORTED_MODELS
from .geometry import Scene
from .inference.outputs import DepthOutput, UInt16Depth
from .version import __version__

# Modules of the flat layout before 0.1.0's reorganisation -> where they are now. An import of
# an old path gets the module itself (one object under two names, no copy).
MOVED_MODULES: dict[str, str] = {
    "images": "inference.images",
    "preprocess": "inference.preprocess",
    "postprocess": "inference.postprocess",
    "outputs": "inference.outputs",
    "streaming": "inference.predict",
    "presets": "config.catalog",
    "presets_v2": "config.presets_v2",
    "model_options": "config.options",
    "weights": "checkpoints.resolve",
    "loading": "backends.torch.loading",
    "one_pass": "backends.blackhole.one_pass",
    "kernels": "backends.blackhole.kernels",
    "mock_p150a": "backends.blackhole.mock",
    "device_model": "backends.blackhole.device_model",
    "backends.ttnn": "backends.blackhole.device",
    "backends.blackhole_numerics": "backends.blackhole.numerics",
    "backends.torch_backend": "backends.torch.backend",
    "backends.torch_precision": "backends.torch.precision",
    "backends.cpu_kernels": "backends.torch.cpu_kernels",
    "backends.cpu_capability": "backends.torch.cpu_capability",
    "backends.auto_precision": "backends.torch.auto_precision",
    "backends.int8_linear": "backends.torch.int8_linear",
    "geometry.cameras": "modeling.cameras",
}


class MovedModuleFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Imports ``tt_depth_anything_3.<old path>`` as the module now at its new path."""

    def find_spec(self, fullname: str, path: object = None, target: object = None):
        old = fullname.removeprefix(f"{__name__}.")
        if old == fullname or old not in MOVED_MODULES:
            return None
        return importlib.machinery.ModuleSpec(fullname, self)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        old = spec.name.removeprefix(f"{__name__}.")
        return importlib.import_module(f"{__name__}.{MOVED_MODULES[old]}")

    def exec_module(self, module: ModuleType) -> None:
        """The module ran when it was imported under its own name."""


if not any(isinstance(finder, MovedModuleFinder) for finder in sys.meta_path):
    sys.meta_path.append(MovedModuleFinder())

__all__ = [
    "DEFAULT_MODEL_ID",
    "SUPPORTED_MODELS",
    "CheckpointError",
    "DA3Config",
    "DepthAnything3",
    "DepthOutput",
    "FramePrediction",
    "Scene",
    "UInt16Depth",
    "__version__",
]
