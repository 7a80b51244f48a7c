"""The values of the scene writers' options, checked before any work: a wrong type was a raw
``TypeError`` deep in numpy (``conf_percentile='40'``), or silently misread (``drop_sky='no'``
is truthy; ``conf_thresh=nan`` kept no point; ``camera_size=inf`` wrote NaN vertices)."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from ..config.errors import InputError
from ..config.options import OPTION_BOUNDS
from ..config.scalars import real_number, scalar_hint, whole_hint, whole_number

SWITCHES = ("drop_sky", "show_cameras", "compress", "sh_dc_only")
PERCENTILES = ("conf_percentile", "ceiling_percentile")
SEED_MAX = 2**32 - 1  # numpy's RandomState
# the glb's most points: the bound the command line and the server check (OPTION_BOUNDS)
MAX_POINTS = int(OPTION_BOUNDS["max_points"].le or 0)


def check_option_values(fmt: str, options: dict[str, Any]) -> dict[str, Any]:
    """``InputError`` naming the first option of ``fmt``'s writer whose value it cannot take;
    else ``options`` with each real-valued one as a float (``scalars.real_number``: a 0-d
    array or tensor, a ``Fraction`` or ``Decimal`` is taken as the one number it holds) and
    ``max_points`` / ``seed`` as ints (``scalars.whole_number``: of an integer dtype)."""
    checked = dict(options)
    for name, value in options.items():
        if name in SWITCHES and not isinstance(value, (bool, np.bool_)):
            raise InputError(f"{name} must be True or False, got {value!r:.40}")
        number = real_number(value)
        if name in PERCENTILES:
            if value is None and fmt != "glb":  # ply / colmap: no confidence cut
                continue
            if not (number is not None and 0 <= number <= 100):
                raise InputError(
                    f"{name} must be in [0, 100] (a number), got {value!r:.40}{scalar_hint(value)}"
                )
        if name == "conf_thresh" and not (number is not None and math.isfinite(number)):
            raise InputError(
                f"conf_thresh must be a finite number, got {value!r:.40}{scalar_hint(value)}"
            )
        if name == "camera_size" and not (number is not None and 0 < number < math.inf):
            raise InputError(
                f"camera_size must be positive and finite, got {value!r:.40}{scalar_hint(value)}"
            )
        if name in (*PERCENTILES, "conf_thresh", "camera_size"):
            checked[name] = number
        whole = whole_number(value)  # a 0-d integer array or tensor too, as an int
        if name == "max_points" and not (whole is not None and whole >= 1):
            raise InputError(
                f"max_points must be at least 1 (a whole number), got {value!r:.40}"
                f"{whole_hint(value)}"
            )
        if name == "max_points" and whole > MAX_POINTS:  # type: ignore[operator]
            raise InputError(
                f"max_points must be at most {MAX_POINTS} (the bound --max-points and the "
                f"server take), got {value!r:.40}"
            )
        if name == "seed" and not (whole is not None and 0 <= whole <= SEED_MAX):
            raise InputError(
                f"seed must be an integer in [0, 2**32 - 1], got {value!r:.40}{whole_hint(value)}"
            )
        if name in ("max_points", "seed"):
            checked[name] = whole
    return checked
