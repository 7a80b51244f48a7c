"""One real number, as every numeric argument of the API takes it (``focal_px``,
``max_depth_m``, ``colorize``'s ``vmin`` / ``vmax``, ``to_uint16``'s ``scale``, the scene
writers' percentiles...): Python's int and float, numpy's scalars, a 0-d numpy array or torch
tensor of a real dtype, a ``Fraction`` or a ``Decimal``. Not a bool (``True`` is no number
here), a string, a complex number or a sequence; ``scalar_hint`` says why an array is not one.
``whole_number`` is the same for the whole-number arguments (``batch_size``, ``views``,
``seed``, ``max_points``, ``process_res``...): the integers among these, exact ones only."""

from __future__ import annotations

import decimal
import fractions
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


# A Decimal whole number beyond this is taken as this (with its sign): every bound refuses it,
# and int(Decimal("1E+999999999")) would build a billion-digit integer first.
HUGE_WHOLE = 10**30


def whole_number(value: object) -> int | None:
    """``value`` as a Python int when it is one whole number: Python's int, numpy's integer
    scalars, a 0-d numpy array or torch tensor of an integer dtype, a ``Fraction`` whose
    denominator is 1, a finite ``Decimal`` of integral value; else None: a bool, a float or
    float array (``3.0`` too, as ``range(3.0)`` refuses it), ``Fraction(5, 2)``, text."""
    if isinstance(value, (bool, np.bool_, str, bytes)):
        return None
    if isinstance(value, np.ndarray) or is_torch_tensor(value):
        array = to_numpy(value)
        return int(array) if array.ndim == 0 and array.dtype.kind in "iu" else None
    if isinstance(value, numbers.Integral):
        return int(value)
    if isinstance(value, fractions.Fraction):
        return int(value) if value.denominator == 1 else None
    if isinstance(value, decimal.Decimal):
        if not value.is_finite() or value != value.to_integral_value():
            return None
        if value.adjusted() >= 30:  # beyond every bound: not built digit by digit
            return HUGE_WHOLE if value > 0 else -HUGE_WHOLE
        return int(value)
    return None


def scalar_hint(value: object) -> str:
    """For an array or tensor that is not one number: ``" (one number is taken, not an array
    of shape (2,))"``, to append to the refusal; else ``""``."""
    if isinstance(value, np.ndarray) or is_torch_tensor(value):
        shape = tuple(int(n) for n in value.shape)
        if shape:
            return f" (one number is taken, not an array of shape {shape})"
        return f" (a 0-d array of {value.dtype} is no real number)"
    return ""


def whole_hint(value: object) -> str:
    """``scalar_hint`` for a whole-number argument: also why a 0-d float array, a float or a
    ``Fraction`` / ``Decimal`` that is one number is no whole number; ``""`` for a whole number
    (refused for its range, which the message says)."""
    if whole_number(value) is not None:
        return ""
    if (isinstance(value, np.ndarray) or is_torch_tensor(value)) and not value.shape:
        return f" (a 0-d array of {value.dtype} is no whole number: an integer dtype is)"
    if real_number(value) is not None and whole_number(value) is None:
        return " (not a whole number)"
    return scalar_hint(value)
