"""Where replicas run: Ray resource requests per device kind, and which chip of a host a
Blackhole replica takes."""

from __future__ import annotations

import math
import os
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import IO, Any

from ..config.file_locks import lock_file


@dataclass(frozen=True)
class ReplicaResources:
    """What one replica asks Ray for.

    Attributes:
        device: the model's ``device=`` (``cpu``, ``cuda``, ``tt``, ``auto``).
        cpus: CPU cores per replica (its torch threads on ``cpu``; host work elsewhere).
        resource: a custom resource taken once per replica, e.g. ``"tt"`` for Blackhole chips
            or any name a cluster declares for its devices (``ray start --resources``).
            Default: ``"tt"`` for ``device="tt"``, none otherwise.
    """

    device: str = "cpu"
    cpus: float = 1.0
    resource: str | None = None
    extra: dict[str, float] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not 0 < self.cpus < math.inf:  # nan and inf too, before any cluster starts
            raise ValueError(f"cpus per replica must be positive and finite, got {self.cpus}")

    @property
    def kind(self) -> str:
        """The device's kind, without its index: ``cpu``, ``cuda``, ``tt``, ``auto``."""
        return str(self.device).split(":")[0].lower()

    def ray_options(self) -> dict[str, Any]:
        """``ray_actor_options`` (Serve) / remote args (Data) for one replica."""
        options: dict[str, Any] = {"num_cpus": self.cpus}
        if self.kind == "cuda":
            options["num_gpus"] = 1  # Ray sets CUDA_VISIBLE_DEVICES to the GPU it assigns
        resources = dict(self.extra)
        resource = self.resource or ("tt" if self.kind == "tt" else None)
        if resource:
            resources[resource] = resources.get(resource, 0) + 1
        if resources:
            options["resources"] = resources
        return options

    def on_cluster(self, cluster: dict[str, float], runtime: str = "torch") -> ReplicaResources:
        """``device="auto"`` made concrete for the Ray cluster the replicas run on, so that
        each takes the device it will use: ``cuda`` (one GPU each) where the cluster has GPUs
        and the runtime runs on them (torch, TensorRT, the runtime choice), else ``cpu``
        (OpenVINO and ONNX Runtime take the CPU for ``auto``). Other devices as they are."""
        if self.kind != "auto":
            return self
        gpu = cluster.get("GPU", 0.0) >= 1 and runtime not in ("openvino", "onnxruntime")
        return replace(self, device="cuda" if gpu else "cpu")

    def replica_device(self) -> str:
        """The ``device=`` inside a replica: Ray exposes one GPU as ``cuda:0``; a Blackhole
        replica claims a free chip of its host (see ``claim_chip``)."""
        if self.kind == "cuda":
            return "cuda:0"
        return self.device


class ChipClaim:
    """An exclusive claim on chip ``index`` of this host, held by an advisory file lock for
    the life of the process (released by the kernel when the process dies)."""

    def __init__(self, index: int, handle: IO[bytes]) -> None:
        self.index = index
        self._handle = handle

    def release(self) -> None:
        self._handle.close()


CHIPS_ENV = "TT_DA3_CHIPS"


def host_chip_count() -> int:
    """Blackhole chips on this host: ``$TT_DA3_CHIPS`` (an integer >= 1, else a ``ValueError``
    naming it) or the entries of /dev/tenstorrent."""
    value = os.environ.get(CHIPS_ENV, "").strip()
    if value:
        if not (value.isascii() and value.isdigit()) or int(value) < 1:  # not "²"
            raise ValueError(
                f"{CHIPS_ENV} must be an integer >= 1 (the Blackhole chips of this host that "
                f"replicas may claim), got {os.environ[CHIPS_ENV]!r}"
            )
        return int(value)
    dev = Path("/dev/tenstorrent")
    return len(list(dev.iterdir())) if dev.is_dir() else 0


def open_chip_lock(path: Path) -> IO[bytes]:
    """The lock file ``path``, made if missing (readable by all: another user's replicas lock
    it too), opened read-only (``flock`` needs no write access) and never through a symbolic
    link (``open(path, "w")`` followed one planted in a shared /tmp, and failed for a second
    user on a file the first made 0644)."""
    if path.is_symlink():
        raise RuntimeError(f"{path} is a symbolic link, not a chip's lock file: remove it")
    flags = os.O_RDONLY | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
    return os.fdopen(os.open(path, flags, 0o644), "rb")


def claim_chip(count: int, lock_dir: str | None = None) -> ChipClaim:
    """Claim the first chip of ``count`` that no other process on this host holds.

    Ray's custom resources count chips but do not name them, so each Blackhole replica picks
    its own; the locks make two replicas on one host never share a chip.
    """
    if count < 1:  # not "all 0 chips are claimed"
        raise RuntimeError(
            "no Blackhole chip on this host to claim: /dev/tenstorrent lists none (set "
            f"{CHIPS_ENV} to the chip count where it cannot be read)"
        )
    folder = Path(lock_dir or tempfile.gettempdir())
    for index in range(count):
        handle = open_chip_lock(folder / f"tt-da3-chip-{index}.lock")
        if not lock_file(handle.fileno(), wait=False, feature="a Blackhole chip claim"):
            handle.close()
            continue
        return ChipClaim(index, handle)
    raise RuntimeError(f"all {count} Blackhole chip(s) of this host are claimed by other replicas")


def enter_replica(resources: ReplicaResources) -> tuple[str, ChipClaim | None]:
    """Set up this process as one replica: torch threads = its CPU share (Ray sets
    ``OMP_NUM_THREADS`` the same way, so a replica computes as a process with that many threads
    does), and its device: ``cuda:0``, a claimed chip ``tt:N`` (with the claim to hold), or
    the device as given."""
    import torch

    torch.set_num_threads(max(1, int(resources.cpus)))
    if resources.kind != "tt":
        return resources.replica_device(), None
    claim = claim_chip(host_chip_count())
    return f"tt:{claim.index}", claim


def auto_choice_line(model: Any) -> str:
    """What ``runtime="auto"`` (or ``dtype="auto"`` on an engine) chose for a replica's model,
    and why, as the commands say it (``tt-da3: auto chose ...``); "" for a model loaded
    without it."""
    from ..backends.runtimes.select import decision_line

    return "" if model.auto_runtime is None else f"tt-da3: {decision_line(model.auto_runtime)}"


def say_auto_choice(model: Any) -> None:
    """``auto_choice_line`` once on the replica's stderr (``serve --ray``: its log, which Ray
    passes on to the driver's); nothing for a model loaded without it."""
    import sys

    if model.auto_runtime is not None:
        print(auto_choice_line(model), file=sys.stderr, flush=True)


def say_new_choices(lines: Iterable[str], said: list[str]) -> None:
    """The driver's side of the Ray jobs (``predict-dataset``, ``eval-kitti --replicas``,
    ``video --replicas``), whose replicas' stderr does not reach the terminal (the CLI starts
    Ray with ``log_to_driver=False``): each replica's ``auto_choice_line`` comes back with its
    results, and each different one is said once on stderr and appended to ``said``."""
    import sys

    for line in dict.fromkeys(str(text) for text in lines):
        if line and line not in said:
            said.append(line)
            print(line, file=sys.stderr, flush=True)
