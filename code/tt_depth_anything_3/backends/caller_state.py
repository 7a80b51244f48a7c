"""The torch state the networks load, run and are exported in, whatever the calling program set.

A host application may call the model inside its own ``torch.autocast`` (a training loop, a
mixed-precision pipeline). Autocast is per thread and applies to every op run under it: the
torch backend then ran the float32 network in bfloat16 (depth off by about 2 %, while
``describe()`` said float32), and an ONNX export traced under it wrote bfloat16 casts into the
graph, which the runtimes' cache kept and ONNX Runtime / OpenVINO refused to load at every
later load. ``own_precision`` switches the caller's autocast off for the block (autocast is
thread-local, so other threads keep theirs) and restores it on the way out. Where torch was
never imported (a warm exported engine runs without it) the caller cannot have set autocast,
and torch is not imported for it.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Iterator
from functools import wraps
from typing import Any, TypeVar

AUTOCAST_DEVICES = ("cpu", "cuda")
F = TypeVar("F", bound=Callable[..., Any])


@contextlib.contextmanager
def own_precision() -> Iterator[None]:
    """Run the block with the caller's autocast off on every device type (restored after)."""
    torch = sys.modules.get("torch")
    with contextlib.ExitStack() as stack:
        if torch is not None and hasattr(torch, "autocast"):  # not a half-imported torch
            for device_type in AUTOCAST_DEVICES:
                stack.enter_context(torch.autocast(device_type, enabled=False))
        yield


def in_own_precision(function: F) -> F:
    """``function`` run within ``own_precision()``."""

    @wraps(function)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        with own_precision():
            return function(*args, **kwargs)

    return wrapper  # type: ignore[return-value]
