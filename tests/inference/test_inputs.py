"""Every input form gives the same depth; every bad input a clear ValueError."""

from __future__ import annotations

import io
from pathlib import Path

import numpy as np
import pytest
import torch
from PIL import Image

from tt_depth_anything_3.inference.images import ImageDecodeError, load_image, load_rgb


def _png_bytes(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


def test_all_input_forms_agree(tiny_metric_model, photo, tmp_path):
    path = tmp_path / "photo.png"
    Image.fromarray(photo).save(path)
    forms = [
        photo,
        str(path),
        path,
        path.read_bytes(),
        Image.fromarray(photo),
        torch.from_numpy(photo),
        torch.from_numpy(photo).permute(2, 0, 1).contiguous(),
        np.ascontiguousarray(photo.transpose(2, 0, 1)),
        photo.astype(np.float32) / 255.0,
    ]
    reference = tiny_metric_model(photo, focal_px=100.0).depth
    for form in forms:
        out = tiny_metric_model(form, focal_px=100.0)
        np.testing.assert_array_equal(out.depth, reference, err_msg=type(form).__name__)


def test_lists_and_4d_arrays_give_lists(tiny_metric_model, photo):
    stacked = np.stack([photo, photo[::-1].copy()])
    from_array = tiny_metric_model(stacked, focal_px=[100.0, 120.0])
    from_list = tiny_metric_model(list(stacked), focal_px=[100.0, 120.0], batch_size=2)
    assert isinstance(from_array, list) and len(from_array) == 2
    for a, b in zip(from_array, from_list, strict=True):
        np.testing.assert_allclose(a.depth, b.depth, rtol=1e-5, atol=1e-6)
    assert from_array[1].focal_px == 120.0
    tensor_batch = tiny_metric_model(torch.from_numpy(stacked).permute(0, 3, 1, 2))
    assert len(tensor_batch) == 2


def test_batches_of_different_sizes_keep_order(tiny_metric_model, photo):
    tall = np.ascontiguousarray(np.rot90(photo))
    outs = tiny_metric_model([photo, tall, photo], batch_size=4, focal_px=90.0)
    assert [o.original_size for o in outs] == [(90, 120), (120, 90), (90, 120)]
    np.testing.assert_allclose(outs[0].depth, outs[2].depth, rtol=1e-5)


def test_grayscale_rgba_16bit_and_exif(tmp_path, photo):
    gray = Image.fromarray(photo[..., 0])
    assert load_rgb(_png_bytes(gray)).shape == (90, 120, 3)
    rgba = Image.fromarray(np.dstack([photo, np.full(photo.shape[:2], 128, np.uint8)]))
    np.testing.assert_array_equal(load_rgb(_png_bytes(rgba)), photo)
    sixteen = (photo[..., 1].astype(np.uint16) * 257).astype(np.uint16)
    decoded = load_rgb(_png_bytes(Image.fromarray(sixteen)))
    np.testing.assert_array_equal(decoded[..., 0], photo[..., 1])
    np.testing.assert_array_equal(load_rgb(sixteen), np.repeat(photo[..., 1:2], 3, -1))
    # EXIF orientation 6 (rotate 90 CW to display): the decoded image is upright.
    exif = Image.Exif()
    exif[0x0112] = 6
    buffer = io.BytesIO()
    Image.fromarray(photo).save(buffer, format="JPEG", exif=exif.tobytes())
    assert load_rgb(buffer.getvalue()).shape == (120, 90, 3)


@pytest.mark.parametrize(
    "bad, message",
    [
        (b"not an image at all", "could not decode"),
        (np.zeros((4, 100, 3), np.uint8), "at least 8 px"),
        (np.zeros((10, 10, 5), np.uint8), "shape"),
        (np.zeros((2, 10, 10, 3, 1), np.uint8), "shape"),
        (np.full((10, 10, 3), 2.0, np.float32), r"\[0, 1\]"),
        (np.full((10, 10, 3), np.nan, np.float32), "NaN"),
        (np.zeros((10, 10, 3), np.int64), "dtype"),
        ({"an": "image"}, "unsupported image type"),
        ("/no/such/file.png", "does not exist"),
        ([], "empty list"),
    ],
)
def test_bad_inputs_raise_value_error(tiny_metric_model, bad, message):
    with pytest.raises(ValueError, match=message):
        tiny_metric_model(bad)


def test_corrupt_and_truncated_files(tmp_path, photo):
    data = _png_bytes(Image.fromarray(photo))
    with pytest.raises(ValueError, match="corrupt|truncated|decode"):
        load_rgb(data[: len(data) // 2])
    path = tmp_path / "fake.jpg"
    path.write_bytes(b"\xff\xd8\xff garbage")
    with pytest.raises(ValueError):
        load_rgb(path)


def test_pixel_limit(photo):
    with pytest.raises(ValueError, match="over the limit"):
        load_rgb(photo, max_pixels=1000)


def test_size_errors_say_height_by_width():
    """Sizes were written width x height, unlike every other size of the API: an image 100
    rows high and 1 column wide read as '1x100'."""
    with pytest.raises(ValueError, match=r"is 100x1 \(height x width\) px; each side"):
        load_rgb(np.zeros((100, 1, 3), np.uint8))
    with pytest.raises(ValueError, match=r"is 100x101 \(height x width\) = 10100 px, over"):
        load_rgb(np.zeros((100, 101, 3), np.uint8), max_pixels=10000)


@pytest.mark.parametrize("dtype", [">u2", ">f4", ">f8", "<u2"])
def test_big_endian_arrays_are_their_values(photo, dtype):
    """A big-endian uint16 array (np.frombuffer(raw, '>u2'): 16-bit PGM, FITS, camera data)
    was refused as an 'unsupported dtype >u2' while the message listed uint16."""
    u16 = photo.astype(np.uint16) * 257
    data = u16.astype(dtype) / (65535 if dtype[1] == "f" else 1)
    np.testing.assert_array_equal(load_rgb(data.astype(dtype)), load_rgb(u16))


def test_bad_call_parameters(tiny_metric_model, photo):
    with pytest.raises(ValueError, match="max_depth_m"):
        tiny_metric_model(photo, max_depth_m=-1)
    with pytest.raises(ValueError, match="sky_fill"):
        tiny_metric_model(photo, sky_fill="random")
    with pytest.raises(ValueError, match="focal_px"):
        tiny_metric_model(photo, focal_px=-5.0)
    with pytest.raises(ValueError, match="either focal_px or intrinsics"):
        tiny_metric_model(photo, focal_px=5.0, intrinsics=np.eye(3))
    with pytest.raises(ValueError, match="3x3"):
        tiny_metric_model(photo, intrinsics=np.eye(4))
    with pytest.raises(ValueError, match="2 entries for 1 images"):
        tiny_metric_model([photo], focal_px=[1.0, 2.0])
    with pytest.raises(ValueError, match="batch_size"):
        tiny_metric_model(photo, batch_size=0)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"focal_px": "500"}, "focal_px must be a number .* got str"),
        ({"focal_px": True}, "focal_px must be a number .* got bool"),
        ({"focal_px": object()}, "focal_px must be a number .* got object"),
        ({"intrinsics": 5}, "intrinsics must be a 3x3 matrix .* got int"),
        ({"intrinsics": "K"}, "intrinsics must be a 3x3 matrix .* got str"),
    ],
)
def test_camera_arguments_of_the_wrong_type_are_named(tiny_metric_model, photo, kwargs, message):
    # a string is not a sequence of focal lengths: the error names the type, not its length
    with pytest.raises(ValueError, match=message):
        tiny_metric_model(photo, **kwargs)
    with pytest.raises(ValueError, match="focal_px must be a number \\(pixels\\), got 'abc'"):
        tiny_metric_model([photo, photo], focal_px=["abc", 500.0])


def test_camera_arguments_as_zero_d_arrays_and_stacks(tiny_metric_model, photo):
    k = np.array([[500.0, 0, 60], [0, 500.0, 45], [0, 0, 1]])
    reference = tiny_metric_model(photo, focal_px=500.0)
    for focal in (np.array(500.0), torch.tensor(500.0), np.float32(500.0)):
        out = tiny_metric_model(photo, focal_px=focal)
        assert out.focal_px == reference.focal_px
        np.testing.assert_array_equal(out.depth, reference.depth)
    outs = tiny_metric_model([photo, photo], intrinsics=np.stack([k, k]))
    assert [o.focal_source for o in outs] == ["intrinsics", "intrinsics"]
    np.testing.assert_array_equal(outs[0].depth, tiny_metric_model(photo, intrinsics=k).depth)


def test_a_bad_image_in_a_list_fails_before_any_compute(tiny_metric_model, photo):
    with pytest.raises(ValueError, match="at least 8 px"):
        tiny_metric_model([photo, np.zeros((3, 3, 3), np.uint8)])
    assert tiny_metric_model(photo).depth.shape == (112, 140)


@pytest.mark.parametrize(
    "seed", sorted((Path(__file__).parents[1] / "fuzz_corpus" / "regressions").glob("*"))
)
def test_fuzzer_findings_are_decode_errors(seed):
    """TIFFs whose strip offsets are a rational or a float (Pillow raises TypeError), and a GIF
    cut inside a later frame's header (Pillow's frame count raises IndexError), are a clean
    decode error, as every other malformed file."""
    with pytest.raises(ImageDecodeError, match="could not decode"):
        load_image(seed.read_bytes(), 4_000_000)


@pytest.mark.parametrize("path", ["", "   "])
def test_an_empty_image_path_is_said_to_be_empty(path):
    from tt_depth_anything_3.inference.images import ImageFormatError

    with pytest.raises(ImageFormatError, match="the image path is empty"):
        load_image(path)


@pytest.mark.parametrize(
    "rgb, size",
    [
        (np.full((60, 80, 3), 0.5), (60, 80)),  # float 0..1: was read as 0..255, silently dark
        (np.zeros((60, 80), np.uint8), (60, 80)),  # grey: a raw numpy ValueError
        (np.zeros((60, 80, 4), np.uint8), (60, 80)),  # RGBA: a raw broadcast ValueError
        (np.zeros((3, 60, 80), np.uint8), (60, 80)),  # CHW: a raw broadcast ValueError
        (np.zeros((60, 80, 3), np.uint8).tolist(), (60, 80)),  # a list: AttributeError
        (np.zeros((60, 80, 3), np.uint8), (600, 80)),  # another aspect: depth stretched
        (np.zeros((60, 80, 3), np.uint8), (30, 40)),  # larger than the full image
        (np.zeros((60, 80, 3), np.uint8), (60.0, 80.0)),  # not pixel counts
    ],
)
def test_a_malformed_decoded_image_is_an_image_format_error(rgb, size):
    """A ``DecodedImage`` was taken as it was: float pixels gave a silently wrong depth, an
    original_size of another aspect a stretched one, and a grey, RGBA or CHW array raw numpy
    errors that are no InputError (ending an iter_predict stream). Each is refused when made."""
    from tt_depth_anything_3.inference.images import DecodedImage, ImageFormatError

    with pytest.raises(ImageFormatError, match="DecodedImage"):
        DecodedImage(rgb, size)


def test_every_reduced_jpeg_decode_is_a_valid_decoded_image():
    """The check keeps what libjpeg's 1/2, 1/4, 1/8 scaling gives: ceil(side / k)."""
    from tt_depth_anything_3.inference.images import DecodedImage

    for height, width in [(8, 8), (9, 4001), (4001, 9), (1080, 1920), (1001, 1503)]:
        for k in (1, 2, 4, 8):
            shape = (-(-height // k), -(-width // k), 3)
            decoded = DecodedImage(np.zeros(shape, np.uint8), (np.int64(height), width))
            assert decoded.original_size == (height, width)


def test_a_multi_picture_jpeg_is_decoded_at_reduced_scale_too():
    """A JPEG with an MPF second picture (Pillow's format "MPO", as many phone photos are)
    was always decoded whole where ``reduce_to`` allowed 1/8: the server decoded such photos
    at full size. Its first picture now reads as the same JPEG alone does."""
    import functools

    from tt_depth_anything_3.inference.preprocess import smallest_source

    y, x = np.mgrid[0:480, 0:640]
    photo = np.stack([x % 256, y % 256, (x + y) % 256], -1).astype(np.uint8)
    mpo, jpeg = io.BytesIO(), io.BytesIO()
    Image.fromarray(photo).save(
        mpo, "MPO", save_all=True, append_images=[Image.fromarray(photo[::-1].copy())]
    )
    Image.fromarray(photo).save(jpeg, "JPEG")
    assert Image.open(io.BytesIO(mpo.getvalue())).format == "MPO"
    reduce_to = functools.partial(smallest_source, process_res=70)
    reduced = load_image(mpo.getvalue(), reduce_to=reduce_to)
    assert reduced.rgb.shape == (60, 80, 3) and reduced.original_size == (480, 640)
    assert np.array_equal(reduced.rgb, load_image(jpeg.getvalue(), reduce_to=reduce_to).rgb)


def test_a_two_channel_array_is_refused_naming_every_layout_taken() -> None:
    """An (H, W, 2) array was told to be (H, W, 3), (3, H, W) or (H, W): the grey and RGBA
    layouts taken too, (H, W, 1) ... (4, H, W), went unsaid."""
    import numpy as np
    import pytest

    from tt_depth_anything_3.inference.image_errors import ImageFormatError
    from tt_depth_anything_3.inference.images import load_rgb

    with pytest.raises(ImageFormatError, match=r"\(H, W, 3\), \(3, H, W\) or \(H, W\)") as said:
        load_rgb(np.zeros((20, 30, 2), np.uint8))
    assert "(H, W, 1), (1, H, W), (H, W, 4), (4, H, W)" in str(said.value)
    for shape in ((20, 30, 1), (1, 20, 30), (20, 30, 4), (4, 20, 30)):
        assert load_rgb(np.zeros(shape, np.uint8)).shape == (20, 30, 3)
