"""``ModelOptions``: the one mapping onto ``from_pretrained`` that the CLI, the server and the
evaluation share, and its defaults equal to ``from_pretrained``'s."""

from __future__ import annotations

import inspect
from pathlib import Path

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


@pytest.mark.parametrize("weights", ["", "  "])
def test_an_empty_weights_path_is_refused_not_read_as_this_folder(
    weights, tiny_metric_checkpoint, monkeypatch
) -> None:
    """``weights_path=''`` loaded whatever checkpoint was in the current folder (a typical
    ``os.environ.get("WEIGHTS", "")``), as an empty ``model_id`` is refused."""
    monkeypatch.chdir(tiny_metric_checkpoint)  # a checkpoint here, which "" would read
    with pytest.raises(InputError, match="weights_path must name a checkpoint file or folder, got"):
        DepthAnything3.from_pretrained(weights_path=weights, device="cpu")
    with pytest.raises(InputError, match="weights must name a checkpoint file or folder"):
        ModelOptions(weights=weights, device="cpu")
    with pytest.raises(InputError, match="model_id must name a model"):
        DepthAnything3.from_pretrained("", device="cpu")


@pytest.mark.parametrize("weights", [Path(""), Path(".")])
def test_an_empty_path_object_is_refused_not_read_as_this_folder(
    weights, tiny_metric_checkpoint, monkeypatch
) -> None:
    """``weights_path=Path(os.environ.get("WEIGHTS", ""))`` loaded the checkpoint in the current
    folder (``Path("")`` is ``Path(".")``); the str ``"."`` still names it on purpose."""
    monkeypatch.chdir(tiny_metric_checkpoint)  # a checkpoint here, which Path("") would read
    with pytest.raises(InputError, match=r"weights_path must name .*Path\('.'\)"):
        DepthAnything3.from_pretrained(weights_path=weights, device="cpu")
    with pytest.raises(InputError, match=r"^weights must name .*pass None to load model_id"):
        DepthAnything3.from_options(ModelOptions(weights=weights, device="cpu"))
    with DepthAnything3.from_pretrained(weights_path=".", device="cpu", process_res=140) as model:
        assert model.units == "m"
    ModelOptions(weights=Path.cwd())  # an absolute path object: fine


@pytest.mark.parametrize("command", [["predict", "x.jpg"], ["export"], ["calibrate-attention"]])
def test_a_blank_weights_flag_is_refused_in_the_command_lines_words(command, capsys) -> None:
    """``--weights ""`` said ``pass None to load model_id`` (Python words)."""
    with pytest.raises(SystemExit) as exit_info:
        build_parser().parse_args([*command, "--weights", " "])
    assert exit_info.value.code == 2
    error = capsys.readouterr().err
    assert "argument --weights: names no checkpoint file or folder, got ' '" in error
    assert "leave out --weights to load --model-id" in error and "None" not in error


@pytest.mark.parametrize("weights", [123, 1.5, b"x", ["a"]])
def test_a_weights_path_of_another_type_is_an_input_error_naming_it(weights) -> None:
    with pytest.raises(InputError, match=r"weights_path must be a path \(str or os.PathLike\)"):
        DepthAnything3.from_pretrained(weights_path=weights, device="cpu")
    with pytest.raises(InputError, match=r"^weights must be a path"):
        ModelOptions(weights=weights)
    with pytest.raises(InputError, match=r"^model_id must be a hub repo id"):
        ModelOptions(model_id=weights)


def test_from_options_takes_model_options_only(tiny_metric_checkpoint) -> None:
    """A dict gave ``AttributeError: 'dict' object has no attribute 'model_options'``; an
    unknown override a ``TypeError`` from ``dataclasses.replace``."""
    values = {"weights": str(tiny_metric_checkpoint), "device": "cpu"}
    with pytest.raises(InputError, match=r"from_options takes a .*ModelOptions.*got dict"):
        DepthAnything3.from_options(values)
    with pytest.raises(InputError, match=r"overrides \['weights_path'\] are not ModelOptions"):
        DepthAnything3.from_options(ModelOptions(), weights_path="x")
    with DepthAnything3.from_options(ModelOptions(**values), process_res=140) as model:
        assert model.process_res == 140
