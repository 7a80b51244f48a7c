"""``out.sky_fill`` says what the sky pixels hold: with ``max_depth_m`` under the sky's fill
value (the default ``sky_fill="p99"``), the clamp lowered them to ``max_depth_m`` while the note
still said ``p99 of non-sky = 7.25``; the note now adds the clamp (same first words)."""

from __future__ import annotations

import numpy as np
import pytest


@pytest.mark.parametrize("resize_to_original", [False, True])
def test_the_note_says_the_sky_was_clamped(tiny_metric_model, photo, resize_to_original):
    free = tiny_metric_model(photo, focal_px=400.0, resize_to_original=resize_to_original)
    assert free.sky_fill.startswith("p99 of non-sky = ")
    fill = float(free.sky_fill.removeprefix("p99 of non-sky = "))
    assert free.sky_mask.sum() > 10 and np.allclose(free.depth[free.sky_mask], fill, rtol=1e-5)
    limit = fill / 2
    out = tiny_metric_model(
        photo, focal_px=400.0, max_depth_m=limit, resize_to_original=resize_to_original
    )
    assert out.sky_fill == f"{free.sky_fill}, clamped to max_depth_m = {limit:g}"
    assert np.all(out.depth[out.sky_mask] == np.float32(limit))


def test_a_fill_under_the_limit_keeps_its_note(tiny_metric_model, photo):
    free = tiny_metric_model(photo, focal_px=400.0)
    out = tiny_metric_model(photo, focal_px=400.0, max_depth_m=1e6)
    assert out.sky_fill == free.sky_fill
    out = tiny_metric_model(photo, focal_px=400.0, max_depth_m=0.5, sky_fill="max_depth")
    assert out.sky_fill == "max_depth = 0.5"
