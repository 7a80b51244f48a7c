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
from pathlib import Path

import numpy as np

from ..config.errors import InputError
from ..geometry.scene import Gaussians
from .atomic import atomic_file, require


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
    unit = gaussians.rotations / np.linalg.norm(gaussians.rotations, axis=1, keepdims=True)
    columns += [(f"rot_{i}", unit[:, i]) for i in range(4)]  # unit: as 3DGS viewers expect
    table = np.empty(g, dtype=[(name, "<f4") for name, _ in columns])
    for name, values in columns:
        table[name] = values
    return table


def write_gaussians(
    gaussians: Gaussians, path: str | os.PathLike, *, sh_dc_only: bool = False
) -> Path:
    """Write ``gaussians`` to ``path`` in the 3DGS PLY layout (binary little-endian)."""
    path = Path(path).expanduser()  # "~/x": the home folder, as scene.save takes it
    if not isinstance(gaussians, Gaussians):
        raise InputError(
            f"expected tt_depth_anything_3.exports.Gaussians, got {type(gaussians).__name__}"
        )
    plyfile = require("plyfile", "plyfile")
    table = gaussian_table(gaussians, sh_dc_only)
    ply = plyfile.PlyData([plyfile.PlyElement.describe(table, "vertex")], byte_order="<")
    with atomic_file(path) as tmp:
        ply.write(str(tmp))
    return path
