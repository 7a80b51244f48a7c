"""The chunked reconstruction (``exports.sequence.reconstruct_stream``) with its chunks on Ray
replicas: each replica (an actor holding one model on one device: a Blackhole card, a GPU or a
CPU share) reconstructs whole chunks, one at a time; the driver hands the next chunk to
whichever replica is free, holds the results that come back before an earlier chunk's (at most
``AHEAD_PER_REPLICA`` chunks a replica beyond the one it takes next: ``chunk_order``), takes
them in chunk order and does everything else (alignment, loop closure, outputs), so a run gives
what one process with the replicas' thread count gives, byte for byte."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

from ..config.errors import InputError, NonFiniteDepthError, NonFiniteDepthWarning
from ..config.extras import require_module
from ..config.options import ModelOptions, check_switch
from ..config.quiet_warnings import ignoring
from ..config.records import read_record
from ..exports.folder_lock import folder_run_lock
from ..exports.sequence import (
    StreamOptions,
    StreamResult,
    check_stream_run,
    reconstruct_stream,
)
from ..exports.stream_checks import check_total
from ..geometry.scene import Scene
from ..inference.frame_hold import FrameHolder
from .chunk_order import in_chunk_order
from .dataset import ReplicaStartError, check_capacity, check_replicas, runtime_of
from .inputs import max_pixels_of as max_pixels_of  # the frames' limit: the model's
from .predictor import start_error_text
from .ray_quiet import ray_for_job
from .replica_errors import ReplicaDiedError, ray_cause, restarts_used  # (defined here before)
from .resources import ReplicaResources, auto_choice_line, enter_replica, say_new_choices


class ChunkReplica:
    """One replica: a loaded model that reconstructs the chunks it is given. A model that
    cannot load is kept as ``start_error`` (``started`` says it): the driver stops the run with
    it in one line, where an error raised here came back as Ray's tracebacks."""

    def __init__(self, model: ModelOptions | dict[str, Any], resources: ReplicaResources) -> None:
        from ..api import DepthAnything3

        self._chip = None
        self.start_error: str | None = None
        self.auto_choice = ""  # auto's choice: said by the driver (``ReplicaChunks``)
        self.device = resources.device
        try:
            self.device, self._chip = enter_replica(resources)
            self.model = (
                DepthAnything3.from_options(model, device=self.device)
                if isinstance(model, ModelOptions)
                else DepthAnything3.from_pretrained(**{**model, "device": self.device})
            )
            self.auto_choice = auto_choice_line(self.model)
        except Exception as err:  # said by the driver (``ReplicaChunks``), not Ray's traceback
            self.start_error = start_error_text(err)

    def started(self) -> str | None:
        """Why the model could not load, or None: it is loaded."""
        return self.start_error

    def chose(self) -> str:
        """``auto_choice_line``: "" where the model was loaded without auto."""
        return self.auto_choice

    def reconstruct(self, frames: Sequence[Any]) -> Scene:
        """The chunk's Scene; a replica restarted after it died whose model could not load
        again raises ``ReplicaStartError`` (the driver says it in one line)."""
        if self.start_error is not None:
            raise ReplicaStartError(f"a replica could not start again: {self.start_error}")
        with ignoring(NonFiniteDepthWarning):  # the driver refuses such a chunk, saying why
            return self.model.reconstruct(list(frames))

    def where(self) -> str:
        return f"pid {os.getpid()} {self.device}"


REPLICA_RESTARTS = 2  # times a replica that died is started again (its chunk retried there)
# chunks asked for beyond the one the driver takes next, a replica's worth each: a replica
# done early takes the next chunk while an earlier one runs, its result held (a chunk's Scene)
AHEAD_PER_REPLICA = 1


def chunk_result(ref: Any, what: str, replica: str = "") -> Scene:
    """A chunk's Scene from its replica (``ray.get``); a replica that died past its restarts
    is a ``ReplicaDiedError`` naming the replica (``replica``: which one, its first process)
    and Ray's cause line, one that could not load its model again a ``ReplicaStartError``,
    an ``InputError`` of its model (too many views for its memory) that error itself: one line
    each, not Ray's tracebacks."""
    import ray
    from ray.exceptions import RayActorError, RayTaskError

    try:
        return ray.get(ref)
    except RayActorError as err:
        raise ReplicaDiedError(
            f"a replica died reconstructing {what}: {replica or 'the replica'} died "
            f"{restarts_used(REPLICA_RESTARTS)}; Ray says: {ray_cause(err)}; the chunks "
            "recorded are kept: rerun to resume"
        ) from err
    except RayTaskError as err:
        if isinstance(err.cause, ReplicaStartError):
            raise ReplicaStartError(str(err.cause)) from err
        if isinstance(err.cause, NonFiniteDepthError):  # the cameras too: no scene to check
            raise NonFiniteDepthError(f"{what}: {err.cause}; nothing is recorded for it") from err
        if isinstance(err.cause, InputError):  # the model's refusal (too many views for its
            raise err.cause from err  # memory): as one process says it, not Ray's traceback
        raise


class ReplicaChunks:
    """A chunk reconstructor on ``replicas`` Ray actors: ``map_ordered`` runs chunks side by
    side (one in flight per replica, the next to whichever is free), a plain call runs one
    chunk (loop verification)."""

    def __init__(
        self, model: ModelOptions | dict[str, Any], replicas: int, resources: ReplicaResources
    ) -> None:
        import ray

        if replicas < 1:
            raise ValueError(f"replicas must be at least 1, got {replicas}")
        cluster = ray.cluster_resources()
        resources = resources.on_cluster(cluster, runtime_of(model))
        check_capacity(cluster, resources, replicas, decode_cpus=0.0)
        actor = ray.remote(ChunkReplica).options(
            **resources.ray_options(),
            # a replica that dies (OOM killer, a crashed device) is started again and its
            # chunk retried there, as Ray Data does for predict-dataset's replicas
            max_restarts=REPLICA_RESTARTS,
            max_task_retries=REPLICA_RESTARTS,
        )
        self.actors = [actor.remote(model, resources) for _ in range(replicas)]
        self.running: set = set()  # the chunks asked for and not yet taken back (``close``)
        failed = [why for why in self.ask("started") if why]
        if failed:  # one line for the command, the replicas gone
            self.close()
            raise ReplicaStartError(f"a replica could not start: {failed[0]}")
        self.replicas = self.ask("where")
        self.auto_chose: list[str] = []  # each replica's choice, said once on stderr
        say_new_choices(self.ask("chose"), self.auto_chose)

    def ask(self, method: str) -> list[Any]:
        """Each replica's answer to ``method`` (while they start), in order; a replica whose
        process died (killed, a crash loading its model) past its restarts is a
        ``ReplicaStartError`` naming it and Ray's cause line, the replicas gone (it was
        Ray's ``ActorDiedError`` with its fields and a traceback)."""
        import ray
        from ray.exceptions import RayActorError

        refs = [getattr(actor, method).remote() for actor in self.actors]
        answers = []
        for k, ref in enumerate(refs):
            try:
                answers.append(ray.get(ref))
            except RayActorError as err:
                self.close()
                raise ReplicaStartError(
                    f"a replica could not start: replica {k + 1} of {len(refs)} died starting, "
                    f"{restarts_used(REPLICA_RESTARTS)}; Ray says: {ray_cause(err)}"
                ) from err
        return answers

    def name(self, actor: Any) -> str:
        """Which replica ``actor`` is, as a ``ReplicaDiedError`` says it."""
        k = self.actors.index(actor)
        return f"replica {k + 1} of {len(self.actors)} (started as {self.replicas[k]})"

    def submit(self, actor: Any, frames: Sequence[Any]) -> Any:
        """``actor``'s reconstruction of ``frames`` asked for: its ref, kept in ``running``."""
        ref = actor.reconstruct.remote(list(frames))
        self.running.add(ref)
        return ref

    def result(self, ref: Any, what: str, actor: Any) -> Scene:
        """``chunk_result`` of ``ref`` (asked of ``actor``), no longer running."""
        try:
            return chunk_result(ref, what, self.name(actor))
        finally:
            self.running.discard(ref)

    def finished(self, ref: Any) -> bool:
        """Whether the chunk ``ref`` has finished (its result ready, or its error), now."""
        import ray

        ready, _ = ray.wait([ref], timeout=0)
        return bool(ready)

    def first_finished(self, refs: list[Any]) -> Any:
        """The first of the chunks ``refs`` to finish (its result ready, or its error)."""
        import ray

        ready, _ = ray.wait(refs, num_returns=1)
        return ready[0]

    def __call__(self, frames: Sequence[Any]) -> Scene:
        actor = self.actors[0]
        return self.result(self.submit(actor, frames), "a loop's chunk", actor)

    def map_ordered(
        self, work: Iterable[tuple[int, list[Any]]]
    ) -> Iterator[tuple[int, int, Scene]]:
        """(chunk index, frame count, its Scene) for each (index, frames) of ``work``, in order
        (``chunk_order.in_chunk_order``): the next chunk to whichever replica is free, at most
        ``AHEAD_PER_REPLICA`` chunks a replica asked for beyond the one yielded next. When
        ``work`` raises (a frame that cannot be read, the frames differing from a recorded
        run's), the chunks that have finished before the first one still running are yielded
        first, in order, as a one-process run would have recorded them (a rerun resumes them);
        the others are left to ``close``."""
        yield from in_chunk_order(self, work, AHEAD_PER_REPLICA * len(self.actors))

    def close(self) -> None:
        """The replicas killed. The chunks still running (a run stopped by Ctrl-C, or by an
        error, a bad frame, mid-stream) are cancelled first: killed under a chunk that has
        retries left, Ray printed ``(raylet) Task ChunkReplica.reconstruct failed. There are
        2 retries remaining, so the task will be retried ...`` on the command's stdout, a line
        a chunk, where nothing is retried."""
        import ray

        for ref in self.running:
            ray.cancel(ref)
        self.running = set()
        for actor in self.actors:
            ray.kill(actor)
        self.actors = []


def frame_holder_of(model: ModelOptions | dict[str, Any]) -> FrameHolder:
    """How the replicas' model reads a frame and first resizes it (``ModelOptions``' fields, a
    dict of ``from_pretrained`` arguments' or their defaults)."""
    if isinstance(model, ModelOptions):
        return FrameHolder(model.max_pixels, model.process_res, model.resize_mode)  # type: ignore[arg-type]
    defaults = ModelOptions()
    return FrameHolder(
        max_pixels_of(model),  # type: ignore[arg-type]
        model.get("process_res", defaults.process_res),
        model.get("resize_mode", defaults.resize_mode),
    )


def check_stream_job(
    out_dir: str | os.PathLike, model: ModelOptions | dict[str, Any], identity: Any, **options: Any
) -> StreamOptions:
    """What can be refused before any replica loads: a model without a camera head (no
    trajectory to chain), and a rerun into ``out_dir`` with other settings or input
    (``exports.sequence.check_stream_run``); returns the ``StreamOptions``."""
    return checked_stream_job(out_dir, model, identity, **options)[1]


def checked_stream_job(
    out_dir: str | os.PathLike,
    model: ModelOptions | dict[str, Any],
    identity: Any,
    *,
    config: Any = None,
    **options: Any,
) -> tuple[Path, StreamOptions]:
    """``check_stream_job``, with the folder it checked: ``out_dir`` with ``~`` expanded (the
    home folder, as the writers take it), where the run then goes, locked and recorded.
    ``config``: the checkpoint's ``DA3Config`` where the caller resolved it (not again)."""
    from ..checkpoints.resolve import resolve_checkpoint
    from ..config import DA3Config
    from ..config.presets import HUB_MODEL_IDS

    if not isinstance(model, ModelOptions):  # from_pretrained's arguments
        names = {"weights_path": "weights"}
        model = ModelOptions(**{names.get(k, k): v for k, v in model.items()})
    if config is None and model.weights is None and model.model_id in HUB_MODEL_IDS:
        config = DA3Config.from_model_name(HUB_MODEL_IDS[model.model_id])  # no download
    elif config is None:
        config = resolve_checkpoint(model.model_id, model.revision, model.weights).config
    config.require_camera("the chunked reconstruction (reconstruct_stream_on_ray)")
    settings = StreamOptions(**options)
    out = Path(out_dir).expanduser()  # "~/run": the home folder (the one place it is expanded)
    check_stream_run(out, settings, identity)
    return out, settings


def reconstruct_stream_on_ray(
    frames: Iterable[Any],
    out_dir: str | os.PathLike,
    model: ModelOptions | dict[str, Any],
    *,
    replicas: int = 2,
    resources: ReplicaResources | None = None,
    total: int | None = None,
    progress: bool = True,
    identity: Any = None,
    timestamps: Sequence[float] | None = None,
    **options: Any,
) -> StreamResult:
    """``DepthAnything3.reconstruct_stream`` with the chunks on ``replicas`` Ray replicas of
    ``model`` (``ModelOptions`` or ``from_pretrained`` arguments; each replica's ``device`` is
    its own) on the connected cluster (``ray.init`` first, or let this start a local one, shut
    down when it returns);
    ``options`` are ``StreamOptions``' fields. Resumable as the one-process run, and the same
    outputs as one process whose torch threads are a replica's (``resources.cpus``)."""
    require_module("ray", "reconstruct_stream_on_ray", "ray")  # said first, as before
    progress = check_switch("progress", progress)  # "no" is truthy
    replicas = check_replicas(replicas)  # before Ray starts ("2": a TypeError after it)
    # before Ray starts; out_dir's "~" expanded: where the chunks go, lock and record too
    out_dir, settings = checked_stream_job(out_dir, model, identity, **options)
    return run_stream_job(
        frames, out_dir, settings, model, replicas=replicas, resources=resources, total=total,
        progress=progress, identity=identity, timestamps=timestamps,
    )  # fmt: skip


def chunk_replicas(
    replicas: int, out_dir: Path, settings: StreamOptions, total: int | None
) -> tuple[int, str]:
    """(how many of ``replicas`` a run into ``out_dir`` starts, and "" or the line saying
    why fewer): one per chunk still to reconstruct where ``total``, the frames' count, is
    known (the chunks ``settings`` cut them into, less those ``out_dir``'s record holds), one
    at least (a finished run's loop closure may still verify a joint chunk). The others
    would load the model for nothing. ``total`` None (a stream of unknown length): all."""
    total = check_total(total)  # -1 or 2.5: said as the run says it
    if total is None:
        return replicas, ""
    record = out_dir / "stream.json"
    recorded = 0
    if record.exists() or record.is_symlink():  # checked before (``check_stream_run``)
        recorded = len(read_record(record, {"chunks": list})["chunks"])
    left = max(settings.plan.count(total) - recorded, 0)
    needed = max(min(replicas, left), 1)
    if needed == replicas:
        return replicas, ""
    chunks = f"{left} chunk{'s' * (left != 1)} to reconstruct"
    if recorded:
        chunks += f" ({recorded} recorded)"
    return needed, (
        f"{chunks}: {needed} replica{'s' * (needed != 1)} started, not {replicas} "
        "(the others would have loaded the model for nothing)"
    )


def say_chunk_replicas(
    command: str, replicas: int, out_dir: Path, settings: StreamOptions, total: int | None
) -> int:
    """``chunk_replicas``' count; its line, when fewer, said on stderr as ``command`` (``tt-da3
    video``) says its own."""
    count, line = chunk_replicas(replicas, out_dir, settings, total)
    if line:
        print(f"{command}: {line}", file=sys.stderr)
    return count


def run_stream_job(
    frames: Iterable[Any],
    out_dir: Path,
    settings: StreamOptions,
    model: ModelOptions | dict[str, Any],
    *,
    replicas: int = 2,
    resources: ReplicaResources | None = None,
    total: int | None = None,
    progress: bool = True,
    identity: Any = None,
    timestamps: Sequence[float] | None = None,
) -> StreamResult:
    """``reconstruct_stream_on_ray`` of a job ``checked_stream_job`` checked (``out_dir`` and
    ``settings`` its answer): not checked again (``tt-da3 video --replicas`` checks before it
    connects to Ray, and the checkpoint is resolved once)."""
    ray = require_module("ray", "reconstruct_stream_on_ray", "ray")

    progress = check_switch("progress", progress)
    replicas = check_replicas(replicas)
    device = model.device if isinstance(model, ModelOptions) else model.get("device", "cpu")
    resources = resources or ReplicaResources(str(device))
    # a second run into out_dir refused before Ray starts; a local Ray of the run's own (not
    # one another program left running) if none is connected, shut down after
    replicas = chunk_replicas(replicas, out_dir, settings, total)[0]  # one a chunk at most
    with folder_run_lock(out_dir), ray_for_job(ray):
        pool = ReplicaChunks(model, replicas, resources)
        try:
            return reconstruct_stream(
                frames, pool, out_dir, settings, total, progress, identity, timestamps,
                **frame_holder_of(model).arguments(),  # chunks hold frames small
            )  # fmt: skip
        finally:
            pool.close()
