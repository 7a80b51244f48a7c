"""The sizes a Blackhole model warms at load follow its ``process_res`` (a server at 280 must
not capture 504-px traces and then serve 280-px inputs cold); torch devices warm none."""

from __future__ import annotations

import pytest

from tt_depth_anything_3.backends import TT_DEFAULT_WARMUP_SIZES, default_warmup_sizes
from tt_depth_anything_3.backends.base import DeviceSpec
from tt_depth_anything_3.config.options import DEFAULT_PROCESS_RES
from tt_depth_anything_3.inference.preprocess import model_input_size

TT = DeviceSpec("tt", tt_device_id=0)


@pytest.mark.parametrize(
    ("process_res", "resize_mode"), [(504, "upper_bound"), (280, "upper_bound"), (518, "squash")]
)
def test_tt_warms_a_photo_both_ways_at_its_process_res(process_res, resize_mode):
    photo = model_input_size(3 * process_res // 4, process_res, process_res, resize_mode)
    sizes = default_warmup_sizes(TT, photo)
    assert sizes == tuple(dict.fromkeys([photo, photo[::-1]]))
    assert all(max(size) <= process_res for size in sizes)
    assert default_warmup_sizes(DeviceSpec("torch", "cpu"), photo) == ()


def test_the_default_constant_is_the_default_process_res():
    photo = model_input_size(3 * DEFAULT_PROCESS_RES // 4, DEFAULT_PROCESS_RES)
    assert default_warmup_sizes(TT, photo) == TT_DEFAULT_WARMUP_SIZES
    assert default_warmup_sizes(TT, (518, 518)) == ((518, 518),)


def test_without_a_photo_size_the_default_process_res_is_taken():
    assert default_warmup_sizes(TT) == TT_DEFAULT_WARMUP_SIZES


def test_the_image_listing_names_stay_importable_from_images():
    from tt_depth_anything_3.inference import image_files, images

    assert images.IMAGE_SUFFIXES is image_files.IMAGE_SUFFIXES
    assert images.folder_images is image_files.folder_images
