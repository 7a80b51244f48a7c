"""Models that stand in for a real one in the server tests: the tiny model with ``reconstruct``
answering the demo room, recording each call."""

from __future__ import annotations

import dataclasses
import threading

from support.demo_scene import demo_gaussians, demo_scene
from tt_depth_anything_3.config.errors import InputError


class ReconstructingModel:
    """The tiny model, with ``reconstruct`` answering the demo room (and recording the call)."""

    def __init__(
        self, model, size: tuple[int, int] = (42, 56), gaussian_head: bool = False
    ) -> None:
        self._model = model
        self.size = size  # (H, W) of the demo room's "network" images
        if gaussian_head:  # a config that has a 3D-Gaussian head: gaussians=True answers some
            self.config = dataclasses.replace(model.config, gaussians=object())
        self.calls: list[dict] = []
        self.gate = threading.Event()
        self.gate.set()
        self.entered = threading.Event()

    def __getattr__(self, name):
        return getattr(self._model, name)

    def reconstruct(self, images, **kwargs):
        self.entered.set()
        assert self.gate.wait(10)
        extrinsics = kwargs.get("extrinsics")
        if extrinsics is not None and len(extrinsics) != len(images):
            raise InputError(f"extrinsics must be ({len(images)}, 3, 4), got {extrinsics.shape}")
        self.calls.append({"images": images, **kwargs})
        first = images[0]  # a DecodedImage (the server's) or an array
        original = first.original_size if hasattr(first, "original_size") else first.shape[:2]
        scene = demo_scene(len(images), *self.size, original_size=tuple(original))
        if kwargs.get("gaussians"):
            if self.config.gaussians is None:  # as the model refuses it
                raise InputError(f"{self.model_name} has no 3D-Gaussian head; gaussians=True needs")
            scene.gaussians = demo_gaussians(scene, count=200)
        return scene
