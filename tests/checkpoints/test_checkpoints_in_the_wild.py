"""Checkpoints as users hold them, from an outside test: a bare file without config.json loaded
as the default model in silence (a DA3Mono file read as metres); trailing bytes, a non-UTF-8
or folder config.json and odd torch files gave raw library errors or the wrong reason;
``.pt`` / ``.bin`` and a folder of one weights file beside its config.json were refused."""

from __future__ import annotations

import shutil
import warnings

import numpy as np
import pytest
import torch
from safetensors.torch import load_file

from tt_depth_anything_3 import CheckpointError, DepthAnything3
from tt_depth_anything_3.checkpoints.identity import folder_weights
from tt_depth_anything_3.cli import main


def load(path, **options) -> DepthAnything3:
    return DepthAnything3.from_pretrained(weights_path=path, device="cpu", **options)


def test_weights_without_a_config_warn_which_model_they_load_as(tiny_metric_checkpoint, tmp_path):
    bare = tmp_path / "weights.safetensors"
    shutil.copy(tiny_metric_checkpoint / "model.safetensors", bare)
    said = "no config.json beside .*da3metric-large.*the default"
    with pytest.warns(UserWarning, match=said), pytest.raises(CheckpointError, match="missing"):
        load(bare)  # the tiny network is no full-size preset: the warning comes first
    with warnings.catch_warnings():  # beside its config.json: nothing to say
        warnings.simplefilter("error")
        load(tiny_metric_checkpoint).close()


def test_trailing_bytes_are_a_checkpoint_error_and_one_cli_line(
    tiny_metric_checkpoint, tmp_path, capsys
):
    folder = shutil.copytree(tiny_metric_checkpoint, tmp_path / "ckpt")
    with open(folder / "model.safetensors", "ab") as handle:
        handle.write(bytes(1000))
    with pytest.raises(CheckpointError, match="has 1000 bytes after the tensors"):
        load(folder)
    assert main(["info", "--weights", str(folder), "--device", "cpu", "--load"]) == 2
    assert "model.safetensors has 1000 bytes after" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("make", "says"),
    [
        (lambda c: c.write_bytes(b'{"model_name": "da3metric-large\xff"}'), "not valid UTF-8 JSON"),
        (lambda c: (c.unlink(), c.mkdir()), "config.json is not a file"),
    ],
)
def test_a_bad_config_json_is_named(tiny_metric_checkpoint, tmp_path, make, says):
    folder = shutil.copytree(tiny_metric_checkpoint, tmp_path / "ckpt")
    make(folder / "config.json")
    with pytest.raises(CheckpointError, match=says):
        load(folder)


def test_torch_files_any_suffix_and_legacy_format_load(tiny_metric_checkpoint, tmp_path, photo):
    with load(tiny_metric_checkpoint, process_res=70) as model:
        expected = model(photo, focal_px=100.0).depth
    state = load_file(str(tiny_metric_checkpoint / "model.safetensors"))
    config = (tiny_metric_checkpoint / "config.json").read_text()
    for name, legacy in [("model.pt", False), ("weights.bin", False), ("old.pth", True)]:
        folder = tmp_path / name.replace(".", "_")
        folder.mkdir()
        (folder / "config.json").write_text(config)
        torch.save(state, folder / name, _use_new_zipfile_serialization=not legacy)
        assert folder_weights(folder) == folder / name  # the folder's one weights file
        with load(folder, process_res=70) as model:
            # the same weights: float rounding only (runs under load differed past 1e-5: the
            # GEMM's summation order may follow the weights' alignment and the threads free;
            # other weights would differ by far more than 1e-4)
            np.testing.assert_allclose(model(photo, focal_px=100.0).depth, expected, rtol=1e-4,
                                       err_msg=name)  # fmt: skip


@pytest.mark.parametrize(
    ("content", "says"),
    [
        (b"", "is empty"),
        (b"hello, not weights at all\n", "is a text file"),
        (b"version https://git-lfs.github.com/spec/v1\noid sha256:ab\n", "Git LFS pointer"),
        (b"\x80\x02}q\x00(X\x01", "not a torch.save file"),
        (None, "is a safetensors file: name it .safetensors"),
    ],
)
def test_a_torch_file_that_is_not_one_says_what_it_is(
    tiny_metric_checkpoint, tmp_path, content, says
):
    source = tiny_metric_checkpoint / "model.safetensors"
    path = tmp_path / "model.pth"
    path.write_bytes(source.read_bytes() if content is None else content)
    shutil.copy(tiny_metric_checkpoint / "config.json", tmp_path / "config.json")
    with pytest.raises(CheckpointError, match=says):
        load(path)


def test_ddp_prefix_and_shards_are_explained(tiny_metric_checkpoint, tmp_path):
    state = load_file(str(tiny_metric_checkpoint / "model.safetensors"))
    folder = tmp_path / "ddp"
    folder.mkdir()
    shutil.copy(tiny_metric_checkpoint / "config.json", folder / "config.json")
    torch.save({f"module.{k}": v for k, v in state.items()}, folder / "model.pth")
    with pytest.raises(CheckpointError, match="starts with 'module.' .*DistributedDataParallel"):
        load(folder)
    sharded = tmp_path / "sharded"
    sharded.mkdir()
    shutil.copy(tiny_metric_checkpoint / "config.json", sharded / "config.json")
    (sharded / "model.safetensors.index.json").write_text("{}")
    for part in ("model-00001-of-00002.safetensors", "model-00002-of-00002.safetensors"):
        shutil.copy(tiny_metric_checkpoint / "model.safetensors", sharded / part)
    with pytest.raises(FileNotFoundError, match="its shards .* are not read: merge them"):
        load(sharded)


def test_a_torch_int8_dtype_points_to_the_int8_name(tiny_metric_checkpoint):
    with pytest.raises(ValueError, match="'int8' \\(the CPU's int8 path\\)"):
        load(tiny_metric_checkpoint, dtype=torch.int8)


def test_an_lfs_pointer_is_named_at_load_by_every_runtime(tiny_metric_checkpoint, tmp_path):
    pytest.importorskip("onnxruntime")
    folder = tmp_path / "clone"
    folder.mkdir()
    shutil.copy(tiny_metric_checkpoint / "config.json", folder / "config.json")
    (folder / "model.safetensors").write_text(
        "version https://git-lfs.github.com/spec/v1\noid sha256:0\nsize 1\n"
    )
    for runtime in ("torch", "onnxruntime"):  # the engine's load read no byte of the weights
        with pytest.raises(CheckpointError, match="Git LFS pointer"):
            load(folder, runtime=runtime)


@pytest.mark.parametrize("value", [float("nan"), float("inf"), -float("inf")])
@pytest.mark.parametrize("dtype", ["float32", "bfloat16"])
def test_non_finite_weights_are_refused_at_load_naming_the_tensor(
    tiny_metric_checkpoint, tmp_path, value, dtype
):
    """A checkpoint of NaN weights loaded in silence and gave all-NaN depth (blank PNGs,
    exit status 0)."""
    from safetensors.torch import save_file

    folder = shutil.copytree(tiny_metric_checkpoint, tmp_path / "ckpt")
    tensors = load_file(folder / "model.safetensors")
    key = next(k for k in sorted(tensors) if k.endswith("qkv.weight"))
    tensors[key][1, 2] = value
    save_file(tensors, folder / "model.safetensors")
    with pytest.raises(CheckpointError, match=rf"NaN or infinite weights: {key} has 1 of \d+"):
        load(folder, dtype=dtype)


def test_a_float_sum_that_overflows_is_no_false_alarm(tmp_path):
    """The check sums each tensor; a sum past float's range is checked value by value."""
    from tt_depth_anything_3.checkpoints.reader import check_finite

    warnings.simplefilter("error")  # numpy's overflow warning is the check's own business
    big = torch.full((8,), 6e4, dtype=torch.float16)  # sums to inf in float16
    assert check_finite(big, "w", tmp_path) is big
    huge = torch.full((4,), 3e38)  # sums to inf in float32
    assert check_finite(huge, "w", tmp_path) is huge
    with pytest.raises(CheckpointError, match="w has 1 of 4"):
        check_finite(torch.tensor([1.0, float("nan"), 2.0, 3.0]), "w", tmp_path)
