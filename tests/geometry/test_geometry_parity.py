"""Multi-view parity with the official network (depth-anything-3==0.1.1), float32, CPU.

Seeded random any-view checkpoints in the official format (DA3-SMALL, and DA3-LARGE cut to 6
blocks keeping every layer kind), 1, 2 and 4 views at two sizes: depth / confidence Pearson
>= 0.99999, extrinsics max abs error <= 1e-4, intrinsics relative error <= 1e-4, the same
reference view. Known-pose conditioning and its Sim(3) scale against the official code; the
ray-pose solver against the official one on the same ray map.
"""

from __future__ import annotations

import shutil

import numpy as np
import pytest
import torch

from support.geometry_reference import official_anyview, official_api_function, ours_from_official
from support.numerics import pearson
from tt_depth_anything_3.geometry.alignment import given_pose_scale, normalise_extrinsics
from tt_depth_anything_3.geometry.ray_pose import cameras_from_rays
from tt_depth_anything_3.modeling.cameras import (
    cameras_to_pose_encoding,
    pose_encoding_to_cameras,
    quaternion_to_matrix,
)

SIZES = [(70, 112), (112, 84)]


@pytest.fixture(scope="module", params=["da3-small", "da3-large6"])
def pair(request, tmp_path_factory):
    name = request.param
    official = official_anyview(name, seed=7)
    folder = tmp_path_factory.mktemp(name)
    ours = ours_from_official(official, name, folder)
    yield name, official, ours
    shutil.rmtree(folder)  # 0.7 GB for da3-large6: one on disk at a time


def _official_ref_views(monkeypatch) -> list[int]:
    """Record the reference views the official backbone selects."""
    import depth_anything_3.model.dinov2.vision_transformer as vt

    chosen: list[int] = []
    original = vt.select_reference_view

    def spy(x, strategy="saddle_balanced"):
        index = original(x, strategy=strategy)
        chosen.extend(int(i) for i in index)
        return index

    monkeypatch.setattr(vt, "select_reference_view", spy)
    return chosen


def _compare(label: str, got: dict, expected: dict) -> None:
    for key, ref_key in (("depth", "depth"), ("conf", "depth_conf")):
        corr = pearson(got[key], expected[ref_key])
        assert corr >= 0.99999, f"{label} {key}: Pearson {corr:.7f}"
    ext_err = float((got["extrinsics"] - expected["extrinsics"]).abs().max())
    assert ext_err <= 1e-4, f"{label} extrinsics: max abs error {ext_err:.2e}"
    k_ref = expected["intrinsics"]
    k_err = float(((got["intrinsics"] - k_ref).abs() / k_ref.abs().clamp(min=1)).max())
    assert k_err <= 1e-4, f"{label} intrinsics: max relative error {k_err:.2e}"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("views", [1, 2, 4])
def test_views_match_official(pair, size, views, monkeypatch):
    name, official, ours = pair
    chosen = _official_ref_views(monkeypatch)
    x = torch.randn(1, views, 3, *size, generator=torch.Generator().manual_seed(views))
    with torch.inference_mode():
        expected = official(x)
        got = ours.forward_views(x)
    _compare(f"{name} {views} views {size}", got, expected)
    assert int(got["ref_index"][0]) == (chosen[0] if chosen else 0)
    assert len(chosen) == (1 if views >= 3 else 0)


@pytest.mark.parametrize("pair", ["da3-small"], indirect=True)
@pytest.mark.parametrize("strategy", ["first", "middle", "saddle_balanced", "saddle_sim_range"])
def test_reference_view_strategies_match_official(pair, strategy, monkeypatch):
    name, official, ours = pair
    chosen = _official_ref_views(monkeypatch)
    # Views of different content so that the saddle scores differ.
    g = torch.Generator().manual_seed(11)
    x = torch.randn(1, 5, 3, 70, 84, generator=g) * torch.linspace(0.5, 1.5, 5).view(1, 5, 1, 1, 1)
    with torch.inference_mode():
        expected = official(x, ref_view_strategy=strategy)
        got = ours.forward_views(x, ref_view=strategy)
    assert int(got["ref_index"][0]) == chosen[0]
    if strategy == "middle":
        assert chosen[0] == 2
    _compare(f"{name} {strategy}", got, expected)


def _random_cameras(count: int, seed: int, size=(70, 112)):
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(count, 4, generator=g)
    q[:, 3] += 4
    ext = torch.eye(4).repeat(count, 1, 1)
    ext[:, :3, :3] = quaternion_to_matrix(q)
    ext[:, :3, 3] = 3 * torch.randn(count, 3, generator=g)
    k = torch.zeros(count, 3, 3)
    k[:, 0, 0] = k[:, 1, 1] = 90 + 20 * torch.rand(count, generator=g)
    k[:, 0, 2], k[:, 1, 2], k[:, 2, 2] = size[1] / 2, size[0] / 2, 1
    return ext, k


def test_pose_encoding_matches_official_and_round_trips():
    from depth_anything_3.model.utils.transform import extri_intri_to_pose_encoding
    from depth_anything_3.utils.geometry import affine_inverse

    ext, k = _random_cameras(6, 3)
    expected = extri_intri_to_pose_encoding(affine_inverse(ext)[None], k[None], (70, 112))
    got = cameras_to_pose_encoding(ext[None], k[None], (70, 112))
    assert torch.allclose(got, expected, atol=1e-6)
    back_ext, back_k = pose_encoding_to_cameras(got, (70, 112))
    assert torch.allclose(back_ext[0], ext[:, :3], atol=1e-5)
    assert torch.allclose(back_k[0], k, rtol=1e-5)


def test_known_pose_conditioning_matches_official(pair):
    name, official, ours = pair
    normalise = official_api_function("_normalize_extrinsics")
    views = 3
    ext, k = _random_cameras(views, views)
    normalised = normalise(None, ext[None].clone())[0]
    ours_normalised = normalise_extrinsics(ext.numpy())
    assert np.allclose(ours_normalised, normalised.numpy(), atol=1e-5)
    x = torch.randn(1, views, 3, 70, 112, generator=torch.Generator().manual_seed(5))
    with torch.inference_mode():
        expected = official(x, normalised[None], k[None])
        got = ours.forward_views(
            x, extrinsics=torch.from_numpy(ours_normalised).float()[None], intrinsics=k[None]
        )
    _compare(f"{name} known poses", got, expected)
    assert int(got["ref_index"][0]) == 0


@pytest.mark.parametrize("views", [3, 4, 12])
def test_sim3_scale_matches_official(views):
    from depth_anything_3.utils.pose_align import align_poses_umeyama

    given, _ = _random_cameras(views, 20 + views)
    rng = np.random.default_rng(views)
    # Predicted cameras: the given ones in another frame and scale, with noise (and, from 10
    # views, two outliers for the RANSAC path).
    predicted_c2w = np.linalg.inv(given.double().numpy())
    predicted_c2w[:, :3, 3] = 0.37 * predicted_c2w[:, :3, 3] + rng.normal(0, 0.02, (views, 3))
    if views >= 10:
        predicted_c2w[:2, :3, 3] += 5.0
    predicted = np.linalg.inv(predicted_c2w)[:, :3]
    _, _, scale, _ = align_poses_umeyama(
        predicted, given.double().numpy(), ransac=views >= 10, return_aligned=True,
        random_state=42,
    )  # fmt: skip
    got = given_pose_scale(given.double().numpy(), predicted)
    assert got.observable
    assert got.scale == pytest.approx(scale, rel=1e-9)


def test_sim3_scale_for_one_and_two_views():
    given, _ = _random_cameras(2, 4)
    given = given.double().numpy()
    predicted_c2w = np.linalg.inv(given)
    predicted_c2w[:, :3, 3] *= 0.25
    result = given_pose_scale(given, np.linalg.inv(predicted_c2w))
    assert result.observable and result.scale == pytest.approx(0.25, rel=1e-9)
    single = given_pose_scale(given[:1], np.linalg.inv(predicted_c2w)[:1])
    assert not single.observable and single.scale == 1.0
    same_centre = given.copy()
    centre0 = -given[0, :3, :3].T @ given[0, :3, 3]
    same_centre[1, :3, 3] = -same_centre[1, :3, :3] @ centre0
    assert not given_pose_scale(same_centre, np.linalg.inv(predicted_c2w)).observable


def _synthetic_rays(views: int, h: int, w: int, size: tuple[int, int], seed: int):
    """Ray maps of known cameras with noise and 10 % outliers."""
    g = torch.Generator().manual_seed(seed)
    height, width = size
    q = torch.randn(views, 4, generator=g)
    q[:, 3] += 3
    rot = quaternion_to_matrix(q)
    centre = torch.randn(views, 3, generator=g)
    k = torch.zeros(views, 3, 3)
    k[:, 0, 0] = k[:, 1, 1] = width * (0.8 + 0.4 * torch.rand(views, generator=g))
    k[:, 0, 2], k[:, 1, 2], k[:, 2, 2] = width / 2, height / 2, 1
    ys, xs = (torch.arange(h) + 0.5) / h * height, (torch.arange(w) + 0.5) / w * width
    gy, gx = torch.meshgrid(ys, xs, indexing="ij")
    pix = torch.stack((gx, gy, torch.ones_like(gx)), -1)
    d = torch.einsum("sij,shwj->shwi", rot, torch.einsum("sij,hwj->shwi", torch.linalg.inv(k), pix))
    d = d * (0.5 + torch.rand(views, h, w, 1, generator=g)) + 0.01 * torch.randn(
        d.shape, generator=g
    )
    origins = centre[:, None, None].expand(views, h, w, 3) + 0.01 * torch.randn(
        views, h, w, 3, generator=g
    )
    conf = 1 + torch.rand(views, h, w, generator=g)
    bad = torch.rand(views, h, w, generator=g) < 0.1
    d[bad] = torch.randn(int(bad.sum()), 3, generator=g)
    conf[bad] = 1.0
    return torch.cat((d, origins), -1), conf


def test_ray_pose_matches_official_solver_and_is_deterministic():
    import depth_anything_3.utils.ray_utils as ray_utils
    from depth_anything_3.utils.geometry import affine_inverse

    size = (112, 140)
    ray, conf = _synthetic_rays(3, 40, 48, size, seed=1)
    torch.manual_seed(0)  # the official solver draws from the global RNG
    c2w, focal, principal = ray_utils.get_extrinsic_from_camray(ray[None], conf[None], 40, 48)
    ref_ext = affine_inverse(c2w)[0, :, :3]
    ref_f = torch.stack((focal[0, :, 0] / 2 * size[1], focal[0, :, 1] / 2 * size[0]), -1)
    ext, k = cameras_from_rays(ray, conf, size)
    again = cameras_from_rays(ray, conf, size)
    assert torch.equal(ext, again[0]) and torch.equal(k, again[1])
    relative = ext[:, :, :3] @ ref_ext[:, :, :3].transpose(1, 2)
    cos = ((relative.diagonal(dim1=-2, dim2=-1).sum(-1) - 1) / 2).clamp(-1, 1)
    assert torch.rad2deg(torch.acos(cos)).max() <= 0.5
    got_f = torch.stack((k[:, 0, 0], k[:, 1, 1]), -1)
    assert ((got_f - ref_f).abs() / ref_f).max() <= 0.01
    assert torch.allclose(ext[:, :, 3], ref_ext[:, :, 3], atol=1e-3)
