"""Every file or folder the docs name by its path is there: a repository path
(``tests/...``, ``benchmarks/...``, ``scripts/...``, ``kernels/...``) from the repository root,
a package path (``backends/...``, ``server/...``) from ``code/tt_depth_anything_3``. README.md
and PYTHON.md named ``kernels/generated/`` and ``kernels/simulator/``, which are in the
package's ``backends/blackhole/kernels/``; the repository's ``kernels/`` holds a README only."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "code" / "tt_depth_anything_3"
DOCS = ["README.md", "PYTHON.md", "SERVING.md", "EVALUATION.md"]
TOP = r"(?:tests|benchmarks|scripts|examples|media|docs|kernels|code|patches)"
SUB = (
    r"(?:api|exports|geometry|inference|backends|modeling|checkpoints|config|scale_out|server"
    r"|cli|evaluation)"
)
# not inside a longer path, a URL, ``~/x`` or ``$VAR/x``
PATH = re.compile(rf"(?<![\w/.~$-])((?:{TOP}|{SUB})/[\w./*-]*[\w*/])")


def is_there(path: str) -> bool:
    """``path`` names an existing file or folder (a glob: one match; ``x`` may be ``x.py``,
    ``module.NAME`` a name in ``module.py``)."""
    base = ROOT if re.match(TOP + "/", path) else PACKAGE
    if "*" in path:
        return any(base.glob(path.rstrip("/")))
    candidates = [path, path + ".py", re.sub(r"\.\w+$", ".py", path)]
    return any((base / candidate).exists() for candidate in candidates)


def missing_paths(text: str) -> list[str]:
    """The paths ``text`` names that are not there, with their line."""
    return [
        f"{text[: m.start()].count(chr(10)) + 1}: {m.group(1)}"
        for m in PATH.finditer(text)
        if not is_there(m.group(1))
    ]


def test_every_documented_path_is_there() -> None:
    texts = {doc: (ROOT / doc).read_text(encoding="utf-8") for doc in DOCS}
    assert sum(len(PATH.findall(text)) for text in texts.values()) > 100
    missing = [f"{doc}:{line}" for doc, text in texts.items() for line in missing_paths(text)]
    assert not missing, "paths the docs name that are not there:\n" + "\n".join(missing)


def test_the_path_check_can_fail() -> None:
    assert missing_paths("`kernels/generated/`") == ["1: kernels/generated/"]
    assert missing_paths("`backends/blackhole/kernels/generated/` in the package") == []
    assert missing_paths("x\n(`tests/support/checkpoints`, `scripts/nope.sh`)") == [
        "2: scripts/nope.sh"
    ]
    assert missing_paths("`benchmarks/results_dacpp_*_quiet.json`, ~/tests/x, $HOME/docs/y") == []
