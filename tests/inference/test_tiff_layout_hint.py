"""TIFF files Pillow opens but cannot decode the pixel layout of: the error says the layout."""

from __future__ import annotations

import warnings

import cv2
import numpy as np
import pytest

from tt_depth_anything_3.config.errors import FirstFrameOnlyWarning
from tt_depth_anything_3.inference.image_errors import ImageDecodeError
from tt_depth_anything_3.inference.images import load_rgb


def test_an_rgb_float_tiff_is_refused_naming_its_layout_and_what_to_pass(tmp_path) -> None:
    """A 3-channel float32 TIFF (``cv2.imwrite`` of a float image, a robotics pipeline's
    frame) was refused as "not PNG, JPEG or another format Pillow reads", which it is; the
    error now names what in it Pillow does not read and how to pass its pixels instead."""
    frame = np.random.default_rng(0).random((20, 30, 3), dtype=np.float32)
    path = tmp_path / "frame.tiff"
    assert cv2.imwrite(str(path), frame)
    for source in (str(path), path.read_bytes()):
        with pytest.raises(ImageDecodeError) as said:
            load_rgb(source)
        assert "a TIFF of 3 sample(s) per pixel of 32-bit floats" in str(said.value)
        assert "pass its pixels as an array" in str(said.value)
    assert load_rgb(frame[..., ::-1].copy()).shape == (20, 30, 3)  # the advice works


@pytest.mark.parametrize(
    "data", [b"II*\x00", b"II*\x00\xff\xff\xff\xff", b"MM\x00*\x00\x00\x00\x08\x00\x05", bytes(4)]
)
def test_a_cut_tiff_header_keeps_the_plain_error(data: bytes) -> None:
    """A TIFF header too short or corrupt to hold a layout says no layout, and raises no
    other error than the decode error."""
    with pytest.raises(ImageDecodeError) as said:
        load_rgb(data)
    assert "not PNG, JPEG or another format Pillow reads" in str(said.value)
    assert "a TIFF of" not in str(said.value)


@pytest.mark.parametrize("kind", ["TIFF", "GIF", "WEBP", "PNG"])
def test_a_file_of_several_frames_reads_its_first_frame(kind: str) -> None:
    """A multi-page TIFF or an animated GIF / WebP / PNG reads as its first frame, whether
    given as bytes or as its PIL image (PYTHON.md says so)."""
    import io

    from PIL import Image

    first, second = (np.full((20, 30, 3), level, np.uint8) for level in (40, 200))
    buffer = io.BytesIO()
    extra = {"lossless": True} if kind == "WEBP" else {}
    Image.fromarray(first).save(
        buffer, kind, save_all=True, append_images=[Image.fromarray(second)], **extra
    )
    data = buffer.getvalue()
    assert Image.open(io.BytesIO(data)).n_frames == 2
    with pytest.warns(FirstFrameOnlyWarning, match=f"holds 2 frames \\({kind}\\): only its first"):
        assert np.array_equal(load_rgb(data), first)
    with warnings.catch_warnings():  # the caller's PIL image: the frame it is at, no warning
        warnings.simplefilter("error")
        frames = Image.open(io.BytesIO(data))
        assert np.array_equal(load_rgb(frames), first)
        frames.seek(1)
        assert np.array_equal(load_rgb(frames), second)


def test_a_single_frame_file_and_a_camera_mpo_say_nothing(tmp_path) -> None:
    import io

    from PIL import Image

    buffer = io.BytesIO()
    Image.fromarray(np.full((20, 30, 3), 90, np.uint8)).save(buffer, "GIF")
    mpo = tmp_path / "camera.mpo"
    frames = [Image.fromarray(np.full((20, 30, 3), v, np.uint8)) for v in (10, 250)]
    frames[0].save(mpo, "MPO", save_all=True, append_images=frames[1:])
    assert Image.open(mpo).format == "MPO" and Image.open(mpo).n_frames == 2
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        load_rgb(buffer.getvalue())
        load_rgb(mpo)


def test_tt_da3_predict_says_a_file_of_several_frames_gave_its_first(
    tmp_path, tiny_metric_checkpoint, capsys
) -> None:
    from PIL import Image

    from tt_depth_anything_3.cli import main

    frames = [Image.fromarray(np.full((28, 42, 3), v, np.uint8)) for v in (40, 200, 120)]
    frames[0].save(tmp_path / "anim.gif", save_all=True, append_images=frames[1:])
    args = ["predict", str(tmp_path / "anim.gif"), "--out", str(tmp_path / "out")]
    args += ["--weights", str(tiny_metric_checkpoint), "--process-res", "42", "--device", "cpu"]
    assert main([*args, "--no-progress"]) == 0
    err = capsys.readouterr().err
    assert "tt-da3 predict: warning: the image " in err and "holds 3 frames (GIF)" in err
