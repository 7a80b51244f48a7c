"""``ModelOptions``: the one mapping onto ``from_pretrained`` that the CLI, the server and the
evaluation share, and its defaults equal to ``from_pretrained``'s."""

from __future__ import annotations

import inspect

import pytest

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.cli import build_parser
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.config.options import ModelOptions
from tt_depth_anything_3.server import ServerSettings

ARGUMENT = {"weights": "weights_path"}  # option name -> from_pretrained parameter


def test_defaults_are_from_pretrained_defaults() -> None:
    signature = inspect.signature(DepthAnything3.from_pretrained).parameters
    for name, value in vars(ModelOptions()).items():
        assert signature[ARGUMENT.get(name, name)].default == value, name


def test_cli_server_and_evaluation_give_the_same_options(tiny_metric_checkpoint) -> None:
    flags = ["--weights", str(tiny_metric_checkpoint), "--device", "cpu", "--dtype", "bf16"]
    flags += ["--process-res", "140"]
    expected = ModelOptions(
        weights=str(tiny_metric_checkpoint), device="cpu", dtype="bf16", process_res=140
    )
    parser = build_parser()
    for command in (["predict", "x.jpg"], ["eval-kitti", "--kitti-root", "k"]):
        assert ModelOptions.from_args(parser.parse_args([*command, *flags])) == expected
    settings = ServerSettings(
        weights=str(tiny_metric_checkpoint), device="cpu", dtype="bf16", process_res=140
    )
    assert settings.model_options() == expected
    # an override, as eval-kitti's reference
    with DepthAnything3.from_options(expected, dtype="float32") as model:
        assert (model.precision, model.process_res, model.device) == ("fp32", 140, "cpu")


@pytest.mark.parametrize("dtype", ["fp64", "x", ""])
def test_a_dtype_typo_is_refused_when_the_options_are_made(dtype) -> None:
    """``ModelOptions(dtype='x')`` was made, and failed only when the model loaded."""
    with pytest.raises(InputError, match="unknown dtype/precision"):
        ModelOptions(dtype=dtype)


@pytest.mark.parametrize("dtype", [None, "auto", "float32", "bf16", "half", "int8", "int8w"])
def test_every_precision_name_is_taken(dtype) -> None:
    assert ModelOptions(dtype=dtype).dtype == dtype
