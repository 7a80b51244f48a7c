"""Where predictions come from: a resumable npz cache of model outputs, or files made elsewhere.

Cache: ``<folder>/<key>.npz`` (``DepthOutput.save`` format, network-size float32 depth), written
atomically, so an interrupted run resumes where it stopped. ``cache.json`` records what made the
predictions (model, weights, resolution, backend, device, dtype); reusing the folder with a
different model is refused rather than mixing results. Each npz also records its frame's input
(``frame_records``: the image's content, the camera matrix): a frame whose input changed is
predicted again.

External: ``<dir>/<drive>_<frame>.npy`` (float32 metres, any resolution; every value is a
prediction) or ``.png`` (uint16, metres x 256, 0 = no estimate, the KITTI convention), e.g.
``2011_09_26_drive_0002_sync_0000000069.npy``, or the same file in the KITTI raw layout,
``<dir>/2011_09_26/2011_09_26_drive_0002_sync/image_02/data/0000000069.npy``.
"""

from __future__ import annotations

import json
import os
import warnings
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from ..checkpoints.identity import checkpoint_identity, source_text
from ..config.file_writes import replace_whole
from ..config.records import as_json, check_same_run, differences, made_otherwise, read_record
from ..inference.depth_marks import described_scale
from ..inference.outputs import DepthOutput
from .frame_records import npz_frame_record, record_differences, with_frame_record
from .ground_truth import read_depth_png
from .kitti_layout import FrameUnavailable, InvalidPrediction, KittiFrame

if TYPE_CHECKING:
    from ..config.options import ModelOptions

CACHE_VERSION = 2  # 2: the checkpoint's files (size, modification time) recorded
CACHE_META = "cache.json"
NPY_MAGIC = b"\x93NUMPY"


def model_fingerprint(model: Any) -> dict[str, Any]:
    """What a cached prediction depends on, from a loaded ``DepthAnything3``."""
    return {
        "cache_version": CACHE_VERSION,
        "model_name": model.model_name,
        "source": source_text(model.source),  # a relative and an absolute path: one model
        "checkpoint": checkpoint_identity(model.source),
        "process_res": model.process_res,
        "resize_mode": model.resize_mode,
        "backend": model.backend,
        "device": model.device,
        "precision": model.precision,
    }


ANOTHER_MODEL = "predictions of another model"  # what a refused cache holds


def options_fingerprint(options: ModelOptions) -> dict[str, Any]:
    """The fields of ``model_fingerprint`` that a model's options decide before it loads:
    the cache's version, the resolution and resize mode, and the checkpoint's source and files
    (a local one, ``weights`` or a ``model_id`` naming a path, found as the load finds it, and
    its model name; a hub repo its ``hub:<id>[@<revision>]``); the backend, device and
    precision (``auto``) are known once it has loaded."""
    from ..checkpoints.resolve import LOCAL_SUFFIXES, hub_source, resolve_checkpoint

    known = {
        "cache_version": CACHE_VERSION,
        "process_res": options.process_res,
        "resize_mode": options.resize_mode,
    }
    model_id = os.fspath(options.model_id)
    if options.weights is None and not Path(model_id).expanduser().exists():
        local = model_id.startswith(("/", "./", "../", "~")) or model_id.endswith(LOCAL_SUFFIXES)
        if local or "/" not in model_id:
            return known  # no hub repo (a path not there, a preset name): the load says so
        source = hub_source(model_id, options.revision)
        return {**known, "source": source, "checkpoint": checkpoint_identity(source)}
    files = resolve_checkpoint(options.model_id, options.revision, options.weights)
    return {
        **known,
        "model_name": files.config.model_name,
        "source": source_text(files.source),
        "checkpoint": checkpoint_identity(files.source),
    }


def check_cache_before_load(folder: Path, options: ModelOptions) -> None:
    """``InputError`` (``PredictionCache``'s words) when ``folder`` holds predictions whose
    ``cache.json`` differs from what ``options`` decide (``options_fingerprint``): said before
    the model loads (a chip's compile, an engine's export), not after. A folder with no
    prediction, or no record, is left to ``PredictionCache``."""
    meta = folder / CACHE_META
    if not meta.is_file() or meta.is_symlink() or not any(folder.glob("*.npz")):
        return
    recorded = read_record(meta)
    known = as_json(options_fingerprint(options))
    changed = differences({key: recorded.get(key) for key in known}, known)
    if changed:
        raise made_otherwise(folder, ANOTHER_MODEL, changed)


def check_cache_folder(folder: Path) -> None:
    """``ValueError`` when a file stands where a prediction cache folder goes (it was a bare
    ``[Errno 17] File exists``, said once the model had loaded)."""
    if folder.exists() and not folder.is_dir():
        raise ValueError(
            f"{folder} is a file: the evaluation keeps its predictions in a folder of that name; "
            "move the file, or choose another --out"
        )


class PredictionCache:
    """Per-frame npz files in ``folder`` for the model described by ``fingerprint``."""

    def __init__(self, folder: str | os.PathLike, fingerprint: dict[str, Any]) -> None:
        self.folder = Path(folder)
        check_cache_folder(self.folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        meta = self.folder / CACHE_META
        # npz files with no cache.json: predictions of an unknown model, refused; a cache.json
        # with no npz beside it (its run failed before the first frame): replaced
        npz = self.folder.glob("*.npz")
        check_same_run(meta, fingerprint, ANOTHER_MODEL, npz, held=self.folder.glob("*.npz"))

    def path(self, frame: KittiFrame) -> Path:
        return self.folder / f"{frame.key}.npz"

    def load(self, frame: KittiFrame, record: dict | None = None) -> np.ndarray | None:
        """The cached depth map, or None when this frame has not been predicted yet, its file
        cannot be read, or (given the frame's ``record``, ``frame_records.frame_record``) it
        was predicted from another image or camera; a warning names the last two, and the
        frame is predicted again and the file replaced."""
        path = self.path(frame)
        if not path.is_file():
            return None
        try:
            with np.load(path, allow_pickle=False) as data:
                depth = data["depth"]
                recorded = npz_frame_record(data)
        except (ValueError, OSError, EOFError, KeyError, zipfile.BadZipFile) as err:
            why = f"is unreadable ({type(err).__name__}: {err})"
        else:
            changed = [] if record is None else record_differences(recorded, record)
            if changed:
                why = f"was made from another input ({'; '.join(changed)})"
            elif depth.ndim == 2 and depth.size and np.issubdtype(depth.dtype, np.floating):
                return depth
            else:
                why = f"is unreadable (depth is {depth.dtype} with shape {depth.shape})"
        warnings.warn(f"cached prediction {path} {why}; predicting it again", stacklevel=2)
        return None

    def store(self, frame: KittiFrame, output: DepthOutput, record: dict | None = None) -> None:
        """Write atomically (a partial file never takes the final name), with the frame's
        ``record`` when given."""
        path = self.path(frame)
        data = output.to_npz_bytes()
        whole = data if record is None else with_frame_record(data, record)
        replace_whole(path, lambda tmp: tmp.write_bytes(whole))


UNPREDICTED = "unpredicted.json"  # in a predictions folder: {key: why no prediction was made}


def unpredicted_reasons(folder: Path) -> dict[str, str]:
    """``folder/unpredicted.json`` (written by ``scale_out.kitti.predict_kitti``), or {}."""
    path = folder / UNPREDICTED
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


# said where a frame's .npz is found instead (``tt-da3 predict --format npz``, an eval's cache)
NPZ_HINT = (
    " (its .npz is there: --predictions reads .npy or .png, as tt-da3 predict --format npy or "
    "png writes them; an eval-kitti run's own predictions/ are read again by rerunning it "
    "with the same --out)"
)
KITTI_PNG_SCALE = 256.0  # a ``--predictions`` PNG: metres x 256 unless it says otherwise


@dataclass(frozen=True)
class PredictionMap:
    """A frame's prediction: its values, and where it has no estimate (None: everywhere)."""

    values: np.ndarray
    no_estimate: np.ndarray | None = None  # bool, the shape of ``values``
    from_png: bool = False  # read from a ``.png`` file (results.md says its scale only then)


def raw_layout_stem(frame: KittiFrame) -> str:
    """``<date>/<drive>/image_0X/data/<frame>``: a frame's file in the KITTI raw layout."""
    return f"{frame.date}/{frame.drive}/image_0{frame.camera}/data/{frame.frame_name}"


def prediction_stem(folder: Path, frame: KittiFrame) -> Path:
    """Where the frame's prediction files are (without suffix): ``<key>`` in ``folder``, or,
    when no ``.npy`` / ``.png`` is there, the KITTI raw layout under ``folder``,
    ``<date>/<drive>/image_0X/data/<frame>`` (or from ``<drive>/``), as ``tt-da3
    predict-dataset`` mirrors a KITTI raw (or date) folder: its every frame was "no
    prediction"."""
    for stem in prediction_stems(folder, frame):
        if any(Path(f"{stem}{suffix}").is_file() for suffix in (".npy", ".png")):
            return stem
    return folder / frame.key


def prediction_stems(folder: Path, frame: KittiFrame) -> tuple[Path, ...]:
    """The places a frame's prediction is looked for, in order (``prediction_stem``)."""
    raw = raw_layout_stem(frame)
    return folder / frame.key, folder / raw, folder / raw.split("/", 1)[1]


def read_external_map(
    folder: str | os.PathLike, frame: KittiFrame, png_scale: float | None = None
) -> PredictionMap:
    """The frame's ``.npy`` or ``.png`` prediction in ``folder`` (``<key>``, else the KITTI raw
    layout: ``prediction_stem``): float32 values, and for a ``.png`` its zeros as
    ``no_estimate`` (the KITTI devkit's "no estimate" value). A ``.npy`` has no such value:
    each of its values is scored. A ``.png`` is read at the scale it says (a tt-da3 PNG's
    Description), else at ``png_scale`` (value per unit; None: KITTI's 256); a PNG that says
    another scale than a ``png_scale`` given is ``FrameUnavailable`` naming both."""
    folder = Path(folder)
    stem = prediction_stem(folder, frame)
    npy, png = Path(f"{stem}.npy"), Path(f"{stem}.png")
    if npy.is_file() and png.is_file():
        raise FrameUnavailable(f"both {npy.name} and {png.name} exist in {npy.parent}; keep one")
    if png.is_file():
        return read_png_prediction(png, png_scale)
    if not npy.is_file():
        why = unpredicted_reasons(folder).get(frame.key)
        if why is not None:  # the predictor said why it made none (``--replicas``), in the
            raise FrameUnavailable(why)  # single process's words
        npz = any(Path(f"{stem}.npz").is_file() for stem in prediction_stems(folder, frame))
        hint = NPZ_HINT if npz else ""  # predict-dataset --format npz writes the raw layout
        raise FrameUnavailable(
            f"no prediction {frame.key}.npy or .png in {folder}, nor "
            f"{raw_layout_stem(frame)}.npy or .png there (the KITTI raw layout){hint}"
        )
    with npy.open("rb") as handle:
        start = handle.read(len(NPY_MAGIC))
    if start != NPY_MAGIC:  # else numpy takes it for a pickle and advises unpickling it
        raise FrameUnavailable(f"cannot read {npy}: not a NumPy .npy file (it starts {start!r})")
    try:
        array = np.load(npy, allow_pickle=False)
    except (ValueError, OSError, EOFError) as err:
        raise FrameUnavailable(f"cannot read {npy}: {err}") from err
    if array.ndim == 3 and 1 in (array.shape[0], array.shape[-1]):
        array = array.reshape(array.shape[1:] if array.shape[0] == 1 else array.shape[:-1])
    if array.ndim != 2 or not np.issubdtype(array.dtype, np.floating) or array.size == 0:
        empty = " (empty: no value)" if array.size == 0 else ""  # OpenCV's resize asserted
        raise FrameUnavailable(
            f"{npy} is {array.dtype} with shape {array.shape}{empty}; expected float metres (H, W)"
        )
    if array.dtype.itemsize > 4:  # finite values over float32's range stay finite (capped
        limit = np.finfo(np.float32).max  # at the evaluation's depth cap anyway), not inf
        array = np.where(np.isfinite(array), np.clip(array, -limit, limit), array)
    return PredictionMap(array.astype(np.float32, copy=False))


def read_png_prediction(png: Path, png_scale: float | None = None) -> PredictionMap:
    """A ``.png`` prediction (``read_external_map``): values / scale, its zeros no estimate."""
    scale = described_scale(png)  # ``tt-da3 predict``'s PNGs say theirs (x 1000 default)
    if png_scale is not None and scale is not None and scale != png_scale:
        raise FrameUnavailable(
            f"{png} says it holds depth x {scale:g} (a tt-da3 PNG's Description), not the "
            f"x {png_scale:g} given for the .png predictions (--prediction-png-scale): leave "
            "that out, or make the two agree"
        )
    if scale is None and png_scale is not None:
        values = read_depth_png(png, png_scale)
    else:
        values = read_depth_png(png, KITTI_PNG_SCALE)
        if scale is not None and scale != KITTI_PNG_SCALE:
            values = values * np.float32(KITTI_PNG_SCALE / scale)
    return PredictionMap(values, values == 0, from_png=True)


def read_external_prediction(folder: str | os.PathLike, frame: KittiFrame) -> np.ndarray:
    """The frame's ``.npy`` or ``.png`` prediction in ``folder`` as float32 metres (a
    ``.png``'s 0, no estimate, stays 0: ``read_external_map`` says where)."""
    return read_external_map(folder, frame).values


def as_depth(prediction: np.ndarray, units: str) -> np.ndarray:
    """A model's prediction as depth: relative inverse depth (Depth Anything V2's relative
    models, ``units == "relative-inverse"``) is inverted, so that median scaling compares
    depths; non-positive values (ReLU zeros: farther than anything the model resolves) get the
    frame's farthest depth, and non-finite ones stay non-finite (the scorer reports them). A
    map with no positive inverse depth at all is an ``InvalidPrediction`` saying so. Other
    units are depth already."""
    if units != "relative-inverse":
        return prediction
    prediction = np.asarray(prediction, dtype=np.float32)
    finite = np.isfinite(prediction)
    positive = finite & (prediction > 0)
    if not positive.any():
        raise InvalidPrediction(
            "relative-inverse prediction has no positive inverse depth (its "
            f"{int(finite.sum())} finite values are all zero or negative): nothing to invert"
        )
    nearest_zero = prediction[positive].min()
    # in float64, capped at float32's largest: a positive inverse depth under ~3e-39 (1 / x
    # past float32's range) is far, not a non-finite prediction
    depth = 1.0 / np.where(positive, prediction, nearest_zero).astype(np.float64)
    depth = np.minimum(depth, np.finfo(np.float32).max)
    return np.where(finite, depth, np.nan).astype(np.float32)
