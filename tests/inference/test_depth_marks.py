"""The depth maps this package writes carry its mark (tester: a rerun of ``predict ow/a.jpg
--out ow`` was refused because the first run's ``ow/a.png`` looked like someone's photo): the
16-bit PNG a ``tEXt`` chunk after IHDR, the colourised JPEG a comment; ``written_by_us`` reads
it from the header, and the pixels are what they were."""

from __future__ import annotations

import io
import struct
import zlib

import cv2
import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3 import DepthOutput
from tt_depth_anything_3.inference.outputs import written_by_us


def output(units: str = "m") -> DepthOutput:
    depth = np.random.default_rng(3).uniform(0.5, 60.0, (30, 40)).astype(np.float32)
    depth[0, 0] = np.nan
    return DepthOutput(depth=depth, original_size=(30, 40), model_input_size=(30, 40), units=units)


def chunks(png: bytes) -> list[tuple[bytes, bytes]]:
    """(type, data) of every chunk, each CRC checked."""
    found, at = [], 8
    while at < len(png):
        (length,) = struct.unpack(">I", png[at : at + 4])
        kind, data = png[at + 4 : at + 8], png[at + 8 : at + 8 + length]
        (crc,) = struct.unpack(">I", png[at + 8 + length : at + 12 + length])
        assert crc == zlib.crc32(kind + data), kind
        found.append((kind, data))
        at += 12 + length
    return found


@pytest.mark.parametrize(
    ("units", "scale", "said"),
    [("m", 1000.0, "depth in metres x 1000"), ("relative", 256.0, "relative depth x 256")],
)
def test_the_png_is_marked_after_ihdr_with_its_units(units, scale, said):
    quantised = output(units).to_uint16(scale)
    png = quantised.to_png()
    kinds = [kind for kind, _ in chunks(png)]
    assert kinds[:3] == [b"IHDR", b"tEXt", b"tEXt"] and b"IDAT" in kinds
    info = Image.open(io.BytesIO(png)).info
    assert info["Software"] == "tt-depth-anything-3"
    assert info["Description"].startswith(said + " (16-bit")
    # the pixels are unchanged: the plain OpenCV encoding decodes to the same array
    ok, plain = cv2.imencode(".png", quantised.array)
    assert ok and len(png) > len(plain)
    decoded = cv2.imdecode(np.frombuffer(png, np.uint8), cv2.IMREAD_UNCHANGED)
    assert decoded.dtype == np.uint16 and np.array_equal(decoded, quantised.array)
    assert np.array_equal(np.asarray(Image.open(io.BytesIO(png))), quantised.array)


def test_saved_png_and_jpg_are_ours_and_read_as_before(tmp_path):
    out = output()
    png, jpg = out.save(tmp_path / "d.png"), out.save(tmp_path / "d.jpg")
    assert written_by_us(png) and written_by_us(jpg)
    assert np.array_equal(cv2.imread(str(png), cv2.IMREAD_UNCHANGED), out.to_uint16().array)
    with Image.open(jpg) as image:
        assert image.format == "JPEG" and image.size == (40, 30)
        colour = np.asarray(image.convert("RGB"), dtype=np.float64)
    plain = io.BytesIO()  # the JPEG as written before the mark: the same pixels
    Image.fromarray(out.colorize()).save(plain, format="JPEG", quality=92)
    assert np.array_equal(colour, np.asarray(Image.open(plain).convert("RGB"), np.float64))
    assert cv2.imread(str(jpg)).shape == (30, 40, 3)


def test_other_files_are_not_ours(photo, tmp_path):
    Image.fromarray(photo).save(tmp_path / "photo.png")
    Image.fromarray(photo).save(tmp_path / "photo.jpg", comment="someone else's")
    quantised = output().to_uint16()
    cv2.imwrite(str(tmp_path / "plain.png"), quantised.array)  # a 16-bit PNG, no mark
    (tmp_path / "text.png").write_text("not an image", encoding="utf-8")
    for name in ("photo.png", "photo.jpg", "plain.png", "text.png"):
        assert not written_by_us(tmp_path / name), name
