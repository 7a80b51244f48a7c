"""The fused bilinear resize (``kernels/resize_bilinear.py``) through the real compiler (tt-lang
1.1.1, compile-only on the mock p150a): every resize of the device program's head at every input
size of the device tests' CI subset, both programs (69 compiles, 0.2 to 0.4 s each): the fast
program's are the shipped ``generated/`` output, checked to be a fresh compile byte for byte. Runs in
the compiler venv (scripts/test_ttlang.sh); skipped where ``ttl`` is not the compiler."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from importlib.util import find_spec
from pathlib import Path

import pytest

from support.device_sizes import CI_SIZES
from tt_depth_anything_3.backends.blackhole.kernels import build
from tt_depth_anything_3.backends.blackhole.numerics.resize_kernel import CB_BUDGET, cb_bytes

COMPILER_MISSING = (
    "the TT-Lang compiler (tt-lang) is not installed"
    if find_spec("ttl") is None
    else "only the TT-Lang simulator is installed, not the compiler"
    if find_spec("ttl._sim_only_marker") is not None or find_spec("ttl.ttl_api") is None
    else None
)
pytestmark = pytest.mark.skipif(COMPILER_MISSING is not None, reason=str(COMPILER_MISSING))
SECONDS_PER_COMPILE = 30.0  # measured: 0.2 to 0.4 s each on the mock; a hang fails
# the fast program's at the CI sizes (every API size ships them: ``build --check`` compares all)
SHIPPED = [shape for shape in build.CI_SHAPES if shape.kernel == "resize_bilinear"]
# the accurate program's (the shipped ones are compiled by the fresh-compile check below)
SHAPES = [
    shape
    for shape in build.resize_shapes_for(tuple(CI_SIZES), ("fast", "accurate"))
    if shape.name not in {s.name for s in SHIPPED}
]


def check_output(folder: Path, shape) -> None:
    """Three C++ threads, the matmul in the compute one, and the CBs the plan counts (the
    compiler allocates none of its own) within the budget."""
    launch = json.loads((folder / "launch.json").read_text())
    sources = sorted(p.name for p in folder.glob("*.cpp"))
    assert sources == [
        "ttlang_kernel_interpolate.cpp",
        "ttlang_kernel_read.cpp",
        "ttlang_kernel_write.cpp",
    ]
    assert "matmul_block" in (folder / "ttlang_kernel_interpolate.cpp").read_text()
    assert all(cb["source"] == "user" for cb in launch["cbs"])
    total = sum(cb["total_size"] for cb in launch["cbs"])
    size_in, size_out = shape.size_in, shape.size_out
    planned = cb_bytes(size_in, size_out, shape.chunk, shape.element_bytes, shape.block_wt)
    assert total == planned <= CB_BUDGET


@pytest.fixture(scope="module")
def session() -> Iterator[build.CompileSession]:
    with build.CompileSession() as opened:
        yield opened


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: s.name)
def test_resize_compiles(session: build.CompileSession, tmp_path: Path, shape) -> None:
    start = time.perf_counter()
    session.compile(shape, tmp_path)
    assert time.perf_counter() - start < SECONDS_PER_COMPILE
    check_output(tmp_path, shape)


@pytest.mark.parametrize("shape", SHIPPED, ids=lambda s: s.name)
def test_shipped_resize_is_a_fresh_compile(
    session: build.CompileSession, tmp_path: Path, shape
) -> None:
    shipped = build.GENERATED / shape.name

    def files(folder: Path) -> list[str]:  # the compat headers sit in sub-folders
        return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())

    written = files(shipped)
    assert written, f"nothing shipped for {shape.name}: run the kernels.build command"
    session.compile(shape, tmp_path)
    check_output(tmp_path, shape)
    assert files(tmp_path) == written
    for name in written:
        assert (tmp_path / name).read_bytes() == (shipped / name).read_bytes(), (
            f"{shape.name}/{name} differs from a fresh compile: rerun "
            "python -m tt_depth_anything_3.backends.blackhole.kernels.build"
        )
