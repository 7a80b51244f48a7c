"""``tt-da3 predict-dataset INPUT --out DIR --replicas N``: depth of an image set on Ray Data."""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from .predict import focal_argument, say_unit_notes, say_unused_png_scale
from .progress import progress_shown
from .stdout_pipe import print_result

if TYPE_CHECKING:
    from ..config import DA3Config


def register(subparsers: argparse._SubParsersAction) -> None:
    from ..config.options import format_choice
    from .common import add_model_arguments, add_ray_arguments
    from .predict import add_depth_output_arguments
    from .progress import NO_PROGRESS_HELP

    parser = subparsers.add_parser(
        "predict-dataset",
        help="depth of a folder / glob / file list / parquet of images on a Ray cluster",
    )
    parser.add_argument(
        "input",
        help="a folder (searched recursively), a glob, a .txt list of paths, or a .parquet "
        "table with a 'path' column or a column of image bytes (binary, or the Hugging Face "
        "image struct; outputs named by a 'name' column, else the row number)",
    )
    parser.add_argument("--out", required=True, help="output folder (mirrors the input layout)")
    parser.add_argument(
        "--format",
        choices=("png", "npz", "npy", "jpg"),
        type=format_choice(("png", "npz", "npy", "jpg")),  # PNG as png
        action="append",
        dest="formats",
        default=None,
        help="output format; repeat for several (default: png)",
    )
    add_ray_arguments(parser)
    parser.add_argument("--batch-size", type=int, default=4, help="images per replica call")
    parser.add_argument(
        "--png-scale",
        type=float,
        default=1000.0,
        help="16-bit PNG value per unit of depth (1000 = mm)",
    )
    parser.add_argument(
        "--focal-px",
        type=focal_argument,
        default=None,
        help="focal length in pixels of the input images (metric models), or 'exif': each "
        "image file's EXIF focal length (FocalLengthIn35mmFilm, else FocalLength x "
        "FocalPlaneXResolution; an image without it fails, listed in failures.jsonl and on "
        "stderr)",
    )
    add_depth_output_arguments(parser)  # as predict's
    parser.add_argument("--no-progress", action="store_true", help=NO_PROGRESS_HELP)
    add_model_arguments(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ..config.extras import check_installed
    from ..config.options import OPTION_BOUNDS
    from ..scale_out.dataset import check_job, check_run, predict_dataset
    from ..scale_out.inputs import check_out_apart, list_inputs, list_parquet_inputs
    from ..scale_out.predictor import remove_partial_writes
    from .common import job_resources, model_options, ray_cluster
    from .out_checks import check_out_is_folder
    from .ray_jobs import check_local_checkpoint, check_local_replicas

    # Everything that can be checked here is, before a cluster starts or replicas load.
    check_installed(("ray",), "tt-da3 predict-dataset (it runs on Ray)", "ray")
    shown = progress_shown(args)  # a bad TT_DA3_PROGRESS refused before Ray starts
    check_out_is_folder(Path(args.out))
    check_out_apart(args.input, args.out)
    items = (
        list_parquet_inputs(args.input)
        if Path(args.input).suffix.lower() == ".parquet"  # T.PARQUET too, as image suffixes
        else list_inputs(args.input)
    )
    formats = check_job(args.replicas, args.batch_size, args.formats or ["png"], args.png_scale)
    say_unused_png_scale("tt-da3 predict-dataset", formats, args.png_scale)  # as predict
    if args.focal_px is not None and args.focal_px != "exif":  # as predict: finite, bounded
        OPTION_BOUNDS["focal_px"].check("--focal-px", args.focal_px)
    if args.max_depth_m is not None:
        OPTION_BOUNDS["max_depth_m"].check("--max-depth-m", args.max_depth_m)
    resources = job_resources(args)
    # a local checkpoint that does not fit its network: the single-process error, here
    check_local_checkpoint(args.model_id, args.revision, args.weights)
    if args.address is None:  # replicas on this machine: a device they refuse, before run.json
        check_local_replicas(args)
    config = job_config(args)  # the replicas' network, where known without a download
    if config is not None:
        say_unused_options(args, config)
    options = model_options(args)
    call_kwargs = {"focal_px": args.focal_px} if args.focal_px else {}
    if args.max_depth_m is not None:  # recorded only when given: older run.json stay valid
        call_kwargs["max_depth_m"] = args.max_depth_m
    if args.resize_to_original:
        call_kwargs["resize_to_original"] = True
    check_run(items, Path(args.out), options, formats, args.png_scale, call_kwargs)
    try:
        with ray_cluster(args):
            report = predict_dataset(
                items,
                args.out,
                options,
                replicas=args.replicas,
                resources=resources,
                formats=formats,
                call_kwargs=call_kwargs,
                png_scale=args.png_scale,
                batch_size=args.batch_size,
                progress=shown,
            )
    finally:  # a replica stopped mid-write (Ctrl-C) leaves its temporary file: swept
        remove_partial_writes(Path(args.out))  # once the replicas are gone
    report.report_pngs(args.png_scale)  # PNGs clipped at 65535, as predict says them
    say_failures(report.failures_path, report.failed)
    return print_result(json.dumps(report.to_dict(), indent=2), 1 if report.failed else 0)


def job_config(args: argparse.Namespace) -> DA3Config | None:
    """The config of the replicas' model, where known here: a local checkpoint (found and
    read: a missing one is said before Ray starts) or a preset's hub id; None for another hub
    id (the replicas download it)."""
    from ..checkpoints.resolve import resolve_checkpoint
    from ..config import DA3Config
    from ..config.presets import HUB_MODEL_IDS

    if args.weights is not None or Path(args.model_id).expanduser().exists():
        return resolve_checkpoint(args.model_id, args.revision, args.weights).config
    if args.model_id in HUB_MODEL_IDS:
        return DA3Config.from_model_name(HUB_MODEL_IDS[args.model_id])
    return None


def say_unused_options(args: argparse.Namespace, config: DA3Config) -> None:
    """What ``tt-da3 predict`` says of its options once the model is known, said before Ray
    starts (a replica's warnings go to its log): ``--focal-px`` not used, ``--max-depth-m``
    in relative units; ``--max-depth-m`` on relative inverse depth is refused (each image
    failed with it on the replicas)."""
    from ..config.errors import InputError

    say_unit_notes("tt-da3 predict-dataset", args, config.model_name, config.units)
    if args.max_depth_m is not None and config.units == "relative-inverse":
        raise InputError(
            f"{config.model_name} predicts relative inverse depth (larger is nearer): "
            "--max-depth-m would clamp the nearest region; leave it out"
        )


SHOWN_FAILURES = 10  # images named on stderr; failures.jsonl holds them all


def say_failures(failures_path: Path, failed: int) -> None:
    """Name this run's failed images on stderr (the first ``SHOWN_FAILURES``, then how many
    more), as ``tt-da3 predict`` says each ``skipped`` image. Before, a failure was only a row
    in ``failures.jsonl`` and a count in the JSON on stdout: a batch job's log said nothing."""
    if not failed:
        return
    with failures_path.open(encoding="utf-8") as rows:
        for row in itertools.islice(rows, SHOWN_FAILURES):
            failure = json.loads(row)
            print(f"skipped {failure['path']}: {failure['reason']}", file=sys.stderr)
    more = f" ({failed - SHOWN_FAILURES} more not shown)" if failed > SHOWN_FAILURES else ""
    print(
        f"tt-da3 predict-dataset: {failed} image(s) failed{more}, listed in {failures_path}",
        file=sys.stderr,
    )
