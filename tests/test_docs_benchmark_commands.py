"""Every ``benchmarks/NAME.py`` command the docs quote names a script that exists and only
flags its own argparse parser has (OPT_REPORT quoted ``auto_probe_stability.py --busy`` after
the flag became ``--load spin``). Each script's parser is read by running the script with
``ArgumentParser.parse_args`` stopped before it parses (no benchmark runs); a quoted command
without placeholders is also parsed by that parser, so that a value it refuses (a choice
renamed, a size it no longer takes) fails here too."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCS = ["README.md", "PYTHON.md", "SERVING.md", "EVALUATION.md", "OPT_REPORT.md"]
DOCS += [str(path.relative_to(ROOT)) for path in sorted((ROOT / "docs").glob("*.md"))]
# a quoted command: the script, then its arguments up to the end of the code span, table cell
# or line (a command wrapped over lines in prose is read up to its line's end)
COMMAND = re.compile(r"benchmarks/([a-z0-9_]+\.py)((?: +[^|`\n]*)?)")
FLAG = re.compile(r"(?<![\w-])--[a-z][a-z0-9-]*")
READER = """
import argparse, json, runpy, sys
folder, names = sys.argv[1], sys.argv[2:]
sys.path.insert(0, folder)


class Parsed(Exception):
    pass


def options(parser):
    # a subcommand's flags are the script's flags too (``convs --input``)
    found = set()
    for action in parser._actions:
        found.update(action.option_strings)
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                found.update(options(sub))
    return found


def stop(parser, *args, **kwargs):
    raise Parsed(sorted(options(parser)))


argparse.ArgumentParser.parse_args = stop
argparse.ArgumentParser.parse_known_args = stop
flags = {}
for name in names:
    sys.argv = [f"{folder}/{name}"]
    try:
        runpy.run_path(f"{folder}/{name}", run_name="__main__")
    except Parsed as parsed:
        flags[name] = parsed.args[0]
print(json.dumps(flags))
"""


def quoted_commands() -> list[tuple[str, str, str]]:
    """(doc, script, arguments) for each ``benchmarks/NAME.py`` command in the docs."""
    found = []
    for doc in DOCS:
        for match in COMMAND.finditer((ROOT / doc).read_text(encoding="utf-8")):
            found.append((doc, match.group(1), match.group(2)))
    return found


def parser_flags(names: list[str]) -> dict[str, list[str]]:
    """Each script's option strings, as its own argparse parser declares them."""
    done = subprocess.run(
        [sys.executable, "-c", READER, str(ROOT / "benchmarks"), *names],
        capture_output=True, text=True, timeout=600, cwd=ROOT,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_quoted_benchmark_commands_use_their_scripts_flags() -> None:
    commands = quoted_commands()
    assert len(commands) > 50
    names = sorted({script for _, script, _ in commands})
    missing = [name for name in names if not (ROOT / "benchmarks" / name).is_file()]
    assert missing == []
    # a script without argparse (fuzz_images.py: libFuzzer's -flags; the helper modules) is
    # not run: it takes no --flag
    parsed = [
        n
        for n in names
        if "ArgumentParser(" in (ROOT / "benchmarks" / n).read_text(encoding="utf-8")
    ]
    flags = parser_flags(parsed)
    unknown = [
        (doc, script, flag)
        for doc, script, arguments in commands
        for flag in FLAG.findall(arguments)
        if flag not in flags.get(script, [])
    ]
    assert unknown == []
    assert "--busy" not in flags["auto_probe_stability.py"]


PARSER = """
import argparse, json, runpy, sys
folder, commands = sys.argv[1], json.loads(sys.argv[2])
sys.path.insert(0, folder)
parse, parse_known = argparse.ArgumentParser.parse_args, argparse.ArgumentParser.parse_known_args


class Parsed(Exception):
    pass


def stop(parser, args=None, namespace=None):
    def refuse(message):
        raise Parsed(message)

    argparse.ArgumentParser.parse_args, argparse.ArgumentParser.parse_known_args = parse, parse_known
    parser.error = refuse
    parse(parser, quoted, namespace)
    raise Parsed("")


said = []
for name, quoted in commands:
    argparse.ArgumentParser.parse_args = argparse.ArgumentParser.parse_known_args = stop
    sys.argv = [f"{folder}/{name}", *quoted]
    try:
        runpy.run_path(f"{folder}/{name}", run_name="__main__")
    except Parsed as parsed:
        said.append(parsed.args[0])
print(json.dumps(said))
"""
# a placeholder the reader fills in (W, CKPT, PEER/..., <key>, [--optional], ...), or a comment
PLACEHOLDER = re.compile(r"[\[<#]|\.\.\.|\b[A-Z]{1,5}\b")
# what a command quoted in prose may lack: a value cut at the line's end, a required flag on
# the next line
UNFINISHED = ("expected one argument", "the following arguments are required")


def test_quoted_benchmark_commands_parse_with_their_scripts_parsers() -> None:
    """Each quoted command without placeholders is parsed by its script's own parser: a value
    it no longer takes (a renamed ``--load`` choice, a size it refuses) fails here."""
    commands = sorted(
        {
            (script, tuple(shlex.split(arguments)))
            for _, script, arguments in quoted_commands()
            if arguments.strip() and not PLACEHOLDER.search(arguments)
            and "ArgumentParser(" in (ROOT / "benchmarks" / script).read_text(encoding="utf-8")
        }
    )  # fmt: skip
    assert len(commands) > 20
    done = subprocess.run(
        [sys.executable, "-c", PARSER, str(ROOT / "benchmarks"), json.dumps(commands)],
        capture_output=True, text=True, timeout=600, cwd=ROOT,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    said = json.loads(done.stdout.strip().splitlines()[-1])
    assert len(said) == len(commands), done.stdout[-3000:]
    refused = [
        (script, " ".join(arguments), message)
        for (script, arguments), message in zip(commands, said, strict=True)
        if message and not any(part in message for part in UNFINISHED)
    ]
    assert refused == []
