"""``scale_out.ray_shutdown.shutdown_ray``: a garbage-collection pass inside ``ray.shutdown``,
after the C++ core worker was shut down and before Python's side of it was removed, that
freed an ``ObjectRef`` in a reference cycle ended the driver with exit status 1 (Ray's
``GetCoreWorker`` calls ``_exit``), with no traceback and no line of the command's: the
likeliest cause of the pytest-xdist worker lost without a line in three CI runs (stops 57,
64, 65) in ``test_eval_kitti_on_replicas_says_a_model_error_in_one_line`` (the suite's crash
log now says how a lost worker ended, to confirm it). Here a real local Ray: the
window is held open by a core worker wrapper whose ``shutdown_driver`` lets go of cycles
holding refs (another thread ending its work), shuts the C++ side down, then runs the
collection pass that allocations meanwhile start whenever automatic collection is on (forced,
so that the window is hit every time); cycles an ended job left are garbage before the
shutdown too."""

from __future__ import annotations

import gc
import subprocess
import sys
import textwrap
import types

import pytest

from tt_depth_anything_3.scale_out.ray_shutdown import shutdown_ray

DRIVER = textwrap.dedent(
    """
    import gc, sys
    import ray
    import ray._private.worker as ray_worker
    from tt_depth_anything_3.scale_out.ray_shutdown import shutdown_ray

    def cyclic_refs(count):
        cycles = []
        for i in range(count):
            cycle = [ray.put(i)]
            cycle.append(cycle)  # freed by a collection pass only
            cycles.append(cycle)
        return cycles

    class HeldOpen:  # the core worker, its shutdown as a loaded machine runs it
        def __init__(self, real, held):
            self.real, self.held = real, held

        def __getattr__(self, name):
            return getattr(self.real, name)

        def shutdown_driver(self):
            self.held.clear()  # garbage now, after any collection before the shutdown
            self.real.shutdown_driver()
            if gc.isenabled():  # a pass that allocations start where they may
                gc.collect()
            print("window passed", flush=True)

    ray.init(address="local", num_cpus=1, include_dashboard=False, log_to_driver=False)
    cyclic_refs(50)  # garbage an ended job left
    held = cyclic_refs(50)
    ray_worker.global_worker.core_worker = HeldOpen(ray_worker.global_worker.core_worker, held)
    del held
    if sys.argv[1] == "plain":
        ray.shutdown()
    else:
        shutdown_ray(ray)
    print("shut down; collector enabled:", gc.isenabled(), flush=True)
    """
)


@pytest.mark.parametrize("shutdown", ["plain", "shutdown_ray"])
def test_a_collection_inside_the_shutdown_does_not_end_the_driver(shutdown):
    pytest.importorskip("ray")
    done = subprocess.run(
        [sys.executable, "-c", DRIVER, shutdown], capture_output=True, text=True, timeout=180
    )
    if shutdown == "plain":  # Ray's own: the process ended in the window, nothing said
        assert done.returncode == 1, (done.returncode, done.stdout, done.stderr[-2000:])
        assert "window passed" not in done.stdout and "shut down" not in done.stdout
        assert "Traceback" not in done.stderr
    else:
        assert done.returncode == 0, done.stderr[-3000:]
        assert "window passed" in done.stdout
        assert "shut down; collector enabled: True" in done.stdout


class StandInRay(types.ModuleType):
    """A ``ray`` whose ``shutdown`` records whether automatic collection was on, and may
    raise."""

    def __init__(self, raises: bool = False) -> None:
        super().__init__("ray")
        self.raises, self.collector_on = raises, []

    def shutdown(self) -> None:
        self.collector_on.append(gc.isenabled())
        if self.raises:
            raise RuntimeError("shutdown failed")


@pytest.mark.parametrize("enabled_before", [True, False])
@pytest.mark.parametrize("raises", [False, True])
def test_the_collector_is_off_during_the_shutdown_and_as_before_after(enabled_before, raises):
    ray = StandInRay(raises)
    was = gc.isenabled()
    (gc.enable if enabled_before else gc.disable)()
    try:
        if raises:
            with pytest.raises(RuntimeError, match="shutdown failed"):
                shutdown_ray(ray)
        else:
            shutdown_ray(ray)
        assert ray.collector_on == [False]
        assert gc.isenabled() is enabled_before
    finally:
        (gc.enable if was else gc.disable)()
