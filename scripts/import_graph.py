"""Import graph of the package, drawn from its source with ``ast``: cycles, upward imports
(against the layer table) and the longest import chain.

    python scripts/import_graph.py [--dot FILE]
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "code" / "tt_depth_anything_3"
NAME = "tt_depth_anything_3"


def module_name(path: Path, package: Path = PACKAGE) -> str:
    parts = list(path.relative_to(package.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imported(
    path: Path, modules: set[str], package: Path = PACKAGE, top_level: bool = False
) -> set[str]:
    """The package modules ``path`` imports: every run-time import, those inside functions
    included (``top_level``: only those that run when the module is imported); imports under
    ``if TYPE_CHECKING:`` are left out."""
    me = module_name(path, package)
    is_pkg = path.name == "__init__.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and is_type_checking(node):
            skip.update(id(n) for child in node.body for n in ast.walk(child))
    found: set[str] = set()
    nodes = tree.body if top_level else ast.walk(tree)
    for node in nodes:
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == NAME:
                    found.add(resolve(alias.name, modules))
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = me.split(".") if is_pkg else me.split(".")[:-1]
                base = base[: len(base) - (node.level - 1)]
                target = ".".join([*base, *(node.module.split(".") if node.module else [])])
            else:
                target = node.module or ""
            if target.split(".")[0] != NAME:
                continue
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                found.add(sub if sub in modules else resolve(target, modules))
    found.discard(me)
    return {m for m in found if m}


# The layers, top first: a module may import from its own layer's folder and from the layers
# below, never from one above. Within a layer, folders are independent except where
# ``SAME_LAYER`` lets one import another (listed pairs only).
LAYERS: tuple[tuple[str, ...], ...] = (
    ("cli", "server", "scale_out", "evaluation"),
    ("api",),
    ("exports",),
    ("geometry", "inference"),
    ("backends",),
    ("modeling",),
    ("checkpoints",),
    ("config",),
    ("version",),
)
SAME_LAYER: frozenset[tuple[str, str]] = frozenset(
    {
        ("cli", "server"),  # tt-da3 serve starts the server
        ("cli", "scale_out"),  # --replicas / --ray
        ("cli", "evaluation"),  # tt-da3 eval-kitti
        ("scale_out", "server"),  # a Serve replica runs the server's app
        ("scale_out", "evaluation"),  # eval-kitti --replicas reads the KITTI layout
        ("geometry", "inference"),  # a scene's views are preprocessed as single images are
    }
)


def folder(module: str) -> str:
    """The top folder (or root module) of a package module; "" for the package itself."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def layer_of(name: str) -> int:
    for index, names in enumerate(LAYERS):
        if name in names:
            return index
    raise KeyError(f"{name!r} is in no layer of LAYERS")


def upward_imports(edges: dict[str, set[str]]) -> list[str]:
    """Each import that points from a lower layer up to a higher one, or across a layer
    between folders ``SAME_LAYER`` does not pair ("a -> b (why)")."""
    found = []
    for module, targets in sorted(edges.items()):
        here = folder(module)
        if not here or module.endswith(".__main__"):
            continue  # the package's __init__ re-exports the public names; ``python -m`` entry
            # points run a command and are imported by nothing
        for target in sorted(targets):
            there = folder(target)
            if not there or there == here:
                if not there:
                    found.append(f"{module} -> {target} (the package root)")
                continue
            if layer_of(there) < layer_of(here):
                found.append(f"{module} -> {target} (up: {here} is below {there})")
            elif layer_of(there) == layer_of(here) and (here, there) not in SAME_LAYER:
                found.append(f"{module} -> {target} (across: {here} and {there} are peers)")
    return found


def resolve(name: str, modules: set[str]) -> str:
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name


def graph(package: Path = PACKAGE, top_level: bool = False) -> dict[str, set[str]]:
    """Module -> the package modules it imports (``imported``)."""
    paths = sorted(p for p in package.rglob("*.py") if "static" not in p.parts)
    modules = {module_name(p, package) for p in paths}
    return {module_name(p, package): imported(p, modules, package, top_level) for p in paths}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    sys.setrecursionlimit(10000)

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def longest_chain(edges: dict[str, set[str]]) -> list[str]:
    """The longest import chain (modules), on a graph without cycles."""
    best: dict[str, list[str]] = {}

    def chain(v: str) -> list[str]:
        if v not in best:
            tails = [chain(w) for w in edges.get(v, ()) if w in edges]
            best[v] = [v, *max(tails, key=len, default=[])]
        return best[v]

    return max((chain(v) for v in sorted(edges)), key=len, default=[])


def main() -> int:
    edges = graph()
    found = cycles(edges)
    short = {m: m.removeprefix(NAME + ".") for m in edges}
    print(f"{len(edges)} modules, {sum(len(v) for v in edges.values())} imports")
    print(f"cycles (every import): {len(found)}")
    for comp in found:
        print("  " + " <-> ".join(short[m] for m in comp))
    upward = upward_imports(edges)
    print(f"upward imports (every import, against LAYERS): {len(upward)}")
    for line in upward:
        print("  " + line)
    if found:
        return 1
    for label, top in (("every import", False), ("imports that run at import time", True)):
        path = longest_chain(graph(top_level=top))
        print(f"longest chain ({label}): {len(path)} modules")
        print("  " + " -> ".join(short.get(m, m) for m in path))
    return 1 if upward else 0


if __name__ == "__main__":
    raise SystemExit(main())
