"""``model.timing`` is the last call's split for ``reconstruct`` too (PYTHON.md): the scene's
``timing_ms`` (decode, preprocess, infer, total), not what an earlier ``model(image)`` left."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("model_fixture", ["tiny_anyview_model", "tiny_metric_model"])
def test_reconstruct_sets_model_timing(model_fixture, request, photo, view_files):
    model = request.getfixturevalue(model_fixture)
    out = model(photo)
    assert model.timing == out.timing_ms
    scene = model.reconstruct(view_files[:2])
    assert set(scene.timing_ms) == {"decode", "preprocess", "infer", "total"}
    assert scene.timing_ms["decode"] > 0.0  # two PNG files were read
    parts = sum(v for k, v in scene.timing_ms.items() if k != "total")
    assert scene.timing_ms["total"] == pytest.approx(parts)
    assert model.timing == scene.timing_ms
    assert model.timing is not scene.timing_ms  # a copy, as model(image)'s
