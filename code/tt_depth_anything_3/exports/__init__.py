"""Writers for a reconstructed ``Scene``: ``.glb``, ``.ply``, ``.npz``, COLMAP models and the
3D Gaussians' ``.gs.ply``. ``save_scene`` picks one by ``format`` or by the path.

trimesh (glb) and plyfile (PLY) come with ``pip install 'tt-depth-anything-3[3d]'``; npz and
COLMAP need neither. Every writer writes to a temporary file (or folder) beside the target and
moves it into place at the end, so a failure leaves nothing half-written.
"""

from __future__ import annotations

import inspect
import os
from pathlib import Path
from typing import Any

from ..config.errors import InputError
from ..config.extras import check_installed
from ..config.options import check_not_a_folder_name, format_name
from ..geometry.option_values import check_option_values
from ..geometry.scene import Gaussians, Scene
from .colmap import write_colmap
from .gaussians import write_gaussians
from .glb import glb_geometry, write_glb
from .npz import load_npz, write_npz
from .ply import write_ply

FORMATS = ("glb", "ply", "npz", "colmap", "colmap-bin", "gs-ply")
SUFFIXES = {".glb": "glb", ".ply": "ply", ".npz": "npz"}
FOLDER_FORMATS = ("colmap", "colmap-bin")  # written as a folder; the others as one file
FOLDER_ENDS = tuple(sep for sep in (os.sep, os.altsep) if sep)  # "x/": a folder's name
# what each format's writer imports (the [3d] extra); npz and COLMAP need nothing more
FORMAT_MODULES = {"glb": ("trimesh", "scipy"), "ply": ("plyfile",), "gs-ply": ("plyfile",)}


def check_writers(formats: list[str] | tuple[str, ...]) -> None:
    """Before any work: ``InputError`` for a format that is not one of ``FORMATS`` (in any
    letter case: ``"PLY"`` is ply), and ``MissingExtraError`` when a format's writer is not
    installed."""
    if isinstance(formats, str):
        raise InputError(f"formats is a list of format names, got the string {formats!r}")
    unknown = [fmt for fmt in formats if format_name(fmt, FORMATS) not in FORMATS]
    if unknown:
        raise InputError(f"unknown export format(s) {unknown}: the formats are {FORMATS}")
    for fmt in (format_name(name, FORMATS) for name in formats):
        check_installed(FORMAT_MODULES.get(fmt, ()), f"the {fmt} export", "3d")


def format_for_path(path: str | os.PathLike) -> str:
    """The format a path asks for: ``.gs.ply`` -> gs-ply, ``.glb``, ``.ply``, ``.npz``, and a
    path without a suffix, an existing folder or text ending with ``/`` (a folder's name,
    dotted ones too: ``scan 2024.05.01/``) -> colmap."""
    text = os.fspath(path)
    folder_name = isinstance(text, str) and text.endswith(FOLDER_ENDS)  # Path drops the "/"
    path = Path(text)
    if path.name.lower().endswith(".gs.ply"):
        return "gs-ply"
    suffix = path.suffix.lower()
    if suffix in SUFFIXES:
        return SUFFIXES[suffix]
    if folder_name or path.is_dir() or not suffix:
        return "colmap"
    raise InputError(
        f"cannot tell the format of {str(path)!r}: use .glb, .ply, .npz, .gs.ply, a folder "
        f"(COLMAP; a name ending with '/' is one), or pass format= one of {FORMATS}"
    )


def check_suffix_agrees(text: str, fmt: str) -> None:
    """``InputError`` when the file format ``fmt`` (given as ``format=``) is written to a path
    whose suffix names another file format (``format="ply"`` to ``scene.glb``: a PLY file no
    glTF viewer opens); a ``.ply`` may hold 3D Gaussians (``gs-ply``), as splat viewers name
    them, and a suffix no format has (``.bin``) is the caller's choice."""
    name = Path(text).name.lower()
    named = "gs-ply" if name.endswith(".gs.ply") else SUFFIXES.get(Path(name).suffix)
    if named is None or named == fmt or {named, fmt} == {"ply", "gs-ply"}:
        return
    wanted = ".gs.ply" if fmt == "gs-ply" else f".{fmt}"
    raise InputError(
        f"format={fmt!r}, but {text!r} names a {named} file (its suffix): name it {wanted}, or "
        "leave format= out to write the format its suffix names"
    )


def save_scene(
    scene: Scene, path: str | os.PathLike, format: str | None = None, **options: Any
) -> Path:
    """Write ``scene`` to ``path`` as ``format`` (a name of ``FORMATS`` in any letter case:
    ``"PLY"`` is ply; default: from the path, see ``format_for_path``) and return the path.
    ``options`` go to the writer: ``write_glb``
    (``max_points``, ``seed``, ``conf_thresh``, ``conf_percentile``, ``show_cameras``,
    ``camera_size``...), ``write_ply`` / ``write_colmap`` (``conf_percentile``, ``drop_sky``;
    COLMAP also ``image_names``, ``image_orientations``), ``write_npz`` (``compress``),
    ``write_gaussians`` (``sh_dc_only``)."""
    if not isinstance(scene, Scene):
        raise InputError(
            f"expected a tt_depth_anything_3.geometry.Scene, got {type(scene).__name__}"
        )
    if not os.fspath(path).strip():  # Path("") is the current folder: a COLMAP model there
        raise InputError(f"the scene's path is empty ({path!r}): name a file or a folder")
    text = os.path.expanduser(os.fspath(path))  # "~/x" as scene.save gives it
    path = Path(text)
    fmt = format_for_path(text) if format is None else format_name(format, FORMATS)
    if fmt not in FORMATS:
        raise InputError(f"format must be one of {FORMATS}, got {fmt!r}")
    if fmt not in FOLDER_FORMATS:  # "x.ply/": pathlib drops the "/", a file x.ply was written
        check_not_a_folder_name(text, f"the {fmt} export is a file")
        check_suffix_agrees(text, fmt)
    check_options(fmt, options)
    if fmt == "glb":
        return write_glb(scene, path, **options)
    if fmt == "ply":
        return write_ply(scene, path, **options)
    if fmt == "npz":
        return write_npz(scene, path, **options)
    if fmt in ("colmap", "colmap-bin"):
        return write_colmap(scene, path, binary=fmt == "colmap-bin", **options)
    if scene.gaussians is None:
        raise InputError(
            "this scene has no 3D Gaussians: reconstruct(..., gaussians=True) on a model with "
            "a Gaussian head (DA3-GIANT, the nested giant) makes them, and a scene read back "
            "from .npz has none (the .npz does not store them); use .glb or .ply for the "
            "point cloud"
        )
    return write_gaussians(scene.gaussians, path, **options)


def check_options(fmt: str, options: dict[str, Any]) -> None:
    """``InputError`` naming the options ``fmt``'s writer does not take (a raw TypeError), or
    a value it cannot take (``option_values``)."""
    writers = {
        "glb": (write_glb, glb_geometry),
        "ply": (write_ply,),
        "npz": (write_npz,),
        "colmap": (write_colmap,),
        "colmap-bin": (write_colmap,),
        "gs-ply": (write_gaussians,),
    }
    taken = {
        name
        for writer in writers[fmt]
        for name, parameter in inspect.signature(writer).parameters.items()
        if parameter.kind is inspect.Parameter.KEYWORD_ONLY
        or (parameter.default is not inspect.Parameter.empty)
    } - {"binary"}
    unknown = sorted(set(options) - taken)
    if unknown:
        raise InputError(f"the {fmt} writer takes {sorted(taken)}, not {unknown}")
    check_option_values(fmt, options)


Scene.use_writer(save_scene)

__all__ = [
    "FORMATS",
    "check_writers",
    "Gaussians",
    "format_for_path",
    "glb_geometry",
    "load_npz",
    "save_scene",
    "write_colmap",
    "write_gaussians",
    "write_glb",
    "write_npz",
    "write_ply",
]
