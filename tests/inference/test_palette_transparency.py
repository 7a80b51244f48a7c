"""A palette image whose transparency is a byte per entry (a PNG8 with alpha, a web GIF's
PNG): reading it warned ``UserWarning: Palette images with Transparency expressed in bytes
should be converted to RGBA images`` (Pillow's, from ``convert("RGB")``) at every user's
call. It is now read through RGBA, the same colours, with no warning."""

from __future__ import annotations

import io
import warnings

import numpy as np
from PIL import Image

from tt_depth_anything_3.inference.images import load_image


def palette_png(photo: np.ndarray) -> bytes:
    palette = Image.fromarray(photo).convert("P")
    buffer = io.BytesIO()
    palette.save(buffer, "PNG", transparency=bytes([0, 128] + [255] * 254))
    return buffer.getvalue()


def test_a_palette_with_alpha_bytes_reads_without_a_warning(photo):
    data = palette_png(photo)
    expected = np.asarray(Image.open(io.BytesIO(data)).convert("RGBA"))[..., :3]
    for source in (data, Image.open(io.BytesIO(data))):
        assert isinstance(Image.open(io.BytesIO(data)).info["transparency"], bytes)
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            rgb = load_image(source).rgb
        assert np.array_equal(rgb, expected)
