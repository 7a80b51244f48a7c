"""``predict-dataset 'photos/**/*.png' --out photos/depth``: a folder input leaves out the
depth maps an earlier run wrote inside it, but a glob took them as photos, so each rerun
predicted the depth of the last run's depth maps (``depth/depth/a.png``, then deeper). The
glob leaves them out now too, with the folder scan's warning."""

from __future__ import annotations

import io

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.config.errors import OwnOutputsSkippedWarning
from tt_depth_anything_3.inference.depth_marks import mark_png
from tt_depth_anything_3.scale_out.inputs import list_inputs


def _png(array: np.ndarray) -> bytes:
    buffer = io.BytesIO()
    Image.fromarray(array).save(buffer, format="PNG")
    return buffer.getvalue()


@pytest.fixture()
def photos(tmp_path):
    """photos/a.png (a photo) and photos/depth/a.png (a depth map this package wrote)."""
    (tmp_path / "photos" / "depth").mkdir(parents=True)
    (tmp_path / "photos" / "a.png").write_bytes(_png(np.zeros((8, 8, 3), np.uint8)))
    depth = mark_png(_png(np.zeros((8, 8), np.uint16)), "depth in metres x 1000")
    (tmp_path / "photos" / "depth" / "a.png").write_bytes(depth)
    return tmp_path / "photos"


def test_a_glob_leaves_out_the_depth_maps_an_earlier_run_wrote(photos):
    pattern = str(photos / "**" / "*.png")
    with pytest.warns(OwnOutputsSkippedWarning, match="skipped 1 depth map") as said:
        items = list_inputs(pattern)
    assert [item.name for item in items] == ["a"]
    assert f"matched by the pattern {pattern!r} (e.g. {photos / 'depth' / 'a.png'})" in str(
        said[0].message
    )


def test_a_glob_of_depth_maps_alone_names_them(photos):
    with pytest.warns(OwnOutputsSkippedWarning):
        with pytest.raises(ValueError, match="matches only depth maps this package wrote"):
            list_inputs(str(photos / "depth" / "*.png"))
    (item,) = list_inputs(str(photos / "depth" / "a.png"))  # named on its own: read
    assert item.name == "a"
