"""README's "Layout" section against the package: every folder of the package has a row, every
folder, module and name a row gives exists, and every ``module.name`` of the "One call"
paragraph is defined where it says, so the description of the layout cannot drift from the
code."""

from __future__ import annotations

import ast
import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "code" / "tt_depth_anything_3"
ROW = re.compile(r"^\|[^|]*\| `([a-z_]+(?:/|\.py))` \| (.*) \|$", re.M)
NAME = re.compile(r"`([A-Za-z_][A-Za-z0-9_./]*)`")


def layout_section(readme: str) -> str:
    return readme[readme.index("## Layout") : readme.index("## Licence")]


def defined_names(path: Path) -> set[str]:
    """What a module defines: functions, classes (and their methods), assignments, and the
    names a package's ``__init__`` re-exports."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif isinstance(node, ast.ImportFrom) and path.name == "__init__.py":
            names.update(alias.asname or alias.name for alias in node.names)
    return names


def modules() -> list[Path]:
    return [p for p in PACKAGE.rglob("*.py") if "vendor" not in p.parts]


def exists_under(folder: Path, name: str) -> bool:
    """``name`` is a module, a folder or a defined name under ``folder`` (or in it, a file)."""
    if folder.is_file():
        return name in defined_names(folder)
    if any(folder.rglob(f"{name}.py")) or any(p.is_dir() for p in folder.rglob(name)):
        return True
    return any(name in defined_names(p) for p in folder.rglob("*.py") if "vendor" not in p.parts)


def missing_rows(section: str) -> list[str]:
    rows = ROW.findall(section)
    named = {where.rstrip("/") for where, _ in rows}
    folders = {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").is_file()}
    found = [f"no row for {name}/" for name in sorted(folders - named)]
    found += [f"a row for {name}, not a folder" for name in sorted(named - folders - {"api.py"})]
    for where, what in rows:
        folder = PACKAGE / where.rstrip("/")
        for name in NAME.findall(what):
            for part in filter(None, name.split("/")):
                if not exists_under(folder, part.split(".")[-1]):
                    found.append(f"{where}: {name}")
    return found


# Rows that name every module of a folder: row -> (where its list starts, "" for the whole row;
# the folder).
COMPLETE = {"cli/": ("", "cli"), "server/": ("`routes/` (", "server/routes")}


def unlisted_modules(section: str) -> list[str]:
    """The modules of ``COMPLETE``'s folders that their row does not name."""
    rows = dict(ROW.findall(section))
    found = []
    for row, (start, folder) in COMPLETE.items():
        what = rows.get(row, "")
        listed = what.partition(start)[2].split(")")[0] if start else what
        names = set(NAME.findall(listed))
        for path in sorted((PACKAGE / folder).glob("*.py")):
            if path.stem not in ("__init__", "__main__", *names):
                found.append(f"{folder}/{path.name}")
    return found


def is_defined(dotted: str) -> bool:
    """``a.b.c`` is a module path, or some prefix of it is a module (path suffix) or a class
    that defines the next part."""
    parts = dotted.split(".")
    paths = {p.relative_to(PACKAGE).with_suffix("").as_posix(): p for p in modules()}
    for k in range(1, len(parts) + 1):
        prefix = "/".join(parts[:k])
        for module, path in paths.items():
            if not (module == prefix or module.endswith("/" + prefix)):
                if not (
                    module.endswith("/__init__") and module[: -len("/__init__")].endswith(prefix)
                ):
                    continue
            if k == len(parts) or parts[k] in defined_names(path):
                return True
    # Class.method: a class defined somewhere, with the method in the same module.
    return any(
        parts[0] in defined_names(path) and all(p in defined_names(path) for p in parts[1:])
        for path in modules()
    )


def missing_call_names(section: str) -> list[str]:
    paragraph = section[section.index("One call of") :]
    names = [n for n in NAME.findall(paragraph) if "." in n and "/" not in n]
    return [n for n in names if not is_defined(n)]


def readme() -> str:
    return (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_layout_table_matches_the_package() -> None:
    assert missing_rows(layout_section(readme())) == []


def test_the_command_and_route_modules_are_all_listed() -> None:
    """The ``cli/`` row left out ``cache`` and ``export``, ``routes/`` ``docs``, ``stream`` and
    ``upgrade``."""
    assert unlisted_modules(layout_section(readme())) == []


def test_the_one_call_paragraph_names_real_code() -> None:
    assert missing_call_names(layout_section(readme())) == []


def test_the_layout_checks_can_fail() -> None:
    section = layout_section(readme())
    broken = section.replace("`schedule` (read-ahead", "`scheduling` (read-ahead")
    broken = broken.replace("`jobs.prepare_job`", "`jobs.prepare_work`")
    broken = broken.replace("| | `scale_out/` |", "| | `scaleout/` |")
    assert "scale_out: no row" not in missing_rows(broken)
    assert "no row for scale_out/" in missing_rows(broken)
    assert "inference/: scheduling" in missing_rows(broken)
    assert missing_call_names(broken) == ["jobs.prepare_work"]
    assert unlisted_modules(broken.replace("`upgrade` for", "for")) == ["server/routes/upgrade.py"]


# What the repository's top level holds (the brief's layout); a run's debris (a log, a
# nohup.out) is not tracked.
TOP_LEVEL = {
    ".ci", ".gitignore", "EVALUATION.md", "LICENSE", "OPT_REPORT.md", "PYTHON.md", "README.md",
    "SERVING.md", "benchmarks", "code", "docs", "examples", "kernels", "media", "patches",
    "pytest.ini", "ruff.toml", "scripts", "tests", "tt-model.yaml",
}  # fmt: skip


def test_the_top_level_holds_only_the_layout() -> None:
    root = Path(__file__).resolve().parents[1]
    listed = subprocess.run(
        ["git", "ls-files"], cwd=root, capture_output=True, text=True, check=True
    ).stdout.split()
    if not listed:
        pytest.skip("not a git checkout")
    stray = sorted({name.split("/")[0] for name in listed} - TOP_LEVEL)
    assert stray == [], f"tracked at the top level beside the layout: {stray}"
