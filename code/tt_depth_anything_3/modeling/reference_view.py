"""Reference-view selection of the any-view backbone (official ``reference_view_selector``).

With three or more views and no known poses, one view is chosen from the class tokens just
before the last local-only block; that view gets the reference camera token, and its camera
becomes the world frame. Strategies: ``first``, ``middle`` (index N // 2),
``saddle_balanced`` (default: the view whose mean similarity to the others, class-token norm
and class-token variance are each closest to the middle of their range over the views) and
``saddle_sim_range`` (the view with the widest spread of similarities to the others).
"""

from __future__ import annotations

import torch

from ..config.errors import InputError
from ..config.ref_view import REF_VIEW_STRATEGIES, RefViewStrategy  # noqa: F401 (re-exported)
from .traced_tables import exporting

MIN_VIEWS_FOR_SELECTION = 3  # official THRESH_FOR_REF_SELECTION


def check_strategy(strategy: str) -> None:
    """ValueError unless ``strategy`` is one of ``REF_VIEW_STRATEGIES``."""
    if strategy not in REF_VIEW_STRATEGIES:
        raise InputError(f"ref_view must be one of {list(REF_VIEW_STRATEGIES)}, got {strategy!r}")


def _unit_range(metric: torch.Tensor) -> torch.Tensor:
    low = metric.min(dim=1, keepdim=True).values
    high = metric.max(dim=1, keepdim=True).values
    return (metric - low) / (high - low + 1e-8)


def select_reference_view(class_tokens: torch.Tensor, strategy: str) -> torch.Tensor:
    """Class tokens (B, S, C) -> the reference view index of each scene, (B,) int64."""
    check_strategy(strategy)
    batch, views, _ = class_tokens.shape
    if strategy == "first" or (not exporting() and views <= 1):
        return torch.zeros(batch, dtype=torch.long, device=class_tokens.device)
    if strategy == "middle":
        return torch.full((batch,), views // 2, dtype=torch.long, device=class_tokens.device)
    norms = class_tokens.norm(dim=-1)
    unit = class_tokens / norms[..., None]
    similarity = unit @ unit.transpose(1, 2) - torch.eye(views, device=unit.device)
    if strategy == "saddle_balanced":
        mean_similarity = similarity.sum(dim=-1) / (views - 1)
        score = (
            (_unit_range(mean_similarity) - 0.5).abs()
            + (_unit_range(norms) - 0.5).abs()
            + (_unit_range(unit.var(dim=-1)) - 0.5).abs()
        )
        return score.argmin(dim=1)
    spread = similarity.max(dim=-1).values - similarity.min(dim=-1).values
    return spread.argmax(dim=1)
