"""``focal_px="exif"`` (``--focal-px exif``): the focal length from a photo's EXIF, an opt-in.

Before, EXIF focal tags were never read: a phone photo's metric depth used the 60-degree
assumption even when its file said the lens. The default is unchanged (the official code reads
no EXIF); asked for, ``FocalLengthIn35mmFilm`` gives ``f35 x hypot(W, H) / 43.27`` px, and a
file without a usable focal is an ``InputError`` naming the tags."""

from __future__ import annotations

import io
import math

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.cli import main
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.inference.exif_focal import FULL_FRAME_DIAGONAL_MM

EXIF_IFD, ORIENTATION = 0x8769, 0x0112
FOCAL_LENGTH, FOCAL_35MM = 0x920A, 0xA405
PLANE_X, PLANE_Y, PLANE_UNIT, PIXEL_X = 0xA20E, 0xA20F, 0xA210, 0xA002


def jpeg(
    width: int = 120, height: int = 90, orientation: int | None = None, **tags: float
) -> bytes:
    """A JPEG written by Pillow with EXIF focal tags (keyword = tag name above, lower case)."""
    codes = {"f35": FOCAL_35MM, "f_mm": FOCAL_LENGTH, "plane_x": PLANE_X, "plane_y": PLANE_Y,
             "unit": PLANE_UNIT, "pixel_x": PIXEL_X}  # fmt: skip
    exif = Image.Exif()
    if orientation is not None:
        exif[ORIENTATION] = orientation
    sub = exif.get_ifd(EXIF_IFD)
    for name, value in tags.items():
        sub[codes[name]] = value
    rng = np.random.default_rng(0)
    pixels = rng.integers(0, 256, (height, width, 3), dtype=np.uint8)
    buffer = io.BytesIO()
    Image.fromarray(pixels).save(buffer, "JPEG", exif=exif)
    return buffer.getvalue()


def test_default_reads_no_exif(tiny_metric_model):
    out = tiny_metric_model(jpeg(f35=26))
    assert out.focal_source.startswith("assumed: 60 deg")


def test_35mm_equivalent_uses_the_diagonal(tiny_metric_model):
    out = tiny_metric_model(jpeg(f35=26), focal_px="exif")
    assert out.focal_px == pytest.approx(26 * math.hypot(120, 90) / FULL_FRAME_DIAGONAL_MM)
    assert out.focal_source.startswith("exif-35mm: FocalLengthIn35mmFilm 26 mm")
    given = tiny_metric_model(jpeg(f35=26), focal_px=out.focal_px)
    np.testing.assert_allclose(out.depth, given.depth, rtol=1e-6)  # same as passing it


@pytest.mark.parametrize("orientation", [6, 8])
def test_rotated_photo_gets_the_same_focal(tiny_metric_model, orientation):
    out = tiny_metric_model(jpeg(orientation=orientation, f35=26), focal_px="EXIF")
    assert out.original_size == (120, 90)  # upright: portrait
    assert out.focal_px == pytest.approx(26 * 150 / FULL_FRAME_DIAGONAL_MM)


def test_focal_plane_resolution_when_no_35mm_tag(tiny_metric_model):
    # 4 mm lens, 30 px/mm in x (unit 4 = mm), 15 in y; stored 120 wide, taken 240 wide
    data = jpeg(f_mm=4.0, plane_x=30.0, plane_y=15.0, unit=4, pixel_x=240)
    out = tiny_metric_model(data, focal_px="exif")
    assert out.focal_px == pytest.approx((4 * 30 * 0.5 + 4 * 15 * 0.5) / 2)
    assert out.focal_source.startswith("exif-focal-plane: FocalLength 4 mm")
    rotated = tiny_metric_model(
        jpeg(orientation=6, f_mm=4.0, plane_x=30.0, plane_y=15.0, unit=4), focal_px="exif"
    )
    assert rotated.focal_px == pytest.approx((4 * 30 + 4 * 15) / 2)


@pytest.mark.parametrize(
    ("image", "why"),
    [
        (jpeg(), "no EXIF"),
        (jpeg(f_mm=4.0), "FocalLength without FocalPlaneXResolution"),
        (jpeg(f35=0), "no EXIF"),  # 0: unknown, as EXIF says
        (np.zeros((90, 120, 3), np.uint8), "no EXIF"),
    ],
)
def test_no_usable_exif_focal_is_an_error(tiny_metric_model, image, why):
    with pytest.raises(InputError, match=r"focal_px='exif': .* no usable EXIF focal length"):
        tiny_metric_model(image, focal_px="exif")
    with pytest.raises(InputError, match=r"^images\[1\]: focal_px='exif'"):
        tiny_metric_model([jpeg(f35=26), image], focal_px="exif")


def test_error_names_what_was_given(tiny_metric_model):
    with pytest.raises(InputError, match=r"^focal_px='exif': the image array has no usable"):
        tiny_metric_model(np.zeros((90, 120, 3), np.uint8), focal_px="exif")
    frames = [Image.open(io.BytesIO(jpeg(f35=26))), Image.open(io.BytesIO(jpeg()))]
    results = list(tiny_metric_model.iter_predict(frames, focal_px="exif"))  # read ahead
    assert results[0].output.focal_source.startswith("exif-35mm")
    assert str(results[1].error).startswith("focal_px='exif': the image has no usable EXIF")


def test_exif_with_intrinsics_is_refused(tiny_metric_model):
    with pytest.raises(InputError, match="pass either focal_px or intrinsics"):
        tiny_metric_model(jpeg(f35=26), focal_px="exif", intrinsics=np.eye(3))


def test_stream_and_per_image_list(tiny_metric_model):
    frames = list(tiny_metric_model.iter_predict([jpeg(f35=26), jpeg()], focal_px="exif"))
    assert frames[0].output.focal_source.startswith("exif-35mm")
    assert "no usable EXIF focal length" in str(frames[1].error)
    outs = tiny_metric_model([jpeg(), jpeg(f35=26)], focal_px=[100.0, "exif"])
    assert [o.focal_source.split(":")[0] for o in outs] == ["focal_px", "exif-35mm"]


def test_cli_focal_px_exif(tiny_metric_checkpoint, tmp_path, capsys):
    (tmp_path / "a.jpg").write_bytes(jpeg(f35=26))
    (tmp_path / "b.jpg").write_bytes(jpeg())
    argv = ["predict", str(tmp_path / "a.jpg"), str(tmp_path / "b.jpg"), "--out",
            str(tmp_path / "out"), "--format", "npz", "--weights", str(tiny_metric_checkpoint),
            "--focal-px", "exif"]  # fmt: skip
    assert main(argv) == 1  # b.jpg skipped, said
    err = capsys.readouterr().err
    assert "b.jpg: focal_px='exif': image " in err and "no usable EXIF focal length" in err
    with np.load(tmp_path / "out" / "a.npz") as npz:
        assert "exif-35mm" in str(npz["metadata"])
    with pytest.raises(SystemExit):
        main([*argv[:-1], "wide"])
    assert "expected a number of pixels or 'exif'" in capsys.readouterr().err


def test_corrupt_exif_block_is_no_focal_and_no_warning(tiny_metric_model, recwarn):
    data = jpeg(f35=26)
    start = data.index(b"Exif\0\0") + 6  # TIFF header, then IFD0 with its one entry,
    entry = start + 8 + 2  # the Exif IFD pointer: its offset pointed past the block
    cut = data[: entry + 8] + b"\xf0\xff\x00\x00" + data[entry + 12 :]
    tiny_metric_model(cut)  # the default: nothing read, nothing said
    assert not [w for w in recwarn if "EXIF" in str(w.message)]
    with pytest.raises(InputError, match="no usable EXIF focal length"):
        tiny_metric_model(cut, focal_px="exif")
