"""How many scans a JPEG file holds, and the refusal of one with more than ``MAX_JPEG_SCANS``.

A progressive JPEG is decoded scan by scan, and each scan walks every 8 x 8 block of the image
(of a component) however little data it holds. A scan that only says "nothing changes" takes a
few dozen bytes, so a small file of thousands of such scans takes minutes to decode: an outside
test sent a 249 KB file of a 4000 x 4000 picture with 5,000 repeated refinement scans and its
decode took 193 s on a busy 2-core machine (0.3 s with its 10 scans), holding one of the
server's decode threads past ``request_timeout_s`` (a decode cannot be stopped). Encoders
write 1 to about a dozen scans (libjpeg's progressive script: 10 for colour, 6 for grey).
libjpeg-turbo calls this cost of valid files LJT-01-003 and advises callers to limit the
scans; 500 is the limit NVIDIA DALI's decoder sets by default, and the one used here up to
4 MP. As each scan's cost grows with the pixels, a larger image gets fewer
(``scan_limit``: 2,000 scan-megapixels, never under 32): a 64 MP (8000 x 8000) file of 499 scans
was under the flat limit yet its decode was estimated at 188 s (378 ms a scan, 3.4 s with its
10 scans; a shared 2-core AMD EPYC), and is now refused in milliseconds.
"""

from __future__ import annotations

import mmap
import re

from .image_errors import JpegScanLimitError

# NVIDIA DALI's default limit of progressive scans; real encoders write about a dozen
MAX_JPEG_SCANS = 500
# above 4 MP the limit shrinks to keep scans x megapixels within this (a decode of about 10 s
# at 64 MP), never below MIN_SCAN_LIMIT, well above what encoders write
SCAN_MEGAPIXEL_BUDGET = 2000
MIN_SCAN_LIMIT = 32
SOS, EOI = 0xDA, 0xD9
# the next marker after entropy-coded data: 0xFF then neither a stuffed 0x00 nor a restart
# marker (RST0-7, which sit inside a scan's data); a fill 0xFF before it is skipped by the
# caller. (``\xff+`` here made the search 12 times slower: 0.46 s over a 14 MB file.)
NEXT_MARKER = re.compile(rb"\xff[^\x00\xd0-\xd7]")


def count_scans(data: bytes | mmap.mmap, stop_after: int = MAX_JPEG_SCANS) -> int:
    """The scans (SOS markers) of the first image of JPEG ``data``, counted until its EOI or
    until there are more than ``stop_after``. A malformed file is counted as far as it reads
    (its error is the decoder's to give)."""
    scans, at = 0, 2  # after SOI
    while at + 4 <= len(data) and scans <= stop_after:
        if data[at] != 0xFF:
            break
        marker = data[at + 1]
        if marker == 0xFF:  # a fill byte before a marker
            at += 1
            continue
        if marker == EOI:
            break
        if 0xD0 <= marker <= 0xD8 or marker == 0x01:  # RSTn, SOI, TEM: no length follows
            at += 2
            continue
        at += 2 + int.from_bytes(data[at + 2 : at + 4], "big")
        if marker == SOS:
            scans += 1
            found = NEXT_MARKER.search(data, at)  # over the scan's entropy-coded data
            if found is None:
                break
            at = found.start()
    return scans


def scan_limit(size: tuple[int, int] | None = None) -> int:
    """The most scans a JPEG of ``size`` (width, height) may hold: ``MAX_JPEG_SCANS`` up to
    4 MP, then ``SCAN_MEGAPIXEL_BUDGET`` / megapixels, at least ``MIN_SCAN_LIMIT``."""
    if size is None:
        return MAX_JPEG_SCANS
    megapixels = max(size[0] * size[1], 1) / 1e6
    return min(MAX_JPEG_SCANS, max(MIN_SCAN_LIMIT, int(SCAN_MEGAPIXEL_BUDGET / megapixels)))


def check_scans(data: bytes | mmap.mmap, what: str, size: tuple[int, int] | None = None) -> None:
    """``JpegScanLimitError`` (an ``ImageError``: 422 from the server) when JPEG ``data`` holds
    more than ``scan_limit(size)`` scans (``size``: its (width, height), None: the flat
    ``MAX_JPEG_SCANS``); ``what`` names the image."""
    limit = scan_limit(size)
    scans = count_scans(data, stop_after=limit)
    if scans > limit:
        scaled = (
            f" for its {size[1]}x{size[0]} (height x width) px, as each scan walks every "
            f"pixel ({MAX_JPEG_SCANS} up to {SCAN_MEGAPIXEL_BUDGET // MAX_JPEG_SCANS} MP)"
            if size is not None and limit < MAX_JPEG_SCANS
            else ""
        )
        raise JpegScanLimitError(
            f"the {what} is a JPEG of more than {limit} scans{scaled} (progressive passes; "
            "encoders write about a dozen): its decode would take minutes, so it is not read; "
            "re-encode it (e.g. as a baseline JPEG)"
        )
