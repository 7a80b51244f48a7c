"""``ref_view`` where it chooses nothing: fewer than 3 views of an any-view model (view 0 is the
reference) and every view count of a metric or mono model (no camera head). It was ignored in
silence (an outside tester); now an ``UnusedOptionWarning`` says so, and the results are the
same as without it. Where it does choose (3 or more views), nothing is said."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

from support.checkpoints import write_checkpoint
from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.config.errors import UnusedOptionWarning


def _photos(count: int) -> list[np.ndarray]:
    rng = np.random.default_rng(5)
    return [rng.integers(0, 255, (60, 80, 3), dtype=np.uint8) for _ in range(count)]


@pytest.fixture(scope="module", params=["da3-small", "da3metric-large"])
def model(request, tmp_path_factory):
    folder = write_checkpoint(tmp_path_factory.mktemp("w"), request.param, seed=1)
    loaded = DepthAnything3.from_pretrained(weights_path=folder, device="cpu", process_res=56)
    yield loaded
    loaded.close()


@pytest.mark.parametrize("views", [1, 2, 3])
def test_an_unused_ref_view_is_said_and_changes_nothing(model, views):
    photos = _photos(views)
    anyview = model.config.camera is not None
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        plain = model.reconstruct(photos)
        if anyview and views >= 3:  # it chooses: nothing to say
            model.reconstruct(photos, ref_view="middle")
            return
    with pytest.warns(UnusedOptionWarning, match=r"ref_view='middle' is not used: ") as caught:
        scene = model.reconstruct(photos, ref_view="middle")
    text = str(caught[0].message)
    assert "view 0 is the reference" in text
    assert ("no camera head" in text) == (not anyview)
    assert caught[0].filename == __file__  # the caller's line, as the package's other warnings
    np.testing.assert_array_equal(scene.depth, plain.depth)
    np.testing.assert_array_equal(scene.extrinsics, plain.extrinsics)
    assert scene.ref_view == plain.ref_view == 0
