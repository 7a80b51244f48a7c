"""Whether this machine has a Blackhole chip the hardware tests can use."""

from __future__ import annotations

import os
from pathlib import Path


def no_chip_reason() -> str | None:
    """Why this machine cannot run the hardware tests, or None when it can."""
    if os.environ.get("TT_METAL_MOCK_CLUSTER_DESC_PATH"):
        return "TT_METAL_MOCK_CLUSTER_DESC_PATH is set: a mock cluster computes no values"
    if not Path("/dev/tenstorrent").exists():
        return "no Tenstorrent device on this machine (/dev/tenstorrent is absent)"
    return None
