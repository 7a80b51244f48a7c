"""``model([im] * 6)`` with ``im`` a PIL image opened lazily (its pixels still in its file), where
a list is read ahead on host threads (CUDA, Blackhole, a CPU with cores torch leaves free):
the threads decoded the one image object at the same time, and the call failed with a bare
``AssertionError`` from Pillow, "I/O operation on closed file" or "image file is truncated".
A lazily opened image listed more than once is now read once, before the threads start.

The read-ahead is switched on here (``default_read_ahead``), whatever the machine's cores."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.inference import jobs, predict


@pytest.fixture()
def jpeg(photo, tmp_path):
    path = tmp_path / "photo.jpg"
    Image.fromarray(photo).save(path, quality=95)
    return path


def test_one_lazy_image_listed_many_times_is_read_once(tiny_metric_model, jpeg, monkeypatch):
    decoded = Counter()
    decode = jobs.load_image

    def counting(image, *args, **kwargs):
        if isinstance(image, Image.Image):
            decoded[id(image)] += 1
        return decode(image, *args, **kwargs)

    monkeypatch.setattr(predict, "default_read_ahead", lambda device: 2)
    monkeypatch.setattr(jobs, "load_image", counting)
    expected = tiny_metric_model(jpeg).depth
    decoded.clear()
    image, other = Image.open(jpeg), Image.open(jpeg)
    outputs = tiny_metric_model([image, other, image, image, other, image], batch_size=2)
    assert all(count == 1 for count in decoded.values()), decoded  # no image decoded twice
    for output in outputs:
        assert np.allclose(output.depth, expected, rtol=1e-4, atol=1e-5)


def test_a_repeated_image_that_cannot_be_read_is_named(
    tiny_metric_model, photo, tmp_path, monkeypatch
):
    monkeypatch.setattr(predict, "default_read_ahead", lambda device: 2)
    small = tmp_path / "small.png"
    Image.fromarray(photo[:4, :4]).save(small)
    image = Image.open(small)
    with pytest.raises(ValueError, match=r"^images\[1\]: PIL image is 4x4"):
        tiny_metric_model([photo, image, image])
