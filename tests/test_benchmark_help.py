"""What the benchmark scripts tell a user before running: each ``--help`` description is a
whole paragraph of the script's docstring (not a first line cut mid-sentence, not a word
broken at a line end), read from the source without running the script."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"
SCRIPTS = sorted(BENCHMARKS.glob("*.py"))
# How a script may derive its description from its docstring, and what argparse then shows.
FIRST_PARAGRAPH = 'description=__doc__.split("\\n\\n")[0]'
WHOLE_DOCSTRING = "description=__doc__"


def description(path: Path) -> str | None:
    """The ``--help`` description of the script at ``path`` as argparse words it (spaces
    collapsed), or None where it builds no ``ArgumentParser`` with a description."""
    source = path.read_text(encoding="utf-8")
    doc = ast.get_docstring(ast.parse(source), clean=False) or ""
    if FIRST_PARAGRAPH in source:
        text = doc.split("\n\n")[0]
    elif re.search(re.escape(WHOLE_DOCSTRING) + r"\)", source):
        text = doc
    else:
        assert "description=" not in source, f"{path.name}: a description derived otherwise"
        return None
    return " ".join(text.split())


def test_the_scripts_describe_themselves() -> None:
    described = [path.name for path in SCRIPTS if description(path) is not None]
    assert len(described) > 40, described


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda path: path.name)
def test_help_description_is_whole(path: Path) -> None:
    text = description(path)
    if text is None:
        return
    assert text and text[-1] not in ",:;(-", f"{path.name} cut off: ...{text[-60:]!r}"
    broken = re.findall(r"\w+- \w+", text)
    assert broken == [], f"{path.name}: a word broken at a line end: {broken}"


@pytest.mark.parametrize("name", ["bench.py", "bench_runtimes.py"])
def test_side_by_side_help_names_defaults_and_configs(name: str) -> None:
    """``--help`` of the two side-by-side benchmarks says what a bare run does (a full-size
    da3metric-large at 336x504: it named no default) and which configurations exist."""
    done = subprocess.run(
        [sys.executable, str(BENCHMARKS / name), "--help"],
        capture_output=True, text=True, timeout=120, check=True,
    )  # fmt: skip
    text = " ".join(done.stdout.split())
    for said in ("default: da3metric-large", "default: 336x504", "timed calls (default:"):
        assert said in text, text
    assert "ours-int8" in text and ("openvino-int8w" in text) == (name == "bench_runtimes.py")
