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
