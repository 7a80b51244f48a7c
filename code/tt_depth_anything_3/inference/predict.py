"""Depth of many images, in one straight line per image: decode -> preprocess (``jobs.prepare_job``)
-> backend -> postprocess (``jobs.run_jobs``), with the scheduling of ``schedule`` wrapped
around it as iterators. ``predict_images`` is ``model(images)``, ``predict_stream`` is
``model.iter_predict(frames)``; both take the model's ``GatedBackend`` and settings, never the
facade.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..config.errors import InputError, RelativeUnitsWarning, UnusedOptionWarning
from ..config.options import check_count
from ..config.run_warnings import warn
from ..config.scalars import real_number
from ..config.schema import DA3Config
from ..config.torch_interop import compute_threads, is_torch_tensor, to_numpy
from .exif_focal import is_exif_focal
from .frame_streams import (
    DecodingFrame,
    FailedFrame,
    check_frames,
    frames_as_taken,
    read_repeated_lazy_images,
)
from .gate import GatedBackend
from .images import load_image
from .jobs import InputSettings, Job, prepare_job, run_jobs
from .outputs import DepthOutput
from .postprocess import OutputOptions
from .schedule import (
    Prepared,
    closing_iterator,
    default_parallel_frames,
    default_read_ahead,
    read_ahead,
    runs,
    side_by_side,
)


@dataclass(frozen=True)
class FramePrediction:
    """One frame of ``iter_predict``: its ``output``, or the ``error`` it raised."""

    index: int
    output: DepthOutput | None
    error: Exception | None

    @property
    def ok(self) -> bool:
        """Whether the frame was predicted (``error`` is None)."""
        return self.error is None


def frame_prediction(
    index: int, output: DepthOutput | None, error: Exception | None
) -> FramePrediction:
    """One frame's ``FramePrediction``; an ``error`` that is no ``InputError`` is raised
    instead (only a frame's input is its own fault: the device's errors end the stream)."""
    if error is not None and not isinstance(error, InputError):
        raise error
    return FramePrediction(index, output, error)


@dataclass(frozen=True)
class Model:
    """What a prediction needs of a loaded model: its network's config, its input settings
    and its gated backend."""

    config: DA3Config
    inputs: InputSettings
    backend: GatedBackend

    def prepare(self, item: object, focal_px: Any, intrinsics: Any) -> Job:
        decode_ms = 0.0
        if isinstance(item, DecodingFrame):  # a stream's lazy PIL frame, read on its thread
            item, decode_ms = item.taken()
        if isinstance(item, FailedFrame):  # a stream's frame that could not be read
            raise item.error
        job = prepare_job(item, focal_px, intrinsics, self.inputs)  # type: ignore[arg-type]
        job.host_ms["decode"] += decode_ms  # its decode, done before it reached here
        return job

    def check_call(self, focal_px: Any, intrinsics: Any, options: OutputOptions) -> None:
        """Options this model cannot use: a camera on a relative model, or a ``sky_fill`` other
        than the default on a model without a sky head or on the nested model (whose network
        fills the sky), is ignored (an ``UnusedOptionWarning``); ``max_depth_m`` on relative
        depth is applied in its relative units (a ``RelativeUnitsWarning`` says so), on inverse
        depth (larger = nearer), where a clamp would flatten the nearest region, it is an
        ``InputError``."""
        units, outputs = self.config.units, self.config.outputs
        if not self.inputs.metric and (focal_px is not None or intrinsics is not None):
            given = "focal_px" if focal_px is not None else "intrinsics"
            why = ("its metres do not depend on the focal length" if units == "m"
                   else "relative depth has no metric scale to set")  # fmt: skip
            warn(
                f"{self.config.model_name} predicts {units} depth: {given} is not used ({why}; "
                "only focal-normalised models such as DA3Metric scale depth by the focal length)",
                UnusedOptionWarning,
                stacklevel=4,
            )
        if options.sky_fill != "p99" and (self.config.is_nested or "sky" not in outputs):
            why = ("its network fills the sky itself, min(p99, 200 m), as the official nested "
                   "model does" if self.config.is_nested else "it has no sky head")  # fmt: skip
            warn(
                f"{self.config.model_name}: sky_fill={options.sky_fill!r} is not used ({why}; "
                "out.sky_fill says what the sky holds)",
                UnusedOptionWarning,
                stacklevel=4,
            )
        if units == "relative" and options.max_depth_m is not None:
            warn(
                f"{self.config.model_name} predicts relative depth: max_depth_m="
                f"{options.max_depth_m:g} clamps it at {options.max_depth_m:g} in those "
                "relative units, not in metres",
                RelativeUnitsWarning,
                stacklevel=4,
            )
        if units == "relative-inverse" and options.max_depth_m is not None:
            raise InputError(
                f"{self.config.model_name} predicts relative inverse depth (larger is nearer): "
                "max_depth_m would clamp the nearest region; leave it unset"
            )

    def run(self, jobs: list[Job], options: OutputOptions, shared: bool) -> list[DepthOutput]:
        """One backend call for ``jobs`` (alone, or beside other ``shared`` calls)."""
        return run_jobs(jobs, options, self.config, lambda b: self.backend.run(b, shared))


def per_image(value: Any, count: int, name: str, is_item, what: str) -> list[Any]:
    """A single value for every image, or a sequence with one per image; anything else (a
    string, a bare object) is an ``InputError`` naming ``what`` the argument takes."""
    if value is None or is_item(value):
        return [value] * count
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise InputError(
            f"{name} must be {what} or a sequence of them, one per image; "
            f"got {type(value).__name__} {value!r:.60}"
        )
    values = list(value)
    if len(values) != count:
        raise InputError(f"{name} has {len(values)} entries for {count} images")
    return values


def is_focal(value: Any) -> bool:
    """One focal length (a number, a 0-d array or tensor, ``Fraction``, ``Decimal``: any
    ``scalars.real_number``; or ``"exif"``, the file's), as opposed to a sequence of them."""
    if is_exif_focal(value):
        return True
    if isinstance(value, np.ndarray) or is_torch_tensor(value):
        return value.ndim == 0
    return real_number(value) is not None


def is_matrix(value: Any) -> bool:
    """One 3x3 matrix (array, tensor, nested lists), as opposed to a sequence of them."""
    if isinstance(value, np.ndarray) or is_torch_tensor(value):
        return value.ndim == 2
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        return False
    items = [to_numpy(v) if is_torch_tensor(v) else v for v in value]
    try:
        return np.asarray(items, dtype=np.float64).ndim == 2
    except (TypeError, ValueError):  # ragged or not numbers: not a matrix
        return False


def check_one_camera(focal_px: Any, intrinsics: Any) -> None:
    """A stream's ``focal_px`` / ``intrinsics`` apply to every frame: one number, one 3x3
    matrix (``InputError`` before the first frame for anything else, e.g. a list)."""
    if focal_px is not None and not is_focal(focal_px):
        raise InputError(
            "focal_px of a stream is one number (pixels) for every frame (or 'exif'), got "
            f"{type(focal_px).__name__} {focal_px!r:.60}"
        )
    if intrinsics is not None and not is_matrix(intrinsics):
        raise InputError(
            "intrinsics of a stream is one 3x3 matrix for every frame, got "
            f"{type(intrinsics).__name__} {intrinsics!r:.60}"
        )


def predict_images(
    model: Model,
    items: Sequence[object],
    focal_px: Any,
    intrinsics: Any,
    options: OutputOptions,
    batch_size: int = 1,
) -> list[DepthOutput]:
    """Depth of each item, in order: images of one network size run together, up to
    ``batch_size``; with more than one item, upcoming ones are decoded on host threads while
    one computes (where that pays: ``default_read_ahead``). The first bad image raises."""
    model.check_call(focal_px, intrinsics, options)
    focals = per_image(focal_px, len(items), "focal_px", is_focal, "a number (pixels) or 'exif'")
    matrices = per_image(intrinsics, len(items), "intrinsics", is_matrix, "a 3x3 matrix")
    if len(items) > 1:  # one image object listed twice is never read by two threads at once
        items = read_repeated_lazy_images(items, lambda im: load_image(im, model.inputs.max_pixels))
    arguments = zip(items, focals, matrices, strict=True)
    if len(items) == 1:
        stream: Iterable[Prepared[Job]] = [Prepared(0, model.prepare(*next(arguments)), None)]
    else:

        def prepare(numbered: tuple[int, tuple[object, Any, Any]]) -> Job:
            index, args = numbered
            try:
                return model.prepare(*args)
            except InputError as error:  # re-raised saying which image of the list it was
                raise type(error)(f"images[{index}]: {error}") from error

        depth = default_read_ahead(model.backend.open_backend.device.split(":")[0])
        stream = read_ahead(enumerate(arguments), prepare, depth=depth)
    outputs: list[DepthOutput] = []
    with closing_iterator(stream):
        for jobs in runs(stream, batch_size, key=lambda job: job.data.model_input_size):
            first = len(outputs)
            try:
                outputs.extend(model.run(jobs, options, shared=False))
            except InputError as error:  # an engine's refusal of the size: which images
                if len(items) == 1:
                    raise
                which = f"{first}" if len(jobs) == 1 else f"{first}:{first + len(jobs)}"
                raise type(error)(f"images[{which}]: {error}") from error
    return outputs


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
        if parallel_frames is None:  # side by side only where the backend allows it
            threads = compute_threads()
            parallel_frames = default_parallel_frames(device_type, threads) if thread_safe else 1
        parallel_frames = check_count("parallel_frames", parallel_frames, 1)
        if parallel_frames > 1 and not thread_safe:
            raise InputError(
                f"parallel_frames={parallel_frames} needs a backend that runs frames "
                "concurrently (the CPU one: torch on the CPU, not an exported engine); "
                f"{backend_label} runs one at a time: use read_ahead_frames instead"
            )
        if read_ahead_frames is None:
            read_ahead_frames = default_read_ahead(device_type)
        read_ahead_frames = check_count("read_ahead_frames", read_ahead_frames, 0)
        return cls(parallel_frames, read_ahead_frames)

    @classmethod
    def for_model(
        cls, model: Model, read_ahead_frames: int | None, parallel_frames: int | None
    ) -> StreamPlan:
        backend = model.backend.open_backend
        return cls.for_backend(
            backend.device.split(":")[0],
            backend.thread_safe,
            f"{backend.name} on {backend.device}",
            read_ahead_frames,
            parallel_frames,
        )


def predict_stream(
    model: Model,
    frames: Iterable[object],
    focal_px: Any,
    intrinsics: Any,
    options: OutputOptions,
    plan: StreamPlan,
) -> Iterator[FramePrediction]:
    """Each frame prepared and run, in order, one ``FramePrediction`` each. A frame's
    ``InputError`` (an image that cannot be read, a size the backend refuses, as an exported
    engine refuses one under its smallest side) is yielded with it and the stream goes on; any
    other error (the device's, a closed model, a bug) ends the stream, whatever the plan."""
    check_frames(frames)
    check_one_camera(focal_px, intrinsics)
    model.check_call(focal_px, intrinsics, options)
    # frames read later than taken (ahead, side by side): a lazily opened PIL image is read
    # (on a decode thread, overlapping the network), a buffer copied, before the source moves
    # on (and may close or refill it)
    ahead = plan.parallel_frames > 1 or plan.read_ahead_frames > 0
    frames = frames_as_taken(
        frames, lambda image: load_image(image, model.inputs.max_pixels), ahead
    )
    with closing_iterator(frames):  # its decode thread ended with the stream
        if plan.parallel_frames > 1:
            # Each frame whole (decode, network, postprocess) on one worker thread.
            def predict(frame: object) -> DepthOutput:
                job = model.prepare(frame, focal_px, intrinsics)
                return model.run([job], options, shared=True)[0]

            results = side_by_side(frames, predict, plan.parallel_frames)
            with closing_iterator(results):
                for result in results:
                    yield frame_prediction(result.index, result.value, result.error)
            return
        stream = read_ahead(
            frames,
            lambda frame: model.prepare(frame, focal_px, intrinsics),
            depth=plan.read_ahead_frames,
        )
        with closing_iterator(stream):
            yield from run_prepared(model, stream, options)


def run_prepared(
    model: Model, stream: Iterable[Prepared[Job]], options: OutputOptions
) -> Iterator[FramePrediction]:
    """``predict_stream``'s frames prepared one at a time (read ahead), each run alone."""
    for prepared in stream:
        if prepared.error is not None:
            yield frame_prediction(prepared.index, None, prepared.error)
            continue
        try:
            (output,) = model.run([prepared.value], options, shared=False)  # type: ignore[list-item]
        except InputError as error:  # this frame's (its size): reported with it, as above
            yield FramePrediction(prepared.index, None, error)
            continue
        yield FramePrediction(prepared.index, output, None)
