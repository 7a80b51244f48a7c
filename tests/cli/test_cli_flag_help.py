"""A first-time user's reading of ``tt-da3 <command> --help`` and of its refusals: every flag
says its default, every command says what it does, a mistyped or abbreviated flag is refused
(with the nearest flag named) instead of silently taken as another, one concept has one name
across commands, and a value out of range is refused before any model loads."""

from __future__ import annotations

import argparse

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.cli import build_parser, main


def commands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))  # noqa: SLF001
    return dict(action.choices)


def test_every_default_is_shown_in_help() -> None:
    """The help formatter hid a default of 0 (``0 in (None, False)`` is True): ``reconstruct
    --seed``, ``video --start`` and ``export --views`` showed none. Every flag with a value
    (not a switch, not unset, not the API key) now ends with its default."""
    hidden = []
    for name, parser in commands().items():
        formatter = parser._get_formatter()  # noqa: SLF001
        for action in parser._actions:  # noqa: SLF001
            if not action.option_strings or action.dest in ("help", "api_key"):
                continue
            if action.default is None or action.default is False:
                continue
            text = formatter._get_help_string(action) or ""  # noqa: SLF001
            if "%(default)" not in text and "default" not in (action.help or ""):
                hidden.append(f"{name} {action.option_strings[0]}")
    assert not hidden, f"defaults not shown: {hidden}"
    assert "(default: 0)" in " ".join(commands()["reconstruct"].format_help().split())


def test_every_command_help_says_what_it_does() -> None:
    """``tt-da3 predict --help`` (and eight more) printed the usage and flags only: the one-line
    summary of the top-level list was not there."""
    parser = build_parser()
    top = parser.format_help()
    for name, command in commands().items():
        assert name in top
        assert command.description, f"tt-da3 {name} --help has no description"


def test_weights_says_the_same_in_every_command() -> None:
    """``--weights`` was written three times (the model flags, export, calibrate-attention),
    its V2 ``.pth`` added to each apart: one wording now, the shared flags'."""
    helps = {
        name: action.help
        for name, parser in commands().items()
        for action in parser._actions  # noqa: SLF001
        if "--weights" in action.option_strings
    }
    assert {"predict", "export", "calibrate-attention", "info", "serve"} <= set(helps)
    assert set(helps.values()) == {helps["predict"]}, helps
    assert ".pth" in helps["predict"] and "model.safetensors" in helps["predict"]


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["predict", "a.png", "--model", "da3-small"], "(did you mean --model-id?)"),
        (["predict-dataset", "in", "--out", "o", "--batch", "8"], "--batch-size"),
        (["info", "--resize", "fused"], "--resize-mode"),
        (["predict", "a.png", "--form", "npz"], "(did you mean --format?)"),
        (["predict", "a.png", "--proces-res", "140"], "(did you mean --process-res?)"),
    ],
)
def test_an_abbreviation_or_typo_is_refused_naming_the_flag(argv, said, capsys) -> None:
    """argparse took any unique prefix: ``predict --model X`` was ``--model-id X`` (``estimate``'s
    ``--model`` is another flag), ``predict-dataset --batch`` was ``--batch-size`` and ``info
    --resize`` (``estimate``'s flag) was ``--resize-mode``; a flag added later would change what
    an old command line meant. Flags are spelt out in full now, and a typo names the nearest."""
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "unrecognized arguments" in err and said in err


def test_estimate_takes_tt_program_as_the_other_commands_do() -> None:
    """Every command names the Blackhole program ``--tt-program``; ``estimate`` only took
    ``--program``. Both work now, into the same setting."""
    parser = build_parser()
    for flag in ("--tt-program", "--program"):
        args = parser.parse_args(["estimate", "--size", "70x70", flag, "accurate"])
        assert args.program == "accurate"


@pytest.mark.parametrize(
    "flags",
    [["--process-res", "5"], ["--model-id", "depth-anything/DA3-SMALL"], ["--dtype", "float64"]],
)
def test_info_refuses_model_flags_without_a_model(flags, capsys) -> None:
    """``tt-da3 info --process-res 5`` (or ``--dtype float64``, ``--model-id X``) exited 0: no
    model is read without ``--weights`` or ``--load``, and the flags were ignored in silence."""
    assert main(["info", *flags]) == 2
    err = capsys.readouterr().err
    assert flags[0] in err and "only with --weights or --load" in err


@pytest.mark.parametrize(
    ("flags", "said"),
    [
        (["--device", "cpu", "--tt-program", "accurate"], "--tt-program: tt-da3 info reports"),
        (["--tt-program", "fast"], "only with --device tt (the device is auto)"),
        (["--device", "tt", "--weights", "W", "--dtype", "bfloat16"], "--dtype: tt-da3 info --d"),
    ],
)
def test_info_refuses_flags_that_do_not_apply(flags, said, capsys) -> None:
    """``tt-da3 info --device cpu --tt-program accurate`` exited 0: no tt status is reported
    off ``--device tt`` and no model was read, so ``--tt-program`` was ignored in silence; on tt
    ``--weights`` without ``--load`` reads only the config, and ``--dtype`` was ignored too."""
    assert main(["info", *flags]) == 2
    assert said in capsys.readouterr().err


@pytest.mark.parametrize(
    ("flags", "said"),
    [
        (["--chunk-size", "0"], "--chunk-size: chunk_size must be at least 2"),
        (["--overlap", "200"], "--overlap: overlap must be in [1, chunk_size)"),
        (
            ["--chunk-size", "30"],
            "got 60 for 30 (--overlap is 60 unless given: pass one below "
            "--chunk-size, e.g. --overlap 15)",
        ),  # no --overlap given
        (
            ["--chunk-size", "2"],  # the smallest chunk: overlap 1 (the hint was left out)
            "got 60 for 2 (--overlap is 60 unless given: pass one below --chunk-size, e.g. "
            "--overlap 1)",
        ),
        (["--loop-threshold", "2"], "--loop-threshold: loop_threshold must be"),
        (["--loop-top-k", "0"], "--loop-top-k: loop_top_k must be"),
    ],
)
def test_video_refuses_stream_flags_before_the_model_loads(
    tmp_path, capsys, monkeypatch, tiny_anyview_checkpoint, flags, said
):
    """``tt-da3 video ... --chunk-size 0`` (or an ``--overlap`` over the chunk, a
    ``--loop-threshold`` over 1) loaded the model first (by default a hub download of the
    checkpoint), took ``--out`` and was refused by ``reconstruct_stream`` only then; with a
    per-frame model the bad value was only "ignored". Refused now before the model loads."""
    import tt_depth_anything_3.cli.common as common

    def no_load(args):
        raise AssertionError("the model loaded before the flags were checked")

    monkeypatch.setattr(common, "load_model_from_args", no_load)
    frames = tmp_path / "frames"
    frames.mkdir()
    rng = np.random.default_rng(0)
    for i in range(3):
        image = (rng.random((60, 80, 3)) * 255).astype("uint8")
        Image.fromarray(image).save(frames / f"f{i}.png")
    out = tmp_path / "out"
    argv = ["video", str(frames), "--out", str(out), "--weights", str(tiny_anyview_checkpoint)]
    assert main([*argv, "--device", "cpu", "--no-progress", "--process-res", "70", *flags]) == 2
    assert said in capsys.readouterr().err
    assert not out.exists()


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["predict", "--help-me"], "unrecognized arguments: --help-me (did you mean --help?)"),
        (["video", "--chunks=4"], "unrecognized arguments: --chunks=4 (did you mean --chunk-size"),
        (["predict"], "the following arguments are required: images"),
        (["predict", "--form", "npz", "x.png"], "unrecognized arguments: --form (did you mean"),
    ],
)
def test_an_unknown_flag_is_named_before_a_missing_argument(argv, said, capsys) -> None:
    """``tt-da3 predict --help-me`` (an unknown flag, no image) said "the following arguments
    are required: images": argparse checks the required arguments before it returns the
    unknown flags. The unknown flag is named now, with the nearest one."""
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2
    assert said in capsys.readouterr().err


@pytest.mark.parametrize(
    ("word", "said"),
    [
        ("Predict", "(did you mean predict?)"),
        ("predcit", "(did you mean predict?)"),
        ("help", "(tt-da3 --help lists the commands; tt-da3 COMMAND --help says what one takes)"),
    ],
)
def test_a_mistyped_command_names_the_nearest(word, said, capsys) -> None:
    """``tt-da3 Predict`` / ``tt-da3 help`` got argparse's bare "invalid choice" and the list."""
    with pytest.raises(SystemExit) as stop:
        main([word, "a.png"])
    assert stop.value.code == 2
    error = capsys.readouterr().err.strip().splitlines()[-1]
    assert f"invalid choice: '{word}'" in error and error.endswith(said), error


def test_a_mistyped_top_level_flag_is_named(capsys) -> None:
    """``tt-da3 --hlp`` said "the following arguments are required: command", not the flag."""
    with pytest.raises(SystemExit) as stop:
        main(["--hlp"])
    assert stop.value.code == 2
    error = capsys.readouterr().err.strip().splitlines()[-1]
    assert error == "tt-da3: error: unrecognized arguments: --hlp (did you mean --help?)"
    with pytest.raises(SystemExit):
        main([])  # nothing given: the command is what is missing
    assert "the following arguments are required: command" in capsys.readouterr().err
