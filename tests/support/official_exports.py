"""The official exporters (``depth_anything_3/utils/export/``) as the reference of the export
tests. Their package ``__init__`` imports video and rendering packages (moviepy, gsplat) and
``glb.py`` imports the depth visualiser (matplotlib), none of which the exports need: the
modules are loaded with those two stood in for (``export_depth_vis=False`` in the calls)."""

from __future__ import annotations

import importlib
import sys
import types

import numpy as np
import pytest

depth_anything_3 = pytest.importorskip(
    "depth_anything_3", reason="the official reference: pip install --no-deps depth-anything-3"
)


def official_export_module(name: str) -> types.ModuleType:
    """``depth_anything_3.utils.export.<name>`` without the package's heavy imports."""
    import depth_anything_3.utils as utils

    package = "depth_anything_3.utils.export"
    if package not in sys.modules or not hasattr(sys.modules[package], "_stand_in"):
        stand_in = types.ModuleType(package)
        stand_in.__path__ = [utils.__path__[0] + "/export"]
        stand_in._stand_in = True
        sys.modules[package] = stand_in
        depth_vis = types.ModuleType(f"{package}.depth_vis")
        depth_vis.export_to_depth_vis = None  # only called with export_depth_vis=True
        sys.modules[depth_vis.__name__] = depth_vis
    return importlib.import_module(f"{package}.{name}")


def official_prediction(scene):
    """The official ``Prediction`` holding copies of a ``Scene``'s arrays."""
    from depth_anything_3.specs import Prediction

    return Prediction(
        depth=scene.depth.copy(),
        is_metric=int(scene.units == "m"),
        conf=None if scene.conf is None else scene.conf.copy(),
        extrinsics=scene.extrinsics.copy(),
        intrinsics=scene.intrinsics.copy(),
        processed_images=scene.images.copy(),
        sky=None if scene.sky is None else scene.sky.copy(),
    )


def official_glb(scene, folder, *, num_max_points: int, seed: int) -> str:
    """The official ``export_to_glb`` with numpy's global generator seeded."""
    glb = official_export_module("glb")
    np.random.seed(seed)
    return glb.export_to_glb(
        official_prediction(scene),
        str(folder),
        num_max_points=num_max_points,
        export_depth_vis=False,
    )
