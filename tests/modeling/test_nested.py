"""DA3NESTED-GIANT-LARGE: the two branches, the metric alignment, and its checkpoint.

Parity with the official ``NestedDepthAnything3Net`` (float32, seeded random weights in the
official checkpoint format, both branches at tiny widths keeping every layer type): metric
depth / confidence Pearson >= 0.99999, extrinsics / intrinsics max error <= 1e-4. Inputs stay
under 100k non-sky pixels, where the official median / percentile use every value (above,
it subsamples at random; ours stays exact, see ``geometry.metric_alignment``).
"""

from __future__ import annotations

import json

import numpy as np
import pytest
import torch

from support.checkpoints import open_model
from support.numerics import pearson
from support.official_family import TINY_FAMILY, build_official_tiny_nested
from support.official_reference import randomize, save_official_checkpoint
from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.modeling.metric_alignment import align_to_metric

NAME = "da3nested-giant-large"


def _close(name: str, ours: torch.Tensor, ref: torch.Tensor, pcc: bool = True) -> None:
    assert ours.shape == ref.shape, f"{name}: {ours.shape} vs {ref.shape}"
    if pcc:
        corr = pearson(ours, ref)
        assert corr >= 0.99999, f"{name}: Pearson {corr:.8f}"
    err = float((ours - ref).abs().max() / max(1.0, float(ref.abs().max())))
    assert err <= 1e-4, f"{name}: max error {err:.2e}"


@pytest.fixture(scope="module")
def nested(tmp_path_factory):
    reference = randomize(build_official_tiny_nested(), seed=9)
    folder = save_official_checkpoint(reference, NAME, tmp_path_factory.mktemp("nested"))
    (folder / "config.json").write_text(
        json.dumps({"model_name": NAME, "architecture": TINY_FAMILY[NAME]})
    )
    ours, backend = open_model(folder)
    with ours:
        yield reference, ours, backend, folder


def test_checkpoint_has_two_prefixes(nested):
    from safetensors import safe_open

    _, ours, _, folder = nested
    with safe_open(str(folder / "model.safetensors"), framework="pt") as f:
        prefixes = {".".join(k.split(".")[:2]) for k in f.keys()}
    assert prefixes == {"model.da3", "model.da3_metric"}
    assert ours.units == "m" and ours.config.is_nested
    assert set(ours.config.outputs) == {"depth", "conf", "sky", "pose", "gaussians"}


@pytest.mark.parametrize("views", [1, 2])
def test_nested_matches_official(nested, views):
    reference, ours, backend, _ = nested
    network = backend.network
    images = torch.randn(1, views, 3, 140, 196, generator=torch.Generator().manual_seed(views))
    with torch.inference_mode():
        expected = reference(images)
        got = network.forward_views(images)
    _close("depth", got["depth"], expected["depth"])
    _close("conf", got["conf"], expected["depth_conf"])
    _close("extrinsics", got["extrinsics"], expected["extrinsics"][..., :3, :], pcc=False)
    _close("intrinsics", got["intrinsics"], expected["intrinsics"], pcc=False)
    assert abs(float(got["metric_scale"][0]) - expected["scale_factor"]) <= 1e-4 * abs(
        expected["scale_factor"]
    )


def test_public_call_gives_metres(nested):
    """``model(image)``: each image its own scene, depth in metres from the alignment."""
    reference, ours, backend, _ = nested
    image = (torch.rand(3, 140, 196, generator=torch.Generator().manual_seed(4)) * 255).byte()
    out = ours(image.permute(1, 2, 0).numpy())
    assert out.units == "m" and out.sky is not None and out.conf is not None
    assert out.sky_fill.startswith("nested")


def test_sky_fill_the_nested_network_overrides_is_said(nested):
    """``sky_fill="none"`` / ``"max_depth"`` on the nested model were silently ignored: its
    network fills the sky itself (min(p99, 200 m)), so the head's depth or the asked fill never
    came back and nothing said so. Now an ``UnusedOptionWarning`` says the option is not used;
    the default stays silent, and a model without a sky head says the same."""
    import warnings

    from support.checkpoints import write_v2_pth_checkpoint
    from tt_depth_anything_3.config.errors import UnusedOptionWarning

    _, ours, _, folder = nested
    image = (torch.rand(70, 98, 3, generator=torch.Generator().manual_seed(2)) * 255).byte()
    photo = image.numpy()
    with pytest.warns(UnusedOptionWarning, match="sky_fill='none' is not used .its network"):
        assert ours(photo, sky_fill="none").sky_fill.startswith("nested")
    with pytest.warns(UnusedOptionWarning, match="sky_fill='max_depth' is not used"):
        next(ours.iter_predict([photo], sky_fill="max_depth", max_depth_m=5.0))
    with warnings.catch_warnings():
        warnings.simplefilter("error", UnusedOptionWarning)
        ours(photo)  # the default: silent
    weights = write_v2_pth_checkpoint(folder / "v2")
    with DepthAnything3.from_pretrained(weights_path=weights, process_res=70) as v2:
        with pytest.warns(UnusedOptionWarning, match="sky_fill='none' is not used .it has no sky"):
            v2(photo, sky_fill="none")


def test_resize_to_original_keeps_the_nested_sky_fill(nested):
    """``resize_to_original=True`` on the nested model blended its sky fill (min(p99, 200 m))
    with the non-sky depth beside it: sky pixels of the original-size map held values above
    the 200 m cap, and depth and ``out.sky`` disagreed at the sky's edge, where DA3Metric's
    fill is written again after the resize. Now the network's fill is written again too."""
    _, ours, _, _ = nested
    image = (torch.rand(197, 263, 3, generator=torch.Generator().manual_seed(3)) * 255).byte()
    small = ours(image.numpy())
    sky = small.depth[small.sky_mask]
    assert sky.size > 10 and np.unique(sky).size == 1, "the test image needs sky"
    big = ours(image.numpy(), resize_to_original=True)
    assert big.depth.shape == (197, 263)
    np.testing.assert_array_equal(np.unique(big.depth[big.sky_mask]), np.unique(sky))


def test_alignment_matches_official_functions():
    """The alignment alone, on the same inputs, against the official utilities."""
    from depth_anything_3.utils.alignment import (
        apply_metric_scaling,
        compute_alignment_mask,
        compute_sky_mask,
        least_squares_scale_scalar,
        set_sky_regions_to_max_depth,
    )

    gen = torch.Generator().manual_seed(0)
    views, h, w = 3, 60, 80
    depth = torch.rand(views, h, w, generator=gen) * 5 + 0.01
    conf = torch.rand(views, h, w, generator=gen) * 3 + 1
    metric = torch.rand(views, h, w, generator=gen) * 2 + 0.005
    sky = torch.rand(views, h, w, generator=gen) * 0.5
    extrinsics = torch.randn(views, 3, 4, generator=gen)
    intrinsics = torch.eye(3).repeat(views, 1, 1)
    intrinsics[:, 0, 0], intrinsics[:, 1, 1] = 120.0, 110.0
    ours = align_to_metric(depth, conf, extrinsics, intrinsics, metric, sky)

    m = apply_metric_scaling(metric[None], intrinsics[None])[0]
    non_sky = compute_sky_mask(sky, threshold=0.3)
    median = torch.quantile(conf[non_sky], 0.5)
    mask = compute_alignment_mask(conf, non_sky, depth, m, median)
    scale = least_squares_scale_scalar(m[mask], depth[mask])
    scaled = depth * scale
    cap = min(torch.quantile(scaled[non_sky], 0.99), 200.0)
    ref_depth, ref_conf = set_sky_regions_to_max_depth(scaled, conf, non_sky, max_depth=cap)
    assert abs(ours.scale - float(scale)) <= 1e-6 * float(scale)
    torch.testing.assert_close(ours.depth, ref_depth)
    torch.testing.assert_close(ours.conf, ref_conf)
    torch.testing.assert_close(ours.extrinsics[..., :3, 3], extrinsics[..., :3, 3] * scale)
    with pytest.raises(ValueError, match="non-sky pixels"):
        align_to_metric(depth, conf, extrinsics, intrinsics, metric, torch.ones_like(sky))


def test_missing_metric_branch_key_is_named(nested, tmp_path):
    from safetensors.torch import load_file, save_file

    _, _, _, folder = nested
    state = load_file(folder / "model.safetensors")
    del state["model.da3_metric.head.scratch.sky_output_conv2.0.weight"]
    save_file(state, tmp_path / "model.safetensors")
    (tmp_path / "config.json").write_text((folder / "config.json").read_text())
    with pytest.raises(ValueError, match="model.da3_metric.head.scratch.sky_output_conv2.0.weight"):
        DepthAnything3.from_pretrained(weights_path=tmp_path, device="cpu")


def test_reconstruct_is_metric(nested):
    """``reconstruct`` through the nested model: depth and camera translations in metres
    (aligned per scene), the metric branch's sky, and Gaussians scaled alike."""
    _, ours, _, _ = nested
    rng = torch.Generator().manual_seed(5)
    views = [(torch.rand(150, 200, 3, generator=rng) * 255).byte().numpy() for _ in range(2)]
    ours.process_res = 140  # small network input for CI (restored below)
    try:
        scene = ours.reconstruct(views, gaussians=True)
    finally:
        ours.process_res = 504
    assert scene.units == "m" and scene.sky is not None and scene.conf is not None
    assert scene.gaussians is not None and len(scene.gaussians) > 0
    assert np.isfinite(scene.depth).all()
    sky = scene.sky >= 0.3
    if sky.any():  # sky pixels hold min(p99 of the non-sky depth, 200 m)
        assert np.allclose(scene.depth[sky], scene.depth[sky].flat[0])
        assert scene.depth[sky].flat[0] <= 200


def test_reconstruct_with_given_cameras_keeps_the_sky(nested):
    """Known cameras do not drop the metric branch's sky (it was lost on that path, so every
    export kept the sky's points); ``points(drop_sky=True)`` drops the same pixels as without
    cameras."""
    _, ours, _, _ = nested
    rng = torch.Generator().manual_seed(6)
    views = [(torch.rand(150, 200, 3, generator=rng) * 255).byte().numpy() for _ in range(2)]
    extrinsics = np.tile(np.eye(4), (2, 1, 1))
    extrinsics[1, 0, 3] = -1.0
    intrinsics = np.array([[150.0, 0, 100], [0, 150, 75], [0, 0, 1]])
    ours.process_res = 140
    try:
        free = ours.reconstruct(views)
        given = ours.reconstruct(views, extrinsics=extrinsics, intrinsics=intrinsics)
    finally:
        ours.process_res = 504
    assert given.sky is not None and given.sky.shape == given.depth.shape
    assert np.array_equal(given.sky >= 0.3, free.sky >= 0.3)  # the sky does not see poses
    assert len(given.points(drop_sky=True)[0]) == int((given.sky < 0.3).sum())


def test_metric_branch_runs_in_chunks_and_limits_count_it(nested):
    """N views cost the metric branch one chunk, not N images at once; ``max_views`` counts
    both branches' weights and that chunk (below the giant's own limit)."""
    from tt_depth_anything_3.config import DA3Config
    from tt_depth_anything_3.geometry.limits import max_views, weight_bytes
    from tt_depth_anything_3.modeling.nested import METRIC_VIEWS_PER_CALL

    reference, _, backend, _ = nested
    network = backend.network
    batches = []
    hook = network.da3_metric.register_forward_pre_hook(lambda m, a: batches.append(len(a[0])))
    images = torch.randn(1, 5, 3, 70, 98, generator=torch.Generator().manual_seed(5))
    try:
        with torch.inference_mode():
            got = network.forward_views(images)
            expected = reference(images)
    finally:
        hook.remove()
    assert max(batches) <= METRIC_VIEWS_PER_CALL and sum(batches) == 5
    _close("depth (5 views)", got["depth"], expected["depth"])
    giant, nested_config = (DA3Config.from_model_name(n) for n in ("da3-giant", NAME))
    assert weight_bytes(nested_config) > weight_bytes(giant) * 1.2  # + DA3Metric-Large
    assert max_views(nested_config, 504, 504) < max_views(giant, 504, 504)


def test_ray_pose_scales_with_the_ray_cameras_focal(nested):
    """``pose_from="rays"``: the official nested model scales its metric branch by the focal
    length of the cameras it returns, the ray head's (its ray pose replaces the camera head's
    intrinsics before the alignment). Ours took the camera head's focal length instead, so the
    depth, and the ray cameras' translations, were off by their ratio (4.4x on this tiny
    checkpoint) while the scene's intrinsics were the ray ones."""
    reference, _, backend, _ = nested
    images = torch.randn(1, 3, 3, 140, 196, generator=torch.Generator().manual_seed(3))
    torch.manual_seed(0)  # the official ray solver draws from the global RNG
    with torch.inference_mode():
        expected = reference(images, use_ray_pose=True)
        got = backend.network.forward_views(images, with_rays=True)
    # seeded RANSAC samples against the official global RNG: a close, not bit-equal, solve
    assert abs(float(got["metric_scale"][0]) - expected["scale_factor"]) <= 1e-4 * abs(
        expected["scale_factor"]
    )
    _close("depth", got["depth"], expected["depth"])
    _close("ray extrinsics", got["ray_extrinsics"], expected["extrinsics"][..., :3, :], pcc=False)
    k_ref = expected["intrinsics"]
    assert ((got["ray_intrinsics"] - k_ref).abs() / k_ref.abs().clamp_min(1)).max() <= 1e-4


def test_reconstruct_rays_returns_the_aligned_ray_cameras(nested):
    """``reconstruct(pose_from="rays")`` on the nested model: the scene's cameras are the ray
    cameras the alignment scaled (not re-solved and scaled by a camera-head scale), with the
    depth in metres from the same alignment."""
    from tt_depth_anything_3.geometry.views import prepare_views

    _, ours, backend, _ = nested
    rng = torch.Generator().manual_seed(3)
    views = [(torch.rand(150, 200, 3, generator=rng) * 255).byte().numpy() for _ in range(3)]
    ours.process_res = 140
    try:
        scene = ours.reconstruct(views, pose_from="rays")
    finally:
        ours.process_res = 504
    batch = prepare_views(views, 140, "upper_bound").tensor[None]
    with torch.inference_mode():
        got = backend.network.forward_views(batch, with_rays=True)
    assert scene.units == "m" and scene.pose_source == "rays"
    np.testing.assert_array_equal(scene.depth, got["depth"][0].numpy())
    np.testing.assert_allclose(scene.extrinsics, got["ray_extrinsics"][0].numpy(), atol=1e-6)
    np.testing.assert_allclose(scene.intrinsics, got["ray_intrinsics"][0].numpy(), atol=1e-6)


def test_forward_views_needs_a_positive_whole_head_views(tiny_anyview_checkpoint):
    """``network.forward_views(views, head_views=0)`` (or negative) sliced empty batches and
    died in ``unflatten`` ("sizes [1, 2] don't multiply up to ... (0)"); 1.5 in ``range``."""
    from support.checkpoints import open_backend
    from tt_depth_anything_3.config.errors import InputError

    network = open_backend(tiny_anyview_checkpoint).network
    views = torch.rand(1, 2, 3, 42, 56)
    for wrong in (0, -1, 1.5, True):
        with pytest.raises(InputError, match="head_views must be an integer >= 1"):
            network.forward_views(views, head_views=wrong)
    with torch.no_grad():
        assert network.forward_views(views, head_views=1)["depth"].shape == (1, 2, 42, 56)
