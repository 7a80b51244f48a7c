"""``tt-da3 export``: the network as ONNX or OpenVINO IR, one file for every input size (or
one per ``--size``)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..config.errors import InputError
from ..config.options import DEFAULT_MODEL_ID, format_choice
from .common import WEIGHTS_HELP, size_argument, weights_argument


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "export",
        help="write the network as ONNX or OpenVINO IR (one file for every input size)",
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
        "--format",
        choices=("onnx", "openvino"),
        type=format_choice(("onnx", "openvino")),  # ONNX as onnx
        default="onnx",
        help="ONNX, or OpenVINO IR",
    )
    parser.add_argument(
        "--size",
        type=size_argument,
        action="append",
        default=None,
        help="pin the network input to HxW, multiples of 14 from 28: one static file per size "
        "(repeatable; default: one file with dynamic batch, views, height and width)",
    )
    parser.add_argument(
        "--batch", type=int, default=1, help="images (or scenes) per call, with --size"
    )
    parser.add_argument(
        "--views",
        type=int,
        default=0,
        help="views per scene seen together (any-view models; 0: single images; without "
        "--size any N > 0 makes the views graph for every view count)",
    )
    parser.add_argument(
        "--dtype",
        default=None,
        help="float32 (default); openvino also float16 (fp16-stored weights, f32 arithmetic), "
        "bfloat16 (fp16-stored weights, bf16 arithmetic in the whole graph) or int8 (NNCF)",
    )
    parser.add_argument("--out", type=out_argument, required=True, help="output folder")
    parser.set_defaults(func=_run)


def out_argument(text: str) -> str:
    """``--out``'s value unless it is empty (an unset shell variable): argparse's error, which
    names no current folder, since an export replaces its folder whole and refuses that one."""
    if not text:
        raise argparse.ArgumentTypeError(
            "names no file or folder, got '' (an unset shell variable?): name a new or empty "
            "folder (an export replaces its folder whole, so never the current one)"
        )
    return text


def export_precision(fmt: str, dtype: str | None) -> str:
    """``--dtype`` as an export precision of ``fmt``, or ``InputError`` listing those names
    (not the runtimes' ``auto`` / ``int8w``, which are no file's precision)."""
    from ..backends.runtimes.files import EXPORT_PRECISIONS
    from ..config.precisions import ALIASES, DTYPE_NAMES

    precision = ALIASES.get(str(dtype).lower()) if dtype is not None else "fp32"
    if precision not in EXPORT_PRECISIONS[fmt]:
        allowed = ", ".join(DTYPE_NAMES[p] for p in EXPORT_PRECISIONS[fmt])
        raise InputError(f"--format {fmt} exports --dtype {allowed}; got {dtype!r}")
    return precision


def replaced_note(out: str, earlier: list[str], manifest: dict) -> str:
    """The stderr line saying that ``out``'s earlier export (its top-level ``earlier`` names)
    was replaced, and which of its files and folders this export (``manifest``) no longer has."""
    from ..backends.runtimes.files import MANIFEST

    now = {MANIFEST}
    for path in (Path(entry["file"]) for entry in manifest["files"]):
        now.add(path.parts[0])
        if len(path.parts) == 1:  # a top-level file's companions (a static one's are inside)
            now.update(path.with_suffix(s).name for s in (".onnx.data", ".bin"))
    gone = [name for name in earlier if name not in now]
    note = f"tt-da3 export: replaced the earlier export in {out}"
    if gone:
        note += f"; removed its {', '.join(gone)} (not in this export)"
    return note


def _run(args: argparse.Namespace) -> int:
    from ..backends.runtimes.export import InputShape
    from ..backends.runtimes.files import earlier_export_entries, export_model
    from ..backends.runtimes.graph_io import MIN_SIDE
    from ..checkpoints.resolve import resolve_checkpoint
    from ..config.options import MAX_PROCESS_RES

    if args.batch < 1 or args.views < 0:
        raise ValueError(f"--batch must be >= 1 and --views >= 0, got {args.batch}, {args.views}")
    if not args.size and args.batch != 1:
        raise ValueError("--batch pins the batch of a --size graph; without --size it is dynamic")
    precision = export_precision(args.format, args.dtype)
    for height, width in args.size or []:  # before InputShape, whose hint is inference's
        if min(height, width) < MIN_SIDE:
            raise InputError(
                f"--size {height}x{width}: the exported graphs take sides from {MIN_SIDE} px "
                f"(two patches); use --size with both sides >= {MIN_SIDE}, or leave it out for "
                "one graph of every size"
            )
        if max(height, width) > MAX_PROCESS_RES:  # a huge size failed allocating its sample
            raise InputError(
                f"--size {height}x{width}: the exported graphs take sides up to "
                f"{MAX_PROCESS_RES} px (the largest process_res); use a smaller --size"
            )
    shapes = [InputShape(h, w, args.batch, args.views) for h, w in args.size or []]
    twice = sorted({f"{h}x{w}" for h, w in args.size or [] if args.size.count((h, w)) > 1})
    if twice:  # export_model's "b1_28x28" is a shape's name, not what was typed
        named = sorted({shape.describe() for shape in shapes if shapes.count(shape) > 1})
        raise InputError(
            f"shapes named twice: {', '.join(named)} (--size {', '.join(twice)} given more "
            "than once: name each size once)"
        )
    files = resolve_checkpoint(args.model_id, args.revision, args.weights)
    earlier = earlier_export_entries(args.out)  # what the export replaces, said after it
    manifest = export_model(
        files.config,
        files.weights,
        args.out,
        args.format,
        shapes or None,
        precision,
        views=args.views > 0,
    )
    print(json.dumps(manifest, indent=1))
    if earlier:
        print(replaced_note(args.out, earlier, manifest), file=sys.stderr)
    if "note" in manifest:
        print(f"tt-da3 export: {manifest['note']}", file=sys.stderr)
    return 0
