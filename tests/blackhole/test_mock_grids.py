"""The mock p150a's two compute grids (``mock_p150a.MOCK_GRIDS``): the shipped cluster
descriptor for 11x10, a copy with one Tensix column harvested standing in for ETH dispatch's
12x10 (no ttnn needed; ``tests/blackhole/mock/test_sizes_12x10.py`` runs programs on it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tt_depth_anything_3.backends.blackhole.mock import (
    CLUSTER_DESCRIPTOR,
    MOCK_GRIDS,
    cluster_descriptor,
    grid_cores,
)


def test_worker_grid_uses_the_shipped_descriptor(tmp_path: Path) -> None:
    assert cluster_descriptor(tmp_path, "11x10") == CLUSTER_DESCRIPTOR
    assert "harvest_mask: 3" in CLUSTER_DESCRIPTOR.read_text()
    assert grid_cores("11x10") == 110


def test_eth_grid_stand_in_harvests_one_column_and_changes_nothing_else(tmp_path: Path) -> None:
    path = cluster_descriptor(tmp_path, "12x10")
    assert path.parent == tmp_path
    shipped = CLUSTER_DESCRIPTOR.read_text().splitlines()
    made = path.read_text().splitlines()
    assert made[0].startswith("#") and "12x10" in made[0]
    changed = [(a, b) for a, b in zip(shipped, made[1:], strict=True) if a != b]
    assert changed == [("    harvest_mask: 3", "    harvest_mask: 1")]
    assert MOCK_GRIDS["12x10"] == 1 and grid_cores("12x10") == 120


@pytest.mark.parametrize("grid", ["13x10", "12x11", ""])
def test_unknown_grid_is_refused(tmp_path: Path, grid: str) -> None:
    with pytest.raises(ValueError, match="mock grid must be one of"):
        cluster_descriptor(tmp_path, grid)
    with pytest.raises(ValueError, match="mock grid must be one of"):
        grid_cores(grid)
