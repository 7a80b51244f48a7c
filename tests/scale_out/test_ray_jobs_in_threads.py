"""Ray jobs of the Python API started from several threads of one process with no
``ray.init`` of the caller's: they share the one local Ray the first starts (on a thread of its
own), the last shuts it down, and the caller's signal handlers stay theirs; Ray Data's
settings come back after the last job; ``tt-da3``'s start-up off the main thread. A stand-in
``ray`` (no cluster: fast), events for every order (no sleeps)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import threading
from contextlib import ExitStack

import pytest

from tt_depth_anything_3.scale_out import ray_quiet
from tt_depth_anything_3.scale_out.ray_quiet import ray_for_job

WAIT_S = 60  # an event a thread of the test never set: the test fails, it does not hang


class FakeRay:
    """Stands in for ``ray``: ``init`` (on the main thread it installs its own SIGTERM handler,
    as Ray's does), ``shutdown`` and ``is_initialized``, each call recorded. ``init_gate``: an
    event the first ``init`` waits for (a slow start-up), ``asked``: set at each
    ``is_initialized``."""

    def __init__(self, init_gate: threading.Event | None = None) -> None:
        self.up = False
        self.calls: list[str] = []
        self.init_gate = init_gate
        self.asked = threading.Event()

    def is_initialized(self) -> bool:
        self.asked.set()
        return self.up

    def init(self, **kwargs) -> None:
        self.calls.append("init")
        if self.up:
            raise RuntimeError("Maybe you called ray.init twice by accident?")
        if self.init_gate is not None and len(self.calls) == 1:
            assert self.init_gate.wait(WAIT_S), "the start-up was never let go on"
        if threading.current_thread() is threading.main_thread():
            signal.signal(signal.SIGTERM, lambda signum, frame: None)
        self.up = True

    def shutdown(self) -> None:
        self.calls.append("shutdown")
        self.up = False


class Job(threading.Thread):
    """``ray_for_job(ray)`` on a thread of its own: ``inside`` set once in the block, which
    it leaves when ``leave`` is set; ``error`` what it raised."""

    def __init__(self, ray: FakeRay) -> None:
        super().__init__(daemon=True)
        self.ray, self.inside, self.leave = ray, threading.Event(), threading.Event()
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            with ray_for_job(self.ray):
                self.inside.set()
                assert self.leave.wait(WAIT_S)
        except BaseException as err:  # said by the test
            self.error = err
            self.inside.set()

    def end(self) -> None:
        self.leave.set()
        self.join(WAIT_S)
        assert not self.is_alive() and self.error is None, self.error


def test_the_job_that_ends_first_leaves_ray_to_the_other():
    """The second job took the first one's local Ray for the caller's: the first to end shut
    it down under the other. Now the last job to end shuts it down, once."""
    ray = FakeRay()
    first, second = Job(ray), Job(ray)
    first.start()
    assert first.inside.wait(WAIT_S)
    second.start()
    assert second.inside.wait(WAIT_S)
    first.end()
    assert ray.up and ray.calls == ["init"], "Ray shut down under the job still running"
    second.end()
    assert not ray.up and ray.calls == ["init", "shutdown"]


class SeenLock:
    """``JOBS_LOCK`` that sets ``waiting`` as a thread is about to take it."""

    def __init__(self, waiting: threading.Event) -> None:
        self.lock, self.waiting = threading.Lock(), waiting

    def __enter__(self) -> None:
        if threading.current_thread().name == "second":
            self.waiting.set()
        self.lock.acquire()

    def __exit__(self, *exc) -> None:
        self.lock.release()


def test_two_jobs_starting_at_once_start_ray_once(monkeypatch):
    """Both saw no Ray and both called ``ray.init`` (the second failed, "called ray.init
    twice"). Now the second waits for the first's start-up and runs on it. The first's
    start-up goes on once the second is at the lock (or, unlocked, asked Ray)."""
    gate = threading.Event()
    ray = FakeRay(init_gate=gate)
    arrived = threading.Event()
    monkeypatch.setattr(ray_quiet, "JOBS_LOCK", SeenLock(arrived), raising=False)
    first = Job(ray)
    first.start()
    assert ray.asked.wait(WAIT_S)  # the first is starting Ray
    ray.asked.clear()
    second = Job(ray)
    second.name = "second"
    second.start()
    waiter = threading.Thread(target=lambda: (ray.asked.wait(WAIT_S), arrived.set()))
    waiter.start()  # the second asked Ray (no lock): it goes on as well
    assert arrived.wait(WAIT_S)
    gate.set()
    assert first.inside.wait(WAIT_S) and second.inside.wait(WAIT_S)
    first.end()
    second.end()
    waiter.join(WAIT_S)
    assert ray.calls == ["init", "shutdown"]


def test_a_job_on_the_main_thread_leaves_the_callers_handlers_in_place():
    """``ray.init`` on the main thread installed Ray's ``sys.exit`` SIGTERM handler in the
    caller's process for the job. Ray now starts on a thread of its own: the caller's
    handlers are theirs throughout, and after."""
    ray = FakeRay()

    def mine(signum, frame):
        pass

    before = signal.signal(signal.SIGTERM, mine)
    try:
        with ray_for_job(ray):
            assert signal.getsignal(signal.SIGTERM) is mine
        assert signal.getsignal(signal.SIGTERM) is mine
    finally:
        signal.signal(signal.SIGTERM, before)
    assert ray.calls == ["init", "shutdown"]


# A child that dies with the thread that started it, as Ray's gcs_server and raylet do
# (PR_SET_PDEATHSIG = 1, SIGKILL), and says so once it is armed.
DIES_WITH_ITS_THREAD = (
    "import ctypes, time; ctypes.CDLL(None).prctl(1, 9); print('armed', flush=True); time.sleep(60)"
)


class ClusterRay(FakeRay):
    """``init`` starts a process armed as Ray's cluster processes are."""

    def init(self, **kwargs) -> None:
        super().init(**kwargs)
        self.cluster = subprocess.Popen(
            [sys.executable, "-c", DIES_WITH_ITS_THREAD], stdout=subprocess.PIPE, text=True
        )
        assert self.cluster.stdout.readline().strip() == "armed"

    def shutdown(self) -> None:
        super().shutdown()
        self.cluster.kill()
        self.cluster.wait()


def test_the_cluster_outlives_the_thread_of_the_job_that_started_it():
    """Ray's cluster processes die with the thread that started them: a job of a thread
    that ended took the cluster away from a job of another thread still running on it."""
    ray = ClusterRay()
    first, second = Job(ray), Job(ray)
    first.start()
    assert first.inside.wait(WAIT_S)
    second.start()
    assert second.inside.wait(WAIT_S)
    first.end()  # its thread has ended
    try:
        ray.cluster.wait(timeout=2)
    except subprocess.TimeoutExpired:
        pass  # alive, as it should be
    alive = ray.cluster.poll() is None
    second.end()
    assert alive, "the cluster died with the thread of the job that started it"
    assert ray.calls == ["init", "shutdown"]


def test_a_start_that_fails_is_raised_and_the_next_job_starts_again():
    """``ray.init``'s error reaches the job; nothing is left recorded: the next job starts
    Ray itself and shuts it down."""

    class FailsOnce(FakeRay):
        def init(self, **kwargs) -> None:
            if not self.calls:
                self.calls.append("init")
                raise ConnectionError("no cluster")
            super().init(**kwargs)

    ray = FailsOnce()
    with pytest.raises(ConnectionError, match="no cluster"):
        with ray_for_job(ray):
            pass
    with ray_for_job(ray):
        assert ray.up
    assert ray.calls == ["init", "shutdown", "init", "shutdown"]


def test_the_callers_own_ray_is_left_as_it_is():
    ray = FakeRay()
    ray.up = True
    with ray_for_job(ray):
        pass
    assert ray.up and ray.calls == []


def test_the_command_starts_ray_off_the_main_thread():
    """``tt-da3`` run by ``cli.main`` on a thread of a program: the start-up set the
    signal handlers back with ``signal.signal``, a ``ValueError`` off the main thread
    ("signal only works in main thread"), Ray left running."""
    pytest.importorskip("ray")
    from tt_depth_anything_3.cli.ray_jobs import start_ray

    ray = FakeRay()
    raised: list[BaseException] = []

    def command() -> None:
        try:
            start_ray(ray, address="local")
        except BaseException as err:  # said by the test
            raised.append(err)

    thread = threading.Thread(target=command)
    thread.start()
    thread.join(WAIT_S)
    assert raised == [] and ray.up


def test_ray_data_settings_come_back_after_the_last_of_two_overlapping_jobs():
    """Two jobs' blocks that overlap (the first ends inside the second): the second saved
    the first's bars-off as the setting to restore, and the program's Ray Data bars stayed
    off, its logger at WARNING."""
    import logging

    ray_data = pytest.importorskip("ray.data")
    from tt_depth_anything_3.scale_out.dataset import ray_data_quiet

    context, logger = ray_data.DataContext.get_current(), logging.getLogger("ray.data")
    before = (context.enable_progress_bars, logger.level)
    context.enable_progress_bars = True
    logger.setLevel(logging.INFO)
    try:
        with ExitStack() as second:
            with ray_data_quiet(progress=True):
                second.enter_context(ray_data_quiet(progress=False))
                assert (context.enable_progress_bars, logger.level) == (False, logging.WARNING)
            assert (context.enable_progress_bars, logger.level) == (False, logging.WARNING)
        assert (context.enable_progress_bars, logger.level) == (True, logging.INFO)
    finally:
        context.enable_progress_bars = before[0]
        logger.setLevel(before[1])


TWO_THREADS = """
import json, os, signal, sys, threading
import numpy as np, ray
from tt_depth_anything_3.scale_out.resources import ReplicaResources
from tt_depth_anything_3.scale_out.stream import reconstruct_stream_on_ray

def mine(signum, frame):
    pass

signal.signal(signal.SIGTERM, mine)
signal.signal(signal.SIGINT, mine)
weights, out = sys.argv[1], sys.argv[2]
rng = np.random.default_rng(0)
texture = rng.integers(0, 255, (64, 100, 3)).astype(np.uint8)
FRAMES = [np.ascontiguousarray(texture[:, 4 * i : 4 * i + 80]) for i in range(6)]
MODEL = {"weights_path": weights, "device": "cpu", "process_res": 70}
b_inside, a_done, said = threading.Event(), threading.Event(), {}

def run(frames, folder):
    return reconstruct_stream_on_ray(
        frames, f"{out}/{folder}", MODEL, replicas=1, resources=ReplicaResources("cpu", cpus=1),
        chunk_size=6, overlap=2, progress=False,
    ).num_chunks

def frames_b():  # the second job, inside (its replica up) until the first has ended
    b_inside.set()
    assert a_done.wait(300)
    yield from FRAMES

def job_b():
    try:
        said["b"] = run(frames_b(), "b")
    except BaseException as err:
        said["b"] = f"{type(err).__name__}: {err}"
        b_inside.set()

second = threading.Thread(target=job_b)

def frames_a():  # the first job (the main thread's) starts the second, then goes on
    said["during"] = signal.getsignal(signal.SIGTERM) is mine
    second.start()
    assert b_inside.wait(300)
    yield from FRAMES

said["a"] = run(frames_a(), "a")
a_done.set()
second.join()
said["ray_up"] = ray.is_initialized()
said["after"] = [signal.getsignal(s) is mine for s in (signal.SIGTERM, signal.SIGINT)]
os.kill(os.getpid(), signal.SIGTERM)  # the caller's handler alone: no stack dump of Ray's
print(json.dumps(said))
"""


def test_two_threads_jobs_on_one_local_ray(tiny_anyview_checkpoint, tmp_path):
    """``reconstruct_stream_on_ray`` on the main thread (no ``ray.init`` of the caller's)
    and on a second thread whose job outlives it: the first job's end shut Ray down under
    the second (its chunk failed), and Ray's SIGTERM handler was the caller's during the
    first job, Ray's core worker's (a stack dump) under it after. Now both end with their
    chunk, Ray is down after the last, and the caller's handlers were theirs throughout (in a
    process of its own: Ray's state is the process's)."""
    pytest.importorskip("ray")
    done = subprocess.run(
        [sys.executable, "-c", TWO_THREADS, str(tiny_anyview_checkpoint), str(tmp_path)],
        capture_output=True, text=True, timeout=400,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    said = json.loads(done.stdout.strip().splitlines()[-1])
    assert said == {"a": 1, "b": 1, "during": True, "ray_up": False, "after": [True, True]}
    assert "SIGTERM received" not in done.stderr  # Ray's core worker's handler, under ours
