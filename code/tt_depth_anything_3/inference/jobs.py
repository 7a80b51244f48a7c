"""One image's way through the model, in the two steps the facade hands to the schedulers
(``streaming``): ``prepare_job`` (host work: decode, preprocess, focal length) and ``run_jobs``
(one backend call for jobs of one network size, then ``postprocess.to_output`` for each, with
its timing)."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..backends.base import Backend, RunResult
from ..config.errors import InputError
from ..config.schema import DA3Config
from ..config.torch_interop import is_torch_tensor
from .exif_focal import exif_focal, is_exif_focal
from .images import ImageInput, load_image
from .outputs import DepthOutput
from .postprocess import Focal, OutputOptions, resolve_focal, to_output
from .preprocess import Preprocessed, ResizeMode, preprocess


@dataclass(frozen=True)
class Job:
    """One prepared image waiting for the device."""

    data: Preprocessed
    focal: Focal | None
    host_ms: dict[str, float]


@dataclass(frozen=True)
class InputSettings:
    """How an image becomes network input: the model's settings at the time of the call.

    ``metric``: the model predicts metric depth, so each image needs a focal length (given,
    from its intrinsics, or from ``assumed_hfov_deg``)."""

    max_pixels: int
    process_res: int
    resize_mode: ResizeMode
    assumed_hfov_deg: float
    metric: bool


def prepare_job(item: ImageInput, focal_px: Any, intrinsics: Any, settings: InputSettings) -> Job:
    """Decode, preprocess and resolve the focal length of one image (host work, timed)."""
    t0 = time.perf_counter()
    image = load_image(item, settings.max_pixels)
    t1 = time.perf_counter()
    data = preprocess(image.rgb, settings.process_res, settings.resize_mode, image.original_size)
    t2 = time.perf_counter()
    focal = None
    if settings.metric and is_exif_focal(focal_px):  # the file's camera, on request only
        if intrinsics is not None:
            raise InputError("pass either focal_px or intrinsics, not both")
        focal = Focal(*exif_focal(image.camera, data.original_size, image_what(item)))
    elif settings.metric:
        focal = resolve_focal(data.original_size, focal_px, intrinsics, settings.assumed_hfov_deg)
    host_ms = {"decode": (t1 - t0) * 1e3, "preprocess": (t2 - t1) * 1e3}
    return Job(data, focal, host_ms)


def image_what(item: object) -> str:
    """How an EXIF error names ``item``: its path, else what it is (an array or tensor holds
    pixels only)."""
    if isinstance(item, (str, os.PathLike)):
        return f"image {os.fspath(item)}"
    if isinstance(item, np.ndarray) or is_torch_tensor(item):
        return "the image array"
    return "the image"


# A batch (B, 3, h, w) -> the backend that ran it and its result (the caller owns the locking).
RunBatch = Callable[[np.ndarray], tuple[Backend, RunResult]]


def run_jobs(
    jobs: list[Job], options: OutputOptions, config: DA3Config, run_batch: RunBatch
) -> list[DepthOutput]:
    """One ``run_batch`` call for jobs of the same network size, then each postprocessed.

    Each output's ``timing_ms`` holds its host steps, its share of the call (``infer``, and of
    the backend's ``device`` time) and its ``postprocess``; ``fallback`` is the backend's flag
    for that image."""
    if not jobs:
        return []
    batch = np.stack([job.data.array for job in jobs])
    t0 = time.perf_counter()
    backend, result = run_batch(batch)
    if len(result.fallback) != len(jobs):
        raise RuntimeError(
            f"backend {backend.name} reported {len(result.fallback)} fallback flags for "
            f"{len(jobs)} images"
        )
    infer_ms = (time.perf_counter() - t0) * 1e3 / len(jobs)
    labels = {
        "units": config.units,
        "model_name": config.model_name,
        "backend": backend.name,
        "device": backend.device,
    }
    outputs = []
    for row, job in enumerate(jobs):
        t1 = time.perf_counter()
        heads = {k: v[row] for k, v in result.heads.items()}
        out = to_output(heads, job.data, job.focal, options, nested=config.is_nested, **labels)
        post_ms = (time.perf_counter() - t1) * 1e3
        timing = {**job.host_ms, "infer": infer_ms, "postprocess": post_ms}
        timing["total"] = sum(timing.values())
        timing["device"] = result.timing_ms.get("device", 0.0) / len(jobs)
        out.timing_ms = timing
        out.fallback = result.fallback[row]
        outputs.append(out)
    return outputs
