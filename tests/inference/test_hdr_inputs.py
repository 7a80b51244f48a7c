"""HDR-ish inputs: what a float image over 1 and a low-range uint16 frame become.

A float array over 1 was refused with only "pass uint8 for 0..255 data", which says nothing to
someone holding HDR (0..4) data; the message now says to tone-map or scale it into 0..1. A mode
``F`` image (a float TIFF) up to 255 is read by its integer part, as the official code reads
it: HDR values read nearly black (pinned here, said in PYTHON.md)."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.inference.images import ImageFormatError, load_image


def hdr(top: float) -> np.ndarray:
    return np.linspace(0.0, top, 90 * 120, dtype=np.float32).reshape(90, 120)


def test_float_array_over_one_is_refused_saying_how_to_scale_it():
    with pytest.raises(ImageFormatError, match=r"got \[0, 4\] \(pass uint8 .*tone-map or scale"):
        load_image(np.stack([hdr(4.0)] * 3, axis=-1))


def test_float_tiff_up_to_255_is_read_by_its_integer_part():
    rgb = load_image(Image.fromarray(hdr(4.0), "F")).rgb
    assert rgb.max() == 4  # as the official convert("RGB"): nearly black, documented
    assert load_image(Image.fromarray(hdr(1.0), "F")).rgb.max() == 255  # 0..1: scaled


def test_low_range_uint16_frame_is_not_stretched():
    frame = np.linspace(0, 4095, 90 * 120).astype(np.uint16).reshape(90, 120)
    assert load_image(frame).rgb.max() == 16  # round(4095 / 257): 0..65535 always
