"""Fixtures of the Ray tests: a test module's stand-in replicas sent to Ray's workers, and one
local Ray shared by a module's jobs that do not test Ray's start or shutdown."""

from __future__ import annotations

import os

import pytest


@pytest.fixture()
def by_value(request):
    """The requesting test module pickled by value: Ray's workers cannot import a test module,
    so its stand-in replicas (classes defined in it) travel whole."""
    from ray import cloudpickle

    module = request.module
    cloudpickle.register_pickle_by_value(module)
    yield
    cloudpickle.unregister_pickle_by_value(module)


@pytest.fixture(scope="module")
def ray_of_module():
    """``ray``, shut down at the module's end if a test left it running (``shared_ray``), with
    the worker's signal actions and ``PYTHONBREAKPOINT`` as they were before (``ray.init`` on
    the main thread sets its own SIGTERM handler and the hook; its shutdown leaves both)."""
    ray = pytest.importorskip("ray")
    from tt_depth_anything_3.scale_out.ray_shutdown import shutdown_ray
    from tt_depth_anything_3.scale_out.signal_actions import restore_actions, saved_actions

    actions, hook = saved_actions(), os.environ.get("PYTHONBREAKPOINT")
    yield ray
    if ray.is_initialized():
        shutdown_ray(ray)  # (ray.shutdown could end the worker: scale_out.ray_shutdown)
    restore_actions(actions)
    if hook is None:
        os.environ.pop("PYTHONBREAKPOINT", None)
    else:
        os.environ["PYTHONBREAKPOINT"] = hook


@pytest.fixture()
def shared_ray(ray_of_module):
    """A local Ray of 2 CPUs connected for the test, started by the module's first test that
    asks (its start and shutdown cost seconds each): the jobs of the module's tests that use it
    run on it as on a caller's cluster. Tests of a command's own start and shutdown ask
    ``no_ray_up`` instead."""
    if not ray_of_module.is_initialized():
        ray_of_module.init(
            address="local", num_cpus=2, include_dashboard=False, log_to_driver=False
        )
    return ray_of_module


@pytest.fixture()
def no_ray_up(ray_of_module):
    """No Ray connected when the test starts (the module's ``shared_ray`` shut down if a test
    before started it): the job starts and shuts down a cluster of its own, as a user's does."""
    from tt_depth_anything_3.scale_out.ray_shutdown import shutdown_ray

    if ray_of_module.is_initialized():
        shutdown_ray(ray_of_module)
    return ray_of_module
