"""Single-image inputs, from an outside test: a camera matrix past the bounds ``focal_px`` has
(a 1e300 focal gave NaN / inf depth with no error), squash at a process_res that is no
multiple of 14 (loaded, then refused every image), and an empty 4-D batch (IndexError)."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.inference.image_errors import ImageFormatError


@pytest.fixture(scope="module")
def model(tiny_metric_checkpoint):
    with DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, device="cpu", process_res=56
    ) as loaded:
        yield loaded


def test_intrinsics_are_bounded_as_focal_px(model):
    image = np.random.default_rng(7).integers(0, 256, (60, 80, 3), dtype=np.uint8)
    for focal in (1e300, 1e12):
        k = np.array([[focal, 0, 40], [0, focal, 30], [0, 0, 1]])
        with pytest.raises(InputError, match="intrinsics entries must be at most 1e\\+09"):
            model(image, intrinsics=k)
    with pytest.raises(InputError, match="intrinsics has non-finite values"):
        model(image, intrinsics=np.array([[np.inf, 0, 40], [0, 100, 30], [0, 0, 1]]))
    assert np.isfinite(model(image, intrinsics=np.diag([100.0, 100.0, 1.0])).depth).all()


def test_squash_needs_a_process_res_of_whole_patches(tiny_metric_checkpoint):
    with pytest.raises(InputError, match="take 98 or 112"):
        DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint, process_res=100, resize_mode="squash"
        )


@pytest.mark.parametrize(
    "batch", [np.zeros((0, 50, 50, 3), np.uint8), torch.zeros(0, 3, 50, 50)], ids=["numpy", "torch"]
)
def test_an_empty_batch_is_an_image_format_error(model, batch):
    with pytest.raises(ImageFormatError, match="a batch of no images"):
        model(batch)
