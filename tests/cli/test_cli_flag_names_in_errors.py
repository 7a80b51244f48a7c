"""A package error that names an API parameter (``weights_path``, ``process_res``) also names
the flag it came from on the command line (``--weights``, ``--process-res``): the line said
``weights_path missing does not exist`` to a user who typed ``--weights missing``. The old
wording stays as it was (tests and scripts match it), the flag is added after it."""

from __future__ import annotations

import argparse

import pytest
from PIL import Image

from tt_depth_anything_3.cli import main as cli_main


@pytest.fixture
def image(tmp_path):
    path = tmp_path / "a.png"
    Image.new("RGB", (64, 48)).save(path)
    return str(path)


def run(capsys, argv: list[str]) -> str:
    assert cli_main(argv) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    return err[0]


@pytest.mark.parametrize(
    "command",
    [
        ["predict", "IMAGE", "--out", "OUT"],
        ["reconstruct", "IMAGE", "--out", "OUT"],
        ["info"],
        ["export", "--out", "OUT"],
        ["calibrate-attention", "--images", "IMAGE"],
    ],
)
def test_a_missing_checkpoint_names_the_weights_flag(tmp_path, capsys, image, command):
    missing = tmp_path / "missing"
    argv = [image if a == "IMAGE" else str(tmp_path / "o") if a == "OUT" else a for a in command]
    line = run(capsys, [*argv, "--weights", str(missing)])
    assert f"weights_path {missing} does not exist (--weights)" in line, line


@pytest.mark.parametrize("command", ["predict", "calibrate-attention"])
def test_process_res_out_of_bounds_names_its_flag(tmp_path, capsys, image, command):
    argv = [command, image, "--out", str(tmp_path / "o")]
    if command == "calibrate-attention":
        argv = [command, "--images", image]
    line = run(capsys, [*argv, "--weights", str(tmp_path / "w"), "--process-res", "5"])
    assert line.endswith("process_res must be 14 to 4032, got 5 (--process-res)"), line


def test_squash_at_an_odd_size_names_both_flags(tmp_path, capsys, image):
    line = run(capsys, ["predict", image, "--out", str(tmp_path / "o"), "--resize-mode",
                        "squash", "--process-res", "500"])  # fmt: skip
    assert "got 500: take 490 or 504 (--resize-mode, --process-res)" in line, line


def test_a_flag_is_added_once_and_only_where_the_command_has_it():
    from tt_depth_anything_3.cli.usage_hints import parameter_flags

    parser = argparse.ArgumentParser()
    parser.add_argument("--weights")
    parser.add_argument("--process-res")
    # said already (serve's own wording); a folder called weights_path; no --max-pixels here
    assert parameter_flags("weights_path w does not exist (--weights)", parser) == ""
    assert parameter_flags("cannot read /data/weights_path/x.bin", parser) == ""
    assert parameter_flags("image process_res.png does not exist", parser) == ""
    assert parameter_flags("max_pixels must be at least 64, got 5", parser) == ""
    assert parameter_flags("at a small process_res.", parser) == " (--process-res)"
    # serve's value from its variable, which the message names: the flag is not what was typed
    said = "TT_DA3_PROCESS_RES='5': process_res must be 14 to 4032, got 5"
    assert parameter_flags(said, parser) == ""


def test_a_warning_naming_a_parameter_names_its_flag(
    tmp_path, capsys, image, tiny_metric_checkpoint
):
    """The warnings of a run are one line each as the errors, with the flag added the same way
    (``tt_program='accurate' ... is not used on cpu`` to a user who typed ``--tt-program``)."""
    argv = ["predict", image, "--weights", str(tiny_metric_checkpoint), "--out",
            str(tmp_path / "o"), "--process-res", "140", "--device", "cpu",
            "--tt-program", "accurate", "--no-progress"]  # fmt: skip
    assert cli_main(argv) == 0
    warned = [line for line in capsys.readouterr().err.splitlines() if ": warning: " in line]
    assert len(warned) == 1 and "tt_program='accurate'" in warned[0], warned
    assert warned[0].startswith("tt-da3 predict: warning: ") and warned[0].endswith(
        " (--tt-program)"
    )
