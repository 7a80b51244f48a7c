"""Fixtures of the hardware tests: they need a real Blackhole chip and skip, with the reason,
everywhere else (scripts/test_ttnn.sh runs them in their own pytest process, without the mock)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture(scope="session")
def chip_network(tmp_path_factory):
    """The DA3Metric-Large float32 network: real weights from DA3_WEIGHTS (a local
    model.safetensors or folder) when set, else seeded random weights at full size."""
    from support.checkpoints import write_checkpoint
    from tt_depth_anything_3.backends.torch.loading import build_network
    from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint

    weights = os.environ.get("DA3_WEIGHTS")
    if weights is None:
        weights = write_checkpoint(
            tmp_path_factory.mktemp("da3metric_large"), "da3metric-large", seed=0, tiny=False
        )
    files = resolve_checkpoint("depth-anything/DA3METRIC-LARGE", None, weights, None, True)
    return build_network(files.config, files.weights)


@pytest.fixture(scope="session")
def chip_backend(chip_network):
    from tt_depth_anything_3.backends.blackhole.device import TTNNBackend

    backend = TTNNBackend(chip_network, 0, trace=True)
    yield backend
    backend.close()
