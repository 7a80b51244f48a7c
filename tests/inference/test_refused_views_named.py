"""From an outside tester of the Python API: the view a ``reconstruct`` or a
stream refuses is named as a list's image is; a sparse tensor is an ``ImageFormatError``, not
torch's ``TypeError``; ``Scene.points`` checks its options as ``scene.save`` does (``drop_sky=
"no"`` dropped the sky; a percentile of 250 passed where the scene had no confidence); a
``Scene`` built from lists says which field is no array."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.geometry.scene import Scene
from tt_depth_anything_3.inference.images import ImageFormatError, ImageSizeError, load_image

TOO_SMALL = np.zeros((3, 3, 3), np.uint8)


def test_reconstruct_names_the_view_it_refuses(tiny_anyview_model, photo):
    with pytest.raises(ImageSizeError, match=r"^images\[1\]: image array is 3x3"):
        tiny_anyview_model.reconstruct([photo, TOO_SMALL])
    with pytest.raises(ImageSizeError, match=r"^image array is 3x3"):  # one view: no index
        tiny_anyview_model(TOO_SMALL)


def test_a_stream_names_the_frame_it_refuses(tiny_anyview_model, photo, tmp_path):
    frames = [photo, photo, photo, TOO_SMALL, photo]
    with pytest.raises(ImageSizeError, match=r"^frames\[3\]: image array is 3x3"):
        tiny_anyview_model.reconstruct_stream(
            frames, tmp_path / "run", chunk_size=4, overlap=1, progress=False
        )


def test_a_sparse_tensor_is_an_image_format_error():
    with pytest.raises(ImageFormatError, match="sparse_coo tensor: pass its .to_dense"):
        load_image(torch.zeros(3, 20, 20).to_sparse())
    assert load_image(torch.zeros(3, 20, 20).to_sparse().to_dense()).rgb.shape == (20, 20, 3)


def small_scene(conf: bool) -> Scene:
    n, h, w = 2, 4, 5
    extrinsics = np.zeros((n, 3, 4), np.float32)
    extrinsics[:, :, :3] = np.eye(3)
    extrinsics[1, 0, 3] = 1.0
    intrinsics = np.tile(np.array([[5, 0, 2.5], [0, 5, 2], [0, 0, 1]], np.float32), (n, 1, 1))
    sky = np.zeros((n, h, w), np.float32)
    sky[:, 0] = 1.0  # the first row of each view is sky
    return Scene(
        depth=np.ones((n, h, w), np.float32),
        conf=np.ones((n, h, w), np.float32) if conf else None,
        extrinsics=extrinsics,
        intrinsics=intrinsics,
        images=np.zeros((n, h, w, 3), np.uint8),
        original_sizes=np.array([[h, w]] * n),
        sky=sky,
    )


@pytest.mark.parametrize("conf", [True, False])
def test_scene_points_check_their_options_as_save_does(conf):
    scene = small_scene(conf)
    assert scene.points(drop_sky=True)[0].shape == (2 * 3 * 5, 3)
    assert scene.points(drop_sky=False)[0].shape == (2 * 4 * 5, 3)
    with pytest.raises(InputError, match="drop_sky must be True or False, got 'no'"):
        scene.points(drop_sky="no")
    for bad in (250, -1, float("nan"), "40"):
        with pytest.raises(InputError, match=r"conf_percentile must be in \[0, 100\]"):
            scene.point_mask(conf_percentile=bad)
    assert scene.point_mask(conf_percentile=None).sum() == 2 * 3 * 5


def test_a_scene_of_lists_names_the_field():
    scene = small_scene(conf=False)
    with pytest.raises(InputError, match="depth must be a numpy array, got list"):
        Scene(**{**scene.__dict__, "depth": scene.depth.tolist()})
    with pytest.raises(InputError, match="sky must be a numpy array, got list"):
        Scene(**{**scene.__dict__, "sky": scene.sky.tolist()})
