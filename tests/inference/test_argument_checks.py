"""Arguments of the wrong type or out of range are an ``InputError`` naming the argument,
before any compute: none is silently accepted, none surfaces as a raw ``TypeError`` or
``ZeroDivisionError`` (found by an outside test of the public API)."""

from __future__ import annotations

import io
import math

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3 import DepthAnything3, DepthOutput
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.inference.images import ImageDecodeError, ImageFormatError, load_image
from tt_depth_anything_3.inference.postprocess import resolve_focal
from tt_depth_anything_3.server import ServerSettings


@pytest.mark.parametrize("hfov", [-60.0, 0, 180, 200.0, math.nan, math.inf, "60", None])
def test_a_field_of_view_without_a_finite_focal_is_refused_at_load(tiny_metric_checkpoint, hfov):
    with pytest.raises(InputError, match="assumed_hfov_deg"):
        DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint, device="cpu", assumed_hfov_deg=hfov
        )
    if isinstance(hfov, float):
        with pytest.raises(InputError, match="assumed_hfov_deg"):
            resolve_focal((90, 120), assumed_hfov_deg=hfov)


def test_a_valid_field_of_view_sets_the_assumed_focal(tiny_metric_checkpoint, photo):
    with DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, device="cpu", process_res=140, assumed_hfov_deg=90
    ) as model:
        out = model(photo)
    assert out.focal_px == pytest.approx(0.5 * 120 / math.tan(math.radians(45)))
    assert (out.depth > 0).all()


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"process_res": "140"}, "process_res must be an integer"),
        ({"process_res": 140.5}, "process_res must be an integer"),
        ({"process_res": None}, "process_res must be an integer"),
        ({"process_res": True}, "process_res must be an integer"),
        ({"max_pixels": 1e6}, "max_pixels must be an integer"),
        ({"warmup_sizes": (112, 140)}, r"warmup size .*\(h, w\) pair.* got 112"),
        ({"warmup_sizes": [(112, 141)]}, "multiples of 14"),
        ({"device": -1}, "device"),
        ({"device": "gpu"}, "unknown device 'gpu'"),
        ({"dtype": "float16"}, "float16 runs on CUDA only"),
        # the dtypes as --dtype spells them, and what the user typed (not 'bf16' / 'fp16')
        (
            {"runtime": "onnxruntime", "dtype": "bfloat16"},
            "runs dtype float32 only, got dtype='bfloat16'; use runtime='openvino' for bfloat16",
        ),
        (
            {"runtime": "openvino", "dtype": "float16"},
            "^runtime='openvino' runs dtype float32, bfloat16, int8 or int8w, got dtype='float16'$",
        ),
        ({"runtime": "openvino", "dtype": "half"}, "got dtype='half'$"),
        ({"runtime": "openvino", "device": "cuda"}, "runs on the CPU only"),
    ],
)
def test_load_arguments_are_checked(tiny_metric_checkpoint, kwargs, message):
    with pytest.raises(InputError, match=message):
        DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint, **{"device": "cpu", **kwargs}
        )


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"batch_size": 2.5}, "batch_size must be an integer >= 1"),
        ({"batch_size": 0}, "batch_size must be an integer >= 1"),
        ({"resize_to_original": "no"}, "resize_to_original must be True or False"),
        ({"max_depth_m": "5"}, "max_depth_m must be a number"),
    ],
)
def test_call_arguments_are_checked(tiny_metric_model, photo, kwargs, message):
    with pytest.raises(InputError, match=message):
        tiny_metric_model([photo, photo], **kwargs)


def test_numpy_values_stay_accepted(tiny_metric_model, photo):
    out = tiny_metric_model(photo, resize_to_original=np.bool_(True), max_depth_m=np.float32(50))
    assert out.depth.shape == photo.shape[:2] and out.depth.max() <= 50
    assert tiny_metric_model.model_input_size(np.int64(90), 120) == (112, 140)


def test_numpy_load_options_leave_describe_json_ready(tiny_metric_checkpoint):
    """``process_res=np.int64(140)`` (accepted as an integer) was kept as numpy's: the
    documented JSON-ready ``describe()`` raised ``Object of type int64 is not JSON
    serializable``."""
    import json

    model = DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, device="cpu", process_res=np.int64(140),
        max_pixels=np.int64(10**7), assumed_hfov_deg=np.float32(60),
    )  # fmt: skip
    with model:
        assert json.loads(json.dumps(model.describe()))["process_res"] == 140
        assert type(model.max_pixels) is int and type(model.assumed_hfov_deg) is float


@pytest.mark.parametrize("size", [(0, 0), (-5, 10), (90.5, 120), ("90", 120)])
def test_model_input_size_refuses_non_sizes(tiny_metric_model, size):
    with pytest.raises(InputError, match="two positive integers"):
        tiny_metric_model.model_input_size(*size)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"focal_px": [1.0, 2.0]}, "focal_px of a stream is one number"),
        ({"focal_px": "500"}, "focal_px of a stream is one number"),
        ({"intrinsics": [np.eye(3), np.eye(3)]}, "intrinsics of a stream is one 3x3 matrix"),
        ({"intrinsics": [[1, 2], [3]]}, "intrinsics of a stream is one 3x3 matrix"),
    ],
)
def test_a_stream_refuses_per_frame_cameras_before_its_first_frame(
    tiny_metric_model, photo, kwargs, message
):
    frames = tiny_metric_model.iter_predict([photo] * 3, **kwargs)
    with pytest.raises(InputError, match=message):
        next(frames)


@pytest.mark.parametrize("frames", ["img/rocket.jpg", b"bytes", "PATH", 5])
def test_a_stream_of_one_path_is_refused_not_iterated(tiny_metric_model, frames, tmp_path):
    """A single path was iterated character by character (14 failed frames for
    'img/rocket.jpg'): one image is refused before the first frame, saying to pass a list."""
    frames = tmp_path / "a.png" if frames == "PATH" else frames
    with pytest.raises(InputError, match="frames is an iterable of images") as caught:
        next(tiny_metric_model.iter_predict(frames))
    if not isinstance(frames, int):
        assert "pass a list" in str(caught.value)


@pytest.mark.parametrize("layout", ["HWC", "CHW", "HxW"])
@pytest.mark.parametrize("kind", ["numpy", "torch"])
def test_a_stream_of_one_array_is_refused_not_iterated(tiny_metric_model, photo, layout, kind):
    """A CHW image was iterated into 3 greyscale frames, all ok; an HWC one into a frame per
    row: one array or tensor of fewer than 4 dimensions is one image, refused."""
    import torch

    image = {"HWC": photo, "CHW": photo.transpose(2, 0, 1).copy(), "HxW": photo[..., 0]}[layout]
    frames = torch.from_numpy(image) if kind == "torch" else image
    with pytest.raises(InputError, match=r"frames is an iterable of images.*pass a list"):
        next(tiny_metric_model.iter_predict(frames))
    batch = np.stack([photo, photo])  # a 4-D array is N frames, as model(...) takes it
    assert [f.ok for f in tiny_metric_model.iter_predict(batch)] == [True, True]


def test_an_error_in_a_list_names_the_image(tiny_metric_model, photo):
    with pytest.raises(ImageDecodeError, match=r"^images\[1\]: could not decode"):
        tiny_metric_model([photo, b"not an image", photo])
    with pytest.raises(InputError, match=r"^images\[2\]: focal_px must be a number"):
        tiny_metric_model([photo, photo, photo], focal_px=[500.0, 500.0, "x"])


def test_colorize_bounds_are_checked(tiny_metric_model, photo):
    out = tiny_metric_model(photo)
    assert out.colorize(vmin=1.0, vmax=5.0).shape == (*out.depth.shape, 3)
    for kwargs, message in (
        ({"vmin": 5.0, "vmax": 1.0}, r"vmin \(5\) must be below vmax \(1\)"),
        ({"vmin": math.nan}, "vmin must be a positive finite depth"),
        ({"vmax": -1.0}, "vmax must be a positive finite depth"),
        ({"vmin": "1"}, "vmin must be a positive finite depth"),
    ):
        with pytest.raises(InputError, match=message):
            out.colorize(**kwargs)


def test_load_npz_says_what_it_was_given(tiny_metric_model, photo, tmp_path):
    with pytest.raises(InputError, match="not an .npz file"):
        DepthOutput.load_npz(b"garbage")
    other = io.BytesIO()
    np.savez(other, a=np.zeros(3))
    with pytest.raises(InputError, match=r"without \['depth', 'metadata'\]"):
        DepthOutput.load_npz(other.getvalue())
    text = tmp_path / "x.npz"
    text.write_text("hello")
    with pytest.raises(InputError, match="not an .npz file"):
        DepthOutput.load_npz(text)
    with pytest.raises(FileNotFoundError):
        DepthOutput.load_npz(tmp_path / "missing.npz")
    out = tiny_metric_model(photo)
    np.testing.assert_array_equal(DepthOutput.load_npz(out.to_npz_bytes()).depth, out.depth)


def test_image_inputs_users_confuse():
    with pytest.raises(ImageFormatError, match="is a URL: images are not fetched"):
        load_image("https://example.com/a.jpg")
    with pytest.raises(ImageDecodeError, match="read as text, '/x.jpg'.*pass it as str or Path"):
        load_image(b"/x.jpg")
    premultiplied = Image.new("La", (16, 12), 200)
    assert load_image(premultiplied).rgb.shape == (12, 16, 3)


def test_pose_from_rays_needs_a_ray_head(tiny_metric_model, photo):
    with pytest.raises(InputError, match="pose_from='rays' needs an any-view model"):
        tiny_metric_model.reconstruct([photo, photo], pose_from="rays")


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"api_key": ""}, "api_key must be a non-blank string"),
        ({"api_key": "   "}, "api_key must be a non-blank string"),
        ({"process_res": "abc"}, "process_res must be an integer"),
        ({"queue_size": 2.5}, "queue_size must be an integer"),
        ({"request_timeout_s": "60"}, "request_timeout_s must be a number"),
        ({"warmup": "no"}, "warmup must be True or False"),
        ({"device": "gpu"}, "unknown device 'gpu'"),
        ({"queue_size": 0}, "queue_size must be at least 1"),
        ({"max_body_mb": 0}, "max_body_mb must be positive"),
    ],
)
def test_server_settings_are_checked(tiny_metric_checkpoint, overrides, message):
    with pytest.raises(InputError, match=message):
        ServerSettings(weights=str(tiny_metric_checkpoint), **overrides)


def test_server_settings_from_the_environment_refuse_an_unknown_device(tiny_metric_checkpoint):
    environ = {"TT_DA3_WEIGHTS": str(tiny_metric_checkpoint), "TT_DA3_DEVICE": "gpu"}
    with pytest.raises(ValueError, match="unknown device 'gpu'"):
        ServerSettings.from_env(environ)
    environ["TT_DA3_DEVICE"] = "cuda:1"
    assert ServerSettings.from_env(environ).device == "cuda:1"


def test_argument_types_are_input_errors(tiny_metric_checkpoint, tmp_path):
    """Raw TypeErrors before: reduce_to=2, warmup_sizes=140; trace="no" was taken; a local
    model_id beside another weights_path was dropped in silence."""
    from tt_depth_anything_3 import DepthAnything3
    from tt_depth_anything_3.config.errors import InputError
    from tt_depth_anything_3.inference.images import load_image

    with pytest.raises(InputError, match="reduce_to is a function"):
        load_image(np.zeros((20, 20, 3), np.uint8), reduce_to=2)
    jpeg = io.BytesIO()
    Image.new("RGB", (64, 48)).save(jpeg, "JPEG")
    with pytest.raises(InputError, match=r"reduce_to must return an \(h, w\) pair, got 5"):
        load_image(jpeg.getvalue(), reduce_to=lambda size: 5)
    load = DepthAnything3.from_pretrained
    with pytest.raises(InputError, match="warmup_sizes is a list of"):
        load(weights_path=tiny_metric_checkpoint, warmup_sizes=140)
    with pytest.raises(InputError, match="trace must be True or False"):
        load(weights_path=tiny_metric_checkpoint, trace="no")
    other = tmp_path / "other"
    other.mkdir()
    with pytest.raises(InputError, match="is a local checkpoint and weights_path"):
        load(model_id=str(other), weights_path=tiny_metric_checkpoint)
    same = load(model_id=str(tiny_metric_checkpoint), weights_path=tiny_metric_checkpoint)
    same.close()
    from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint

    assert resolve_checkpoint("", None, tiny_metric_checkpoint).weights.is_file()  # "" is no path


def test_the_cli_names_dtypes_as_its_help_does(tiny_metric_checkpoint, tmp_path, capsys):
    """``--dtype float16`` with OpenVINO printed ``runs ('fp32', 'bf16', 'int8', 'int8w'), got
    'fp16'`` (an outside test): the names ``--dtype`` takes, and the one typed."""
    from tt_depth_anything_3.cli import main

    png = tmp_path / "a.png"
    Image.new("RGB", (40, 30)).save(png)
    args = ["predict", str(png), "--weights", str(tiny_metric_checkpoint), "--device", "cpu"]
    args += ["--runtime", "openvino", "--dtype", "float16", "--out", str(tmp_path / "out")]
    assert main(args) == 2
    error = capsys.readouterr().err
    assert "runs dtype float32, bfloat16, int8 or int8w, got dtype='float16'" in error
    assert "fp16" not in error and "bf16" not in error
