"""Chunked reconstruction of a frame stream onto disk, resumable (``reconstruct_stream``).

The algorithm is ``geometry.streaming`` (chunks, overlap Sim(3) alignment) and
``geometry.loop_closure`` (retrieval, verification, pose graph). Here: each finished chunk is
written to ``chunks/chunk_NNNN.npz`` (its own frame: depth, conf, cameras, images, sky scores,
the Sim(3) to the previous chunk, the frames' retrieval descriptors in float16) and recorded in
``stream.json``; only the current chunk and the previous chunk's overlap views are in memory.
A rerun on the same ``out_dir`` (same settings) skips the recorded chunks (their frames are
read from the iterator, checked against the digest recorded for each chunk, and dropped: a
finished run's frames are read again too), sweeps the ``.partial-`` files a killed run left,
and writes each output once. Verified loops are kept in ``loops.json``, rejected candidates
in ``loops_rejected.json``. The outputs are
``sequence_outputs``'.
"""

from __future__ import annotations

import itertools
import json
import zipfile
import zlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import ExitStack
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from tqdm import tqdm

from ..config.errors import InputError
from ..config.options import check_switch
from ..config.records import as_json, differences, read_record
from ..geometry.loop_closure import LoopEdge, image_descriptor, optimise_pose_graph
from ..geometry.scene import Scene
from ..geometry.streaming import ChunkPlan as ChunkPlan  # (names this module had, kept)
from ..geometry.streaming import auto_voxel, relative_transform, slice_scene
from ..geometry.streaming import iter_chunks as iter_chunks
from ..inference.frame_sizes import SizeWatch, one_size_needed
from ..inference.frame_streams import check_frames, copied
from .folder_lock import folder_run_lock
from .frame_digest import chunk_digest as chunk_digest
from .sequence_outputs import (
    OUTPUT_FILES,
    check_stream_writers,
    holds_only_images,
    images_dropped_on_failure,
    owned_world_chunks,
    replace_atomically,
    sweep_partial,
    write_outputs,
)
from .sequence_outputs import write_frame_images as write_frame_images
from .stream_checks import (
    TimestampCheck,
    alignment_where,
    check_chunk_files,
    check_finite_chunk,
    check_identity,
    check_out_dir,
    check_total,
    chunk_scene,
    crop_note,
    folder_for_run,
    lost_chunk_advice,
)
from .stream_chunks import ChunkReconstructor as ChunkReconstructor
from .stream_chunks import new_chunk_scenes
from .stream_held import FrameHold, held_folder, held_frames
from .stream_loops import verified_loops, write_json
from .stream_options import RUN_ARGUMENTS as RUN_ARGUMENTS  # re-exported: cli.video reads it
from .stream_options import StreamOptions

# resized_sizes: each frame's network size before a centre crop (mixed sizes in one chunk),
# which maps its K back to the original image (``Scene.mapped_intrinsics``); sky: the nested
# model's sky scores, so that the outputs drop its sky pixels as the scene writers do
ARRAYS = (
    "depth", "conf", "extrinsics", "intrinsics", "images", "original_sizes", "resized_sizes", "sky",
)  # fmt: skip
TOKENS_NEEDED = (
    "retrieval='tokens' needs the frames' pooled tokens, and this backend returns none "
    "(exported runtimes do not); use retrieval='thumbnail' or loop_closure=False"
)


@dataclass
class StreamResult:
    """What a run did: frames and chunks, loops used, files written (this call)."""

    out_dir: Path
    num_frames: int
    num_chunks: int
    chunks_computed: int
    loops: list[dict[str, Any]]
    written: list[str]
    # loop candidates that failed verification (residual above loop_max_residual)
    rejected_loops: list[dict[str, Any]] = field(default_factory=list)


def chunk_descriptors(
    scene: Scene, options: StreamOptions, loops_run: bool = True
) -> np.ndarray | None:
    """The frames' retrieval descriptors (float16) as ``options.retrieval`` says: the model's
    pooled tokens (``scene.descriptors``) or grey thumbnails; None when the backend returned no
    tokens and no loop closure runs (``loop_closure`` off, or ``loops_run`` False: too few
    chunks, 3 at least); a run whose loop closure runs then stops here, saying so."""
    if options.retrieval == "thumbnail":
        return np.stack([image_descriptor(im) for im in scene.images]).astype(np.float16)
    if scene.descriptors is None:
        if options.loop_closure and loops_run:
            raise InputError(TOKENS_NEEDED)
        return None
    return np.asarray(scene.descriptors, np.float16)


def _save_chunk(
    path: Path,
    scene: Scene,
    start: int,
    relative: np.ndarray,
    options: StreamOptions,
    loops_run: bool = True,
) -> None:
    arrays = {name: getattr(scene, name) for name in ARRAYS if getattr(scene, name) is not None}
    descriptors = chunk_descriptors(scene, options, loops_run)
    if descriptors is not None:
        arrays["descriptors"] = descriptors
    meta = {"units": scene.units, "model_name": scene.model_name, "backend": scene.backend}
    meta = np.array(json.dumps(meta))
    # replaced if present: a chunk file the manifest does not record is a killed run's
    replace_atomically(
        path,
        lambda p: np.savez(p, **arrays, start=start, relative=relative, meta=meta),
    )


def _as_saved(scene: Scene) -> Scene:
    """``scene`` as ``load_chunk`` reads its chunk file back (the same arrays, bit for bit:
    npz is lossless; the fields a chunk file does not keep are left out)."""
    arrays = {name: getattr(scene, name) for name in ARRAYS}
    labels = {"units": scene.units, "model_name": scene.model_name, "backend": scene.backend}
    return Scene(**arrays, pose_source="camera", **labels)


def load_chunk(path: Path) -> tuple[Scene, int]:
    """A chunk file -> (its Scene in its own frame, its first frame index); ``InputError``
    naming it when an array in it is damaged (a resume checks only each file's index)."""
    with np.load(path) as data:
        try:
            meta = json.loads(str(data["meta"]))
            arrays = {name: data[name] for name in ARRAYS if name in data.files}
            start = int(data["start"])
        except (zipfile.BadZipFile, zlib.error, EOFError, ValueError) as err:
            advice = lost_chunk_advice(path.parent.parent)
            raise InputError(f"{path} is damaged ({err}): {advice}") from err
        arrays.setdefault("conf", None)
        return Scene(**arrays, pose_source="camera", **meta), start


def _chunk_path(out_dir: Path, k: int) -> Path:
    return out_dir / "chunks" / f"chunk_{k:04d}.npz"


RECORD_FIELDS = {"settings": dict, "chunks": list, "complete": bool}  # of every stream.json


def check_stream_run(out: Path, options: StreamOptions, identity: Any) -> dict[str, Any] | None:
    """``out``'s recorded run (``stream.json``), None for a first run; ``InputError`` when the
    record differs from ``options`` / ``identity``, or when ``out`` holds a stream's outputs
    or chunks with no record (they would be kept and mixed with this run's). Writes nothing,
    so callers check before they start anything (``tt-da3 video --replicas``: Ray). An
    ``identity`` that is not a JSON value is an ``InputError`` too."""
    check_identity(identity)
    check_out_dir(out)
    path = out / "stream.json"
    if not (path.exists() or path.is_symlink()):
        present = [name for name in (*OUTPUT_FILES, "depth", "chunks") if (out / name).exists()]
        if "colmap" in present and holds_only_images(out / "colmap"):
            present.remove("colmap")  # frames of a run stopped before its first chunk
        if present:
            raise InputError(
                f"{out} holds outputs of another run ({', '.join(present)}) but no stream.json "
                "to resume it from: use another output folder, or empty this one"
            )
        return None
    manifest = read_record(path, RECORD_FIELDS)
    changed = differences(manifest["settings"], asdict(options))
    changed += differences(manifest.get("identity"), as_json(identity), "identity")
    if changed:
        raise InputError(
            f"{out} holds another run ({'; '.join(changed)}): use another output folder, "
            "or the same input and settings to resume it"
        )
    chunks = manifest["chunks"]  # each recorded chunk's file there (a resume reads them all)
    check_chunk_files(out, chunks, [_chunk_path(out, k) for k in range(len(chunks))])
    return manifest


def reconstruct_stream(
    frames: Iterable[Any],
    reconstruct_chunk: ChunkReconstructor,
    out_dir: str | Path,
    options: StreamOptions = StreamOptions(),
    total: int | None = None,
    progress: bool = True,
    identity: Any = None,
    timestamps: Sequence[float] | None = None,
    *,
    frame_rgb: Callable[[Any], np.ndarray] | None = None,
    hold_frame: FrameHold | None = None,
) -> StreamResult:
    """Reconstruct ``frames`` chunk by chunk with ``reconstruct_chunk`` (a list of frames ->
    its Scene, one view per frame, in order) and write the outputs into ``out_dir``.

    A rerun on the same ``out_dir`` resumes when its ``options`` and ``identity`` (any JSON
    value saying what the frames and the model are: ``tt-da3 video`` records the input file,
    the frame selection and the model options) equal the recorded ones, and its frames fill
    the recorded chunks; otherwise ``ValueError`` naming what differs. ``timestamps``: each
    frame's time in seconds for ``poses_tum.txt``, finite and non-decreasing, one a frame (a
    list the frames' reader fills as they are read, as ``tt-da3 video`` does with each frame's
    time in the video: each chunk's frames must have theirs before it is reconstructed);
    without it frame i is stamped i / ``fps`` (or i). ``InputError`` for an identity that is
    not JSON or bad timestamps (before any work, or as soon as the frames read show it).
    Frames that reach the network at several sizes cannot be chunked (``InputError`` naming
    one, at the first chunk of another size). ``frame_rgb``: a frame's (H, W, 3) uint8 RGB at
    its original size (``DepthAnything3.reconstruct_stream`` passes its image loader): each frame
    is written as the COLMAP model names it, ``colmap/images/frame_NNNNNN.png``, as it is read
    (None: frames that are not images, and no image is written). ``hold_frame``: what a chunk
    holds in place of a frame read into memory (``inference.frame_hold.FrameHolder.hold``:
    the frame at the network's first resize, its full-size image written as it arrives).
    One path, bytes, array or tensor of fewer than 4 dimensions (one image), or a non-iterable,
    is an ``InputError`` before any work, as in ``iter_predict``."""
    check_frames(frames)  # one image (a path, an (H, W, 3) array) is no stream of them
    total = check_total(total)
    plan = options.plan
    out = Path(out_dir).expanduser()  # "~/run": the home folder, as the writers take it
    progress = check_switch("progress", progress)
    stamps = TimestampCheck(timestamps)
    recorded_run = check_stream_run(out, options, identity)  # before anything is written
    check_stream_writers(options.loop_closure)  # a missing extra found before any chunk runs
    frames = iter(frames)  # (a list: its first frame is taken once)
    first = list(itertools.islice(frames, 1))  # an empty stream: refused before the mkdir
    if not first and recorded_run is None:
        raise InputError("the frame stream is empty")
    frames = itertools.chain(first, frames)
    # a run that fails before it records a chunk leaves no image and no empty folder; one run
    # at a time in out: a second is refused (its chunks, record and sweep would mix with ours)
    with (
        folder_for_run(out),
        folder_run_lock(out),
        images_dropped_on_failure(out),
        held_folder(out) as held,
        ExitStack() as bars,  # the bars, closed when the run stops
    ):
        recorded_run = check_stream_run(out, options, identity)  # again: under the lock
        sweep_partial(out)
        manifest_path = out / "stream.json"
        identity = as_json(identity)  # as it reads back (tuples become lists)
        manifest = recorded_run or {
            "settings": asdict(options), "identity": identity, "chunks": [], "complete": False
        }  # fmt: skip
        done = len(manifest["chunks"])
        tail, cropped = None, None
        if done:
            last, _ = load_chunk(_chunk_path(out, done - 1))
            tail = slice_scene(last, slice(last.num_views - plan.overlap, None))
            cropped = crop_note(last, done - 1)
        computed = 0
        # the recorded chunks' frames are counted from the start, not as frames done now (a
        # resumed run's first rate and ETA counted them, read in seconds, as reconstructed)
        before = manifest["chunks"][-1] if done else {"start": 0, "count": 0}
        bar = tqdm(
            total=total,
            initial=before["start"] + before["count"],
            unit="frame",
            disable=not progress,
            desc="reconstruct",
            smoothing=0.1,
        )
        bars.callback(bar.close)  # a run that stops: closed before it is said (Ctrl-C)
        recorded = list(manifest["chunks"])  # as found: this run appends to the manifest's
        digests: dict[int, str] = {}
        complete = manifest["complete"]
        sizes = SizeWatch()
        if hold_frame is not None:
            staged = out if frame_rgb is not None else None  # no images: nothing to stage
            frames = held_frames(frames, hold_frame, staged, recorded)
        else:  # each frame held as it is until its chunk runs: a refilled buffer as taken
            frames = map(copied, frames)
        chunk_scenes = new_chunk_scenes(
            frames,
            reconstruct_chunk,
            plan,
            recorded,
            complete,
            digests,
            (stamps, sizes),
            (out, frame_rgb, held),
            chunk_scene,  # looked up here: a test stops a run in it
        )
        for k, count, scene in chunk_scenes:  # none for a finished run: its frames are checked
            if scene.num_views != count:
                raise InputError(f"chunk {k}: {count} frames gave {scene.num_views} views")
            if tail is not None and scene.depth.shape[1:] != tail.depth.shape[1:]:
                shapes = (f"chunk {k} reached the network at {scene.depth.shape[1:]} (h, w), the "
                          f"chunks before at {tail.depth.shape[1:]}")  # fmt: skip
                raise InputError(one_size_needed(f"{shapes}; {sizes.describe()}".rstrip("; ")))
            cropped = cropped or crop_note(scene, k)  # one chunk of mixed sizes is fine, two not
            if k > 0 and cropped is not None:
                raise InputError(one_size_needed(f"{cropped}; {sizes.describe()}".rstrip("; ")))
            # before it is aligned (a NaN chunk was "a Sim(3) fit needs at least 3 points")
            check_finite_chunk(scene.depth, k, plan.start(k))  # and before it is recorded
            if tail is None:
                relative = np.eye(4)
            else:
                where = alignment_where(plan, k, count)  # an all-sky overlap: said so
                relative = relative_transform(
                    tail, scene, plan.overlap, plan.align_method, where=where
                )
            # loop closure runs from 3 chunks: fewer (the frames' count known) need no tokens
            loops_run = total is None or k >= 2 or plan.count(total) >= 3
            _save_chunk(_chunk_path(out, k), scene, plan.start(k), relative, options, loops_run)
            # The next chunk aligns to the chunk as saved (what a resumed run reads back).
            saved = _as_saved(scene)
            tail = slice_scene(saved, slice(saved.num_views - plan.overlap, None))
            del saved
            del scene
            manifest["chunks"].append(
                {"start": plan.start(k), "count": count, "digest": digests.pop(k)}
            )
            write_json(manifest_path, manifest)
            computed += 1
            bar.update(count if k == 0 else count - plan.overlap)  # once reconstructed
        if not manifest["chunks"]:
            raise InputError("the frame stream is empty")
        num_frames = manifest["chunks"][-1]["start"] + manifest["chunks"][-1]["count"]
        stamps.done(num_frames)
        if not complete:
            manifest["complete"] = True
            write_json(manifest_path, manifest)
        bar.close()
        paths = [_chunk_path(out, k) for k in range(len(manifest["chunks"]))]
        relatives = np.stack([np.load(p)["relative"] for p in paths])
        chunk_to_world = [relatives[0]]
        for rel in relatives[1:]:
            chunk_to_world.append(chunk_to_world[-1] @ rel)
        chunk_to_world = np.stack(chunk_to_world)
        loops, rejected = verified_loops(
            out, paths, manifest["chunks"], reconstruct_chunk, options, load_chunk, progress
        )
        if loops:
            edges = [
                LoopEdge(e["a"], e["b"], np.array(e["measured"]), e["residual"]) for e in loops
            ]
            chunk_to_world = optimise_pose_graph(chunk_to_world, relatives, edges)
        first, _ = load_chunk(paths[0])
        voxel = auto_voxel(first, options.voxel_fraction)
        del first
        # the outputs' bar: one step a chunk, one for the cloud, glb and COLMAP model
        bar = tqdm(total=len(paths) + 1, desc="outputs", unit="step", disable=not progress)
        bars.callback(bar.close)
        chunks = owned_world_chunks(paths, chunk_to_world, plan.overlap, load_chunk)
        written = write_outputs(
            out, _counted(chunks, bar), options.fps, voxel, options.conf_percentile, timestamps
        )
        bar.update()
        bar.close()
        bars.pop_all()  # every bar closed above
        return StreamResult(out, num_frames, len(paths), computed, loops, written, rejected)


def _counted(items: Iterable[Any], bar: tqdm) -> Iterator[Any]:
    """``items``, ``bar`` advanced after each one is used."""
    for item in items:
        yield item
        bar.update()
