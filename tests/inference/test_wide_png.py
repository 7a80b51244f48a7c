"""A 16-bit colour PNG reads as the same pixels passed as a uint16 array: Pillow keeps only
each sample's high byte (3.9 m of depth apart on the random test network), so the package
decodes all 16 bits; upright by its EXIF orientation as every other file."""

from __future__ import annotations

import struct
import zlib

import cv2
import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.inference.images import load_rgb


def png16(rgb16: np.ndarray, orientation: int | None = None) -> bytes:
    """``rgb16`` (H, W, 3 or 4) uint16 as PNG bytes, with an eXIf chunk if ``orientation``."""
    ok, encoded = cv2.imencode(".png", rgb16[..., [2, 1, 0, 3][: rgb16.shape[-1]]])
    data = encoded.tobytes()
    if orientation is None:
        return data
    exif = Image.Exif()
    exif[0x0112] = orientation
    body = exif.tobytes()[6:]  # the TIFF structure, less Pillow's "Exif\0\0" prefix
    chunk = struct.pack(">I", len(body)) + b"eXIf" + body
    chunk += struct.pack(">I", zlib.crc32(b"eXIf" + body))
    end_of_ihdr = 8 + 8 + 13 + 4
    return data[:end_of_ihdr] + chunk + data[end_of_ihdr:]


@pytest.mark.parametrize("channels", [3, 4])
def test_a_16_bit_colour_png_is_its_array(tmp_path, channels):
    rgb16 = np.random.default_rng(0).integers(0, 65536, (40, 60, channels)).astype(np.uint16)
    expected = load_rgb(rgb16)
    assert np.array_equal(load_rgb(png16(rgb16)), expected)
    (tmp_path / "x.png").write_bytes(png16(rgb16))
    assert np.array_equal(load_rgb(tmp_path / "x.png"), expected)
    high_byte = (rgb16[..., :3] >> 8).astype(np.uint8)  # what Pillow alone gives
    assert not np.array_equal(expected, high_byte)


@pytest.mark.parametrize("orientation", [3, 6, 8])
def test_a_16_bit_colour_png_is_turned_upright(orientation):
    rgb16 = np.random.default_rng(1).integers(0, 65536, (20, 30, 3)).astype(np.uint16)
    turns = {3: 2, 6: 3, 8: 1}[orientation]  # counter-clockwise quarter turns that undo it
    upright = np.rot90(load_rgb(rgb16), turns)
    assert np.array_equal(load_rgb(png16(rgb16, orientation)), upright)


def test_a_16_bit_colour_png_the_caller_opened_is_its_array_too(tmp_path):
    """``model(Image.open(path))`` kept Pillow's high bytes (2.66 m apart from the path's
    depth); the caller's image stays usable."""
    rgb16 = np.random.default_rng(1).integers(0, 65536, (40, 60, 3)).astype(np.uint16)
    (tmp_path / "x.png").write_bytes(png16(rgb16))
    with Image.open(tmp_path / "x.png") as image:
        assert np.array_equal(load_rgb(image), load_rgb(rgb16))
        assert image.size == (60, 40) and len(image.getpixel((0, 0))) == 3


def test_a_16_bit_grey_png_with_alpha_is_its_grey_array():
    """A 16-bit grey-with-alpha PNG (colour type 4) kept Pillow's high bytes (half a level
    darker on average) where the same PNG without alpha, and the uint16 array, are rounded."""
    grey_alpha = np.random.default_rng(2).integers(0, 65536, (20, 30, 2)).astype(np.uint16)
    rows = b"".join(b"\0" + row.astype(">u2").tobytes() for row in grey_alpha)

    def chunk(kind: bytes, body: bytes) -> bytes:
        return (
            struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
        )

    header = struct.pack(">IIBBBBB", 30, 20, 16, 4, 0, 0, 0)  # 16-bit, grey with alpha
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows))
    data += chunk(b"IEND", b"")
    assert np.array_equal(load_rgb(data), load_rgb(grey_alpha[..., 0]))
