"""``--replicas``: the chunked reconstruction with its chunks on two local Ray replicas (tiny
any-view model, one CPU each) gives the one-process run's outputs byte for byte (the same
torch thread count), through the Python API and ``tt-da3 video --replicas 2``."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

ray = pytest.importorskip("ray")

from tt_depth_anything_3 import DepthAnything3  # noqa: E402
from tt_depth_anything_3.cli import main  # noqa: E402
from tt_depth_anything_3.scale_out.dataset import ReplicaStartError  # noqa: E402
from tt_depth_anything_3.scale_out.ray_shutdown import shutdown_ray  # noqa: E402
from tt_depth_anything_3.scale_out.resources import ReplicaResources  # noqa: E402
from tt_depth_anything_3.scale_out.stream import (  # noqa: E402
    ChunkReplica,
    ReplicaChunks,
    reconstruct_stream_on_ray,
)

N_FRAMES = 14
STREAM = {"chunk_size": 6, "overlap": 2, "progress": False}  # 3 chunks: loop closure runs
RAY_DEATH = "The actor is dead because its worker process has died."  # Ray's cause line
OUTPUTS = ("poses_tum.txt", "poses_kitti.txt", "intrinsics.txt", "cloud.ply", "loops.json")


def frames() -> list[np.ndarray]:
    """A textured image panning sideways, 64 x 80."""
    rng = np.random.default_rng(0)
    texture = rng.integers(0, 255, (16, 60, 3)).astype(np.uint8)
    big = np.asarray(Image.fromarray(texture).resize((240, 64), Image.BILINEAR))
    return [np.ascontiguousarray(big[:, 4 * i : 4 * i + 80]) for i in range(N_FRAMES)]


@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    shutdown_ray(ray)  # (ray.shutdown could end the worker: scale_out.ray_shutdown)


@pytest.fixture(scope="module")
def one_process(tiny_anyview_checkpoint, tmp_path_factory) -> Path:
    """The reference: one process with a replica's torch threads (1)."""
    import torch

    out = tmp_path_factory.mktemp("one_process")
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        with DepthAnything3.from_pretrained(
            weights_path=tiny_anyview_checkpoint, device="cpu", process_res=70
        ) as model:
            model.reconstruct_stream(frames(), out, **STREAM)
    finally:
        torch.set_num_threads(threads)
    return out


def assert_same_outputs(a: Path, b: Path) -> None:
    for name in OUTPUTS:
        assert (a / name).read_bytes() == (b / name).read_bytes(), name
    for f in range(N_FRAMES):
        name = f"depth/frame_{f:06d}.npz"
        assert (a / name).read_bytes() == (b / name).read_bytes(), name


def test_two_replicas_give_the_one_process_outputs(
    local_ray, one_process, tiny_anyview_checkpoint, tmp_path
):
    model = {"weights_path": str(tiny_anyview_checkpoint), "device": "cpu", "process_res": 70}
    result = reconstruct_stream_on_ray(
        iter(frames()),
        tmp_path,
        model,
        replicas=2,
        resources=ReplicaResources("cpu", cpus=1),
        **STREAM,
    )
    assert result.num_chunks == 3 and result.chunks_computed == 3
    assert_same_outputs(one_process, tmp_path)


def video_on_two_replicas(tmp_path, checkpoint) -> tuple[list[str], Path]:
    """``tt-da3 video`` of ``frames()`` (written to a folder) on two replicas, and its --out."""
    folder = tmp_path / "frames"
    folder.mkdir()
    for i, image in enumerate(frames()):
        Image.fromarray(image).save(folder / f"f{i:03d}.png")
    out = tmp_path / "out"
    args = ["video", str(folder), "--out", str(out), "--chunk-size", "6", "--overlap", "2"]
    args += ["--replicas", "2", "--cpus-per-replica", "1", "--no-progress"]
    args += ["--weights", str(checkpoint), "--device", "cpu", "--process-res", "70"]
    return args, out


def test_cli_video_replicas(local_ray, one_process, tiny_anyview_checkpoint, tmp_path):
    args, out = video_on_two_replicas(tmp_path, tiny_anyview_checkpoint)
    assert main(args) == 0
    assert_same_outputs(one_process, out)


def test_cli_video_replicas_refuses_a_per_frame_model(tiny_metric_checkpoint, tmp_path, capsys):
    folder = tmp_path / "frames"
    folder.mkdir()
    Image.fromarray(frames()[0]).save(folder / "f.png")
    args = ["video", str(folder), "--out", str(tmp_path / "out"), "--replicas", "2"]
    assert main([*args, "--weights", str(tiny_metric_checkpoint), "--device", "cpu"]) != 0
    assert "has no camera head" in capsys.readouterr().err


class KilledReplicaChunks(ReplicaChunks):
    """``ReplicaChunks`` whose first replica is SIGKILLed (an OOM kill, a crashed device) once
    the third chunk is asked for: the first two are then in flight or done."""

    def map_ordered(self, work):
        def killing():
            for k, frames in work:
                if k == 2:
                    os.kill(int(self.replicas[0].split()[1]), signal.SIGKILL)
                yield k, frames

        return super().map_ordered(killing())


def test_a_replica_killed_mid_run_is_restarted_and_its_chunk_retried(
    local_ray, one_process, tiny_anyview_checkpoint, tmp_path, monkeypatch
):
    """A replica that died ended the run with Ray's ``ActorDiedError`` traceback; it is now
    started again and its chunk retried there (as predict-dataset's are): the outputs are the
    uninterrupted run's, byte for byte."""
    from tt_depth_anything_3.scale_out import stream

    monkeypatch.setattr(stream, "ReplicaChunks", KilledReplicaChunks)
    model = {"weights_path": str(tiny_anyview_checkpoint), "device": "cpu", "process_res": 70}
    result = reconstruct_stream_on_ray(
        iter(frames()), tmp_path, model, replicas=2, resources=ReplicaResources("cpu", cpus=1),
        **STREAM,
    )  # fmt: skip
    assert result.num_chunks == 3 and result.chunks_computed == 3
    assert_same_outputs(one_process, tmp_path)


def test_a_replica_that_dies_past_its_restarts_is_one_line(
    local_ray, tiny_anyview_checkpoint, tmp_path, monkeypatch, capsys
):
    """Past its restarts, a dead replica is one ``error:`` line saying to rerun (exit 2), not a
    40-line Ray traceback with exit 1 ("done in part")."""
    from tt_depth_anything_3.scale_out import stream

    monkeypatch.setattr(stream, "ReplicaChunks", KilledReplicaChunks)
    monkeypatch.setattr(stream, "REPLICA_RESTARTS", 0)
    args, out = video_on_two_replicas(tmp_path, tiny_anyview_checkpoint)
    assert main(args) == 2
    err = capsys.readouterr().err
    assert "tt-da3 video: error: a replica died reconstructing chunk" in err
    assert "rerun to resume" in err and "Traceback" not in err
    # which replica, its restarts used up, and Ray's cause line, not its generic first line
    assert ": replica 1 of 2 (started as pid " in err and "is not restarted" in err
    assert f"Ray says: {RAY_DEATH}" in err and "died unexpectedly before finishing" not in err
    assert len(err.strip().splitlines()) == 1


def test_a_replica_that_dies_starting_past_its_restarts_is_one_error(local_ray, monkeypatch):
    """It was Ray's ``ActorDiedError``: its generic first line, the actor's fields and a
    worker traceback; now one ``ReplicaStartError`` naming the replica, its restarts used up
    and Ray's cause line."""
    from tt_depth_anything_3.scale_out import stream

    class DiesStarting(ChunkReplica):  # (here: Ray's workers get it by value)
        """Its process dies as it starts (a crash loading the model, the OOM killer),
        restarted by Ray and dying again."""

        def __init__(self, *args) -> None:
            os._exit(3)

    monkeypatch.setattr(stream, "ChunkReplica", DiesStarting)
    monkeypatch.setattr(stream, "REPLICA_RESTARTS", 1)
    model = {"weights_path": "unused", "device": "cpu"}
    with pytest.raises(ReplicaStartError) as raised:
        ReplicaChunks(model, 1, ReplicaResources("cpu", cpus=1))
    said = str(raised.value)
    assert said.startswith("a replica could not start: replica 1 of 1 died starting, and again ")
    assert "after each of its 1 restart(s): none is left; Ray says: " in said
    assert RAY_DEATH in said and "\n" not in said


def test_chunks_running_when_a_run_stops_are_cancelled_not_left_to_retry(local_ray, monkeypatch):
    """A run stopped mid-stream (Ctrl-C, SIGTERM, a bad frame) kills its replicas with chunks
    in flight: those had retries left, so Ray printed ``(raylet) Task ChunkReplica.reconstruct
    failed. There are 2 retries remaining, so the task will be retried`` on the command's
    stdout, a line a chunk, though nothing was retried. They are now cancelled first."""
    from types import SimpleNamespace

    from ray.exceptions import TaskCancelledError

    from tt_depth_anything_3.scale_out import stream

    class SlowReplica(ChunkReplica):  # (here: Ray's workers get it by value)
        """Loads nothing; a chunk takes a minute: still running when the run stops."""

        def __init__(self, *args) -> None:
            self.start_error, self.auto_choice, self.device = None, "", "cpu"

        def reconstruct(self, frames):
            import time

            time.sleep(60)

    def recording(actor, asked: list):
        """``actor`` whose chunks' refs are appended to ``asked``."""

        def remote(frames):
            asked.append(actor.reconstruct.remote(frames))
            return asked[-1]

        return SimpleNamespace(reconstruct=SimpleNamespace(remote=remote))

    def work():
        yield 0, ["frame 0"]
        yield 1, ["frame 1"]
        raise RuntimeError("a bad third frame")

    monkeypatch.setattr(stream, "ChunkReplica", SlowReplica)
    model = {"weights_path": "unused", "device": "cpu"}
    pool = ReplicaChunks(model, 2, ReplicaResources("cpu", cpus=1))
    replicas, asked = pool.actors, []
    pool.actors = [recording(actor, asked) for actor in replicas]
    with pytest.raises(RuntimeError, match="a bad third frame"):
        list(pool.map_ordered(work()))
    assert len(asked) == 2  # both replicas' chunks in flight
    pool.actors = replicas
    pool.close()  # as reconstruct_stream_on_ray's ``finally`` does
    for ref in asked:  # not Ray's ActorDiedError after "retries remaining"
        with pytest.raises(TaskCancelledError):
            ray.get(ref, timeout=60)


def test_a_model_refusal_in_a_replica_is_said_as_one_process_says_it(
    local_ray, tiny_anyview_checkpoint, tmp_path, monkeypatch, capsys
):
    """An ``InputError`` of a replica's model (a chunk of more views than the model takes in
    its memory: DA3-GIANT at the default chunk size) came back as Ray's ``RayTaskError``:
    ``tt-da3 video: error: ray::ChunkReplica.reconstruct() (pid=..., actor_id=...)`` and the
    replica's traceback. Now the error itself, one line, as one process says it."""
    from tt_depth_anything_3.scale_out import stream

    said = "6 views of 56x70 are more than da3-giant can take in one reconstruct call"

    class Refusing(ChunkReplica):  # (here: Ray's workers get it by value)
        def __init__(self, *args) -> None:
            self.start_error, self.auto_choice, self.device = None, "", "cpu"

        def reconstruct(self, frames):
            from tt_depth_anything_3.config.errors import InputError

            raise InputError(said)

    monkeypatch.setattr(stream, "ChunkReplica", Refusing)
    args, out = video_on_two_replicas(tmp_path, tiny_anyview_checkpoint)
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.strip() == f"tt-da3 video: error: {said}"


def test_a_replica_done_early_takes_the_next_chunk_while_a_slow_one_runs(
    local_ray, one_process, tiny_anyview_checkpoint, tmp_path, monkeypatch
):
    """Replica 1's first chunk (chunk 0) holds on until chunk 2 is handed out (a slower
    device; at most a minute: the run before the fix): replica 2 reconstructs chunks 1 and 2
    meanwhile (it got chunk 2 only once chunk 0 was back), and the outputs are one process's,
    byte for byte."""
    import time

    from tt_depth_anything_3.scale_out import stream

    class SlowFirst(ChunkReplica):  # (here: Ray's workers get it by value)
        wait_for = None

        def hold_first_chunk(self, path: str) -> None:
            self.wait_for = path

        def reconstruct(self, frames):
            deadline = time.monotonic() + 60
            while self.wait_for and not os.path.exists(self.wait_for):
                if time.monotonic() > deadline:
                    break
                time.sleep(0.05)
            self.wait_for = None
            return ChunkReplica.reconstruct(self, frames)

    handed = tmp_path / "chunk-2-handed-out"

    class Watched(ReplicaChunks):
        took: list[int] = []  # the replica of each chunk asked for, in order

        def __init__(self, *args) -> None:
            super().__init__(*args)
            ray.get(self.actors[0].hold_first_chunk.remote(str(handed)))

        def submit(self, actor, frames):
            Watched.took.append(self.actors.index(actor))
            if len(Watched.took) == 3:
                handed.touch()
            return super().submit(actor, frames)

    monkeypatch.setattr(stream, "ChunkReplica", SlowFirst)
    monkeypatch.setattr(stream, "ReplicaChunks", Watched)
    model = {"weights_path": str(tiny_anyview_checkpoint), "device": "cpu", "process_res": 70}
    out = tmp_path / "out"
    result = reconstruct_stream_on_ray(
        iter(frames()), out, model, replicas=2, resources=ReplicaResources("cpu", cpus=1),
        **STREAM,
    )  # fmt: skip
    assert Watched.took[:3] == [0, 1, 1]  # it was [0, 1, 0]: chunk 2 waited for chunk 0
    assert result.num_chunks == 3 and result.chunks_computed == 3
    assert_same_outputs(one_process, out)
