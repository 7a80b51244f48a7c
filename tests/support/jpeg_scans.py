"""JPEG files of a chosen number of scans (``inference.jpeg_scans``' tests)."""

from __future__ import annotations

import io
import struct

from PIL import Image

from tt_depth_anything_3.inference.jpeg_scans import MAX_JPEG_SCANS, count_scans


def jpeg_bytes(size=(64, 48), **options) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, (120, 130, 140)).save(buffer, "JPEG", **options)
    return buffer.getvalue()


def segments(data: bytes) -> list[tuple[int, int, int]]:
    """(marker, start, end) of each segment; a scan's entropy-coded data is part of it."""
    found, at = [], 2
    while True:
        marker = data[at + 1]
        if marker == 0xD9:
            return found
        end = at + 2 + struct.unpack(">H", data[at + 2 : at + 4])[0]
        if marker == 0xDA:
            while not (data[end] == 0xFF and data[end + 1] not in (0, *range(0xD0, 0xD8))):
                end += 1
        found.append((marker, at, end))
        at = end


def with_repeated_last_scan(data: bytes, copies: int) -> bytes:
    """``data`` with its last scan (a refinement scan: it only corrects what is there) sent
    ``copies`` more times: libjpeg decodes it, scan after scan, at the cost of each."""
    _, start, end = [s for s in segments(data) if s[0] == 0xDA][-1]
    return data[:end] + data[start:end] * copies + data[end:]


def scan_bomb(size=(64, 48), scans=MAX_JPEG_SCANS + 1) -> bytes:
    progressive = jpeg_bytes(size, progressive=True)
    return with_repeated_last_scan(progressive, scans - count_scans(progressive))
