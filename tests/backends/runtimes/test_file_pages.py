"""``file_pages``: the pages of another owner's mapping of a file are dropped from this
process unchanged; a mapping holding written pages is refused."""

from __future__ import annotations

import sys

import numpy as np
import pytest

from tt_depth_anything_3.backends.runtimes.file_pages import (
    mappings_of,
    release_pages_of,
    releasing_pages_of,
)

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="/proc and madvise: Linux")
SIZE = 8 << 20


def resident_kb(start: int) -> int:
    inside = False
    for line in open("/proc/self/smaps"):
        head = line.split(maxsplit=1)[0]
        if "-" in head and not head.endswith(":"):
            inside = int(head.split("-")[0], 16) == start
        elif inside and head == "Rss:":
            return int(line.split()[1])
    raise AssertionError("mapping not found")


@pytest.fixture
def data_file(tmp_path):
    path = tmp_path / "weights.bin"
    path.write_bytes(np.random.default_rng(0).integers(0, 255, SIZE, dtype=np.uint8).tobytes())
    return path


@pytest.mark.parametrize("mode", ["r", "c"])  # read-only, and private writable (never written)
def test_pages_are_dropped_and_read_back_unchanged(data_file, mode):
    mapped = np.memmap(data_file, dtype=np.uint8, mode=mode)
    expected = int(mapped.astype(np.int64).sum())
    ((start, _, _),) = mappings_of(data_file)
    assert resident_kb(start) >= SIZE // 1024 - 64
    assert release_pages_of(data_file) == 1
    assert resident_kb(start) == 0
    assert int(mapped.astype(np.int64).sum()) == expected
    ((_, _, permissions),) = mappings_of(data_file)
    assert "w" not in permissions  # made read-only before its pages were dropped


def test_a_mapping_with_written_pages_is_refused(data_file):
    mapped = np.memmap(data_file, dtype=np.uint8, mode="c")
    mapped[0] = mapped[0] ^ 0xFF
    with pytest.raises(RuntimeError, match="written pages"):
        release_pages_of(data_file)


def test_releasing_block_ends_with_the_pages_dropped(data_file, tmp_path):
    mapped = np.memmap(data_file, dtype=np.uint8, mode="r")
    ((start, _, _),) = mappings_of(data_file)
    with releasing_pages_of(data_file, interval_s=0.001):
        total = int(mapped.astype(np.int64).sum())
    assert resident_kb(start) == 0
    assert total > 0
    with releasing_pages_of(tmp_path / "not-mapped.bin"):  # no mapping: nothing to release
        pass
