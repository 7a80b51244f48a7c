"""The values of the scene writers' options, checked before any work: a wrong type was a raw
``TypeError`` deep in numpy (``conf_percentile='40'``), or silently misread (``drop_sky='no'``
is truthy; ``conf_thresh=nan`` kept no point; ``camera_size=inf`` wrote NaN vertices)."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from ..config.errors import InputError
from ..config.options import OPTION_BOUNDS, is_integer, is_real

SWITCHES = ("drop_sky", "show_cameras", "compress", "sh_dc_only")
PERCENTILES = ("conf_percentile", "ceiling_percentile")
SEED_MAX = 2**32 - 1  # numpy's RandomState
# the glb's most points: the bound the command line and the server check (OPTION_BOUNDS)
MAX_POINTS = int(OPTION_BOUNDS["max_points"].le or 0)


def check_option_values(fmt: str, options: dict[str, Any]) -> None:
    """``InputError`` naming the first option of ``fmt``'s writer whose value it cannot take."""
    for name, value in options.items():
        if name in SWITCHES and not isinstance(value, (bool, np.bool_)):
            raise InputError(f"{name} must be True or False, got {value!r:.40}")
        if name in PERCENTILES:
            if value is None and fmt != "glb":  # ply / colmap: no confidence cut
                continue
            if not (is_real(value) and 0 <= value <= 100):
                raise InputError(f"{name} must be in [0, 100] (a number), got {value!r:.40}")
        if name == "conf_thresh" and not (is_real(value) and math.isfinite(value)):
            raise InputError(f"conf_thresh must be a finite number, got {value!r:.40}")
        if name == "camera_size" and not (is_real(value) and 0 < value < math.inf):
            raise InputError(f"camera_size must be positive and finite, got {value!r:.40}")
        if name == "max_points" and not (is_integer(value) and value >= 1):
            raise InputError(f"max_points must be at least 1 (a whole number), got {value!r:.40}")
        if name == "max_points" and value > MAX_POINTS:
            raise InputError(
                f"max_points must be at most {MAX_POINTS} (the bound --max-points and the "
                f"server take), got {value!r:.40}"
            )
        if name == "seed" and not (is_integer(value) and 0 <= value <= SEED_MAX):
            raise InputError(f"seed must be an integer in [0, 2**32 - 1], got {value!r:.40}")
