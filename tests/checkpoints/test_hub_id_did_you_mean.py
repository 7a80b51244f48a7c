"""A hub id spelled unlike the repo (a typo, another case: the hub cache is case-sensitive, so
``depth-anything/da3-large`` is not found offline beside a cached ``DA3-LARGE``) was refused as
the hub's "Cannot find the requested files" with no word of the repo meant; the error now asks
"Did you mean ...?" naming the known repo, and says nothing of the kind for other repos."""

from __future__ import annotations

import pytest

from tt_depth_anything_3 import DepthAnything3


@pytest.mark.parametrize(
    ("model_id", "meant"),
    [
        ("depth-anything/da3-large", "depth-anything/DA3-LARGE"),
        ("depth-anything/DA3-LARG", "depth-anything/DA3-LARGE"),
        ("depth-anything/DA3METRIC-LARGE-1.1", "depth-anything/DA3METRIC-LARGE"),
        ("depth-anything/DA3-NESTED-GIANT-LARGE", "depth-anything/DA3NESTED-GIANT-LARGE"),
        ("depth-anything/Depth-Anything-V2-large", "depth-anything/Depth-Anything-V2-Large"),
    ],
)
def test_a_misspelt_hub_id_names_the_repo_meant(model_id, meant, tmp_path, monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(OSError) as info:
        DepthAnything3.from_pretrained(model_id, cache_dir=tmp_path, local_files_only=True)
    message = str(info.value)
    assert f". Did you mean {meant!r} (a known repo)? Without network access" in message
    assert ".." not in message


@pytest.mark.parametrize("model_id", ["depth-anything/DA3-LARGE", "someone/my-da3-finetune"])
def test_a_known_or_unrelated_hub_id_gets_no_guess(model_id, tmp_path, monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(OSError) as info:
        DepthAnything3.from_pretrained(model_id, cache_dir=tmp_path, local_files_only=True)
    assert "Did you mean" not in str(info.value)
    assert ". Without network access" in str(info.value)
