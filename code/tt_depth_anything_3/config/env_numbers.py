"""A number read from an environment variable (``TT_DA3_CACHE_WAIT_S``,
``TT_DA3_CACHE_MAX_GB``...): unset or blank is None (the caller's default), any value that is
not a finite number at least the caller's bound is refused naming the variable, in the
caller's words. Only ``os`` and ``math``: the runtime cache's light paths read it."""

from __future__ import annotations

import math
import os


def env_number(name: str, must_be: str, lowest: float, scale: float = 1.0) -> float | None:
    """``$name`` as a float times ``scale``, or None where it is unset or blank; ``ValueError``
    ``"{name} {must_be}, got '<text>'"`` unless that is a finite number >= ``lowest`` (the
    scaled value is checked: ``1e300`` GB overflows). ``must_be`` says what is taken, e.g.
    ``"must be a finite number of seconds >= 0"``."""
    text = os.environ.get(name, "").strip()
    if not text:
        return None
    try:
        value = float(text) * scale
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and value >= lowest):
        raise ValueError(f"{name} {must_be}, got {text!r}")
    return value
