"""Run in a fresh process by test_eth_dispatch_patch.py (TT-Metal reads its runtime root once per
process): a mock p150a whose runtime root carries patches/tt-metal-blackhole-eth-dispatch.patch,
opened the backend's way with ``dispatch="eth"``.

Usage: eth_dispatch_run.py FOLDER PATCH  -> prints one JSON line.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from harness import mock_environment


def main(folder: Path, patch: Path) -> None:
    os.environ.update(mock_environment(folder, patch))
    import ttnn

    from tt_depth_anything_3.backends.blackhole.device import open_blackhole

    device, dispatch, fallback = open_blackhole(0, "eth")
    grid = device.compute_with_storage_grid_size()
    ttnn.close_device(device)
    print(json.dumps({"dispatch": dispatch, "fallback": fallback, "grid": [grid.x, grid.y]}))


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
