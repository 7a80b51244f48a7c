"""What the Ray commands refuse before Ray starts, and how a replica that cannot start ends:
a checkpoint that does not fit its network (the single-process line, exit 2), Ray-only flags
of ``eval-kitti`` without ``--replicas``, ``--replicas`` over ``--max-replicas``, a
non-finite ``--cpus-per-replica``, a signal during ``ray.init``, and a replica's load error
kept and reported, not raised for Ray to retry."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import subprocess
import sys
import threading

import numpy as np
import pytest

pytest.importorskip("ray")

from support.checkpoints import TINY_ARCHITECTURES  # noqa: E402
from tt_depth_anything_3.cli import main  # noqa: E402
from tt_depth_anything_3.cli.common import interrupt_on_signal  # noqa: E402
from tt_depth_anything_3.cli.ray_jobs import start_ray  # noqa: E402
from tt_depth_anything_3.scale_out.predictor import START_FAILED, DepthPredictor  # noqa: E402
from tt_depth_anything_3.scale_out.resources import ReplicaResources  # noqa: E402
from tt_depth_anything_3.scale_out.serve import DepthReplica, ServeOptions  # noqa: E402

NO_SUCH = "does not match the network"


@pytest.fixture(autouse=True)
def torch_threads_kept(monkeypatch):
    """A replica built in this process (``enter_replica``) would set torch's threads to its
    CPU share (1) for the rest of this pytest worker: later tests comparing against a server
    process (2 threads) then differed in the last bit."""
    import torch

    monkeypatch.setattr(torch, "set_num_threads", lambda n: None)


@pytest.fixture
def no_ray(monkeypatch):
    import ray

    def refuse(*args, **kwargs):
        raise AssertionError("ray.init called: the command should have refused before")

    monkeypatch.setattr(ray, "init", refuse)


@pytest.fixture
def misfit_checkpoint(tmp_path, tiny_metric_checkpoint):
    """Valid safetensors (its header reads) whose config.json names another network."""
    folder = tmp_path / "misfit"
    folder.mkdir()
    shutil.copy(tiny_metric_checkpoint / "model.safetensors", folder / "model.safetensors")
    config = {"model_name": "da3-small", "architecture": TINY_ARCHITECTURES["da3-small"]}
    (folder / "config.json").write_text(json.dumps(config))
    return folder


def kitti_argv(tmp_path, checkpoint, *extra: str) -> list[str]:
    from support.kitti_synthetic import make_synthetic_kitti

    kitti = make_synthetic_kitti(tmp_path / "kitti")
    argv = ["eval-kitti", "--kitti-root", str(kitti.root), "--gt-root", str(kitti.gt_root)]
    argv += ["--split-file", str(kitti.split_file), "--out", str(tmp_path / "ev")]
    return [*argv, "--no-progress", "--weights", str(checkpoint), *extra]


def test_a_misfit_checkpoint_is_refused_before_ray_by_every_ray_command(
    no_ray, misfit_checkpoint, tmp_path, capsys
):
    weights = ["--weights", str(misfit_checkpoint), "--process-res", "70"]
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "a.png").write_bytes(b"x")
    commands = {
        "serve": ["serve", "--ray", "--port", "0", *weights],
        "predict-dataset": ["predict-dataset", str(tmp_path / "in"), "--out", str(tmp_path / "o")]
        + weights,
        "eval-kitti": kitti_argv(tmp_path, misfit_checkpoint, "--replicas", "1"),
    }
    for command, argv in commands.items():
        assert main(argv) == 2, command
        err = capsys.readouterr().err
        said = [line for line in err.splitlines() if ": warning: " not in line]  # (pydantic's)
        assert len(said) == 1 and said[0].startswith(f"tt-da3 {command}: error: "), err
        assert NO_SUCH in said[0] and "Traceback" not in err
    assert not (tmp_path / "o").exists() and not (tmp_path / "ev").exists()


@pytest.mark.parametrize(
    "flags", [["--address", "auto"], ["--cpus-per-replica", "1"], ["--resource", "tt"]]
)
def test_eval_kitti_refuses_ray_flags_without_replicas(
    tiny_metric_checkpoint, tmp_path, capsys, flags
):
    assert main(kitti_argv(tmp_path, tiny_metric_checkpoint, *flags)) == 2
    assert f"{flags[0]}: only with --replicas" in capsys.readouterr().err
    assert not (tmp_path / "ev").exists()


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--replicas", "2", "--max-replicas", "1"], "--replicas <= --max-replicas), got 2 and 1"),
        (["--cpus-per-replica", "inf"], "cpus per replica must be positive and finite, got inf"),
    ],
)
def test_serve_on_ray_refuses_before_ray(no_ray, capsys, extra, message):
    assert main(["serve", "--ray", "--port", "0", *extra]) == 2
    assert message in capsys.readouterr().err


def test_replicas_are_the_least_of_the_autoscaled_range():
    fixed, scaled = (
        ServeOptions(replicas=2),
        ServeOptions(replicas=2, min_replicas=2, max_replicas=4),
    )
    assert (fixed.starting, fixed.most, fixed.described()) == (2, 2, "2")
    assert (scaled.starting, scaled.most, scaled.described()) == (2, 4, "2 to 4 (autoscaled)")


class SlowRay:
    """Stands in for ``ray``: an ``init`` during which a SIGTERM arrives (sent by ``init``
    itself, which goes on only once the main thread's handler has run: no timing to race on a
    loaded machine), and a recorded ``shutdown``."""

    def __init__(self) -> None:
        self.calls: list[str] = []
        self.handled = threading.Event()

    def init(self, **kwargs) -> None:
        os.kill(os.getpid(), signal.SIGTERM)
        assert self.handled.wait(60), "the main thread never handled the SIGTERM"
        self.calls.append("init done")

    def shutdown(self) -> None:
        self.calls.append("shutdown")


def start_under_sigterm(ray, handler) -> None:
    """``start_ray(ray)`` with ``handler`` on SIGTERM (restored after), which ``ray.init``
    sends: the start-up must end in ``KeyboardInterrupt('SIGTERM')``."""
    before = signal.signal(signal.SIGTERM, handler)
    try:
        with pytest.raises(KeyboardInterrupt, match="SIGTERM"):
            start_ray(ray, address="local")
    finally:
        signal.signal(signal.SIGTERM, before)


def test_sigterm_during_ray_init_lets_it_finish_then_shuts_ray_down():
    ray = SlowRay()

    def handler(signum, frame):
        ray.handled.set()
        interrupt_on_signal(signum, frame)

    start_under_sigterm(ray, handler)
    assert ray.calls == ["init done", "shutdown"]  # not cut midway, and nothing left running


# A child that dies with the thread that started it, as Ray's gcs_server and raylet do
# (PR_SET_PDEATHSIG = 1, SIGKILL), and says so once it is armed.
DIES_WITH_ITS_THREAD = (
    "import ctypes, sys, time; ctypes.CDLL(None).prctl(1, 9); print('armed', flush=True); "
    "time.sleep(60)"
)


class ClusterStartingRay:
    """Stands in for ``ray``: ``init`` starts a process armed as Ray's cluster processes are."""

    def __init__(self) -> None:
        self.cluster: subprocess.Popen | None = None

    def init(self, **kwargs) -> None:
        self.cluster = subprocess.Popen(
            [sys.executable, "-c", DIES_WITH_ITS_THREAD], stdout=subprocess.PIPE, text=True
        )
        assert self.cluster.stdout.readline().strip() == "armed"


def test_the_local_cluster_outlives_the_start_up():
    """``ray.init`` ran on a helper thread that returned: Linux killed the local cluster's
    processes a second later (every Ray command without ``--address`` failed after 60 s)."""
    ray = ClusterStartingRay()
    start_ray(ray, address="local")
    try:
        ray.cluster.wait(timeout=2)
    except subprocess.TimeoutExpired:
        pass  # alive, as it should be
    finally:
        alive = ray.cluster.poll() is None
        ray.cluster.kill()
        ray.cluster.wait()
    assert alive, "the cluster's process died with the thread that started it"


def test_a_data_replica_that_cannot_load_reports_it_on_every_row(tmp_path):
    predictor = DepthPredictor(
        {"weights_path": str(tmp_path / "none")}, ReplicaResources(), ".", ("npy",)
    )
    batch = {k: np.asarray(["a", "b"], dtype=object) for k in ("source", "name")}
    batch |= {"pixels": np.asarray([b"", b""], dtype=object), "shape": np.zeros((2, 3), np.int64)}
    batch |= {"intrinsics": np.zeros((2, 9)), "error": np.asarray(["", ""], dtype=object)}
    rows = predictor(batch)
    assert list(rows["status"]) == [START_FAILED] * 2
    assert "does not exist" in rows["error"][0]


def test_a_serve_replica_that_cannot_load_answers_503_with_its_error(tmp_path):
    from tt_depth_anything_3.scale_out.messages import ForwardedRequest

    replica = DepthReplica({"weights": str(tmp_path / "none")}, ReplicaResources())
    assert "does not exist" in replica.start_error
    answer = asyncio.run(replica.handle(ForwardedRequest("GET", "/ready", [], b"")))
    assert answer.status == 503 and b"the model failed to load" in answer.body
    replica.check_health()  # no restart: it would fail the same way


def test_video_on_replicas_refuses_a_misfit_checkpoint_before_ray(
    no_ray, misfit_checkpoint, tmp_path, capsys
):
    from PIL import Image

    (tmp_path / "frames").mkdir()
    for i in range(3):
        Image.new("RGB", (80, 60), (40 * i, 90, 120)).save(tmp_path / "frames" / f"f{i}.png")
    argv = ["video", str(tmp_path / "frames"), "--out", str(tmp_path / "o"), "--replicas", "2"]
    assert main([*argv, "--weights", str(misfit_checkpoint), "--process-res", "70"]) == 2
    err = capsys.readouterr().err
    said = [line for line in err.splitlines() if ": warning: " not in line]
    assert len(said) == 1 and said[0].startswith("tt-da3 video: error: "), err
    assert NO_SUCH in said[0] and "Traceback" not in err
    assert not (tmp_path / "o").exists()


def test_a_chunk_replica_that_cannot_load_keeps_its_error():
    from tt_depth_anything_3.scale_out.stream import ChunkReplica

    replica = ChunkReplica({"weights_path": "/nonexistent/none"}, ReplicaResources())
    assert "does not exist" in replica.started()
    assert replica.where().endswith(" cpu")


class InProcessRay:
    """Stands in for ``ray`` for ``ReplicaChunks``: its actors built here, their methods
    called at once; ``kill`` recorded."""

    def __init__(self) -> None:
        self.killed: list = []

    def cluster_resources(self) -> dict:
        return {"CPU": 8.0}

    def remote(self, cls):
        class Handle:
            def __init__(self, *args):
                self.instance = cls(*args)

            def __getattr__(self, name):
                method = getattr(self.instance, name)
                return type("Method", (), {"remote": staticmethod(method)})

        factory = type("Factory", (), {"remote": staticmethod(Handle)})
        return type("Remote", (), {"options": staticmethod(lambda **k: factory)})

    def get(self, values):
        return values

    def kill(self, actor) -> None:
        self.killed.append(actor)


def test_a_video_run_whose_replica_cannot_load_stops_with_one_error(monkeypatch):
    """``video --replicas``: the replica's load error came back as Ray's tracebacks (the
    actor's constructor raised); it is now one ``ReplicaStartError``, the actors killed."""
    import ray

    from tt_depth_anything_3.scale_out.dataset import ReplicaStartError
    from tt_depth_anything_3.scale_out.stream import ReplicaChunks

    fake = InProcessRay()
    for name in ("cluster_resources", "remote", "get", "kill"):
        monkeypatch.setattr(ray, name, getattr(fake, name))
    with pytest.raises(ReplicaStartError, match="^a replica could not start: .*does not exist"):
        ReplicaChunks({"weights_path": "/nonexistent/none"}, 2, ReplicaResources())
    assert len(fake.killed) == 2


class HangingRay:
    """Stands in for ``ray``: an ``init`` that never ends (Ray retrying an address that does
    not answer as a cluster), sending one SIGTERM first."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def init(self, **kwargs) -> None:
        os.kill(os.getpid(), signal.SIGTERM)
        threading.Event().wait()

    def shutdown(self) -> None:
        self.calls.append("shutdown")


def test_a_start_up_that_hangs_stops_after_the_grace_period(monkeypatch):
    from tt_depth_anything_3.cli import ray_jobs

    monkeypatch.setattr(ray_jobs, "STOP_GRACE_S", 0.5)
    ray = HangingRay()
    start_under_sigterm(ray, interrupt_on_signal)
    assert ray.calls == []  # not shut down midway through a start-up that never ended


def test_an_address_nothing_answers_at_is_refused_before_ray(no_ray):
    import socket

    from tt_depth_anything_3.cli.ray_jobs import check_ray_address
    from tt_depth_anything_3.config.errors import InputError

    with socket.socket() as probe:  # a port that was free a moment ago: nothing listens
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    for address in (f"127.0.0.1:{port}", f"ray://127.0.0.1:{port}"):
        with pytest.raises(InputError, match=f"--address {address}: no Ray cluster answers"):
            start_ray(object(), address=address)
    # one that accepts: test_ray_address_not_ray (a gRPC server's answer checked)
    for address in (None, "auto", "local", "no-port-here"):
        check_ray_address(address)


@pytest.mark.parametrize("preset", [None, "7"])
def test_serve_on_its_own_cluster_gives_the_proxy_time_to_start(
    monkeypatch, tiny_metric_checkpoint, preset
):
    """``serve --ray`` without ``--address``: Ray Serve's 5 s wait for its HTTP proxy killed
    the proxy before it started on a loaded 2-core machine (load 15; the command exited 1).
    The cluster the command starts gets 30 s unless the variable is set."""
    import ray

    from tt_depth_anything_3.cli.serve import PROXY_READY_VARIABLE

    monkeypatch.setenv(PROXY_READY_VARIABLE, preset or "")  # restored after the test
    if preset is None:
        monkeypatch.delenv(PROXY_READY_VARIABLE)
    seen: list[str | None] = []

    def init(*args, **kwargs):  # what the cluster's processes would inherit
        seen.append(os.environ.get(PROXY_READY_VARIABLE))
        raise RuntimeError("stop here")

    monkeypatch.setattr(ray, "init", init)
    flags = ["serve", "--ray", "--weights", str(tiny_metric_checkpoint), "--device", "cpu"]
    with pytest.raises(RuntimeError, match="stop here"):
        main([*flags, "--port", "0"])
    assert seen == ["30" if preset is None else preset]


class ShutdownFailsRay:
    """Stands in for ``ray``: ``init`` installs a SIGTERM handler of its own (as Ray's does on
    the main thread), ``shutdown`` raises."""

    def __init__(self) -> None:
        self.started = False

    def is_initialized(self) -> bool:
        return self.started

    def init(self, **kwargs) -> None:
        self.started = True
        if threading.current_thread() is threading.main_thread():
            signal.signal(signal.SIGTERM, lambda signum, frame: None)

    def shutdown(self) -> None:
        raise RuntimeError("shutdown failed")


def test_the_callers_signal_handlers_come_back_when_the_shutdown_raises():
    """``ray_for_job``: a ``ray.shutdown`` that raised left Ray's SIGTERM handler installed in
    the caller's process (the handlers were restored after it, not whatever it did). Ray now
    starts on a thread of its own and never installs it (``test_ray_jobs_in_threads``); the
    shutdown's error still reaches the caller."""
    from tt_depth_anything_3.scale_out.ray_quiet import ray_for_job

    before = signal.getsignal(signal.SIGTERM)
    with pytest.raises(RuntimeError, match="shutdown failed"):
        with ray_for_job(ShutdownFailsRay()):
            assert signal.getsignal(signal.SIGTERM) is before
    assert signal.getsignal(signal.SIGTERM) is before
