"""The chunks a chunked reconstruction runs (``reconstruct_stream``): the frames cut into
chunks (``geometry.streaming.iter_chunks``), each recorded chunk checked against the frames
that fill it now (count and digest), each new one reconstructed, here or on Ray replicas."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from ..config.errors import InputError
from ..geometry.scene import Scene
from ..geometry.streaming import ChunkPlan, iter_chunks
from .frame_digest import chunk_digest
from .sequence_outputs import write_frame_images
from .stream_checks import TimestampCheck, chunk_scene

if TYPE_CHECKING:
    from ..inference.frame_sizes import SizeWatch

ChunkReconstructor = Callable[[Sequence[Any]], Scene]


def new_chunk_scenes(
    frames: Iterable[Any],
    reconstruct_chunk: ChunkReconstructor,
    plan: ChunkPlan,
    recorded: list[dict[str, Any]],
    complete: bool,
    digests: dict[int, str],
    checks: tuple[TimestampCheck, SizeWatch],
    images: tuple[Path, Callable[[Any], np.ndarray] | None, Path],
    run_chunk: Callable[[ChunkReconstructor, list[Any], int, int], Scene] = chunk_scene,
) -> Iterator[tuple[int, int, Scene]]:
    """(chunk index, frame count, its Scene) of each chunk after the ``recorded`` ones, in
    order: one at a time, or side by side when ``reconstruct_chunk`` has ``map_ordered`` (Ray
    replicas, ``scale_out.stream.ReplicaChunks``); each new chunk's frame digest goes into
    ``digests``. A recorded chunk that the frames now fill differently (another count, other
    frames), or frames beyond a ``complete`` run, is an ``InputError`` (the input changed).
    ``checks``: each chunk's timestamps checked, and its frames' sizes noted, as read.
    ``images``: (out, frame_rgb, held): with ``frame_rgb``, each chunk's own frames go to
    ``out/colmap/images/`` (``write_frame_images``; frames held small from the images staged
    in ``held``): a recorded chunk's once its digest matched, kept if there; a new chunk's
    written over. ``run_chunk``: runs one chunk here (``stream_checks.chunk_scene``)."""
    stamps, sizes = checks
    out, frame_rgb, held = images

    def write_images(k: int, chunk: list[Any], replace: bool) -> None:
        own = 0 if k == 0 else plan.overlap
        if frame_rgb is not None:
            write_frame_images(out, plan.start(k) + own, chunk[own:], frame_rgb, replace, held)

    def differ(what: str) -> InputError:
        return InputError(f"the frames differ from the recorded run: {what}; use another output "
                          "folder, or the same frames to resume it")  # fmt: skip

    def todo() -> Iterator[tuple[int, list[Any]]]:
        seen = 0
        for k, chunk in iter_chunks(frames, plan):
            seen = k + 1
            stamps.seen(plan.start(k) + len(chunk))
            for i in range(0 if k == 0 else plan.overlap, len(chunk)):
                sizes.add(plan.start(k) + i, chunk[i])
            digest = chunk_digest(chunk)
            if k >= len(recorded):
                if complete:
                    raise differ(f"the run ended after {len(recorded)} chunks, more frames now")
                digests[k] = digest
                write_images(k, chunk, replace=True)
                yield k, chunk
                continue
            if len(chunk) != recorded[k]["count"]:
                raise differ(f"chunk {k} had {recorded[k]['count']} frames, now {len(chunk)}")
            elif recorded[k].get("digest", digest) != digest:  # runs before digests: count only
                raise differ(f"chunk {k} holds other frames (its digest differs)")
            write_images(k, chunk, replace=False)
        if seen < len(recorded):
            raise InputError(
                f"the frames differ from the recorded run: {len(recorded)} chunks recorded, "
                f"the frames now fill {seen}; use another output folder"
            )

    map_ordered = getattr(reconstruct_chunk, "map_ordered", None)
    if map_ordered is not None:
        yield from map_ordered(todo())
        return
    for k, chunk in todo():
        yield k, len(chunk), run_chunk(reconstruct_chunk, chunk, k, plan.start(k))


__all__ = ["new_chunk_scenes"]
