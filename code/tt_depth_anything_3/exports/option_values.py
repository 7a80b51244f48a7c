"""The scene writers' option values are checked by ``geometry.option_values`` (``Scene.points``
checks its own by the same rule); this module keeps the name it had here."""

from __future__ import annotations

from ..geometry.option_values import PERCENTILES, SEED_MAX, SWITCHES, check_option_values

__all__ = ["PERCENTILES", "SEED_MAX", "SWITCHES", "check_option_values"]
