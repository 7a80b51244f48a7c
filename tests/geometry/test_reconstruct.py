"""``DepthAnything3.reconstruct`` through the public API: end-to-end parity with the official
pipeline (its input processor, network and known-pose alignment), ray pose, metric models,
single-image cameras, mixed sizes and bad input."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
import torch

from support.checkpoints import write_checkpoint
from support.geometry_reference import official_anyview, official_api_function
from support.numerics import pearson
from support.official_reference import official_input_processor, save_official_checkpoint
from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.config.errors import IntrinsicsWarning
from tt_depth_anything_3.geometry import limits

RES = 140


def _photos(count: int, shape=(120, 160), seed=0) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    y, x = np.mgrid[0 : shape[0], 0 : shape[1]]
    photos = []
    for i in range(count):
        base = np.stack([(x * (i + 1)) % 256, (y * 3 + 40 * i) % 256, (x + y) % 256], -1)
        noise = rng.integers(0, 40, (*shape, 3))
        photos.append(np.clip(base + noise, 0, 255).astype(np.uint8))
    return photos


@pytest.fixture(scope="module")
def official_small(tmp_path_factory):
    net = official_anyview("da3-small", seed=3)
    folder = save_official_checkpoint(net, "da3-small", tmp_path_factory.mktemp("small"))
    model = DepthAnything3.from_pretrained(weights_path=folder, device="cpu", process_res=RES)
    yield net, model
    model.close()


@pytest.fixture(scope="module")
def tiny_metric(tmp_path_factory):
    folder = write_checkpoint(tmp_path_factory.mktemp("metric"), "da3metric-large", seed=2)
    model = DepthAnything3.from_pretrained(weights_path=folder, device="cpu", process_res=RES)
    yield model
    model.close()


def _official_batch(photos, extrinsics=None, intrinsics=None):
    batch, ext, k = official_input_processor()(
        photos, extrinsics, intrinsics, process_res=RES, num_workers=1
    )
    return batch[None], ext, k


@pytest.mark.parametrize("shapes", [[(120, 160)] * 4, [(120, 160), (160, 120), (120, 150)]])
def test_reconstruct_matches_official_pipeline(official_small, shapes):
    net, model = official_small
    photos = [_photos(1, shape, seed=i)[0] for i, shape in enumerate(shapes)]
    batch, _, _ = _official_batch(photos)
    with torch.inference_mode():
        expected = net(batch)
    scene = model.reconstruct(photos)
    assert scene.depth.shape == tuple(batch.shape[-2:]) or scene.depth.shape[1:] == tuple(
        batch.shape[-2:]
    )
    assert pearson(torch.from_numpy(scene.depth), expected["depth"][0]) >= 0.99999
    assert pearson(torch.from_numpy(scene.conf), expected["depth_conf"][0]) >= 0.99999
    assert np.abs(scene.extrinsics - expected["extrinsics"][0].numpy()).max() <= 1e-4
    k_ref = expected["intrinsics"][0].numpy()
    assert (np.abs(scene.intrinsics - k_ref) / np.maximum(np.abs(k_ref), 1)).max() <= 1e-4
    assert scene.pose_source == "camera" and scene.images.dtype == np.uint8
    assert scene.original_sizes.tolist() == [list(s) for s in shapes]


def test_known_poses_match_official_alignment(official_small):
    from depth_anything_3.utils.pose_align import align_poses_umeyama

    net, model = official_small
    photos = _photos(4)
    rng = np.random.default_rng(1)
    ext = np.tile(np.eye(4), (4, 1, 1))
    ext[:, :3, 3] = rng.normal(0, 2, (4, 3))
    k = np.array([[150.0, 0, 80], [0, 150, 60], [0, 0, 1]])
    batch, ext_t, k_t = _official_batch(photos, ext, np.repeat(k[None], 4, 0))
    normalised = official_api_function("_normalize_extrinsics")(None, ext_t[None].clone())
    with torch.inference_mode():
        expected = net(batch, normalised, k_t[None])
    _, _, scale, _ = align_poses_umeyama(
        expected["extrinsics"][0].double().numpy(), ext_t.double().numpy(), return_aligned=True
    )
    scene = model.reconstruct(photos, extrinsics=ext, intrinsics=k)
    assert (scene.pose_source, scene.units) == ("given", "poses")
    assert np.allclose(scene.extrinsics, ext[:, :3], atol=1e-6)
    assert np.allclose(scene.intrinsics, k_t.numpy(), atol=1e-4)
    ref_depth = expected["depth"][0] / scale
    assert pearson(torch.from_numpy(scene.depth), ref_depth) >= 0.99999
    assert np.abs(scene.depth.mean() / float(ref_depth.mean()) - 1) <= 1e-4


@pytest.mark.parametrize("count", [1, 2])
def test_known_poses_with_one_and_two_views(official_small, count):
    _, model = official_small
    photos = _photos(count)
    ext = np.tile(np.eye(4), (count, 1, 1))
    ext[:, 0, 3] = np.arange(count) * 2.0
    k = np.array([[150.0, 0, 80], [0, 150, 60], [0, 0, 1]])
    scene = model.reconstruct(photos, extrinsics=ext, intrinsics=k)
    assert np.allclose(scene.extrinsics, ext[:, :3])
    assert np.isfinite(scene.depth).all() and (scene.depth > 0).all()
    if count == 1:
        assert scene.pose_source.startswith("given (one camera centre")
        assert scene.units == "relative"  # one centre carries no scale
        unconditioned = model.reconstruct(photos)
        assert scene.depth.shape == unconditioned.depth.shape
    else:
        assert (scene.pose_source, scene.units) == ("given", "poses")


def test_ray_pose_is_deterministic(official_small):
    _, model = official_small
    photos = _photos(3)
    first = model.reconstruct(photos, pose_from="rays")
    second = model.reconstruct(photos, pose_from="rays")
    assert first.pose_source == "rays"
    assert np.array_equal(first.extrinsics, second.extrinsics)
    assert np.array_equal(first.intrinsics, second.intrinsics)
    camera = model.reconstruct(photos)
    assert np.array_equal(first.depth, camera.depth)


def test_single_image_call_carries_cameras(official_small):
    net, model = official_small
    photo = _photos(1)[0]
    batch, _, _ = _official_batch([photo])
    with torch.inference_mode():
        expected = net(batch)
    out = model(photo)
    assert np.abs(out.extrinsics - expected["extrinsics"][0, 0].numpy()).max() <= 1e-4
    k_ref = expected["intrinsics"][0, 0].numpy()
    assert (np.abs(out.intrinsics - k_ref) / np.maximum(np.abs(k_ref), 1)).max() <= 1e-4
    full = model(photo, resize_to_original=True)
    h, w = out.model_input_size
    assert full.intrinsics[0, 0] == pytest.approx(out.intrinsics[0, 0] * 160 / w, rel=1e-6)
    assert full.intrinsics[1, 2] == pytest.approx(out.intrinsics[1, 2] * 120 / h, rel=1e-6)


def test_metric_model_uses_given_or_assumed_intrinsics(tiny_metric):
    photos = _photos(3)
    k = np.array([[130.0, 0, 80], [0, 130, 60], [0, 0, 1]])
    scene = tiny_metric.reconstruct(photos, intrinsics=k)
    assert scene.units == "m" and scene.conf is None and scene.sky is not None
    assert scene.pose_source.startswith("identity: ") and "given intrinsics" in scene.pose_source
    assert np.allclose(scene.extrinsics, np.eye(4)[:3])
    for photo, depth in zip(photos, scene.depth, strict=True):
        single = tiny_metric(photo, intrinsics=k)  # sky filled alike (the next test)
        assert np.allclose(depth, single.depth, rtol=1e-5)
    assumed = tiny_metric.reconstruct(photos)
    assert "assumed" in assumed.pose_source
    poses = np.tile(np.eye(4), (3, 1, 1))
    poses[:, 2, 3] = [0, 1, 2]
    assert tiny_metric.reconstruct(photos, extrinsics=poses).pose_source == "given"


def test_metric_scene_depth_fills_the_sky_as_a_model_call_does(tiny_metric):
    """``Scene.depth`` kept the head's raw depth on sky pixels (often the nearest of the map)
    where ``model(image)`` gives them the 99th percentile of the non-sky depth, as the official
    forward does: one rule for both now, each view its own."""
    photos = _photos(2)
    scene = tiny_metric.reconstruct(photos)
    for photo, depth, sky in zip(photos, scene.depth, scene.sky, strict=True):
        is_sky = sky >= 0.3
        single = tiny_metric(photo)
        assert single.sky_fill.startswith("p99") and is_sky.sum() > 10
        np.testing.assert_allclose(depth, single.depth, rtol=1e-5)
        raw = tiny_metric(photo, sky_fill="none").depth
        assert not np.allclose(depth[is_sky], raw[is_sky], rtol=1e-3)
        np.testing.assert_allclose(depth[~is_sky], raw[~is_sky], rtol=1e-5)


def test_intrinsics_of_another_resolution_are_warned_about(tiny_metric):
    """K measured on the full-resolution photo, given with a 4x smaller one: its principal
    point lies outside the image, and the warning names the view and what to do."""
    photos = _photos(2)
    height, width = photos[0].shape[:2]
    full_res = np.array([[520.0, 0, 2 * width], [0, 520, 2 * height], [0, 0, 1]])
    with pytest.warns(
        IntrinsicsWarning, match=r"view 1: .*outside the \d+x\d+ \(height x width\) image"
    ) as caught:
        tiny_metric.reconstruct(photos, intrinsics=full_res)
    assert len([w for w in caught if w.category is IntrinsicsWarning]) == 2
    assert "Scale K with the image" in str(caught[0].message)
    with warnings.catch_warnings():
        warnings.simplefilter("error", IntrinsicsWarning)  # inside or on the edge: silent
        for cx, cy in ((width / 2, height / 2), (0.0, 0.0), (width, height)):
            k = np.array([[130.0, 0, cx], [0, 130, cy], [0, 0, 1]])
            tiny_metric.reconstruct(photos, intrinsics=k)


def test_mixed_sizes_map_intrinsics_back_to_the_originals(official_small):
    _, model = official_small
    photos = [_photos(1, (120, 160))[0], _photos(1, (160, 120))[0]]
    k = np.array(
        [[[150.0, 0, 80], [0, 150, 60], [0, 0, 1]], [[140.0, 0, 60], [0, 140, 80], [0, 0, 1]]]
    )
    ext = np.tile(np.eye(4), (2, 1, 1))
    ext[1, 0, 3] = 1.0
    scene = model.reconstruct(photos, extrinsics=ext, intrinsics=k)
    assert scene.resized_sizes is not None and scene.depth.shape[1:] == (112, 112)
    assert np.allclose(scene.original_intrinsics(), k, atol=1e-4)


def _bad_inputs():
    photos = _photos(3)
    ext = np.tile(np.eye(4), (3, 1, 1))
    k = np.eye(3) * [100, 100, 1] + [[0, 0, 80], [0, 0, 60], [0, 0, 0]]
    nan_ext = ext.copy()
    nan_ext[1, 0, 3] = np.nan
    skew = ext.copy()
    skew[0, :3, :3] *= 2
    return {
        "no images": ([], {}),
        "wrong extrinsics shape": (photos, {"extrinsics": ext[:, :2], "intrinsics": k}),
        "extrinsics count": (photos, {"extrinsics": ext[:2], "intrinsics": k}),
        "non-finite extrinsics": (photos, {"extrinsics": nan_ext, "intrinsics": k}),
        "not a rotation": (photos, {"extrinsics": skew, "intrinsics": k}),
        "intrinsics count": (photos, {"extrinsics": ext, "intrinsics": np.stack([k, k])}),
        "only intrinsics": (photos, {"intrinsics": k}),
        "pose_from": (photos, {"pose_from": "lidar"}),
        "ref_view": (photos, {"ref_view": "best"}),
        "wildly different sizes": ([photos[0], _photos(1, (20, 400))[0]], {}),
    }


@pytest.mark.parametrize("case", list(_bad_inputs()))
def test_bad_input_is_a_value_error(official_small, case):
    _, model = official_small
    images, kwargs = _bad_inputs()[case]
    with pytest.raises(ValueError):
        model.reconstruct(images, **kwargs)


def test_too_many_views_is_a_value_error_before_running(official_small, monkeypatch):
    _, model = official_small
    limit = limits.max_views(model.config, 112, 140)
    assert limit >= 100  # da3-small at 140 px fits many views in 24 GiB
    fixed, per_view = limits.view_memory_bytes(model.config, 112, 140)
    budget = int((fixed + 2.5 * per_view) / limits.HEADROOM)
    monkeypatch.setattr(limits, "MEMORY_BUDGET_BYTES", budget)
    assert limits.max_views(model.config, 112, 140, budget) == 2
    with pytest.raises(ValueError, match="at most 2"):
        model.reconstruct(_photos(3))


def test_cameras_are_checked_before_any_image_is_read(official_small, tmp_path):
    _, model = official_small
    missing = [str(tmp_path / f"missing_{i}.jpg") for i in range(3)]
    ext = np.tile(np.eye(4), (2, 1, 1))
    with pytest.raises(ValueError, match="extrinsics has 2 cameras for 3 images"):
        model.reconstruct(missing, extrinsics=ext, intrinsics=np.eye(3))


@pytest.mark.parametrize(
    "cameras",
    [
        {"extrinsics": [np.eye(4)[:3], np.eye(4)[:2], np.eye(4)[:3]], "intrinsics": np.eye(3)},
        {"extrinsics": [np.eye(4)[:3], None, np.eye(4)[:3]], "intrinsics": np.eye(3)},
        {"extrinsics": np.tile(np.eye(4), (3, 1, 1)), "intrinsics": [np.eye(3), None, np.eye(3)]},
    ],
    ids=["ragged extrinsics", "None among extrinsics", "None among intrinsics"],
)
def test_ragged_camera_lists_are_input_errors_naming_them(official_small, tmp_path, cameras):
    """Camera lists numpy cannot make an array of (a (2, 4) matrix among (3, 4) ones, a None
    for an unknown view) raised numpy's own ValueError ("setting an array element with a
    sequence ...") naming neither the argument nor the fault, where the server said "ragged"."""
    from tt_depth_anything_3.config.errors import InputError

    _, model = official_small
    missing = [str(tmp_path / f"missing_{i}.jpg") for i in range(3)]
    name = "extrinsics" if isinstance(cameras["extrinsics"], list) else "intrinsics"
    with pytest.raises(InputError, match=f"{name} must be an array of numbers: ragged"):
        model.reconstruct(missing, **cameras)


def test_v2_relative_model_scene_holds_depth_not_disparity(tmp_path):
    """Depth Anything V2's relative models predict inverse depth; the scene (and its points)
    holds its reciprocal, NaN where the network gave 0 (no depth)."""
    from support.checkpoints import write_v2_pth_checkpoint

    write_v2_pth_checkpoint(tmp_path)
    photos = _photos(2)
    with DepthAnything3.from_pretrained(weights_path=tmp_path / "weights.pth", device="cpu",
                                        process_res=RES) as model:  # fmt: skip
        scene = model.reconstruct(photos)
        disparity = model(photos[0]).depth
    assert model.units == "relative-inverse" and scene.units == "relative"
    assert "1 / the model's relative inverse depth" in scene.pose_source
    positive = disparity > 0
    assert positive.any()
    np.testing.assert_allclose(
        1 / scene.depth[0][positive], disparity[positive], rtol=1e-4, atol=1e-5 * disparity.max()
    )  # batched vs single call
    assert np.isnan(scene.depth[0][~positive]).all()
    xyz, _ = scene.points(conf_percentile=None)
    assert len(xyz) == int(np.isfinite(scene.depth).sum()) and np.isfinite(xyz).all()


def test_gaussians_must_be_a_bool(tiny_anyview_model):
    """``gaussians="no"`` (truthy) ran the 3D-Gaussian head on a model that has one, and on
    one that has none was told ``gaussians=True needs DA3-GIANT``: a switch must be True or
    False (as ``drop_sky``, ``resize_to_original``)."""
    from tt_depth_anything_3.config.errors import InputError

    for wrong in ("no", 0, None):
        with pytest.raises(InputError, match="gaussians must be True or False"):
            tiny_anyview_model.reconstruct(_photos(2, (42, 56)), gaussians=wrong)
    assert (
        tiny_anyview_model.reconstruct(_photos(2, (42, 56)), gaussians=np.bool_(False)).num_views
        == 2
    )
