"""``tt-da3 eval-kitti``'s checks of its flags and of the caches under ``--out``, before any
model loads."""

from __future__ import annotations

import argparse
from pathlib import Path

MODEL_FLAGS = (
    "--model-id",
    "--revision",
    "--weights",
    "--device",
    "--dtype",
    "--process-res",
    "--resize-mode",
    "--max-pixels",
    "--tt-program",
    "--runtime",
)
# what the --pcc reference (float32 on the CPU) takes of them
REFERENCE_FLAGS = (
    "--model-id",
    "--revision",
    "--weights",
    "--process-res",
    "--resize-mode",
    "--max-pixels",
    "--runtime",
)


def check_unused_flags(args: argparse.Namespace) -> None:
    """``InputError`` naming the flags given that this run would not use, whatever their
    value: model flags with ``--predictions`` (no model runs; with ``--pcc`` the reference
    takes those of ``REFERENCE_FLAGS``), ``--prediction-units`` without it (a model's
    depth is in its own units), and ``--gt-root`` with ``--gt lidar`` (the scans are read
    under ``--kitti-root``)."""
    from ..config.errors import InputError

    given = getattr(args, "given_flags", set())
    if args.gt == "lidar" and args.gt_root is not None:
        raise InputError(
            "--gt-root: the annotated depth maps' folder; --gt lidar projects the Velodyne "
            "scans under --kitti-root instead: leave --gt-root out (or use --gt annotated)"
        )
    if args.predictions is not None:
        used = REFERENCE_FLAGS if args.pcc else ()
        unused = [flag for flag in MODEL_FLAGS if flag in given and flag not in used]
        if unused:
            reference = (
                " (the --pcc reference runs float32 on the CPU)"
                if args.pcc
                else " (with --pcc, the reference's checkpoint and resolution)"
            )
            raise InputError(
                f"{', '.join(unused)}: --predictions scores files, no model runs; leave "
                f"{'it' if len(unused) == 1 else 'them'} out{reference}"
            )
    elif "--prediction-units" in given:
        raise InputError(
            "--prediction-units: only with --predictions (what those files hold); a model's "
            "depth is scored in its own units: leave it out"
        )
    elif "--prediction-png-scale" in given:
        raise InputError(
            "--prediction-png-scale: only with --predictions (the scale of those .png files); "
            "a model's depth is scored as it comes: leave it out"
        )


def check_eval_numbers(args: argparse.Namespace) -> None:
    """``--max-eval-depth-m`` (a finite number of metres over 1e-3) and
    ``--prediction-png-scale`` (``--png-scale``'s bounds) checked, said with their flags."""
    from ..config.errors import InputError
    from ..config.options import OPTION_BOUNDS
    from ..evaluation.metrics import check_max_depth

    try:
        check_max_depth(args.max_eval_depth_m, "--max-eval-depth-m")
    except ValueError as err:
        raise InputError(str(err)) from None
    if args.prediction_png_scale is not None:
        OPTION_BOUNDS["png_scale"].check("--prediction-png-scale", args.prediction_png_scale)


def check_cache_folders(args: argparse.Namespace) -> None:
    """``ValueError`` when a file stands where this run keeps predictions under ``--out``:
    ``predictions/`` (a model runs), ``reference/`` (``--pcc``), ``predictions_ray/``
    (``--replicas``)."""
    from ..evaluation.predictions import check_cache_folder
    from ..evaluation.runner import PREDICTION_CACHE, REFERENCE_CACHE

    used = {
        PREDICTION_CACHE: args.predictions is None and args.replicas is None,
        REFERENCE_CACHE: args.pcc,
        "predictions_ray": args.replicas is not None,
    }
    for name in (name for name, runs in used.items() if runs):
        check_cache_folder(Path(args.out) / name)


def check_cache_settings(args: argparse.Namespace) -> None:
    """``InputError`` when a prediction cache this run reuses under ``--out``
    (``predictions/``, ``reference/`` with ``--pcc``) was made with other settings the flags
    decide (``--process-res``, ``--resize-mode``, the checkpoint): it was said only once the
    model had loaded. What the load decides (backend, device, precision) is checked then."""
    from ..config.options import ModelOptions
    from ..evaluation.predictions import check_cache_before_load
    from ..evaluation.runner import PREDICTION_CACHE, REFERENCE_CACHE

    used = {
        PREDICTION_CACHE: args.predictions is None and args.replicas is None,
        REFERENCE_CACHE: args.pcc,
    }
    for name in (name for name, runs in used.items() if runs):
        check_cache_before_load(Path(args.out) / name, ModelOptions.from_args(args))
