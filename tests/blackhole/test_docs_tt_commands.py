"""The documents' ``tt-da3 ... --device tt`` command lines name a model the Blackhole device
program runs (DA3Metric-Large / DA3Mono-Large, or the default model): SERVING.md showed
``tt-da3 video ... --device tt --weights DA3-LARGE/``, an any-view model the program refuses."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from tt_depth_anything_3.config.options import DEFAULT_MODEL_ID

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = ("README.md", "SERVING.md", "PYTHON.md", "EVALUATION.md")
RUNS_ON_TT = re.compile(r"(metric|mono)", re.IGNORECASE)


def tt_command_lines() -> list[tuple[str, int, str]]:
    """(document, line number, command) of every ``tt-da3`` line with ``--device tt``."""
    found = []
    for name in DOCUMENTS:
        for number, line in enumerate((ROOT / name).read_text(encoding="utf-8").splitlines(), 1):
            command = line.split("#", 1)[0].strip()
            if command.startswith("tt-da3 ") and re.search(r"--device tt(\s|$|:)", command):
                found.append((name, number, command))
    return found


def test_the_documents_hold_tt_command_lines() -> None:
    assert len(tt_command_lines()) >= 3  # the scan finds them: the check below is not empty


@pytest.mark.parametrize("document, number, command", tt_command_lines())
def test_a_tt_command_line_names_a_model_the_program_runs(document, number, command) -> None:
    words = shlex.split(command)
    model = DEFAULT_MODEL_ID
    for flag in ("--weights", "--model-id"):
        if flag in words:
            model = words[words.index(flag) + 1]
    assert RUNS_ON_TT.search(model), f"{document}:{number}: {model} does not run on tt: {command}"
