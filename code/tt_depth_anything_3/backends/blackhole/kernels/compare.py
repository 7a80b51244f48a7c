"""A fresh compile against the shipped one (``generated/``), byte for byte: what
``build --check`` and the compiler tests compare."""

from __future__ import annotations

from pathlib import Path


def folder_files(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` (the compat headers sit in sub-folders) -> its bytes."""
    return {
        str(path.relative_to(folder)): path.read_bytes()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def compare_generated(fresh: Path, shipped: Path, names: list[str]) -> list[str]:
    """How the compiles ``names`` in ``fresh`` differ from those in ``shipped`` (file lists,
    then bytes): one line each, none when equal."""
    found = []
    for name in names:
        if not (shipped / name).is_dir():  # one line, not one per file compiled
            found.append(f"{name}: not shipped (no folder in {shipped}); build without --check")
            continue
        new, old = folder_files(fresh / name), folder_files(shipped / name)
        if sorted(new) != sorted(old):
            found.append(f"{name}: files {sorted(old)} shipped, {sorted(new)} compiled")
        found += [f"{name}/{file}: bytes differ" for file in new if new[file] != old.get(file)]
    return found


def extra_folders(shipped: Path, names: list[str]) -> list[str]:
    """The compile folders of ``shipped`` that are not among ``names``."""
    return sorted({p.name for p in shipped.iterdir() if p.is_dir()} - set(names))
