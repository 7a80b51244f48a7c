"""Scheduling of many images: batches for ``model(list)``, streams for ``iter_predict``.

The facade hands in two steps, ``prepare`` (host: decode, preprocess, focal length) and
``run`` (the backend call and postprocessing of jobs of one network size; both in ``jobs``);
this module decides which thread runs them and when: read-ahead on host threads, or frames side
by side on a thread-safe (CPU) backend with a share of torch's threads each. ``per_image``
spreads one argument (a focal length, a camera matrix) over the images of a batch.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np
import torch

from .concurrency import default_parallel_frames
from .jobs import Job
from .outputs import DepthOutput
from .pipeline import Prepared, default_read_ahead, read_ahead


@dataclass(frozen=True)
class FramePrediction:
    """One frame of ``iter_predict``: its ``output``, or the ``error`` it raised."""

    index: int
    output: DepthOutput | None
    error: Exception | None

    @property
    def ok(self) -> bool:
        return self.error is None


def per_image(value: Any, count: int, name: str, is_item) -> list[Any]:
    """A single value for every image, or a sequence with one per image."""
    if value is None or is_item(value):
        return [value] * count
    values = list(value)
    if len(values) != count:
        raise ValueError(f"{name} has {len(values)} entries for {count} images")
    return values


def is_focal(value: Any) -> bool:
    """One focal length (a number), as opposed to a sequence of them."""
    return isinstance(value, (int, float, np.floating, np.integer))


def is_matrix(value: Any) -> bool:
    """One 3x3 matrix (array, tensor, nested lists), as opposed to a sequence of them."""
    if isinstance(value, torch.Tensor):
        return value.ndim == 2
    if isinstance(value, np.ndarray):
        return value.ndim == 2
    items = [v.detach().cpu() if isinstance(v, torch.Tensor) else v for v in value]
    return np.asarray(items, dtype=np.float64).ndim == 2


Prepare = Callable[[object], Job]
# jobs of one network size -> their outputs; ``shared``: may run beside other shared calls.
Run = Callable[[list[Job], bool], list[DepthOutput]]


def batches(stream: Iterable[Prepared[Job]], batch_size: int) -> Iterator[list[Job]]:
    """Consecutive jobs of the same network size, up to ``batch_size`` at a time; the first
    preparation error is raised. A bad ``batch_size`` is refused at once."""
    if batch_size < 1:
        raise ValueError(f"batch_size must be >= 1, got {batch_size}")
    return _batches(stream, batch_size)


def _batches(stream: Iterable[Prepared[Job]], batch_size: int) -> Iterator[list[Job]]:
    batch: list[Job] = []
    for prepared in stream:
        if prepared.error is not None:
            raise prepared.error
        job: Job = prepared.value  # type: ignore[assignment]
        if batch and (
            len(batch) >= batch_size or batch[-1].data.model_input_size != job.data.model_input_size
        ):
            yield batch
            batch = []
        batch.append(job)
    if batch:
        yield batch


@dataclass(frozen=True)
class StreamPlan:
    """How a stream runs: ``parallel_frames`` side by side, or one at a time with
    ``read_ahead_frames`` decoded ahead."""

    parallel_frames: int
    read_ahead_frames: int

    @classmethod
    def for_backend(
        cls,
        device_type: str,
        thread_safe: bool,
        backend_label: str,
        read_ahead_frames: int | None = None,
        parallel_frames: int | None = None,
    ) -> StreamPlan:
        """The caller's choices checked against the backend, the defaults filled in
        (``default_parallel_frames``, ``default_read_ahead``)."""
        if parallel_frames is None:
            parallel_frames = default_parallel_frames(device_type, torch.get_num_threads())
        if parallel_frames < 1:
            raise ValueError(f"parallel_frames must be >= 1, got {parallel_frames}")
        if parallel_frames > 1 and not thread_safe:
            raise ValueError(
                f"parallel_frames={parallel_frames} needs a backend that runs frames "
                f"concurrently (the CPU one); {backend_label} runs one at a time: use "
                "read_ahead_frames instead"
            )
        if read_ahead_frames is None:
            read_ahead_frames = default_read_ahead(device_type)
        return cls(parallel_frames, read_ahead_frames)


def iter_frames(
    frames: Iterable[object], prepare: Prepare, run: Run, plan: StreamPlan
) -> Iterator[FramePrediction]:
    """Each frame prepared and run, in order, one ``FramePrediction`` each (a frame's error is
    yielded with it and does not stop the stream)."""
    if plan.parallel_frames > 1:
        yield from _side_by_side(frames, prepare, run, plan.parallel_frames)
        return
    stream = read_ahead(frames, prepare, depth=plan.read_ahead_frames)
    for prepared in stream:
        if prepared.error is not None:
            yield FramePrediction(prepared.index, None, prepared.error)
            continue
        (output,) = run([prepared.value], False)  # type: ignore[list-item]
        yield FramePrediction(prepared.index, output, None)


def _side_by_side(
    frames: Iterable[object], prepare: Prepare, run: Run, workers: int
) -> Iterator[FramePrediction]:
    """``workers`` frames at a time, each whole (decode, network, postprocess) on one
    worker thread with ``torch_threads // workers`` torch threads; results in order."""
    torch_threads = torch.get_num_threads()

    def predict(frame: object) -> DepthOutput:
        return run([prepare(frame)], True)[0]

    threads_each = max(1, torch_threads // workers)
    stream = read_ahead(
        frames, predict, depth=workers, initializer=lambda: torch.set_num_threads(threads_each)
    )
    try:
        for result in stream:
            yield FramePrediction(result.index, result.value, result.error)
    finally:
        # torch.set_num_threads in the workers also set the default for threads started
        # later; put the caller's count back.
        torch.set_num_threads(torch_threads)
