"""``DepthAnything3.reconstruct``: N views of one scene -> ``Scene``.

Any-view models (DA3-SMALL / BASE / LARGE) run all views in one forward: depth and
confidence per view, and cameras from the camera head (``pose_from="camera"``, official
default), from the ray head (``"rays"``, see ``ray_pose``), or the given ones (``extrinsics``
+ ``intrinsics``: they condition the network, and the depth is scaled to their units, see
``alignment``). Metric and mono models have no camera head: each view runs on its own with
the given (or assumed) intrinsics, at the given poses or all at the origin, and
``scene.pose_source`` says which.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

import numpy as np
import torch

from ..config.cancel import checkpoint
from ..config.errors import (
    InputError,
    NonFiniteDepthError,
    NonFiniteDepthWarning,
    UnusedOptionWarning,
)
from ..config.run_warnings import warn
from ..config.schema import DA3Config
from ..inference.postprocess import (
    METRIC_FOCAL_NORMALISER,
    fill_sky,
    non_finite_note,
    resolve_focal,
    warn_principal_point,
)
from ..inference.preprocess import ResizeMode
from ..modeling.reference_view import MIN_VIEWS_FOR_SELECTION, check_strategy
from .alignment import given_pose_scale, normalise_extrinsics
from .camera_checks import check_extrinsics, check_intrinsics, given_eps
from .gaussians import gaussians_from_head, to_gaussians
from .limits import check_view_count
from .ray_pose import cameras_from_rays
from .scene import Scene
from .views import Views, intrinsics_at_network, prepare_views

PoseFrom = Literal["camera", "rays"]
DEFAULT_REF_VIEW = "saddle_balanced"
POSE_FROM = ("camera", "rays")
# Views per call of a metric / mono network (each view is independent there).
IMAGES_PER_CALL = 4

RunViews = Callable[..., dict[str, torch.Tensor]]
RunImages = Callable[[torch.Tensor], dict[str, torch.Tensor]]


@dataclass(frozen=True)
class ReconstructSettings:
    """What ``reconstruct`` needs of the model besides its backend."""

    config: DA3Config
    process_res: int
    resize_mode: ResizeMode
    assumed_hfov_deg: float


def _check_options(pose_from: str, ref_view: str) -> None:
    if pose_from not in POSE_FROM:
        raise InputError(f"pose_from must be one of {list(POSE_FROM)}, got {pose_from!r}")
    check_strategy(ref_view)


def check_request(
    settings: ReconstructSettings,
    count: int,
    extrinsics: Any,
    intrinsics: Any,
    pose_from: str,
    ref_view: str,
) -> tuple[np.ndarray | None, np.ndarray | None]:
    """The checks that need no image (run before decoding): options, the view count, the
    cameras. Returns the given cameras as (N, 4, 4) and (N, 3, 3) float64, or None."""
    _check_options(pose_from, ref_view)
    if pose_from == "rays" and settings.config.camera is None:
        raise InputError(
            f"pose_from='rays' needs an any-view model's ray head; {settings.config.model_name} "
            "has none (its views are placed at the given extrinsics, or at the origin)"
        )
    if count == 0:
        raise InputError("reconstruct needs at least one image, got none")
    given_ext = None if extrinsics is None else check_extrinsics(extrinsics, count)
    given_k = None if intrinsics is None else check_intrinsics(intrinsics, count)
    if settings.config.camera is not None and (given_ext is None) != (given_k is None):
        raise InputError(
            f"{settings.config.model_name} estimates cameras; to condition it on known cameras "
            "pass both extrinsics and intrinsics (got only "
            f"{'extrinsics' if given_k is None else 'intrinsics'})"
        )
    return given_ext, given_k


def _warn_unused_with_poses(pose_from: str, ref_view: str) -> None:
    unused = [f"pose_from={pose_from!r}"] if pose_from != "camera" else []
    unused += [f"ref_view={ref_view!r}"] if ref_view != DEFAULT_REF_VIEW else []
    if unused:
        warn(
            f"{' and '.join(unused)} {'is' if len(unused) == 1 else 'are'} not used: the given "
            "extrinsics are the cameras, and view 0 is the reference",
            UnusedOptionWarning,
            stacklevel=4,
        )


def _warn_unused_ref_view(settings: ReconstructSettings, count: int, ref_view: str) -> None:
    """A ``ref_view`` other than the default that chooses nothing: a model without a camera
    head (metric, mono: each view alone, view 0 the reference), or fewer views than a choice
    needs (the network takes view 0). Said, as it was silently ignored; results unchanged."""
    if ref_view == DEFAULT_REF_VIEW:
        return
    if settings.config.camera is None:
        why = f"{settings.config.model_name} has no camera head (each view runs alone)"
    elif count < MIN_VIEWS_FOR_SELECTION:
        why = (
            f"the reference view is chosen among {MIN_VIEWS_FOR_SELECTION} or more views; "
            f"with {count}"
        )
    else:
        return
    warn(
        f"ref_view={ref_view!r} is not used: {why}, view 0 is the reference",
        UnusedOptionWarning,
        stacklevel=4,
    )


def reconstruct(
    rgbs: Sequence[np.ndarray],
    settings: ReconstructSettings,
    run_views: RunViews | None,
    run_images: RunImages,
    *,
    original_sizes: Sequence[tuple[int, int]] | None = None,
    extrinsics: Any = None,
    intrinsics: Any = None,
    pose_from: str = "camera",
    ref_view: str = DEFAULT_REF_VIEW,
    gaussians: bool = False,
    decode_ms: float = 0.0,
) -> Scene:
    """Decoded uint8 RGB views -> ``Scene``; every input is checked before any compute.

    ``original_sizes``: (H, W) of the full images when ``rgbs`` were decoded at reduced scale
    (default: the arrays' sizes). ``decode_ms``: the caller's decode, in ``timing_ms``."""
    given_ext, given_k = check_request(
        settings, len(rgbs), extrinsics, intrinsics, pose_from, ref_view
    )
    count = len(rgbs)
    anyview = settings.config.camera is not None
    if given_ext is not None and anyview:
        _warn_unused_with_poses(pose_from, ref_view)
    else:
        _warn_unused_ref_view(settings, count, ref_view)
    if not isinstance(gaussians, (bool, np.bool_)):  # "no" is truthy
        raise InputError(f"gaussians must be True or False, got {gaussians!r:.40}")
    if gaussians and settings.config.gaussians is None:
        raise InputError(
            f"{settings.config.model_name} has no 3D-Gaussian head; gaussians=True needs DA3-GIANT "
            "or DA3NESTED-GIANT-LARGE"
        )
    if gaussians and given_ext is not None:
        raise InputError("gaussians=True runs with the predicted cameras; pass no extrinsics")
    t0 = time.perf_counter()
    views = prepare_views(list(rgbs), settings.process_res, settings.resize_mode, original_sizes)
    check_view_count(settings.config, count, *views.size)
    for view, k in enumerate(() if given_k is None else given_k):
        size = (int(views.original_sizes[view][0]), int(views.original_sizes[view][1]))
        warn_principal_point(k, size, f"view {view}: " if count > 1 else "")
    checkpoint()  # the views are ready: stop before the network if the request is gone
    k_net = None if given_k is None else intrinsics_at_network(given_k, views)
    t1 = time.perf_counter()
    if anyview:
        if run_views is None:
            raise InputError("this backend cannot run several views together (use device='cpu'"
                             " or 'cuda' for any-view models)")  # fmt: skip
        pose_eps = None if extrinsics is None else given_eps(extrinsics)  # before float64
        fields = _anyview(
            views, run_views, given_ext, k_net, pose_from, ref_view, gaussians, pose_eps
        )
        if gaussians:
            fields["gaussians"] = _gaussians(fields.pop("_out"), fields, settings)
        check_finite_output(fields["depth"], fields["extrinsics"], fields["intrinsics"])
    else:
        fields = _single_views(views, settings, run_images, given_ext, given_k, k_net)
    t2 = time.perf_counter()
    return Scene(
        images=views.images,
        original_sizes=views.original_sizes,
        resized_sizes=views.resized_sizes if views.cropped else None,
        units=fields.pop("units", settings.config.units),
        model_name=settings.config.model_name,
        timing_ms=_timing(decode_ms, t0, t1, t2),
        given_intrinsics=given_k,  # original_intrinsics(): the caller's K exactly
        **fields,
    )


def _timing(decode_ms: float, t0: float, t1: float, t2: float) -> dict[str, float]:
    split = {"decode": decode_ms, "preprocess": (t1 - t0) * 1e3, "infer": (t2 - t1) * 1e3}
    return {**split, "total": sum(split.values())}


def warn_non_finite(depth: np.ndarray) -> None:
    """A ``NonFiniteDepthWarning`` (as ``model(image)`` emits) when the network's depth of
    the views has NaN or infinite pixels: the scene is not usable (``tt-da3 reconstruct`` and
    ``reconstruct_stream`` refuse it)."""
    bad = int(depth.size - np.count_nonzero(np.isfinite(depth)))
    if bad:
        warn(non_finite_note(bad, depth.size), NonFiniteDepthWarning, stacklevel=3)


def check_finite_output(depth: np.ndarray, *cameras: np.ndarray) -> None:
    """``warn_non_finite(depth)``; and a ``NonFiniteDepthError`` when the camera head's
    ``cameras`` (poses, intrinsics) are not finite either: no scene can hold them (it was an
    ``InputError`` naming ``extrinsics`` as if the caller had given them)."""
    warn_non_finite(depth)
    if all(np.isfinite(c).all() for c in cameras):
        return
    bad = int(depth.size - np.count_nonzero(np.isfinite(depth)))
    if bad:
        raise NonFiniteDepthError(f"{non_finite_note(bad, depth.size)}; nor are its cameras")
    raise NonFiniteDepthError(
        "the network gave non-finite cameras (NaN or infinite poses or intrinsics): its numbers "
        "overflowed (weights finite but far too large, or a damaged checkpoint), so this scene "
        "is not usable"
    )


def _anyview(
    views: Views,
    run_views: RunViews,
    given_ext: np.ndarray | None,
    k_net: np.ndarray | None,
    pose_from: str,
    ref_view: str,
    gaussians: bool = False,
    pose_eps: float | None = None,
) -> dict[str, Any]:
    """One forward of every view; ``pose_eps``: the given poses' machine epsilon (their
    dtype as given, ``alignment.pose_rounding``)."""
    batch = views.tensor[None]
    if given_ext is not None:
        normalised = torch.from_numpy(normalise_extrinsics(given_ext, pose_eps)).float()[None]
        out = as_tensors(run_views(batch, extrinsics=normalised,
                                   intrinsics=torch.from_numpy(k_net).float()[None],
                                   ref_view=ref_view, with_rays=False))  # fmt: skip
        predicted = out["extrinsics"][0].double().numpy()
        scale = given_pose_scale(given_ext, predicted, pose_eps)
        source = "given" if scale.observable else "given (one camera centre: depth unscaled)"
        units = {"units": "poses"} if scale.observable else {}  # else the network's own
        return {
            **units,
            **_descriptors(out),
            **_sky(out),
            "depth": (out["depth"][0].double() / scale.scale).float().numpy(),
            "conf": out["conf"][0].numpy(),
            "extrinsics": given_ext[:, :3].copy(),  # float64: the caller's poses exactly
            "intrinsics": k_net.astype(np.float32),
            "ref_view": 0,
            "pose_source": source,
        }
    extra = {"with_gaussians": True} if gaussians else {}
    out = as_tensors(run_views(batch, ref_view=ref_view, with_rays=pose_from == "rays", **extra))
    if pose_from == "rays" and "ray_extrinsics" in out:  # the nested model: solved, in metres
        ext, k = out["ray_extrinsics"][0], out["ray_intrinsics"][0]
    elif pose_from == "rays":
        ext, k = cameras_from_rays(out["ray"][0], out["ray_conf"][0], views.size)
    else:
        ext, k = out["extrinsics"][0], out["intrinsics"][0]
    fields = {
        **_descriptors(out),
        **_sky(out),
        "depth": out["depth"][0].numpy(),
        "conf": out["conf"][0].numpy(),
        "extrinsics": ext.float().numpy(),
        "intrinsics": k.float().numpy(),
        "ref_view": int(out["ref_index"][0]),
        "pose_source": pose_from,
    }
    if gaussians:
        fields["_out"] = out
    return fields


def _sky(out: dict[str, torch.Tensor]) -> dict[str, np.ndarray]:
    """The views' sky scores when the model has a sky head (the nested model's metric branch),
    with predicted and with given cameras alike."""
    return {"sky": out["sky"][0].numpy()} if "sky" in out else {}


def _descriptors(out: dict[str, torch.Tensor]) -> dict[str, np.ndarray]:
    """The frames' pooled-token descriptors when the backend returns them (the torch network
    does; an exported graph does not)."""
    return {"descriptors": out["descriptors"][0].float().numpy()} if "descriptors" in out else {}


def _gaussians(out: dict[str, torch.Tensor], fields: dict[str, Any], settings) -> Any:
    """The scene's 3D Gaussians (world frame of its cameras); for the nested model they are
    made in the any-view branch's units (as the official code) and scaled to metres."""
    scale = float(out["metric_scale"][0]) if "metric_scale" in out else 1.0
    extrinsics = torch.from_numpy(fields["extrinsics"]).clone()
    extrinsics[..., :3, 3] /= scale
    made = gaussians_from_head(
        out["gs_raw"][0],
        out["gs_density"][0],
        out.get("gs_depth", out["depth"])[0],
        extrinsics,
        torch.from_numpy(fields["intrinsics"]),
        settings.config.gaussians,
    )
    made["means"] = made["means"] * scale
    made["scales"] = made["scales"] * scale
    return to_gaussians(made)


def _checked(run: RunImages, batch: torch.Tensor) -> dict[str, torch.Tensor]:
    """``run(batch)`` after a cancellation ``checkpoint`` (between views)."""
    checkpoint()
    return as_tensors(run(batch))


def as_tensors(heads: dict[str, Any]) -> dict[str, torch.Tensor]:
    """A backend's heads as torch tensors (the exported engines give numpy arrays)."""
    return {k: v if isinstance(v, torch.Tensor) else torch.from_numpy(v) for k, v in heads.items()}


def _single_views(
    views: Views,
    settings: ReconstructSettings,
    run_images: RunImages,
    given_ext: np.ndarray | None,
    given_k: np.ndarray | None,
    k_net: np.ndarray | None,
) -> dict[str, Any]:
    """Metric / mono models: each view alone; K given or from the assumed field of view."""
    count = views.tensor.shape[0]
    height, width = views.size
    if k_net is None:
        k_net = np.zeros((count, 3, 3))
        for i, (original, resized) in enumerate(zip(views.original_sizes, views.resized_sizes,
                                                    strict=True)):  # fmt: skip
            focal = resolve_focal(tuple(original), None, None, settings.assumed_hfov_deg)
            fx = focal.fx * resized[1] / original[1]
            fy = focal.fy * resized[0] / original[0]
            k_net[i] = [[fx, 0, width / 2], [0, fy, height / 2], [0, 0, 1]]
    parts = [_checked(run_images, views.tensor[s : s + IMAGES_PER_CALL])
             for s in range(0, count, IMAGES_PER_CALL)]  # fmt: skip
    depth = torch.cat([p["depth"] for p in parts]).double().numpy()
    sky = torch.cat([p["sky"] for p in parts]).numpy() if "sky" in parts[0] else None
    if settings.config.depth_kind == "metric":
        focal = (k_net[:, 0, 0] + k_net[:, 1, 1]) / 2
        depth = depth * (focal / METRIC_FOCAL_NORMALISER)[:, None, None]
    if sky is not None:  # model()'s default (sky_fill="p99"), each view its own, as officially
        views_sky = zip(depth.astype(np.float32), sky, strict=True)
        depth = np.stack([fill_sky(d, s, "p99", None)[0] for d, s in views_sky])
    warn_non_finite(depth)  # the network's: the 1 / 0 below are no fault of it
    inverse = settings.config.units == "relative-inverse"
    if inverse:  # V2 relative: points need depth, so 1 / disparity (none where the ReLU gave 0)
        with np.errstate(divide="ignore"):
            depth = np.where(depth > 0, 1.0 / depth, np.nan)
    k_note = (
        "given intrinsics"
        if given_k is not None
        else (
            f"intrinsics assumed from a {settings.assumed_hfov_deg:g} deg horizontal field of view"
        )
    )
    if given_ext is not None:
        source = "given"
        extrinsics = given_ext[:, :3]
    else:
        source = (f"identity: {settings.config.model_name} has no camera head; every view at the "
                  f"world origin, {k_note}")  # fmt: skip
        extrinsics = np.tile(np.eye(4)[:3], (count, 1, 1))
    if inverse:
        source += "; depth = 1 / the model's relative inverse depth (its unknown shift ignored)"
    return {
        "depth": depth.astype(np.float32),
        "conf": None,
        "sky": sky,
        "extrinsics": extrinsics.copy() if given_ext is not None else extrinsics.astype(np.float32),
        "intrinsics": k_net.astype(np.float32),
        "ref_view": 0,
        "pose_source": source,
        "units": "relative" if inverse else settings.config.units,
    }
