"""``tt-da3 video``'s chunked-reconstruction flags, checked before the model loads (a hub
download, minutes of building): a value out of its range, and a loop closure an exported
runtime cannot run; a frame selection that keeps no frame, and a run record in ``--out``;
frames that reach the network at several sizes (a folder's before the run, a video's at the
frame where its size changes)."""

from __future__ import annotations

import argparse
from collections.abc import Iterable, Iterator
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


def check_frame_sizes(
    args: argparse.Namespace, selection: Any, total: int | None, process_res: int, mode: Any
) -> None:
    """A frame folder, glob or list whose frames reach the network at several sizes is
    refused before any chunk runs, naming one (a video's: ``watch_video_sizes``)."""
    from ..inference.frame_sizes import check_one_network_size
    from ..inference.video import is_video, open_frames

    chunk_size = args.chunk_size
    if is_video(args.input) or total is None or total <= chunk_size:
        return  # one chunk: its views are cropped to one size
    frames = ((f.index, f.image) for f in open_frames(args.input, selection))
    check_one_network_size(frames, process_res, mode)


def watch_video_sizes(
    frames: Iterable[Any], args: argparse.Namespace, process_res: int, mode: Any
) -> Iterator[Any]:
    """A video's frames (``Frame``) as they are read for the chunked reconstruction, refused
    with an ``InputError`` once one reaches the network at another size than the first frame
    and the run has more than one chunk: at that frame, or, for a change inside the first
    chunk (one chunk of mixed sizes is cropped to one), at the frame that starts the second;
    the chunks recorded before it are kept. An image sequence's frames pass (checked before
    the run: ``check_frame_sizes``)."""
    from ..inference.preprocess import model_input_size
    from ..inference.video import is_video

    if not is_video(args.input):
        yield from frames
        return
    first: tuple[Any, tuple[int, int]] | None = None
    change: tuple[Any, tuple[int, int]] | None = None
    for position, frame in enumerate(frames):
        network = model_input_size(*frame.image.shape[:2], process_res, mode)
        if first is None:
            first = (frame, network)
        elif change is None and network != first[1]:
            change = (frame, network)
        if change is not None and position >= args.chunk_size:
            raise InputError(size_change(args, first, change))
        yield frame


def size_change(
    args: argparse.Namespace, first: tuple[Any, tuple[int, int]], other: tuple[Any, tuple[int, int]]
) -> str:
    """The refusal of a video whose frames reach the network at two sizes: where it changes
    (frame index and time), both sizes, and the two runs that reconstruct its parts."""
    from ..inference.frame_sizes import one_size_needed

    def said(frame: Any, network: tuple[int, int]) -> str:
        height, width = frame.image.shape[:2]
        return (f"{height} x {width} (h x w, network {network[0]} x {network[1]}) at "
                f"{frame.time:.2f} s")  # fmt: skip

    at = other[0].index
    what = (f"{args.input}: its frame size changes at frame {at}: frame {at} is "
            f"{said(*other)}, frame {first[0].index} {said(*first)}")  # fmt: skip
    before = (f"--start {args.start} " if args.start else "") + f"--end {at}"
    after = f"--start {at}" + (f" --end {args.end}" if args.end is not None else "")
    return (
        one_size_needed(what).split("; resize them")[0]
        + f"; reconstruct the parts apart, each into its own --out: {before}, then {after}"
    )
