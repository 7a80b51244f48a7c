"""The views of a reconstruction decoded at reduced scale (the server's large JPEGs,
``load_image(..., reduce_to=...)``) reach the network at the size their full images do."""

from __future__ import annotations

import functools
import io

import numpy as np
from PIL import Image

from tt_depth_anything_3.geometry.views import prepare_views
from tt_depth_anything_3.inference.images import load_image
from tt_depth_anything_3.inference.preprocess import model_input_size, smallest_source


def _jpeg(height: int, width: int, seed: int = 0) -> bytes:
    rng = np.random.default_rng(seed)
    buffer = io.BytesIO()
    Image.fromarray(rng.integers(0, 256, (height, width, 3), dtype=np.uint8)).save(buffer, "JPEG")
    return buffer.getvalue()


def test_reduced_views_are_resized_by_their_full_size():
    """prepare_views resized a reduced decode from its own (reduced) size, ignoring
    ``original_sizes``: a 600x633 JPEG decoded at 1/4 (150x159) reached the network at
    126x140 instead of the 140x140 of ``model(jpeg)`` and of its full decode, so the server's
    /reconstruct ran another geometry than ``model.reconstruct`` on the same file."""
    reduce_to = functools.partial(smallest_source, process_res=140)
    decoded = [load_image(_jpeg(600, 633, seed), reduce_to=reduce_to) for seed in range(2)]
    assert decoded[0].rgb.shape[:2] == (150, 159)  # decoded at 1/4
    views = prepare_views(
        [d.rgb for d in decoded], 140, "upper_bound", [d.original_size for d in decoded]
    )
    assert views.size == model_input_size(600, 633, 140) == (140, 140)
    assert views.resized_sizes.tolist() == [[140, 140], [140, 140]]
    assert views.original_sizes.tolist() == [[600, 633], [600, 633]]
    full = prepare_views([load_image(_jpeg(600, 633)).rgb], 140, "upper_bound")
    assert full.size == views.size
