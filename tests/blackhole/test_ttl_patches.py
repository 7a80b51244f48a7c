"""``kernels.ttl_patches`` on a stand-in for ``ttl.ttl_api`` (the real one: the compiler suite):
what a compile session changes, and that a second session in one process wraps the originals."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from tt_depth_anything_3.backends.blackhole.kernels import ttl_patches


class FakeContext:
    """An MLIR ``Context`` as far as the patch sees it."""

    def __init__(self) -> None:
        self.threads = 2

    def enable_multithreading(self, enabled: bool) -> None:
        self.threads = 2 if enabled else 1


class FakeEmitter:
    num_pipe_nets = 0

    def __call__(self, *args: Any) -> str:
        return "runner.py"


def fake_ttl_api() -> SimpleNamespace:
    def resolve_grid(grid: Any, args: Any, kwargs: Any) -> Any:
        return ("resolved", grid)

    def compile_ttnn_kernel(*args: Any, num_pipe_nets: int = 0, **kwargs: Any) -> Any:
        return ("compiled", args, num_pipe_nets)

    return SimpleNamespace(
        Context=FakeContext,
        _resolve_grid=resolve_grid,
        _compile_ttnn_kernel=compile_ttnn_kernel,
        emit_runner_file=None,
    )


def test_a_session_compiles_on_one_thread_with_its_grid_and_emitter() -> None:
    api, emitter = fake_ttl_api(), FakeEmitter()
    ttl_patches.install(api, (11, 10), emitter)
    assert api.Context().threads == 1
    assert isinstance(api.Context(), FakeContext)
    assert api._resolve_grid("full", (), {}) == (11, 10)
    assert api._resolve_grid((2, 2), (), {}) == ("resolved", (2, 2))
    assert api._compile_ttnn_kernel("k", num_pipe_nets=3) == ("compiled", ("k",), 3)
    assert emitter.num_pipe_nets == 3
    assert api.emit_runner_file is emitter


def test_a_second_session_wraps_the_originals_not_the_first_patches() -> None:
    api = fake_ttl_api()
    first, second = FakeEmitter(), FakeEmitter()
    ttl_patches.install(api, (11, 10), first)
    context_class = api.Context
    ttl_patches.install(api, (12, 10), second)
    assert api.Context is context_class  # not a subclass of the subclass
    assert api._resolve_grid("full", (), {}) == (12, 10)
    api._compile_ttnn_kernel("k", num_pipe_nets=2)
    assert (first.num_pipe_nets, second.num_pipe_nets) == (0, 2)
    assert api._resolve_grid.__wrapped__.__name__ == "resolve_grid"
    assert api._resolve_grid.__wrapped__("full", (), {}) == ("resolved", "full")


def test_a_session_writes_the_generated_cpp_into_its_own_folder(tmp_path, capsys) -> None:
    """tt-lang 1.1.1 writes every kernel it generates to ``/tmp/$USER/`` (``/tmp/default``
    without USER) and never removes it: 543 files there after one compiler suite run."""
    api = fake_ttl_api()
    api._write_kernel_to_tmp = lambda name, source: f"/tmp/default/ttlang_kernel_{name}.cpp"
    ttl_patches.install(api, (11, 10), FakeEmitter(), tmp_path / "kernels")
    path = api._write_kernel_to_tmp("read", "void kernel_main() {}")
    assert path == str(tmp_path / "kernels" / "ttlang_kernel_read_35e07214.cpp")
    assert (tmp_path / "kernels" / "ttlang_kernel_read_35e07214.cpp").read_text() == (
        "void kernel_main() {}"
    )
    assert f"=== read kernel written to {path} ===" in capsys.readouterr().out
