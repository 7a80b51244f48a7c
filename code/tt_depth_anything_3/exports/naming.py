"""Output names for input images: unique, readable and the same on every run, also where the
output folder's file system ignores letter case (macOS, Windows: ``name_key``)."""

from __future__ import annotations

import os
import unicodedata
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

NUMBER_MARK = "~"  # a name equal to an earlier one but for letter case: ``a.jpg~2``


def name_key(name: str) -> str:
    """``name`` as a case-insensitive file system compares it (macOS's APFS, Windows' NTFS):
    letter case folded (``str.casefold``) and accents in one form (APFS takes a composed
    ``é`` and ``e`` with a combining accent for one name). Two output names with one key are
    one file there: ``A.png`` and ``a.png`` in one ``--out``, one written over the other."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFD", name).casefold())


def number_where_shared(names: Sequence[str]) -> list[str]:
    """``names``, each one whose ``name_key`` an earlier one has (``A.jpg`` and ``a.jpg``,
    which differ only in letter case) numbered ``~2``, ``~3``, ... (the first number that
    gives a key no other name has); the first of them, and every name already apart, kept."""
    taken = {name_key(name) for name in names}
    seen: set[str] = set()
    numbered = []
    for name in names:
        key = name_key(name)
        if key in seen:
            number = 2
            while name_key(f"{name}{NUMBER_MARK}{number}") in taken:
                number += 1
            name = f"{name}{NUMBER_MARK}{number}"
            key = name_key(name)
            taken.add(key)
        seen.add(key)
        numbered.append(name)
    return numbered


def keep_suffix_where_shared(names: Sequence[str], paths: Sequence[str | os.PathLike]) -> list[str]:
    """``names`` (without extension), the input's extension kept on those two inputs share
    (``x.jpg`` and ``x.png`` -> ``x.jpg``, ``x.png``), and then on a name one of those has come
    to equal (``x.jpg.jpg``, named ``x.jpg``, beside them -> ``x.jpg.jpg``), so that no output
    overwrites another. Only the first step ran before: ``x.jpg``, ``x.png`` and ``x.jpg.jpg``
    gave ``x.jpg`` twice, and one depth map was written over the other in silence. Names are
    compared by ``name_key`` (letter case aside); those still equal so once every extension
    is kept (``A.jpg`` and ``a.jpg``, ``x.JPG`` and ``x.jpg``) are numbered
    (``number_where_shared``): on macOS and Windows one was written over the other."""
    kept = list(names)
    suffixed = [False] * len(kept)
    while True:  # each round keeps one more suffix at least: at most len(names) rounds
        counts = Counter(name_key(name) for name in kept)
        shared = [
            i for i, name in enumerate(kept) if counts[name_key(name)] > 1 and not suffixed[i]
        ]
        if not shared:
            return number_where_shared(kept)
        for i in shared:
            kept[i] += Path(paths[i]).suffix
            suffixed[i] = True


def output_names(paths: Sequence[str | os.PathLike]) -> list[str]:
    """Each input's output name without extension: its file stem; where two inputs share a
    stem (letter case aside: ``name_key``), their paths below the inputs' common folder
    (``a/x``, ``b/x``); where those are still shared, with the input's extension, then a
    number (``keep_suffix_where_shared``)."""
    names = [Path(p).stem for p in paths]
    if len({name_key(name) for name in names}) == len(names):
        return names
    resolved = [Path(os.path.abspath(p)) for p in paths]
    common = Path(os.path.commonpath([str(p.parent) for p in resolved]))
    names = [p.relative_to(common).with_suffix("").as_posix() for p in resolved]
    return keep_suffix_where_shared(names, paths)
