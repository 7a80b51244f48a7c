"""Shared test helpers: Pearson correlation and a deterministic photo-like input."""

from __future__ import annotations

import torch


def pearson(a: torch.Tensor, b: torch.Tensor) -> float:
    """Pearson correlation of two tensors, flattened, in float64."""
    a, b = a.flatten().double(), b.flatten().double()
    return float(torch.corrcoef(torch.stack((a, b)))[0, 1])


def photo_batch(height: int, width: int) -> torch.Tensor:
    """A smooth, normalised photo-like input with texture, (1, 3, height, width), deterministic."""
    y = torch.linspace(-1, 1, height)[:, None]
    x = torch.linspace(-1, 1, width)[None, :]
    rgb = torch.stack((x + 0.3 * y, y - 0.2 * x, 0.5 * (x * y)))
    noise = 0.05 * torch.randn(3, height, width, generator=torch.Generator().manual_seed(0))
    return (rgb + noise)[None].float()
