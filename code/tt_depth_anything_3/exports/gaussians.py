"""3D Gaussians and their ``.gs.ply``: the PLY layout of the original 3D Gaussian Splatting code
(Kerbl et al. 2023), which splat viewers read.

One ``vertex`` per Gaussian, all float32: ``x y z``, ``nx ny nz`` (zeros), ``f_dc_0..2`` (the
degree-0 spherical-harmonic coefficient per colour channel), ``f_rest_*`` (the higher
coefficients, channel-major: red's first, then green's, then blue's; left out with
``sh_dc_only``), ``opacity`` (logit), ``scale_0..2`` (natural log of the standard deviations),
``rot_0..3`` (quaternion w, x, y, z). The official DA3 exporter writes the same layout (with
``sh_dc_only`` its default).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .atomic import atomic_file, require


@dataclass
class Gaussians:
    """G 3D Gaussians in the world frame (as the official ``specs.Gaussians``, one batch).

    Attributes:
        means: (G, 3) centres.
        scales: (G, 3) standard deviations along the Gaussian's axes (positive, linear).
        rotations: (G, 4) unit quaternions (w, x, y, z), Gaussian to world.
        harmonics: (G, 3, D) spherical-harmonic colour coefficients per channel, D = (degree+1)^2.
        opacities: (G,) opacity in (0, 1).
    """

    means: np.ndarray
    scales: np.ndarray
    rotations: np.ndarray
    harmonics: np.ndarray
    opacities: np.ndarray

    def __post_init__(self) -> None:
        for name in ("means", "scales", "rotations", "harmonics", "opacities"):
            setattr(self, name, np.asarray(getattr(self, name), dtype=np.float32))
        g = self.means.shape[0] if self.means.ndim == 2 else -1
        expected = {"means": (g, 3), "scales": (g, 3), "rotations": (g, 4), "opacities": (g,)}
        for name, shape in expected.items():
            if getattr(self, name).shape != shape or g < 0:
                raise ValueError(
                    f"{name} must be {shape} (G Gaussians), got {getattr(self, name).shape}"
                )
        sh = self.harmonics.shape
        if len(sh) != 3 or sh[:2] != (g, 3) or round(np.sqrt(sh[2])) ** 2 != sh[2]:
            raise ValueError(f"harmonics must be (G, 3, (degree+1)^2) with G={g}, got {sh}")
        for name in ("means", "scales", "rotations", "harmonics", "opacities"):
            if not np.isfinite(getattr(self, name)).all():
                raise ValueError(f"{name} has non-finite values")
        if (self.scales <= 0).any():
            raise ValueError("scales must be positive (standard deviations, not their logs)")
        if ((self.opacities <= 0) | (self.opacities >= 1)).any():
            raise ValueError("opacities must be in (0, 1) (not logits)")
        if (np.linalg.norm(self.rotations, axis=1) < 1e-6).any():
            raise ValueError("rotations must be unit quaternions (w, x, y, z), got a zero one")

    def __len__(self) -> int:
        return int(self.means.shape[0])


def gaussian_table(gaussians: Gaussians, sh_dc_only: bool = False) -> np.ndarray:
    """The structured (G,) float32 array of the 3DGS PLY layout."""
    g = len(gaussians)
    rest = gaussians.harmonics[:, :, 1:].reshape(g, 3 * (gaussians.harmonics.shape[2] - 1))
    columns: list[tuple[str, np.ndarray]] = [
        *((axis, gaussians.means[:, i]) for i, axis in enumerate("xyz")),
        *((n, np.zeros(g, np.float32)) for n in ("nx", "ny", "nz")),
        *((f"f_dc_{i}", gaussians.harmonics[:, i, 0]) for i in range(3)),
    ]
    if not sh_dc_only:
        columns += [(f"f_rest_{i}", rest[:, i]) for i in range(rest.shape[1])]
    opacity = np.log(gaussians.opacities) - np.log1p(-gaussians.opacities)  # logit
    columns.append(("opacity", opacity))
    columns += [(f"scale_{i}", np.log(gaussians.scales[:, i])) for i in range(3)]
    columns += [(f"rot_{i}", gaussians.rotations[:, i]) for i in range(4)]
    table = np.empty(g, dtype=[(name, "<f4") for name, _ in columns])
    for name, values in columns:
        table[name] = values
    return table


def write_gaussians(
    gaussians: Gaussians, path: str | os.PathLike, *, sh_dc_only: bool = False
) -> Path:
    """Write ``gaussians`` to ``path`` in the 3DGS PLY layout (binary little-endian)."""
    path = Path(path)
    if not isinstance(gaussians, Gaussians):
        raise ValueError(
            f"expected tt_depth_anything_3.exports.Gaussians, got {type(gaussians).__name__}"
        )
    plyfile = require("plyfile", "plyfile")
    table = gaussian_table(gaussians, sh_dc_only)
    ply = plyfile.PlyData([plyfile.PlyElement.describe(table, "vertex")], byte_order="<")
    with atomic_file(path) as tmp:
        ply.write(str(tmp))
    return path
