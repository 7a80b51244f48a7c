"""Whose files a cache entry holds: the runtime cache's checks (``cache_integrity``) find
damage, not a forger, so an entry or checkpoint-digest memo that another user owns is never used
(``foreign_owner``): in a cache folder others can write (``TT_DA3_CACHE_DIR`` in a shared
``/tmp``) another user could plant one under a key anyone can compute from a public checkpoint."""

from __future__ import annotations

import os
from pathlib import Path

TRUSTED_OWNERS = (0,)  # root, besides this process's user: it can replace any file anyway


def foreign_owner(path: Path) -> str | None:
    """``"PATH is owned by user UID"`` for ``path`` or, a folder, the first thing in it (a
    symbolic link not followed) that neither this process's user nor root owns; else None."""
    mine = (os.geteuid(), *TRUSTED_OWNERS)
    for item in (path, *sorted(path.rglob("*"))) if path.is_dir() else (path,):
        owner = item.lstat().st_uid
        if owner not in mine:
            return f"{item} is owned by user {owner}, not by this one ({os.geteuid()})"
    return None
