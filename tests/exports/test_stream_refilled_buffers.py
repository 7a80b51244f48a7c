"""``model.reconstruct_stream(frames, ...)`` where ``frames`` refills one buffer for every frame
(a camera or video reader reusing its array: ``buf[:] = next_frame; yield buf``): a frame no
larger than the network's first resize was held by reference until its chunk ran, so every
held frame of a chunk had become the last one read, and the scene was silently that of copies
of one frame. A frame that is a mutable buffer is now copied as it is taken."""

from __future__ import annotations

import numpy as np
import pytest
import torch


@pytest.mark.parametrize("kind", ["array", "tensor"])
def test_a_refilled_buffer_gives_the_scene_of_the_frames(tiny_anyview_model, photo, tmp_path, kind):
    frames = [np.ascontiguousarray(photo[:, 4 * i : 4 * i + 100]) for i in range(4)]
    if kind == "tensor":
        frames = [torch.from_numpy(f) for f in frames]

    def refilled():
        buffer = frames[0].clone() if kind == "tensor" else frames[0].copy()
        for frame in frames:
            buffer[:] = frame
            yield buffer

    options = {"chunk_size": 3, "overlap": 1, "loop_closure": False, "progress": False}
    tiny_anyview_model.reconstruct_stream(frames, tmp_path / "listed", **options)
    tiny_anyview_model.reconstruct_stream(refilled(), tmp_path / "refilled", **options)
    for i in range(len(frames)):
        name = f"depth/frame_{i:06d}.npz"
        with np.load(tmp_path / "listed" / name) as a, np.load(tmp_path / "refilled" / name) as b:
            assert np.allclose(a["depth"], b["depth"], rtol=1e-5, atol=1e-6), name


class CountedFrame(np.ndarray):
    """An array frame that counts the copies made of it (``ndarray.copy``)."""

    copies = 0

    def copy(self, *args, **kwargs):
        type(self).copies += 1
        return super().copy(*args, **kwargs)


@pytest.mark.parametrize(("scale", "copies"), [(1, 4), (4, 0)])
def test_a_frame_is_copied_once_where_held_whole_and_not_where_held_smaller(
    tiny_anyview_model, photo, tmp_path, scale, copies
):
    """A frame no larger than the first resize (held whole) is copied once as taken; a larger
    one is held as its small resize, made before the next frame is taken: no copy of it (every
    frame was copied as taken, then again shrunk)."""
    import cv2

    image = cv2.resize(photo, (120 * scale, 90 * scale))  # 90 x 120: under the first resize
    frames = [image[:, 4 * i : 4 * i + 100 * scale] for i in range(4)]
    frames = [np.ascontiguousarray(frame).view(CountedFrame) for frame in frames]
    CountedFrame.copies = 0
    options = {"chunk_size": 3, "overlap": 1, "loop_closure": False, "progress": False}
    tiny_anyview_model.reconstruct_stream(iter(frames), tmp_path / "run", **options)
    assert CountedFrame.copies == copies
