"""``tt-da3 video INPUT --out DIR``: a video file, folder, glob or .txt list of frames.

Models with a camera head (any-view: DA3-SMALL / BASE / LARGE / GIANT, nested) run the chunked
reconstruction (``DepthAnything3.reconstruct_stream``: poses, depth, cloud, glb, COLMAP);
metric / mono / V2 models run per-frame depth (``iter_predict``), written as a PNG sequence
or one npz, with ``--preview out.mp4`` a side-by-side colour-mapped video.
"""

from __future__ import annotations

import argparse
import itertools
import sys
from pathlib import Path
from typing import Any

from ..config.errors import InputError
from .progress import progress_shown
from .video_checks import (
    check_frame_sizes,
    check_preview_apart,
    check_stream_flags,
    holds_record,
    no_frame_selected,
    watch_video_sizes,
)
from .video_checks import check_token_retrieval as check_token_retrieval  # as before
from .video_records import MODEL_IDENTITY as MODEL_IDENTITY  # cli.video's names, as before
from .video_records import PER_FRAME_RECORD, check_out_apart, check_per_frame_run
from .video_records import SELECTION as SELECTION
from .video_records import STREAM_RECORD as STREAM_RECORD
from .video_records import model_identity as model_identity
from .video_records import run_identity as run_identity
from .video_stopped import recorded_chunks, say_what_is_left

SUMMARY = "tt-da3 video INPUT --out DIR: a video file, folder, glob or .txt list of frames."
# The chunked reconstruction's flags and defaults (a per-frame run names those changed).
STREAM_DEFAULTS: dict[str, Any] = {
    "chunk_size": 120, "overlap": 60, "align_method": "sim3", "no_loop_closure": False,
    "retrieval": "tokens", "loop_threshold": 0.85, "loop_top_k": 5, "loop_nms": 25,
}  # fmt: skip
PER_FRAME_DEFAULTS: dict[str, Any] = {
    "depth_format": "png", "png_scale": 1000.0, "preview": None, "resize_to_original": False,
}  # fmt: skip
CHUNKED, PER_FRAME = (
    "runs the chunked reconstruction",
    "has no camera head: it runs per-frame depth",
)


def register(subparsers: argparse._SubParsersAction) -> None:
    from ..config.options import format_choice
    from ..inference.video import VIDEO_SUFFIXES
    from .common import add_model_arguments, add_ray_arguments
    from .progress import NO_PROGRESS_HELP

    parser = subparsers.add_parser(
        "video",
        help="depth (and, for any-view models, a chunked reconstruction) of a frame sequence",
        description=(__doc__ or SUMMARY).replace("``", ""),  # python -OO strips docstrings
    )
    parser.add_argument(
        "input",
        help="video file (by its name: " + "/".join(s[1:] for s in VIDEO_SUFFIXES) + "), "
        "folder, glob or .txt list of images",
    )
    parser.add_argument("--out", required=True, help="output folder (created; reruns resume)")
    parser.add_argument(
        "--fps",
        type=float,
        default=None,
        help="sample a video file at this rate, frames a second; a frame folder or list: its "
        "frame rate (the poses' timestamps) (default: a video's every frame, at its own rate)",
    )
    parser.add_argument("--stride", type=int, default=1, help="keep every N-th frame")
    parser.add_argument(
        "--max-frames", type=int, default=None, help="stop after N frames (default: all)"
    )
    parser.add_argument("--start", type=int, default=0, help="first source frame index")
    parser.add_argument(
        "--end",
        type=int,
        default=None,
        help="source frame index to stop at, not included (default: the last frame)",
    )
    parser.add_argument("--chunk-size", type=int, help="frames per chunk")
    parser.add_argument("--overlap", type=int, help="frames shared by chunks")
    parser.add_argument(
        "--align-method",
        choices=("sim3", "se3", "scale+se3"),
        help="how a chunk is aligned to the previous one: sim3, se3 (scale 1) or scale+se3",
    )
    parser.add_argument("--no-loop-closure", action="store_true", help="skip loop closure")
    parser.add_argument(
        "--retrieval",
        choices=("tokens", "thumbnail"),
        help="loop-closure descriptors: the model's pooled tokens, or grey thumbnails",
    )
    parser.add_argument("--loop-threshold", type=float, help="descriptor similarity of a loop")
    parser.add_argument("--loop-top-k", type=int, help="loop candidates per frame")
    parser.add_argument("--loop-nms", type=int, help="loop NMS radius in frames")
    parser.add_argument(
        "--depth-format",
        choices=("png", "npz"),
        type=format_choice(("png", "npz")),  # NPZ as npz
        help="per-frame models: a 16-bit PNG sequence or one npz of every frame",
    )
    parser.add_argument(
        "--png-scale", type=float, help="16-bit PNG value per unit of depth (1000 = mm)"
    )
    parser.add_argument(
        "--preview",
        help="per-frame models: each frame beside its depth, an H.264 video at the sampled "
        "rate; named .mp4 (or .m4v, .mov: the MP4 container, the only one it writes)",
    )
    parser.add_argument(
        "--resize-to-original",
        action="store_true",
        help="per-frame models: depth at the frames' size (default: the network's)",
    )
    parser.add_argument("--no-progress", action="store_true", help=NO_PROGRESS_HELP)
    add_model_arguments(parser)
    add_ray_arguments(parser, replicas=None)
    parser.set_defaults(func=run, **STREAM_DEFAULTS, **PER_FRAME_DEFAULTS)


def run(args: argparse.Namespace) -> int:
    from ..config.extras import check_installed
    from ..config.options import OPTION_BOUNDS
    from ..exports.folder_lock import folder_run_lock
    from ..inference.video import (
        FrameSelection,
        check_preview_path,
        is_video,
        open_frames,
        rate_and_count,
    )
    from ..inference.video_damage import DamageTally
    from ..inference.video_writer import preview_fraction
    from .common import load_model_from_args
    from .predict import check_inputs_exist
    from .ray_jobs import check_optional_replicas
    from .video_per_frame import per_frame_depth, preview_rate

    check_optional_replicas(args, "video")  # --address & co. without --replicas: refused
    # the output options, before the input is opened or anything is written
    OPTION_BOUNDS["png_scale"].check("--png-scale", args.png_scale)
    if Path(args.out).exists() and not Path(args.out).is_dir():
        raise ValueError(f"--out {args.out} is a file, not a folder")
    check_out_apart(args.input, args.out)
    selection = FrameSelection(args.start, args.end, args.fps, args.stride, args.max_frames)
    if args.preview is not None:
        check_installed(("av",), "--preview (an mp4)", "video")  # before any frame is written
        check_preview_path(args.preview)  # a folder, or a name the MP4 writer does not take
        check_preview_apart(args.input, args.preview)  # not the input video itself
    damage = DamageTally()  # a video's damaged stretches: warned, and summed at the end
    frames = open_frames(args.input, selection, damage)  # the input checked before the model
    first = next(frames, None)  # and that a frame is selected, before --out is made
    if first is None:
        raise no_frame_selected(args)
    frames = itertools.chain([first], frames)
    if not is_video(args.input):  # a list's missing files, all named, before the model loads
        check_inputs_exist([str(frame.image) for frame in open_frames(args.input, selection)])
    source_rate, total = rate_and_count(args.input, selection)  # one read of a video's header
    fps = args.fps or source_rate
    rate = preview_rate(args.fps, source_rate, args.stride)
    if args.preview is not None:
        preview_fraction(rate)  # a rate the MP4 cannot hold: refused before the model runs
        Path(args.preview).expanduser().parent.mkdir(parents=True, exist_ok=True)  # as --out
    out = Path(args.out)
    stream = {
        "chunk_size": args.chunk_size,
        "overlap": args.overlap,
        "align_method": args.align_method,
        "loop_closure": not args.no_loop_closure,
        "retrieval": args.retrieval,
        "loop_threshold": args.loop_threshold,
        "loop_top_k": args.loop_top_k,
        "loop_nms": args.loop_nms,
        "fps": fps,
        "total": total,
        "progress": progress_shown(args),
        "identity": run_identity(args),
    }
    times: list[float] = []  # each frame's time in the video, as the frames are read
    stream["timestamps"] = times
    sources: list[tuple[int, float, str]] = []  # and its index in the source (frames.csv)
    check_stream_flags(args, stream)  # --chunk-size 0 & co.: before the model loads
    held = recorded_chunks(out)  # a failure says the chunks it recorded, a refusal no more
    try:
        with folder_run_lock(out):  # one run at a time in --out: a second is refused at once
            if args.replicas is not None:
                check_frame_sizes(args, selection, stream["total"], args.process_res,
                                  args.resize_mode)  # fmt: skip
                watched = watch_video_sizes(frames, args, args.process_res, args.resize_mode)
                images = _timed(watched, times, sources)
                return _on_ray(args, images, out, stream, (sources, damage))
            with load_model_from_args(args) as model:
                if model.config.camera is not None:
                    if holds_record(out / PER_FRAME_RECORD, {"complete": bool}):
                        raise ValueError(f"{out} holds per-frame depth ({PER_FRAME_RECORD}); use "
                                         "another output folder")  # fmt: skip
                    check_frame_sizes(
                        args, selection, stream["total"], model.process_res, model.resize_mode
                    )
                    watched = watch_video_sizes(frames, args, model.process_res, model.resize_mode)
                    images = _timed(watched, times, sources)  # a size change: at its frame
                    _say_unused(args, PER_FRAME_DEFAULTS, model.model_name, CHUNKED)
                    result = model.reconstruct_stream(images, out, **stream)
                    _report(result, out, sources, damage.summary())
                    return 0
                _say_unused(args, STREAM_DEFAULTS, model.model_name, PER_FRAME)
                record = check_per_frame_run(out, args)
                total = stream["total"]
                return per_frame_depth(model, frames, out, args, rate, total, record, damage)
    except BaseException as err:  # Ctrl-C: what --out holds now, and what the same command does
        if not isinstance(err, Exception) or recorded_chunks(out) > held:
            say_what_is_left(out, refused=isinstance(err, InputError))
        raise


def _say_unused(args: argparse.Namespace, defaults: dict[str, Any], model: str, why: str) -> None:
    """One line on stderr naming the flags given that ``model``'s path does not use."""
    given = [f"--{k.replace('_', '-')}" for k, v in defaults.items() if getattr(args, k) != v]
    if given:
        print(f"tt-da3 video: {', '.join(given)} ignored: {model} {why}", file=sys.stderr)


def _report(
    result: Any, out: Path, sources: list[tuple[int, float, str]], damage: str = ""
) -> None:
    """Write ``frames.csv`` (each output frame's source index and time), then say what ran
    (and ``damage``: the video's damaged stretches, ``DamageTally.summary``)."""
    from ..exports.stream_frames import write_frame_table

    write_frame_table(out, sources)
    print(stream_summary(result, out) + (f"; {damage}" if damage else ""))


def stream_summary(result: Any, out: Path) -> str:
    """The line a chunked run ends with: frames, chunks, loops, and the loop candidates that
    failed verification (found but rejected is not the same as none found)."""
    rejected = result.rejected_loops
    note = ""
    if rejected:  # a residual of None: the joint chunk could not be measured (its reason)
        residuals = [r["residual"] for r in rejected if r["residual"] is not None]
        unmeasured, over = len(rejected) - len(residuals), rejected[0]["loop_max_residual"]
        why = [f"residual {min(residuals):.3g} or more, over {over:g}"] if residuals else []
        why += [f"{unmeasured} not measurable"] if unmeasured else []
        noun = "candidate" if len(rejected) == 1 else "candidates"
        note = f", {len(rejected)} loop {noun} rejected: {'; '.join(why)}, in loops_rejected.json"
    return (
        f"reconstructed {result.num_frames} frame{'s' * (result.num_frames != 1)} in "
        f"{result.num_chunks} chunk{'s' * (result.num_chunks != 1)} "
        f"({result.chunks_computed} computed now, {len(result.loops)} "
        f"loop{'s' * (len(result.loops) != 1)}{note}) to {out}"
    )


def _on_ray(
    args: argparse.Namespace,
    images: Any,
    out: Path,
    stream: dict[str, Any],
    read: tuple[list[tuple[int, float, str]], Any],
) -> int:
    """``--replicas N``: the chunks on N Ray replicas, the rest here (any-view models only)."""
    from ..exports.sequence import RUN_ARGUMENTS
    from ..scale_out.stream import checked_stream_job, run_stream_job, say_chunk_replicas
    from .common import model_options, ray_cluster, replica_resources
    from .ray_jobs import check_local_checkpoint

    settings = {k: v for k, v in stream.items() if k not in RUN_ARGUMENTS}
    files = check_local_checkpoint(args.model_id, args.revision, args.weights)  # before Ray
    config = files.config if files is not None else None  # resolved once: not again below
    checked = checked_stream_job(
        out, model_options(args), stream["identity"], config=config, **settings
    )
    name = Path(args.weights).name if args.weights else args.model_id
    _say_unused(args, PER_FRAME_DEFAULTS, name, CHUNKED)
    resources = replica_resources(args)  # the frames are decoded here, not in Ray tasks
    run = {k: v for k, v in stream.items() if k in RUN_ARGUMENTS}
    args.replicas = say_chunk_replicas("tt-da3 video", args.replicas, *checked, stream["total"])
    with ray_cluster(args):  # the job as checked above (reconstruct_stream_on_ray's check)
        result = run_stream_job(
            images, *checked, model_options(args), replicas=args.replicas, resources=resources,
            **run,
        )  # fmt: skip
    sources, damage = read  # the frames' (index, time, file), and the video's DamageTally
    _report(result, out, sources, damage.summary())
    return 0


def _timed(frames: Any, times: list[float], sources: list[tuple[int, float, str]]):
    """The frames' images; each frame's time appended to ``times`` as it is read, and its
    (source index, time, file: an image's path, "" for a video frame) to ``sources``."""
    for frame in frames:
        times.append(frame.time)
        file = str(frame.image) if isinstance(frame.image, (str, Path)) else ""
        sources.append((frame.index, frame.time, file))
        yield frame.image
