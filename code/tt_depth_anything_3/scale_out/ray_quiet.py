"""Ray's own log lines that tell a user of this package nothing they can act on, dropped while
the package starts Ray and runs its jobs; every other line of Ray's (its errors) still shows.

- ``Progress bars disabled. To enable, set ray.data.DataContext...``: the package turns Ray
  Data's bars off itself (``ray_data_quiet``: the job's bar is its own).
- ``Token authentication is enabled for this Ray cluster. Set RAY_AUTH_MODE=disabled to opt
  out``: Ray's default for a new local cluster, said on every start (it stays enabled).
- ``An exception was raised from a task of operator ...``, ``Exception occurred in Ray Data
  or Ray Core internal code ...`` (or ``in user code``), ``Full stack trace:`` and ``actors
  died during initialization ...; failing execution``, with Ray's tracebacks: Ray Data's log
  of the error that ends a job, which the job raises and says in one line (``replica_errors``).
- ``use_push_based_shuffle is deprecated``: Ray Data's warning of its own context's fields.
- ``SIGTERM handler is not set because current thread is not the main thread``: the command
  starts Ray off the main thread on purpose (``cli.ray_jobs.start_ray`` keeps its handlers),
  and so do the Python API's jobs (``JobsRay``).

A local cluster the package starts has no dashboard (``include_dashboard=False``: nothing of
the package uses it), so no ``View the dashboard at`` line with terminal colour codes either;
one the Python API's jobs start is theirs (``ray_for_job``): shared by the jobs that overlap
in the process's threads, shut down after the last, the caller's signal handlers untouched."""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager, nullcontext
from types import ModuleType
from typing import Any

from ..config.quiet_warnings import ignoring, quiet_loggers
from .ray_reaper import ClusterWatch, own_children, watch_cluster
from .ray_shutdown import shutdown_ray
from .signal_actions import restore_actions, saved_actions

PROGRESS_BARS_OFF = "Progress bars disabled."
TOKEN_AUTH_ON = "Token authentication is enabled for this Ray cluster"
OFF_MAIN_THREAD = "SIGTERM handler is not set because current thread is not the main"
# the logger (the module that logs it) -> the start of each line of it dropped
START_NOISE = {
    "ray._private.authentication.authentication_token_setup": (TOKEN_AUTH_ON,),
    "ray._private.worker": (OFF_MAIN_THREAD,),
}
TASK_RAISED = "An exception was raised from a task of operator"
RAY_DATA_ERROR = "Exception occurred in Ray Data or Ray Core internal code"
FULL_TRACE = "Full stack trace:"
INIT_DEATHS_END = "; failing execution"
# Ray Data's log of the error that ends a job, with Ray's traceback: the job raises that error
# and the package says it in one line (``replica_errors``), chained to Ray's
DATA_NOISE = {
    "ray.data._internal.progress": (PROGRESS_BARS_OFF,),
    "ray.data._internal.execution.streaming_executor_state": (TASK_RAISED,),
    "ray.data.exceptions": (RAY_DATA_ERROR, "Exception occurred in user code", FULL_TRACE),
    "ray.data._internal.execution.operators.actor_pool_map_operator": (INIT_DEATHS_END,),
}


class DroppedLines(logging.Filter):
    """Drops the records whose message holds one of ``lines``."""

    def __init__(self, lines: tuple[str, ...]) -> None:
        super().__init__()
        self.lines = lines

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        return not any(line in message for line in self.lines)


@contextmanager
def lines_dropped(noise: dict[str, tuple[str, ...]]) -> Iterator[None]:
    """For the block, each logger of ``noise`` drops its lines (``DroppedLines``)."""
    with ExitStack() as stack:
        for name, lines in noise.items():
            logger, dropped = logging.getLogger(name), DroppedLines(lines)
            logger.addFilter(dropped)
            stack.callback(logger.removeFilter, dropped)
        yield


# id(Ray Data's process-wide DataContext) -> (the jobs' blocks inside, its progress bars'
# setting before the first): changed under BARS_LOCK only
BARS_LOCK = threading.Lock()
BARS_OFF: dict[int, tuple[int, bool]] = {}


@contextmanager
def ray_data_quiet(progress: bool) -> Iterator[None]:
    """Ray Data's own progress bars (or, on a non-terminal, progress log lines) off for the
    block: the job's bar is ours; without ``progress`` its INFO log (execution plans, "Starting
    execution") too. Both restored after the last block of the jobs that overlap in the
    process's threads (Ray Data's context and loggers are the process's): a job that ended
    under another used to put back the other's settings, Ray Data's bars off and its INFO
    lines gone for good."""
    import ray.data

    with ignoring(DeprecationWarning):  # made at the first call: Ray Data's own fields warn
        context = ray.data.DataContext.get_current()  # ("use_push_based_shuffle")
    with BARS_LOCK:
        inside, bars = BARS_OFF.get(id(context), (0, context.enable_progress_bars))
        BARS_OFF[id(context)] = (inside + 1, bars)
        context.enable_progress_bars = False
    try:
        with (
            lines_dropped(DATA_NOISE),  # not "Progress bars disabled. To enable, set ..."
            nullcontext() if progress else quiet_loggers("ray.data", level=logging.WARNING),
        ):
            yield
    finally:
        with BARS_LOCK:
            inside, bars = BARS_OFF.pop(id(context))
            if inside > 1:
                BARS_OFF[id(context)] = (inside - 1, bars)
            else:
                context.enable_progress_bars = bars


def start_local_ray(ray: ModuleType, **init_kwargs: Any) -> None:
    """``ray.init(address="local")``: a local cluster of the package's own (not one another
    program left running), without a dashboard and without ``START_NOISE``."""
    with lines_dropped(START_NOISE):
        ray.init(address="local", include_dashboard=False, **init_kwargs)


class JobsRay:
    """A local Ray started for the API's jobs (``ray_for_job``), on a thread of its own that
    lives until the last job ends: Ray starts ``gcs_server`` and ``raylet`` with
    ``PR_SET_PDEATHSIG``, which Linux fires when the *thread* that started them ends, so a
    cluster started by a job's thread died with that thread under a job of another thread
    still running on it. ``ray.init`` off the main thread leaves Python's signal handlers
    to their owner (on the main thread it installed its ``sys.exit`` SIGTERM handler)."""

    def __init__(self, ray: ModuleType, init_kwargs: dict[str, Any]) -> None:
        self.jobs = 0  # the jobs running on it
        self.started = threading.Event()
        self.stop = threading.Event()
        self.failed: list[BaseException] = []
        self.actions: dict = {}  # the process's signal actions before the start
        self.watch: ClusterWatch | None = None  # its processes, killed if the process dies
        self.thread = threading.Thread(
            target=self.run, args=(ray, init_kwargs), name="tt-da3-ray", daemon=True
        )

    def run(self, ray: ModuleType, init_kwargs: dict[str, Any]) -> None:
        """The thread: starts Ray (``start_local_ray``), then waits for ``stop``."""
        try:
            start_local_ray(ray, **init_kwargs)
        except BaseException as err:  # raised again by the job that started it (``start``)
            self.failed.append(err)
        finally:
            self.started.set()
        self.stop.wait()  # the cluster's processes die with this thread: ray.shutdown first

    def start(self, ray: ModuleType) -> None:
        """Ray started; its error raised here. A Ctrl-C meanwhile (the main thread) lets the
        start-up finish, shuts Ray down and is raised again. The process's SIGINT and SIGTERM
        actions are put back after the start and after the shutdown (``signal_actions``: Ray's
        core worker changes them out of Python's sight)."""
        self.actions = saved_actions()
        before = own_children()  # the processes the start makes: watched (``ray_reaper``)
        self.thread.start()
        try:
            self.started.wait()
        except BaseException:
            self.started.wait()
            self.watch = watch_cluster(before, ray)  # what is left: killed at the close
            self.close(ray)
            raise
        finally:
            restore_actions(self.actions)
        self.watch = watch_cluster(before, ray)
        if self.failed:
            self.close(ray)  # what a failed start left
            raise self.failed[0]

    def close(self, ray: ModuleType) -> None:
        """``ray.shutdown``, the signal actions put back, what is left of the cluster's
        processes killed (``ClusterWatch.close``), then the thread ends (even when the
        shutdown raised)."""
        try:
            shutdown_ray(ray)
        finally:
            try:
                restore_actions(self.actions)
                if self.watch is not None:
                    self.watch.close()
            finally:
                self.watch = None
                self.stop.set()


# The local Ray the Python API's jobs started: id(the ray module) -> the jobs running on it
# (``JobsRay``); changed, and Ray started or shut down, under ``JOBS_LOCK`` only.
JOBS_LOCK = threading.Lock()
JOBS_RAY: dict[int, JobsRay] = {}


@contextmanager
def ray_for_job(ray: ModuleType, **init_kwargs: Any) -> Iterator[None]:
    """The block on the connected Ray cluster (the caller's ``ray.init``: left as it is), or
    on a local one the package started for the API's jobs (``JobsRay``), shared by the jobs
    that overlap in the process's threads: the first starts it, the last one to end shuts it
    down. Before, each job started its own or took a running one for the caller's: two jobs
    of two threads both started Ray (the second's ``ray.init`` failed), or the first to end
    shut Ray down under the other. The caller's SIGINT and SIGTERM handlers stay theirs
    throughout (``ray.init`` on the main thread installed a ``sys.exit`` SIGTERM handler)."""
    key = id(ray)
    with JOBS_LOCK:
        jobs_ray = JOBS_RAY.get(key)
        joined = jobs_ray is not None or not ray.is_initialized()  # else the caller's cluster
        if joined and (jobs_ray is None or not ray.is_initialized()):  # none, or shut down
            fresh = JobsRay(ray, init_kwargs)
            fresh.start(ray)  # an error: raised, nothing recorded
            if jobs_ray is not None:  # (by the caller) under running jobs: they hold this one
                fresh.jobs = jobs_ray.jobs
                jobs_ray.stop.set()
            JOBS_RAY[key] = fresh
        if joined:
            JOBS_RAY[key].jobs += 1
    if not joined:
        yield
        return
    try:
        yield
    finally:
        with JOBS_LOCK:
            jobs_ray = JOBS_RAY[key]
            jobs_ray.jobs -= 1
            if jobs_ray.jobs == 0:
                del JOBS_RAY[key]
                jobs_ray.close(ray)
