"""The mock P150a of the tests: ``tt_depth_anything_3.backends.blackhole.mock`` (the package ships it, so
``tt-da3 estimate`` can capture without a chip), re-exported under the name the tests use."""

from tt_depth_anything_3.backends.blackhole.mock import (
    CLUSTER_DESCRIPTOR,
    apply_mock_environment,
    apply_runtime_patch,
    make_runtime_root,
    mock_environment,
    ttnn_package_dir,
)

__all__ = [
    "CLUSTER_DESCRIPTOR",
    "apply_mock_environment",
    "apply_runtime_patch",
    "make_runtime_root",
    "mock_environment",
    "ttnn_package_dir",
]
