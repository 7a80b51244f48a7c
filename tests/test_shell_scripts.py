"""The set-up and test scripts a user and CI run (``scripts/*.sh``, ``.ci/run``), read without
running them: each parses, stops at the first failing command (``set -euo pipefail``), and
hides no failure in an ``a && b`` list standing on its own line (``set -e`` ignores a failure
of any command of such a list but the last: ``apt-get update -qq && apt-get install ...`` in
``setup.sh`` failed without a word)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = [*sorted((ROOT / "scripts").glob("*.sh")), ROOT / ".ci" / "run"]


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda path: path.name)
def test_the_script_parses_and_stops_at_a_failure(path: Path) -> None:
    done = subprocess.run(["bash", "-n", str(path)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "#!/usr/bin/env bash"
    assert "set -euo pipefail" in lines[:12], f"{path.name}: no set -euo pipefail near the top"


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda path: path.name)
def test_no_failure_hides_in_an_and_list(path: Path) -> None:
    """A line that is a bare ``a && b`` command (not an ``if``/``while`` condition, not in a
    subshell whose status is the list's, not ``[ ... ] && ...``, a test's own branch)."""
    hidden = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        code = line.split(" #")[0].strip()
        if "&&" not in code or code.startswith(("if ", "elif ", "while ", "#", "(", "[", "!")):
            continue
        if re.search(r"(if|while) .*&&.*; then", code):
            continue
        hidden.append(f"{number}: {code}")
    assert hidden == [], f"{path.name}: a failure before the last && goes unsaid: {hidden}"
