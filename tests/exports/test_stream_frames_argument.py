"""``model.reconstruct_stream(frames, ...)`` given one image instead of a stream: a path was
iterated character by character (``image file v does not exist``), an (H, W, 3) array row by
row (``image array is 160x3``), bytes byte by byte, and a ``Path`` or PIL image raised a bare
``TypeError``. Each is now the ``InputError`` that ``iter_predict`` gives, before any work."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.config.errors import InputError


@pytest.mark.parametrize("kind", ["str", "path", "bytes", "array", "pil", "none"])
def test_one_image_as_the_frames_is_an_input_error(tiny_anyview_model, photo, tmp_path, kind):
    image = tmp_path / "frame.png"
    Image.fromarray(photo).save(image)
    frames = {
        "str": str(image),
        "path": Path(image),
        "bytes": image.read_bytes(),
        "array": photo,
        "pil": Image.fromarray(photo),
        "none": None,
    }[kind]
    out = tmp_path / "stream"
    with pytest.raises(InputError, match="frames is an iterable of images"):
        tiny_anyview_model.reconstruct_stream(frames, out, chunk_size=4, overlap=2, progress=False)
    assert not out.exists()


def test_a_4d_array_of_frames_still_runs(tiny_anyview_model, photo, tmp_path):
    frames = np.stack([photo[:, i : i + 100] for i in range(0, 12, 4)])
    result = tiny_anyview_model.reconstruct_stream(
        frames, tmp_path / "s", chunk_size=4, overlap=2, loop_closure=False, progress=False
    )
    assert result.num_frames == 3
