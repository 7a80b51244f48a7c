"""An outside tester's (area 59, scenes) finding on given cameras: a K with positive focal
lengths but a set K[1, 0] can be singular; it ran the network, then every export and
``points()`` failed with numpy's bare "Singular matrix"."""

from __future__ import annotations

import numpy as np
import pytest

from support.demo_scene import demo_scene
from tt_depth_anything_3 import Scene
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.geometry.camera_checks import check_intrinsics

SINGULAR = np.array([[60.0, 60, 40], [60, 60, 30], [0, 0, 1]])  # fx fy - K01 K10 = 0


def test_a_singular_k_is_refused_by_reconstruct(tiny_anyview_model):
    """Checked with the other cameras, before any view is decoded (it ran the network)."""
    views = [np.random.default_rng(i).integers(0, 255, (60, 80, 3), np.uint8) for i in range(2)]
    poses = np.tile(np.eye(4), (2, 1, 1))
    poses[1, 0, 3] = -1.0
    with pytest.raises(InputError, match=r"intrinsics\[0\] is not invertible"):
        tiny_anyview_model.reconstruct(views, extrinsics=poses, intrinsics=SINGULAR)


def test_a_scene_refuses_a_singular_k():
    room = demo_scene(2)
    k = np.tile(room.intrinsics[:1], (2, 1, 1))
    k[1, 0, 1], k[1, 1, 0] = k[1, 1, 1], k[1, 0, 0]  # fx fy - fy fx = 0
    fields = {name: getattr(room, name) for name in ("depth", "conf", "extrinsics", "images")}
    with pytest.raises(InputError, match=r"intrinsics\[1\] is not invertible"):
        Scene(**fields, intrinsics=k, original_sizes=room.original_sizes)


def test_an_invertible_k_with_a_lower_entry_is_kept():
    """Invertible: points can be made, so it is taken as before (the checks refuse no more)."""
    k = np.array([[60.0, 0, 40], [5, 60, 30], [0, 0, 1]])
    np.testing.assert_array_equal(check_intrinsics(k, 2), np.stack([k, k]))
