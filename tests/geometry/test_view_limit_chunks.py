"""A chunk of more views than the model takes in its memory (``geometry.limits``): the refusal
said "pass fewer views or a smaller process_res", where a stream's caller passes no views but
a chunk size (DA3-GIANT at 280 x 504 takes 70, ``reconstruct_stream``'s and ``tt-da3
video``'s default chunk is 120). It now names the chunk size, with the largest that fits."""

from __future__ import annotations

import numpy as np
import pytest

from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.geometry import limits


def budget_for(config, views: int, height: int, width: int) -> int:
    """The smallest memory budget in which ``views`` views of (height, width) fit."""
    low, high = 1, 2**40
    while high - low > 1:
        middle = (low + high) // 2
        low, high = (
            (low, middle)
            if limits.max_views(config, height, width, middle) >= views
            else (middle, high)
        )
    return high


def test_a_stream_chunk_over_the_limit_names_the_chunk_size(
    tiny_anyview_model, tmp_path, monkeypatch
):
    budget = budget_for(tiny_anyview_model.config, 5, 112, 140)
    monkeypatch.setattr(limits, "MEMORY_BUDGET_BYTES", budget)
    frames = [np.full((64, 80, 3), 10 * i, np.uint8) for i in range(12)]
    with pytest.raises(InputError) as refused:
        tiny_anyview_model.reconstruct_stream(
            frames, tmp_path / "out", chunk_size=8, overlap=4, progress=False
        )
    said = str(refused.value)
    assert "8 views of 112x140 are more than" in said and "pass fewer views" in said
    assert "chunks of at most 5 views, reconstruct_stream's chunk_size or tt-da3 video" in said


@pytest.mark.parametrize("views", [0, 1])
def test_no_chunk_size_is_offered_where_no_chunk_fits(tiny_anyview_model, monkeypatch, views):
    config = tiny_anyview_model.config
    monkeypatch.setattr(limits, "MEMORY_BUDGET_BYTES", budget_for(config, views, 56, 70))
    assert limits.max_views(config, 56, 70) == views
    with pytest.raises(InputError, match="or a smaller process_res$"):
        limits.check_view_count(config, 2, 56, 70)
