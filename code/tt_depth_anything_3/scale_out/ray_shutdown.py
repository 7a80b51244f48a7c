"""``ray.shutdown`` without the garbage collector's pass that ended the driver process.

``ray.shutdown`` shuts the C++ core worker down (``shutdown_driver``, hundreds of ms on a
loaded machine, other threads running meanwhile) before it removes the Python side
(``del global_worker.core_worker``). A garbage-collection pass in that window (any thread's
allocation can start one) that frees an ``ObjectRef`` in a reference cycle (a job's objects
can hold one: an exception's traceback, a library's bookkeeping) calls the core worker from
the ref's finaliser, and Ray's ``GetCoreWorker`` then ends the process with ``_exit(1)``
("The core worker has already been shutdown ... The process will exit", in the driver's log
only): no traceback, no error line, the command's own message never printed. Measured here
with a GC pass forced into the window (tests/scale_out/test_ray_shutdown_gc.py): exit 1
before ``ray.shutdown`` returns. The likeliest cause of the pytest-xdist worker the suite
lost without a line in three CI runs (a Ray job ending on an error). ``shutdown_ray``
collects the garbage while the core worker is alive, keeps automatic passes out of the
shutdown, and collects again once the Python side is gone (a ref freed then is ignored by
Ray)."""

from __future__ import annotations

import gc
from types import ModuleType


def shutdown_ray(ray: ModuleType) -> None:
    """``ray.shutdown()`` with no garbage-collection pass inside it: the garbage collected
    before (its ``ObjectRef``s released to a live core worker) and after; automatic passes
    are off during it (the collector's state as before after it)."""
    gc.collect()
    enabled = gc.isenabled()
    gc.disable()
    try:
        ray.shutdown()
    finally:
        if enabled:
            gc.enable()
    gc.collect()
