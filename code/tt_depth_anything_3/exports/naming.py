"""Output names for input images: unique, readable and the same on every run."""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Sequence
from pathlib import Path


def keep_suffix_where_shared(names: Sequence[str], paths: Sequence[str | os.PathLike]) -> list[str]:
    """``names`` (without extension), the input's extension kept on those two inputs share
    (``x.jpg`` and ``x.png`` -> ``x.jpg``, ``x.png``), and then on a name one of those has come
    to equal (``x.jpg.jpg``, named ``x.jpg``, beside them -> ``x.jpg.jpg``), so that no output
    overwrites another. Only the first step ran before: ``x.jpg``, ``x.png`` and ``x.jpg.jpg``
    gave ``x.jpg`` twice, and one depth map was written over the other in silence."""
    kept = list(names)
    suffixed = [False] * len(kept)
    while True:  # each round keeps one more suffix at least: at most len(names) rounds
        counts = Counter(kept)
        shared = [i for i, name in enumerate(kept) if counts[name] > 1 and not suffixed[i]]
        if not shared:
            return kept
        for i in shared:
            kept[i] += Path(paths[i]).suffix
            suffixed[i] = True


def output_names(paths: Sequence[str | os.PathLike]) -> list[str]:
    """Each input's output name without extension: its file stem; where two inputs share a
    stem, their paths below the inputs' common folder (``a/x``, ``b/x``); where those are
    still shared, with the input's extension (``keep_suffix_where_shared``)."""
    names = [Path(p).stem for p in paths]
    if len(set(names)) == len(names):
        return names
    resolved = [Path(os.path.abspath(p)) for p in paths]
    common = Path(os.path.commonpath([str(p.parent) for p in resolved]))
    names = [p.relative_to(common).with_suffix("").as_posix() for p in resolved]
    return keep_suffix_where_shared(names, paths)
