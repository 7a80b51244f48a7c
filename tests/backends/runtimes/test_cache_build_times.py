"""Each first-build line says that build's own time: an entry built inside another's build
(the IR from the ONNX graph, the compiled model from the IR) was counted in the outer line too,
so "ONNX built in 25 s; IR built in 25 s; compiled built in 25 s" read as 75 s of work."""

from __future__ import annotations

import logging

from tt_depth_anything_3.backends.runtimes import build_times, cache


class Clock:
    """A perf_counter the builds move on by hand (no sleeps, no load-dependent times)."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_nested_build_line_says_its_own_time_and_the_total(runtime_cache, caplog, monkeypatch):
    clock = Clock()
    monkeypatch.setattr(build_times.time, "perf_counter", clock)
    caplog.set_level(logging.INFO, logger="tt_depth_anything_3.backends.runtimes")
    parts = {"model": "da3-small"}

    def onnx(folder):
        clock.now += 25

    def ir(folder):
        cache.cached_entry("onnx", parts, onnx)
        clock.now += 3

    def compiled(folder):
        cache.cached_entry("openvino-ir", parts, ir)
        clock.now += 2

    cache.cached_entry("openvino-compiled", parts, compiled)
    built = [r.getMessage() for r in caplog.records if ": built in " in r.getMessage()]
    assert len(built) == 3, built
    assert built[0].endswith(": built in 25 s"), built  # the innermost: no entries inside
    assert built[1].endswith(": built in 3 s (28 s in total, with the 25 s of the entries "
                             "built for it)"), built  # fmt: skip
    assert built[2].endswith(": built in 2 s (30 s in total, with the 28 s of the entries "
                             "built for it)"), built  # fmt: skip


def test_a_build_that_found_its_inputs_cached_says_one_time(runtime_cache, caplog, monkeypatch):
    clock = Clock()
    monkeypatch.setattr(build_times.time, "perf_counter", clock)
    caplog.set_level(logging.INFO, logger="tt_depth_anything_3.backends.runtimes")
    parts = {"model": "da3-small"}
    cache.cached_entry("onnx", parts, lambda folder: None)  # built before, at no cost
    caplog.clear()

    def ir(folder):
        cache.cached_entry("onnx", parts, lambda f: None)  # a cache hit: no build, no time
        clock.now += 4

    cache.cached_entry("openvino-ir", parts, ir)
    built = [r.getMessage() for r in caplog.records if ": built in " in r.getMessage()]
    assert len(built) == 1 and built[0].endswith(": built in 4 s"), built
