"""An open file (``model(open(p, "rb"))``, an upload's file object) or an iterator of images
(``model(x for x in frames)``) given to ``model(...)`` was told only "unsupported image type
BufferedReader / generator; pass a path, ...": the message now says what to pass instead
(the path or ``f.read()``; ``list(...)`` or ``iter_predict``), keeping its first words."""

from __future__ import annotations

import io

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.inference.images import ImageFormatError, load_image


@pytest.fixture()
def png_file(photo, tmp_path):
    path = tmp_path / "photo.png"
    Image.fromarray(photo).save(path)
    return path


def test_an_open_file_is_told_to_pass_its_path_or_bytes(png_file):
    for opened in (open(png_file, "rb"), io.BytesIO(png_file.read_bytes())):
        with opened, pytest.raises(ImageFormatError) as caught:
            load_image(opened)
        message = str(caught.value)
        assert message.startswith(f"unsupported image type {type(opened).__name__}; pass a path")
        assert "an open file: pass its path, or its bytes (f.read())" in message


def test_an_iterator_is_told_to_pass_a_list_or_stream_it(tiny_metric_model, photo):
    for frames in ((f for f in [photo, photo]), map(np.asarray, [photo]), iter([photo])):
        with pytest.raises(ImageFormatError) as caught:
            tiny_metric_model(frames)
        message = str(caught.value)
        assert message.startswith(f"unsupported image type {type(frames).__name__}; pass a path")
        assert "an iterator of images: pass list(...) of them, or stream them" in message
        assert "model.iter_predict(...)" in message


def test_other_types_keep_the_plain_message():
    with pytest.raises(ImageFormatError) as caught:
        load_image({"an": "image"})
    assert "open file" not in str(caught.value) and "iterator" not in str(caught.value)
