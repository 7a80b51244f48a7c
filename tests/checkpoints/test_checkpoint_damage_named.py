"""Damaged checkpoints named, from an outside test: a safetensors header whose entries are not
as the format says is a ``CheckpointError`` naming the file (tensors converted at load were
read without ``safe_open``'s checks, so overlapping offsets loaded wrong weights in silence
and short ones raised a raw ``RuntimeError``; a header of the wrong structure raised raw
``TypeError`` / ``KeyError``); a broken config.json in the hub cache, a dangling weights link,
architecture lists of the wrong kind, a model_name or revision that is not text."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.checkpoints import CheckpointError


def rewritten(source: Path, target: Path, edit) -> Path:
    """A copy of the checkpoint folder ``source`` whose safetensors header ``edit`` changed."""
    target.mkdir()
    shutil.copy(source / "config.json", target / "config.json")
    data = (source / "model.safetensors").read_bytes()
    size = int.from_bytes(data[:8], "little")
    header = json.loads(data[8 : 8 + size])
    header = edit(header)
    text = json.dumps(header).encode()
    (target / "model.safetensors").write_bytes(
        len(text).to_bytes(8, "little") + text + data[8 + size :]
    )
    return target


def tensors(header: dict) -> list[str]:
    """The header's tensor names in file order."""
    names = [n for n in header if n != "__metadata__"]
    return sorted(names, key=lambda n: header[n]["data_offsets"][0])


def overlap(header: dict) -> dict:
    """The second tensor's bytes moved back over the first's last 4 (its size kept)."""
    second = tensors(header)[1]
    header[second]["data_offsets"] = [o - 4 for o in header[second]["data_offsets"]]
    return header


def short(header: dict) -> dict:
    name = tensors(header)[0]
    header[name]["data_offsets"][1] -= 4
    return header


def no_shape(header: dict) -> dict:
    del header[tensors(header)[0]]["shape"]
    return header


CASES = {
    "overlapping offsets": (overlap, "overlap the tensor before"),
    "offsets short of the shape": (short, "but its data_offsets span"),
    "an entry without its shape": (no_shape, "is not a tensor's"),
    "a header that is a list": (lambda h: [h], "its header is not an object"),
    "metadata that is a string": (lambda h: {**h, "__metadata__": "x"}, "__metadata__ is not"),
}


@pytest.mark.parametrize("dtype", [None, "bfloat16"])
@pytest.mark.parametrize("case", sorted(CASES))
def test_a_header_not_as_the_format_says_is_named(tiny_metric_checkpoint, tmp_path, case, dtype):
    edit, message = CASES[case]
    folder = rewritten(tiny_metric_checkpoint, tmp_path / "bad", edit)
    with pytest.raises(CheckpointError, match=message) as info:
        DepthAnything3.from_pretrained(weights_path=folder, device="cpu", dtype=dtype)
    assert str(folder / "model.safetensors") in str(info.value)


def test_the_checks_take_the_files_the_format_writes(tiny_metric_checkpoint, tmp_path):
    folder = rewritten(tiny_metric_checkpoint, tmp_path / "same", lambda header: header)
    with DepthAnything3.from_pretrained(weights_path=folder, device="cpu", process_res=70) as m:
        assert m.model_name == "da3metric-large"


def hub_cache(root: Path, checkpoint: Path, config: bytes) -> Path:
    """``root`` laid out as huggingface_hub's cache of depth-anything/DA3-SMALL (one
    snapshot), its config.json ``config``."""
    revision = "a" * 40
    repo = root / "models--depth-anything--DA3-SMALL"
    (repo / "refs").mkdir(parents=True)
    (repo / "refs" / "main").write_text(revision)
    snapshot = repo / "snapshots" / revision
    snapshot.mkdir(parents=True)
    (snapshot / "config.json").write_bytes(config)
    shutil.copy(checkpoint / "model.safetensors", snapshot / "model.safetensors")
    return root


@pytest.mark.parametrize("config", [b"{not json", b'{"model_name": "da3-small\xff"}', b"[1]"])
def test_a_broken_config_in_the_hub_cache_is_named(tiny_anyview_checkpoint, tmp_path, config):
    """It was a raw JSONDecodeError / UnicodeDecodeError naming no file."""
    cache = hub_cache(tmp_path / "hub", tiny_anyview_checkpoint, config)
    with pytest.raises(CheckpointError, match=r"snapshots/a+/config\.json (is not valid|holds)"):
        DepthAnything3.from_pretrained(
            "depth-anything/DA3-SMALL", cache_dir=cache, local_files_only=True, device="cpu"
        )


def test_a_dangling_weights_link_is_said_so(tiny_metric_checkpoint, tmp_path):
    folder = tmp_path / "dangling"
    folder.mkdir()
    shutil.copy(tiny_metric_checkpoint / "config.json", folder / "config.json")
    (folder / "model.safetensors").symlink_to(tmp_path / "gone.safetensors")
    with pytest.raises(FileNotFoundError, match=r"model\.safetensors \(a link to a missing file\)"):
        DepthAnything3.from_pretrained(weights_path=folder, device="cpu")


@pytest.mark.parametrize(
    ("architecture", "message"),
    [
        ({"backbone": {"out_layers": ["0", "1", "2", "3"]}}, r"out_layers\[0\] must be a whole"),
        ({"head": {"out_channels": [[16], 32, 64, 64]}}, r"out_channels\[0\] must be a whole"),
        ({"head": {"out_channels": [16, 32, 64]}}, "out_channels must list 4 values"),
    ],
)
def test_an_architecture_list_of_the_wrong_kind_is_named(architecture, message):
    """They were raw TypeError / IndexError from deep in the network's construction."""
    from tt_depth_anything_3.config import DA3Config

    with pytest.raises(ValueError, match=message):
        DA3Config.from_dict({"model_name": "da3metric-large", "architecture": architecture})


@pytest.mark.parametrize("name", [None, 5, ["da3-small"]])
def test_a_model_name_that_is_not_text_is_said_so(name):
    from tt_depth_anything_3.config import DA3Config

    with pytest.raises(ValueError, match="unknown model_name .*: it must be text"):
        DA3Config.from_dict({"model_name": name})


@pytest.mark.parametrize("revision", [5, "", b"main"])
def test_a_revision_that_is_not_text_is_an_input_error(revision):
    """It was reported as a failed hub download (after its retries)."""
    from tt_depth_anything_3.config.errors import InputError

    with pytest.raises(InputError, match="revision is a branch, tag or commit"):
        DepthAnything3.from_pretrained("depth-anything/DA3-SMALL", revision=revision)


@pytest.mark.parametrize("flag", ["no", "False", None, 2])
def test_local_files_only_must_be_a_bool(flag):
    """``local_files_only="no"`` (truthy) kept the hub from being contacted: the load then
    failed as a checkpoint missing from the cache, not as the wrong value it was."""
    from tt_depth_anything_3.config.errors import InputError

    with pytest.raises(InputError, match="local_files_only must be True or False"):
        DepthAnything3.from_pretrained("depth-anything/DA3-SMALL", local_files_only=flag)
