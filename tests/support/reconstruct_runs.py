"""Inputs of a ``tt-da3 reconstruct`` run on the tiny any-view checkpoint: two random photos
and the flags of a quick run writing ``scene.npz``."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PIL import Image


def two_photos(folder: Path) -> list[Path]:
    """Two random 160x120 PNGs (seed 1) in ``folder``."""
    rng = np.random.default_rng(1)
    views = []
    for i in range(2):
        views.append(folder / f"v{i}.png")
        Image.fromarray(rng.integers(0, 255, (120, 160, 3), dtype=np.uint8)).save(views[-1])
    return views


def npz_run_flags(checkpoint: Path) -> list[str]:
    """A quick CPU run of ``checkpoint`` at --process-res 70 writing ``scene.npz``."""
    flags = ["--format", "npz", "--no-progress", "--process-res", "70", "--device", "cpu"]
    return [*flags, "--weights", str(checkpoint)]
