"""The mark this package puts in the image files it writes (a 16-bit depth PNG's ``tEXt``
chunks, a colourised depth JPEG's comment), and ``written_by_us`` that reads it back from a
file's header: a rerun of ``tt-da3 predict`` may replace its own depth maps, never a photo."""

from __future__ import annotations

import os
import re
import struct
import zlib

from PIL import Image, UnidentifiedImageError

SOFTWARE = "tt-depth-anything-3"  # a PNG's ``Software`` text; the JPEG comment starts with it
JPEG_COMMENT = f"{SOFTWARE}: depth map, colourised (turbo on inverse depth; red is near)"

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
IHDR_END = len(PNG_SIGNATURE) + 4 + 4 + 13 + 4  # length, type, 13 data bytes, CRC

UNITS_TEXT = {"m": "depth in metres", "relative": "relative depth"}
UNITS_TEXT["relative-inverse"] = "relative inverse depth"  # larger is nearer


def depth_description(scale: float, units: str | None) -> str:
    """The ``Description`` text of a 16-bit depth PNG: what a pixel value means (``units``
    None: not known to the writer)."""
    what = UNITS_TEXT.get(units or "", "depth")
    return f"{what} x {scale:g} (16-bit, clipped at 65535; 0: no depth or under half a step)"


# ``depth_description``'s scale: "depth in metres x 1000 (16-bit, ..."
DESCRIBED_SCALE = re.compile(r" x ([0-9][0-9.e+-]*) \(16-bit")


def described_scale(path: str | os.PathLike) -> float | None:
    """The scale a 16-bit depth PNG this package wrote gives in its ``Description`` (a pixel
    is depth x scale), or None for any other file (only the header is read)."""
    with Image.open(path) as image:
        info = dict(image.info)
    if info.get("Software") != SOFTWARE:
        return None
    found = DESCRIBED_SCALE.search(str(info.get("Description", "")))
    return float(found.group(1)) if found else None


def text_chunk(keyword: str, text: str) -> bytes:
    """A PNG ``tEXt`` chunk (Latin-1 keyword and text), its CRC computed with zlib."""
    body = b"tEXt" + keyword.encode("latin-1") + b"\0" + text.encode("latin-1")
    return struct.pack(">I", len(body) - 4) + body + struct.pack(">I", zlib.crc32(body))


def mark_png(png: bytes, description: str) -> bytes:
    """``png`` with ``Software`` and ``Description`` text chunks right after its IHDR (before
    IDAT, where ``PIL.Image.open(...).info`` reads them); the pixel data is unchanged."""
    if not png.startswith(PNG_SIGNATURE) or png[12:16] != b"IHDR":
        raise ValueError("not a PNG whose first chunk is IHDR")
    chunks = text_chunk("Software", SOFTWARE) + text_chunk("Description", description)
    return png[:IHDR_END] + chunks + png[IHDR_END:]


def written_by_us(path: str | os.PathLike) -> bool:
    """Whether ``path`` is an image file this package wrote (a 16-bit depth PNG or colourised
    depth JPEG carrying the mark); only the header is read. False for any other image and for
    a file that is not an image."""
    try:
        with Image.open(path) as image:
            info = dict(image.info)
    except UnidentifiedImageError:  # not an image at all: certainly not one of ours
        return False
    if info.get("Software") == SOFTWARE:
        return True
    comment = info.get("comment", b"")
    if isinstance(comment, bytes):
        comment = comment.decode("latin-1")
    return comment == JPEG_COMMENT
