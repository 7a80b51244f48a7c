"""The set of network input sizes the API produces (what the device program must run at)."""

from __future__ import annotations

import random

import pytest

from support.input_sizes import api_input_sizes, aspect_sizes, sweep_sizes
from tt_depth_anything_3.inference.preprocess import model_input_size


@pytest.mark.parametrize("process_res", [280, 504, 518, 1036])
def test_every_image_lands_in_the_set(process_res):
    sizes = set(api_input_sizes(process_res))
    rng = random.Random(process_res)
    for _ in range(2000):
        height, width = rng.randint(1, 4000), rng.randint(1, 4000)
        assert model_input_size(height, width, process_res) in sizes
    longest = max(max(s) for s in sizes)
    assert all(max(s) == longest for s in sizes)  # the long side is always the rounded P


def test_default_set():
    sizes = api_input_sizes(504)
    assert len(sizes) == 71
    assert {(504, 14), (14, 504), (504, 504), (378, 504), (504, 378)} <= set(sizes)
    assert api_input_sizes(518, "squash") == [(518, 518)]
    assert (154, 504) in sizes  # KITTI 1242x375


def test_sweep_set():
    sizes = sweep_sizes()
    assert len(sizes) == len(set(sizes)) == 135
    assert sizes[0] == (14, 280) and sizes[-1] == (1036, 1036)  # by pixel count
    assert set(aspect_sizes(1036)) <= set(sizes)


def test_bad_arguments():
    with pytest.raises(ValueError, match="process_res"):
        api_input_sizes(10)
    with pytest.raises(ValueError, match="resize_mode"):
        api_input_sizes(504, "crop")
