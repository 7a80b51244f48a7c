"""``tt-da3 predict --png-scale`` without a PNG among the formats (``--format npz``): the scale
was taken in silence and used for nothing, while every other flag a run does not use
(``--focal-px`` on a relative model) is said on stderr. It is now said too."""

from __future__ import annotations

import pytest
from PIL import Image

from tt_depth_anything_3.cli import main

UNUSED = "--png-scale sets the 16-bit PNG's units"


@pytest.mark.parametrize(
    ("flags", "said"),
    [
        (["--format", "npz", "--png-scale", "256"], True),
        (["--format", "jpg", "--format", "npy", "--png-scale", "10"], True),
        (["--format", "npz", "--format", "png", "--png-scale", "256"], False),
        (["--format", "npz"], False),  # the default scale, not given
    ],
)
def test_png_scale_without_a_png_is_said(
    tiny_metric_checkpoint, photo, tmp_path, capsys, flags, said
):
    Image.fromarray(photo).save(tmp_path / "a.jpg")
    code = main(
        ["predict", str(tmp_path / "a.jpg"), "--out", str(tmp_path / "out"), "--weights",
         str(tiny_metric_checkpoint), "--process-res", "28", "--no-progress", *flags]
    )  # fmt: skip
    assert code == 0
    err = capsys.readouterr().err
    assert (UNUSED in err) is said
    if said:
        assert "writes no PNG, so it is not used" in err
