"""A JPEG of more than ``MAX_JPEG_SCANS`` scans is refused before its decode: each scan of a
progressive JPEG walks every block of the image however few bytes it holds, so a 249 KB file
of a 4000 x 4000 picture with 5,000 repeated refinement scans took 193 s to decode (0.3 s with
its 10 scans), a server's decode thread held all along. Real files hold about a dozen."""

from __future__ import annotations

import io
import struct

import pytest
from PIL import Image

from support.jpeg_scans import jpeg_bytes, scan_bomb
from tt_depth_anything_3.inference.images import (
    ImageError,
    JpegScanLimitError,
    load_image,
    open_image,
)
from tt_depth_anything_3.inference.jpeg_scans import MAX_JPEG_SCANS, count_scans


def test_real_files_are_counted_as_encoders_write_them():
    assert count_scans(jpeg_bytes()) == 1
    assert count_scans(jpeg_bytes(progressive=True)) == 10  # libjpeg's script for colour
    grey = io.BytesIO()
    Image.new("L", (64, 48)).save(grey, "JPEG", progressive=True)
    assert count_scans(grey.getvalue()) == 6
    # restart markers sit inside a scan's data: not scans, not its end
    assert count_scans(jpeg_bytes(progressive=True, restart_marker_blocks=1)) == 10


def test_a_scan_marker_inside_a_segment_is_not_a_scan():
    """A thumbnail in EXIF (an APP segment) is a JPEG of its own: its scans are not counted."""
    thumbnail = scan_bomb((16, 16), MAX_JPEG_SCANS + 5)
    assert len(thumbnail) < 60_000
    app = b"\xff\xe1" + struct.pack(">H", len(thumbnail) + 2) + thumbnail
    main = jpeg_bytes(progressive=True)
    data = main[:2] + app + main[2:]
    assert count_scans(data) == 10
    assert open_image(data).decode().rgb.shape == (48, 64, 3)


def test_the_file_as_the_server_got_it_is_refused_at_once():
    bomb = scan_bomb()
    assert count_scans(bomb) == MAX_JPEG_SCANS + 1
    with pytest.raises(JpegScanLimitError, match="a JPEG of more than 500 scans") as refused:
        open_image(bomb)
    assert isinstance(refused.value, ImageError) and isinstance(refused.value, ValueError)
    assert "re-encode it" in str(refused.value)


def test_a_file_on_disk_is_refused_too(tmp_path):
    path = tmp_path / "many scans é.jpg"
    path.write_bytes(scan_bomb())
    with pytest.raises(JpegScanLimitError, match=r"image .*many scans é\.jpg is a JPEG of more"):
        load_image(path)


def test_the_limit_itself_is_read():
    data = scan_bomb(scans=MAX_JPEG_SCANS)
    assert count_scans(data) == MAX_JPEG_SCANS
    assert load_image(data).rgb.shape == (48, 64, 3)
