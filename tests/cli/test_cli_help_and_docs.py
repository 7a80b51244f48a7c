"""``tt-da3 <command> --help`` and PYTHON.md's synopses agree: every flag has a help text (and
so its default shown), every flag of a command PYTHON.md writes a synopsis for is in it, and a
flag is in brackets there exactly when the command does not require it."""

from __future__ import annotations

import argparse
import re
from dataclasses import fields
from pathlib import Path

import pytest

from tt_depth_anything_3.cli import build_parser
from tt_depth_anything_3.config.options import ModelOptions

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "PYTHON.md").read_text(encoding="utf-8")
# the model flags are listed once for every command (PYTHON.md's first Command line bullet)
MODEL_FLAGS = {"--" + f.name.replace("_", "-") for f in fields(ModelOptions)} | {"--model-id"}
SYNOPSES = ["info", "predict", "reconstruct", "video", "export", "estimate", "calibrate-attention"]
# flags written outside brackets though the parser cannot require them: one of the two is
ONE_OF = {"estimate": {"--size", "--graph"}}
FLAG = re.compile(r"(?<![\w-])--[a-z][a-z0-9-]*")


def commands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))  # noqa: SLF001
    return dict(action.choices)


def options(parser: argparse.ArgumentParser) -> dict[str, argparse.Action]:
    return {a.option_strings[-1]: a for a in parser._actions if a.option_strings}  # noqa: SLF001


def bullet(command: str) -> str:
    """The PYTHON.md bullet that starts with ``- `tt-da3 <command> ``, up to the next bullet."""
    start = DOC.index(f"- `tt-da3 {command} ")
    end = re.compile(r"\n(- |\n)").search(DOC, start + 1)
    return DOC[start : end.start() if end else len(DOC)]


def synopsis_flags(command: str) -> dict[str, bool]:
    """flag -> whether it is written inside brackets, in the bullet's code spans that start
    with ``tt-da3 <command>``."""
    flags: dict[str, bool] = {}
    for span in re.findall(r"`(tt-da3 [^`]*)`", bullet(command)):
        if not span.startswith(f"tt-da3 {command}"):
            continue
        depth = 0
        for at, char in enumerate(span):
            depth += {"[": 1, "]": -1}.get(char, 0)
            match = FLAG.match(span, at) if char == "-" else None
            if match and (at == 0 or span[at - 1] in " [|"):
                flags.setdefault(match.group(), depth > 0)
    return flags


def test_every_flag_has_a_help_text() -> None:
    """``--resize-mode``, ``export --format``, ``estimate --device-model`` and a few more had
    none, so ``--help`` said neither what they do nor their default."""
    bare = [
        f"{name} {flag}"
        for name, parser in commands().items()
        for flag, action in options(parser).items()
        if not action.help
    ]
    assert not bare, f"flags without help text: {bare}"


@pytest.mark.parametrize("command", SYNOPSES)
def test_the_synopsis_names_every_flag(command: str) -> None:
    """``estimate --attention`` and ``predict`` / ``reconstruct --no-progress`` were missing."""
    documented = set(synopsis_flags(command)) | set(FLAG.findall(bullet(command)))
    flags = set(options(commands()[command])) - {"--help"} - MODEL_FLAGS
    assert not flags - documented, f"tt-da3 {command}: not in PYTHON.md: {flags - documented}"


@pytest.mark.parametrize("command", SYNOPSES)
def test_brackets_mark_exactly_the_optional_flags(command: str) -> None:
    """``reconstruct --out DIR`` and ``export --format`` were written as required; both have a
    default."""
    actions = options(commands()[command])
    wrong = []
    for flag, optional in synopsis_flags(command).items():
        assert flag in actions, f"tt-da3 {command} has no {flag}"
        required = actions[flag].required or flag in ONE_OF.get(command, ())
        if optional == required:
            wrong.append(f"{flag} written {'optional' if optional else 'required'}")
    assert not wrong, f"tt-da3 {command}: {wrong}"


def test_every_command_builds_without_docstrings(monkeypatch, tmp_path):
    """Under ``python -OO`` (``PYTHONOPTIMIZE=2``: docstrings stripped) every ``tt-da3``
    command died with ``AttributeError: 'NoneType' object has no attribute 'splitlines'``: the
    parser's description was read from the module docstring (``video``'s too)."""
    import os
    import subprocess
    import sys

    build_parser()  # every command's module imported
    for name, module in list(sys.modules.items()):
        if name.startswith("tt_depth_anything_3"):
            monkeypatch.setattr(module, "__doc__", None)
    parser = build_parser()
    assert "Depth Anything 3" in parser.format_help()
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for command in commands.choices.values():
        command.format_help()
    from tt_depth_anything_3.backends.blackhole.kernels import build

    with pytest.raises(SystemExit) as done:
        build.main(["--help"])
    assert done.value.code == 0
    env = {**os.environ, "PYTHONPYCACHEPREFIX": str(tmp_path)}
    shown = subprocess.run(
        [sys.executable, "-OO", "-m", "tt_depth_anything_3.cli", "--help"],
        capture_output=True, text=True, env=env, timeout=120, check=False,
    )  # fmt: skip
    assert shown.returncode == 0, shown.stderr[-500:]


def test_every_command_help_starts_with_its_name() -> None:
    """``tt-da3 reconstruct --help`` and ``tt-da3 cache --help`` opened with a bare sentence
    ("One scene ...", "The package's caches ..."), where every other command's says
    ``tt-da3 <command>: ...``."""
    unnamed = [
        name
        for name, parser in commands().items()
        if not (parser.description or "").startswith(f"tt-da3 {name}")
    ]
    assert not unnamed, f"descriptions not starting with 'tt-da3 <command>': {unnamed}"


def test_every_default_is_written_default_colon() -> None:
    """``--format``'s help said ``(default png)`` / ``(default glb)`` and ``--resource``'s
    ``(default 'tt' for --device tt)``, where every other flag says ``(default: ...)``."""
    odd = [
        f"{name} {flag}: {action.help}"
        for name, parser in commands().items()
        for flag, action in options(parser).items()
        if re.search(r"\(default (?!for\b)", action.help or "")
    ]
    assert not odd, f"defaults not written '(default: ...)': {odd}"
