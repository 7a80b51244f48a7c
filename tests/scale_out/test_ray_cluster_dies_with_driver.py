"""A process that started a local Ray cluster (the commands' ``LocalClusterTemporaries``, the
Python API's ``JobsRay``) and is SIGKILLed: Ray's fate-sharing took ``gcs_server`` and
``raylet`` at once and the workers in ~3 s, but the raylet's agents (``ray::DashboardAgent``,
``ray::RuntimeEnvAgent``) lived on ~62 s (waiting out a 60 s report to the dead GCS). The
package now watches the processes its start made (``scale_out.ray_reaper``): all gone within
seconds of the SIGKILL. The watcher kills nothing else: not a process whose pid was reused,
not a child of the driver that is no program of Ray's."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import SimpleNamespace

import pytest

from tt_depth_anything_3.scale_out import ray_reaper

pytest.importorskip("ray")
pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc: Linux")

CODE = Path(__file__).resolve().parents[2] / "code"
COMMAND_START = """
import ray
from tt_depth_anything_3.cli.ray_jobs import LocalClusterTemporaries, start_ray
temporaries = LocalClusterTemporaries()
with temporaries.starting():
    start_ray(ray, address="local", num_cpus=1, include_dashboard=False, log_to_driver=False)
"""
API_START = """
import ray
from tt_depth_anything_3.scale_out.ray_quiet import ray_for_job
job = ray_for_job(ray)
job.__enter__()
"""
WAIT = """
print("ready", flush=True)
import time
time.sleep(600)
"""


def alive(processes: set[tuple[int, int]]) -> set[tuple[int, int]]:
    """Those of ``processes`` still running as themselves (zombies not counted)."""
    table = ray_reaper.process_table()
    running = set()
    for pid, start in processes:
        if table.get(pid, (0, -1))[1] != start:
            continue
        try:
            state = (Path("/proc") / str(pid) / "stat").read_text("utf-8", errors="replace")
        except FileNotFoundError:  # it ended after the table was read
            continue
        if state[state.rindex(")") + 2] != "Z":
            running.add((pid, start))
    return running


@pytest.mark.parametrize("start", [COMMAND_START, API_START], ids=["command", "api"])
def test_a_killed_driver_takes_its_local_cluster_with_it(start, tmp_path, request):
    # Ray's session and the command's temporaries, left by a killed driver: the test's own
    # (short: Ray's sockets live in RAY_TMPDIR/ray/session_.../sockets, 107 bytes at most)
    temp = Path(tempfile.mkdtemp(prefix="d3k", dir="/tmp"))
    request.addfinalizer(lambda: shutil.rmtree(temp, ignore_errors=True))
    env = {**os.environ, "PYTHONPATH": str(CODE), "TMPDIR": str(temp), "RAY_TMPDIR": str(temp)}
    cluster: set[tuple[int, int]] = set()
    driver = subprocess.Popen(
        [sys.executable, "-c", start + WAIT],
        stdout=subprocess.PIPE,
        stderr=open(tmp_path / "err", "w", encoding="utf-8"),  # noqa: SIM115
        env=env,
        start_new_session=True,
    )
    try:
        assert driver.stdout.readline() == b"ready\n", (tmp_path / "err").read_text("utf-8")
        cluster = ray_reaper.descendants(driver.pid, ray_reaper.process_table())
        names = {
            (Path("/proc") / str(pid) / "comm").read_text("utf-8").strip() for pid, _ in cluster
        }
        assert {"gcs_server", "raylet"} <= names
        assert len(cluster) > 3  # the agents and Ray's monitors too
        driver.kill()
        driver.wait()
        deadline = time.monotonic() + 20  # Ray's own fate-sharing left the agents ~62 s
        while alive(cluster) and time.monotonic() < deadline:
            time.sleep(0.5)
        assert not alive(cluster)
        if start == COMMAND_START:  # the command's temporaries and Ray session removed too
            sessions = (temp / "ray").glob(f"session_*_{driver.pid}")
            while (list(sessions) or list(temp.glob("da3-ray-*"))) and time.monotonic() < deadline:
                time.sleep(0.5)
                sessions = (temp / "ray").glob(f"session_*_{driver.pid}")
            assert not list(sessions) and not list(temp.glob("da3-ray-*"))
    finally:
        if driver.poll() is None:
            driver.kill()
            driver.wait()
        for pid, _ in alive(cluster):  # (a failure's: not left running)
            os.kill(pid, signal.SIGKILL)


@contextmanager
def started(*commands: list[str]) -> Iterator[list[subprocess.Popen]]:
    """A process running each of ``commands``; each killed (and waited for) at the end."""
    processes: list[subprocess.Popen] = []
    try:
        processes.extend(subprocess.Popen(command) for command in commands)
        yield processes
    finally:
        for process in processes:
            process.kill()
            process.wait()


def test_the_watcher_kills_only_the_processes_it_was_given():
    with started(["sleep", "60"], ["sleep", "60"]) as (sleeper, other):
        table = ray_reaper.process_table()
        start = table[sleeper.pid][1]
        # a pid reused by another process (another start time) is not killed
        assert ray_reaper.kill_left([(other.pid, table[other.pid][1] + 1)]) == []
        assert ray_reaper.kill_left([(sleeper.pid, start)]) == [sleeper.pid]
        assert sleeper.wait(timeout=10) == -signal.SIGKILL
        assert other.poll() is None


def test_only_the_children_running_rays_programs_are_watched(tmp_path):
    before = ray_reaper.own_children()
    fake = tmp_path / "ray" / "raylet"
    fake.parent.mkdir()
    fake.write_text("#!/bin/sh\nsleep 60 &\nwait\n", encoding="utf-8")
    fake.chmod(0o755)
    # the other: another thread's child, say: not Ray's
    with started([str(fake)], ["sleep", "60"]) as (ray_like, other):
        time.sleep(0.5)  # its own child started
        made = ray_reaper.cluster_processes(before, str(fake.parent))
        pids = {pid for pid, _ in made}
        assert ray_like.pid in pids and other.pid not in pids
        assert len(pids) == 2  # with the sleep it started
        watch = ray_reaper.watch_cluster(before, SimpleNamespace(__file__=str(fake)))
        assert watch is not None
        watch.close()  # the pipe closed: the watched processes killed, the watcher ended
        assert watch.watcher.returncode == 0
        assert ray_like.wait(timeout=10) == -signal.SIGKILL
        assert other.poll() is None


def test_the_watcher_removes_the_runs_folders_only_when_its_driver_died(tmp_path):
    fake = tmp_path / "ray" / "raylet"
    fake.parent.mkdir()
    fake.write_text("#!/bin/sh\nsleep 60\n", encoding="utf-8")
    fake.chmod(0o755)
    ray = SimpleNamespace(__file__=str(fake))
    for died in (False, True):
        folder = tmp_path / f"run-{died}"
        folder.mkdir()
        before = ray_reaper.own_children()
        ray_like = subprocess.Popen([str(fake)])
        try:
            time.sleep(0.2)
            watch = ray_reaper.watch_cluster(before, ray, [folder])
            assert watch is not None
            if died:  # the pipe closed with nothing said: as when the driver is killed
                watch.watcher.stdin.close()
                watch.watcher.wait(timeout=30)
            else:
                watch.close()  # after ray.shutdown: the driver removes its folders itself
            assert ray_like.wait(timeout=10) == -signal.SIGKILL
            assert folder.exists() is not died
        finally:
            ray_like.kill()
            ray_like.wait()
