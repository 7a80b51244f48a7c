"""``model.reconstruct`` decoded every view at full size before resizing any (32 12 MP photos:
1.2 GB of pixels at once). Each view is now kept at the network's first resize as soon as it
is decoded (``FrameHolder.shrink``), and the scene is the same, bit for bit."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.geometry import reconstruct as geometry
from tt_depth_anything_3.inference.frame_hold import FrameHolder


def views(tmp_path, shapes):
    rng = np.random.default_rng(11)
    base = rng.integers(0, 256, (max(s[0] for s in shapes), 400, 3), dtype=np.uint8)
    items = []
    for i, (h, w) in enumerate(shapes):
        array = np.ascontiguousarray(np.roll(base, 7 * i, axis=1)[:h, :w])
        if i % 2:  # a file, read by the model
            items.append(tmp_path / f"v{i}.png")
            Image.fromarray(array).save(items[-1])
        else:
            items.append(array)
    return items


def kept_and_whole(model, items, monkeypatch):
    """(the scene of ``items`` with views kept small, the scene with them whole as before,
    the sizes the network's images had in each call)."""
    given = []
    original = geometry.reconstruct

    def spy(rgbs, *args, **kwargs):
        given.append([rgb.shape[:2] for rgb in rgbs])
        return original(rgbs, *args, **kwargs)

    monkeypatch.setattr(geometry, "reconstruct", spy)
    scene = model.reconstruct(items)
    monkeypatch.setattr(FrameHolder, "shrink", lambda self, image: image)  # as before
    return scene, model.reconstruct(items), given


@pytest.mark.parametrize(
    "shapes", [[(210, 280)] * 3, [(280, 210), (280, 210)], [(200, 300), (210, 280), (60, 80)]]
)
def test_views_are_kept_small_with_the_same_scene(
    tiny_anyview_model, tmp_path, monkeypatch, shapes
):
    model = tiny_anyview_model  # process_res 140
    items = views(tmp_path, shapes)
    scene, whole, given = kept_and_whole(model, items, monkeypatch)
    assert given[1] == [tuple(s) for s in shapes]  # full size before
    for got, shape in zip(given[0], shapes, strict=True):
        if min(shape) >= 105:  # larger than the first resize (140 on the long side)
            assert max(got) == 140 and got[0] * shape[1] == pytest.approx(
                got[1] * shape[0], rel=0.02
            )
        else:
            assert got == shape  # the network enlarges it: kept whole
    for name in ("depth", "conf", "extrinsics", "intrinsics", "images"):
        assert np.array_equal(getattr(scene, name), getattr(whole, name)), name
    assert np.array_equal(scene.original_sizes, whole.original_sizes)


@pytest.mark.parametrize("shapes", [[(210, 280)] * 3, [(300, 200), (200, 300), (60, 80)]])
def test_squashed_views_are_kept_at_the_square_with_the_same_scene(
    tiny_anyview_model, tmp_path, monkeypatch, shapes
):
    """``resize_mode="squash"`` kept every view whole; now at its square (140 x 140)."""
    model = tiny_anyview_model
    monkeypatch.setattr(model, "resize_mode", "squash")
    items = views(tmp_path, shapes)
    scene, whole, given = kept_and_whole(model, items, monkeypatch)
    assert given[0] == [(140, 140) if h * w > 140 * 140 else (h, w) for h, w in shapes]
    for name in ("depth", "conf", "extrinsics", "intrinsics", "images"):
        assert np.array_equal(getattr(scene, name), getattr(whole, name)), name
    assert np.array_equal(scene.original_sizes, whole.original_sizes)
