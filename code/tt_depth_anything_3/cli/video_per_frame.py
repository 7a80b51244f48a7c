"""``tt-da3 video`` with a model without a camera head (metric, mono, V2): per-frame depth,
a 16-bit PNG sequence or one npz, and the optional ``--preview`` video."""

from __future__ import annotations

import argparse
import json
import sys
import warnings
from pathlib import Path
from typing import Any

from .progress import progress_shown
from .stdout_pipe import print_result


def preview_rate(fps: float | None, source_rate: float | None, stride: int) -> float:
    """The preview's frame rate: the rate the frames were sampled at (``--fps``, at most the
    video's own ``source_rate``), over ``--stride``; 10 a second when neither says."""
    rate = fps if source_rate is None else min(fps or source_rate, source_rate)
    return (rate or 10.0 * stride) / stride


def per_frame_depth(
    model: Any,
    frames: Any,
    out: Path,
    args: argparse.Namespace,
    rate: float,
    total: int | None,
    record: dict[str, Any] | None = None,
    damage: Any = None,
) -> int:
    """Per-frame depth: a PNG sequence or one npz, and the optional preview video (``rate``
    frames a second, written whole or not at all); files are named by the frame's index in
    the source (``depth_000003.png``, the npz's ``frame``), and ``frames.csv`` gives each
    written frame's source index and time, as a chunked run's does (a variable frame rate's
    times are not the indices over the rate). A frame whose depth is not finite
    is skipped as a failed one is (said, not written, exit status 1). A run that fails (an
    error, not Ctrl-C) keeps the PNGs it wrote and says so; ``video.json`` stays incomplete.
    The npz's frames go to disk as they come (``exports.depth_stack``: one frame's memory),
    packed at the end.
    PNGs clipped at 65535 are said on stderr, as ``tt-da3 predict`` does. ``record``: the
    run's ``video.json``, written again with ``"complete": true`` once every output is;
    ``damage``: the video's ``DamageTally``, its damaged stretches said in the last line."""
    from tqdm import tqdm

    from ..config.errors import NonFiniteDepthWarning
    from ..exports.depth_stack import DepthStack
    from ..exports.png_range import PngRange
    from ..exports.sequence_outputs import replace_atomically, sweep_partial
    from ..exports.stream_frames import write_frame_table
    from ..inference.images import load_rgb
    from ..inference.postprocess import non_finite_note
    from ..inference.video import VideoWriter, side_by_side

    warnings.filterwarnings("ignore", category=NonFiniteDepthWarning)  # a failure below

    out.mkdir(parents=True, exist_ok=True)
    sweep_partial(out)  # the temporaries of a killed run
    items: list[Any] = []
    indices: list[tuple[int, float, str]] = []  # each frame's (source index, time, file)
    sources: list[tuple[int, float, str]] = []  # those of the frames written (frames.csv)
    written_names: set[str] = set()
    written = 0
    preview = None
    failures = 0
    png_range = PngRange("tt-da3 video", "--depth-format npz")
    stream = model.iter_predict(
        _remember(frames, items, indices), resize_to_original=args.resize_to_original
    )
    bar = tqdm(stream, total=total, unit="frame", desc="depth", disable=not progress_shown(args))
    with DepthStack(out / "depth.npz") as stack:
        try:
            for result in bar:
                frame = items.pop(0)
                source = indices.pop(0)
                index = source[0]
                if result.error is not None:
                    if not isinstance(result.error, ValueError):
                        raise result.error
                    failures += 1
                    bar.write(f"skipped frame {index}: {result.error}", file=sys.stderr)
                    continue
                output = result.output
                bad = output.non_finite_pixels()
                if bad:  # not usable: as tt-da3 predict, failed and nothing written
                    failures += 1
                    note = non_finite_note(bad, output.depth.size)
                    bar.write(f"skipped frame {index}: {note}", file=sys.stderr)
                    continue
                written += 1
                sources.append(source)
                if args.depth_format == "png":
                    name = f"depth_{index:06d}.png"
                    written_names.add(name)
                    png = output.to_uint16(args.png_scale)
                    replace_atomically(out / name, lambda p, u=png: p.write_bytes(u.to_png()))
                    png_range.add(name, png)
                else:
                    stack.add(index, output.depth)
                if args.preview:
                    tile = side_by_side(load_rgb(frame), output.colorize())
                    if preview is None:
                        preview = VideoWriter(args.preview, rate, tile.shape[:2])
                    preview.write(tile)
        except BaseException as err:  # Ctrl-C too: the preview is whole or absent, never a stub
            if preview is not None:
                preview.discard()
            if isinstance(err, Exception):  # a failure (not Ctrl-C): say what is left
                _say_incomplete(out)
            raise
        if preview is not None:
            preview.close()
        stack.close()
    for stale in sorted(set(p.name for p in out.glob("depth_[0-9]*.png")) - written_names):
        (out / stale).unlink()  # a frame of the same run's earlier pass that failed this time
    if not written and args.depth_format == "npz":
        (out / "depth.npz").unlink(missing_ok=True)  # the same run's earlier pass: as a PNG
    if written:
        write_frame_table(out, sources)
    if record is not None and written:  # none written: no output, so not complete
        done = json.dumps({**record, "complete": True}, indent=1)
        replace_atomically(out / "video.json", lambda p: p.write_text(done, encoding="utf-8"))
    if not written and failures:
        _say_none_written(out, args)
    png_range.report(args.png_scale)
    skipped = f" ({failures} skipped)" if failures else ""
    frames = "frame" if written == 1 else "frames"
    lost = damage.summary() if damage is not None else ""
    return print_result(
        f"wrote depth of {written} {frames} to {out}{skipped}" + (f"; {lost}" if lost else ""),
        1 if failures else 0,
    )


def _say_none_written(out: Path, args: argparse.Namespace) -> None:
    """Say on stderr which outputs a run whose every frame was skipped did not write (the
    record stays ``"complete": false``)."""
    missing = ["depth PNGs" if args.depth_format == "png" else str(out / "depth.npz")]
    if args.preview:
        missing.append(f"the preview {args.preview}")
    print(f"tt-da3 video: every frame was skipped: not written: {', '.join(missing)} "
          "(video.json: \"complete\": false)", file=sys.stderr)  # fmt: skip


def _say_incomplete(out: Path) -> None:
    """Say on stderr that the failed run's depth PNGs in ``out`` are a partial sequence (they
    are kept: a rerun of a complete run that fails must not lose its frames); the record stays
    ``"complete": false``."""
    pngs = sorted(out.glob("depth_[0-9]*.png"))
    if pngs:
        print(f"tt-da3 video: the run failed; {out} holds {len(pngs)} depth PNGs, not every "
              "frame (video.json: \"complete\": false; the same command writes them all again)",
              file=sys.stderr)  # fmt: skip


def _remember(frames: Any, items: list[Any], indices: list[tuple[int, float, str]]):
    """The frames' images for ``iter_predict``, each kept (with its source index, time and
    file: an image's path, "" for a video frame) until its result."""
    for frame in frames:
        items.append(frame.image)
        file = str(frame.image) if isinstance(frame.image, (str, Path)) else ""
        indices.append((frame.index, frame.time, file))
        yield frame.image
