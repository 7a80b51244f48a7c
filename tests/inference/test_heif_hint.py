"""A HEIF / HEIC photo (what iPhones and most Android phones save) was refused as "not PNG,
JPEG or another format Pillow reads" with no word of why: the message keeps those words and
now says it is HEIF and how Pillow reads it (the pillow-heif plugin). Paths and bytes alike;
another ISO-box file (MP4, QuickTime) gets no such hint."""

from __future__ import annotations

import struct

import pytest
from PIL import Image

from tt_depth_anything_3.inference.image_errors import ImageDecodeError
from tt_depth_anything_3.inference.images import load_image

OLD_WORDS = "not PNG, JPEG or another format Pillow reads"


def iso_file(brand: bytes, *compatible: bytes) -> bytes:
    """An ISO base-media file's start: the ``ftyp`` box, then a ``meta`` box."""
    body = brand + b"\0\0\0\0" + b"".join(compatible)
    ftyp = struct.pack(">I", 8 + len(body)) + b"ftyp" + body
    return ftyp + struct.pack(">I", 16) + b"meta" + bytes(8) + bytes(300)


@pytest.fixture(autouse=True)
def no_heif_plugin(monkeypatch):
    """The refusal as without pillow-heif, even where it is installed and registered."""
    Image.init()
    for name in [n for n in Image.OPEN if n.startswith("HEI")]:
        monkeypatch.delitem(Image.OPEN, name)


@pytest.mark.parametrize("brand", [b"heic", b"heix", b"mif1", b"hevc"])
@pytest.mark.parametrize("given", ["path", "bytes"])
def test_heif_is_named_with_the_plugin_to_install(brand, given, tmp_path):
    data = iso_file(brand, b"mif1", b"heic")
    path = tmp_path / "IMG 0001.HEIC"
    path.write_bytes(data)
    source = {"path": path, "bytes": data}[given]
    with pytest.raises(ImageDecodeError) as caught:
        load_image(source)
    message = str(caught.value)
    assert OLD_WORDS in message
    assert "HEIF / HEIC" in message and "pip install pillow-heif" in message


@pytest.mark.parametrize("brand", [b"isom", b"mp42", b"qt  "])
def test_other_iso_files_get_no_heif_hint(brand):
    with pytest.raises(ImageDecodeError) as caught:
        load_image(iso_file(brand, b"isom"))
    assert OLD_WORDS in str(caught.value) and "HEIF" not in str(caught.value)
