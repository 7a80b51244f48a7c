"""Fixtures of the mock-p150a tests (run under Python 3.12 with ttnn: scripts/test_ttnn.sh).

Every test module that needs ttnn starts with ``pytest.importorskip("ttnn")``, so the main
Python 3.11 suite skips them cleanly; ``test_emulator_accuracy.py`` needs no ttnn (it is here,
out of the CPU suite, because it is slow).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture(scope="session", autouse=True)
def weight_cache_root(tmp_path_factory) -> Path:
    """Converted-weight caches of these tests go to a temporary folder, never to ~/.cache."""
    import os

    root = tmp_path_factory.mktemp("weight_cache")
    os.environ["TT_DA3_CACHE_DIR"] = str(root)
    return root


@pytest.fixture(scope="session")
def mock_p150a(tmp_path_factory) -> dict[str, str]:
    """The environment of a mock Blackhole p150a (set before any device opens)."""
    from harness import apply_mock_environment

    return apply_mock_environment(tmp_path_factory.mktemp("mock_p150a"))


@pytest.fixture(scope="session")
def full_metric_checkpoint(tmp_path_factory) -> Path:
    """DA3Metric-Large at full size with seeded random weights, in the official layout."""
    from support.checkpoints import write_checkpoint

    return write_checkpoint(
        tmp_path_factory.mktemp("da3metric_large"), "da3metric-large", seed=0, tiny=False
    )
