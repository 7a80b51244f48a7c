"""The Blackhole (p150a) backend: the DA3 forward in TT-NN. Importing this package imports
``ttnn``; nothing else in the package does."""

from .backend import TTNNBackend
from .cache import WeightCache
from .device import open_blackhole
from .tuning import Tuning, tuning_for

__all__ = ["TTNNBackend", "Tuning", "WeightCache", "open_blackhole", "tuning_for"]
