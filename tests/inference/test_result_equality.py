"""The result objects (``DepthOutput``, ``UInt16Depth``, ``Scene``, ``Gaussians``) hold arrays:
``==`` compared them field by field and raised numpy's "truth value of an array ... is
ambiguous", so ``out in results`` or ``results.index(out)`` failed. They compare as objects."""

from __future__ import annotations

import numpy as np

from support.demo_scene import demo_gaussians, demo_scene


def test_a_depth_output_is_found_in_a_list(tiny_metric_model, photo) -> None:
    first, second = tiny_metric_model([photo, photo])
    assert first == first and first != second
    assert [first, second].index(second) == 1 and first in [second, first]
    quantised = first.to_uint16()
    assert quantised == quantised and quantised != first.to_uint16()
    assert len({first, second, quantised}) == 3  # usable as keys too
    np.testing.assert_array_equal(first.depth, second.depth)  # equal values, other objects


def test_a_scene_and_its_gaussians_are_found_in_a_list() -> None:
    scene, other = demo_scene(), demo_scene()
    assert scene in [other, scene] and scene != other
    gaussians = demo_gaussians(scene)
    assert gaussians in [demo_gaussians(scene), gaussians]
