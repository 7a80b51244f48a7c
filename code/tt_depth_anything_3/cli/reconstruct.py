"""``tt-da3 reconstruct IMAGE... --out DIR --format glb|ply|npz|colmap|colmap-bin``: one scene
(depth, cameras, point cloud) from several views of it, written in the chosen formats."""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import os
import warnings
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
from tqdm import tqdm

from .out_checks import output_folder as output_folder  # (defined here before)
from .reconstruct_cameras import SCENE_MARKS as SCENE_MARKS  # (defined here before)
from .reconstruct_cameras import check_camera_values as check_camera_values
from .reconstruct_cameras import load_cameras as load_cameras
from .reconstruct_cameras import scene_cameras as scene_cameras

# --format -> the file or folder written under --out.
OUTPUTS = {
    "glb": "scene.glb",
    "ply": "scene.ply",
    "npz": "scene.npz",
    "colmap": "colmap",
    "colmap-bin": "colmap-bin",
    "gs-ply": "scene.gs.ply",
}
COLMAP_FORMATS = ("colmap", "colmap-bin")  # text: names without whitespace; binary: any
POSE_SOURCES = ("camera", "rays")
REF_VIEWS = ("saddle_balanced", "saddle_sim_range", "first", "middle")


def register(subparsers: argparse._SubParsersAction) -> None:
    from ..config.options import format_choice
    from .common import StoreGiven, add_model_arguments
    from .progress import NO_PROGRESS_HELP

    parser = subparsers.add_parser(
        "reconstruct",
        help="depth, camera poses and a point cloud from several views of one scene",
        description="tt-da3 reconstruct: one scene (depth, camera poses and intrinsics, "
        "coloured points) from several views of it, written in the chosen formats under "
        "--out, with cameras.json.",
    )
    parser.add_argument(
        "images", nargs="+", help="image files, or folders of them: views of one scene"
    )
    parser.add_argument("--out", default="reconstruction", help="output folder (created)")
    parser.add_argument(
        "--format",
        choices=tuple(OUTPUTS),
        type=format_choice(OUTPUTS),  # PLY as ply, as a file's suffix .PLY is read
        action="append",
        dest="formats",
        help="glb (point cloud + cameras), ply (point cloud), npz (every array), colmap / "
        "colmap-bin (COLMAP model, text / binary), gs-ply (3D Gaussians: runs the Gaussian "
        "head of DA3-GIANT models); repeat for several (default: glb)",
    )
    parser.add_argument(
        "--pose-from",
        choices=POSE_SOURCES,
        default="camera",
        help="camera poses from the camera head, or solved from the ray map",
    )
    parser.add_argument(
        "--ref-view",
        choices=REF_VIEWS,
        default="saddle_balanced",
        help="how the reference view is chosen (3 or more views, no given poses)",
    )
    parser.add_argument(
        "--cameras",
        default=None,
        help=".npz with known 'extrinsics' (N, 3, 4) world-to-camera and 'intrinsics' "
        "(N, 3, 3), or one (3, 3) for all, of the input images (any-view models take both or "
        "neither; metric / mono models either); or an earlier run's scene.npz, cameras.json "
        "(or its --out folder), or a JSON file of 'extrinsics' / 'intrinsics'",
    )
    parser.add_argument(
        "--max-points",
        type=int,
        default=1_000_000,
        action=StoreGiven,
        help="most points in the .glb (seeded random subset above; only with glb)",
    )
    parser.add_argument(
        "--seed", type=int, default=0, action=StoreGiven,
        help="seed of the .glb downsampling (only with glb)",
    )  # fmt: skip
    parser.add_argument("--no-progress", action="store_true", help=NO_PROGRESS_HELP)
    add_model_arguments(parser)
    parser.set_defaults(func=run)


def colmap_image_names(images: list[str], binary: bool = False) -> list[str]:
    """The COLMAP image names of the input files: their file names, or their paths relative to
    their common folder when two share a file name; for the text model whitespace (which it
    cannot hold) becomes ``_`` (the ``binary`` model keeps the names as they are), and names
    still equal get the view's index in front."""
    names = [Path(image).name for image in images]
    if len(set(names)) < len(names):
        resolved = [os.path.abspath(image) for image in images]
        common = os.path.commonpath([os.path.dirname(r) for r in resolved])
        names = [Path(os.path.relpath(r, common)).as_posix() for r in resolved]
    if not binary:
        names = ["_".join(name.split()) or f"view_{i:04d}" for i, name in enumerate(names)]
    counts = Counter(names)  # only the names still shared get the view's index in front
    return [f"{i:04d}_{name}" if counts[name] > 1 else name for i, name in enumerate(names)]


def write_record(out_dir: Path, record: dict[str, Any]) -> None:
    """``cameras.json`` under ``out_dir``, replaced whole; ``complete`` is True unless
    ``record`` says otherwise (the record a run writes before its outputs)."""
    from ..exports.atomic import atomic_file

    with atomic_file(out_dir / "cameras.json") as tmp:
        write_record_file(tmp, record)


def write_record_file(path: Path, record: dict[str, Any]) -> None:
    """Write ``record`` as ``cameras.json`` holds it to the file ``path`` (``complete`` True
    unless ``record`` says otherwise)."""
    path.write_text(json.dumps({**record, "complete": record.get("complete", True)}, indent=1),
                    encoding="utf-8")  # fmt: skip


def check_targets(out_dir: Path, formats: list[str]) -> None:
    """Refuse, before any compute, a format whose target under ``out_dir`` cannot be written
    (a folder where a file goes, a file where a COLMAP folder goes), so a failing run leaves
    no output of its own beside the last run's."""
    files = [OUTPUTS[f] for f in formats if not f.startswith("colmap")] + ["cameras.json"]
    for name in files:
        if (out_dir / name).is_dir():
            raise ValueError(f"{out_dir / name} is a folder; the {name} output goes there")
    for name in (OUTPUTS[f] for f in formats if f.startswith("colmap")):
        target = out_dir / name
        if target.exists() and not target.is_dir():
            raise ValueError(f"{target} is a file; the COLMAP model is a folder there")


@contextlib.contextmanager
def discarded_on_failure(written: list[Path], record: Path | None = None) -> Iterator[None]:
    """When the block fails, the outputs in ``written`` (appended to inside it) are removed
    again: a file, or a COLMAP folder's model files (the folder too when then empty), so that
    a writer's failure leaves no output of this run without its ``cameras.json``; and
    ``record`` (this run's incomplete ``cameras.json`` in a folder that held none before), so
    that a failed first run leaves nothing."""
    from ..exports.colmap import FILES

    try:
        yield
    except BaseException:
        for path in written:
            if path.is_dir():
                for name in FILES:
                    for suffix in (".txt", ".bin"):
                        (path / (name + suffix)).unlink(missing_ok=True)
                with contextlib.suppress(OSError):
                    path.rmdir()  # only when empty: the user's own files stay
            else:
                path.unlink(missing_ok=True)
        if record is not None:
            record.unlink(missing_ok=True)
        raise


def cameras_json(scene: Any, images: list[str], outputs: list[str] | None = None) -> dict[str, Any]:
    """What ``cameras.json`` holds: per view its file, pose, K (network and original) and
    sizes; ``outputs``: the names in ``--out`` the run wrote (a rerun removes the others)."""
    original = scene.original_intrinsics()
    return {
        "outputs": [*(outputs or []), "cameras.json"],
        "model": scene.model_name,
        "backend": scene.backend,
        "pose_source": scene.pose_source,
        "units": scene.units,
        "ref_view": scene.ref_view,
        "convention": "extrinsics world-to-camera (OpenCV: x right, y down, z forward); "
        "intrinsics in pixels of the network image (model_input_size), original_intrinsics "
        "of the original image (the crop undone, then scaled as COLMAP's cameras are)",
        "views": [
            {
                "image": image,
                "extrinsics": scene.extrinsics[i].tolist(),
                "intrinsics": scene.intrinsics[i].tolist(),
                "original_intrinsics": original[i].tolist(),
                "original_size": scene.original_sizes[i].tolist(),
                "model_input_size": list(scene.depth.shape[1:]),
            }
            for i, image in enumerate(images)
        ],
    }


def check_gaussian_head(model: Any, formats: list[str]) -> None:
    """``--format gs-ply`` needs a 3D-Gaussian head: a ``ValueError`` naming the flag when
    ``model`` has none (the API's message names its ``gaussians=True`` keyword)."""
    if "gs-ply" in formats and model.config.gaussians is None:
        raise ValueError(
            f"--format gs-ply needs a model with a 3D-Gaussian head (DA3-GIANT or "
            f"DA3NESTED-GIANT-LARGE); {model.model_name} has none: choose another --format"
        )


def check_gs_ply_cameras(formats: list[str], cameras: dict[str, np.ndarray], path: str) -> None:
    """``--format gs-ply`` runs the 3D-Gaussian head with the predicted cameras: a ``ValueError``
    in the command's words, before the model loads, when ``--cameras`` gives extrinsics (the
    API's own message names its ``gaussians=True`` keyword, which the command has no flag for)."""
    if "gs-ply" in formats and "extrinsics" in cameras:
        raise ValueError(
            f"--format gs-ply runs with the predicted cameras; --cameras {path} gives extrinsics:"
            " drop them from the file, or choose another --format"
        )


def refuse_non_finite(reconstruct: Any, *args: Any, **kwargs: Any) -> Any:
    """``reconstruct(*args, **kwargs)``; a ``NonFiniteDepthError`` (exit 2, before any file is
    written) when the network gave NaN or infinite depth, as ``predict`` fails such an image:
    a scene of NaN (no points) is no result."""
    from ..config.errors import NonFiniteDepthError, NonFiniteDepthWarning

    with warnings.catch_warnings():
        warnings.simplefilter("error", NonFiniteDepthWarning)
        try:
            return reconstruct(*args, **kwargs)
        except NonFiniteDepthWarning as warning:
            raise NonFiniteDepthError(f"{warning}; nothing written") from None


def run(args: argparse.Namespace) -> int:
    from ..config.errors import InputError
    from ..config.options import OPTION_BOUNDS
    from ..exports import check_writers
    from ..exports.colmap import check_no_skew
    from ..inference.image_open import file_orientation
    from ..inference.images import load_rgb
    from .common import expand_folders, load_model_from_args
    from .predict import check_inputs_exist
    from .progress import progress_shown
    from .reconstruct_outputs import (
        check_not_foreign,
        earlier_outputs,
        remove_leftovers,
        remove_stale,
        replaced_together,
    )

    args.images = expand_folders(args.images)
    check_inputs_exist(args.images)  # a typo in a path: before the model loads, as predict
    shown = progress_shown(args)  # a bad TT_DA3_PROGRESS refused before --out is touched
    formats = list(dict.fromkeys(args.formats or ["glb"]))
    thinning = [f for f in ("--max-points", "--seed") if f in getattr(args, "given_flags", ())]
    if thinning and "glb" not in formats:  # only the .glb is thinned: said, not ignored
        raise InputError(f"{', '.join(thinning)}: only with --format glb (the .glb is thinned)")
    OPTION_BOUNDS["max_points"].check("--max-points", args.max_points)
    OPTION_BOUNDS["seed"].check("--seed", args.seed)
    cameras = load_cameras(args.cameras, len(args.images))
    check_gs_ply_cameras(formats, cameras, args.cameras)
    names = {fmt: colmap_image_names(args.images, fmt == "colmap-bin") for fmt in COLMAP_FORMATS}
    check_targets(Path(args.out), formats)
    check_writers(formats)  # a missing [3d] extra found before the model runs, not after
    if "intrinsics" in cameras and any(f.startswith("colmap") for f in formats):
        k = np.asarray(cameras["intrinsics"], dtype=np.float64).reshape(-1, 3, 3)
        check_no_skew(k)  # COLMAP has no skew: refused now, not after the model ran
    steps = len(args.images) + 1 + len(formats)
    ours = [OUTPUTS[fmt] for fmt in formats]
    check_not_foreign(Path(args.out), [*ours, "cameras.json"], OUTPUTS.values())
    listed = earlier_outputs(Path(args.out), OUTPUTS.values(), unlisted=False)  # removable
    stale = [name for name in listed if name not in ours]
    remove_leftovers(Path(args.out), [*OUTPUTS.values(), "cameras.json"])  # a killed run's
    with (
        output_folder(Path(args.out)) as out_dir,
        tqdm(total=steps, unit="step", desc="reconstruct", disable=not shown) as progress,
        load_model_from_args(args) as model,
    ):
        check_gaussian_head(model, formats)  # in the command's words, before any image is read
        rgb = []
        for image in args.images:
            progress.set_description(f"read {Path(image).name}")
            rgb.append(load_rgb(image, model.max_pixels))
            progress.update()
        orientations = None  # the files' EXIF orientations: COLMAP reads the stored pixels
        if any(fmt.startswith("colmap") for fmt in formats):
            orientations = [file_orientation(image) for image in args.images]
        progress.set_description(f"{len(rgb)} views on {model.device}")
        extra: dict[str, Any] = dict(cameras)
        if "gs-ply" in formats:  # the 3D-Gaussian head runs only when they are asked for
            extra["gaussians"] = True
        scene = refuse_non_finite(
            model.reconstruct, rgb, pose_from=args.pose_from, ref_view=args.ref_view, **extra
        )
        progress.update()
        record = cameras_json(scene, args.images, ours)
        first = not (out_dir / "cameras.json").exists()  # a failure then leaves no record
        # the record, incomplete, naming every output the folder may hold until the end: a run
        # killed while its outputs move into place leaves no scene file it does not list; in
        # a new folder it is written first, so a rerun sweeps a killed run's temporaries
        marker = {**record, "complete": False, "outputs": [*ours, *stale, "cameras.json"]}
        if first:
            write_record(out_dir, marker)
        written = [out_dir / OUTPUTS[fmt] for fmt in formats]
        # every output under a temporary name, then all renamed: a failure (a full disk)
        # leaves the earlier run's outputs and cameras.json as they were
        moved: list[Path] = []  # in place: a first run that fails after removes them again
        with (
            discarded_on_failure(moved, out_dir / "cameras.json" if first else None),
            replaced_together(moved if first else None) as staged,
        ):
            if not first:
                staged.write(out_dir / "cameras.json", lambda tmp: write_record_file(tmp, marker))
            for fmt, target in zip(formats, written, strict=True):
                progress.set_description(f"write {fmt}")
                options: dict[str, Any] = {}
                if fmt == "glb":
                    options = {"max_points": args.max_points, "seed": args.seed}
                elif fmt.startswith("colmap"):
                    options = {"image_names": names[fmt], "image_orientations": orientations}
                save = functools.partial(scene.save, format=fmt, **options)
                staged.write(target, save)
                progress.update()
            staged.write(out_dir / "cameras.json", lambda tmp: write_record_file(tmp, record))
        removed = remove_stale(out_dir, stale)  # the earlier run's: one scene per folder
    print(
        f"{len(args.images)} view{'s' if len(args.images) != 1 else ''} (reference view "
        f"{scene.ref_view}; poses: {scene.pose_source}) -> "
        f"{', '.join(str(p) for p in written)}, {out_dir / 'cameras.json'}"
        + (f"; removed the earlier run's {', '.join(removed)}" if removed else "")
    )
    return 0
