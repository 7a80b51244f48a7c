"""What the Ray commands (``serve --ray``, ``predict-dataset``, ``eval-kitti --replicas``) do
in the driver before and while Ray starts: a local checkpoint checked against its network,
Ray-only flags refused where no Ray runs, and ``ray.init`` that a signal cannot cut in half."""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import socket
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from ..config.errors import InputError
from ..config.options import DEFAULT_PROCESS_RES
from ..scale_out.ray_quiet import OFF_MAIN_THREAD, START_NOISE, lines_dropped
from ..scale_out.ray_reaper import ClusterWatch, own_children, watch_cluster
from ..scale_out.ray_shutdown import shutdown_ray

if TYPE_CHECKING:
    from ..checkpoints.resolve import CheckpointFiles

JOB_RAY_FLAGS = ("--address", "--cpus-per-replica", "--resource")
START_POLL_S = 0.1
# After a signal, how long the start-up may take to finish before the command stops without
# it (a second signal stops at once): ray.init retries an address nothing answers at for ever.
STOP_GRACE_S = 10.0
# How long --address host:port has to accept a connection before it is refused up front.
CONNECT_TIMEOUT_S = 5.0
# HTTP/2's client preface and an empty SETTINGS frame: a gRPC server answers with its SETTINGS
HTTP2_PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + bytes([0, 0, 0, 4, 0, 0, 0, 0, 0])
HTTP2_SETTINGS = 4
# ray.init's warning when it starts off the main thread (start_ray's choice, not a fault)
OFF_MAIN_THREAD_WARNING = OFF_MAIN_THREAD


def check_job_ray_flags(args: argparse.Namespace, command: str) -> None:
    """A Ray flag of a job without ``--replicas`` is refused, whatever its value (as
    ``serve`` refuses them without ``--ray``): the job would run in one local process in
    silence (``--address auto`` meant a cluster)."""
    given = [flag for flag in JOB_RAY_FLAGS if flag in getattr(args, "given_flags", ())]
    if given:
        raise InputError(
            f"{', '.join(given)}: only with --replicas ({command} on Ray replicas); add "
            f"--replicas N, or leave {'it' if len(given) == 1 else 'them'} out"
        )


def check_optional_replicas(args: argparse.Namespace, command: str) -> None:
    """For a command whose ``--replicas`` is optional (``video``): without it, its Ray flags
    are refused (``check_job_ray_flags``: they were ignored, the run local in silence); with
    it, a count under 1 is a ``ValueError``."""
    if args.replicas is None:
        check_job_ray_flags(args, command)
    elif args.replicas < 1:
        raise ValueError(f"--replicas must be at least 1, got {args.replicas}")


def check_local_checkpoint(
    model_id: str, revision: str | None, weights: str | None
) -> CheckpointFiles | None:
    """A local checkpoint (``--weights``, or a ``--model-id`` naming a folder) found, read and
    checked against the network its config names, in the driver before Ray starts: the
    replicas would fail to load it one by one, retried by Ray with the cause in tracebacks.
    The error is the one the single-process commands give (``CheckpointError``). A hub id is
    left to the replicas (no download here). Returns the files found (None: a hub id)."""
    from ..backends.torch.loading import check_weights
    from ..checkpoints.resolve import resolve_checkpoint

    if weights is None and not Path(model_id).expanduser().exists():
        return None
    files = resolve_checkpoint(model_id, revision, weights)
    check_weights(files.config, files.weights)
    return files


class LocalClusterTemporaries:
    """The temporary files of a local Ray cluster this command starts, removed after it:
    while Ray starts, ``TMPDIR`` is a folder of its own (``folder``), so that the processes
    Ray starts (GCS, raylet, their workers) keep their temporaries in it, such as the
    ``pymp-*`` folders of Python's multiprocessing, which a worker Ray kills never removes;
    Ray's own folder stays where Ray puts it (``RAY_TMPDIR``, else ``TMPDIR``, else /tmp: a
    longer path would not hold its sockets) and loses the session this process started
    (``session_*_<pid>``), and the ``ray`` folder itself when the start made it. The processes
    the start made are watched (``scale_out.ray_reaper``): killed when this process dies
    without shutting them down (SIGKILL: Ray's agents lived on for a minute)."""

    def __init__(self) -> None:
        tempfile.gettempdir()  # fixed now: this process keeps the user's
        self.folder = Path(tempfile.mkdtemp(prefix="da3-ray-"))
        self.ray_root = Path(ray_temp_root()) / "ray"
        self.made_root = not self.ray_root.exists()
        self.watch: ClusterWatch | None = None

    @contextmanager
    def starting(self) -> Iterator[None]:
        """For the block (``ray.init``): ``TMPDIR`` is ``folder``, ``RAY_TMPDIR`` where Ray's
        folder was to go; after it, the processes it made are watched (``watch_cluster``)."""
        import ray

        saved = {name: os.environ.get(name) for name in ("TMPDIR", "RAY_TMPDIR")}
        os.environ["RAY_TMPDIR"] = ray_temp_root()
        os.environ["TMPDIR"] = str(self.folder)
        before = own_children()
        try:
            yield
        finally:
            for name, value in saved.items():
                if value is None:
                    del os.environ[name]
                else:
                    os.environ[name] = value
            # (a start that failed or was stopped too: what it left is killed at ``remove``);
            # killed, this process leaves neither its temporaries nor its Ray session
            sessions = self.ray_root.glob(f"session_*_{os.getpid()}")
            self.watch = watch_cluster(before, ray, [self.folder, *sessions])

    def remove(self) -> None:
        """After ``ray.shutdown``: what is left of the cluster's processes killed (the
        watcher closed), the folder, this process's session and its ``session_latest`` link
        (processes still exiting may write: best effort)."""
        if self.watch is not None:
            self.watch.close()
        shutil.rmtree(self.folder, ignore_errors=True)
        if self.made_root:
            shutil.rmtree(self.ray_root, ignore_errors=True)
            return
        for session in self.ray_root.glob(f"session_*_{os.getpid()}"):
            shutil.rmtree(session, ignore_errors=True)
        latest = self.ray_root / "session_latest"
        if latest.is_symlink() and not latest.exists():  # it named the session removed
            latest.unlink()


def ray_temp_root() -> str:
    """Where Ray puts its ``ray`` folder (as ``ray.init`` picks it): ``RAY_TMPDIR``, on Linux
    ``TMPDIR``, else /tmp (Linux, macOS) or the system's temporary folder."""
    if "RAY_TMPDIR" in os.environ:
        return os.environ["RAY_TMPDIR"]
    if sys.platform.startswith("linux") and "TMPDIR" in os.environ:
        return os.environ["TMPDIR"]
    if sys.platform.startswith(("linux", "darwin")):
        return "/tmp"
    return tempfile.gettempdir()


def start_ray(ray: ModuleType, **init_kwargs: Any) -> None:
    """``ray.init(**init_kwargs)``, run on a helper thread while the main thread waits, so
    that a SIGTERM or Ctrl-C meanwhile reaches the command's own handlers (``ray.init`` on the
    main thread swaps in Ray's SIGTERM handler, whose ``sys.exit`` cut the start-up midway:
    exit 15, no message, Ray's agents orphaned for a minute). A signal during the start-up
    lets it finish, shuts Ray down (every process it started) and is raised again
    (``KeyboardInterrupt``); a start-up still running ``STOP_GRACE_S`` after the signal, or at
    a second one, is left to end with the process. An error of ``ray.init`` is raised here;
    an ``address`` nothing answers at is refused first (``check_ray_address``). Called off
    the main thread (a program running ``cli.main`` on a thread of its own), the handlers are
    left alone (only the main thread may set them: the start-up's ``ValueError`` left Ray
    running).

    The helper thread then lives as long as the process (idle): Ray starts ``gcs_server`` and
    ``raylet`` with ``PR_SET_PDEATHSIG``, which Linux fires when the *thread* that started them
    ends, so a helper that returned killed the local cluster a second later."""
    check_ray_address(init_kwargs.get("address"))
    outcome: list[BaseException] = []
    done = threading.Event()  # (not Thread.join: interrupted, its is_alive() can lie)

    def init() -> None:
        try:
            ray.init(**init_kwargs)
        except BaseException as err:  # raised again on the main thread below
            outcome.append(err)
            done.set()
            return
        done.set()
        threading.Event().wait()  # never set: the cluster's processes die with this thread

    helper = threading.Thread(target=init, name="ray-init", daemon=True)
    stopped: KeyboardInterrupt | None = None
    handlers = {}  # the main thread's to set (``signal.signal`` elsewhere: ValueError)
    if threading.current_thread() is threading.main_thread():
        handlers = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}
    with lines_dropped(START_NOISE):  # Ray's lines a user cannot act on (ray_quiet)
        try:
            helper.start()
        except KeyboardInterrupt as signal_seen:  # during start(): the thread may not run
            stopped = signal_seen
            if helper.ident is None:  # never started: nothing to wait for
                done.set()
        signals = 0 if stopped is None else 1
        deadline = time.monotonic() + STOP_GRACE_S
        while not done.is_set():
            if signals > 1 or (signals == 1 and time.monotonic() >= deadline):
                break  # a start-up that hangs (an address nothing answers at): stop without it
            try:
                done.wait(START_POLL_S)
            except KeyboardInterrupt as signal_seen:  # the start-up finishes, then stops
                if signals == 0:
                    deadline = time.monotonic() + STOP_GRACE_S
                stopped, signals = stopped or signal_seen, signals + 1
    for sig, handler in handlers.items():  # Ray's core worker set its own (a stack dump)
        if handler is not None:
            signal.signal(sig, handler)
    if outcome:
        raise outcome[0]
    if stopped is not None:
        if done.is_set():  # else still starting: left to die with the process (a daemon)
            shutdown_ray(ray)
        raise stopped


def check_ray_address(address: object) -> None:
    """``InputError`` when ``address`` is a ``host:port`` (or ``ray://host:port``) that accepts
    no connection within ``CONNECT_TIMEOUT_S``, or where what accepts it does not answer as a
    gRPC server (a Ray GCS or Ray Client server) does: ``ray.init`` would retry it for ever
    (the dashboard's port 8265, another program's). Other values (None, ``auto``, ``local``)
    are Ray's to resolve, and to refuse; so is any address of a cluster with TLS on."""
    if not isinstance(address, str):
        return
    host, colon, port = address.removeprefix("ray://").rpartition(":")
    if not colon or not host or not port.isdigit():
        return
    try:
        with socket.create_connection((host.strip("[]"), int(port)), CONNECT_TIMEOUT_S) as peer:
            if os.environ.get("RAY_USE_TLS", "0").lower() in ("0", "false", ""):
                first = grpc_first_frame(peer)
                if first is not None:
                    raise InputError(
                        f"--address {address}: what answers there is no Ray cluster ({first}); "
                        "give the address `ray start --head` printed (its GCS port, 6379 by "
                        "default: not the dashboard's 8265)"
                    )
    except OSError as err:
        reason = err.strerror or str(err) or type(err).__name__
        raise InputError(
            f"--address {address}: no Ray cluster answers there ({reason}); start one "
            "(ray start --head) or give the address it printed"
        ) from err


def grpc_first_frame(peer: socket.socket) -> str | None:
    """None when ``peer`` answers HTTP/2's client preface with a SETTINGS frame, as every gRPC
    server (Ray's GCS, its client server) does at once; else what it did instead."""
    peer.settimeout(CONNECT_TIMEOUT_S)
    peer.sendall(HTTP2_PREFACE)
    head = b""
    try:
        while len(head) < 9:  # a frame header: length (3), type (1), flags (1), stream (4)
            chunk = peer.recv(9 - len(head))
            if not chunk:
                return f"it closed the connection after {head!r}" if head else "it hung up"
            head += chunk
    except TimeoutError:
        return f"it said nothing in {CONNECT_TIMEOUT_S:g} s" if not head else f"it said {head!r}"
    except OSError as err:  # reset by a server that refuses the preface
        return f"it dropped the connection: {err.strerror or err}"
    return None if head[3] == HTTP2_SETTINGS else f"it answered {head!r}"


def check_local_replicas(args: argparse.Namespace) -> None:
    """The device, dtype and runtime of replicas on this machine's own cluster checked before
    Ray starts, as ``serve --ray`` checks them (``device='tt'`` without ttnn started the
    cluster, then said only that it had no 'tt' resource). A local checkpoint's config is read
    (no weights), so that a model ``device='tt'`` does not run is named before ttnn, as the
    single-process commands name it."""
    from ..backends.factory import check_backend_options, check_before_download
    from ..checkpoints.resolve import resolve_checkpoint
    from ..inference.preprocess import model_input_size

    res = getattr(args, "process_res", DEFAULT_PROCESS_RES)
    size = model_input_size(3 * res // 4, res, res, getattr(args, "resize_mode", "upper_bound"))
    runtime = getattr(args, "runtime", "torch")
    weights, given_id = getattr(args, "weights", None), getattr(args, "model_id", None)
    if runtime != "auto" and (
        weights is not None or (given_id is not None and Path(given_id).expanduser().exists())
    ):  # a local checkpoint: its model is known here (from_pretrained's order)
        files = resolve_checkpoint(given_id, getattr(args, "revision", None), weights)
        check_backend_options(
            getattr(args, "device", "auto"), getattr(args, "dtype", None), runtime, size,
            files.config,
        )  # fmt: skip
        return
    model_id = None if weights else given_id
    check_before_download(
        getattr(args, "device", "auto"),
        getattr(args, "dtype", None),
        runtime,
        size,
        model_id=model_id,  # a preset's hub id: a model device='tt' does not run is named
    )
