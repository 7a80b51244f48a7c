"""The processes of a local Ray cluster the package started, killed when the process that
started it dies without shutting it down (SIGKILL, the OOM killer, ``os._exit``).

Ray's own fate-sharing (``PR_SET_PDEATHSIG`` with SIGKILL) takes ``gcs_server``, ``raylet``
and Ray's other head processes with the driver at once, and the workers follow in about 3 s
(their raylet gone), but the raylet's agents (``ray::DashboardAgent``, ``ray::RuntimeEnvAgent``)
lived on for about 62 s: seeing the raylet dead, each reports it to the GCS, dead too, and
waits out that report's fixed 60 s timeout (``ray._private.utils.publish_error_to_driver``).

``watch_cluster`` starts a small watcher process (this file run as a script, in a session of
its own: no terminal signal reaches it, no import of the package) that holds the read end of
a pipe from the driver. When the pipe closes (the driver died, or ``ClusterWatch.close``
after ``ray.shutdown``) it SIGKILLs each process the cluster's start made that still runs,
the same process (pid and start time, as Linux's /proc has them: never a process that reused
a pid), and ends. Linux only (elsewhere nothing is watched)."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType

PROC = Path("/proc")
# A process as /proc names it for the watcher: "pid:start time" (clock ticks since boot)
Process = tuple[int, int]
SHUT_DOWN = b"shut down\n"  # the driver's word before it closes the pipe: Ray was shut down
WORKERS_END_S = 5.0  # workers end ~3 s after their raylet (measured on a loaded 2-core VM)


def process_table() -> dict[int, tuple[int, int]]:
    """Each running process: pid -> (parent pid, start time in clock ticks), from /proc
    (processes that end while it is read are left out)."""
    table = {}
    for entry in PROC.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text(encoding="utf-8", errors="replace")
        except OSError:  # ended meanwhile (or not ours to read): not one of the cluster's
            continue
        fields = stat[stat.rindex(")") + 2 :].split()  # after "pid (name) "
        table[int(entry.name)] = (int(fields[1]), int(fields[19]))
    return table


def descendants(pid: int, table: dict[int, tuple[int, int]]) -> set[Process]:
    """The processes below ``pid`` in ``table`` (children, their children, ...)."""
    found: set[Process] = set()
    parents = {pid}
    while parents:
        children = {p for p, (ppid, _) in table.items() if ppid in parents}
        children -= {p for p, _ in found}
        found |= {(p, table[p][1]) for p in children}
        parents = children
    return found


class ClusterWatch:
    """The watcher of a local cluster's processes (``watch_cluster``)."""

    def __init__(self, watcher: subprocess.Popen) -> None:
        self.watcher = watcher

    def close(self) -> None:
        """After ``ray.shutdown``: the watcher told so (``SHUT_DOWN``; the folders are the
        caller's to remove) and the pipe closed, so it kills what is left of the cluster
        (nothing, after a shutdown that finished) and ends; waited for."""
        if self.watcher.stdin is not None:
            if self.watcher.poll() is None:  # (one killed meanwhile has nothing to be told)
                self.watcher.stdin.write(SHUT_DOWN)
            self.watcher.stdin.close()
        self.watcher.wait()


def cluster_processes(before: set[Process], ray_dir: str) -> set[Process]:
    """The processes a cluster's start (``ray.init``) made: this process's children now that
    were not ``before`` (``own_children`` then) and run Ray's programs (their command line
    names ``ray_dir``, the ray package's folder: ``gcs_server``, ``raylet``, Ray's monitors;
    not a child another thread started meanwhile), with every process below them."""
    if not sys.platform.startswith("linux") or not PROC.is_dir():
        return set()
    table = process_table()
    made = set()
    for pid, start in own_children(table) - before:
        try:
            command = (PROC / str(pid) / "cmdline").read_bytes()
        except OSError:  # ended meanwhile
            continue
        if ray_dir.encode() in command:
            made |= {(pid, start)} | descendants(pid, table)
    return made


def own_children(table: dict[int, tuple[int, int]] | None = None) -> set[Process]:
    """This process's children now (``table``: ``process_table``; empty without /proc)."""
    if table is None:
        if not sys.platform.startswith("linux") or not PROC.is_dir():
            return set()
        table = process_table()
    me = os.getpid()
    return {(pid, start) for pid, (ppid, start) in table.items() if ppid == me}


def watch_cluster(
    before: set[Process], ray: ModuleType, folders: Iterable[Path] = ()
) -> ClusterWatch | None:
    """A watcher (``ClusterWatch``) of the processes the cluster's start made
    (``cluster_processes`` of the ``ray`` module's folder: ``before`` is ``own_children``
    before ``ray.init``), which also removes ``folders`` (the run's temporaries, its Ray
    session) when this process dies; None where there are none to watch (not Linux, or a
    stand-in ``ray`` without a folder, whose start runs no program)."""
    if getattr(ray, "__file__", None) is None:
        return None
    made = cluster_processes(before, str(Path(ray.__file__).parent))
    if not made:
        return None
    watcher = subprocess.Popen(
        [sys.executable, "-I", str(Path(__file__).resolve())]
        + [f"{pid}:{start}" for pid, start in sorted(made)]
        + ["--", *(str(folder) for folder in folders)],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        start_new_session=True,  # Ctrl-C at a terminal reaches the driver's group, not it
    )
    return ClusterWatch(watcher)


def kill_left(processes: Iterable[Process]) -> list[int]:
    """SIGKILL each of ``processes`` that still runs as itself (same pid and start time);
    returns the pids killed."""
    table = process_table()
    killed = []
    for pid, start in processes:
        if table.get(pid, (0, -1))[1] != start:
            continue  # ended (or its pid now another process's)
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:  # ended since the table was read
            continue
        killed.append(pid)
    return killed


def main(argv: list[str]) -> int:
    """The watcher: waits for its stdin to close, then ``kill_left`` the processes named
    ``pid:start`` in ``argv`` (before ``--``); unless told ``SHUT_DOWN`` first (the driver
    removes them itself), it then removes the folders after ``--``, once the workers that
    started later (not named: they end about 3 s after their raylet) have had
    ``WORKERS_END_S`` to stop writing there."""
    split = argv.index("--") if "--" in argv else len(argv)
    processes = [(int(pid), int(start)) for pid, start in (a.split(":") for a in argv[:split])]
    said = b""
    while chunk := sys.stdin.buffer.read(4096):
        said += chunk
    kill_left(processes)
    folders = argv[split + 1 :]
    if said != SHUT_DOWN and folders:
        time.sleep(WORKERS_END_S)
        for folder in folders:
            shutil.rmtree(folder, ignore_errors=True)  # best effort, as the driver's removal
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
