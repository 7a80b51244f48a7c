"""How many views one ``reconstruct`` call may take: a ValueError instead of an out-of-memory kill.

An any-view forward keeps every view's tokens through the backbone (the four taken layers,
the running and last-local activations, and each block's temporaries), so its memory grows
linearly with the views; global attention runs as fused scaled-dot-product attention, whose
memory is linear in the sequence too. The head runs ``HEAD_VIEWS_PER_CALL`` views at a time,
a fixed cost. Metric / mono models run the views a few at a time, so only the results grow.

The figures are measured by ``benchmarks/anyview_memory.py`` (float32, CPU, 504 x 504 views,
AMD EPYC Zen 4 VM, peak resident memory above the loaded network): the backbone keeps
``BACKBONE_BYTES_PER_TOKEN_DIM`` bytes per token and channel per view, the head's peak over
one chunk is ``HEAD_BYTES_PER_PIXEL`` per image pixel. The same sizes bound GPU memory on
CUDA (the same tensors live there), which is not measured here.
With the weights, ``HOST_BYTES_PER_PIXEL`` for each view's inputs and results (images,
depth, confidence, rays, the scene's point arrays) and ``HEADROOM`` of the budget left for
the allocator and the caller, ``max_views`` is the largest N that fits in
``MEMORY_BUDGET_BYTES`` (24 GiB).
"""

from __future__ import annotations

from functools import lru_cache

from ..config.errors import InputError
from ..config.parts import PATCH_SIZE
from ..config.schema import DA3Config

MEMORY_BUDGET_BYTES = 24 * 2**30
HEADROOM = 0.85
PROCESS_BYTES = 300 * 2**20  # Python, torch and the package, before any weights
# Backbone bytes per view per (token x embed_dim), by embed_dim, measured at 504 x 504:
# da3-small 84.9 MiB / view, da3-base 144.6 MiB / view, da3-large 184.4 MiB / view.
BACKBONE_BYTES_PER_TOKEN_DIM = {384: 179.0, 768: 153.0, 1024: 146.0}
# The head's peak over one chunk of views per image pixel, by head width (features):
# da3-small 294 MiB (4 views, measured); da3-base and da3-large from their 1- and 2-view
# peaks extrapolated to 4 views (433 MiB and 916 MiB).
HEAD_BYTES_PER_PIXEL = {64: 1250.0, 128: 1850.0, 256: 3900.0}
# Metric / mono: a call of 4 views, each ~3100 B/px (DA3Metric-Large fp32: 1780 MB peak RSS
# for one 336 x 504 image less its 1275 MB of weights, OPT_REPORT.md).
SINGLE_VIEW_BYTES_PER_PIXEL = 12500.0
HOST_BYTES_PER_PIXEL = 160.0


@lru_cache(maxsize=16)
def weight_bytes(config: DA3Config) -> int:
    """float32 bytes of the network's weights (counted on the meta device)."""
    import torch

    from ..modeling import network_for

    with torch.device("meta"):
        network = network_for(config)  # the nested model: both branches
    return sum(p.numel() for p in network.parameters()) * 4


def _head_bytes(config: DA3Config, pixels: int) -> float:
    features = config.head.features
    per_pixel = HEAD_BYTES_PER_PIXEL.get(features, HEAD_BYTES_PER_PIXEL[256] * features / 256)
    return per_pixel * pixels


def _token_dim_bytes(config: DA3Config) -> float:
    table = BACKBONE_BYTES_PER_TOKEN_DIM
    return table.get(config.backbone.embed_dim, max(table.values()))


def view_memory_bytes(config: DA3Config, height: int, width: int) -> tuple[float, float]:
    """(fixed bytes, bytes per view) of a ``reconstruct`` at network size (height, width)."""
    pixels = height * width
    tokens = (height // PATCH_SIZE) * (width // PATCH_SIZE) + 1
    if config.camera is not None:
        per_view = _token_dim_bytes(config) * tokens * config.backbone.embed_dim
        fixed = PROCESS_BYTES + weight_bytes(config) + _head_bytes(config, pixels)
        if config.metric_branch is not None:  # the nested model's metric branch, in chunks
            fixed += SINGLE_VIEW_BYTES_PER_PIXEL * pixels
    else:
        per_view = 0.0
        fixed = PROCESS_BYTES + weight_bytes(config) + SINGLE_VIEW_BYTES_PER_PIXEL * pixels
    return fixed, per_view + HOST_BYTES_PER_PIXEL * pixels


def max_views(config: DA3Config, height: int, width: int, budget_bytes: int | None = None) -> int:
    """The most views of (height, width) one call may take within ``budget_bytes``
    (default ``MEMORY_BUDGET_BYTES``)."""
    if budget_bytes is None:
        budget_bytes = MEMORY_BUDGET_BYTES
    fixed, per_view = view_memory_bytes(config, height, width)
    return max(0, int((budget_bytes * HEADROOM - fixed) // per_view))


def check_view_count(config: DA3Config, count: int, height: int, width: int) -> None:
    """ValueError when ``count`` views of (height, width) exceed ``max_views``."""
    limit = max_views(config, height, width)
    if count > limit:
        # a stream's chunk is one call: its lever is the chunk size (at least 2 views)
        chunks = (
            f" (a long sequence: reconstruct it in chunks of at most {limit} views, "
            "reconstruct_stream's chunk_size or tt-da3 video --chunk-size)"
            if limit >= 2
            else ""
        )
        raise InputError(
            f"{count} views of {height}x{width} are more than {config.model_name} can take in "
            f"one reconstruct call: at most {limit} fit in "
            f"{MEMORY_BUDGET_BYTES / 2**30:.0f} GiB (see geometry.limits); pass fewer views "
            f"or a smaller process_res{chunks}"
        )
