"""The reference-view strategies of the any-view backbone (``modeling.reference_view``
implements them; the exported graph has the official default)."""

from __future__ import annotations

from typing import Literal, get_args

RefViewStrategy = Literal["first", "middle", "saddle_balanced", "saddle_sim_range"]
REF_VIEW_STRATEGIES: tuple[str, ...] = get_args(RefViewStrategy)
