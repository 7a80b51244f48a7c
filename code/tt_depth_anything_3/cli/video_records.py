"""``tt-da3 video``'s records: what a run into ``--out`` is (``run_identity``, recorded in
``stream.json`` or ``video.json``) so that a rerun resumes it or is refused, and the checks of
``--out`` against the input (``check_out_apart``) and a per-frame run's record."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from .video_checks import holds_record

# The flags a resumed run must share with the recorded one (``run_identity``), besides the
# chunking and loop-closure settings the stream records itself.
SELECTION = ("start", "end", "fps", "stride", "max_frames")
MODEL_IDENTITY = (
    "model_id", "revision", "weights", "dtype", "process_res", "resize_mode", "runtime",
)  # fmt: skip
PER_FRAME_RECORD = "video.json"  # a per-frame run's identity and output settings
STREAM_RECORD = "stream.json"


def check_out_apart(source: str, out: str) -> None:
    """``InputError`` (before any work) for an ``--out`` that is the input folder, lies inside
    it, or is the folder of an image a glob or list names: a rerun would read the outputs
    written there (``depth_*.png``) as frames, or write over input images."""
    from ..config.errors import InputError
    from ..inference.video import image_paths, is_video
    from ..scale_out.inputs import check_out_apart as check_dataset_out

    if is_video(source):
        return
    if Path(source).is_dir():
        check_dataset_out(source, out)  # as tt-da3 predict-dataset refuses it
        return
    target = Path(out).expanduser().resolve()
    for path in image_paths(source):
        if path.resolve().parent == target:
            raise InputError(
                f"--out {out} holds the input image {path}: the outputs would be written "
                "among the inputs (and read as frames by the next run); choose an --out "
                "outside the inputs"
            )


def run_identity(args: argparse.Namespace) -> dict[str, Any]:
    """What a rerun into the same ``--out`` must share with the recorded run to resume it:
    the input (its path; a file's size and modification time; an image sequence's files in
    the order read), the frame selection and the model options (a local checkpoint's own
    model and its weights' digest: ``model_identity``)."""
    from ..inference.video import FrameSelection, frame_files, is_video

    source = Path(args.input)
    stat = source.stat() if source.is_file() else None
    selection = FrameSelection(args.start, args.end, args.fps, args.stride, args.max_frames)
    files = {} if is_video(source) else {"files": frame_files(args.input, selection)}
    return {
        "input": {
            "path": str(source.resolve()) if source.exists() else args.input,
            **({"bytes": stat.st_size, "mtime_ns": stat.st_mtime_ns} if stat else {}),
            **files,
        },
        "frames": {name: getattr(args, name) for name in SELECTION},
        "model": model_identity(args),
    }


def model_identity(args: argparse.Namespace) -> dict[str, Any]:
    """The model options of a run's record. A local checkpoint (``--weights``, or a
    ``--model-id`` that is a path) is named by its own model (its config's preset, not the
    default hub id) and its contents: the config's digest and the weights file's size and
    SHA-256 (``backends.runtimes.cache.checkpoint_identity``, remembered as for the runtime
    caches), so weights replaced at the same path are another model, and the same files at
    another path are the same model. A hub model is its id and revision."""
    from ..backends.runtimes.cache import checkpoint_identity, config_digest
    from ..checkpoints.resolve import resolve_checkpoint

    model = {name: getattr(args, name) for name in MODEL_IDENTITY}
    if args.weights is None and not Path(args.model_id).expanduser().exists():
        return model
    files = resolve_checkpoint(args.model_id, args.revision, args.weights)
    model["model_id"] = files.config.model_name
    model["weights"] = {  # not its path: the same files moved or copied are the same model
        "config": config_digest(files.config),
        **checkpoint_identity(files.weights),
    }
    return model


def check_per_frame_run(out: Path, args: argparse.Namespace) -> dict[str, Any]:
    """Record the run in ``video.json`` (``"complete": false`` until every output is
    written); a rerun into the same folder with another input, frame selection, model or
    output settings is refused, naming what differs (its files would otherwise be a mix),
    unless the folder holds none of its outputs (a run stopped before its first frame: its
    record is replaced). The same run again rewrites every output. Returns the record."""
    from ..config.records import check_same_run
    from ..exports.sequence import RECORD_FIELDS

    if holds_record(out / STREAM_RECORD, RECORD_FIELDS):
        raise ValueError(f"{out} holds a chunked reconstruction ({STREAM_RECORD}); use another "
                         "output folder")  # fmt: skip
    outputs = {"depth_format": args.depth_format, "png_scale": args.png_scale}
    if args.resize_to_original:  # recorded only when given: older records stay valid
        outputs["resize_to_original"] = True
    record = {**run_identity(args), "outputs": outputs, "complete": False}
    files = [*out.glob("depth_[0-9]*.png"), out / "depth.npz"]  # never another run's
    held = [p for p in files if p.exists()]  # none: the record of a run stopped first
    check_same_run(
        out / PER_FRAME_RECORD,
        record,
        "per-frame depth",
        files,
        held=held,
        progress="complete",
        rerun="rewrite them",  # a per-frame run does not resume: it writes every output
    )
    return record
