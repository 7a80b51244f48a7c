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


def assert_matches(ours: dict, reference: dict) -> None:
    """``ours`` has ``reference``'s outputs, in order and shape, each within 1e-4 of the
    reference's largest magnitude and at Pearson >= 0.99999 (``ref_index``: equal)."""
    from tt_depth_anything_3.backends.runtimes.select import pearson as graph_pearson

    assert list(ours) == list(reference)
    for name, ref in reference.items():
        got = ours[name]
        assert got.shape == ref.shape, name
        if name == "ref_index":
            assert torch.equal(got, ref)
            continue
        scale = ref.abs().max().clamp_min(1e-12)
        assert float((got - ref).abs().max() / scale) <= 1e-4, name
        if ref.numel() > 1 and ref.std() > 0:
            assert graph_pearson(got, ref) >= 0.99999, name
