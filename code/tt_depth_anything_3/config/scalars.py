"""One real number, as every numeric argument of the API takes it (``focal_px``,
``max_depth_m``, ``colorize``'s ``vmin`` / ``vmax``, ``to_uint16``'s ``scale``, the scene
writers' percentiles...): Python's int and float, numpy's scalars, a 0-d numpy array or torch
tensor of a real dtype, a ``Fraction`` or a ``Decimal``. Not a bool (``True`` is no number
here), a string, a complex number or a sequence; ``scalar_hint`` says why an array is not one."""

from __future__ import annotations

import decimal
import math
import numbers

import numpy as np

from .torch_interop import is_torch_tensor, to_numpy


def real_number(value: object) -> float | None:
    """``value`` as a Python float when it is one real number (see the module docstring), else
    None. An int or ``Fraction`` too large for a float is +-inf (a bound then refuses it)."""
    if isinstance(value, (bool, np.bool_, str, bytes)):
        return None
    if isinstance(value, np.ndarray) or is_torch_tensor(value):
        array = to_numpy(value)
        kind = array.dtype.kind
        return float(array) if array.ndim == 0 and kind in "iuf" else None
    if isinstance(value, decimal.Decimal):
        return math.nan if value.is_snan() else float(value)  # float() refuses a signalling NaN
    if not isinstance(value, numbers.Real):
        return None
    try:
        return float(value)
    except OverflowError:  # float(10**400)
        return math.inf if value > 0 else -math.inf


def scalar_hint(value: object) -> str:
    """For an array or tensor that is not one number: ``" (one number is taken, not an array
    of shape (2,))"``, to append to the refusal; else ``""``."""
    if isinstance(value, np.ndarray) or is_torch_tensor(value):
        shape = tuple(int(n) for n in value.shape)
        if shape:
            return f" (one number is taken, not an array of shape {shape})"
        return f" (a 0-d array of {value.dtype} is no real number)"
    return ""
