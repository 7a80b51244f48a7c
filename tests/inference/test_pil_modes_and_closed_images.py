"""Python API inputs, from an outside test: a PIL image whose file was closed before its pixels
were read (a bare AssertionError that ended ``iter_predict``), the sky fill with
``resize_to_original`` (the doc said plain bilinear), a closed model that checked its inputs
first, PIL modes ``I;16`` / ``I`` / ``F`` against ``uint16`` arrays and the official reading, and
a decompression bomb's size error without its height x width."""

from __future__ import annotations

import re
import struct
import zlib
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.inference.images import (
    ImageDecodeError,
    ImageTooLargeError,
    load_image,
    load_rgb,
)
from tt_depth_anything_3.inference.postprocess import SKY_THRESHOLD, resize_map

PYTHON_MD = Path(__file__).resolve().parents[2] / "PYTHON.md"


def python_md_bullet(name: str) -> str:
    """The text of PYTHON.md's ``- `name`...`` bullet of ``model(...)``, one line."""
    text = PYTHON_MD.read_text(encoding="utf-8")
    match = re.search(rf"^- `{name}`.*?(?=^- |^\n)", text, re.M | re.S)
    assert match, name
    return " ".join(match.group(0).split())


def closed_before_load(path: Path) -> Image.Image:
    """``with Image.open(path) as im: pass``: the pixels were never read."""
    with Image.open(path) as image:
        pass
    return image


@pytest.mark.parametrize("kind", ["png", "jpeg", "png16"])
def test_a_pil_image_closed_before_load_is_a_decode_error(tiny_metric_model, photo, tmp_path, kind):
    """Pillow's ``assert self.fp is not None`` came out as an empty AssertionError (a 16-bit
    colour PNG: an AttributeError), with no ``images[i]`` in a list."""
    path = tmp_path / f"photo.{'jpg' if kind == 'jpeg' else 'png'}"
    pixels = photo.astype(np.uint16) * 257 if kind == "png16" else photo
    if kind == "png16":
        import cv2

        cv2.imwrite(str(path), pixels[..., ::-1])
    else:
        Image.fromarray(photo).save(path)
    closed = closed_before_load(path)
    with pytest.raises(ImageDecodeError, match=r"^the PIL image's file is closed .*\.load\(\)"):
        tiny_metric_model(closed)
    with pytest.raises(ImageDecodeError, match=r"^images\[1\]: the PIL image's file is closed"):
        tiny_metric_model([photo, closed])
    frames = list(tiny_metric_model.iter_predict([photo, closed, photo]))
    assert [f.ok for f in frames] == [True, False, True]
    assert isinstance(frames[1].error, ImageDecodeError)
    loaded = Image.open(path)
    loaded.load()  # read: Pillow lets its file go, the pixels are in memory
    assert loaded.fp is None and load_rgb(loaded).shape == photo.shape


def test_resize_to_original_refills_the_sky_on_the_resized_score(tiny_metric_model, photo):
    """The rule PYTHON.md now states: the filled network map resized bilinearly, then the fill
    value written again where the resized sky score is >= 0.3 (the doc said plain bilinear)."""
    big = np.asarray(Image.fromarray(photo).resize((240, 180)))
    net = tiny_metric_model(big)
    out = tiny_metric_model(big, resize_to_original=True)
    sky = resize_map(net.sky, (180, 240)) >= SKY_THRESHOLD
    fill = net.depth[net.sky >= SKY_THRESHOLD]
    assert sky.any() and (~sky).any() and np.unique(fill).size == 1
    expected = np.where(sky, fill[0], resize_map(net.depth, (180, 240)))
    np.testing.assert_allclose(out.depth, expected, rtol=1e-6)
    plain = tiny_metric_model(big, resize_to_original=True, sky_fill="none")
    bare = tiny_metric_model(big, sky_fill="none")
    np.testing.assert_allclose(plain.depth, resize_map(bare.depth, (180, 240)), rtol=1e-6)
    doc = python_md_bullet("resize_to_original")
    assert "resized sky score is >= 0.3" in doc and 'sky_fill="none"' in doc


def test_a_closed_model_says_so_before_checking_inputs(tiny_metric_checkpoint, photo, tmp_path):
    """A bad image, option or size given to a closed model was told to fix the input."""
    model = DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, device="cpu", process_res=56, max_pixels=1000
    )
    model.close()
    calls = {
        "None": lambda: model(None),
        "tiny": lambda: model(np.zeros((4, 4, 3), np.uint8)),
        "too large": lambda: model(photo),
        "empty list": lambda: model([]),
        "option": lambda: model(photo, max_depth_m=-1.0),
        "stream path": lambda: next(model.iter_predict("x.png")),
        "stream option": lambda: next(model.iter_predict([photo], sky_fill="x")),
        "reconstruct": lambda: model.reconstruct([]),
        "reconstruct poses": lambda: model.reconstruct([photo], extrinsics=5),
        "stream views": lambda: model.reconstruct_stream([photo], tmp_path / "s", chunk_size=0),
        "warmup": lambda: model.warmup((0, 0)),
    }
    for name, call in calls.items():
        with pytest.raises(RuntimeError, match="model is closed"):
            call()
            pytest.fail(name)
    assert not (tmp_path / "s").exists()


def test_16_bit_pil_images_read_as_uint16_arrays(photo):
    """I;16 is never ranged by its values, as a uint16 array is not; mode I is (0..255 as the
    official convert("RGB") reads it, else as 16-bit samples)."""
    gray = photo[..., 0]
    for values in (gray.astype(np.uint16), gray.astype(np.uint16) * 257):
        array = np.repeat(load_rgb(values)[..., :1], 3, axis=-1)
        size = values.shape[::-1]
        for mode, order in (("I;16", "<u2"), ("I;16B", ">u2")):
            image = Image.frombytes(mode, size, values.astype(order).tobytes())
            assert np.array_equal(load_rgb(image), array)
        as_int = load_rgb(Image.fromarray(values.astype(np.int32), "I"))
        if values.max() <= 255:
            assert np.array_equal(as_int, np.asarray(Image.fromarray(gray).convert("RGB")))
        else:
            assert np.array_equal(as_int, array)
    doc = python_md_bullet("images")
    assert "`I;16`" in doc and "never ranged by its values" in doc
    assert "mode `I`, integers" in doc and "clips at 255" in doc


def test_float_pil_images_read_as_the_official_code_does(photo):
    """Mode F in 0..255 was rounded; the official ``convert("RGB")`` truncates."""
    fraction = np.random.default_rng(3).uniform(0, 0.999, photo.shape[:2])
    values = (photo[..., 0] + fraction).clip(0, 255).astype(np.float32)
    image = Image.fromarray(values, "F")
    assert np.array_equal(load_rgb(image), np.asarray(image.convert("RGB")))
    unit = Image.fromarray((photo[..., 0] / 255.0).astype(np.float32), "F")
    assert np.array_equal(load_rgb(unit), load_rgb(np.asarray(unit)))  # 0..1: as an array


def png_header(width: int, height: int) -> bytes:
    """A PNG whose header declares ``width`` x ``height`` (no real pixels)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        crc = struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
        return struct.pack(">I", len(data)) + kind + data + crc

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"\0" * 10))
        + chunk(b"IEND", b"")
    )


@pytest.mark.parametrize(("width", "height"), [(20000, 20000), (30000, 9000)])
def test_a_decompression_bomb_is_refused_with_its_height_x_width(width, height, tmp_path):
    """It said ``is 400000000 px``; every other size error names height x width."""
    data = png_header(width, height)
    size = f"is {height}x{width} \\(height x width\\) = {width * height} px, over the limit"
    with pytest.raises(ImageTooLargeError, match=f"^image {size}"):
        load_image(data)
    (tmp_path / "bomb.png").write_bytes(data)
    with pytest.raises(ImageTooLargeError, match=f"bomb.png {size} of 64000000 px"):
        load_image(tmp_path / "bomb.png", max_pixels=64_000_000)
