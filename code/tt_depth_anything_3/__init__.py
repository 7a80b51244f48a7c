"""Depth Anything 3 metric depth on CPU, CUDA and Tenstorrent Blackhole."""

from .api import DEFAULT_MODEL_ID, DepthAnything3, FramePrediction
from .config import DA3Config
from .outputs import DepthOutput, UInt16Depth
from .presets import SUPPORTED_MODELS
from .weights import CheckpointError

__version__ = "0.1.0"

__all__ = [
    "DEFAULT_MODEL_ID",
    "SUPPORTED_MODELS",
    "CheckpointError",
    "DA3Config",
    "DepthAnything3",
    "DepthOutput",
    "FramePrediction",
    "UInt16Depth",
    "__version__",
]
