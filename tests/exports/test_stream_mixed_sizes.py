"""Frames of several sizes in ``reconstruct_stream``, from an outside test: one chunk of them
wrote fy 4/3 too large for the centre-cropped frames (the chunk files kept no
``resized_sizes``, so the crop was not undone), and two chunks whose crops met at one size
ran on, against PYTHON.md ("one chunk is fine"), where ``tt-da3 video`` refused them."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

from tt_depth_anything_3.config.errors import InputError


def frames(count: int) -> list[np.ndarray]:
    """Alternately 80 x 140 and 96 x 128 textured frames (network sizes that differ)."""
    rng = np.random.default_rng(3)
    sizes = [(80, 140), (96, 128)]
    return [rng.integers(0, 256, (*sizes[i % 2], 3), dtype=np.uint8) for i in range(count)]


def test_one_chunk_of_mixed_sizes_undoes_each_crop(tiny_anyview_model, tmp_path):
    views = frames(6)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the crop warning: expected here
        scene = tiny_anyview_model.reconstruct(views)
        tiny_anyview_model.reconstruct_stream(
            views, tmp_path / "run", chunk_size=8, overlap=2, loop_closure=False, progress=False
        )
    assert len({tuple(s) for s in scene.resized_sizes}) == 2, "the frames are cropped"
    k = scene.original_intrinsics()
    written = np.loadtxt(tmp_path / "run" / "intrinsics.txt")[:, 1:5]
    expected = np.stack([k[:, 0, 0], k[:, 1, 1], k[:, 0, 2], k[:, 1, 2]], axis=1)
    np.testing.assert_allclose(written, expected, rtol=1e-5)


def test_two_chunks_of_mixed_sizes_are_refused(tiny_anyview_model, tmp_path):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(InputError, match="chunk 0's frames reached the network at .*"
                           "the frames must be of one size"):  # fmt: skip
            tiny_anyview_model.reconstruct_stream(
                frames(10), tmp_path / "run", chunk_size=6, overlap=2, loop_closure=False,
                progress=False,
            )  # fmt: skip


def test_a_bytes_like_frame_has_its_size_read():
    """A memoryview frame (the loaders take any bytes-like image) was not measured: the
    refusal of frames of several sizes could not name it (``frame_size`` gave None)."""
    import cv2

    from tt_depth_anything_3.inference.frame_sizes import frame_size

    data = cv2.imencode(".png", frames(1)[0])[1].tobytes()
    for given in (data, bytearray(data), memoryview(data)):
        assert frame_size(given) == (80, 140)


def test_a_chw_array_frame_has_its_size_read_as_the_loader_reads_it():
    """``frame_size(np.zeros((3, 80, 140)))`` read a CHW array (which the image loader takes)
    as 3 x 80, so the refusal of frames of several sizes named a wrong size for it."""
    import numpy as np

    from tt_depth_anything_3.inference.frame_sizes import frame_size

    assert frame_size(np.zeros((3, 80, 140), np.uint8)) == (80, 140)
    assert frame_size(np.zeros((80, 140, 3), np.uint8)) == (80, 140)
    assert frame_size(np.zeros((3, 4, 3), np.uint8)) == (3, 4)  # HWC first, as the loader
    assert frame_size(np.zeros((80, 140), np.uint8)) == (80, 140)
