"""Loop closure of a chunked reconstruction (``sequence.reconstruct_stream``): candidate
frame pairs by descriptor similarity, each verified by reconstructing the views around both
ends together; the verified edges are kept in ``loops.json`` (computed once), and the
candidates that failed the check (their residual above ``loop_max_residual``, or none: the
joint chunk could not be measured, ``reason`` says why) in ``loops_rejected.json``:
``loops.json`` stays a list of edges, as its readers take it. The joint chunk is reconstructed
from the frames as the model read them (``colmap/images/``, written with ``frame_rgb``), so it
reaches the network at the same pixels as the chunks did (their stored network-size images,
resized again at a ``process_res`` that is not a multiple of 14, were not those pixels)."""

from __future__ import annotations

import json
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
from PIL import Image
from tqdm import tqdm

from ..config.errors import NonFiniteDepthError, NonFiniteDepthWarning, TooFewPointsError
from ..config.quiet_warnings import ignoring
from ..geometry.loop_closure import LoopEdge, centred, loop_candidates, measure_loop
from ..geometry.scene import Scene
from ..geometry.streaming import slice_scene
from ..inference.image_open import readable_formats
from ..inference.postprocess import non_finite_note
from .sequence_outputs import COLMAP_IMAGES, colmap_image_name, replace_atomically

if TYPE_CHECKING:
    from .sequence import ChunkReconstructor, StreamOptions

ChunkLoader = Callable[[Path], tuple[Scene, int]]
REJECTED_FILE = "loops_rejected.json"


def write_json(path: Path, value: Any) -> None:
    """Atomically: a kill leaves the old file or the new one, never none."""
    replace_atomically(path, lambda p: p.write_text(json.dumps(value, indent=1), encoding="utf-8"))


def verified_loops(
    out: Path,
    paths: list[Path],
    chunks: list[dict[str, int]],
    reconstruct_chunk: ChunkReconstructor,
    options: StreamOptions,
    load: ChunkLoader,
    progress: bool = False,
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(the verified loop edges, the rejected candidates), computed once, then read from
    ``loops.json`` and ``loops_rejected.json`` (a run before that file: none); ``progress``: a
    bar over the candidates (each one a joint reconstruction), its kept / rejected counts.
    A rejected candidate's record is an edge's (``frames``, ``similarity``, ``a``, ``b``,
    ``measured``, ``residual``) with the ``loop_max_residual`` it failed; a candidate whose
    joint chunk could not be measured (non-finite depth, too few usable pixels) has ``None``
    for both and a ``reason``, and is said in a warning."""
    if not options.loop_closure or len(paths) < 3:
        return [], []
    loops_path, rejected_path = out / "loops.json", out / REJECTED_FILE
    if loops_path.exists():
        kept = json.loads(loops_path.read_text(encoding="utf-8"))
        if not rejected_path.exists():  # written before loops.json: an older run's folder
            return kept, []
        return kept, json.loads(rejected_path.read_text(encoding="utf-8"))
    plan = options.plan
    parts = [np.load(p)["descriptors"][plan.overlap if k else 0 :] for k, p in enumerate(paths)]
    descriptors = centred(np.concatenate(parts))
    half = max(1, min(plan.overlap, plan.chunk_size // 2) // 2)
    kept: list[dict[str, Any]] = []
    rejected: list[dict[str, Any]] = []
    candidates = loop_candidates(
        descriptors,
        2 * plan.chunk_size,
        options.loop_threshold,
        options.max_loops,
        options.loop_top_k,
        options.loop_nms,
    )
    # no bar over no candidates ("loop closure: 0loop [00:00, ?loop/s]")
    bar = tqdm(candidates, desc="loop closure", unit="loop", disable=not (progress and candidates))
    for i, j, similarity in bar:
        (a, own_a, first_a), (b, own_b, first_b) = (
            _neighbourhood(paths, chunks, f, half, plan.overlap, load) for f in (i, j)
        )
        frames = [*range(first_a, first_a + own_a.num_views)]
        frames += range(first_b, first_b + own_b.num_views)
        views = _frames_as_read(out, frames) or [*own_a.images, *own_b.images]
        record = {"frames": [i, j], "similarity": similarity, "a": a, "b": b}
        edge = _measure(reconstruct_chunk, views, (a, own_a), (b, own_b), plan.align_method)
        if isinstance(edge, str):  # not measurable: rejected, and said
            note = f"loop candidate frames {i} and {j}: {edge}"
            warnings.warn(note, _warning_of(edge), stacklevel=2)
            record.update(measured=None, residual=None, reason=edge)
        else:
            record.update(measured=edge.measured.tolist(), residual=edge.residual)
        if record["residual"] is not None and record["residual"] <= options.loop_max_residual:
            kept.append(record)
        else:
            rejected.append({**record, "loop_max_residual": options.loop_max_residual})
        bar.set_postfix(kept=len(kept), rejected=len(rejected))
    bar.close()
    write_json(rejected_path, rejected)  # first: loops.json marks the step done
    write_json(loops_path, kept)
    return kept, rejected


UNMEASURED = (
    "the joint chunk of both neighbourhoods "  # how an unmeasurable candidate's reason starts
)


def _warning_of(reason: str) -> type[Warning]:
    return NonFiniteDepthWarning if "non-finite" in reason else UserWarning


def _measure(
    reconstruct_chunk: ChunkReconstructor,
    views: list[Any],
    own_a: tuple[int, Scene],
    own_b: tuple[int, Scene],
    method: Any,
) -> LoopEdge | str:
    """The loop edge of the joint reconstruction of ``views`` (``own_a``'s frames, then
    ``own_b``'s), or why it cannot be measured: the network gave non-finite depth or cameras
    for it (its frames' own chunks were finite: not a reason to stop the whole run, whose
    chunks are all recorded), or a neighbourhood shares too few usable pixels (all sky)."""
    (a, scene_a), (b, scene_b) = own_a, own_b
    with ignoring(NonFiniteDepthWarning):  # said once, below, naming the candidate
        try:
            joint = reconstruct_chunk(views)
        except NonFiniteDepthError as error:
            return f"{UNMEASURED}was refused ({error}); the candidate is rejected"
    bad = int(joint.depth.size - np.count_nonzero(np.isfinite(joint.depth)))
    if bad:
        note = non_finite_note(bad, joint.depth.size)
        return f"{UNMEASURED}is not usable: {note}; the candidate is rejected"
    try:
        return measure_loop(a, scene_a, b, scene_b, joint, method)
    except TooFewPointsError as error:
        return f"{UNMEASURED}cannot be measured: {error}; the candidate is rejected"


def _frames_as_read(out: Path, frames: Sequence[int]) -> list[np.ndarray] | None:
    """``frames``' RGB as the model read them (``colmap/images/``: ``frame_rgb``'s lossless
    PNGs), or None when a run without ``frame_rgb`` wrote none."""
    paths = [out / "colmap" / COLMAP_IMAGES / colmap_image_name(f) for f in frames]
    if not all(p.is_file() for p in paths):
        return None
    views = []
    for path in paths:
        with Image.open(path, formats=readable_formats()) as image:  # no EPS (Ghostscript)
            views.append(np.asarray(image.convert("RGB")))
    return views


def _neighbourhood(
    paths: list[Path],
    chunks: list[dict[str, int]],
    frame: int,
    half: int,
    overlap: int,
    load: ChunkLoader,
) -> tuple[int, Scene, int]:
    """(chunk index, the views around ``frame`` in its own frame, the first of those views'
    frame index in the stream) of the chunk that owns
    ``frame`` in the outputs (the first one holding it), among the views it owns there
    (``owned_world_chunks``: a chunk after the first owns the views after its overlap)."""
    k = min(i for i, c in enumerate(chunks) if c["start"] <= frame < c["start"] + c["count"])
    scene, start = load(paths[k])
    local = frame - start
    owned = 0 if k == 0 else overlap
    lo, hi = max(owned, local - half), min(scene.num_views, local + half + 1)
    return k, slice_scene(scene, slice(lo, hi)), start + lo
