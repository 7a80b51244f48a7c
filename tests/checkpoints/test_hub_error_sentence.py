"""The hub error line: the hub's message ends with a full stop, and ours added another
("... make sure your Internet connection is on.. Without network access, ...")."""

from __future__ import annotations

import pytest

from tt_depth_anything_3 import DepthAnything3


def test_the_offline_error_joins_the_hubs_sentence_with_one_full_stop(tmp_path, monkeypatch):
    def offline(*args, **kwargs):
        raise OSError("We cannot find the requested files in the local cache.")

    monkeypatch.setattr("huggingface_hub.hf_hub_download", offline)
    with pytest.raises(OSError) as info:
        DepthAnything3.from_pretrained(
            model_id="depth-anything/DA3METRIC-LARGE", cache_dir=tmp_path
        )
    message = str(info.value)
    assert "OSError: We cannot find the requested files in the local cache. Without network" in (
        message
    )
    assert ".." not in message
