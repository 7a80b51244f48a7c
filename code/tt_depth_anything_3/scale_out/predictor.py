"""The Ray Data side of a replica: a loaded model that turns a batch of decoded images into
output files, one row of status per image."""

from __future__ import annotations

import contextlib
import os
import re
import time
import traceback
import uuid
from pathlib import Path
from typing import Any

import numpy as np

from ..config.errors import InputError, NonFiniteDepthWarning
from ..config.file_writes import (
    NAME_MAX,
    make_parent_folder,
    name_within,
    replace_whole,
    write_failure,
)
from ..config.options import ModelOptions
from ..config.quiet_warnings import ignoring
from ..inference.exif_focal import ExifCamera, is_exif_focal
from ..inference.images import DecodedImage, load_image
from ..inference.postprocess import non_finite_note
from .parquet_inputs import is_parquet_source, read_parquet_image
from .replica_errors import mark_in_flight
from .resources import ReplicaResources, auto_choice_line, enter_replica

# A batch as Ray Data hands it over with batch_format="numpy": column -> array of values.
Batch = dict[str, np.ndarray]
# an image's EXIF focal-length tags as a "camera" row: focal_35mm, focal_mm, focal plane x and
# y pixels per mm, scale, transposed, present (1: the file has them); NaN for a tag it lacks
CAMERA_FIELDS = 7


def camera_row(camera: ExifCamera | None) -> np.ndarray:
    """``camera`` (``DecodedImage.camera``) as a float64 row of ``CAMERA_FIELDS`` values (all
    NaN when None), so that it travels in a numpy batch column."""
    row = np.full(CAMERA_FIELDS, np.nan)
    if camera is not None:
        plane = camera.plane_px_per_mm or (np.nan, np.nan)
        row[:] = (camera.focal_35mm, camera.focal_mm, *plane, camera.scale, camera.transposed, 1)
    return row


def camera_from_row(row: np.ndarray) -> ExifCamera | None:
    """The ``ExifCamera`` that ``camera_row`` wrote (None for an all-NaN row)."""
    values = [None if np.isnan(v) else float(v) for v in np.asarray(row, dtype=np.float64)]
    if values[6] is None:
        return None
    plane = None if values[2] is None or values[3] is None else (values[2], values[3])
    return ExifCamera(values[0], values[1], plane, values[4], bool(values[5]))


def decode_batch(batch: Batch, max_pixels: int) -> Batch:
    """Read and decode each ``source`` (CPU workers); a failure is kept in ``error``, not raised.

    The pixels travel as raw bytes with their shape, so images of different sizes share a batch;
    each file's EXIF focal-length tags as its ``camera`` row (``camera_row``: for
    ``focal_px="exif"``, which the replica reads as ``tt-da3 predict`` does).
    """
    pixels, shapes, errors, cameras = [], [], [], []
    for source in batch["source"]:
        try:
            image = read_parquet_image(source) if is_parquet_source(source) else str(source)
            decoded = load_image(image, max_pixels)
        except (ValueError, OSError) as err:  # a bad input is a result, not a crash
            pixels.append(b"")
            shapes.append(np.zeros(3, np.int64))
            errors.append(f"{type(err).__name__}: {err}")
            cameras.append(camera_row(None))
            continue
        rgb = decoded.rgb
        cameras.append(camera_row(decoded.camera))
        pixels.append(np.ascontiguousarray(rgb).tobytes())
        shapes.append(np.asarray(rgb.shape, np.int64))
        errors.append("")
    return {
        "source": batch["source"],
        "name": batch["name"],
        "intrinsics": batch["intrinsics"],
        "pixels": np.asarray(pixels, dtype=object),
        "shape": np.stack(shapes),
        "error": np.asarray(errors, dtype=object),
        "camera": np.stack(cameras) if cameras else np.zeros((0, CAMERA_FIELDS)),
    }


def start_error_text(err: Exception) -> str:
    """A replica's model load failure as the driver says it: the message of the errors the
    single-process commands say as one line (``ValueError``, ``OSError``), else with its type."""
    return str(err) if isinstance(err, (ValueError, OSError)) else f"{type(err).__name__}: {err}"


START_FAILED = "start_failed"  # a row's status when its replica's model could not load
RAISED = "raised"  # a row's status when the model raised on it an error not of its image
PARTIAL_MARK = ".partial-"  # in the name of a file being written; see remove_partial_writes


def write_atomically(path: Path, write) -> None:
    """``write(tmp_path)`` then rename onto ``path``: a file is whole or absent, even if the
    replica dies mid-write or the batch is retried on another replica."""
    make_parent_folder(path)
    # a fresh name, the file made by ``write`` under the umask (mkstemp's 0600 stayed on the
    # output after the rename, unlike every other command's 0644)
    replace_whole(path, write, partial_name(path))


INNER_TEMPORARY_BYTES = 38  # ``.`` and ``.<32 hex>.tmp`` around a name: ``temporary_beside``


def partial_name(path: Path) -> Path:
    """A fresh temporary name beside ``path``: ``.NAME.partial-<12 hex>.SUFFIX`` (the suffix
    kept: the writer picks the format by it), ``NAME`` cut so that the whole fits the file
    name limit with room for the writer's own temporary named after it (``.TMP.<32 hex>.tmp``,
    ``config.file_writes.temporary_beside``: it keeps the mark the sweep looks for). A 247-byte
    output name made a 277-byte temporary: ``File name too long`` ended the job, where
    ``tt-da3 predict`` wrote that file."""
    tail = f"{PARTIAL_MARK}{uuid.uuid4().hex[:12]}{path.suffix}"
    room = NAME_MAX - INNER_TEMPORARY_BYTES - 1 - len(os.fsencode(tail))
    return path.with_name(f".{name_within(path.name, room)}{tail}")


# the inner temporary of an npz / npy / jpg (``DepthOutput.save``) as versions before it was
# named after its file wrote it: ``.<32 hex>.tmp``
UNNAMED_TEMPORARY = re.compile(r"\.[0-9a-f]{32}\.tmp")


def remove_partial_writes(out_dir: Path) -> int:
    """Delete the temporary files of writes that a killed replica left behind (the retried batch
    wrote those outputs whole): ``.partial-`` ones, the inner temporaries of ``DepthOutput.save``
    within them (named after them), and those of earlier versions (``UNNAMED_TEMPORARY``);
    returns how many. Run by the driver once the job has ended (a resumed run's too)."""
    removed = 0
    found = {*out_dir.rglob(f".*{PARTIAL_MARK}*"), *out_dir.rglob(".*.tmp")}
    for leftover in sorted(found):
        if PARTIAL_MARK in leftover.name or UNNAMED_TEMPORARY.fullmatch(leftover.name):
            if leftover.is_file():
                leftover.unlink()
                removed += 1
    return removed


class DepthPredictor:
    """One model replica of a Ray Data job (an actor of the ``map_batches`` pool)."""

    def __init__(
        self,
        model: ModelOptions | dict[str, Any],
        resources: ReplicaResources,
        out_dir: str,
        formats: tuple[str, ...],
        call_kwargs: dict[str, Any] | None = None,
        png_scale: float = 1000.0,
        keep_non_finite: bool = False,
    ) -> None:
        from ..api import DepthAnything3

        self._chip = None
        self.start_error: str | None = None  # a model that could not load: see __call__
        self.auto_choice = ""  # auto's choice, sent back with every row: said by the driver
        device = resources.device
        try:
            device, self._chip = enter_replica(resources)
            self.model = (
                DepthAnything3.from_options(model, device=device)
                if isinstance(model, ModelOptions)
                else DepthAnything3.from_pretrained(**{**model, "device": device})
            )
            self.auto_choice = auto_choice_line(self.model)
        except Exception as err:  # the driver stops the job with it (not Ray's retried tracebacks)
            self.start_error = start_error_text(err)
        self.out_dir = Path(out_dir)
        self.formats = formats
        self.call_kwargs = dict(call_kwargs or {})
        self.png_scale = png_scale
        self.keep_non_finite = keep_non_finite  # predict_kitti: scored as an invalid prediction
        # Only focal-scaled metric models use an image's intrinsics (a KITTI job gives every
        # frame's): the others would warn at every image that they ignore them.
        self.takes_focal = self.start_error is None and self.model.config.depth_kind == "metric"
        self.replica = f"pid {os.getpid()} {device}"
        if self.start_error is None:
            import ray

            node = ray.get_runtime_context().get_node_id()[:8]
            self.replica = f"node {node} {self.replica}"

    @property
    def exif_focal(self) -> bool:
        """``focal_px="exif"`` was asked: each image is given with its file's EXIF tags."""
        return is_exif_focal(self.call_kwargs.get("focal_px"))

    def write(self, name: str, output: Any) -> tuple[int, int]:
        """Write ``output`` in each format as ``out_dir/name.FMT`` (each whole, renamed into
        place); the PNG's clipped pixels and largest value (0, -1 without a PNG). An
        ``OSError`` (``cannot write PATH: reason``) when one cannot be written."""
        clipped, largest = 0, -1
        for fmt in self.formats:
            target = self.out_dir / f"{name}.{fmt}"
            try:
                if fmt == "png":  # what DepthOutput.save writes, with its clipped pixels
                    png = output.to_uint16(self.png_scale)
                    write_atomically(target, lambda tmp, u=png: tmp.write_bytes(u.to_png()))
                    clipped = png.saturated_pixels
                    largest = int(png.array.max()) if png.array.size else 0
                    continue
                write_atomically(target, lambda tmp, o=output: o.save(tmp, scale=self.png_scale))
            except OSError as err:  # said of the output, once (not of its temporaries)
                raise write_failure(target, err) from err
        return clipped, largest

    def __call__(self, batch: Batch) -> Batch:
        """``predict``, with the batch's inputs marked in flight meanwhile (``mark_in_flight``:
        a replica that dies on it leaves the mark, and the driver names those inputs)."""
        marker = mark_in_flight(self.out_dir, batch["source"])
        rows = self.predict(batch)
        marker.unlink(missing_ok=True)
        return rows

    def predict(self, batch: Batch) -> Batch:
        """Predict and write each decoded image of ``batch``; one row per image: its status,
        error, time, and its PNG's clipped pixels and largest value (-1: no PNG written), so
        that the driver can say which PNGs clipped (``exports.png_range``), and ``auto``:
        the replica's ``auto_choice_line``, which the driver says once. An error of the model
        that is not its image's (``InputError``) is the row's ``RAISED`` status with its type
        and message, the rest of the batch not run: the driver stops the job with it in one
        line, where it was Ray's ``RayTaskError`` with the replica's traceback."""
        statuses, errors, millis, clipped, largest = [], [], [], [], []
        if self.start_error is not None:  # every row says it; the driver stops the job
            count = len(batch["name"])
            statuses, errors = [START_FAILED] * count, [self.start_error] * count
            millis, clipped, largest = [0.0] * count, [0] * count, [-1] * count
        for index, (name, pixels, shape, matrix, error) in enumerate(
            zip(
                batch["name"],
                batch["pixels"],
                batch["shape"],
                batch["intrinsics"],
                batch["error"],
                strict=True,
            )
        ):
            if self.start_error is not None:
                break
            clipped.append(0)
            largest.append(-1)
            if error:
                statuses.append("failed")
                errors.append(error)
                millis.append(0.0)
                continue
            start = time.perf_counter()
            rgb = np.frombuffer(pixels, dtype=np.uint8).reshape(tuple(int(s) for s in shape))
            if self.exif_focal:  # the file's tags, as tt-da3 predict reads them
                rgb = DecodedImage(rgb, rgb.shape[:2], camera_from_row(batch["camera"][index]))
            try:
                matrix = np.asarray(matrix, dtype=np.float64)
                known = not np.isnan(matrix).all() and self.takes_focal  # else no camera needed
                per_image = {"intrinsics": matrix.reshape(3, 3)} if known else {}
                with (  # said in the row instead (as tt-da3 predict)
                    ignoring(NonFiniteDepthWarning)
                    if not self.keep_non_finite
                    else contextlib.nullcontext()
                ):
                    output = self.model(rgb, **{**self.call_kwargs, **per_image})
            except InputError as err:  # the image, not the replica, is at fault
                statuses.append("failed")
                errors.append(f"{type(err).__name__}: {err}")
                millis.append(0.0)
                continue
            except Exception as err:  # the job stops with it (the driver says it, one line)
                traceback.print_exc()  # the traceback: in the replica's log (Ray's worker log)
                statuses.append(RAISED)
                errors.append(f"{type(err).__name__}: {err}")
                millis.append(0.0)
                break
            bad = 0 if self.keep_non_finite else output.non_finite_pixels()
            if bad:  # not usable (an all-zero PNG would say nothing): failed, nothing written
                statuses.append("failed")
                errors.append(non_finite_note(bad, output.depth.size))
                millis.append(0.0)
                continue
            try:
                clipped[-1], largest[-1] = self.write(str(name), output)
            except (OSError, InputError) as err:  # a full or read-only disk, a file on the
                statuses.append("failed")  # way: that image failed, as predict's (it was a
                errors.append(getattr(err, "strerror", None) or str(err))  # Ray traceback)
                millis.append(0.0)
                continue
            statuses.append("written")
            errors.append("")
            millis.append((time.perf_counter() - start) * 1e3)
        count = len(statuses)  # fewer than the batch's after a RAISED row
        return {
            "source": batch["source"][:count],
            "name": batch["name"][:count],
            "status": np.asarray(statuses, dtype=object),
            "error": np.asarray(errors, dtype=object),
            "ms": np.asarray(millis, dtype=np.float64),
            "png_clipped": np.asarray(clipped, dtype=np.int64),
            "png_max": np.asarray(largest, dtype=np.int64),
            "replica": np.asarray([self.replica] * len(statuses), dtype=object),
            "auto": np.asarray([self.auto_choice] * len(statuses), dtype=object),
        }
