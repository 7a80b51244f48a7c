"""Hints added to ``tt-da3``'s usage errors: the flag meant by a typo, a glob the shell expanded
into many arguments where a command takes one INPUT, a file whose name begins with "-", a
file or folder argument given empty, a working folder that no longer exists, and the flag
an API parameter named in an error stands for."""

from __future__ import annotations

import argparse
import difflib
import os
import re

SHOWN_EXTRAS = 10  # unrecognized arguments named; a glob the shell expanded can be thousands


def unrecognized(parser: argparse.ArgumentParser, extras: list[str]) -> str:
    """argparse's ``unrecognized arguments: ...`` for ``extras``, the first ``SHOWN_EXTRAS``
    named, with the nearest flag or the one-INPUT hint."""
    shown = " ".join(extras[:SHOWN_EXTRAS])
    if len(extras) > SHOWN_EXTRAS:
        shown += f" ... ({len(extras) - SHOWN_EXTRAS} more)"
    hint = nearest_flag(parser, extras) or one_input_hint(parser, extras)
    return f"unrecognized arguments: {shown}{hint}"


def nearest_flag(parser: argparse.ArgumentParser, extras: list[str]) -> str:
    """`` (did you mean --format?)`` for the first unknown flag in ``extras`` that is close to
    one of ``parser``'s flags (flags are spelt out in full: ``allow_abbrev`` is off), else ""."""
    flags = [o for a in parser._actions for o in a.option_strings if o.startswith("--")]  # noqa: SLF001
    for extra in extras:
        name = extra.split("=", 1)[0]
        if not name.startswith("--"):
            continue
        near = [f for f in flags if f.startswith(name)]  # an abbreviation of one or more
        near = near or difflib.get_close_matches(name, flags, 1, 0.75)  # a typo
        if near:
            return f" (did you mean {' or '.join(near[:3])}?)"
    return ""


def command_hint(message: str, commands: list[str]) -> str:
    """`` (did you mean predict?)`` for argparse's ``invalid choice`` of a subcommand that is
    near one (``Predict``, ``predcit``); `` (tt-da3 --help ...)`` for ``help``; else ""."""
    match = re.match(r"argument command: invalid choice: '(.*?)'", message)
    if match is None:
        return ""
    word = match.group(1)
    if word.lower().lstrip("-") in ("help", "h"):
        return " (tt-da3 --help lists the commands; tt-da3 COMMAND --help says what one takes)"
    near = [c for c in commands if c == word.lower()]
    near = near or difflib.get_close_matches(word.lower(), commands, 1, 0.75)
    return f" (did you mean {near[0]}?)" if near else ""


def dash_file_hint(message: str, dash_files: list[str]) -> str:
    """`` (-x.jpg is a file: ...)`` when a usage error about a missing or unknown argument met
    a word that begins with "-" and names a file, which argparse takes for a flag: ``tt-da3
    predict -x.jpg`` said only "the following arguments are required: images"; else ""."""
    usage = ("the following arguments are required", "unrecognized arguments")
    if not dash_files or not message.startswith(usage):
        return ""
    name = dash_files[0]
    return f" ({name} is a file: put -- before names that begin with '-', or write ./{name})"


def one_input_hint(parser: argparse.ArgumentParser, extras: list[str]) -> str:
    """`` (INPUT is one ...: quote a glob ...)`` when a command that takes one INPUT (``video``,
    ``predict-dataset``) got more words: ``tt-da3 video frames/*.png`` unquoted gave the
    shell's list of files as "unrecognized arguments" and no word on why; else "". A word
    right after an unknown flag is taken for its value (``predict-dataset in --max-depth-m
    3``: a flag of predict's, not a second INPUT), not a stray one."""
    takes_one = any(a.dest == "input" and a.nargs is None for a in parser._actions)  # noqa: SLF001
    values = {i + 1 for i, extra in enumerate(extras) if extra.startswith("-") and "=" not in extra}
    strays = [e for i, e in enumerate(extras) if not e.startswith("-") and i not in values]
    if not takes_one or not strays:
        return ""
    return (
        " (INPUT is one folder, glob, list or video: quote a glob, 'frames/*.png', so that "
        "the shell does not expand it into many arguments, or give the folder)"
    )


# the commands' file and folder arguments (``--weights`` refuses a blank value by its type)
PATH_DESTS = frozenset(
    {"images", "input", "out", "cameras", "preview", "kitti_root", "gt_root", "split_file"}
    | {"predictions", "graph", "save_graph"}
)


def expand_home(parsed: argparse.Namespace) -> None:
    """``~`` expanded in the file and folder arguments (``PATH_DESTS``) the shell left it in:
    ``--out=~/depth`` (bash expands no ``~`` after ``--flag=``) or a quoted ``'~/x'``. The
    image inputs and ``--weights`` were expanded already, ``--out`` was not: ``predict``
    wrote to ``$HOME/depth`` beside an empty ``./~/depth``, ``reconstruct`` failed after its
    model ran, ``eval-kitti`` wrote into ``./~``. Left as it is where ``HOME`` is set empty
    (``~`` would be ``/``)."""
    if os.environ.get("HOME", None) == "":
        return
    for dest in PATH_DESTS:
        value = getattr(parsed, dest, None)
        if isinstance(value, str) and value.startswith("~"):
            setattr(parsed, dest, os.path.expanduser(value))
        elif isinstance(value, list) and any(
            isinstance(v, str) and v.startswith("~") for v in value
        ):
            setattr(
                parsed, dest, [os.path.expanduser(v) if isinstance(v, str) else v for v in value]
            )


def empty_path_argument(parser: argparse.ArgumentParser, parsed: argparse.Namespace) -> str:
    """argparse's error for a file or folder argument given as ``''`` (``--out "$OUT"`` with
    ``OUT`` unset), else "". An empty path is the current folder to ``pathlib``: ``predict
    --out ''`` wrote its depth maps into the working folder, ``reconstruct`` its scene, and
    ``predict ''`` read the working folder as its input."""
    for action in parser._actions:  # noqa: SLF001
        value = getattr(parsed, action.dest, None)
        if action.dest not in PATH_DESTS or value is action.default:
            continue
        if "" in (value if isinstance(value, list) else [value]):
            name = "/".join(action.option_strings) or action.dest
            current = f"pass {action.option_strings[0]} ." if action.option_strings else "pass ."
            return (
                f"argument {name}: names no file or folder, got '' (an unset shell variable?): "
                f"{current} for the current folder"
            )
    return ""


def working_folder_gone() -> bool:
    """Whether this process's working folder no longer exists (deleted, or moved away, after
    the shell went into it): ``os.getcwd()`` raises ``FileNotFoundError`` then, and so does
    every relative path made absolute."""
    try:
        os.getcwd()
    except FileNotFoundError:
        return True
    return False


def gone_folder_error(relative: str | None = None) -> str:
    """What ``tt-da3`` says when its working folder no longer exists, naming the relative
    path argument that cannot be found from it (``--out depth_out``), if one is known."""
    which = f", so {relative} cannot be found from it" if relative else ""
    return (
        f"the current folder no longer exists (it was deleted or moved){which}: cd into a "
        "folder that exists, or give absolute paths"
    )


def relative_path_argument(parser: argparse.ArgumentParser, parsed: argparse.Namespace) -> str:
    """The first file or folder argument of ``parsed`` (given, or its default: ``--out
    depth_out``) that is a relative path, as the command line spells it (``--out OUT``, or a
    positional argument's value); "" when every one is absolute."""
    for action in parser._actions:  # noqa: SLF001
        if action.dest not in PATH_DESTS | {"weights"}:
            continue
        value = getattr(parsed, action.dest, None)
        for path in value if isinstance(value, list) else [value]:
            if isinstance(path, (str, os.PathLike)) and not os.path.isabs(path):
                flag = f"{action.option_strings[0]} " if action.option_strings else ""
                return f"{flag}{os.fspath(path)}"
    return ""


# the API's parameter names whose flag is not the name with dashes
PARAMETER_FLAGS = {"weights_path": "--weights"}


def parameter_flags(message: str, parser: argparse.ArgumentParser) -> str:
    """`` (--weights)`` (`` (--resize-mode, --process-res)``) for the API's parameter names in a
    package error (``weights_path X does not exist``, ``process_res must be 14 to 4032``) that
    are flags of the command (``--process-res``), so the line names what to change on the
    command line; names of one word (``runtime``, ``device``) read as the flag already, and a
    flag the message names itself is not added again, nor one whose ``TT_DA3_*`` variable it
    names (``serve``'s value came from there). "" when there is none."""
    flags = {o for a in parser._actions for o in a.option_strings if o.startswith("--")}  # noqa: SLF001
    named: list[str] = []
    # a whole name, not a part of a path (a folder called weights_path, a file process_res.png)
    for match in re.finditer(r"(?<![\w/\\.-])([a-z]+(?:_[a-z]+)+)(?![\w/\\-]|\.\w)", message):
        name = match.group(1)
        flag = PARAMETER_FLAGS.get(name, "--" + name.replace("_", "-"))
        variable = "TT_DA3_" + flag[2:].upper().replace("-", "_")
        said = re.search(rf"{flag}(?![\w-])", message) or variable in message
        if flag in flags and flag not in named and not said:
            named.append(flag)
    return f" ({', '.join(named)})" if named else ""
