"""``tt-da3 video``'s chunked-reconstruction flags, checked before the model loads (a hub
download, minutes of building): a value out of its range, and a loop closure an exported
runtime cannot run; a frame selection that keeps no frame, and a run record in ``--out``."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from ..config.errors import InputError


def check_stream_flags(args: argparse.Namespace, stream: dict[str, Any]) -> None:
    """``InputError`` for a chunking or loop-closure flag out of its range (``--chunk-size
    0``, an ``--overlap`` not under the chunk, ``--loop-threshold 2``), whatever the model:
    ``reconstruct_stream``'s own check and words, run on ``stream`` (its keywords) before
    the model loads, with the flag named in front; then ``check_token_retrieval``."""
    from ..exports.stream_options import StreamOptions, split_stream_options

    try:
        split_stream_options(stream)
    except InputError as err:
        name = str(err).split(" ", 1)[0]  # "chunk_size must be at least 2, got 0"
        flag = f"--{name.replace('_', '-')}: " if hasattr(args, name) else ""
        default = StreamOptions().overlap  # a --chunk-size at or under it, no --overlap given
        hint = ""
        if name == "overlap" and args.overlap == default and args.chunk_size >= 2:  # 2: overlap 1
            hint = (f" (--overlap is {default} unless given: pass one below --chunk-size, "
                    f"e.g. --overlap {args.chunk_size // 2})")  # fmt: skip
        raise InputError(f"{flag}{err}{hint}") from err
    check_token_retrieval(args, stream["total"])


def check_token_retrieval(args: argparse.Namespace, total: int | None) -> None:
    """``InputError`` before the model loads (an exported runtime is exported then) for an
    exported ``--runtime`` with ``--retrieval tokens`` when loop closure runs (3 chunks or
    more, or a count the input does not say): such a graph returns no pooled tokens."""
    from ..config.options import ENGINE_RUNTIMES
    from ..geometry.streaming import ChunkPlan

    if args.runtime not in ENGINE_RUNTIMES or args.retrieval != "tokens" or args.no_loop_closure:
        return
    plan = ChunkPlan(args.chunk_size, args.overlap, args.align_method)
    chunks = None if total is None else plan.count(total)
    if chunks is not None and chunks < 3:
        return  # loop closure runs from 3 chunks: no tokens needed
    frames = "an unknown number of frames" if total is None else f"{total} frames, {chunks} chunks"
    raise InputError(
        f"--runtime {args.runtime} returns no pooled tokens, which --retrieval tokens (the "
        f"default) needs for loop closure ({frames}: it runs from 3 chunks); use --retrieval "
        "thumbnail, --no-loop-closure or --runtime torch"
    )


def check_preview_apart(source: str, preview: str) -> None:
    """``InputError`` (before the model loads) for a ``--preview`` that names the input video
    itself, however spelled (``./clip.mp4``, through a linked folder): the preview, renamed
    into place at the end, would replace it."""
    target, video = Path(preview).expanduser(), Path(source).expanduser()
    if not (video.is_file() and target.is_file()) or target.name != video.name:
        return
    if target.parent.samefile(video.parent):
        raise InputError(
            f"--preview {preview} is the input video {source}: the preview would be written "
            "over it; name another file"
        )


def holds_record(path: Path, fields: dict[str, type]) -> bool:
    """Whether ``path`` is there: a run record with ``fields``, else an ``InputError`` saying
    it is not a run record of this package (a foreign file, a link, malformed JSON)."""
    from ..config.records import read_record

    if not (path.exists() or path.is_symlink()):
        return False
    read_record(path, fields)
    return True


def no_frame_selected(args: argparse.Namespace) -> ValueError:
    """The refusal of a frame selection that keeps no frame of ``args.input``: the flags
    that chose, and how many frames the input has (a video's by its header)."""
    from ..inference.video import expected_count

    total = expected_count(args.input)
    has = f"; it has {total} frames (0 to {total - 1})" if total else ""
    chosen = [(flag, getattr(args, name)) for flag, name in SELECTION_FLAGS]
    given = ", ".join(f"{flag} {value}" for flag, value in chosen if value is not None)
    return ValueError(f"no frame of {args.input} is selected ({given}){has}")


# the flags that choose frames, with their argparse names: said when they keep none (those set)
SELECTION_FLAGS = (("--start", "start"), ("--end", "end"), ("--max-frames", "max_frames"))
