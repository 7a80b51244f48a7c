"""Ray's own log lines that tell a user of this package nothing they can act on, dropped while
the package starts Ray and runs its jobs; every other line of Ray's (its errors) still shows.

- ``Progress bars disabled. To enable, set ray.data.DataContext...``: the package turns Ray
  Data's bars off itself (``dataset.ray_data_quiet``: the job's bar is its own).
- ``Token authentication is enabled for this Ray cluster. Set RAY_AUTH_MODE=disabled to opt
  out``: Ray's default for a new local cluster, said on every start (it stays enabled).
- ``SIGTERM handler is not set because current thread is not the main thread``: the command
  starts Ray off the main thread on purpose (``cli.ray_jobs.start_ray`` keeps its handlers).

A local cluster the package starts has no dashboard (``include_dashboard=False``: nothing of
the package uses it), so no ``View the dashboard at`` line with terminal colour codes either;
one a job of the Python API starts is the job's own (``ray_for_job``): shut down after it, the
caller's signal handlers given back."""

from __future__ import annotations

import logging
import signal
import threading
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from types import ModuleType
from typing import Any

PROGRESS_BARS_OFF = "Progress bars disabled."
TOKEN_AUTH_ON = "Token authentication is enabled for this Ray cluster"
OFF_MAIN_THREAD = "SIGTERM handler is not set because current thread is not the main"
# the logger (the module that logs it) -> the start of each line of it dropped
START_NOISE = {
    "ray._private.authentication.authentication_token_setup": (TOKEN_AUTH_ON,),
    "ray._private.worker": (OFF_MAIN_THREAD,),
}
DATA_NOISE = {"ray.data._internal.progress": (PROGRESS_BARS_OFF,)}


class DroppedLines(logging.Filter):
    """Drops the records whose message holds one of ``lines``."""

    def __init__(self, lines: tuple[str, ...]) -> None:
        super().__init__()
        self.lines = lines

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        return not any(line in message for line in self.lines)


@contextmanager
def lines_dropped(noise: dict[str, tuple[str, ...]]) -> Iterator[None]:
    """For the block, each logger of ``noise`` drops its lines (``DroppedLines``)."""
    with ExitStack() as stack:
        for name, lines in noise.items():
            logger, dropped = logging.getLogger(name), DroppedLines(lines)
            logger.addFilter(dropped)
            stack.callback(logger.removeFilter, dropped)
        yield


def start_local_ray(ray: ModuleType, **init_kwargs: Any) -> None:
    """``ray.init(address="local")``: a local cluster of the package's own (not one another
    program left running), without a dashboard and without ``START_NOISE``."""
    with lines_dropped(START_NOISE):
        ray.init(address="local", include_dashboard=False, **init_kwargs)


@contextmanager
def ray_for_job(ray: ModuleType, **init_kwargs: Any) -> Iterator[None]:
    """The block on the connected Ray cluster, or on a local one started for it
    (``start_local_ray``) and shut down after it, with the caller's SIGINT and SIGTERM handlers
    restored then: ``ray.init`` on the main thread installs Ray's SIGTERM handler (a
    ``sys.exit``), which stayed in the caller's process after the job and after
    ``ray.shutdown``."""
    if ray.is_initialized():  # the caller's cluster: left as it is
        yield
        return
    handlers = {}  # signal handlers can be set, and are set by ray.init, on the main thread only
    if threading.current_thread() is threading.main_thread():
        handlers = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        start_local_ray(ray, **init_kwargs)
        yield
    finally:
        try:
            ray.shutdown()  # nothing to do if ray.init failed
        finally:  # the caller's handlers back even when the shutdown raised
            for sig, handler in handlers.items():
                if handler is not None and signal.getsignal(sig) is not handler:
                    signal.signal(sig, handler)
