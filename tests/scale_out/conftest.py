"""Fixtures of the Ray tests: a test module's stand-in replicas sent to Ray's workers."""

from __future__ import annotations

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
