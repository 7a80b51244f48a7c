"""The tiny test networks by model name (seeded random weights) and their ONNX graphs exported
once per session: a test that checks what the exporter wrote for a network another test
exported too takes that graph (``TinyGraphs``) instead of tracing it again (10-45 s of CPU
each); a test about the export itself (caller state, two exports giving the same bytes)
still runs ``export_onnx``."""

from __future__ import annotations

from pathlib import Path

import torch

from support.checkpoints import TINY_ARCHITECTURES, randomize
from support.official_family import TINY_FAMILY
from tt_depth_anything_3.backends.runtimes.export import InputShape, export_onnx
from tt_depth_anything_3.config import DA3Config
from tt_depth_anything_3.modeling import network_for

TINY_V2 = {
    "backbone": {"embed_dim": 64, "depth": 4, "num_heads": 2, "out_layers": [0, 1, 2, 3]},
    "head": {"dim_in": 64, "features": 32, "out_channels": [16, 32, 64, 64]},
}
ARCHITECTURES = {
    **TINY_ARCHITECTURES,
    **TINY_FAMILY,
    "depth-anything-v2-metric-vkitti-small": TINY_V2,
}


def tiny_network(name: str, seed: int = 0) -> torch.nn.Module:
    """The tiny random network of ``name``'s kind (``ARCHITECTURES``), in eval mode."""
    config = DA3Config.from_dict({"model_name": name, "architecture": ARCHITECTURES[name]})
    torch.manual_seed(seed)
    return randomize(network_for(config).eval(), seed)


class TinyGraphs:
    """``export_onnx`` of ``tiny_network(name)`` at ``shape`` (dynamic), once per session, in
    ``folder`` (a session's folder: each pytest-xdist worker has its own)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.paths: dict[tuple[str, InputShape], Path] = {}

    def path(self, name: str, shape: InputShape) -> Path:
        """The graph's file, exported on the first call for ``(name, shape)``."""
        key = (name, shape)
        if key not in self.paths:
            folder = self.folder / f"{name}-{shape.describe()}"
            folder.mkdir()
            self.paths[key] = export_onnx(tiny_network(name), shape, folder)
        return self.paths[key]
