"""The code's layout rules, read from the source with ``ast``: the package's layers (imports
point down only, no cycles, a short import chain, only the facade at the package root; the
import graph as ``scripts/import_graph.py`` draws it), no module imports another's private
(``_x``) names, ``model._backend`` is used only inside ``api.py``, and source files stay small
(400 lines at most)."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "code" / "tt_depth_anything_3"
TREES = [PACKAGE, ROOT / "tests", ROOT / "benchmarks", ROOT / "examples"]
MAX_LINES = 400
ROOT_MODULES = {"__init__", "__main__", "api", "version"}
MAX_CHAIN = 12  # modules in the longest chain of imports that run at import time


def load_import_graph():
    spec = importlib.util.spec_from_file_location("import_graph", ROOT / "scripts/import_graph.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


import_graph = load_import_graph()
# Files over the ceiling, each with why it is still allowed; shrink this list, never grow it.
OVERSIZED: dict[str, str] = {}


def sources() -> list[Path]:
    return sorted(
        p for tree in TREES if tree.is_dir() for p in tree.rglob("*.py") if "vendor" not in p.parts
    )


def layout_problems(package: Path) -> list[str]:
    """Every breach of the layer rules in ``package`` (cycles, upward or sideways imports,
    modules at the root other than the facade, folders in no layer), one line each."""
    edges = import_graph.graph(package)
    found = [" <-> ".join(c) + " (cycle)" for c in import_graph.cycles(edges)]
    found += import_graph.upward_imports(edges)
    roots = {p.stem for p in package.glob("*.py")} - ROOT_MODULES
    found += [
        f"{name}.py at the package root (move it into the folder of its job)"
        for name in sorted(roots)
    ]
    for folder in sorted(p.name for p in package.iterdir() if (p / "__init__.py").is_file()):
        try:
            import_graph.layer_of(folder)
        except KeyError:
            found.append(f"{folder}/ is in no layer of import_graph.LAYERS")
    return found


def test_package_layers_hold() -> None:
    assert layout_problems(PACKAGE) == []


def test_import_chain_is_short() -> None:
    chain = import_graph.longest_chain(import_graph.graph(PACKAGE, top_level=True))
    assert len(chain) <= MAX_CHAIN, " -> ".join(chain)


def test_layer_check_can_fail(tmp_path) -> None:
    """A cycle, an upward import, a sideways one, a module at the root and a folder in no layer
    are each found."""
    pkg = tmp_path / "tt_depth_anything_3"
    files = {
        "__init__.py": "",
        "api.py": "",
        "helpers.py": "",  # a root module
        "config/__init__.py": "",
        "config/a.py": "from . import b\n",
        "config/b.py": "from . import a\n",  # a cycle
        "modeling/__init__.py": "",
        "modeling/net.py": "def f():\n    from ..api import x\n",  # up, inside a function
        "server/__init__.py": "",
        "server/x.py": "from ..evaluation import y\n",  # across peers
        "evaluation/__init__.py": "",
        "evaluation/y.py": "",
        "misc/__init__.py": "",  # no layer
    }
    for name, text in files.items():
        (pkg / name).parent.mkdir(parents=True, exist_ok=True)
        (pkg / name).write_text(text)
    found = "\n".join(layout_problems(pkg))
    for expected in (
        "config.a <-> tt_depth_anything_3.config.b (cycle)",
        "modeling.net -> tt_depth_anything_3.api (up",
        "server.x -> tt_depth_anything_3.evaluation.y (across",
        "helpers.py at the package root",
        "misc/ is in no layer",
    ):
        assert expected in found, found


def test_tests_mirror_the_package() -> None:
    """Every test folder is named after the package folder it tests (``support``: helpers;
    ``blackhole``: ``backends/blackhole``, the largest backend, at the top)."""
    tests, package = ROOT / "tests", PACKAGE
    folders = {p.relative_to(tests).as_posix() for p in tests.glob("*/") if p.name[0] not in "._"}
    folders |= {p.relative_to(tests).as_posix() for p in tests.glob("backends/*/")}
    packages = {p.parent.relative_to(package).as_posix() for p in package.glob("*/__init__.py")}
    packages |= {p.parent.relative_to(package).as_posix() for p in package.glob("*/*/__init__.py")}
    extra = folders - packages - {"support", "fuzz_corpus", "blackhole"}
    assert not extra, f"test folders that mirror no package folder: {sorted(extra)}"


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


def test_test_file_names_are_unique() -> None:
    """pytest imports test modules by their file name (rootdir-relative, no packages): two test
    files of one name in different folders would shadow each other."""
    names: dict[str, list[str]] = {}
    for path in (ROOT / "tests").rglob("test_*.py"):
        names.setdefault(path.name, []).append(str(path.relative_to(ROOT)))
    clashes = {name: paths for name, paths in names.items() if len(paths) > 1}
    assert not clashes, clashes
