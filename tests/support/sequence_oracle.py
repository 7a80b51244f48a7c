"""A synthetic frame sequence with known geometry for the chunked reconstruction: a camera
circling twice inside the demo room (``demo_scene``'s box), each frame's depth ray-cast to the
walls, and an oracle chunk reconstructor that returns the true depth and cameras of a chunk's
frames in a random Sim(3) gauge of its own (what an any-view model's per-chunk frame is)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from scipy.spatial.transform import Rotation

from support.demo_scene import WALL_COLOURS, _cast, _rotation_y
from tt_depth_anything_3.geometry.scene import Scene
from tt_depth_anything_3.geometry.sim3 import sim3_matrix, transform_extrinsics

HEIGHT, WIDTH = 24, 32
CENTRE = np.array([0.0, 0.2, 2.5])
RADIUS = 0.8
LAP_DEFAULT = 40


def true_pose(frame: int, frames_per_lap: int) -> tuple[np.ndarray, np.ndarray]:
    """(camera-to-world rotation, camera centre) of ``frame``."""
    angle = 2 * np.pi * (frame % frames_per_lap) / frames_per_lap  # laps repeat exactly
    centre = CENTRE + RADIUS * np.array([np.cos(angle), 0.0, np.sin(angle)])
    return _rotation_y(-angle), centre


def true_scene(frames: Sequence[int], frames_per_lap: int) -> Scene:
    """The exact Scene of ``frames`` in the room's world (confidence 1 + a seeded draw)."""
    focal = 0.8 * WIDTH
    k = np.array([[focal, 0.0, WIDTH / 2], [0.0, focal, HEIGHT / 2], [0.0, 0.0, 1.0]])
    v, u = np.meshgrid(np.arange(HEIGHT, dtype=float), np.arange(WIDTH, dtype=float), indexing="ij")
    rays = np.stack([u, v, np.ones_like(u)], axis=-1) @ np.linalg.inv(k).T
    depth, images, extrinsics = [], [], []
    for f in frames:
        rot, centre = true_pose(int(f), frames_per_lap)
        distance, wall = _cast(centre, rays @ rot.T)
        hit = centre + distance[..., None] * (rays @ rot.T)
        checker = (np.floor(hit / 0.25).sum(axis=-1) % 2)[..., None]
        depth.append(distance)
        images.append(WALL_COLOURS[wall] * (0.6 + 0.4 * checker))
        extrinsics.append(np.concatenate([rot.T, -(rot.T @ centre)[:, None]], axis=1))
    rng = np.random.default_rng(int(frames[0]))
    n = len(frames)
    return Scene(
        depth=np.stack(depth).astype(np.float32),
        conf=(1.0 + rng.random((n, HEIGHT, WIDTH))).astype(np.float32),
        extrinsics=np.stack(extrinsics).astype(np.float32),
        intrinsics=np.repeat(k[None], n, axis=0).astype(np.float32),
        images=np.clip(np.stack(images), 0, 255).astype(np.uint8),
        original_sizes=np.tile([2 * HEIGHT, 2 * WIDTH], (n, 1)),
        units="relative",
        model_name="oracle",
    )


class OracleReconstructor:
    """Chunk reconstructor: frames are ints (or images of ``true_scene``, for loop chunks,
    matched back to their frame by content); each call returns the truth in a random gauge."""

    def __init__(self, frames_per_lap: int, seed: int = 0) -> None:
        self.frames_per_lap = frames_per_lap
        self.rng = np.random.default_rng(seed)
        self.calls = 0

    def gauge(self) -> np.ndarray:
        rot = Rotation.random(random_state=int(self.rng.integers(1 << 31))).as_matrix()
        return sim3_matrix(float(self.rng.uniform(0.5, 2.0)), rot, self.rng.normal(0, 2, 3))

    def __call__(self, frames: Sequence) -> Scene:
        self.calls += 1
        ids = [self._frame_id(f) for f in frames]
        scene = true_scene(ids, self.frames_per_lap)
        gauge = self.gauge()
        scale = float(np.cbrt(np.linalg.det(gauge[:3, :3])))
        scene.depth = (scene.depth * scale).astype(np.float32)
        scene.extrinsics = transform_extrinsics(scene.extrinsics, gauge).astype(np.float32)
        return scene

    def _frame_id(self, frame) -> int:
        if isinstance(frame, (int, np.integer)):
            return int(frame)
        for f in range(self.frames_per_lap):
            if np.array_equal(true_scene([f], self.frames_per_lap).images[0], frame):
                return f
        raise ValueError("not a frame of this sequence")


class Killed(RuntimeError):
    """A run killed in a chunk (``dies_after``)."""


def dies_after(oracle: OracleReconstructor, calls: int):
    """A chunk reconstructor running ``oracle`` for its first ``calls`` chunks, then raising
    ``Killed`` (a run killed there: its recorded chunks stay)."""

    def reconstruct(frames: Sequence) -> Scene:
        if oracle.calls == calls:
            raise Killed("killed")
        return oracle(frames)

    return reconstruct
