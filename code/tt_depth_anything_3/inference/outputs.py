"""``DepthOutput``: one image's depth with its metadata, encoders and colorizer."""

from __future__ import annotations

import io
import json
import math
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

import cv2
import numpy as np
from PIL import Image

from ..config.errors import InputError
from ..config.file_writes import make_parent_folder, replaced_on_success
from ..config.npz_sources import npz_source, read_arrays
from ..config.options import OPTION_BOUNDS, check_output_path
from ..config.parts import SKY_THRESHOLD
from ..config.scalars import real_number, scalar_hint
from .depth_marks import JPEG_COMMENT, depth_description, mark_png
from .depth_marks import written_by_us as written_by_us  # public here too

# the arrays a DepthOutput .npz may hold (load_npz reads those there)
NPZ_ARRAYS = ("depth", "metadata", "sky", "conf", "extrinsics", "intrinsics")


@dataclass(frozen=True, eq=False)  # arrays: compared as objects (``==`` raised numpy's error)
class UInt16Depth:
    """Depth quantised to uint16: ``value = round(depth * scale)``, clipped to 65535."""

    array: np.ndarray
    scale: float
    saturated_pixels: int  # pixels whose depth exceeded the range and were clipped
    saturation_m: float  # the largest representable depth, 65535 / scale
    units: str | None = None  # the depth's units (DepthOutput.units), said in the PNG's text

    # Array-like, so that np.asarray(out.to_uint16()) and .shape / .dtype work directly.
    def __array__(self, dtype=None, copy=None) -> np.ndarray:
        return self.array if dtype is None else self.array.astype(dtype)

    @property
    def shape(self) -> tuple[int, ...]:
        """The (H, W) of ``array``."""
        return self.array.shape

    @property
    def dtype(self) -> np.dtype:
        """``array``'s dtype: uint16."""
        return self.array.dtype

    def to_png(self) -> bytes:
        """16-bit grayscale PNG bytes of ``array``, marked as this package's depth map
        (``Software`` and ``Description`` text chunks: ``written_by_us`` knows it)."""
        ok, encoded = cv2.imencode(".png", self.array)
        if not ok:
            raise RuntimeError("OpenCV failed to encode the 16-bit PNG")
        return mark_png(encoded.tobytes(), depth_description(self.scale, self.units))


@dataclass(eq=False)  # arrays: ``==`` / ``in`` by identity (numpy's "truth value" error before)
class DepthOutput:
    """Depth of one image.

    Attributes:
        depth: float32 (H, W); metres for metric models (``units == "m"``), else relative.
        sky: float32 (H, W) sky score of the DPT head (ReLU output; >= 0.3 is sky), or None.
        conf: float32 (H, W) depth confidence of the any-view models, or None.
        original_size: (H, W) of the input image.
        model_input_size: (h, w) the network saw.
        units: ``"m"``, ``"relative"`` or ``"relative-inverse"`` (Depth Anything V2's relative
            models: affine-invariant inverse depth, larger = nearer).
        focal_px: focal length in pixels of the original image used for metric scaling
            (None for relative models).
        focal_source: ``"focal_px"``, ``"intrinsics"`` or ``"assumed: ..."``.
        sky_fill: what sky pixels were set to (``"p99 of non-sky = 41.2"``...) or ``"none"``.
        timing_ms: preprocess, infer, postprocess, total (and decode when the model decoded).
        model_name, backend, device: what produced it.
        extrinsics: float32 (3, 4) world-to-camera pose from the camera head of any-view
            models (OpenCV axes; one view: near identity), or None.
        intrinsics: float32 (3, 3) camera matrix from the camera head, in pixels of
            ``depth`` (the network size, or the original size with resize_to_original), or None.
    """

    depth: np.ndarray
    original_size: tuple[int, int]
    model_input_size: tuple[int, int]
    units: str
    sky: np.ndarray | None = None
    conf: np.ndarray | None = None
    focal_px: float | None = None
    focal_source: str | None = None
    sky_fill: str = "none"
    timing_ms: dict[str, float] = field(default_factory=dict)
    model_name: str = ""
    backend: str = ""
    device: str = ""
    fallback: bool = False
    extrinsics: np.ndarray | None = None
    intrinsics: np.ndarray | None = None

    @property
    def shape(self) -> tuple[int, int]:
        """The (H, W) of the depth map."""
        return (int(self.depth.shape[0]), int(self.depth.shape[1]))

    @property
    def sky_mask(self) -> np.ndarray | None:
        """Boolean (H, W): True where the sky score is >= 0.3 (official threshold)."""
        return None if self.sky is None else self.sky >= SKY_THRESHOLD

    def non_finite_pixels(self) -> int:
        """How many depth pixels are NaN or infinite (0 for a usable map)."""
        return int(self.depth.size - np.count_nonzero(np.isfinite(self.depth)))

    def stats(self) -> dict[str, float]:
        """min, p05, median, p95, max of the finite depth values."""
        values = self.depth[np.isfinite(self.depth)]
        if values.size == 0:
            return {k: float("nan") for k in ("min", "p05", "median", "p95", "max")}
        p05, median, p95 = np.percentile(values, [5, 50, 95])
        return {
            "min": float(values.min()),
            "p05": float(p05),
            "median": float(median),
            "p95": float(p95),
            "max": float(values.max()),
        }

    def metadata(self) -> dict[str, Any]:
        """Everything but the arrays, JSON-serialisable."""
        return {
            "original_size": list(self.original_size),
            "model_input_size": list(self.model_input_size),
            "units": self.units,
            "focal_px": self.focal_px,
            "focal_source": self.focal_source,
            "sky_fill": self.sky_fill,
            "timing_ms": self.timing_ms,
            "model_name": self.model_name,
            "backend": self.backend,
            "device": self.device,
            "fallback": self.fallback,
        }

    def to_uint16(self, scale: float = 1000.0) -> UInt16Depth:
        """uint16 depth, ``round(depth * scale)`` (1000 = millimetres for metric models).
        ``scale`` has the bounds of the CLI's ``--png-scale`` and the server's ``png_scale``
        (``OPTION_BOUNDS["png_scale"]``: a finite number >= 1e-6, not a bool), so that
        ``saturation_m`` (65535 / scale) is a finite depth; else ``InputError``."""
        scale = OPTION_BOUNDS["png_scale"].check("scale", scale)
        with np.errstate(over="ignore"):  # inf where depth * scale overflows: saturated
            scaled = self.depth.astype(np.float64) * scale
        saturated = int(np.count_nonzero(scaled > 65535.0))  # inf included, NaN not
        scaled = np.nan_to_num(scaled, nan=0.0, posinf=65535.0, neginf=0.0)
        array = np.clip(np.round(scaled), 0, 65535).astype(np.uint16)
        return UInt16Depth(array, float(scale), saturated, 65535.0 / scale, self.units)

    def to_png16(self, scale: float = 1000.0) -> bytes:
        """16-bit grayscale PNG bytes of ``to_uint16(scale)``."""
        return self.to_uint16(scale).to_png()

    def colorize(self, vmin: float | None = None, vmax: float | None = None) -> np.ndarray:
        """(H, W, 3) uint8 RGB, turbo colormap on inverse depth: near is red, far is blue."""
        vmin, vmax = (self._colour_end(name, v) for name, v in (("vmin", vmin), ("vmax", vmax)))
        if vmin is not None and vmax is not None and not vmin < vmax:
            raise InputError(f"vmin ({vmin:g}) must be below vmax ({vmax:g})")
        depth = self.depth.astype(np.float64)
        if self.units == "relative-inverse":  # Depth Anything V2: inverse depth already
            with np.errstate(divide="ignore"):
                depth = np.where(depth > 0, 1.0 / depth, np.inf)
        finite = np.isfinite(depth) & (depth > 0)
        if not finite.any():
            return np.zeros((*depth.shape, 3), np.uint8)
        lo = vmin if vmin is not None else float(np.percentile(depth[finite], 2))
        hi = vmax if vmax is not None else float(np.percentile(depth[finite], 98))
        lo, hi = max(lo, 1e-6), max(hi, lo * (1 + 1e-6) + 1e-9)
        inv = 1.0 / np.clip(np.where(finite, depth, hi), lo, hi)
        t = (inv - 1.0 / hi) / (1.0 / lo - 1.0 / hi)
        gray = np.clip(np.round(t * 255.0), 0, 255).astype(np.uint8)
        bgr = cv2.applyColorMap(gray, cv2.COLORMAP_TURBO)
        return cv2.cvtColor(bgr, cv2.COLOR_BGR2RGB)

    @staticmethod
    def _colour_end(name: str, value: Any) -> float | None:
        number = None if value is None else real_number(value)
        if value is not None and not (number is not None and math.isfinite(number) and number > 0):
            raise InputError(
                f"{name} must be a positive finite depth or None, got {value!r}{scalar_hint(value)}"
            )
        return number

    def to_npz_bytes(self) -> bytes:
        """float32 depth (and sky / conf) plus JSON metadata, as an ``.npz`` file's bytes."""
        buffer = io.BytesIO()
        self.write_npz(buffer)
        return buffer.getvalue()

    def write_npz(self, file: BinaryIO) -> None:
        """``to_npz_bytes`` written into an open binary ``file`` (a temporary file keeps a
        large map's archive out of memory)."""
        arrays: dict[str, np.ndarray] = {"depth": self.depth.astype(np.float32, copy=False)}
        if self.sky is not None:
            arrays["sky"] = self.sky.astype(np.float32, copy=False)
        if self.conf is not None:
            arrays["conf"] = self.conf.astype(np.float32, copy=False)
        for name in ("extrinsics", "intrinsics"):
            if getattr(self, name) is not None:
                arrays[name] = getattr(self, name).astype(np.float32)
        arrays["metadata"] = np.array(json.dumps(self.metadata()))
        np.savez_compressed(file, **arrays)

    def save(self, path: str | os.PathLike, scale: float = 1000.0) -> Path:
        """Write by extension: .png (16-bit, x scale), .npy, .npz (with metadata), .jpg (colour);
        missing parent folders are made, as ``Scene.save`` does. The .png and .jpg carry this
        package's mark (``written_by_us``). The file is written beside ``path`` and renamed
        over it (``replaced_whole``): a symbolic link at ``path`` is replaced, not followed."""
        check_output_path(path, "DepthOutput.save", "to_png16(), to_npz_bytes() or to_png()")
        path = Path(path).expanduser()
        suffix = path.suffix.lower()
        if suffix not in (".png", ".npy", ".npz", ".jpg", ".jpeg"):
            # a name that is only a dot-suffix (``.png``) has no suffix for pathlib
            named = (
                f"{path.name!r} has no extension"
                if not suffix
                else f"unsupported extension {suffix!r}"
            )
            raise InputError(f"{named}; use a file name ending .png, .npy, .npz or .jpg")
        if path.is_dir():
            raise InputError(f"{path} is a folder; name the file to write")
        make_parent_folder(path)
        with replaced_whole(path) as file:
            if suffix == ".png":
                file.write(self.to_png16(scale))
            elif suffix == ".npy":
                np.save(file, self.depth.astype(np.float32))
            elif suffix == ".npz":
                self.write_npz(file)
            else:  # .jpg / .jpeg
                image = Image.fromarray(self.colorize())
                image.save(file, format="JPEG", quality=92, comment=JPEG_COMMENT)
        return path

    @classmethod
    def load_npz(cls, path_or_bytes: str | os.PathLike | bytes | BinaryIO) -> DepthOutput:
        """Read back what ``save('x.npz')`` / ``to_npz_bytes()`` wrote (a path, the bytes, any
        bytes-like object, or an open binary file); ``InputError`` for anything else (not an
        ``.npz``, or one without this package's ``metadata``)."""
        given = npz_source(path_or_bytes, "load_npz")
        source = given.source
        what = given.label or repr(str(source))
        noun = given.noun
        if not given.is_zip():  # (a missing path is left to np.load: FileNotFoundError)
            raise InputError(f"{what} {noun} not an .npz file (a zip archive of arrays)")
        with np.load(source, allow_pickle=False) as data:
            missing = {"depth", "metadata"} - set(data.files)
            if missing:
                raise InputError(
                    f"{what} {noun} an .npz without {sorted(missing)}: not written by "
                    "DepthOutput.save / to_npz_bytes"
                )
            arrays = read_arrays(data, NPZ_ARRAYS, what)
            shape = arrays["depth"].shape
            for name in ("sky", "conf"):  # a hand-edited file: maps of another size
                if name in arrays and arrays[name].shape != shape:
                    raise InputError(
                        f"{what}: its {name!r} is {arrays[name].shape}, its depth {shape}: "
                        "not one prediction's maps"
                    )
            meta = _read_metadata(str(arrays["metadata"]), what)
            return cls(
                depth=arrays["depth"],
                sky=arrays.get("sky"),
                conf=arrays.get("conf"),
                original_size=tuple(meta["original_size"]),
                model_input_size=tuple(meta["model_input_size"]),
                units=meta["units"],
                focal_px=meta["focal_px"],
                focal_source=meta["focal_source"],
                sky_fill=meta["sky_fill"],
                timing_ms=meta["timing_ms"],
                model_name=meta["model_name"],
                backend=meta["backend"],
                device=meta["device"],
                fallback=meta.get("fallback", False),
                extrinsics=arrays.get("extrinsics"),
                intrinsics=arrays.get("intrinsics"),
            )


@contextmanager
def replaced_whole(path: Path) -> Iterator[BinaryIO]:
    """A new binary file beside ``path`` for the block, renamed over ``path`` when the block
    succeeds (removed when it fails): a reader never sees half a file, and a symbolic link at
    ``path`` is replaced by the file, never written through (its target, maybe outside the
    output folder, is left alone). Made with the usual permissions (umask applied)."""
    with replaced_on_success(path) as temporary:  # named after path: swept with it if killed
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        with os.fdopen(descriptor, "wb") as file:
            yield file


_SIZE = "a [height, width] pair of positive integers"


def _read_metadata(text: str, what: str) -> dict[str, Any]:
    """An npz's ``metadata`` JSON, with the fields ``load_npz`` needs checked; ``InputError``
    naming the first that is missing or malformed."""
    try:
        meta = json.loads(text)
    except json.JSONDecodeError as err:
        raise InputError(f"{what}: its metadata is not valid JSON ({err})") from err
    if not isinstance(meta, dict):
        raise InputError(f"{what}: its metadata is not a JSON object")
    needed = ("original_size", "model_input_size", "units", "focal_px", "focal_source",
              "sky_fill", "timing_ms", "model_name", "backend", "device")  # fmt: skip
    missing = [key for key in needed if key not in meta]
    if missing:
        raise InputError(f"{what}: its metadata lacks {missing}")
    for key in ("original_size", "model_input_size"):
        size = meta[key]
        if not (
            isinstance(size, list)
            and len(size) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in size)
        ):
            raise InputError(f"{what}: metadata {key} must be {_SIZE}, got {size!r:.60}")
    if not isinstance(meta["units"], str):
        raise InputError(f"{what}: metadata units must be text, got {meta['units']!r:.60}")
    return meta
