"""The TT-Lang kernels through the real compiler (tt-lang 1.1.1, compile-only on the mock p150a):
the backbone's kernels at every shape the input sizes of the size sweep and of the device tests
give (86 shapes, 0.1 to 0.3 s each), and the shipped ``generated/`` output of the CI subset
(``build.CI_SHAPES``) is what a fresh compile writes, byte for byte (all of it:
``python -m tt_depth_anything_3.backends.blackhole.kernels.build --check``, run once and
recorded in docs/kernels.md). Runs in the compiler venv (scripts/test_ttlang.sh); skipped where
``ttl`` is not the compiler (the CPU suite's tt-lang-sim)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from importlib.util import find_spec
from pathlib import Path

import pytest

from support.device_sizes import CI_SIZES
from support.input_sizes import sweep_sizes
from tt_depth_anything_3.backends.blackhole.kernels import KERNELS, build
from tt_depth_anything_3.backends.blackhole.kernels.compare import (
    compare_generated,
    extra_folders,
    folder_files,
)
from tt_depth_anything_3.backends.blackhole.kernels.compat import COMPAT_HEADERS
from tt_depth_anything_3.config.parts import VIT_SIZES

COMPILER_MISSING = (
    "the TT-Lang compiler (tt-lang) is not installed"
    if find_spec("ttl") is None
    else "only the TT-Lang simulator is installed, not the compiler"
    if find_spec("ttl._sim_only_marker") is not None or find_spec("ttl.ttl_api") is None
    else None
)
pytestmark = pytest.mark.skipif(COMPILER_MISSING is not None, reason=str(COMPILER_MISSING))
SECONDS_PER_COMPILE = 30.0  # measured: 0.1 to 0.3 s each on the mock; a hang fails


@pytest.fixture(scope="module")
def session() -> Iterator[build.CompileSession]:
    with build.CompileSession() as opened:
        yield opened


SHAPES = build.shapes_for(tuple(sorted(set(sweep_sizes()) | set(CI_SIZES))))


# The other backbones (vits, vitb, vitg: 6 / 12 / 24 heads of 64, width 384 / 768 / 1536) at the
# smallest, the default and the largest token count.
BACKBONE_TOKENS = (build.tokens_of(14, 280), 1370, build.tokens_of(1036, 1036))
BACKBONE_SHAPES = [
    build.Shape(kernel, tokens, vit["num_heads"] if kernel == "one_pass_attention" else width)
    for name, vit in sorted(VIT_SIZES.items())
    if name != "vitl"
    for width in (vit["embed_dim"],)
    for tokens in BACKBONE_TOKENS
    for kernel in KERNELS
    if kernel != "resize_bilinear"  # the head's, not the backbone's: test_resize_compiler
]  # the LayerNorm at vitg's 1536 fits since its CBs shrank (1.08 -> 0.89 MiB at 1024)


def test_compiles_run_their_passes_on_one_thread(session: build.CompileSession) -> None:
    """MLIR's pass thread pool is off in a session (kernels/ttl_patches.py): a CI run died of a
    SIGSEGV on a non-Python thread inside ``pm.run``. Two threads by default on this 2-core VM."""
    import ttl.ttl_api

    assert ttl.ttl_api.Context().get_num_threads() == 1


@pytest.mark.parametrize("shape", SHAPES + BACKBONE_SHAPES, ids=lambda s: s.name)
def test_kernel_compiles(session: build.CompileSession, tmp_path: Path, shape: build.Shape) -> None:
    start = time.perf_counter()
    session.compile(shape, tmp_path)
    assert time.perf_counter() - start < SECONDS_PER_COMPILE
    launch = (tmp_path / "launch.json").read_text()
    sources = sorted(p.name for p in tmp_path.glob("*.cpp"))
    assert len(sources) == 3, sources  # reader, compute, writer
    for source in sources:
        assert source in launch
        assert "void kernel_main()" in (tmp_path / source).read_text()


@pytest.mark.parametrize(
    "shape", [s for s in build.CI_SHAPES if s.kernel != "resize_bilinear"], ids=lambda s: s.name
)  # the resizes: test_resize_compiler
def test_shipped_output_is_a_fresh_compile(
    session: build.CompileSession, tmp_path: Path, shape: build.Shape
) -> None:
    written = folder_files(build.GENERATED / shape.name)
    assert written, f"nothing shipped for {shape.name}: run the kernels.build command"
    assert set(COMPAT_HEADERS) <= set(written)
    session.compile(shape, tmp_path / shape.name)
    assert compare_generated(tmp_path, build.GENERATED, [shape.name]) == [], (
        f"{shape.name} differs from a fresh compile: rerun "
        "python -m tt_depth_anything_3.backends.blackhole.kernels.build"
    )


def test_shipped_folders_are_the_shipped_shapes() -> None:
    names = [shape.name for shape in build.SHIPPED_SHAPES]
    assert extra_folders(build.GENERATED, names) == []
    assert all((build.GENERATED / name / "launch.json").is_file() for name in names)


def test_shipped_output_launches_with_generic_op() -> None:
    """``kernels.launch`` builds the ``ttnn.generic_op`` program of each shipped compile of the
    CI subset from its launch.json (all of them: ``python -m ...kernels.launch --all``), and the mock (in its own process: TT-Metal reads the environment once) accepts
    it. The C++ is built by the mock's sfpi stand-in, i.e. not compiled for real."""
    module = "tt_depth_anything_3.backends.blackhole.kernels.launch"
    done = subprocess.run(
        [sys.executable, "-m", module], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    accepted = [line for line in done.stdout.splitlines() if "accepted by ttnn.generic_op" in line]
    assert len(accepted) == len(build.CI_SHAPES), done.stdout[-3000:]


def test_a_check_prints_a_summary_and_logs_the_compiler(tmp_path: Path) -> None:
    """``build --check`` of one size printed about 4,100 lines of generated C++ and nanobind's
    leak report: now two lines, the compiler's output in ``--log``."""
    log = tmp_path / "build.log"
    module = "tt_depth_anything_3.backends.blackhole.kernels.build"
    done = subprocess.run(
        [sys.executable, "-m", module, "--check", "--sizes", "210x280", "--log", str(log)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert done.stdout.splitlines() == [
        done.stdout.splitlines()[0],
        f"the compiler's output: {log}",
    ]
    assert "are byte-identical to a fresh compile" in done.stdout
    assert done.stderr == "" and "void kernel_main()" in log.read_text(encoding="utf-8")


def test_the_generated_cpp_stays_in_the_session_folder(
    session: build.CompileSession, tmp_path: Path
) -> None:
    """tt-lang writes each kernel's C++ to /tmp/$USER/ and leaves it there (543 files in
    /tmp/default after one run of this suite); a session's go to its own folder, removed with
    it (kernels/ttl_patches.py)."""
    session.compile(build.Shape("residual_layer_norm", 1370, 1024), tmp_path)
    assert len(session.emitter.sources) == 3
    for source in session.emitter.sources:
        assert Path(source).parent == session.work / "kernels", source


def test_a_session_leaves_nothing_in_the_temporary_folder(tmp_path: Path) -> None:
    """ttnn 0.69's device open made Open MPI's job folder ``ompi.HOST.UID/jf.0/N`` in TMPDIR
    (``/tmp``) and nothing removed it: one more per compile session (``kernels.build``, each
    module of this suite); the session points TMPDIR into its own folder while it is open."""
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    code = (
        "import os\n"
        "from tt_depth_anything_3.backends.blackhole.kernels.build import CompileSession\n"
        "with CompileSession() as session:\n"
        "    pass\n"
        f"assert os.environ['TMPDIR'] == {str(tmp)!r}\n"
    )
    env = {**os.environ, "TMPDIR": str(tmp), "PYTHONPATH": ":".join(sys.path)}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert list(tmp.iterdir()) == []
