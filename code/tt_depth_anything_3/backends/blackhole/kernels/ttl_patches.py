"""What ``build.CompileSession`` changes in tt-lang 1.1.1's compile path (``ttl.ttl_api``).

- ``emit_runner_file``: the session's emitter (1.1.1's fails on compiler-allocated DFBs).
- ``_resolve_grid``: ``grid="full"`` is the chip's grid, not the slow-dispatch mock's 12x10.
- ``_compile_ttnn_kernel``: tells the emitter the PipeNet count, which the emitter is not given.
- ``Context``: MLIR contexts run their passes on the calling thread (``single_threaded``).
- ``_write_kernel_to_tmp``: the generated C++ goes to the session's own folder (removed with
  it), not to ``/tmp/$USER/``, where 1.1.1 leaves every kernel of every compile (hundreds of
  files per test run, in ``/tmp`` whatever ``TMPDIR`` says; ``/tmp/default`` without ``USER``).

Installing twice (a second session in one process) wraps the originals, not the patches.
"""

from __future__ import annotations

import functools
import hashlib
from pathlib import Path
from types import ModuleType
from typing import Any, Protocol


class Emitter(Protocol):
    """The session's stand-in for ``emit_runner_file``."""

    num_pipe_nets: int

    def __call__(self, *args: Any) -> str: ...


def single_threaded(context_class: type) -> type:
    """``context_class`` (an MLIR ``Context``) whose passes run on the calling thread.

    A CI run of the compiler tests died with SIGSEGV on a thread without Python (faulthandler
    named no current thread) while the main thread was in ``pm.run``: the pipeline's
    ``func.func(...)`` passes run on MLIR's thread pool, one task per kernel function. On one
    thread the 124 compiles of ``test_kernels_compiler`` took as long (18.1-18.5 s CPU against
    16.1-18.6 s, two runs each, interleaved, on the 2-core AMD EPYC Zen 4 VM), and the generated
    C++ is byte for byte the same (``test_shipped_output_is_a_fresh_compile``).
    """
    if getattr(context_class, "runs_on_one_thread", False):
        return context_class

    class SingleThreadedContext(context_class):  # type: ignore[misc, valid-type]
        runs_on_one_thread = True

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.enable_multithreading(False)

    return SingleThreadedContext


def kernel_writer(folder: Path) -> Any:
    """``_write_kernel_to_tmp`` writing into ``folder``: the same file names (the content hash
    the shipped names drop) and the same lines on stdout (the build's compiler log)."""

    def write_kernel(name: str, source: str) -> str:
        digest = hashlib.md5(source.encode()).hexdigest()[:8]
        path = folder / f"ttlang_kernel_{name}_{digest}.cpp"
        folder.mkdir(parents=True, exist_ok=True)
        path.write_text(source, encoding="utf-8")
        print(f"=== {name} kernel written to {path} ===\n{source}\n{'=' * 60}")
        return str(path)

    return write_kernel


def install(
    ttl_api: ModuleType, grid: tuple[int, int], emitter: Emitter, folder: Path | None = None
) -> None:
    """Patch ``ttl_api`` (``ttl.ttl_api``) for a compile-only session on ``grid``; ``folder``:
    where the generated C++ is written (None: tt-lang's ``/tmp/$USER/``)."""
    resolve = getattr(ttl_api._resolve_grid, "__wrapped__", ttl_api._resolve_grid)
    compile_kernel = getattr(
        ttl_api._compile_ttnn_kernel, "__wrapped__", ttl_api._compile_ttnn_kernel
    )

    @functools.wraps(resolve)
    def resolve_grid(requested: Any, args: Any, kwargs: Any) -> Any:
        return grid if requested == "full" else resolve(requested, args, kwargs)

    @functools.wraps(compile_kernel)
    def compile_with_pipe_nets(*args: Any, num_pipe_nets: int = 0, **kwargs: Any) -> Any:
        emitter.num_pipe_nets = num_pipe_nets
        return compile_kernel(*args, num_pipe_nets=num_pipe_nets, **kwargs)

    ttl_api.emit_runner_file = emitter
    ttl_api._resolve_grid = resolve_grid
    ttl_api._compile_ttnn_kernel = compile_with_pipe_nets
    ttl_api.Context = single_threaded(ttl_api.Context)
    if folder is not None:
        ttl_api._write_kernel_to_tmp = kernel_writer(folder)
