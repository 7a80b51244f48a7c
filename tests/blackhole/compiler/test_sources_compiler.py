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


@pytest.mark.parametrize("name", KERNELS)
def test_each_docstring_says_which_tool_runs_its_file(name: str) -> None:
    """The compiler sources said "Run under the simulator: ``tt-lang-sim NAME.py``", which
    tt-lang-sim 1.1.6 refuses (its error printer then fails: FileNotFoundError
    .../ttl/ttl/diagnostics.py); the simulator copy of the attention said it was located with
    ``kernel_path`` (the compiler source's)."""
    compiler = ast.get_docstring(ast.parse(kernel_path(name).read_text(encoding="utf-8")))
    simulator = ast.get_docstring(
        ast.parse(simulator_kernel_path(name).read_text(encoding="utf-8"))
    )
    assert compiler and simulator
    assert f"tt-lang-sim {name}.py" not in compiler and "kernels.build" in compiler
    assert "simulator_kernel_path" in compiler and "not this file" in compiler
    assert f"tt-lang-sim {name}.py" in simulator
    assert "kernels.kernel_path" not in simulator


def test_the_layer_norm_docstrings_give_the_compiled_dtypes() -> None:
    """gamma and beta are bfloat16 in the compile (``build.tensor_specs``), in the device
    program and in both sources' ``run``; both docstrings said float32."""
    from tt_depth_anything_3.backends.blackhole.kernels.build import Shape, tensor_specs

    specs = {s.name: s for s in tensor_specs(Shape("residual_layer_norm", 1370, 1024))}
    assert specs["gamma"].dtype == specs["beta"].dtype == "bfloat16"
    for path in (kernel_path, simulator_kernel_path):
        doc = " ".join(path("residual_layer_norm").read_text(encoding="utf-8").split())
        assert "gamma, beta (32, dim) bfloat16" in doc
