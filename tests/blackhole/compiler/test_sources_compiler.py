"""The compiler sources (``kernels/NAME.py``, tt-lang 1.1.1) and the simulator sources
(``kernels/simulator/NAME.py``, tt-lang-sim 1.1.6) are one algorithm in two spellings: the same
module constants, operation signature and host driver. Read with ``ast``; no ``ttl`` needed, so
this runs in the CPU suite too."""

from __future__ import annotations

import ast

import pytest

from tt_depth_anything_3.backends.blackhole.kernels import (
    KERNELS,
    kernel_path,
    simulator_kernel_path,
)


def parts(source: str, name: str) -> dict[str, str]:
    """The module constants, the operation's signature and the ``run`` driver of a kernel file."""
    tree = ast.parse(source)
    found = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and all(isinstance(t, ast.Name) for t in node.targets):
            found["const " + ast.unparse(node.targets[0])] = ast.unparse(node.value)
        elif isinstance(node, ast.FunctionDef) and node.name == name:
            found["signature"] = ast.unparse(node.args)
        elif isinstance(node, ast.FunctionDef) and node.name == "run":
            found["run"] = ast.unparse(node)
    return found


@pytest.mark.parametrize("name", KERNELS)
def test_compiler_and_simulator_sources_agree(name: str) -> None:
    compiler = parts(kernel_path(name).read_text(), name)
    simulator = parts(simulator_kernel_path(name).read_text(), name)
    assert {"signature", "run"} <= compiler.keys()
    assert compiler == simulator
