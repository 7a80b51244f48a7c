"""Metric scaling, focal handling, sky fill, resizing and clamping against hand computations."""

from __future__ import annotations

import math
import warnings

import numpy as np
import pytest
import torch

from support.checkpoints import open_backend
from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.config.errors import IntrinsicsWarning
from tt_depth_anything_3.inference.postprocess import fill_sky, resize_map, resolve_focal


def _head_depth(folder, model, photo):
    """The raw head output at network resolution, from a backend on ``model``'s checkpoint."""
    from tt_depth_anything_3.inference.preprocess import preprocess

    prepared = preprocess(photo, model.process_res, model.resize_mode)
    backend = open_backend(folder)
    try:
        return np.asarray(backend.run(prepared.tensor[None]).heads["depth"][0])
    finally:
        backend.close()


def test_metres_are_head_times_focal_over_300(tiny_metric_checkpoint, tiny_metric_model, photo):
    head = _head_depth(tiny_metric_checkpoint, tiny_metric_model, photo)
    out = tiny_metric_model(photo, focal_px=250.0, sky_fill="none")
    h, w = out.model_input_size  # 112 x 140 from 90 x 120
    f_model = (250.0 * w / 120 + 250.0 * h / 90) / 2
    np.testing.assert_allclose(out.depth, head * f_model / 300.0, rtol=1e-6)
    assert out.focal_px == 250.0 and out.focal_source == "focal_px"


def test_intrinsics_are_rescaled_through_the_resize(
    tiny_metric_checkpoint, tiny_metric_model, photo
):
    k = np.array([[200.0, 0, 60], [0, 180.0, 45], [0, 0, 1]])
    head = _head_depth(tiny_metric_checkpoint, tiny_metric_model, photo)
    out = tiny_metric_model(photo, intrinsics=k, sky_fill="none")
    f_model = (200.0 * 140 / 120 + 180.0 * 112 / 90) / 2
    np.testing.assert_allclose(out.depth, head * f_model / 300.0, rtol=1e-6)
    assert out.focal_source == "intrinsics" and out.focal_px == pytest.approx(190.0)


def test_assumed_focal_is_recorded(tiny_metric_model, photo):
    out = tiny_metric_model(photo, sky_fill="none")
    assert out.focal_px == pytest.approx(0.5 * 120 / math.tan(math.radians(30)))
    assert out.focal_source.startswith("assumed: 60 deg")


def test_relative_model_says_so(tmp_path, photo):
    from support.checkpoints import write_checkpoint

    folder = write_checkpoint(tmp_path / "mono", "da3mono-large", seed=3)
    with DepthAnything3.from_pretrained(weights_path=folder, process_res=140) as model:
        out = model(photo, focal_px=100.0, sky_fill="none")
        assert out.units == "relative" and out.focal_px is None
        np.testing.assert_array_equal(out.depth, _head_depth(folder, model, photo))


def test_sky_fill_is_the_exact_p99_and_deterministic():
    depth = np.arange(1, 401, dtype=np.float32).reshape(20, 20)
    sky = np.zeros((20, 20), np.float32)
    sky[:5] = 1.0  # 100 sky pixels
    filled, note = fill_sky(depth, sky, "p99", None)
    # torch.quantile (what the official code's sampled estimate approximates), exactly
    expected = torch.quantile(torch.from_numpy(depth[5:]).double().flatten(), 0.99).float()
    assert filled.dtype == np.float32
    np.testing.assert_array_equal(filled[:5], np.full((5, 20), float(expected), np.float32))
    np.testing.assert_array_equal(filled[5:], depth[5:])
    assert note.startswith("p99")
    again, _ = fill_sky(depth, sky, "p99", None)
    np.testing.assert_array_equal(filled, again)
    clamp, note = fill_sky(depth, sky, "max_depth", 80.0)
    assert float(clamp[0, 0]) == 80.0 and "80" in note
    few = np.zeros((20, 20), np.float32)
    few[0, :5] = 1.0
    assert fill_sky(depth, few, "p99", None)[1].startswith("none")
    with pytest.raises(ValueError, match="max_depth_m"):
        fill_sky(depth, sky, "max_depth", None)


@pytest.mark.parametrize(
    ("source", "target"),
    [((28, 42), (480, 640)), ((378, 504), (1080, 1920)), ((280, 378), (100, 133)),
     ((378, 504), (189, 252)), ((14, 28), (3, 997)), ((518, 518), (517, 1))],
)  # fmt: skip
def test_resize_map_samples_as_torch_bilinear(source, target):
    """Up, down (2x exactly: where OpenCV would average areas), odd ratios, thin maps."""
    rng = np.random.default_rng(source[0] + target[1])
    array = (rng.standard_normal(source) * 10 + 20).astype(np.float32)
    expected = torch.nn.functional.interpolate(
        torch.from_numpy(array)[None, None], size=target, mode="bilinear", align_corners=False
    )[0, 0].numpy()
    got = resize_map(array, target)
    assert got.dtype == np.float32 and got.shape == target
    assert float(np.abs(got - expected).max()) <= 2e-5 * float(np.abs(expected).max())


def test_max_depth_and_resize_to_original(tiny_metric_model, photo):
    out = tiny_metric_model(photo, focal_px=3000.0, resize_to_original=True, max_depth_m=2.0)
    assert out.depth.shape == (90, 120) and out.sky.shape == (90, 120)
    assert out.depth.max() <= 2.0


def test_squash_mode(tiny_metric_checkpoint, photo):
    with DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, process_res=126, resize_mode="squash"
    ) as model:
        out = model(photo, focal_px=100.0)
    assert out.model_input_size == (126, 126)


def test_focal_resolution_errors():
    with pytest.raises(ValueError, match="positive fx"):
        resolve_focal((10, 10), intrinsics=np.zeros((3, 3)))


def test_a_focal_length_that_scales_depth_to_zero_is_refused(tiny_metric_model, photo):
    """focal_px=1e-300 gave an all-zero map (out x f / 300 underflows float32): focal lengths
    under MIN_FOCAL_PX are refused, by focal_px and by intrinsics; the smallest one works."""
    from tt_depth_anything_3.config.errors import InputError
    from tt_depth_anything_3.config.options import MIN_FOCAL_PX
    from tt_depth_anything_3.geometry.camera_checks import check_intrinsics

    for focal in (1e-300, 1e-40, MIN_FOCAL_PX / 2):
        with pytest.raises(InputError, match=r"focal_px \(pixels\) must be .* >= 0\.001"):
            tiny_metric_model(photo, focal_px=focal)
    tiny = np.array([[1e-300, 0, 60], [0, 1e-300, 45], [0, 0, 1]])
    with pytest.raises(InputError, match=r"intrinsics need fx, fy >= 0\.001 px"):
        tiny_metric_model(photo, intrinsics=tiny)
    with pytest.raises(InputError, match=r"focal lengths fx, fy >= 0\.001 px"):
        check_intrinsics(tiny, 1)  # reconstruct's known cameras
    out = tiny_metric_model(photo, focal_px=MIN_FOCAL_PX, sky_fill="none")
    assert out.focal_px == MIN_FOCAL_PX and (out.depth > 0).all()


def test_warmup_records_sizes(tiny_metric_model):
    tiny_metric_model.warmup((70, 98))
    assert (70, 98) in tiny_metric_model.warmed_sizes
    with pytest.raises(ValueError, match="multiples of 14"):
        tiny_metric_model.warmup((71, 98))


def test_intrinsics_with_the_principal_point_off_the_image_warn():
    """Depth uses only the focal length, but a principal point off the image says the K is
    another resolution's, whose focal length would scale every metre wrongly."""
    k = np.array([[400.0, 0, 960], [0, 400, 540], [0, 0, 1]])  # a 1920x1080 camera's
    with pytest.warns(
        IntrinsicsWarning, match=r"\(960, 540\) lies outside the 360x640 \(height x width\) image"
    ):
        resolve_focal((360, 640), intrinsics=k)
    with warnings.catch_warnings():
        warnings.simplefilter("error", IntrinsicsWarning)
        assert resolve_focal((1080, 1920), intrinsics=k).fx == 400.0


def test_intrinsics_forms_and_extreme_aspect(tiny_metric_model):
    image = np.zeros((1000, 10, 3), np.uint8)  # the official rounding would give a 0 px side
    k = torch.eye(3) * 100.0
    k[2, 2] = 1.0
    assert tiny_metric_model(image, intrinsics=k).model_input_size == (140, 14)
    outs = tiny_metric_model([image, image], intrinsics=[k, k.numpy()])
    assert [o.focal_px for o in outs] == [100.0, 100.0]
    assert tiny_metric_model(image, intrinsics=k.tolist()).focal_source == "intrinsics"
