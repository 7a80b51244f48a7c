"""What a dataset job reads and where each result goes: inputs listed from a folder, a glob, a
file list or a parquet table, each mapped to a unique output name (resumable by name)."""

from __future__ import annotations

import glob
import inspect
import math
import os
import warnings
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..config.errors import InputError
from ..config.options import DEFAULT_MAX_PIXELS, MIN_SIDE, ModelOptions, format_name
from ..config.scalars import real_number, whole_hint, whole_number
from ..exports.naming import keep_suffix_where_shared, number_where_shared
from ..inference.image_files import (
    LIST_SUFFIXES,
    folder_images,
    listed_paths,
    no_images_message,
    without_own_outputs,
)

FORMATS = ("png", "npz", "npy", "jpg")


@dataclass(frozen=True)
class Item:
    """One input: ``source`` (a path) and ``name``, its output path relative to the output
    folder without extension (the input's path below the inputs' common folder)."""

    source: str
    name: str
    intrinsics: tuple[float, ...] | None = None  # 3x3 row-major K of the image, if known

    def outputs(self, out_dir: Path, formats: tuple[str, ...]) -> list[Path]:
        return [out_dir / f"{self.name}.{fmt}" for fmt in formats]


def list_inputs(spec: str | os.PathLike | list[str]) -> list[Item]:
    """Inputs from a folder (images found recursively, the depth maps this package wrote left
    out with an ``OwnOutputsSkippedWarning``), a glob pattern (a file's own name first: an
    existing ``photo [1].png`` is that file), a text file with one path per line (relative
    paths are relative to the file), or a list of paths.

    Raises ``ValueError`` when nothing matches or a path does not exist.
    """
    if isinstance(spec, (list, tuple)):
        paths = [Path(p) for p in spec]
    else:
        text = str(spec)
        path = Path(text)
        if path.is_dir():
            paths = folder_images(path, skip_own=True)
            if not paths:
                raise ValueError(no_images_message(text, "under"))
            return _named(paths, root=path)
        if path.is_file() and path.suffix.lower() in LIST_SUFFIXES:
            paths = listed_paths(path)
        elif glob.has_magic(text) and not path.is_file():  # "a [1].png" is that file, not
            # a pattern matching "a 1.png"
            paths = sorted(Path(p) for p in glob.glob(text, recursive=True) if Path(p).is_file())
            if not paths:
                raise ValueError(f"the pattern {text!r} matches no file")
            # an --out the pattern reaches: the earlier run's depth maps are not photos
            paths = without_own_outputs(paths, f"matched by the pattern {text!r}")
            if not paths:
                raise ValueError(f"the pattern {text!r} matches only depth maps this package wrote")
        else:
            paths = [path]
    folders = [str(p) for p in paths if p.is_dir()]
    if folders:  # a folder is an input on its own, not an entry of a list
        raise ValueError(
            f"{len(folders)} input(s) are folders, e.g. {folders[:3]}: a list names image "
            "files; pass a folder alone to read its images"
        )
    missing = [str(p) for p in paths if not p.is_file()]
    if missing:
        raise ValueError(f"{len(missing)} input(s) do not exist, e.g. {missing[:3]}")
    if not paths:
        raise ValueError("no inputs given")
    return _named(paths)


ITEMS_WANTED = (
    "items must be scale_out.inputs.Item objects (list_inputs(spec) makes them from a folder, "
    "a glob, a .txt list or a list of paths; list_parquet_inputs from a parquet table)"
)


def check_items(items: object) -> list[Item]:
    """``items`` as a list (any iterable of ``Item``: a generator is taken once), else
    ``InputError`` naming ``list_inputs`` and what was given instead: a path, a folder or a
    list of paths was an ``AttributeError`` deep in the job, a generator a ``TypeError``."""
    if isinstance(items, (str, bytes, os.PathLike)) or not isinstance(items, Iterable):
        raise InputError(f"{ITEMS_WANTED}, got {type(items).__name__} {items!r:.200}")
    listed = list(items)
    for index, item in enumerate(listed):
        if not isinstance(item, Item):
            raise InputError(
                f"{ITEMS_WANTED}, got {type(item).__name__} {item!r:.200} at index {index}"
            )
    return listed


def list_parquet_inputs(path: str | os.PathLike, column: str | None = None) -> list[Item]:
    """Inputs from a parquet table: a column of image paths (relative to the table; ``path``
    by default) or of encoded image bytes (``parquet_inputs``: binary or the Hugging Face image
    struct; outputs named by a ``name`` column, the struct's ``path``, or the row number). A
    ``ValueError`` about the table names it (``T.parquet: row 1: name '../b' is not ...``)."""
    path = Path(path).resolve()
    try:
        return _parquet_items(path, column)
    except ValueError as err:  # pyarrow's ArrowInvalid too ("Parquet magic bytes not found")
        if str(err).startswith(str(path)):
            raise
        raise ValueError(f"{path}: {err}") from err


def _parquet_items(path: Path, column: str | None) -> list[Item]:
    import pyarrow.parquet as pq

    from .parquet_inputs import bytes_item_names, image_column, parquet_source

    schema = pq.read_schema(path)
    column, holds_bytes = image_column(schema, column)
    if holds_bytes:  # only the names are read here; the decode workers read the bytes
        names = bytes_item_names(path, schema, column)
        if not names:
            raise ValueError(f"{path} has no rows")
        dupes = sorted(n for n, count in Counter(names).items() if count > 1)
        if dupes:
            raise ValueError(f"{path}: output names occur more than once: {dupes[:3]}")
        names = number_where_shared(names)  # A and a: one file on macOS and Windows
        return [Item(parquet_source(path, column, i), n) for i, n in enumerate(names)]
    table = pq.read_table(path, columns=[column])
    base = path.parent
    values = table[column].to_pylist()
    empty = [i for i, value in enumerate(values) if not value]
    if empty:
        raise ValueError(f"{path}: column {column!r} has no image path in row(s) {empty[:5]}")
    paths = [Path(p) if Path(p).is_absolute() else base / p for p in values]
    return list_inputs([str(p) for p in paths])


def repeat_note(path: str, first: str) -> str:
    """What is said of an input ``path`` that is the file ``first`` already listed: the same
    path twice, or another path (a link, a folder's file) to it."""
    if path == first:
        return f"{path} is listed twice: run once"
    return f"{path} is {first}, listed already: run once"


def file_identity(path: str | os.PathLike) -> object:
    """What makes two input paths one file: its device and inode where it can be read (a link,
    a hard link, or another spelling on a case-insensitive file system: ``A.jpg`` for ``a.jpg``
    on macOS, which ``resolve`` keeps apart), else its resolved path (a missing input, said as
    missing later)."""
    try:
        info = os.stat(path)
    except OSError:  # not there (or unreadable): refused by the input checks after this
        return Path(path).resolve()
    return (info.st_dev, info.st_ino)


def _named(paths: list[Path], root: Path | None = None) -> list[Item]:
    """Each path named by its place below ``root`` (default: the paths' common folder), so
    that names are unique and mirror the input layout. Names come from the paths as listed
    (a link is named as itself, as ``predict`` names it); a file listed again (by a second
    path, a link to it, or a spelling that differs only in letter case where the file system
    ignores case: ``file_identity``) is run once, the repeat said in a warning as ``predict``
    says it."""
    kept: dict[object, tuple[Path, Path]] = {}  # the file -> (resolved, first path as listed)
    for path in paths:
        key = file_identity(path)
        if key in kept:
            warnings.warn(repeat_note(str(path), str(kept[key][1])), stacklevel=3)
            continue
        kept[key] = (path.resolve(), path)
    listed = [Path(os.path.abspath(first)) for _, first in kept.values()]
    base = Path(os.path.abspath(root or os.path.commonpath([str(p.parent) for p in listed])))
    names = [p.relative_to(base).with_suffix("").as_posix() for p in listed]
    # x.jpg and x.png: two outputs; A.jpg and a.jpg too (one file on macOS and Windows)
    names = keep_suffix_where_shared(names, listed)
    sources = [str(resolved) for resolved, _ in kept.values()]
    return [Item(source, name) for source, name in zip(sources, names, strict=True)]


def pending(items: list[Item], out_dir: str | os.PathLike, formats: tuple[str, ...]) -> list[Item]:
    """The items whose outputs are not all written yet (a rerun resumes from there)."""
    out_dir = Path(out_dir)
    return [it for it in items if not all(p.is_file() for p in it.outputs(out_dir, formats))]


def spread_batch(count: int, replicas: int, batch_size: int) -> int:
    """The images per replica call for ``count`` pending images: ``batch_size``, or fewer
    where that many would leave a replica without a batch (3 images, 2 replicas, batch 4: 2,
    so that both replicas work; at 4 one replica took the 3 and Ray Data warned that the
    operator could not use its actors, naming ``override_num_blocks``)."""
    return max(1, min(batch_size, math.ceil(count / replicas)))


def check_out_apart(spec: str | os.PathLike | list[str], out: str | os.PathLike) -> None:
    """``ValueError`` when ``out`` is a folder input or lies inside one: the next run would
    list the depth maps written there as input images (and a rerun could not resume)."""
    if isinstance(spec, (list, tuple)) or not Path(spec).is_dir():
        return
    folder, target = Path(spec).resolve(), Path(out).expanduser().resolve()
    if target.is_relative_to(folder):
        raise ValueError(
            f"--out {out} lies inside the input folder {spec}: its depth maps would be listed "
            "as input images by the next run; choose an --out outside the inputs"
        )


def check_formats(formats: str | list[str] | tuple[str, ...] | None) -> tuple[str, ...]:
    """The output formats, once each, in lower case (``"PNG"`` is png; one given as a string is
    one format, not its letters); ``ValueError`` naming any unknown."""
    if isinstance(formats, str):
        formats = (formats,)
    chosen = tuple(dict.fromkeys(format_name(f, FORMATS) for f in formats or ("png",)))
    bad = [f for f in chosen if f not in FORMATS]
    if bad:
        raise ValueError(f"unknown output format(s) {bad}; choose from {list(FORMATS)}")
    return chosen


def max_pixels_of(model: object, max_pixels: object = None) -> object:
    """The largest image a job's decoding takes: ``max_pixels`` when given, else the one
    ``model`` takes (a ``ModelOptions``' ``max_pixels``, a dict's ``"max_pixels"``, else
    ``DEFAULT_MAX_PIXELS``), so that ``--max-pixels`` counts in the decode workers too (they
    refused a larger image at the default limit, telling the user to raise ``--max-pixels``);
    a whole number as an int (a 0-d integer array too), anything else as it is."""
    if max_pixels is not None:
        number = whole_number(max_pixels)
        return max_pixels if number is None else number
    if isinstance(model, ModelOptions):
        return model.max_pixels
    if isinstance(model, dict):
        return model.get("max_pixels", DEFAULT_MAX_PIXELS)
    return DEFAULT_MAX_PIXELS  # not a model: ``check_call_options`` says so


def check_call_options(
    model: object, call_kwargs: dict[str, Any] | None, max_pixels: object
) -> None:
    """``ValueError`` before Ray starts for a ``model`` that is neither ``ModelOptions`` nor a
    dict, ``call_kwargs`` that ``model(image, ...)`` does not take (each replica raised a
    TypeError, which ended the whole job) or whose ``max_depth_m``, ``sky_fill`` or
    ``resize_to_original`` it refuses (every image failed with it), a ``focal_px`` that is
    neither a number in its bounds nor ``"exif"``, or a ``max_pixels`` the model options
    refuse."""
    from ..api import DepthAnything3
    from ..inference.exif_focal import is_exif_focal
    from ..inference.postprocess import OutputOptions, resolve_focal

    if not isinstance(model, (ModelOptions, dict)):
        raise ValueError(
            f"model is ModelOptions or a dict of from_pretrained arguments, got "
            f"{type(model).__name__} {model!r:.40}"
        )
    if call_kwargs is not None and not isinstance(call_kwargs, dict):
        raise ValueError(f"call_kwargs is a dict, got {type(call_kwargs).__name__}")
    parameters = inspect.signature(DepthAnything3.__call__).parameters
    taken = {n for n, p in parameters.items() if p.kind is inspect.Parameter.KEYWORD_ONLY}
    taken.discard("batch_size")  # predict_dataset's own
    unknown = sorted(set(call_kwargs or {}) - taken)
    if unknown:
        raise ValueError(f"call_kwargs takes {sorted(taken)}, not {unknown}")
    given = call_kwargs or {}  # their values as the call checks them (each image failed)
    OutputOptions.checked(
        given.get("max_depth_m"),
        given.get("sky_fill", "p99"),
        given.get("resize_to_original", False),
    )
    focal = given.get("focal_px")  # one for every image: a number in its bounds, or "exif"
    if focal is not None and not is_exif_focal(focal):
        if real_number(focal) is None:
            raise ValueError(
                "call_kwargs' focal_px is one number (pixels) for every image, or 'exif' (each "
                f"image's EXIF focal length), got {type(focal).__name__} {focal!r:.60}"
            )
        resolve_focal((1, 1), focal)  # its bounds, as each image's call checks them
    number = whole_number(max_pixels)
    if number is None or number < MIN_SIDE * MIN_SIDE:
        raise ValueError(
            f"max_pixels must be an integer >= {MIN_SIDE * MIN_SIDE}, got {max_pixels!r}"
            f"{whole_hint(max_pixels)}"
        )
