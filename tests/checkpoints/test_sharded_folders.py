"""A checkpoint split into shards (``model.safetensors.index.json`` + ``model-0000k-of-0000n``).

The DA3 hub repos hold one ``model.safetensors`` and the official loader
(``PyTorchModelHubMixin``) reads only that name, so shards are refused with the way out (merge
them). A folder where one shard is left (the others missing), or a shard passed as the file,
used to be loaded as the single weights file and refused as "missing 175 tensor(s) ... are
they this checkpoint's?", with no word of shards.
"""

from __future__ import annotations

import json
import shutil

import pytest
from safetensors.torch import load_file, save_file

from support.checkpoints import write_checkpoint
from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.checkpoints.errors import CheckpointError

MERGE = "its shards (model.safetensors.index.json) are not read: merge them into one"
FIRST, SECOND = "model-00001-of-00002.safetensors", "model-00002-of-00002.safetensors"


@pytest.fixture(scope="module")
def sharded(tmp_path_factory):
    base = write_checkpoint(tmp_path_factory.mktemp("base") / "ckpt", "da3metric-large")
    state = load_file(base / "model.safetensors")
    keys = sorted(state)
    parts = {FIRST: keys[: len(keys) // 2], SECOND: keys[len(keys) // 2 :]}
    folder = tmp_path_factory.mktemp("sharded")
    shutil.copy(base / "config.json", folder)
    for name, part in parts.items():
        save_file({k: state[k] for k in part}, str(folder / name), metadata={"format": "pt"})
    weight_map = {k: name for name, part in parts.items() for k in part}
    (folder / "model.safetensors.index.json").write_text(
        json.dumps({"metadata": {}, "weight_map": weight_map})
    )
    return folder


def _load(path):
    return DepthAnything3.from_pretrained(weights_path=path, device="cpu")


def test_all_shards_are_refused_with_the_merge_hint(sharded):
    with pytest.raises(FileNotFoundError, match="merge them into one model.safetensors"):
        _load(sharded)


def test_one_shard_left_names_the_missing_one(sharded, tmp_path):
    folder = tmp_path / "one left"
    shutil.copytree(sharded, folder)
    (folder / SECOND).unlink()
    with pytest.raises(CheckpointError, match="one of the 2 shards") as err:
        _load(folder)
    assert f"missing: ['{SECOND}']" in str(err.value) and MERGE in str(err.value)


def test_a_shard_given_as_the_file_is_refused(sharded):
    with pytest.raises(CheckpointError, match="one of the 2 shards") as err:
        _load(sharded / FIRST)
    assert "missing:" not in str(err.value) and MERGE in str(err.value)


def test_a_single_shard_index_still_loads(sharded, tmp_path):
    """``model-00001-of-00001.safetensors`` with its index: the one file holds every tensor."""
    folder = tmp_path / "single"
    folder.mkdir()
    shutil.copy(sharded / "config.json", folder)
    state = {**load_file(sharded / FIRST), **load_file(sharded / SECOND)}
    save_file(state, str(folder / "model-00001-of-00001.safetensors"))
    weight_map = dict.fromkeys(state, "model-00001-of-00001.safetensors")
    (folder / "model.safetensors.index.json").write_text(json.dumps({"weight_map": weight_map}))
    with _load(folder) as model:
        assert model.model_name == "da3metric-large"
