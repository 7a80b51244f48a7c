"""From head outputs to user depth: metric scaling, deterministic sky fill, resize, clamp.

Metric (DA3Metric-Large): metres = head depth x f / 300, with f the focal length in pixels at
the network resolution, (fx + fy) / 2 after rescaling the original intrinsics through the
resize. Without a focal length, one is assumed from a horizontal field of view and recorded.

Sky: the official forward replaces sky pixels (score >= 0.3) with the 99th percentile of the
non-sky depth, estimated from a random sample. Here the percentile is exact, so the result is
deterministic; ``sky_fill="max_depth"`` uses ``max_depth_m`` instead, ``"none"`` keeps the head
depth.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Literal

import numpy as np

from ..config.errors import InputError, IntrinsicsWarning, NonFiniteDepthWarning
from ..config.options import MIN_FOCAL_PX, OPTION_BOUNDS
from ..config.run_warnings import warn
from ..config.scalars import real_number, scalar_hint
from ..config.torch_interop import to_numpy
from .outputs import SKY_THRESHOLD, DepthOutput
from .preprocess import Preprocessed

METRIC_FOCAL_NORMALISER = 300.0
DEFAULT_HFOV_DEG = 60.0
SkyFill = Literal["p99", "max_depth", "none"]
SKY_FILLS = ("p99", "max_depth", "none")


@dataclass(frozen=True)
class Focal:
    """Focal length of the original image in pixels (fx, fy) and where it came from."""

    fx: float
    fy: float
    source: str

    def at_model_resolution(
        self, original_size: tuple[int, int], model_size: tuple[int, int]
    ) -> float:
        """(fx', fy') rescaled through the resize, averaged: the f of ``m = out * f / 300``
        (``METRIC_FOCAL_NORMALISER``)."""
        fx = self.fx * model_size[1] / original_size[1]
        fy = self.fy * model_size[0] / original_size[0]
        return (fx + fy) / 2.0


def resolve_focal(
    original_size: tuple[int, int],
    focal_px: float | None = None,
    intrinsics: Any = None,
    assumed_hfov_deg: float = DEFAULT_HFOV_DEG,
) -> Focal:
    """The focal length to use for one image (original pixels)."""
    if focal_px is not None and intrinsics is not None:
        raise InputError("pass either focal_px or intrinsics, not both")
    if focal_px is not None:
        value = real_number(focal_px)
        if value is None:
            raise InputError(
                f"focal_px must be a number (pixels), got {focal_px!r:.60}{scalar_hint(focal_px)}"
            )
        focal = OPTION_BOUNDS["focal_px"].check("focal_px (pixels)", value)
        return Focal(focal, focal, "focal_px")
    if intrinsics is not None:
        k = np.asarray(to_numpy(intrinsics), dtype=np.float64)
        if k.shape != (3, 3):
            raise InputError(f"intrinsics must be a 3x3 matrix, got shape {k.shape}")
        if not np.isfinite(k).all():
            raise InputError("intrinsics has non-finite values (NaN or inf)")
        bound = OPTION_BOUNDS["camera_value"]  # as focal_px: a 1e300 focal gave NaN / inf depth
        if not bound.ok(float(np.abs(k).max())):
            raise InputError(f"intrinsics entries must be at most {bound.le:g} in absolute value")
        fx, fy = float(k[0, 0]), float(k[1, 1])
        if not (fx > 0 and fy > 0):
            raise InputError(f"intrinsics need positive fx, fy; got fx={fx}, fy={fy}")
        if not (fx >= MIN_FOCAL_PX and fy >= MIN_FOCAL_PX):  # as focal_px: depth would be 0
            raise InputError(
                f"intrinsics need fx, fy >= {MIN_FOCAL_PX:g} px (a smaller focal length scales "
                f"metric depth to zero); got fx={fx:g}, fy={fy:g}"
            )
        if not np.allclose(k[2], [0, 0, 1]):  # as reconstruct: K[2, 2] = 2 halves the focal
            raise InputError(f"intrinsics must have a last row of (0, 0, 1), got {k[2].tolist()}")
        warn_principal_point(k, original_size)
        return Focal(fx, fy, "intrinsics")
    assumed_hfov_deg = OPTION_BOUNDS["assumed_hfov_deg"].check(
        "assumed_hfov_deg (degrees)", assumed_hfov_deg
    )
    width = original_size[1]
    focal = 0.5 * width / math.tan(math.radians(assumed_hfov_deg) / 2.0)
    return Focal(focal, focal, f"assumed: {assumed_hfov_deg:g} deg horizontal field of view")


def principal_point_note(k: np.ndarray, size: tuple[int, int]) -> str | None:
    """Why pixel intrinsics ``k`` (3, 3) look like another image's than one of ``size`` (H, W):
    their principal point lies outside it; None when it is inside (edges included)."""
    cx, cy = float(k[0, 2]), float(k[1, 2])
    height, width = size
    if 0 <= cx <= width and 0 <= cy <= height:
        return None
    return (
        f"the intrinsics' principal point ({cx:g}, {cy:g}) lies outside the {height}x{width} "
        "(height x width) image: are they another resolution's? Scale K with the image (fx, "
        "cx by the width ratio, fy, cy by the height ratio); the focal length sets the metric "
        "scale"
    )


def warn_principal_point(k: np.ndarray, size: tuple[int, int], label: str = "") -> None:
    """An ``IntrinsicsWarning`` when ``principal_point_note`` finds ``k`` off the image."""
    note = principal_point_note(k, size)
    if note is not None:
        warn(f"{label}{note}", IntrinsicsWarning, stacklevel=3)


def fill_sky(
    depth: np.ndarray, sky: np.ndarray, mode: SkyFill, max_depth_m: float | None
) -> tuple[np.ndarray, str]:
    """Set sky pixels of one (h, w) depth map (numpy; a torch tensor is read as numpy);
    returns the new map and what was done."""
    depth, sky = to_numpy(depth), to_numpy(sky)
    value, note = sky_fill_value(depth, sky, mode, max_depth_m)
    if value is None:
        return depth, note
    return np.where(sky >= SKY_THRESHOLD, value, depth), note


def sky_fill_value(
    depth: np.ndarray, sky: np.ndarray, mode: SkyFill, max_depth_m: float | None
) -> tuple[np.floating | None, str]:
    """The depth sky pixels get (None: they keep theirs) and what was done, ``fill_sky``'s
    rule: ``max_depth_m``, or the exact 99th percentile of the non-sky depth."""
    if mode == "none":
        return None, "none"
    is_sky = sky >= SKY_THRESHOLD
    non_sky = ~is_sky
    if mode == "max_depth":
        if max_depth_m is None:
            raise InputError("sky_fill='max_depth' needs max_depth_m")
        if not bool(is_sky.any()):
            return None, "none (no sky pixels)"
        return depth.dtype.type(max_depth_m), f"max_depth = {max_depth_m:g}"
    if mode != "p99":
        raise InputError(_bad_sky_fill(mode))
    # The official rule: only when both regions have more than 10 pixels.
    if int(non_sky.sum()) <= 10 or int(is_sky.sum()) <= 10:
        return None, "none (too few sky or non-sky pixels)"
    # linear interpolation between order statistics in float64, as torch.quantile
    value = depth.dtype.type(np.quantile(depth[non_sky].astype(np.float64), 0.99))
    return value, f"p99 of non-sky = {float(value):.6g}"


def resize_map(array: np.ndarray, size: tuple[int, int]) -> np.ndarray:
    """Bilinear resize of an (h, w) map to ``size`` (H, W) as ``F.interpolate(mode="bilinear",
    align_corners=False)`` samples it: half-pixel centres, no antialiasing, float32 weights
    (equal to torch's within float32 rounding; OpenCV's INTER_LINEAR differs: it averages
    areas on a 2x reduction)."""
    array = to_numpy(array)
    if tuple(array.shape) == tuple(size):
        return array
    rows, cols = _linear_taps(array.shape[0], size[0]), _linear_taps(array.shape[1], size[1])
    top, bottom = array[rows.first], array[rows.second]
    upper = top[:, cols.first] * cols.first_weight + top[:, cols.second] * cols.second_weight
    lower = bottom[:, cols.first] * cols.first_weight + bottom[:, cols.second] * cols.second_weight
    return upper * rows.first_weight[:, None] + lower * rows.second_weight[:, None]


@dataclass(frozen=True)
class _Taps:
    """For each output index along one axis: the two input indices and their weights."""

    first: np.ndarray
    second: np.ndarray
    first_weight: np.ndarray
    second_weight: np.ndarray


def _linear_taps(size_in: int, size_out: int) -> _Taps:
    scale = np.float32(size_in) / np.float32(size_out)
    source = scale * (np.arange(size_out, dtype=np.float32) + np.float32(0.5)) - np.float32(0.5)
    source = np.maximum(source, np.float32(0))
    first = np.minimum(source.astype(np.int64), size_in - 1)
    second = np.minimum(first + 1, size_in - 1)
    weight = np.clip(source - first, 0, 1).astype(np.float32)
    return _Taps(first, second, np.float32(1) - weight, weight)


def _bad_sky_fill(mode: object) -> str:
    return f"sky_fill must be 'p99', 'max_depth' or 'none', got {mode!r}"


@dataclass(frozen=True)
class OutputOptions:
    """The caller's choices for the maps returned (checked by ``checked``)."""

    max_depth_m: float | None = None
    sky_fill: SkyFill = "p99"
    resize_to_original: bool = False

    @classmethod
    def checked(
        cls, max_depth_m: float | None, sky_fill: str, resize_to_original: bool
    ) -> OutputOptions:
        """The options, or a ValueError naming the one that is wrong."""
        if max_depth_m is not None:
            number = real_number(max_depth_m)
            if number is None:
                raise InputError(
                    f"max_depth_m must be a number or None, got {max_depth_m!r:.40}"
                    + scalar_hint(max_depth_m)
                )
            max_depth_m = OPTION_BOUNDS["max_depth_m"].check("max_depth_m", number)
        if not isinstance(resize_to_original, (bool, np.bool_)):
            raise InputError(
                f"resize_to_original must be True or False, got {resize_to_original!r:.40}"
            )
        if sky_fill not in SKY_FILLS:
            raise InputError(_bad_sky_fill(sky_fill))
        if sky_fill == "max_depth" and max_depth_m is None:
            raise InputError("sky_fill='max_depth' needs max_depth_m")
        return cls(max_depth_m, sky_fill, bool(resize_to_original))  # type: ignore[arg-type]


# numpy's own warnings on non-finite values ("invalid value encountered in subtract") are
# silenced here: a map with any is counted and said once at the end (NonFiniteDepthWarning)
@np.errstate(invalid="ignore", over="ignore", divide="ignore")
def to_output(
    heads: dict[str, Any],
    prepared: Preprocessed,
    focal: Focal | None,
    options: OutputOptions,
    *,
    nested: bool = False,
    units: str,
    model_name: str,
    backend: str,
    device: str,
) -> DepthOutput:
    """One image's (h, w) head maps -> its ``DepthOutput``: metric scaling by the focal length
    (metric models, ``focal`` given), sky fill (``nested``: the network filled the sky itself,
    as the official nested model does), resize to the original size, clamp, and the camera
    head's pose and K (any-view models).

    ``units``, ``model_name``, ``backend``, ``device``: recorded in the output.
    """
    depth = _float32(heads["depth"])
    sky = None if heads.get("sky") is None else _float32(heads["sky"])
    conf = None if heads.get("conf") is None else _float32(heads["conf"])
    focal_px = focal_source = None
    if focal is not None:
        f_model = focal.at_model_resolution(prepared.original_size, prepared.model_input_size)
        depth = depth * np.float32(f_model / METRIC_FOCAL_NORMALISER)
        focal_px = (focal.fx + focal.fy) / 2.0
        focal_source = focal.source
    fill_note, fill_value = "none", None
    if sky is not None and nested:
        fill_note = "nested: min(p99, 200 m)"  # the network's own (official) sky fill
        fill_value = network_sky_fill(depth, sky)  # written again after a resize, as ours
    elif sky is not None:
        fill_value, fill_note = sky_fill_value(depth, sky, options.sky_fill, options.max_depth_m)
        if fill_value is not None:
            depth = np.where(sky >= SKY_THRESHOLD, fill_value, depth)
    if options.resize_to_original:
        depth = resize_map(depth, prepared.original_size)
        sky = resize_map(sky, prepared.original_size) if sky is not None else None
        conf = resize_map(conf, prepared.original_size) if conf is not None else None
        if fill_value is not None:  # every pixel the resized sky marks holds the fill value
            depth = np.where(sky >= SKY_THRESHOLD, fill_value, depth)
    if options.max_depth_m is not None:
        depth = np.minimum(depth, np.float32(options.max_depth_m))
        if fill_value is not None and fill_value > np.float32(options.max_depth_m):
            fill_note += f", clamped to max_depth_m = {options.max_depth_m:g}"  # what it holds
    extrinsics, intrinsics = camera_outputs(heads, prepared, options.resize_to_original)
    output = DepthOutput(
        depth=depth,
        sky=sky,
        conf=conf,
        original_size=prepared.original_size,
        model_input_size=prepared.model_input_size,
        focal_px=focal_px,
        focal_source=focal_source,
        sky_fill=fill_note,
        extrinsics=extrinsics,
        intrinsics=intrinsics,
        units=units,
        model_name=model_name,
        backend=backend,
        device=device,
    )
    bad = output.non_finite_pixels()  # one pass over the map: cheap beside the network
    if bad:
        warn(non_finite_note(bad, depth.size), NonFiniteDepthWarning, stacklevel=2)
    return output


def network_sky_fill(depth: np.ndarray, sky: np.ndarray) -> np.float32 | None:
    """The one value a network that fills its own sky (the nested model) gave every sky pixel
    (score >= 0.3) of ``depth``, or None where there is no sky or its pixels differ."""
    values = depth[sky >= SKY_THRESHOLD]
    if values.size == 0 or not np.all(values == values[0]):
        return None
    return np.float32(values[0])


def non_finite_note(bad: int, total: int) -> str:
    """What a depth map with ``bad`` of ``total`` pixels NaN or infinite means."""
    return (
        f"the network gave non-finite depth ({bad} of {total} pixels NaN or infinite): its "
        "numbers overflowed (weights finite but far too large, or a damaged checkpoint), so "
        "this depth map is not usable"
    )


def camera_outputs(
    heads: dict[str, Any], prepared: Preprocessed, resize_to_original: bool
) -> tuple[np.ndarray | None, np.ndarray | None]:
    """The camera head's pose and K of one image (any-view models; else None, None), K in
    pixels of the returned depth map."""
    if "extrinsics" not in heads:
        return None, None
    k = np.array(to_numpy(heads["intrinsics"]), dtype=np.float64)
    if resize_to_original:
        k[0] *= prepared.original_size[1] / prepared.model_input_size[1]
        k[1] *= prepared.original_size[0] / prepared.model_input_size[0]
    return to_numpy(heads["extrinsics"]).astype(np.float32), k.astype(np.float32)


def _float32(values: Any) -> np.ndarray:
    """A head's map (numpy or a CPU torch tensor) as a float32 array."""
    return to_numpy(values).astype(np.float32, copy=False)
