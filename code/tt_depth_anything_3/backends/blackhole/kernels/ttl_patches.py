"""What ``build.CompileSession`` changes in tt-lang 1.1.1's compile path (``ttl.ttl_api``).

- ``emit_runner_file``: the session's emitter (1.1.1's fails on compiler-allocated DFBs).
- ``_resolve_grid``: ``grid="full"`` is the chip's grid, not the slow-dispatch mock's 12x10.
- ``_compile_ttnn_kernel``: tells the emitter the PipeNet count, which the emitter is not given.
- ``Context``: MLIR contexts run their passes on the calling thread (``single_threaded``).

Installing twice (a second session in one process) wraps the originals, not the patches.
"""

from __future__ import annotations

import functools
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


def install(ttl_api: ModuleType, grid: tuple[int, int], emitter: Emitter) -> None:
    """Patch ``ttl_api`` (``ttl.ttl_api``) for a compile-only session on ``grid``."""
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
