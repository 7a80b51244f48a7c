"""``tt-da3 predict IMAGE... [--out DIR] [--format png|npz|npy|jpg]``."""

from __future__ import annotations

import argparse
import os
import sys
import warnings
from pathlib import Path
from typing import TYPE_CHECKING

from tqdm import tqdm

from ..config.errors import NonFiniteDepthWarning, RelativeUnitsWarning, UnusedOptionWarning
from ..exports.png_range import PngRange  # here too: ``cli.predict.PngRange`` as before
from .stdout_pipe import print_result

PNG_SCALE = 1000.0  # --png-scale's default: millimetres

if TYPE_CHECKING:
    from ..inference.outputs import DepthOutput

FORMATS = ("png", "npz", "npy", "jpg")


def register(subparsers: argparse._SubParsersAction) -> None:
    from ..config.options import format_choice
    from .common import add_model_arguments
    from .progress import NO_PROGRESS_HELP

    parser = subparsers.add_parser("predict", help="depth of image files, written to --out")
    parser.add_argument(
        "images", nargs="+", help="image files, or folders (their images, subfolders included)"
    )
    parser.add_argument("--out", default="depth_out", help="output folder (created)")
    parser.add_argument(
        "--format",
        choices=FORMATS,
        type=format_choice(FORMATS),  # PNG as png
        default=None,
        action="append",
        dest="formats",
        help="output format; repeat for several (default: png)",
    )
    parser.add_argument(
        "--png-scale",
        type=float,
        default=PNG_SCALE,
        help="16-bit PNG value per unit of depth (1000 = mm)",
    )
    parser.add_argument(
        "--focal-px",
        type=focal_argument,
        default=None,
        help="focal length in pixels of the input images (metric models), or 'exif': each "
        "image file's EXIF focal length (FocalLengthIn35mmFilm, else FocalLength x "
        "FocalPlaneXResolution; an image without it is skipped, said on stderr)",
    )
    add_depth_output_arguments(parser)
    parser.add_argument("--no-progress", action="store_true", help=NO_PROGRESS_HELP)
    add_model_arguments(parser)
    parser.set_defaults(func=run)


def focal_argument(text: str) -> float | str:
    """``--focal-px``: a number of pixels, or ``exif`` (any case)."""
    if text.strip().lower() == "exif":
        return "exif"
    try:
        return float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected a number of pixels or 'exif', got {text!r}"
        ) from None


def add_depth_output_arguments(parser: argparse.ArgumentParser) -> None:
    """``--max-depth-m`` and ``--resize-to-original`` (``predict``, ``predict-dataset``)."""
    parser.add_argument(
        "--max-depth-m",
        type=float,
        default=None,
        help="clamp depth at M metres (a relative model: at M in its relative units, said on "
        "stderr)",
    )
    parser.add_argument(
        "--resize-to-original",
        action="store_true",
        help="write depth at the input size instead of the network size",
    )


def say_unused_png_scale(command: str, formats: list[str] | tuple[str, ...], scale: float) -> None:
    """On stderr, as an unused ``--focal-px`` is: a ``--png-scale`` other than the default
    given to a run that writes no PNG (``predict``, ``predict-dataset``)."""
    if "png" not in formats and scale != PNG_SCALE:
        print(
            f"{command}: --png-scale sets the 16-bit PNG's units; --format "
            f"{' '.join(formats)} writes no PNG, so it is not used",
            file=sys.stderr,
        )


def say_unit_notes(
    command: str, args: argparse.Namespace, model_name: str, units: str
) -> tuple[str, ...]:
    """On stderr, once the model's units are known (``predict``, ``predict-dataset``): an
    unused ``--focal-px`` (depth that is not metric), ``--max-depth-m`` in relative units; the
    flags said."""
    said: list[str] = []
    if args.focal_px is not None and units != "m":
        print(
            f"{command}: --focal-px scales metric depth; {model_name}'s depth is {units}, so "
            "it is not used",
            file=sys.stderr,
        )
        said.append("--focal-px")
    if args.max_depth_m is not None and units == "relative":
        print(
            f"{command}: --max-depth-m clamps metric depth in metres; {model_name}'s depth is "
            f"relative, so it clamps at {args.max_depth_m:g} in relative units",
            file=sys.stderr,
        )
        said.append("--max-depth-m")
    return tuple(said)


def run(args: argparse.Namespace) -> int:
    from ..config.options import OPTION_BOUNDS
    from ..exports.naming import output_names
    from .common import check_out_folder, expand_folders, load_model_from_args, unique_inputs
    from .out_checks import output_folder
    from .progress import progress_shown

    formats = list(dict.fromkeys(args.formats or ["png"]))  # a format given twice: written once
    OPTION_BOUNDS["png_scale"].check("--png-scale", args.png_scale)
    say_unused_png_scale("tt-da3 predict", formats, args.png_scale)
    if args.focal_px is not None and args.focal_px != "exif":
        OPTION_BOUNDS["focal_px"].check("--focal-px", args.focal_px)
    if args.max_depth_m is not None:
        OPTION_BOUNDS["max_depth_m"].check("--max-depth-m", args.max_depth_m)
    from ..scale_out.inputs import check_out_apart

    for argument in args.images:  # a folder input's next run would read our depth maps
        check_out_apart(argument, args.out)
    images = unique_inputs(expand_folders(args.images))
    check_inputs_exist(images)  # before the model loads, as the other commands
    out_dir = Path(args.out)
    failures = 0
    png_range = PngRange.for_formats("tt-da3 predict", formats)
    # file stems; inputs that share one get their path (and, if need be, extension) kept
    names = dict(zip(images, output_names(images), strict=True))
    targets = [out_dir / f"{names[image]}.{fmt}" for image in images for fmt in formats]
    check_out_folder(out_dir, targets, images)
    shown = progress_shown(args)  # a bad TT_DA3_PROGRESS refused before the model loads
    # --out made before the model loads (one that cannot be made is said then), removed
    # again if empty when the run fails
    with output_folder(out_dir), load_model_from_args(args) as model:
        said = say_unit_notes("tt-da3 predict", args, model.model_name, model.units)
        if "--focal-px" in said:
            warnings.filterwarnings("ignore", category=UnusedOptionWarning)  # said above, once
        if "--max-depth-m" in said:
            warnings.filterwarnings("ignore", category=RelativeUnitsWarning)  # said above
        from ..inference.postprocess import non_finite_note

        warnings.filterwarnings("ignore", category=NonFiniteDepthWarning)  # a failure below
        # iter_predict overlaps decoding with the network (or runs frames side by side on a
        # busy CPU); a bad image is reported with its error and the others go on.
        frames = model.iter_predict(
            images,
            focal_px=args.focal_px,
            max_depth_m=args.max_depth_m,
            resize_to_original=args.resize_to_original,
        )
        progress = tqdm(
            zip(images, frames, strict=True),
            total=len(images),
            desc="depth",
            unit="img",
            disable=len(images) < 2 or not shown,
        )
        for image, frame in progress:
            if frame.error is not None:
                if not isinstance(frame.error, ValueError):
                    raise frame.error
                failures += 1
                progress.write(f"skipped {image}: {frame.error}", file=sys.stderr)  # not on the bar
                continue
            bad = frame.output.non_finite_pixels()
            if bad:  # an all-zero PNG (and a wrong --png-scale hint) would say nothing of it
                failures += 1
                note = non_finite_note(bad, frame.output.depth.size)
                progress.write(f"skipped {image}: {note}", file=sys.stderr)
                continue
            unwritten = write_outputs(
                frame.output, [out_dir / f"{names[image]}.{fmt}" for fmt in formats], args.png_scale
            )
            if unwritten is not None:  # checked up front, yet the disk or folder changed since
                failures += 1
                progress.write(f"skipped {image}: {unwritten}", file=sys.stderr)
                continue
            if "png" in formats:
                png_range.add(image, frame.output.to_uint16(args.png_scale))
    png_range.report(args.png_scale)
    text = f"wrote {len(images) - failures} of {len(images)} images to {out_dir}"
    if not out_dir.is_dir():  # every image skipped: the folder the run made is not kept empty
        text = f"wrote 0 of {len(images)} images (no folder {out_dir} made)"
    return print_result(text, 1 if failures else 0)


SHOWN_MISSING = 10  # missing inputs named in the error


def check_inputs_exist(images: list[str]) -> None:
    """``ValueError`` naming the inputs that are no file (missing, a URL), the first
    ``SHOWN_MISSING``, before any work: a typo in a path is the command line's error (exit 2),
    not a partial run. An image that is there but does not decode is the run's (``skipped``)."""
    from ..inference.image_errors import ImageFormatError
    from ..inference.image_files import image_path

    problems = []
    for image in images:
        try:
            image_path(image)
        except ImageFormatError as err:  # each named, all together
            problems.append(str(err) + missing_input_hint(image))
    if problems:
        shown = "; ".join(problems[:SHOWN_MISSING])
        more = (
            f" (and {len(problems) - SHOWN_MISSING} more)" if len(problems) > SHOWN_MISSING else ""
        )
        raise ValueError(f"{len(problems)} input(s) cannot be read: {shown}{more}")


def missing_input_hint(image: str) -> str:
    """What to do with a missing input that is a file-name pattern (``'photos/*.jpg'``
    quoted, or typed where the shell expands none: Windows' cmd and PowerShell): the
    command reads files and folders, it expands no pattern; or that is ``-``: standard input
    is not read. Empty for any other input."""
    if os.fspath(image) == "-":
        return " (standard input is not read: save the image to a file and name it)"
    if not any(char in os.fspath(image) for char in "*?"):
        return ""
    return (
        " (a file-name pattern: this command does not expand it; leave it unquoted for the "
        "shell to expand, or pass the folder; tt-da3 predict-dataset takes a glob)"
    )


def write_outputs(output: DepthOutput, targets: list[Path], png_scale: float) -> str | None:
    """Write ``output`` to each of ``targets`` (each whole, by a rename); None when all are
    written, else why the first that failed could not be (the file and the system's reason,
    as the batch's per-image ``skipped`` line says it: a full disk, a folder made read-only
    after the up-front checks)."""
    from ..config.file_writes import failure_text

    for target in targets:
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            output.save(target, scale=png_scale)
        except OSError as err:  # reported per image; the batch goes on
            return failure_text(target, err)  # the writer's error names the file once
    return None
