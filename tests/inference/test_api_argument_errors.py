"""What an outside test of the Python API found, each held here: argument errors of the
scenes, exports and ``dtype`` as ``InputError`` (as PYTHON.md promises for any bad argument),
32-bit PIL images held to the value checks of arrays, an infinite PNG scale, a scene of float
colours, and tensors without values."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from PIL import Image

from support.demo_scene import demo_scene
from tt_depth_anything_3 import DepthAnything3, DepthOutput
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.geometry.scene import Scene
from tt_depth_anything_3.inference.images import ImageFormatError, load_image


def test_an_unknown_dtype_is_an_input_error(tiny_metric_checkpoint):
    with pytest.raises(InputError, match="unknown dtype/precision 'float64'"):
        DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint, device="cpu", dtype="float64"
        )


def test_scene_arguments_out_of_range_are_input_errors(tmp_path):
    scene = demo_scene(2)
    with pytest.raises(InputError, match=r"conf_percentile must be in \[0, 100\]"):
        scene.points(conf_percentile=-1)
    for options, message in (
        ({"max_points": 0}, "max_points must be at least 1"),
        ({"camera_size": 0}, "camera_size must be positive"),
    ):
        with pytest.raises(InputError, match=message):
            scene.save(tmp_path / "scene.glb", **options)
    assert not (tmp_path / "scene.glb").exists()


def test_a_scene_of_float_colours_is_refused_and_shapes_name_the_depth():
    scene = demo_scene(2)
    fields = {name: getattr(scene, name) for name in ("depth", "conf", "extrinsics")}
    fields.update(intrinsics=scene.intrinsics, original_sizes=scene.original_sizes)
    with pytest.raises(InputError, match="images must be uint8 RGB"):
        Scene(images=scene.images.astype(np.float32) / 255, **fields)
    with pytest.raises(InputError, match=r"extrinsics must be \(3, 3, 4\) for depth of shape"):
        Scene(**{**fields, "depth": np.concatenate([scene.depth, scene.depth[:1]])},
              images=scene.images)  # fmt: skip


@pytest.mark.parametrize("scale", [float("inf"), float("nan"), 0.0, -1.0, 1e-320, 1e-7, True])
@pytest.mark.parametrize("call", ["to_uint16", "to_png16", "save"])
def test_a_png_scale_the_cli_and_server_refuse_is_refused(scale, call, tmp_path):
    """The API took any positive scale: 1e-320 gave saturation_m=inf and an all-zero map, and
    True was taken as 1; the CLI and the server refuse under 1e-6 (one bound for all three)."""
    out = DepthOutput(
        depth=np.ones((4, 4), np.float32), original_size=(4, 4), model_input_size=(4, 4), units="m"
    )
    calls = {
        "to_uint16": lambda: out.to_uint16(scale=scale),
        "to_png16": lambda: out.to_png16(scale=scale),
        "save": lambda: out.save(tmp_path / "d.png", scale=scale),
    }
    with pytest.raises(InputError, match=r"scale must be a finite number >= 1e-06, got "):
        calls[call]()
    assert not (tmp_path / "d.png").exists()
    smallest = out.to_uint16(scale=1e-6)  # the bound itself is taken
    assert smallest.saturation_m == pytest.approx(65535e6) and smallest.scale == 1e-6


def test_a_meta_tensor_is_not_an_image():
    with pytest.raises(ImageFormatError, match="'meta' device holds no values"):
        load_image(torch.empty((3, 32, 32), device="meta"))


@pytest.mark.parametrize(
    "image, message",
    [
        (Image.fromarray(np.full((40, 50), np.nan, np.float32)), "mode F image contains NaN"),
        (Image.fromarray(np.full((40, 50), np.inf, np.float32)), "mode F image contains NaN"),
        (Image.fromarray(-np.ones((40, 50), np.int32)), "mode I image has negative values"),
        # over 65535 fits none of the ranges: 74 % of an int32 TIFF of 0..255000 came out white
        (Image.fromarray(np.arange(2000, dtype=np.int32).reshape(40, 50) * 1000), "up to 1.999e"),
        (Image.fromarray(np.full((40, 50), 65536, np.int32)), "mode I image has values up to 65"),
        (Image.fromarray(np.full((40, 50), 7e4, np.float32)), "mode F image has values up to 70"),
    ],
)
def test_32_bit_pil_images_are_held_to_the_array_checks(image, message):
    with pytest.raises(ImageFormatError, match=message):
        load_image(image)


def test_32_bit_pil_images_in_range_read_by_their_largest_value():
    ramp = np.linspace(0, 1, 40 * 50, dtype=np.float32).reshape(40, 50)
    unit = load_image(Image.fromarray(ramp)).rgb
    assert unit[0, 0, 0] == 0 and unit[-1, -1, 0] == 255
    for scaled in (ramp * 255, (ramp * 65535).astype(np.int32)):  # 0..255, 0..65535: one picture
        rgb = load_image(Image.fromarray(scaled)).rgb
        assert np.abs(rgb.astype(int) - unit).max() <= 1
