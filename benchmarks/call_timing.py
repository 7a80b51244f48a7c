"""The timed calls every benchmark worker makes: one first (cold) call, then ``runs`` timed
calls, wall and CPU seconds each. No numpy or torch here: the peer's worker in
``bench_dacpp.py`` imports neither."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def time_calls(run: Callable[[], T], runs: int) -> tuple[T, float, list[float], list[float]]:
    """``run`` once (the cold call), then ``runs`` times -> (the last output, the cold call's
    seconds, each timed call's wall seconds, each one's CPU seconds of this process)."""
    t1 = time.perf_counter()
    output = run()
    first_s = time.perf_counter() - t1
    times, cpu_times = [], []
    for _ in range(runs):
        t, c = time.perf_counter(), time.process_time()
        output = run()
        times.append(time.perf_counter() - t)
        cpu_times.append(time.process_time() - c)
    return output, first_s, times, cpu_times


if __name__ == "__main__":  # a helper module, not a benchmark: say so
    import sys

    from script_args import helper_module

    sys.exit(helper_module(__file__, "bench.py and bench_dacpp.py"))
