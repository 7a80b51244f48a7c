"""How a run's 16-bit depth PNGs used their range, said once at the end on stderr: PNGs with
pixels clipped at 65535 (depth over 65535 / scale) and PNGs whose depth spans under 256 steps
(a scale too small). ``predict``, ``video`` and ``predict-dataset`` (whose replicas send the
counts back with each result) share it."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from ..inference.outputs import UInt16Depth


class PngRange:
    """The clipped and the coarse PNGs of a run: how many, and the first of each."""

    @classmethod
    def for_formats(cls, command: str, formats: tuple[str, ...] | list[str]) -> PngRange:
        """The report of a run writing ``formats``: its ``.npz`` or ``.npy`` files (both hold
        the float depth) named where it writes one, ``--format npz`` advised where not."""
        written = [fmt for fmt in ("npz", "npy") if fmt in formats]
        return cls(command, npz_written=bool(written), float_files=f".{(written or ['npz'])[0]}")

    COARSE_STEPS = 256

    def __init__(
        self,
        command: str = "tt-da3 predict",
        npz: str = "--format npz",
        npz_written: bool = False,
        float_files: str = ".npz",
    ) -> None:
        self.command = command  # who says it
        self.npz = npz  # the flag that writes float depth instead
        self.npz_written = npz_written  # the run writes it already: said so, not advised
        self.float_files = float_files  # which of the run's files hold it (.npz or .npy)
        self.clipped = 0  # PNGs with a pixel clipped at 65535
        self.coarse = 0  # PNGs whose largest value is under COARSE_STEPS
        self.first_clipped: tuple[str, int] | None = None  # (image, pixels clipped)
        self.first_coarse: str | None = None

    def add(self, image: str, png: UInt16Depth) -> None:
        """Count ``png``, the 16-bit depth written for ``image``."""
        array = np.asarray(png)
        self.count(image, png.saturated_pixels, int(array.max()) if array.size else 0)

    def count(self, image: str, saturated_pixels: int, max_value: int) -> None:
        """Count a PNG by its clipped pixels and its largest value (what a Ray replica that
        wrote it sends back)."""
        if saturated_pixels:
            self.clipped += 1
            self.first_clipped = self.first_clipped or (image, int(saturated_pixels))
        elif max_value < self.COARSE_STEPS:
            self.coarse += 1
            self.first_coarse = self.first_coarse or image

    def report(self, scale: float) -> None:
        """The clipped and the coarse PNGs, one line each on stderr (nothing if none)."""
        if self.first_clipped is not None:
            image, count = self.first_clipped
            print(
                f"{self.command}: {self.clipped} PNG(s) clipped at 65535 (depth over "
                f"{65535 / scale:g} at --png-scale {scale:g}; e.g. {image}: {count} pixels): "
                f"lower --png-scale{self.float_depth()}",
                file=sys.stderr,
            )
        if self.first_coarse is not None:
            print(
                f"{self.command}: {self.coarse} PNG(s) hold their depth in under "
                f"{self.COARSE_STEPS} steps at --png-scale {scale:g} (e.g. {self.first_coarse}): "
                f"raise --png-scale{self.float_depth()}",
                file=sys.stderr,
            )

    def float_depth(self) -> str:
        """Where the float depth is: the run's own ``.npz`` files, or the flag that writes it."""
        if self.npz_written:
            return f" (the {self.float_files} files written beside them hold the float depth)"
        return f", or add {self.npz} for float depth"
