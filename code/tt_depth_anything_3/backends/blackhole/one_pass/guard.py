"""The host side of the one-pass attention guard: read the guard, decide to rerun stock.

A device program that uses the one-pass attention also returns the guard counts of its layers
(rows whose row sum left the calibrated window). If any count is non-zero, the request is run
again through the program built with the stock SDPA and the output is marked ``fallback``.
``TT_DA3_FORCE_STOCK_ATTENTION=1`` runs the stock program from the start.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

import torch

from ....config.errors import InputError
from .reference import GUARD_FLAGS

FORCE_STOCK_ENV = "TT_DA3_FORCE_STOCK_ATTENTION"
T = TypeVar("T")


def force_stock_attention(environ: Mapping[str, str] = os.environ) -> bool:
    """Whether ``TT_DA3_FORCE_STOCK_ATTENTION`` asks for the stock SDPA ("1"; "0" or unset: no);
    another value is an ``InputError`` (a ``ValueError``), as the other ``TT_DA3_`` variables'."""
    value = environ.get(FORCE_STOCK_ENV, "0").strip()
    if value not in ("0", "1", ""):
        raise InputError(f"{FORCE_STOCK_ENV} must be 0 or 1, got {value!r}")
    return value == "1"


@dataclass(frozen=True)
class GuardReport:
    """Rows out of the window, summed over heads and layers of one request."""

    overflow: int = 0
    underflow: int = 0
    non_finite: int = 0

    @classmethod
    def from_counts(cls, counts: torch.Tensor) -> GuardReport:
        """From a (..., 3) tensor of counts in ``GUARD_FLAGS`` order (summed over the rest).
        Floating counts that are not finite (a NaN tally) are never cast to integers: each
        such entry counts as one non-finite row, so the report trips on any host."""
        if counts.shape[-1] != len(GUARD_FLAGS):
            raise ValueError(f"guard counts must end in {len(GUARD_FLAGS)}, got {counts.shape}")
        rows = counts.reshape(-1, len(GUARD_FLAGS))
        unknown = 0
        if rows.is_floating_point():
            bad = ~torch.isfinite(rows)
            unknown = int(bad.sum())
            rows = torch.where(bad, 0.0, rows).round()
        overflow, underflow, non_finite = (int(t) for t in rows.sum(0).tolist())
        return cls(overflow, underflow, non_finite + unknown)

    @property
    def tripped(self) -> bool:
        return bool(self.overflow or self.underflow or self.non_finite)

    def __str__(self) -> str:
        """The counts in words, for the fallback's log line."""
        return f"overflow {self.overflow}, underflow {self.underflow}, non-finite {self.non_finite}"


@dataclass(frozen=True)
class GuardedResult(Generic[T]):
    """The result kept, whether it came from the stock rerun, and the one-pass guard (if run)."""

    value: T
    fallback: bool
    guard: GuardReport | None


def run_guarded(
    one_pass: Callable[[], tuple[T, torch.Tensor]],
    stock: Callable[[], T],
    force_stock: bool | None = None,
) -> GuardedResult[T]:
    """Run ``one_pass`` (-> result, guard counts); rerun with ``stock`` if the guard tripped.

    ``force_stock`` None reads ``TT_DA3_FORCE_STOCK_ATTENTION``; when forced, ``one_pass`` is
    not run and the result is not a fallback (nothing failed).
    """
    if force_stock is None:
        force_stock = force_stock_attention()
    if force_stock:
        return GuardedResult(stock(), fallback=False, guard=None)
    value, counts = one_pass()
    report = GuardReport.from_counts(counts)
    if report.tripped:
        return GuardedResult(stock(), fallback=True, guard=report)
    return GuardedResult(value, fallback=False, guard=report)
