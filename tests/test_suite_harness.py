"""The suite's own harness: ``support.ast_reentry`` keeps pytest's source parsing alive on
CPython 3.11 when a garbage-collection pass inside ``ast.parse`` runs a finaliser that parses."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent

# Objects in reference cycles whose finaliser parses (as one that logs a traceback does on
# 3.11), collected while a large module is parsed; prints how many of 10 parses failed.
PROGRAM = textwrap.dedent(
    """
    import ast, sys
    sys.path.insert(0, {tests!r})
    if sys.argv[1] == "installed":
        from support import ast_reentry
        ast_reentry.install()
        ast_reentry.install()
    source = "\\n".join(f"v{{i}} = (i, {{i}} + 1, [{{i}}])" for i in range(1000))

    class ParsesWhenCollected:
        def __init__(self):
            self.cycle = self

        def __del__(self):
            ast.parse("x = 1")

    failures = 0
    for _ in range(10):
        for _ in range(500):
            ParsesWhenCollected()
        try:
            ast.parse(source)
        except SystemError as error:
            assert "recursion depth mismatch" in str(error), error
            failures += 1
    print(failures)
    """
)


def _failures(mode: str) -> int:
    program = PROGRAM.format(tests=str(TESTS))
    done = subprocess.run(
        [sys.executable, "-c", program, mode], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return int(done.stdout)


def test_parse_survives_a_finaliser_that_parses() -> None:
    assert _failures("installed") == 0


def test_the_interpreter_bug_is_what_the_harness_works_around() -> None:
    """On 3.11 the plain ``ast.parse`` fails here (so the test above tests something); later
    interpreters track the depth per call and do not."""
    failures = _failures("plain")
    if sys.version_info[:2] == (3, 11):
        assert failures > 0
    else:
        assert failures == 0


def test_the_suite_caches_under_its_temporary_root(tmp_path_factory) -> None:
    """The runtimes' engines, gate results and checkpoint-digest memos the suite builds go to a
    folder of the run (``conftest.package_cache``), not the user's ``~/.cache`` (the suite
    left about 230 bytes a checkpoint load there, and read engines an earlier run left)."""
    from tt_depth_anything_3.backends.runtimes import cache
    from tt_depth_anything_3.config.cache_folder import package_cache_folder

    root = tmp_path_factory.getbasetemp().parent.resolve()
    assert package_cache_folder().resolve().is_relative_to(root)
    assert cache.cache_root().resolve().is_relative_to(root)


def test_each_xdist_worker_keeps_ray_files_apart() -> None:
    """Two workers sharing Ray's folder shared its ``ray_current_cluster`` address file: a
    cluster one worker's test started was joined by the other's ``ray.init``."""
    import os

    from ray._common.utils import get_ray_address_file

    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if worker is None:
        pytest.skip("one process: no other worker to share Ray's folder with")
    address_file = Path(get_ray_address_file(None))
    assert address_file.parent.parent.name == worker, address_file


# A worker as a test run has it: its crash log opened, then a test's ray.shutdown resetting
# SIGSEGV's action, the next test's set-up putting the handler back, and a segfault.
CRASHING_WORKER = textwrap.dedent(
    """
    import ctypes, signal, sys
    sys.path.insert(0, {tests!r})
    from support import crash_log
    log = crash_log.open_crash_log()
    signal.signal(signal.SIGSEGV, signal.SIG_DFL)
    if sys.argv[1] == "put back":
        crash_log.handler_back(log)

    def a_test_that_crashes():
        ctypes.string_at(0)

    a_test_that_crashes()
    """
)


@pytest.mark.parametrize("after_reset", ["put back", "left"])
def test_a_worker_killed_by_a_fatal_signal_leaves_its_stack(after_reset, tmp_path):
    """``support.crash_log``: the worker's stack is written under ``TT_DA3_TEST_CRASH_DIR``
    although Ray reset the signal's action, once the handler is put back (without, nothing
    is written: what a worker's crash said before)."""
    program = CRASHING_WORKER.format(tests=str(TESTS))
    env = {"TT_DA3_TEST_CRASH_DIR": str(tmp_path), "PYTEST_XDIST_WORKER": "gw7", "PATH": ""}
    done = subprocess.run([sys.executable, "-c", program, after_reset], env=env, timeout=60)
    assert done.returncode < 0  # killed by the signal
    said = (tmp_path / "gw7.log").read_text(encoding="utf-8")
    if after_reset == "put back":
        assert "Segmentation fault" in said and "in a_test_that_crashes" in said, said
    else:
        assert said == ""


SHARE = textwrap.dedent(
    """
    import os, sys
    sys.path.insert(0, {tests!r})
    import torch
    from conftest import share_cores
    before = torch.get_num_threads()
    share_cores(int(sys.argv[1]))
    print(before, torch.get_num_threads(), os.environ.get("OMP_NUM_THREADS"))
    """
)


@pytest.mark.parametrize(("omp", "workers"), [(None, 2), ("3", 2), (None, 1)])
def test_an_xdist_worker_computes_with_its_share_of_the_cores(omp, workers):
    """Two workers on 2 cores each with torch's every core spun against each other (a tiny-model
    test: 11.0 s side by side, 2.0 s with one thread each); a set OMP_NUM_THREADS is kept."""
    env = {k: v for k, v in os.environ.items() if k != "OMP_NUM_THREADS"}
    if omp:
        env["OMP_NUM_THREADS"] = omp
    program = SHARE.format(tests=str(TESTS))
    done = subprocess.run(
        [sys.executable, "-c", program, str(workers)], capture_output=True, text=True, env=env
    )
    assert done.returncode == 0, done.stderr[-3000:]
    before, threads, said = done.stdout.split()
    cores = len(os.sched_getaffinity(0))
    if omp or workers == 1:  # left as the run set it
        assert (threads, said) == (before, str(omp))
    else:
        assert (int(threads), said) == (max(1, cores // 2), str(max(1, cores // 2)))


# A worker as the controller sees it: its crash log opened (its pid noted), then an end that
# no fault handler sees: Ray's core worker quitting (os._exit), or a SIGKILL.
ENDING_WORKER = textwrap.dedent(
    """
    import os, signal, sys
    sys.path.insert(0, {tests!r})
    from support import crash_log
    crash_log.open_crash_log()
    if sys.argv[1] == "exit":
        os._exit(1)
    os.kill(os.getpid(), signal.SIGKILL)
    """
)


@pytest.mark.parametrize(
    ("end", "said"), [("exit", "ended with exit status 1"), ("kill", "was killed by SIGKILL")]
)
def test_a_worker_that_ends_without_a_fault_is_said_by_its_parent(end, said, tmp_path, monkeypatch):
    """``support.crash_log.record_worker_end``: a worker gone without a fatal signal's stacks
    (the lost worker of stops 57, 64 and 65's CI left no line) has how it ended and its Ray
    driver log's last lines in its crash log; its parent's own wait still sees it."""
    crashes = tmp_path / "crashes"
    monkeypatch.setenv("TT_DA3_TEST_CRASH_DIR", str(crashes))
    env = {"TT_DA3_TEST_CRASH_DIR": str(crashes), "PYTEST_XDIST_WORKER": "gw7", "PATH": ""}
    program = ENDING_WORKER.format(tests=str(TESTS))
    worker = subprocess.Popen([sys.executable, "-c", program, end], env=env)
    while not (crashes / "gw7.pid").is_file():
        assert worker.poll() is None or (crashes / "gw7.pid").is_file()
        time.sleep(0.01)
    logs = tmp_path / "ray" / "ray" / "session_2026-12-07_1_1" / "logs"
    logs.mkdir(parents=True)
    lines = [f"line {i}" for i in range(100)] + ["F raylet_ipc_client.cc: lost the raylet"]
    (logs / f"python-core-driver-01000000ff_{worker.pid}.log").write_text("\n".join(lines))
    (logs / "python-core-driver-01000000ff_1.log").write_text("another process's log")

    from support import crash_log

    text = crash_log.record_worker_end("gw7", tmp_path / "ray")
    assert text is not None and text.startswith(f"== gw7 (pid {worker.pid}) {said}\n"), text
    assert text.rstrip().endswith("lost the raylet") and "line 40\n" not in text
    assert "line 41\n" in text and "another process" not in text
    assert (crashes / "gw7.log").read_text(encoding="utf-8") == text
    assert worker.wait(timeout=30) == (1 if end == "exit" else -9)  # not reaped by the record


def test_a_worker_without_a_crash_folder_is_not_recorded(tmp_path, monkeypatch):
    from support import crash_log

    monkeypatch.delenv("TT_DA3_TEST_CRASH_DIR", raising=False)
    assert crash_log.record_worker_end("gw7", tmp_path) is None


HANGING_WORKER = textwrap.dedent(
    """
    import sys, time
    sys.path.insert(0, {tests!r})
    from support import crash_log
    log = crash_log.open_crash_log()
    crash_log.handler_back(log, hang_s=float(sys.argv[1]))

    def a_test_that_hangs():
        time.sleep(float(sys.argv[2]))

    a_test_that_hangs()
    crash_log.hang_over(log)
    time.sleep(float(sys.argv[1]) + 1)  # after the test: the timer disarmed
    print("ended", flush=True)
    """
)


@pytest.mark.parametrize(("hang_s", "test_s", "hangs"), [(1.0, 60.0, True), (1.0, 0.1, False)])
def test_a_test_that_hangs_ends_its_worker_with_its_stack(hang_s, test_s, hangs, tmp_path):
    """``support.crash_log.handler_back``'s timer: a hung test (a fork child that never
    returned kept a CI run waiting for its 90 minutes) ends its worker after ``hang_s`` with
    every thread's stack in the crash log; one that ends in time disarms it."""
    program = HANGING_WORKER.format(tests=str(TESTS))
    env = {"TT_DA3_TEST_CRASH_DIR": str(tmp_path), "PYTEST_XDIST_WORKER": "gw7", "PATH": ""}
    done = subprocess.run(
        [sys.executable, "-c", program, str(hang_s), str(test_s)],
        env=env,
        capture_output=True,
        text=True,
        timeout=50,
    )
    said = (tmp_path / "gw7.log").read_text(encoding="utf-8")
    if hangs:
        assert done.returncode == 1 and "ended" not in done.stdout
        assert "Timeout" in said and "in a_test_that_hangs" in said, said
    else:
        assert done.returncode == 0 and "ended" in done.stdout, done.stderr
        assert said == ""
