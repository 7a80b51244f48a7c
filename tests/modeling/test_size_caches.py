"""The per-input-size caches (RoPE tables, resized position embedding, UV embeddings, CUDA
graphs: ``backends/test_cuda.py``) hold the most recently used few: a process that sees many
image shapes or view counts grew them without bound."""

from __future__ import annotations

import copy

import numpy as np
import pytest
import torch

from support.checkpoints import open_backend
from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.config.lru import LruCache, limit_from_env
from tt_depth_anything_3.modeling.dinov2 import POS_EMBEDS_HELD
from tt_depth_anything_3.modeling.dpt_blocks import UV_EMBEDDINGS_HELD, UVEmbeddingCache
from tt_depth_anything_3.modeling.rope import ROPE_TABLES_HELD, RotaryPositionEmbedding2D


def test_lru_cache_drops_the_least_recently_used():
    cache: LruCache[str, int] = LruCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1  # "a" is now the most recently used
    cache.put("c", 3)
    assert cache.keys() == ["a", "c"] and cache.get("b") is None and len(cache) == 2
    cache.put("a", 4)
    assert cache.keys() == ["c", "a"] and cache.get("a") == 4
    twin = copy.deepcopy(cache)  # a copied network's caches start empty (a lock is not copied)
    assert twin.limit == 2 and len(twin) == 0 and len(cache) == 2
    cache.clear()
    assert cache.keys() == []
    for bad in (0, -1, 1.5, True):
        with pytest.raises(ValueError, match="cache limit"):
            LruCache(bad)


def test_lru_cache_hands_back_what_it_drops():
    """The Blackhole backend's per-size programs hold device memory: the cache says which
    entries it dropped, so that their owner releases them (``programs.ProgramCache``)."""
    cache: LruCache[str, int] = LruCache(2)
    assert cache.put("a", 1) == [] and cache.put("b", 2) == []
    cache.get("a")
    assert cache.put("c", 3) == [("b", 2)]
    assert cache.pop("a") == 1 and cache.pop("a") is None and cache.keys() == ["c"]
    assert cache.put("c", 4) == [] and cache.keys() == ["c"]


def test_a_cache_limit_from_the_environment():
    assert limit_from_env("TT_DA3_TT_SIZES", 4, "sizes held", {}) == 4
    assert limit_from_env("TT_DA3_TT_SIZES", 4, "sizes held", {"TT_DA3_TT_SIZES": " 2 "}) == 2
    for bad in ("0", "-1", "1.5", "two", "²"):
        with pytest.raises(InputError, match=r"TT_DA3_TT_SIZES \(sizes held\) must be an int"):
            limit_from_env("TT_DA3_TT_SIZES", 4, "sizes held", {"TT_DA3_TT_SIZES": bad})


def test_rope_tables_are_bounded():
    rope = RotaryPositionEmbedding2D(head_dim=8)
    x = torch.zeros(1)
    with torch.no_grad():
        first = rope.tables(2, 3, 1, False, x)
        assert rope.tables(2, 3, 1, False, x)[0] is first[0], "a held size is not rebuilt"
        for views in range(1, ROPE_TABLES_HELD + 5):
            for same_position in (False, True):
                rope.tables(4, 4, views, same_position, x)
    assert len(rope.cache) == ROPE_TABLES_HELD
    assert (4, 4, ROPE_TABLES_HELD + 4, True, x.dtype, x.device) in rope.cache.keys()
    assert (2, 3, 1, False, x.dtype, x.device) not in rope.cache.keys()


def test_uv_embeddings_are_bounded():
    uv = UVEmbeddingCache()
    with torch.no_grad():
        for side in range(2, UV_EMBEDDINGS_HELD + 8):
            uv.add(torch.zeros(1, 4, side, side + 1), side * 14, (side + 1) * 14)
    assert len(uv.cache) == UV_EMBEDDINGS_HELD


def test_a_model_fed_many_shapes_and_view_counts_holds_a_bounded_number_of_tables(
    tiny_anyview_checkpoint,
):
    """Reconstructions of 1-5 views at several widths: every (size, view count) added RoPE
    tables and every size a position embedding, kept for the life of the model."""
    backend = open_backend(tiny_anyview_checkpoint)
    network = backend.network
    backbone = network.backbone.pretrained
    rng = np.random.default_rng(0)
    with DepthAnything3(network.config, backend, process_res=140) as model:
        for width in (140, 126, 112, 98, 84, 70, 56, 42, 28, 140):
            for views in (1, 2, 3) if width in (140, 70) else (2,):
                model.reconstruct([rng.integers(0, 255, (60, width, 3), np.uint8)] * views)
        assert 0 < len(backbone.rope.cache) <= ROPE_TABLES_HELD
        assert len(backbone.pos_embed_cache) == POS_EMBEDS_HELD  # 9 grids were seen
        assert 0 < len(network.head.uv.cache) <= UV_EMBEDDINGS_HELD
