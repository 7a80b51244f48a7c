"""Output names for input images: unique, readable and the same on every run."""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Sequence
from pathlib import Path


def keep_suffix_where_shared(names: Sequence[str], paths: Sequence[str | os.PathLike]) -> list[str]:
    """``names`` (without extension), the input's extension kept on those two inputs share
    (``x.jpg`` and ``x.png`` -> ``x.jpg``, ``x.png``), so that no output overwrites another."""
    counts = Counter(names)
    return [
        f"{name}{Path(path).suffix}" if counts[name] > 1 else name
        for name, path in zip(names, paths, strict=True)
    ]


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
