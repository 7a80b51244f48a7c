"""``tt-da3 eval-kitti --kitti-root DIR ...``: KITTI Eigen-split accuracy (see EVALUATION.md)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from .eval_kitti_checks import (  # noqa: F401  (re-exported: tests and callers import them here)
    MODEL_FLAGS,
    REFERENCE_FLAGS,
    check_cache_folders,
    check_cache_settings,
    check_eval_numbers,
    check_unused_flags,
)
from .progress import progress_shown
from .stdout_pipe import print_result

if TYPE_CHECKING:
    from ..api import DepthAnything3
    from ..config import DA3Config
    from ..evaluation import KittiEvaluation
    from ..scale_out.resources import ReplicaResources


def register(subparsers: argparse._SubParsersAction) -> None:
    from .common import StoreGiven, add_model_arguments, add_ray_arguments
    from .progress import NO_PROGRESS_HELP

    parser = subparsers.add_parser(
        "eval-kitti", help="depth accuracy on KITTI (Eigen split), metric or median-scaled"
    )
    parser.add_argument("--kitti-root", required=True, help="KITTI raw folder (<date>/<drive>/)")
    parser.add_argument(
        "--gt-root",
        default=None,
        help="annotated depth maps (data_depth_annotated: train/ val/), or monodepth2's "
        "gt_depths.npz (one map per --split-file line); default --kitti-root",
    )
    parser.add_argument(
        "--gt",
        choices=("annotated", "lidar"),
        default="annotated",
        help="ground truth: annotated maps or LiDAR projected with the calibration",
    )
    parser.add_argument(
        "--split-file",
        default=None,
        help="frames as 'date/drive frame_index side' lines (default: every image_02 frame)",
    )
    parser.add_argument(
        "--scaling",
        choices=("none", "median", "scale-shift", "scale-shift-disparity"),
        default=None,
        help="the figures metrics.json holds: none = true metres (default for metric models); "
        "median = per-image median scaling (default for relative ones); scale-shift = "
        "per-image least-squares scale and shift in depth; scale-shift-disparity = the same in "
        "inverse depth (the Depth Anything papers' relative tables); results.md shows all",
    )
    parser.add_argument(
        "--scaling-only",
        action="store_true",
        help="compute only --scaling's figures (the same numbers, scoring 2-3x faster a "
        "frame); results.md's table then has that row alone",
    )
    parser.add_argument(
        "--crop", choices=("garg", "eigen", "none"), default="garg", help="evaluation crop"
    )
    parser.add_argument(
        "--limit", type=int, default=None, help="only the first N frames (default: all)"
    )
    parser.add_argument("--out", default="kitti_eval", help="reports and prediction cache")
    parser.add_argument(
        "--predictions",
        default=None,
        help="score <drive>_<frame>.npy/.png files in this folder (or <date>/<drive>/image_02/"
        "data/<frame>.npy/.png, as predict-dataset mirrors KITTI raw) instead of running the model "
        "(.npy: float depth; .png: uint16, metres x 256 as KITTI's, or the scale a tt-da3 "
        "predict PNG says, 0 = no estimate); or one .npy (N, h, w), a map per --split-file "
        "line (monodepth2's disps_eigen_split.npy: --prediction-units relative-inverse)",
    )
    parser.add_argument(
        "--prediction-units",
        choices=("m", "relative", "relative-inverse"),
        default="m",
        action=StoreGiven,
        help="what the --predictions files hold (relative-inverse is inverted before scoring)",
    )
    parser.add_argument(
        "--prediction-png-scale",
        type=float,
        default=None,
        action=StoreGiven,
        help="16-bit value per unit of the --predictions .png files (1000 = mm; default 256 as "
        "KITTI's; a tt-da3 PNG says its own)",
    )
    parser.add_argument(
        "--max-eval-depth-m",
        type=float,
        default=80.0,
        help="depth cap in metres: ground truth under it kept, predictions clipped to it "
        "(50 for the 'cap 50 m' protocol)",
    )
    parser.add_argument(
        "--pcc",
        action="store_true",
        help="also correlate each depth map with the same checkpoint run float32 on the CPU "
        "(on --runtime; results.md names this reference)",
    )
    parser.add_argument(
        "--json",
        action="store_true",
        help="print metrics.json's JSON alone on stdout (not the table; the files written are "
        "said on stderr)",
    )
    parser.add_argument("--no-progress", action="store_true", help=NO_PROGRESS_HELP)
    add_ray_arguments(parser, replicas=None)
    add_model_arguments(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ..api import DepthAnything3
    from ..config.extras import check_installed
    from ..config.options import ModelOptions
    from ..evaluation import evaluate_kitti
    from ..evaluation.input_checks import check_kitti_inputs, check_predictions_found
    from ..evaluation.report import metrics_json
    from ..scale_out.dataset import check_replicas
    from .common import job_resources, load_model_from_args
    from .out_checks import check_out_is_folder
    from .ray_jobs import check_job_ray_flags, check_local_checkpoint

    check_unused_flags(args)  # refused, not ignored
    check_eval_numbers(args)  # before the model loads
    check_out_is_folder(Path(args.out))
    check_cache_folders(args)  # before the model loads
    progress_shown(args)  # a bad TT_DA3_PROGRESS refused before Ray starts or a model loads
    if args.replicas is not None:  # how the command runs, said before what it reads
        check_replicas(args.replicas)  # before anything is written, as predict-dataset
        check_installed(("ray",), "tt-da3 eval-kitti --replicas (it runs on Ray)", "ray")
        if args.predictions:
            raise ValueError("--replicas runs the model on Ray; it cannot score --predictions")
    # a --kitti-root or --split-file typo, a bad --limit: said before the model loads
    check_kitti_inputs(
        args.kitti_root, args.predictions, args.split_file, args.limit, gt_root=args.gt_root
    )
    if args.pcc and args.predictions:  # before the reference's checkpoint is looked up
        check_predictions_found(args.kitti_root, args.predictions, args.split_file, args.limit)
    check_cache_settings(args)  # a cache of other settings: said before the model loads
    units = args.prediction_units
    made_by = None
    if args.replicas is not None:
        config = checkpoint_config(args)
        check_local_checkpoint(args.model_id, args.revision, args.weights)  # before Ray
        units = config.units  # the replicas write the model's depth as it comes
        resources = job_resources(args)  # the replicas' share of this machine
        made_by = replicas_text(args, config, resources.cpus)
        args.predictions = predict_on_ray(args, resources)
    else:
        check_job_ray_flags(args, "eval-kitti")  # not a local run in silence
    model = None if args.predictions else load_model_from_args(args)
    reference = None
    if args.pcc and is_reference_itself(model):  # the same model would run twice
        reference = model
        print(
            "tt-da3 eval-kitti: warning: --pcc: this run is the float32 CPU reference itself "
            f"({model.backend}:{model.device}, {model.precision}): its predictions are reused, "
            "PCC 1 by construction; run on another --device or --dtype to compare with it",
            file=sys.stderr,
        )
    elif args.pcc:
        reference = DepthAnything3.from_options(
            ModelOptions.from_args(args), device="cpu", dtype="float32"
        )
    try:
        result = evaluate_kitti(
            args.kitti_root,
            model,
            predictions_dir=args.predictions,
            gt=args.gt,
            gt_root=args.gt_root,
            split_file=args.split_file,
            scaling=args.scaling,
            all_scalings=not args.scaling_only,
            crop=args.crop,
            limit=args.limit,
            out_dir=args.out,
            reference_model=reference,
            progress=progress_shown(args),
            prediction_units=units,
            predictions_by=made_by,
            max_depth_m=args.max_eval_depth_m,
            prediction_png_scale=args.prediction_png_scale,
        )
    finally:
        for loaded in (model, reference if reference is not model else None):
            if loaded is not None:
                loaded.close()
    for row in result.missing:
        print(f"{row.status.split(':')[0]} {row.frame.key}: {row.missing_reason}", file=sys.stderr)
    wrote = f"wrote {', '.join(str(p) for p in result.files.values())}"
    if args.json:  # the metrics alone on stdout, for jq and scripts
        text = metrics_json(result.metrics)
        print(wrote, file=sys.stderr)
    else:
        text = result.files["table"].read_text(encoding="utf-8")
        text += f"\n{metrics_json(result.metrics)}\n{wrote}"
    status = 1 if result.metrics["n_images"] == 0 else 0
    try:  # a failed run keeps its status when stdout's reader has gone (| head)
        return print_result(text, status)
    finally:  # said whether or not stdout could take the report
        say_outcome(result)


def is_reference_itself(model: DepthAnything3 | None) -> bool:
    """Whether ``model`` (the one scored) runs float32 on the CPU: the ``--pcc`` reference
    (the same checkpoint and flags, float32 on the CPU) would be the same model run twice."""
    return model is not None and (model.device, model.precision) == ("cpu", "fp32")


def say_outcome(result: KittiEvaluation) -> None:
    """The warnings of a run on stderr: predictions that could not be scored, and no frame
    scored (exit 1)."""
    if result.invalid:
        print(
            f"tt-da3 eval-kitti: warning: {len(result.invalid)} predictions could not be scored "
            "(non-finite or no positive depth); the means leave them out (n_invalid in "
            "metrics.json)",
            file=sys.stderr,
        )
    if result.metrics["n_images"] == 0:
        print("tt-da3 eval-kitti: no frame could be scored", file=sys.stderr)


def checkpoint_config(args: argparse.Namespace) -> DA3Config:
    """The config of the model the flags name (no weights loaded)."""
    from ..checkpoints.resolve import resolve_checkpoint
    from ..config import DA3Config
    from ..config.presets import HUB_MODEL_IDS

    if args.weights is None and args.model_id in HUB_MODEL_IDS:
        return DA3Config.from_model_name(HUB_MODEL_IDS[args.model_id])
    return resolve_checkpoint(args.model_id, args.revision, args.weights).config


def checkpoint_units(args: argparse.Namespace) -> str:
    """The depth units of the model the flags name, from its config (no weights loaded)."""
    return checkpoint_config(args).units


def replicas_text(args: argparse.Namespace, config: DA3Config, cpus: float) -> str:
    """What ``--replicas`` predicts with, for ``results.md``: the model, where it runs (with
    ``cpus`` cores, torch threads, each), its dtype and resolution, and whether it takes the
    calibrated focal length."""
    from ..evaluation.report import resolution_text

    source = args.weights or args.model_id + (f"@{args.revision}" if args.revision else "")
    focal = (
        "focal length from P_rect_0X"
        if config.depth_kind == "metric"
        else f"{config.units} depth{' (no focal length used)' if config.units == 'm' else ''}"
    )
    return (
        f"{config.model_name} ({source}) on {args.replicas} Ray replica(s) ({args.device}, "
        f"{cpus:g} CPU each), dtype {args.dtype or 'default'}, "
        f"{resolution_text(args.process_res, args.resize_mode)}, {focal}"
    )


def predict_on_ray(args: argparse.Namespace, resources: ReplicaResources | None = None) -> str:
    """The split's predictions made by ``--replicas`` Ray replicas (each taking ``resources``,
    default ``job_resources``) into ``<out>/predictions_ray`` (resumable), for scoring as
    ``--predictions``."""
    from ..evaluation.frame_source import ground_truth_check
    from ..evaluation.kitti_layout import read_split_file
    from ..scale_out.kitti import check_kitti_job, predict_kitti
    from .common import job_resources, model_options, ray_cluster

    folder = Path(args.out) / "predictions_ray"
    resources = resources or job_resources(args)  # before anything is written
    check_kitti_job(args.kitti_root, folder, model_options(args), args.split_file, args.limit)
    with ray_cluster(args):
        report, skipped = predict_kitti(
            args.kitti_root,
            folder,
            model_options(args),
            split_file=args.split_file,
            limit=args.limit,
            replicas=args.replicas,
            resources=resources,
            progress=progress_shown(args),
            # frames with no valid ground truth are not predicted, as by one process
            scored=ground_truth_check(
                args.kitti_root,
                args.gt,
                args.gt_root,
                args.crop,
                args.max_eval_depth_m,
                read_split_file(args.split_file) if args.split_file else None,
            ),
        )
    for key, reason in skipped.items():
        print(f"not predicted {key}: {reason}", file=sys.stderr)
    print(json.dumps({"ray_predictions": report.to_dict()}), file=sys.stderr)
    return str(folder)
