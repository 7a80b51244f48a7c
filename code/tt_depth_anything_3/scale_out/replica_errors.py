"""How a job on Ray replicas says that a replica failed, in one line each: a replica whose
process died past its restarts (``ReplicaDiedError``: which one or which inputs it held, and
Ray's cause line), and an ordinary error a replica's model raised (``ReplicaError``: its type
and message), where Ray's own errors carried the actor's fields and the remote traceback.

A ``predict_dataset`` replica marks the inputs of the batch it works on in a small file in
the output folder (``mark_in_flight``): a replica killed on a batch leaves it behind, so the
driver can name the inputs it died on (``inputs_in_flight``)."""

from __future__ import annotations

import json
import os
import uuid
from collections import Counter
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

IN_FLIGHT = ".in-flight-"  # the start of a marker's name; it holds the partial-write mark
NAMED_INPUTS = 5  # inputs a ``ReplicaDiedError`` names, then how many more


class ReplicaStartError(ValueError):
    """A job's replica could not load its model: the job stops with this one error."""


class ReplicaDiedError(ValueError):
    """A replica died and died again after its restarts: the run stops, what it wrote kept
    (a rerun resumes from it)."""


class ReplicaError(ValueError):
    """A replica's model raised an error that is not its image's fault (a ``RuntimeError`` of
    the device, say): the job stops with its type and message, what it wrote kept."""


def ray_cause(err: BaseException) -> str:
    """The line of a Ray actor error that says why the actor died (Ray's ``Worker exit
    type: ... Worker exit detail: ...``, the exception its creation raised), without Ray's
    generic first line (``The actor died unexpectedly before finishing this task.``) and its
    tab-indented fields (class name, actor id, pid, ip)."""
    from ray.exceptions import ActorDiedError, RayActorError

    generic = {ActorDiedError.BASE_ERROR_MSG, RayActorError.BASE_ERROR_MSG}
    lines = [line.strip() for line in str(err).splitlines() if not line.startswith("\t")]
    lines = [line for line in lines if line and line not in generic]
    if getattr(err, "actor_init_failed", False) and lines:  # a traceback: its last line
        return lines[-1]
    return " ".join(lines) or str(err).strip() or type(err).__name__


def restarts_used(restarts: int) -> str:
    """How a replica that died again after ``restarts`` restarts is said."""
    if restarts == 0:
        return "and is not restarted (REPLICA_RESTARTS is 0)"
    return f"and again after each of its {restarts} restart(s): none is left"


def mark_in_flight(out_dir: Path, sources: Iterable[str]) -> Path:
    """Write the batch's ``sources`` to a fresh marker in ``out_dir`` (removed by the replica
    when the batch is done; one left behind is of a replica that died on it). Its name holds
    ``predictor.PARTIAL_MARK``, so the end-of-job sweep of partial writes removes it."""
    out_dir.mkdir(parents=True, exist_ok=True)
    marker = out_dir / f"{IN_FLIGHT}{os.getpid()}.partial-{uuid.uuid4().hex[:12]}.json"
    marker.write_text(json.dumps([str(s) for s in sources]), encoding="utf-8")
    return marker


def inputs_in_flight(out_dir: Path) -> list[str]:
    """The inputs of the batch most often left in a marker (a batch retried on each restart
    leaves one per try), or of every batch left where none was tried more often; the markers
    read are removed."""
    counts: Counter[tuple[str, ...]] = Counter()
    for marker in sorted(out_dir.glob(f"{IN_FLIGHT}*")):
        try:
            counts[tuple(json.loads(marker.read_text(encoding="utf-8")))] += 1
        except (OSError, ValueError):  # removed meanwhile, or cut short by the death
            continue
        marker.unlink(missing_ok=True)
    most = max(counts.values(), default=0)
    return list(dict.fromkeys(s for batch, n in counts.items() if n == most for s in batch))


def died_line(err: BaseException, restarts: int, inputs: list[str]) -> str:
    """``predict_dataset``'s one line for a replica that died past its ``restarts``: the
    inputs it held (``inputs_in_flight``) where they are known, and Ray's cause line."""
    if inputs:
        more = f" and {len(inputs) - NAMED_INPUTS} more" if len(inputs) > NAMED_INPUTS else ""
        held = f" on {', '.join(inputs[:NAMED_INPUTS])}{more}"
    else:
        held = " (the inputs it held are not known)"
    return (
        f"a replica died predicting a batch{held}, {restarts_used(restarts)}; Ray says: "
        f"{ray_cause(err)}; the outputs written are kept: rerun to resume"
    )


def one_line(text: str) -> str:
    """``text`` with its line breaks as spaces (an error said on the command's one line)."""
    return " ".join(line.strip() for line in text.splitlines() if line.strip())


RAY_CHAIN = "The above exception was the direct cause of the following exception:"


def task_error_line(err: BaseException) -> str:
    """An error a Ray task of ``predict_dataset`` raised (Ray's ``RayTaskError``: the remote
    traceback as text, and, from Ray Data, a wrapper of its own after it) as the original
    error's last line, ``Type: message``."""
    lines = str(err).splitlines()
    if RAY_CHAIN in lines:  # Ray Data's UserCodeException after it
        lines = lines[: lines.index(RAY_CHAIN)]
    said = [line.strip() for line in lines if line.strip()]
    cause = said[-1] if len(said) > 1 else type(err).__name__
    return f"a Ray task of the job raised {cause}; the outputs written are kept: rerun to resume"


def said_in_one_line(batches: Iterator[Any], out: Path, restarts: int) -> Iterator[Any]:
    """``batches`` (Ray Data's results of a ``predict_dataset`` job writing into ``out``); a
    replica that died past its ``restarts`` is a ``ReplicaDiedError`` naming the inputs it
    died on, an error a Ray task raised a ``ReplicaError`` with the error's type and message:
    one line each, Ray's error chained, where they were Ray's errors with remote tracebacks
    (a replica whose creation raised, a ``ReplicaStartError``)."""
    from ray.exceptions import RayActorError, RayTaskError

    try:
        yield from batches
    except RayActorError as err:
        if getattr(err, "actor_init_failed", False):  # raised starting: never restarted
            raise ReplicaStartError(f"a replica could not start: {ray_cause(err)}") from err
        raise ReplicaDiedError(died_line(err, restarts, inputs_in_flight(out))) from err
    except RayTaskError as err:
        raise ReplicaError(task_error_line(err)) from err
