"""Known poses whose unit or origin changes: the depth follows the unit exactly for every view
count and baseline (two views, and centres under 0.1 apart, where the official code divides
by its 0.1 floor), poses in map coordinates keep their scale and come back exactly, and
options that given poses make moot are warned about."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

from support.checkpoints import write_checkpoint
from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.config.errors import UnusedOptionWarning
from tt_depth_anything_3.geometry.alignment import given_pose_scale, normalise_extrinsics

K = np.array([[150.0, 0, 80], [0, 150, 60], [0, 0, 1]])


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    folder = write_checkpoint(tmp_path_factory.mktemp("small"), "da3-small", seed=4)
    model = DepthAnything3.from_pretrained(weights_path=folder, device="cpu", process_res=112)
    yield model
    model.close()


def _photos(count: int) -> list[np.ndarray]:
    rng = np.random.default_rng(7)
    return [rng.integers(0, 255, (120, 160, 3), dtype=np.uint8) for _ in range(count)]


def _poses(centres: np.ndarray) -> np.ndarray:
    ext = np.tile(np.eye(4), (len(centres), 1, 1))
    ext[:, :3, 3] = -centres
    return ext


@pytest.mark.parametrize("views", [2, 3])
def test_depth_scales_exactly_with_the_poses_unit(small, views):
    photos = _photos(views)
    centres = np.array([[0.0, 0, 0], [0.3, 0, 0], [0.6, 0.1, 0]])[:views]
    base = small.reconstruct(photos, extrinsics=_poses(centres), intrinsics=K).depth
    for factor in (10.0, 1000.0):
        scene = small.reconstruct(photos, extrinsics=_poses(centres * factor), intrinsics=K)
        assert scene.units == "poses"
        np.testing.assert_allclose(scene.depth / factor, base, rtol=2e-4)


@pytest.mark.parametrize("views", [3, 4])
def test_depth_scales_exactly_for_a_baseline_under_the_official_floor(small, views):
    """Centres 5 cm apart in metres: the official 0.1 floor fed the network translations that
    depend on the unit (an outside test: x0.1 gave a depth ratio of 0.12, x0.01 of 0.16)."""
    photos = _photos(views)
    centres = np.array([[0.0, 0, 0], [0.05, 0, 0], [0.1, 0.02, 0], [0.15, 0.01, 0.01]])[:views]
    base = small.reconstruct(photos, extrinsics=_poses(centres), intrinsics=K).depth
    for factor in (0.01, 0.1, 1000.0):
        scene = small.reconstruct(photos, extrinsics=_poses(centres * factor), intrinsics=K)
        np.testing.assert_allclose(scene.depth / factor, base, rtol=2e-4)


def test_two_views_are_normalised_to_unit_distance():
    for baseline in (0.005, 0.2, 0.5, 500.0):  # under the official 0.1 floor too
        normalised = normalise_extrinsics(_poses(np.array([[0.0, 0, 0], [baseline, 0, 0]])))
        assert np.linalg.norm(normalised[1, :3, 3]) == pytest.approx(1.0)


def test_map_coordinates_keep_scale_and_come_back_exactly(small):
    photos = _photos(3)
    local = np.array([[0.0, 0, 0], [0.3, 0, 0], [0.6, 0.1, 0]])
    origin = np.array([512345.37, 4178901.63, 123.4])
    given = _poses(origin + local)
    scene = small.reconstruct(photos, extrinsics=given, intrinsics=K)
    assert (scene.pose_source, scene.units) == ("given", "poses")
    assert scene.extrinsics.dtype == np.float64
    assert np.array_equal(scene.extrinsics, given[:, :3])
    in_local = small.reconstruct(photos, extrinsics=_poses(local), intrinsics=K)
    np.testing.assert_allclose(scene.depth, in_local.depth, rtol=1e-3)


def test_one_centre_is_judged_at_the_poses_precision():
    predicted = _poses(np.array([[0.0, 0, 0], [1.0, 0, 0]]))
    far = np.array([4e6, 4e6, 0.0])
    apart = _poses(far + np.array([[0.0, 0, 0], [0.3, 0, 0]]))
    assert given_pose_scale(apart, predicted).observable  # float64 map coordinates
    same = _poses(np.array([far, far]))
    assert not given_pose_scale(same, predicted).observable
    # float32 poses at 4e6 m are only good to about 0.25 m: 0.1 m apart is one point
    rounded = _poses((far + np.array([[0.0, 0, 0], [0.1, 0, 0]])).astype(np.float32))
    assert not given_pose_scale(rounded, predicted).observable


def test_options_that_given_poses_make_moot_are_warned_about(small):
    photos = _photos(3)
    ext = _poses(np.array([[0.0, 0, 0], [0.3, 0, 0], [0.6, 0.1, 0]]))
    with pytest.warns(UnusedOptionWarning, match="pose_from='rays' and ref_view='middle' are"):
        small.reconstruct(photos, extrinsics=ext, intrinsics=K, pose_from="rays", ref_view="middle")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        small.reconstruct(photos, extrinsics=ext, intrinsics=K)
