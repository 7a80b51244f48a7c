"""Content negotiation: how much an ``Accept`` header wants a media type (RFC 9110, 12.5.1)."""

from __future__ import annotations


def accept_quality(header: str, media_type: str) -> tuple[float, bool]:
    """``(q, named)``: the quality ``header`` gives ``media_type`` by its most specific matching
    range (``type/subtype`` over ``type/*`` over ``*/*``; 1 with no header, 0 when nothing
    matches), and whether the type was named exactly. A malformed ``q`` reads as 1."""
    if not header.strip():
        return 1.0, False
    kind = media_type.lower().split("/")[0]
    best: tuple[int, float] | None = None  # (specificity, q)
    for item in header.lower().split(","):
        fields = [f.strip() for f in item.split(";")]
        rng, params = fields[0], fields[1:]
        specificity = {media_type.lower(): 2, f"{kind}/*": 1, "*/*": 0}.get(rng)
        if specificity is None or (best is not None and best[0] >= specificity):
            continue
        q = 1.0
        for param in params:
            name, _, value = param.partition("=")
            if name.strip() == "q":
                try:
                    q = min(max(float(value), 0.0), 1.0)
                except ValueError:
                    q = 1.0
        best = (specificity, q)
    if best is None:
        return 0.0, False
    return best[1], best[0] == 2
