"""``ModelOptions``: which checkpoint to load and how, with the bounds of every option in one
place. The command line, the server (``ServerSettings`` extends it), the Ray replicas and the
KITTI evaluation all describe a model this way; ``DepthAnything3.from_options`` loads one."""

from __future__ import annotations

import argparse
import math
import numbers
import os
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields, replace
from typing import Any, Literal

import numpy as np

from .errors import InputError
from .parts import PATCH_SIZE
from .precisions import parse_precision
from .scalars import real_number, scalar_hint, whole_hint, whole_number

DEFAULT_MODEL_ID = "depth-anything/DA3METRIC-LARGE"
DEFAULT_PROCESS_RES = 504
MIN_PROCESS_RES = 14  # one patch
# 8x the official 504: 288 patches a side, 83k tokens (a larger network input would not fit in
# a workstation's memory; the refusal comes before any allocation).
MAX_PROCESS_RES = 4032
DEFAULT_MAX_PIXELS = 64_000_000  # 64 MP, e.g. 8000 x 8000
MIN_SIDE = 8  # smallest accepted image side, in pixels
ResizeMode = Literal["upper_bound", "squash"]
RESIZE_MODES: tuple[str, ...] = ("upper_bound", "squash")
# The Blackhole device programs (the first is the default; ``numerics.program`` defines them).
TT_PROGRAMS: tuple[str, ...] = ("fast", "accurate")
# Who runs the network: torch, an exported-graph engine, or the gated choice (backends.runtimes).
RUNTIMES: tuple[str, ...] = ("torch", "onnxruntime", "openvino", "tensorrt", "auto")
# The exported-graph engines (``backends.runtimes``): no torch from a warm cache. OpenVINO:
# the CPU; ONNX Runtime: the CPU or CUDA; TensorRT (ONNX Runtime's provider): CUDA.
ENGINE_RUNTIMES: tuple[str, ...] = ("onnxruntime", "openvino", "tensorrt")
FLOAT32_MAX = 3.4028234663852886e38  # depth maps are float32: a clamp above it cannot be cast
MAX_FOCAL_PX = 1e9  # focal lengths in pixels (real ones are under 1e5)
# The smallest focal length in pixels: metric depth is out x f / 300 in float32, and 1e-300
# gave a map of zeros (under 3.5e-36 the scale itself is no normal float32). 1e-3 is far below
# any camera's (179 degrees across an 8 px image: 0.035 px) and keeps every depth representable.
MIN_FOCAL_PX = 1e-3
# The smallest depth clamp: the clamp is applied to float32 depth, where 1e-300 is 0 (a map of
# zeros, "no depth" in the 16-bit PNG) and 1e-45 a subnormal. 1 mm is a millimetre PNG's
# smallest step (the default png_scale 1000), nearer than any camera sees.
MIN_MAX_DEPTH_M = 1e-3
MAX_CAMERA_VALUE = 1e9  # |entry| of given extrinsics / intrinsics (metres or pixels)
MIN_PNG_SCALE = 1e-6  # 65535 / png_scale (saturation_m) stays a finite number of metres


@dataclass(frozen=True)
class Bound:
    """The allowed range of a numeric option: finite, above ``gt`` (or at least ``ge``), at
    most ``le``. The one description the API checks, the server's schema states and SERVING.md
    lists (``OPTION_BOUNDS``)."""

    gt: float | None = None
    ge: float | None = None
    le: float | None = None

    def ok(self, value: float) -> bool:
        """Whether ``value`` is in range (NaN and inf never are)."""
        return (
            math.isfinite(value)
            and (self.gt is None or value > self.gt)
            and (self.ge is None or value >= self.ge)
            and (self.le is None or value <= self.le)
        )

    def check(self, name: str, value: float) -> float:
        """``value`` as a float, or ``InputError`` saying the range (or that it is not a number)."""
        number = real_number(value)
        if number is None or not self.ok(number):
            raise InputError(
                f"{name} must be a finite number {self.text()}, got {value!r}{scalar_hint(value)}"
            )
        return number

    def text(self) -> str:
        """The range in words: ``> 0 and <= 3.4e+38``."""
        parts = [f"{op} {v:g}" for op, v in ((">", self.gt), (">=", self.ge), ("<=", self.le))
                 if v is not None]  # fmt: skip
        return " and ".join(parts)

    def field(self) -> dict[str, float]:
        """The bounds as pydantic ``Field`` / FastAPI ``Query`` keywords (the schema's
        ``exclusiveMinimum`` / ``minimum`` / ``maximum``)."""
        return {
            k: v for k, v in (("gt", self.gt), ("ge", self.ge), ("le", self.le)) if v is not None
        }


# Every numeric option a caller of the API or the server gives, with its bounds.
OPTION_BOUNDS: dict[str, Bound] = {
    "max_depth_m": Bound(ge=MIN_MAX_DEPTH_M, le=FLOAT32_MAX),
    "focal_px": Bound(ge=MIN_FOCAL_PX, le=MAX_FOCAL_PX),
    "png_scale": Bound(ge=MIN_PNG_SCALE),
    "camera_value": Bound(ge=-MAX_CAMERA_VALUE, le=MAX_CAMERA_VALUE),
    "max_points": Bound(ge=1, le=5_000_000),
    "seed": Bound(ge=0, le=2**32 - 1),
    # A pinhole camera's horizontal field of view: 180 degrees or more has no finite focal.
    "assumed_hfov_deg": Bound(gt=0, le=179),
}


def is_integer(value: object) -> bool:
    """An int (numpy's too), not a bool: what a count or a size in pixels takes."""
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def format_name(value: object, names: Iterable[str]) -> object:
    """A format's name as the package spells it, in lower case: text that is one of ``names``
    in any letter case (``"PLY"`` -> ``"ply"``, as a file's suffix ``.PLY`` is read) lower-cased;
    anything else as it is, for the caller to refuse quoting what it was given."""
    if isinstance(value, str) and value.lower() in tuple(names):
        return value.lower()
    return value


def format_choice(choices: Iterable[str]) -> Callable[[str], object]:
    """The argparse ``type`` of a flag naming one of ``choices`` (formats) in any letter case
    (``format_name``): argparse's "invalid choice" quotes an unknown name as it was typed."""
    names = tuple(choices)

    def format(text: str) -> object:  # argparse names the type's __name__ in its errors
        return format_name(text, names)

    return format


def check_switch(name: str, value: object) -> bool:
    """``value`` as a bool if it is one (numpy's too), else ``InputError`` "``name`` must be True
    or False": a string such as ``"no"`` is truthy, and was taken as True."""
    if not isinstance(value, (bool, np.bool_)):
        raise InputError(f"{name} must be True or False, got {value!r:.40}")
    return bool(value)


def check_count(name: str, value: object, minimum: int) -> int:
    """``value`` as an int if it is a whole number (``scalars.whole_number``: a 0-d integer
    array or tensor too) of at least ``minimum``, else ``InputError`` saying so."""
    number = whole_number(value)
    if number is None or number < minimum:
        raise InputError(
            f"{name} must be an integer >= {minimum}, got {value!r:.40}{whole_hint(value)}"
        )
    return number


def check_positive_count(name: str, value: object) -> int:
    """``value`` as an int if it is a whole number of 1 or more (``scalars.whole_number``);
    else ``InputError`` "``name`` must be an integer >= 1" for no whole number, ``ValueError``
    "``name`` must be >= 1" for one under 1 (the words the Ray jobs' counts have said)."""
    number = whole_number(value)
    if number is None:
        raise InputError(f"{name} must be an integer >= 1, got {value!r:.40}{whole_hint(value)}")
    if number < 1:
        raise ValueError(f"{name} must be >= 1, got {value}")
    return number


def is_real(value: object) -> bool:
    """One real number (int, float, numpy's, a 0-d array or tensor, Fraction, Decimal), not a
    bool: ``scalars.real_number``, which gives it as a float."""
    return real_number(value) is not None


def check_model_options(
    process_res: int,
    resize_mode: str,
    max_pixels: int,
    tt_program: str,
    runtime: str = "torch",
    assumed_hfov_deg: float = 60.0,
) -> tuple[int, int, float]:
    """ValueError, saying the allowed values, for an option out of its bounds or of the wrong
    type; else (process_res, max_pixels, assumed_hfov_deg) as Python's numbers (numpy's, 0-d
    integer arrays and tensors taken: ``scalars.whole_number``)."""
    for name, value in (("process_res", process_res), ("max_pixels", max_pixels)):
        if whole_number(value) is None:
            raise InputError(
                f"{name} must be an integer, got {type(value).__name__} {value!r:.40}"
                f"{whole_hint(value)}"
            )
    process_res = whole_number(process_res)  # type: ignore[assignment]
    max_pixels = whole_number(max_pixels)  # type: ignore[assignment]
    if not MIN_PROCESS_RES <= process_res <= MAX_PROCESS_RES:
        raise InputError(
            f"process_res must be {MIN_PROCESS_RES} to {MAX_PROCESS_RES}, got {process_res}"
        )
    if resize_mode not in RESIZE_MODES:
        raise InputError(f"resize_mode must be 'upper_bound' or 'squash', got {resize_mode!r}")
    if resize_mode == "squash" and process_res % PATCH_SIZE:  # every image would be refused
        lower = process_res - process_res % PATCH_SIZE
        raise InputError(
            f"resize_mode='squash' runs the network at process_res x process_res, a multiple of "
            f"{PATCH_SIZE} (the patch size); got {process_res}: take {lower} or "
            f"{lower + PATCH_SIZE}"
        )
    if max_pixels < MIN_SIDE * MIN_SIDE:
        raise InputError(f"max_pixels must be at least {MIN_SIDE * MIN_SIDE}, got {max_pixels}")
    if tt_program not in TT_PROGRAMS:
        raise InputError(f"tt_program must be one of {TT_PROGRAMS}, got {tt_program!r}")
    if runtime not in RUNTIMES:
        raise InputError(f"runtime must be one of {RUNTIMES}, got {runtime!r}")
    if runtime in ENGINE_RUNTIMES and process_res < 2 * MIN_PROCESS_RES:
        raise InputError(
            f"runtime={runtime!r} takes process_res from {2 * MIN_PROCESS_RES} (its exported "
            f"graphs take sides of two patches and more), got {process_res}; runtime='torch' "
            "takes it"
        )
    hfov = OPTION_BOUNDS["assumed_hfov_deg"].check("assumed_hfov_deg (degrees)", assumed_hfov_deg)
    return int(process_res), int(max_pixels), hfov


def network_size(size: object, what: str = "network size") -> tuple[int, int]:
    """``size`` as an (h, w) pair of positive multiples of the patch (14), or ``InputError``
    naming ``what`` it is."""
    pair = tuple(whole_number(s) for s in size) if isinstance(size, (tuple, list)) else ()
    if len(pair) != 2 or not all(s is not None and s > 0 and s % PATCH_SIZE == 0 for s in pair):
        raise InputError(
            f"{what} must be an (h, w) pair of positive multiples of {PATCH_SIZE}, got {size!r}"
        )
    return int(pair[0]), int(pair[1])  # type: ignore[arg-type]


def warmup_size(size: object) -> tuple[int, int]:
    """A warm-up size as an (h, w) network size (``network_size``), or ``InputError``."""
    return network_size(size, "a warmup size (warmup_sizes: a list of them)")


def checked_warmup(warmup_sizes: object, trace: object) -> list[tuple[int, int]] | None:
    """``warmup_sizes`` as a list of (h, w) network sizes, each checked (``warmup_size``) before
    any weights are read, and ``trace`` a bool, else ``InputError``."""
    if trace not in (True, False):
        raise InputError(f"trace must be True or False, got {trace!r:.40}")
    if warmup_sizes is None:
        return None
    if isinstance(warmup_sizes, (str, bytes)) or not isinstance(warmup_sizes, Iterable):
        raise InputError(f"warmup_sizes is a list of (h, w) sizes, got {warmup_sizes!r:.50}")
    return [warmup_size(size) for size in warmup_sizes]


def check_weights_path(weights: object, name: str = "weights_path") -> None:
    """``InputError`` naming ``name`` unless ``weights`` is None or a non-blank path (``str``
    or ``os.PathLike``): an empty one would read whatever checkpoint is in the current folder.
    ``Path("")`` is ``Path(".")``, so a path object naming the current folder is refused too
    (the ``str`` ``"."`` names it on purpose, as ``Path.cwd()`` does)."""
    if weights is None:
        return
    if not isinstance(weights, (str, os.PathLike)):
        raise InputError(
            f"{name} must be a path (str or os.PathLike) to a checkpoint file or folder, or "
            f"None; got {type(weights).__name__} {weights!r:.40}"
        )
    if not os.fspath(weights).strip():
        raise InputError(
            f"{name} must name a checkpoint file or folder, got {os.fspath(weights)!r} (an "
            "empty path would read the current folder): pass None to load model_id"
        )
    if not isinstance(weights, str) and os.fspath(weights) == ".":  # Path("") or Path(".")
        raise InputError(
            f"{name} must name a checkpoint file or folder, got {weights!r} (Path('') is "
            "Path('.'): an empty path would read the current folder): pass None to load "
            "model_id, or Path.cwd() for a checkpoint in the current folder"
        )


def check_output_path(
    path: object, method: str, in_memory: str = "", folder_ok: bool = False
) -> None:
    """``InputError`` unless ``path`` is a file path (``str`` or ``os.PathLike`` of text):
    ``save(io.BytesIO())`` or ``save(b"x.npz")`` was pathlib's raw ``TypeError``. ``in_memory``
    names what gives the bytes instead (``to_npz_bytes()``). Unless ``folder_ok``, text ending
    in a path separator (a folder's name: ``"x.png/"``) is refused too: pathlib drops the
    separator, and a file ``x.png`` was written."""
    if isinstance(path, str) or (
        isinstance(path, os.PathLike) and isinstance(os.fspath(path), str)
    ):
        if not folder_ok:
            check_not_a_folder_name(os.fspath(path), f"{method} writes a file")
        return
    hint = f"; for the bytes in memory use {in_memory}" if in_memory else ""
    raise InputError(
        f"{method} takes a file path (str or os.PathLike), got {type(path).__name__} "
        f"{path!r:.40}{hint}"
    )


def check_not_a_folder_name(text: str, what: str) -> None:
    """``InputError`` ``{what}; ...`` when ``text`` ends with a path separator."""
    separators = tuple(sep for sep in (os.sep, os.altsep) if sep)
    if text.endswith(separators) and text.rstrip("".join(separators)):
        raise InputError(
            f"{what}; {text!r} ends with {text[-1]!r}, a folder's name: name the file "
            f"(e.g. {text.rstrip(''.join(separators))!r})"
        )


# The devices a model runs on, as text (``backends.base.parse_device`` resolves them).
DEVICE_TEXT = re.compile(r"auto|cpu(:0)?|cuda(:[0-9]+)?|tt(:[0-9]+)?")  # ASCII digits only
DEVICE_HELP = "use 'auto', 'cpu', 'cuda[:N]', 'tt[:N]' or an int"


def check_device_text(device: object) -> None:
    """``InputError`` for a device that is not ``DEVICE_HELP``'s form (whether it exists on this
    machine is the backend's question); a ``torch.device`` passes."""
    if isinstance(device, bool) or (is_integer(device) and device < 0):  # type: ignore[operator]
        raise InputError(f"device: {DEVICE_HELP} (a Tenstorrent id is >= 0), got {device!r}")
    if isinstance(device, str) and not DEVICE_TEXT.fullmatch(device.strip().lower()):
        hint = (
            f" (the int {device.strip()} in Python: here 'tt:{device.strip()}')"
            if device.strip().isdigit()
            else ""
        )
        raise InputError(f"unknown device {device!r}; {DEVICE_HELP}{hint}")


@dataclass(frozen=True)
class ModelOptions:
    """The model-selection options every entry point shares (see ``from_pretrained``); checked
    when made (``check_model_options``; ``dtype`` a precision name ``parse_precision`` knows,
    so a typo is an ``InputError`` here, not a failed load later)."""

    model_id: str = DEFAULT_MODEL_ID
    revision: str | None = None
    weights: str | None = None
    device: str = "auto"
    dtype: str | None = None
    process_res: int = DEFAULT_PROCESS_RES
    resize_mode: str = "upper_bound"
    max_pixels: int = DEFAULT_MAX_PIXELS
    tt_program: str = "fast"
    runtime: str = "torch"

    def __post_init__(self) -> None:
        process_res, max_pixels, _ = check_model_options(
            self.process_res, self.resize_mode, self.max_pixels, self.tt_program, self.runtime
        )
        object.__setattr__(self, "process_res", process_res)  # np.array(504): the int 504
        object.__setattr__(self, "max_pixels", max_pixels)
        check_device_text(self.device)
        if not isinstance(self.model_id, (str, os.PathLike)):
            raise InputError(
                f"model_id must be a hub repo id or a local path (str), got "
                f"{type(self.model_id).__name__} {self.model_id!r:.40}"
            )
        check_weights_path(self.weights, "weights")
        if self.dtype is not None:
            parse_precision(self.dtype)

    @classmethod
    def from_args(cls, args: argparse.Namespace) -> ModelOptions:
        """From the flags of ``cli.common.add_model_arguments``, one per field of the same
        name (``--max-pixels`` where a command has it; the default where not)."""
        return cls(**{f.name: getattr(args, f.name) for f in fields(cls) if hasattr(args, f.name)})

    def model_options(self) -> ModelOptions:
        """Just the ``ModelOptions`` fields (of a subclass such as ``ServerSettings``)."""
        return ModelOptions(**{f.name: getattr(self, f.name) for f in fields(ModelOptions)})


def pretrained_arguments(options: object, overrides: dict[str, Any]) -> dict[str, Any]:
    """``from_pretrained``'s keyword arguments from ``options`` (a ``ModelOptions``, or a
    subclass such as the server's settings) with ``overrides`` replacing some of its fields;
    ``InputError`` for anything else, or an override that is no field."""
    if not isinstance(options, ModelOptions):
        raise InputError(
            "from_options takes a tt_depth_anything_3.config.ModelOptions (from a dict d: "
            f"ModelOptions(**d)), got {type(options).__name__} {options!r:.40}"
        )
    names = [f.name for f in fields(ModelOptions)]
    unknown = sorted(set(overrides) - set(names))
    if unknown:
        raise InputError(f"from_options overrides {unknown} are not ModelOptions fields {names}")
    options = replace(options.model_options(), **overrides)
    renamed = {"weights": "weights_path"}  # the one field named otherwise there
    return {renamed.get(name, name): getattr(options, name) for name in names}
