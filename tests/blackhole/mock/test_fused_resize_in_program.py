"""The fused bilinear resize's shipped compiles (``kernels/generated/resize_bilinear-*``) inside
the full DA3Metric-Large device program on the mock p150a (ttnn 0.81.1, 11x10), no compiler
installed: every size of the API's set (135) ships the compiles of its resizes, and a missing
one (a size outside the set, the accurate program's) names its folder and the build command. The launches themselves are captured in the full program at every CI
size together with the other two kernels (``test_shipped_kernels_in_program.py``: one generic
op per resize of the head, no interpolation matmul, circular buffers placed beside the
program's L1 tensors)."""

from __future__ import annotations

import pytest

ttnn = pytest.importorskip("ttnn")


from tt_depth_anything_3.backends.blackhole.device.fused_resize import (  # noqa: E402
    require_fused_resizes,
)
from tt_depth_anything_3.backends.blackhole.kernels.sizes import API_SIZES  # noqa: E402

FEATURES = 256  # DA3Metric-Large's fusion width


def test_every_api_size_ships_its_resizes() -> None:
    for height, width in API_SIZES:
        require_fused_resizes(height, width, FEATURES, "fast")


def test_missing_resize_compile_names_the_folder_and_the_build() -> None:
    with pytest.raises(RuntimeError, match="-f32-k1-n6 is missing.*fast program only.*'fast'"):
        require_fused_resizes(518, 518, FEATURES, "accurate")  # only the fast ones ship
    with pytest.raises(RuntimeError, match="fused resize .* is missing.*kernels.build --sizes"):
        require_fused_resizes(224, 574, FEATURES, "fast")  # outside the API's set
