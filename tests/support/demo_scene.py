"""``demo_scene``: a ``Scene`` with known geometry, made without a model, to try the exports
and viewers (and to test them): N cameras inside a box-shaped room, each pixel's depth ray-cast
to the walls, the walls coloured by a checkerboard of 0.5-unit squares per wall."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np

from tt_depth_anything_3.geometry.scene import Gaussians, Scene

ROOM_MIN = np.array([-3.0, -1.5, -1.0])  # x right, y down, z forward (OpenCV world)
ROOM_MAX = np.array([3.0, 1.5, 6.0])
WALL_COLOURS = np.array(
    [
        [220, 90, 70],
        [70, 160, 220],
        [240, 200, 80],
        [110, 190, 110],
        [200, 120, 200],
        [150, 150, 150],
    ],
    dtype=np.float64,
)


def _rotation_y(angle: float) -> np.ndarray:
    c, s = np.cos(angle), np.sin(angle)
    return np.array([[c, 0.0, s], [0.0, 1.0, 0.0], [-s, 0.0, c]])


def _cast(origin: np.ndarray, directions: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Distance along each direction to the room's walls, and the wall hit (0..5)."""
    with np.errstate(divide="ignore"):
        to_max = (ROOM_MAX - origin) / directions
        to_min = (ROOM_MIN - origin) / directions
    exits = np.where(directions > 0, to_max, np.where(directions < 0, to_min, np.inf))
    axis = np.argmin(exits, axis=-1)
    distance = np.take_along_axis(exits, axis[..., None], axis=-1)[..., 0]
    positive = np.take_along_axis(directions, axis[..., None], axis=-1)[..., 0] > 0
    return distance, axis * 2 + positive


def demo_scene(
    num_views: int = 3,
    height: int = 42,
    width: int = 56,
    original_size: tuple[int, int] | None = None,
    with_sky: bool = False,
    seed: int = 0,
) -> Scene:
    """A room seen by ``num_views`` cameras side by side, turning 12 degrees apart.

    Depth is exact (so ``Scene.points`` lie on the walls); confidence is 1 + a seeded uniform
    draw in [0, 2); ``original_size`` (H, W) is the size the "input images" had (default the
    network size doubled); ``with_sky`` marks the ceiling (y = -1.5) as sky.
    """
    if num_views < 1:
        raise ValueError(f"num_views must be at least 1, got {num_views}")
    rng = np.random.default_rng(seed)
    focal = 0.8 * width
    k = np.array([[focal, 0.0, width / 2], [0.0, focal, height / 2], [0.0, 0.0, 1.0]])
    v, u = np.meshgrid(
        np.arange(height, dtype=np.float64), np.arange(width, dtype=np.float64), indexing="ij"
    )
    rays = np.stack([u, v, np.ones_like(u)], axis=-1) @ np.linalg.inv(k).T  # z = 1
    depth, images, sky, extrinsics = [], [], [], []
    for i in range(num_views):
        angle = np.deg2rad(12.0 * (i - (num_views - 1) / 2))
        c2w_rot = _rotation_y(angle)
        centre = np.array([0.4 * (i - (num_views - 1) / 2), 0.2, 0.0])
        distance, wall = _cast(centre, rays @ c2w_rot.T)
        depth.append(distance)  # the ray's z in the camera is 1, so distance is depth
        hit = centre + distance[..., None] * (rays @ c2w_rot.T)
        checker = (np.floor(hit / 0.5).sum(axis=-1) % 2)[..., None]
        images.append(WALL_COLOURS[wall] * (0.65 + 0.35 * checker))
        sky.append((wall == 2).astype(np.float32))  # the ceiling: y at its minimum
        w2c = np.concatenate([c2w_rot.T, -(c2w_rot.T @ centre)[:, None]], axis=1)
        extrinsics.append(w2c)
    original = original_size or (2 * height, 2 * width)
    return Scene(
        depth=np.stack(depth).astype(np.float32),
        conf=(1.0 + 2.0 * rng.random((num_views, height, width))).astype(np.float32),
        extrinsics=np.stack(extrinsics).astype(np.float32),
        intrinsics=np.repeat(k[None], num_views, axis=0).astype(np.float32),
        images=np.clip(np.stack(images), 0, 255).astype(np.uint8),
        original_sizes=np.tile(np.array(original, dtype=np.int64), (num_views, 1)),
        sky=np.stack(sky) if with_sky else None,
        pose_source="given",
        units="m",
        model_name="demo-room",
    )


def demo_gaussians(scene: Scene, count: int = 500, seed: int = 0) -> Gaussians:
    """Small isotropic Gaussians at ``count`` of the scene's points, in their colours (SH degree
    0), for trying the ``.gs.ply`` export without a Gaussian head."""
    xyz, rgb = scene.points(conf_percentile=None)
    chosen = np.random.default_rng(seed).choice(len(xyz), min(count, len(xyz)), replace=False)
    sh_c0 = 0.28209479177387814  # colour = 0.5 + SH_C0 * f_dc
    return Gaussians(
        means=xyz[chosen],
        scales=np.full((len(chosen), 3), 0.02),
        rotations=np.tile([1.0, 0.0, 0.0, 0.0], (len(chosen), 1)),
        harmonics=((rgb[chosen] / 255.0 - 0.5) / sh_c0)[:, :, None],
        opacities=np.full(len(chosen), 0.9),
    )


class DemoRoomModel:
    """A stand-in model for the CLI's ``reconstruct``: answers with the demo room, one view per
    image, at the images' size (no Gaussian head)."""

    max_pixels = 10**7
    device = "cpu"
    model_name = "stand-in"
    config = SimpleNamespace(gaussians=None)

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        pass

    def reconstruct(self, images, **kwargs):
        return demo_scene(len(images), original_size=images[0].shape[:2])
