"""An outside tester's (area 59, scenes) COLMAP findings, each through ``Scene.save`` on the
synthetic room: image names a model cannot hold are refused before anything is written."""

from __future__ import annotations

import pytest

from support.demo_scene import demo_scene
from tt_depth_anything_3.config.errors import InputError


@pytest.mark.parametrize("fmt", ["colmap", "colmap-bin"])
def test_an_image_name_holding_a_nul_is_refused_before_writing(tmp_path, fmt):
    """No file name holds a NUL, and images.bin ends a name at the first one: the rest of the
    name was read as the image's observation count (pycolmap: std::bad_alloc)."""
    with pytest.raises(InputError, match="no NUL character"):
        demo_scene(2).save(tmp_path / "model", format=fmt, image_names=["a\x00b.png", "c.png"])
    assert list(tmp_path.iterdir()) == []
