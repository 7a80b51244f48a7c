"""The camera part of the views gate (``views_gate``): how far a candidate's cameras, from the
any-view graph run on several views at once, are from torch float32's.

Per gate input, the worst over its views (each figure an error: lower is closer):

- ``rotation_deg``: the angle between the two world-to-camera rotations in degrees (of
  ``R_candidate @ R_reference.T``, from the chord ``|R_candidate - R_reference|_F``);
- ``translation``: ``|t_candidate - t_reference|`` over the largest ``|t_reference|`` of the
  input's views (the scene's translation scale);
- ``focal``: ``|f_candidate / f_reference - 1|`` of fx and fy.

``CAMERA_GATE`` holds the most each may be. A figure that is not finite (a NaN or infinity in
either output) counts ``ERROR_CAP``, so no figure is NaN and the gate fails.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ...config.torch_interop import to_numpy

CAMERA_GATE: dict[str, float] = {"rotation_deg": 0.5, "translation": 0.01, "focal": 0.01}
ERROR_CAP = 1e6
# In the views gate's cache key: raised whenever how a figure is computed changes, so figures
# cached by an earlier computation are not served
CAMERA_VERSION = 2
CAMERA_RULE = (
    "worst over the views: rotation angle between the world-to-camera rotations (degrees), "
    "translation error over the largest reference translation, focal relative error; "
    f"each at most {CAMERA_GATE}; a non-finite figure counts {ERROR_CAP:g}"
)


def capped(value: float) -> float:
    """``value``, or ``ERROR_CAP`` where it is above it or not finite."""
    return float(value) if np.isfinite(value) and value <= ERROR_CAP else ERROR_CAP


def focals(intrinsics: Any) -> np.ndarray:
    """fx and fy of each view's 3x3 ``intrinsics`` (float64, last axis)."""
    return to_numpy(intrinsics).astype(np.float64)[..., [0, 1], [0, 1]]


def camera_errors(candidate: dict[str, Any], reference: dict[str, Any]) -> dict[str, float]:
    """Each ``CAMERA_GATE`` figure of ``candidate``'s ``extrinsics`` / ``intrinsics`` against
    ``reference``'s (views of one input; any leading batch and view axes)."""
    ext = to_numpy(candidate["extrinsics"]).astype(np.float64)
    ext_ref = to_numpy(reference["extrinsics"]).astype(np.float64)
    rotation, rotation_ref = ext[..., :3, :3], ext_ref[..., :3, :3]
    # |R1 - R2|_F = 2 sqrt(2) sin(angle / 2) for rotations: no arccos near 1, whose float32
    # inputs (not quite orthonormal) put a 0.02 degree floor under identical cameras
    chord = np.linalg.norm(rotation - rotation_ref, axis=(-2, -1)) / (2 * np.sqrt(2))
    angle = np.degrees(2 * np.arcsin(np.clip(chord, 0.0, 1.0))).max()
    shift, shift_ref = ext[..., :3, 3], ext_ref[..., :3, 3]
    scale = np.linalg.norm(shift_ref, axis=-1).max()
    gap = np.linalg.norm(shift - shift_ref, axis=-1).max()
    translation = gap / scale if scale > 0 else (0.0 if gap == 0 else ERROR_CAP)
    with np.errstate(divide="ignore", invalid="ignore"):
        focal = np.abs(focals(candidate["intrinsics"]) / focals(reference["intrinsics"]) - 1)
    return {
        "rotation_deg": capped(angle),
        "translation": capped(translation),
        "focal": capped(focal.max()),
    }


def with_camera(
    figures: dict[str, Any], candidate: dict[str, Any], reference: dict[str, Any]
) -> dict[str, Any]:
    """One input's gate ``figures`` (``select.gate_figures``) with the camera errors added and
    ``passed`` requiring them within ``CAMERA_GATE`` too; unchanged for a model without
    cameras."""
    if "extrinsics" not in reference or "intrinsics" not in reference:
        return figures
    errors = camera_errors(candidate, reference)
    within = all(errors[name] <= limit for name, limit in CAMERA_GATE.items())
    return {**figures, **errors, "passed": figures["passed"] and within}


def worst_camera(by_input: dict[str, dict[str, Any]]) -> dict[str, float]:
    """The largest of each camera error over the gate's inputs (none without cameras)."""
    rows = list(by_input.values())
    return {name: max(row[name] for row in rows) for name in CAMERA_GATE if name in rows[0]}
