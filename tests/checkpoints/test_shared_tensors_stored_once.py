"""DA3's head shares one LayerNorm between its four ray levels (``output_conv2_aux.{0..3}.2``).

``safetensors.torch.save_model`` (the hub files) stores it once and names the other three in
its header metadata. A file re-saved with ``save_file`` (an fp16 conversion through
``load_file``) or ``torch.save`` of that dict keeps it once with no metadata; the official
loader (``safetensors.torch.load_model``, through ``PyTorchModelHubMixin``) takes such files,
so the package does too. A group with no member in the file is still named missing.
"""

from __future__ import annotations

import shutil

import numpy as np
import pytest
import torch
from safetensors.torch import load_file, save_file

from support.checkpoints import write_checkpoint
from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.checkpoints.errors import CheckpointError

SHARED = "model.head.scratch.output_conv2_aux.{}.2.{}"


@pytest.fixture(scope="module")
def hub_folder(tmp_path_factory):
    return write_checkpoint(tmp_path_factory.mktemp("hub") / "ckpt", "da3-small", seed=3)


def _depth(weights) -> np.ndarray:
    image = np.random.default_rng(0).integers(0, 256, (60, 80, 3), dtype=np.uint8)
    with DepthAnything3.from_pretrained(weights_path=weights, device="cpu") as model:
        model.process_res = 84
        return model(image).depth


def _resaved(hub_folder, folder, dtype=torch.float32, suffix=".safetensors"):
    state = load_file(hub_folder / "model.safetensors")  # the aliases are not restored
    assert SHARED.format(1, "weight") not in state and SHARED.format(0, "weight") in state
    state = {k: v.to(dtype) for k, v in state.items()}
    folder.mkdir()
    shutil.copy(hub_folder / "config.json", folder)
    path = folder / f"weights{suffix}"
    if suffix == ".safetensors":
        save_file(state, str(path))
    else:
        torch.save(state, path)
    return path


@pytest.mark.parametrize("suffix", [".safetensors", ".pth"])
def test_shared_norm_stored_once_without_metadata_loads(hub_folder, tmp_path, suffix):
    path = _resaved(hub_folder, tmp_path / "resaved", suffix=suffix)
    np.testing.assert_array_equal(_depth(path), _depth(hub_folder))


def test_fp16_conversion_by_load_file_and_save_file_loads(hub_folder, tmp_path):
    path = _resaved(hub_folder, tmp_path / "fp16", torch.float16)
    got, want = _depth(path.parent), _depth(hub_folder)
    assert np.corrcoef(got.ravel(), want.ravel())[0, 1] > 0.999


def test_every_member_missing_is_still_named(hub_folder, tmp_path):
    state = load_file(hub_folder / "model.safetensors")
    del state[SHARED.format(0, "weight")]
    (tmp_path / "cut").mkdir()
    shutil.copy(hub_folder / "config.json", tmp_path / "cut")
    save_file(state, str(tmp_path / "cut" / "model.safetensors"))
    with pytest.raises(CheckpointError, match=r"missing 4 tensor\(s\)") as err:
        _depth(tmp_path / "cut")
    assert SHARED.format(0, "weight") in str(err.value)
