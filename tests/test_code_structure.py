"""The code's layout rules, read from the source with ``ast``: no module imports another's
private (``_x``) names, ``model._backend`` is used only inside ``api.py``, and source files stay
small (400 lines at most)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "code" / "tt_depth_anything_3"
TREES = [PACKAGE, ROOT / "tests", ROOT / "benchmarks", ROOT / "examples"]
MAX_LINES = 400
# Files over the ceiling, each with why it is still allowed; shrink this list, never grow it.
OVERSIZED: dict[str, str] = {}


def sources() -> list[Path]:
    return sorted(p for tree in TREES if tree.is_dir() for p in tree.rglob("*.py"))


def is_private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def package_module(path: Path, node: ast.ImportFrom) -> str | None:
    """The package module an import reads from (dotted, from ``tt_depth_anything_3``), or None
    for third-party and test-helper modules."""
    if node.level == 0:
        module = node.module or ""
        return module if module.split(".")[0] == "tt_depth_anything_3" else None
    if PACKAGE not in path.parents:
        return None
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)[: -node.level]
    return ".".join([*parts, *(node.module.split(".") if node.module else [])])


def private_imports(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.ImportFrom):
            continue
        module = package_module(path, node)
        if module is None:
            continue
        names = [a.name for a in node.names if is_private(a.name)]
        names += [part for part in module.split(".") if is_private(part)]
        where = path.relative_to(ROOT) if ROOT in path.parents else path.name
        found += [f"{where}:{node.lineno} {module}.{name}" for name in names]
    return found


def test_no_private_names_imported_across_modules() -> None:
    found = [hit for path in sources() for hit in private_imports(path)]
    assert not found, "private names imported from another module:\n" + "\n".join(found)


def test_private_import_check_can_fail(tmp_path) -> None:
    """The checker itself sees a private import (a name, or a private module)."""
    (tmp_path / "x.py").write_text(
        "from tt_depth_anything_3.api import _hidden, DepthAnything3\n"
        "from tt_depth_anything_3._secret import thing\n"
        "from os import _exit\n"
    )
    assert private_imports(tmp_path / "x.py") == [
        "x.py:1 tt_depth_anything_3.api._hidden",
        "x.py:2 tt_depth_anything_3._secret._secret",
    ]


def test_model_backend_is_private_to_api() -> None:
    found = []
    for path in sources():
        if path == PACKAGE / "api.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr == "_backend":
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not found, "._backend used outside api.py (use describe() or backends.create):\n" + (
        "\n".join(found)
    )


@pytest.mark.parametrize("path", sources(), ids=lambda p: str(p.relative_to(ROOT)))
def test_source_files_stay_small(path: Path) -> None:
    """The package, the tests, the benchmarks and the examples alike."""
    lines = len(path.read_text(encoding="utf-8").splitlines())
    key = str(path.relative_to(PACKAGE if PACKAGE in path.parents else ROOT))
    if key in OVERSIZED:
        return
    assert lines <= MAX_LINES, f"{key}: {lines} lines > {MAX_LINES}; split it by job"
