"""Hints added to ``tt-da3``'s usage errors for command lines a shell made: a glob it expanded
into many arguments where a command takes one INPUT."""

from __future__ import annotations

import argparse

SHOWN_EXTRAS = 10  # unrecognized arguments named; a glob the shell expanded can be thousands


def one_input_hint(parser: argparse.ArgumentParser, extras: list[str]) -> str:
    """`` (INPUT is one ...: quote a glob ...)`` when a command that takes one INPUT (``video``,
    ``predict-dataset``) got more words: ``tt-da3 video frames/*.png`` unquoted gave the
    shell's list of files as "unrecognized arguments" and no word on why; else ""."""
    takes_one = any(a.dest == "input" and a.nargs is None for a in parser._actions)  # noqa: SLF001
    if not takes_one or all(extra.startswith("-") for extra in extras):
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
