"""``model.iter_predict(frames)`` where ``frames`` is a generator of PIL images opened lazily in
a ``with`` block (``with Image.open(p) as im: yield im``): the stream's read-ahead (and its
frames side by side) took the next frame from the generator, which closed the previous image,
before a worker thread had read its pixels: the frame failed ("the PIL image's file is
closed"), or the stream ended with Pillow's bare ``AttributeError: 'NoneType' object has no
attribute 'close'`` when the close came in the middle of the decode. A PIL image whose pixels
are still in its file is now read before the next frame is taken.

The test makes the bad order certain: a worker's decode of a PIL image waits until the
generator has closed that image (in the fixed code no PIL image reaches the workers)."""

from __future__ import annotations

import threading

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.inference import jobs

OPTIONS = [{"read_ahead_frames": 2, "parallel_frames": 1}, {"parallel_frames": 2}]


@pytest.fixture()
def frame_files(photo, tmp_path):
    paths = []
    for i in range(4):
        path = tmp_path / f"frame_{i}.jpg"
        Image.fromarray(np.roll(photo, 5 * i, axis=1)).save(path, quality=95)
        paths.append(path)
    return paths


@pytest.mark.parametrize("options", OPTIONS, ids=["read_ahead", "side_by_side"])
def test_frames_closed_by_their_generator_are_read_first(
    tiny_metric_model, frame_files, monkeypatch, options
):
    closed: dict[int, threading.Event] = {}
    decode = jobs.load_image

    def decode_after_close(image, *args, **kwargs):
        if isinstance(image, Image.Image) and threading.current_thread() is not MAIN:
            assert closed[id(image)].wait(timeout=60)  # the generator has moved on
        return decode(image, *args, **kwargs)

    def frames():
        for path in frame_files:
            done = threading.Event()
            with Image.open(path) as image:
                closed[id(image)] = done
                yield image
            done.set()

    MAIN = threading.current_thread()
    monkeypatch.setattr(jobs, "load_image", decode_after_close)
    results = list(tiny_metric_model.iter_predict(frames(), **options))
    assert [r.index for r in results] == [0, 1, 2, 3]
    assert [str(r.error) for r in results if not r.ok] == []
    for result, path in zip(results, frame_files, strict=True):
        expected = tiny_metric_model(path).depth
        assert np.allclose(result.output.depth, expected, rtol=1e-4, atol=1e-5)


def test_a_closed_lazy_frame_is_still_its_own_error(tiny_metric_model, frame_files):
    """An image closed before it was yielded (never readable) fails alone, with its index."""

    def frames():
        for i, path in enumerate(frame_files[:3]):
            with Image.open(path) as image:
                if i == 1:
                    image.close()
                yield image

    results = list(tiny_metric_model.iter_predict(frames(), read_ahead_frames=2))
    assert [r.ok for r in results] == [True, False, True]
    assert "file is closed and its pixels were never read" in str(results[1].error)
