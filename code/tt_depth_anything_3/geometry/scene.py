"""``Scene``: depth, confidence and cameras of N views from one forward; ``Gaussians``, the 3D
Gaussians a Gaussian head adds. The writers are in ``exports`` (``Scene.save`` calls them).

Conventions (as the official DA3 code): extrinsics are world-to-camera, OpenCV axes
(x right, y down, z forward), shape (N, 3, 4); intrinsics are (N, 3, 3) pixel matrices at the
network resolution (``depth.shape[1:]``); ``original_sizes`` keep each input's (H, W) and
``resized_sizes`` the size each was resized to before the centre crop to the common size, so
that exports can map K back to the original image (``original_intrinsics``).

Pixel convention (as the official unprojection and exporters): pixel (u, v) — column u, row
v, integer indices — unprojects through K^-1 [u, v, 1]; the principal point the camera head
predicts is (W / 2, H / 2).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

import numpy as np

from ..config.errors import InputError
from ..config.options import check_output_path
from ..config.parts import SKY_THRESHOLD
from ..config.scalars import whole_number
from .camera_checks import check_extrinsics, check_intrinsics
from .option_values import check_option_values


@dataclass(eq=False)  # arrays: ``==`` / ``in`` by identity, as DepthOutput
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
                raise InputError(
                    f"{name} must be {shape} (G Gaussians), got {getattr(self, name).shape}"
                )
        sh = self.harmonics.shape
        if len(sh) != 3 or sh[:2] != (g, 3) or round(np.sqrt(sh[2])) ** 2 != sh[2]:
            raise InputError(f"harmonics must be (G, 3, (degree+1)^2) with G={g}, got {sh}")
        for name in ("means", "scales", "rotations", "harmonics", "opacities"):
            if not np.isfinite(getattr(self, name)).all():
                raise InputError(f"{name} has non-finite values")
        if (self.scales <= 0).any():
            raise InputError("scales must be positive (standard deviations, not their logs)")
        if ((self.opacities <= 0) | (self.opacities >= 1)).any():
            raise InputError("opacities must be in (0, 1) (not logits)")
        if (np.linalg.norm(self.rotations, axis=1) < 1e-6).any():
            raise InputError("rotations must be unit quaternions (w, x, y, z), got a zero one")

    def __len__(self) -> int:
        return int(self.means.shape[0])


MAX_SIDE = 1 << 20  # pixels: an original size beyond it is no image's

# ``exports.save_scene``: (scene, path, format=None, **options) -> the path written.
SceneWriter = Callable[..., Path]


@dataclass(eq=False)  # arrays: ``==`` / ``in`` by identity, as DepthOutput
class Scene:
    """N views reconstructed together.

    Attributes:
        depth: float32 (N, H, W), in ``units``.
        conf: float32 (N, H, W) confidence, or None (metric / mono models have none).
        extrinsics: (N, 3, 4) world-to-camera, OpenCV convention: float32, or float64 when
            given to ``reconstruct`` (kept exactly).
        intrinsics: float32 (N, 3, 3) at the network resolution (H, W).
        images: uint8 (N, H, W, 3) the processed RGB images the network saw.
        original_sizes: int (N, 2) (H, W) of each input image.
        resized_sizes: int (N, 2) (h, w) of each image at the network resolution before the
            centre crop to the common (H, W) (mixed sizes), or None when none was cropped.
        ref_view: index (in the caller's order) of the reference view.
        pose_source: ``"camera"``, ``"rays"``, ``"given"`` or ``"identity: ..."``.
        units: ``"m"`` (metres), ``"relative"`` (the network's own scale) or ``"poses"`` (the
            units of the given extrinsics' translations: the depth was scaled onto them).
        sky: float32 (N, H, W) sky score, or None.
        gaussians: 3D Gaussians (DA3-GIANT's GS head), or None.
        model_name: the model that produced it.
        backend: who ran the network (``torch``, ``openvino``, ``onnxruntime``, ``ttnn``;
            ``openvino+torch`` when ``runtime="auto"`` handed some sizes to torch), or ``""``
            when not known (a Scene built by hand, or loaded from an export made before it
            was recorded).
        descriptors: float32 (N, D) unit descriptors of the views (the backbone's pooled
            tokens; loop-closure retrieval), or None (a backend that does not return them).
        given_intrinsics: float64 (N, 3, 3) K of the original images when given to
            ``reconstruct`` (kept exactly: ``original_intrinsics`` returns them), or None.
    """

    depth: np.ndarray
    conf: np.ndarray | None
    extrinsics: np.ndarray
    intrinsics: np.ndarray
    images: np.ndarray
    original_sizes: np.ndarray
    ref_view: int = 0
    pose_source: str = "camera"
    units: str = "relative"
    sky: np.ndarray | None = None
    gaussians: Any = None
    model_name: str = ""
    timing_ms: dict[str, float] = field(default_factory=dict)
    writer: ClassVar[SceneWriter | None] = None
    resized_sizes: np.ndarray | None = None
    descriptors: np.ndarray | None = None
    backend: str = ""
    given_intrinsics: np.ndarray | None = None

    def __post_init__(self) -> None:
        for name in ("depth", "conf", "extrinsics", "intrinsics", "images", "sky"):
            value = getattr(self, name)
            if not (isinstance(value, np.ndarray) or (value is None and name in ("conf", "sky"))):
                raise InputError(f"{name} must be a numpy array, got {type(value).__name__}")
        if self.depth.ndim != 3:
            raise InputError(f"depth must be (N, H, W), got {self.depth.shape}")
        n, h, w = self.depth.shape
        self.original_sizes = np.asarray(self.original_sizes)
        if n == 0:
            raise InputError("a Scene needs at least one view, got depth of shape (0, H, W)")
        if self.images.dtype != np.uint8:
            raise InputError(
                f"images must be uint8 RGB (0..255), got {self.images.dtype} (the points' "
                "colours and every export read them as bytes)"
            )
        expected = {
            "extrinsics": (n, 3, 4),
            "intrinsics": (n, 3, 3),
            "images": (n, h, w, 3),
            "original_sizes": (n, 2),
        }
        for name, shape in expected.items():
            got = tuple(getattr(self, name).shape)
            if got != shape:
                raise InputError(
                    f"{name} must be {shape} for depth of shape {(n, h, w)} (N views, H, W), "
                    f"got {got}"
                )
        sizes = self.original_sizes
        if (
            not np.issubdtype(sizes.dtype, np.number)
            or not np.isfinite(sizes).all()
            or (sizes < 1).any()
            or (sizes > MAX_SIDE).any()
            or (sizes != np.round(sizes)).any()
        ):
            raise InputError(
                f"original_sizes must be whole numbers of pixels from 1 to {MAX_SIDE} (height, "
                f"width) per view, got {sizes.tolist()}"
            )
        check_extrinsics(self.extrinsics, n)  # finite, rigid: every export and points() rely on it
        check_intrinsics(self.intrinsics, n)  # finite, positive focal lengths: K is inverted
        if self.resized_sizes is not None:
            got = tuple(np.shape(self.resized_sizes))
            if got != (n, 2):
                raise InputError(f"resized_sizes must be {(n, 2)}, got {got}")
            if (np.asarray(self.resized_sizes) < (h, w)).any():
                raise InputError(f"resized_sizes must be at least the network size {(h, w)}")
        ref_view = whole_number(self.ref_view)  # a 0-d integer array or tensor too: an int
        if ref_view is None or not 0 <= ref_view < n:
            raise InputError(f"ref_view must be a view index in [0, {n}), got {self.ref_view!r}")
        self.ref_view = ref_view
        if self.descriptors is not None and (
            np.ndim(self.descriptors) != 2 or len(self.descriptors) != n
        ):
            raise InputError(f"descriptors must be ({n}, D), got {np.shape(self.descriptors)}")
        for name in ("conf", "sky"):
            value = getattr(self, name)
            if value is not None and tuple(value.shape) != (n, h, w):
                raise InputError(f"{name} must be {(n, h, w)}, got {tuple(value.shape)}")
        if self.given_intrinsics is not None:
            self.given_intrinsics = check_intrinsics(self.given_intrinsics, n)
            mapped = self.mapped_intrinsics()
            if not np.allclose(self.given_intrinsics, mapped, rtol=1e-4, atol=1e-3):
                raise InputError(
                    "given_intrinsics must be the original images' K of intrinsics (at the "
                    f"network size, mapped back: {mapped.tolist()}), got "
                    f"{self.given_intrinsics.tolist()}"
                )

    @property
    def num_views(self) -> int:
        """N, the views of the scene."""
        return int(self.depth.shape[0])

    def camera_to_world(self) -> np.ndarray:
        """(N, 4, 4) float64 camera-to-world matrices (inverse of the extrinsics)."""
        n = self.num_views
        w2c = np.tile(np.eye(4), (n, 1, 1))
        w2c[:, :3, :4] = self.extrinsics
        return np.linalg.inv(w2c)

    def crop_offsets(self) -> np.ndarray:
        """(N, 2) int (top, left) of each view's centre crop in its resized image."""
        if self.resized_sizes is None:
            return np.zeros((self.num_views, 2), dtype=np.int64)
        return (np.asarray(self.resized_sizes, dtype=np.int64) - self.depth.shape[1:]) // 2

    def original_intrinsics(self) -> np.ndarray:
        """(N, 3, 3) float64 intrinsics of each original image: the K given to
        ``reconstruct`` exactly (``given_intrinsics``), else ``intrinsics`` with the crop
        undone, then rows scaled by original / resized size (the official COLMAP exporter's
        rescale)."""
        if self.given_intrinsics is not None:
            return np.array(self.given_intrinsics, dtype=np.float64)
        return self.mapped_intrinsics()

    def mapped_intrinsics(self) -> np.ndarray:
        """(N, 3, 3) float64 ``intrinsics`` mapped to each original image (the crop undone,
        then rescaled), whether or not K was given."""
        k = self.intrinsics.astype(np.float64).copy()
        offsets = self.crop_offsets()
        k[:, 0, 2] += offsets[:, 1]
        k[:, 1, 2] += offsets[:, 0]
        resized = (
            np.tile(self.depth.shape[1:], (self.num_views, 1))
            if self.resized_sizes is None
            else np.asarray(self.resized_sizes, dtype=np.float64)
        )
        original = np.asarray(self.original_sizes, dtype=np.float64)
        k[:, 0] *= (original[:, 1] / resized[:, 1])[:, None]
        k[:, 1] *= (original[:, 0] / resized[:, 0])[:, None]
        return k

    def world_points(self) -> np.ndarray:
        """(N, H, W, 3) float32 world coordinates of every pixel (depth along the camera z).

        Pixel (row v, column u) is the image point (u, v), as in the official ``unproject_depth``
        and exporters (the camera head's principal point (W/2, H/2) is in that convention).
        """
        n, h, w = self.depth.shape
        v, u = np.meshgrid(
            np.arange(h, dtype=np.float64), np.arange(w, dtype=np.float64), indexing="ij"
        )
        pix = np.stack([u, v, np.ones_like(u)], axis=-1)
        rays = pix @ np.linalg.inv(self.intrinsics.astype(np.float64)).transpose(0, 2, 1)[:, None]
        c2w = self.camera_to_world()
        # NaN / inf depth (a V2 relative model's 1 / 0, a hand-made scene) gives NaN points
        # here, which points() and every export drop: no numpy warning for them
        with np.errstate(invalid="ignore"):
            cam = rays * self.depth[..., None].astype(np.float64)
            world = cam @ c2w[:, None, :3, :3].transpose(0, 1, 3, 2) + c2w[:, None, None, :3, 3]
        return world.astype(np.float32)

    def points(
        self, conf_percentile: float | None = 40.0, drop_sky: bool = True
    ) -> tuple[np.ndarray, np.ndarray]:
        """Coloured world points of every view: (xyz (P, 3) float32, rgb (P, 3) uint8).

        Pixels are kept where depth is finite and positive, where the confidence is at or above
        its ``conf_percentile`` over all views (when the model gives confidence; None keeps
        all), and, with ``drop_sky``, where the sky score is below 0.3.
        """
        keep = self.point_mask(conf_percentile, drop_sky)
        return self.world_points()[keep], self.images[keep]

    def point_mask(self, conf_percentile: float | None = 40.0, drop_sky: bool = True) -> np.ndarray:
        """(N, H, W) bool: the pixels ``points`` keeps, in the same order (views, rows, columns)."""
        # checked as the writers check them, with or without a confidence to cut
        options = {"conf_percentile": conf_percentile, "drop_sky": drop_sky}
        conf_percentile = check_option_values("points", options)["conf_percentile"]
        keep = np.isfinite(self.depth) & (self.depth > 0)
        if self.conf is not None and conf_percentile is not None:
            finite = np.isfinite(self.conf)  # a NaN confidence is no point, not every point
            keep &= finite
            if finite.any():
                keep &= self.conf >= np.percentile(self.conf[finite], conf_percentile)
        if drop_sky and self.sky is not None:
            keep &= self.sky < SKY_THRESHOLD
        return keep

    def save(self, path: str | os.PathLike, format: str | None = None, **options: Any) -> Path:
        """Write the scene: ``.glb``, ``.ply``, ``.npz``, ``.gs.ply`` (Gaussians), or a folder
        (COLMAP text model; ``format="colmap-bin"`` for binary; a format's name in any letter
        case, ``"PLY"`` as ``"ply"``). Returns the path written."""
        if Scene.writer is None:
            raise RuntimeError("no scene writer registered: import tt_depth_anything_3.exports")
        check_output_path(path, "Scene.save", folder_ok=True)  # a COLMAP model's folder
        # the writer gets the path as given, "~" expanded: text stays text, so a trailing "/"
        # (a folder's name) reaches it, which pathlib would drop; a Path stays a Path; "" as
        # it is (the writer refuses it), not Path("") = "." (the current folder)
        target: str | os.PathLike = path
        if isinstance(path, Path):
            target = path.expanduser()
        elif os.fspath(path).strip():
            target = os.path.expanduser(os.fspath(path))
        return Scene.writer(self, target, format=format, **options)

    @classmethod
    def use_writer(cls, writer: SceneWriter) -> None:
        """Make ``writer`` the one ``save`` calls: ``exports`` registers ``save_scene`` when it
        is imported (the package imports it), so geometry never imports its writers."""
        cls.writer = writer
