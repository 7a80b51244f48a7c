"""The processes of one Ray cluster started by a test (``ray.cluster_utils.Cluster``), found in
/proc: its raylets and what runs below them, not another pytest worker's Ray on the machine."""

from __future__ import annotations

from pathlib import Path


def processes(marker: str, under: set[int] | None = None) -> list[int]:
    """PIDs whose command line contains ``marker`` (Ray names its workers' processes); with
    ``under``, only those among ``under`` or below one of them (this module's cluster: its
    raylets' PIDs). Unscoped, the check saw any Ray on the machine: the other pytest worker's
    ``serve --ray`` cluster (its raylets "left behind" by this one, 3 teardown errors in a run
    of the cluster tests beside the server ones, -n 3), and the killer could kill the other
    worker's replica."""
    pids = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        if marker in cmdline and (under is None or below(int(entry.name), under)):
            pids.append(int(entry.name))
    return pids


def below(pid: int, roots: set[int]) -> bool:
    """Whether ``pid`` is one of ``roots`` or a descendant of one (by /proc's parent PIDs)."""
    while pid > 1:
        if pid in roots:
            return True
        try:
            stat = (Path("/proc") / str(pid) / "stat").read_text(encoding="utf-8")
        except OSError:
            return False
        pid = int(stat.rsplit(")", 1)[1].split()[1])  # the field after the state: the parent
    return False


def raylets_of(nodes) -> set[int]:
    """The PIDs of the raylets of ``nodes`` (a ``ray.cluster_utils.Cluster``)."""
    return {
        info.process.pid
        for node in nodes.list_all_nodes()
        for info in node.all_processes.get("raylet", [])
    }
