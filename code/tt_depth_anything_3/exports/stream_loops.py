"""Loop closure of a chunked reconstruction (``sequence.reconstruct_stream``): candidate
frame pairs by descriptor similarity, each verified by reconstructing the views around both
ends together; the verified edges are kept in ``loops.json`` (computed once), and the
candidates that failed the check (their residual above ``loop_max_residual``) in
``loops_rejected.json``: ``loops.json`` stays a list of edges, as its readers take it."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
from tqdm import tqdm

from ..geometry.loop_closure import centred, loop_candidates, measure_loop
from ..geometry.scene import Scene
from ..geometry.streaming import slice_scene
from .sequence_outputs import replace_atomically

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
    ``measured``, ``residual``) with the ``loop_max_residual`` it failed."""
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
    bar = tqdm(candidates, desc="loop closure", unit="loop", disable=not progress)
    for i, j, similarity in bar:
        (a, own_a), (b, own_b) = (
            _neighbourhood(paths, chunks, f, half, plan.overlap, load) for f in (i, j)
        )
        joint = reconstruct_chunk([*own_a.images, *own_b.images])
        edge = measure_loop(a, own_a, b, own_b, joint, plan.align_method)  # type: ignore[arg-type]
        record = {
            "frames": [i, j],
            "similarity": similarity,
            "a": a,
            "b": b,
            "measured": edge.measured.tolist(),
            "residual": edge.residual,
        }
        if edge.residual <= options.loop_max_residual:
            kept.append(record)
        else:
            rejected.append({**record, "loop_max_residual": options.loop_max_residual})
        bar.set_postfix(kept=len(kept), rejected=len(rejected))
    bar.close()
    write_json(rejected_path, rejected)  # first: loops.json marks the step done
    write_json(loops_path, kept)
    return kept, rejected


def _neighbourhood(
    paths: list[Path],
    chunks: list[dict[str, int]],
    frame: int,
    half: int,
    overlap: int,
    load: ChunkLoader,
) -> tuple[int, Scene]:
    """(chunk index, the views around ``frame`` in its own frame) of the chunk that owns
    ``frame`` in the outputs (the first one holding it), among the views it owns there
    (``owned_world_chunks``: a chunk after the first owns the views after its overlap)."""
    k = min(i for i, c in enumerate(chunks) if c["start"] <= frame < c["start"] + c["count"])
    scene, start = load(paths[k])
    local = frame - start
    owned = 0 if k == 0 else overlap
    lo, hi = max(owned, local - half), min(scene.num_views, local + half + 1)
    return k, slice_scene(scene, slice(lo, hi))
