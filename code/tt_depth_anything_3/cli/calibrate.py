"""``tt-da3 calibrate-attention``: the one-pass attention offsets from a set of images."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from tqdm import tqdm

from ..config.file_writes import file_on_the_way
from ..config.options import DEFAULT_PROCESS_RES, MAX_PROCESS_RES, MIN_PROCESS_RES, RESIZE_MODES
from .common import (
    PROCESS_RES_HELP,
    RESIZE_MODE_HELP,
    WEIGHTS_HELP,
    expand_folders,
    weights_argument,
)


def register(subparsers: argparse._SubParsersAction) -> None:
    from ..api import DEFAULT_MODEL_ID
    from .progress import NO_PROGRESS_HELP

    parser = subparsers.add_parser(
        "calibrate-attention",
        help="per-layer offsets of the one-pass attention, stored next to the weights",
    )
    parser.add_argument(
        "--weights",
        type=weights_argument,
        default=None,
        help=WEIGHTS_HELP,
    )
    parser.add_argument("--model-id", default=DEFAULT_MODEL_ID, help="hub repo id")
    parser.add_argument("--revision", default=None, help="hub branch, tag or commit")
    parser.add_argument(
        "--images",
        nargs="+",
        required=True,
        help="calibration image files, or folders (their images, subfolders included)",
    )
    parser.add_argument(
        "--process-res", type=int, default=DEFAULT_PROCESS_RES, help=PROCESS_RES_HELP
    )
    parser.add_argument(
        "--resize-mode", choices=RESIZE_MODES, default="upper_bound", help=RESIZE_MODE_HELP
    )
    parser.add_argument(
        "--margin", type=float, default=8.0, help="headroom (nats) a layer needs for one-pass"
    )
    parser.add_argument(
        "--window", type=float, default=60.0, help="guard window half-width (nats, <= 60)"
    )
    parser.add_argument(
        "--out", default=None, help="JSON file (default: the calibration file beside the weights)"
    )
    parser.add_argument("--no-progress", action="store_true", help=NO_PROGRESS_HELP)
    parser.set_defaults(func=_run)


def check_out_file(out: Path) -> None:
    """``ValueError`` when the calibration cannot be written at ``out``: a folder there, a
    file on its path, or a folder of its path missing (it is written after the whole run)."""
    if out.is_dir():
        raise ValueError(f"cannot write --out {out}: it is a folder")
    if (blocked := file_on_the_way(out.parent)) is not None:
        raise ValueError(f"cannot write --out {out}: {blocked} is a file, not a folder")
    if not out.parent.is_dir():
        raise ValueError(f"cannot write --out {out}: the folder {out.parent} does not exist")


def _run(args: argparse.Namespace) -> int:
    from ..backends.blackhole.numerics import check_supported
    from ..backends.blackhole.one_pass import CALIBRATION_FILE, GuardWindow, calibrate_attention
    from ..backends.torch.loading import build_network
    from ..checkpoints.resolve import resolve_checkpoint
    from ..inference.images import load_rgb
    from ..inference.preprocess import preprocess
    from .predict import check_inputs_exist
    from .progress import progress_shown

    if not 0 < args.window <= 60:
        raise ValueError(f"--window must be in (0, 60] nats, got {args.window}")
    if not args.margin >= 0:  # NaN too: it wrote a file that every load refuses
        raise ValueError(f"--margin must be >= 0 nats, got {args.margin}")
    if not MIN_PROCESS_RES <= args.process_res <= MAX_PROCESS_RES:  # 5000: an OOM traceback
        raise ValueError(
            f"process_res must be {MIN_PROCESS_RES} to {MAX_PROCESS_RES}, got {args.process_res}"
        )
    if args.out is not None:  # before the calibration, not after it
        check_out_file(Path(args.out))
    # a folder stands for its images, as predict's and reconstruct's inputs do
    images_named = expand_folders(args.images)
    check_inputs_exist(images_named)  # before the network is built and the first images run
    shown = progress_shown(args)  # a bad TT_DA3_PROGRESS refused before the network is built
    files = resolve_checkpoint(args.model_id, args.revision, args.weights)
    network = build_network(files.config, files.weights, "fp32")
    check_supported(network)  # only the Blackhole backend's models use a calibration
    # one float32 run of the network per image (seconds each at 504 on a CPU): a bar of them
    paths = tqdm(images_named, desc="calibrate", unit="img", disable=not shown)
    images = (
        (str(path), preprocess(load_rgb(path), args.process_res, args.resize_mode).tensor)
        for path in paths
    )
    with paths:
        calibration = calibrate_attention(
            network, images, args.margin, GuardWindow(-args.window, args.window)
        )
    out = Path(args.out) if args.out else Path(files.weights).parent / CALIBRATION_FILE
    calibration.save(out)
    report = {
        "out": str(out),
        "images": len(calibration.images),
        "worst_headroom_nats": round(calibration.worst_headroom, 3),
        "one_pass_layers": sum(layer.one_pass for layer in calibration.layers),
        "layers": [
            {
                "layer": layer.layer,
                "c_layer": round(layer.c_layer, 3),
                "headroom": round(layer.headroom, 3),
                "one_pass": layer.one_pass,
            }
            for layer in calibration.layers
        ],
    }
    print(json.dumps(report, indent=2))
    return 0
