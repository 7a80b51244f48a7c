"""``export_model``: a checkpoint's network written as ONNX or OpenVINO IR: one file for
every input size (dynamic axes), or one per pinned shape (``tt-da3 export`` calls it)."""

from __future__ import annotations

import contextlib
import glob
import json
import os
import shutil
import tempfile
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ...config.errors import InputError
from ...config.file_locks import FOLDER_LOCKS
from ...config.file_writes import file_on_the_way, make_parent_folder, write_failure
from ...config.options import MAX_PROCESS_RES
from ...config.precisions import ALIASES, DTYPE_NAMES
from ...config.schema import DA3Config
from ..torch.loading import build_network
from .cache import FULL_DISK_ERRNOS, room_for
from .cache_locks import lock_folder, remove_unless_held
from .candidates import int8_refusal
from .engine_install import require_engine, require_exporter
from .export import ONNX_FILE, ONNX_OPSET, InputShape, export_onnx, output_names
from .manifest_text import (
    BF16_EXPORT_NOTE,
    ONNX_COMPILE_NOTE,
    OPENVINO_COMPILE_CONFIG,
    PREPROCESS_TEXT,
    input_text,
    ir_metadata,
    output_texts,
    postprocess_recipe,
)
from .ov_int8 import calibration_shape

EXPORT_FORMATS = ("onnx", "openvino")
# Weight storage per format and precision: ONNX float32 only; the IR float32, fp16-stored
# (``fp16``: f32 arithmetic; ``bf16``: bf16 arithmetic) or NNCF int8.
EXPORT_PRECISIONS = {"onnx": ("fp32",), "openvino": ("fp32", "fp16", "bf16", "int8")}
FP16_STORED = ("fp16", "bf16")
MANIFEST = "manifest.json"
OPENVINO_EXPORT = "exporting to OpenVINO IR"  # who needs openvino (and nncf for int8)


def export_model(
    config: DA3Config,
    weights: os.PathLike | str,
    out: os.PathLike | str,
    fmt: str = "onnx",
    shapes: list[InputShape] | InputShape | None = None,
    precision: str = "fp32",
    views: bool = False,
) -> dict[str, Any]:
    """Without ``shapes``: one graph for every batch, size (and view count, ``views``)
    written as ``out/model.onnx`` (``fmt="onnx"``, checked by ``onnx.checker``) or
    ``out/model.xml`` + ``.bin`` (``"openvino"``). With ``shapes`` (a list of
    ``InputShape``, or one): ``out/<shape>/...`` pinned to each shape, their ``views``
    saying the input kind (one kind per export, ``_input_kind``). ``precision`` in
    either spelling, as ``DepthAnything3(dtype=)`` takes it (``"fp16"`` or ``"float16"``,
    ``"bf16"`` or ``"bfloat16"``, ``"fp32"`` or ``"float32"``, ``"int8"``). Also
    ``out/manifest.json`` (model, format, precision, input, each file with its input dims,
    None where dynamic, and outputs with their units; the ``compile_config`` that runs the
    file in OpenVINO at its precision); returns the manifest."""
    if fmt not in EXPORT_FORMATS:
        raise ValueError(f"format must be one of {EXPORT_FORMATS}, got {fmt!r}")
    precision = export_precision(fmt, precision)
    root = _export_folder(out)
    shapes = _checked_shapes(shapes)
    views = _input_kind(shapes, views)
    if views and config.camera is None:  # before the checkpoint is read (export_onnx's check)
        raise ValueError(
            f"{config.model_name} has no camera head, so no views graph: export single images "
            "(views=0; tt-da3 export without --views)"
        )
    if fmt == "openvino" and precision == "int8" and (refused := int8_refusal(config, export=True)):
        raise InputError(refused)  # before the minutes of the ONNX export
    onnx = require_exporter("export")
    if fmt == "openvino":  # before reading the network and the minutes of the ONNX export
        require_engine(OPENVINO_EXPORT, "openvino")
        if precision == "int8":
            require_engine(f"{OPENVINO_EXPORT} int8", "nncf")
    network = build_network(config, weights, "fp32")
    with _staged(root) as staging:
        try:
            return _export_into(onnx, network, config, staging, fmt, shapes, precision, views)
        except OSError as err:  # a full disk: said of ``out`` (the staging folder is gone)
            if err.errno not in FULL_DISK_ERRNOS:
                raise
            raise OSError(err.errno, f"cannot write {root}: {err.strerror or err}") from err


def export_precision(fmt: str, precision: Any) -> str:
    """``precision`` (either spelling: ``"fp16"`` or ``"float16"``...) as the short name of a
    precision that ``fmt`` exports, or ``ValueError`` naming those it does."""
    short = ALIASES.get(precision.lower()) if isinstance(precision, str) else None
    if short not in EXPORT_PRECISIONS[fmt]:
        names = ", ".join(f"{p!r} ({DTYPE_NAMES[p]!r})" for p in EXPORT_PRECISIONS[fmt])
        raise ValueError(f"format {fmt!r} exports the precisions {names}; got {precision!r}")
    return short


def _export_into(
    onnx: Any,
    network: Any,
    config: DA3Config,
    root: Path,
    fmt: str,
    shapes: list[InputShape],
    precision: str,
    views: bool,
) -> dict[str, Any]:
    """``export_model``'s files and manifest written into ``root``."""
    dynamic = not shapes
    pinned = shapes or [calibration_shape(views)]  # int8: the runtime's calibration
    files = []
    for shape in pinned:
        folder = root if dynamic else root / shape.describe()
        folder.mkdir(exist_ok=True)
        if fmt == "onnx":
            path = export_onnx(network, shape, folder, dynamic)
            onnx.checker.check_model(str(path))
        else:
            path = _openvino_ir(network, shape, folder, precision, dynamic, config.model_name)
        names = output_names(path) if fmt == "onnx" else _ir_outputs(path)
        dims = _dynamic_dims(shape) if dynamic else list(shape.dims)
        files.append({"file": str(path.relative_to(root)), "input": dims, "outputs": names})
    outputs = tuple(files[0]["outputs"])
    manifest = {
        "model": config.model_name,
        "format": fmt,
        "precision": precision,
        "input": input_text(views, static=not dynamic),
        "preprocess": PREPROCESS_TEXT,
        "shapes": "dynamic: one file for every batch, view count and size"
        if dynamic
        else "static: one file per input shape",
        "files": files,
        "outputs": output_texts(config, outputs, views),
        "postprocess": postprocess_recipe(config, outputs, views),
        "compile_config": OPENVINO_COMPILE_CONFIG[precision],
    }
    if fmt == "onnx":
        manifest["opset"] = ONNX_OPSET
        manifest["compile_note"] = ONNX_COMPILE_NOTE
    if precision == "bf16":
        manifest["note"] = BF16_EXPORT_NOTE
    (root / MANIFEST).write_text(json.dumps(manifest, indent=1), encoding="utf-8")
    return manifest


def _export_folder(out: os.PathLike | str) -> Path:
    """``out`` as a folder an export may take: new, empty, or an earlier export (its
    ``manifest.json`` and the files it lists, nothing else), whose files the new export
    replaces whole; never the current folder or one holding it (it is moved aside)."""
    if not str(out).strip():
        raise ValueError("the export's output folder is empty text; name a folder")
    root = Path(out).expanduser()
    if root.is_symlink():  # the swap would replace the link, not its folder
        raise ValueError(
            f"{root} is a symbolic link; name the folder it points to ({root.resolve()})"
        )
    if root.exists() and not root.is_dir():
        raise ValueError(f"{root} exists and is not a folder; name a new or empty folder")
    if (blocked := file_on_the_way(root.parent)) is not None:  # before the network is built
        raise InputError(f"cannot write {root}: {blocked} is a file, not a folder")
    here = Path.cwd().resolve()
    if root.is_dir() and (root.resolve() == here or root.resolve() in here.parents):
        raise ValueError(
            f"{root} is the current folder or holds it, and an export replaces its folder "
            "whole; name a folder inside or beside it"
        )
    if root.is_dir() and any(root.iterdir()):
        strangers = _not_an_export(root)
        if strangers:
            raise ValueError(
                f"{root} {strangers}, so it is not an earlier export this one may replace "
                "(it would be removed whole); name a new or empty folder"
            )
    return root


def earlier_export_entries(out: os.PathLike | str) -> list[str]:
    """The top-level names (files and folders) of the earlier export in ``out`` that an
    export there replaces, sorted; empty when ``out`` holds no earlier export (missing, empty,
    or not an export: ``export_model`` refuses that)."""
    root = Path(out).expanduser()
    if not root.is_dir() or root.is_symlink() or _not_an_export(root) is not None:
        return []
    return sorted(p.name for p in root.iterdir())


def _not_an_export(root: Path) -> str | None:
    """What in ``root`` an earlier export did not write, or None: no manifest, one that is
    not an export's, or a file or folder its manifest does not list."""
    try:
        manifest = json.loads((root / MANIFEST).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return f"holds files and no {MANIFEST}"
    except (OSError, ValueError) as err:  # unreadable, not UTF-8, not JSON
        return f"holds a {MANIFEST} that is not an export's ({err})"
    files = manifest.get("files") if isinstance(manifest, dict) else None
    if (
        not isinstance(manifest, dict)
        or manifest.get("format") not in EXPORT_FORMATS
        or not isinstance(files, list)
        or not all(isinstance(f, dict) and isinstance(f.get("file"), str) for f in files)
    ):
        return f"holds a {MANIFEST} that is not an export's (no format and files of one)"
    written = {MANIFEST}
    for entry in files:
        path = Path(entry["file"])
        written.add(path.parts[0])
        written.update(path.with_suffix(s).name for s in (".onnx.data", ".bin"))  # companions
    others = sorted(p.name for p in root.iterdir() if p.name not in written)
    return f"holds {', '.join(others[:3])}, which its {MANIFEST} does not list" if others else None


def _checked_shapes(shapes: Any) -> list[InputShape]:
    """``shapes`` (a list of ``InputShape``, or one) as a list of distinct ``InputShape``
    (empty: one dynamic graph); ``ValueError`` naming the whole value otherwise (a string
    such as ``"70x98"`` too: ``[InputShape(70, 98)]`` pins that size)."""
    if isinstance(shapes, InputShape):
        shapes = [shapes]
    hint = "InputShape(height, width, batch, views), e.g. [InputShape(70, 98)]"
    if isinstance(shapes, (str, bytes)) or not isinstance(shapes, (list, tuple, type(None))):
        raise ValueError(f"shapes is a list of {hint} (None: every size), got {shapes!r}")
    shapes = list(shapes or [])
    for shape in shapes:
        if not isinstance(shape, InputShape):
            raise ValueError(f"shapes are {hint}, got {shape!r} in {shapes!r}")
    for shape in shapes:
        if max(shape.height, shape.width) > MAX_PROCESS_RES:  # before the network is read
            raise InputError(
                f"export shapes take sides up to {MAX_PROCESS_RES} px (the largest "
                f"process_res), got {shape.height}x{shape.width}"
            )
    repeated = {shape.describe() for shape in shapes if shapes.count(shape) > 1}
    if repeated:
        raise ValueError(f"shapes named twice: {', '.join(sorted(repeated))}")
    return shapes


def _input_kind(shapes: list[InputShape], views: bool) -> bool:
    """Whether the export is of the views graph: ``views``, or with ``shapes`` what they pin
    (their ``views``), which the manifest's ``input``, ``outputs`` and ``postprocess`` then
    describe (they followed ``views`` alone: a views file was described as single images, and
    the reverse). One manifest describes one input kind: shapes that mix single images and
    views, or ``views=True`` with single-image shapes, are a ``ValueError``."""
    if not shapes:
        return bool(views)
    kinds = {shape.views > 0 for shape in shapes}
    if len(kinds) > 1:
        raise ValueError(
            "shapes mix single images (views=0) and views of scenes (views > 0), but one "
            "export's manifest describes one input kind: export each kind into its own folder"
        )
    pinned = kinds.pop()
    if views and not pinned:
        raise ValueError(
            "views=True exports the views graph, but shapes pin single images (views=0): "
            "give InputShape(height, width, batch, views) with views > 0, or views=False"
        )
    return pinned


@contextlib.contextmanager
def _staged(root: Path) -> Iterator[Path]:
    """A fresh folder beside ``root`` to export into; on success it replaces ``root`` (an
    earlier export is moved aside, then removed), on failure it is removed: ``root`` holds
    the old export or the new one, never a mix."""
    make_parent_folder(root)  # a file on the way: InputError naming it
    staging, lock = _new_staging(root)
    try:
        _sweep_killed(root, staging)
        staging.chmod(0o755)  # mkdtemp's 0700 would stay on the export folder
        try:
            yield staging
        except BaseException:
            shutil.rmtree(staging, ignore_errors=True)
            raise
        _publish(root, staging)
    finally:
        if lock is not None:
            os.close(lock)


def _new_staging(root: Path) -> tuple[Path, int | None]:
    """A new staging folder beside ``root``, ``.NAME.partial-XXXXXXXX``, and a descriptor
    holding its exclusive lock (``flock``; None where there is none, Windows), so that no
    other export's ``_sweep_killed`` takes it for a killed one's."""
    while True:
        try:
            staging = Path(tempfile.mkdtemp(prefix=f".{root.name}.partial-", dir=root.parent))
        except OSError as error:  # a read-only folder: said of root, not of the staging name
            raise write_failure(root, error) from error
        if not FOLDER_LOCKS:
            return staging, None
        lock = lock_folder(staging, shared=False, wait=False)
        if lock is not None:
            return staging, lock
        # another export's sweep removed it in the instant before it was locked: a new one


def _sweep_killed(root: Path, staging: Path) -> None:
    """Remove the staging folders (``.NAME.partial-*``, and their set-aside ``.old``) that
    earlier exports to ``root`` left when killed (SIGKILL, a crash, power loss) before they
    could remove their own: a whole model's weights each, hidden. One a live export holds
    (its lock) is left; without ``flock`` (Windows) none is removed."""
    if not FOLDER_LOCKS:
        return
    for path in root.parent.glob(f".{glob.escape(root.name)}.partial-*"):
        if path != staging and path.is_dir() and not path.is_symlink():
            remove_unless_held(path, "killed-export")


def _publish(root: Path, staging: Path) -> None:
    """``staging`` made ``root``: an earlier export there moved aside, then removed."""
    old = root.parent / f"{staging.name}.old"
    try:
        if root.exists():
            os.replace(root, old)
        os.replace(staging, root)
    except OSError as err:  # e.g. an immutable or busy folder: nothing changed, nothing left
        if old.exists() and not root.exists():
            os.replace(old, root)
        shutil.rmtree(staging, ignore_errors=True)
        raise OSError(f"the export was made but could not replace {root} ({err})") from err
    if old.exists():
        try:
            shutil.rmtree(old)
        except OSError as err:  # the new export is in place: say what is left, do not fail
            warnings.warn(
                f"the export is in {root}, but its earlier one, moved aside to {old}, could "
                f"not be removed ({err}); remove it by hand",
                RuntimeWarning,
                stacklevel=4,  # export_model's caller (_staged, contextlib, export_model)
            )


def _dynamic_dims(shape: InputShape) -> list[int | None]:
    """The input dims of a dynamic graph: None where any size goes."""
    return [None, None, 3, None, None] if shape.views else [None, 3, None, None]


def _openvino_ir(
    network: Any, shape: InputShape, folder: Path, precision: str, dynamic: bool, name: str
) -> Path:
    """Export to a temporary ONNX file, convert, (quantise on inputs of ``shape``,) save
    ``folder/model.xml``; ``name``: the model's, in an error."""
    import openvino as ov  # found installed and importable by export_model, before any work

    from .openvino_backend import graph_files_bytes

    with tempfile.TemporaryDirectory(dir=folder) as scratch:
        graph = export_onnx(network, shape, scratch, dynamic, external_data=True)
        model = ov.Core().read_model(str(graph))  # the weights memory-mapped, not copied
        if precision == "int8":
            from .ov_int8 import quantize_int8

            model = quantize_int8(model, shape, name)
        for key, value in ir_metadata(precision).items():  # the ONNX file's said fp32
            model.set_rt_info(value, ["framework", key])
        path = folder / "model.xml"
        weights, own = graph_files_bytes(graph)
        expected = int(weights * (0.5 if precision in FP16_STORED else 1.0)) + own
        # a full disk is OpenVINO's bare "basic_ios::clear: iostream error" RuntimeError (a
        # traceback, exit 1): an OSError ENOSPC saying so (``room_for``)
        with room_for(folder, "OpenVINO IR", expected):
            ov.save_model(model, str(path), compress_to_fp16=precision in FP16_STORED)
    return path


def _ir_outputs(path: Path) -> list[str]:
    import openvino as ov  # checked by export_model, as in _openvino_ir

    model = ov.Core().read_model(str(path))
    from .openvino_backend import output_name

    return [output_name(o) for o in model.outputs]


__all__ = ["EXPORT_FORMATS", "EXPORT_PRECISIONS", "ONNX_FILE", "export_model", "export_precision"]
