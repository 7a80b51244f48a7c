"""A large JPEG gets fewer scans than ``MAX_JPEG_SCANS``: each scan walks every pixel.

Before, the limit was 500 scans at any size: a 64 MP file of 499 scans passed, and its decode
was estimated at 188 s (378 ms a scan on a shared 2-core AMD EPYC; 3.4 s with its 10 scans).
Now above 4 MP the limit is ``SCAN_MEGAPIXEL_BUDGET`` / megapixels, at least
``MIN_SCAN_LIMIT`` (32 at 64 MP), refused from the header before any decode."""

from __future__ import annotations

import time

import pytest

from support.jpeg_scans import jpeg_bytes, scan_bomb
from tt_depth_anything_3.inference.images import JpegScanLimitError, load_image
from tt_depth_anything_3.inference.jpeg_scans import (
    MAX_JPEG_SCANS,
    MIN_SCAN_LIMIT,
    count_scans,
    scan_limit,
)


def test_limit_shrinks_with_the_pixels():
    assert scan_limit() == scan_limit((64, 48)) == scan_limit((2000, 2000)) == MAX_JPEG_SCANS
    assert scan_limit((4000, 4000)) == 125
    assert scan_limit((8000, 8000)) == MIN_SCAN_LIMIT == 32
    assert scan_limit((1, 10**9)) == MIN_SCAN_LIMIT


def test_six_megapixel_file_under_the_flat_limit_is_refused_fast():
    data = scan_bomb((3000, 2000), scans=400)  # limit 333 at 6 MP
    assert count_scans(data) == 400
    start = time.perf_counter()
    with pytest.raises(
        JpegScanLimitError,
        match=r"is a JPEG of more than 333 scans for its 2000x3000 \(height x width\) px",
    ):
        load_image(data)
    assert time.perf_counter() - start < 2.0  # its decode: about 400 x 30 ms here


def test_real_progressive_files_stay_readable():
    data = scan_bomb((3000, 2000), scans=MIN_SCAN_LIMIT)
    assert load_image(data).rgb.shape == (2000, 3000, 3)
    assert load_image(jpeg_bytes((3000, 2000), progressive=True)).original_size == (2000, 3000)
