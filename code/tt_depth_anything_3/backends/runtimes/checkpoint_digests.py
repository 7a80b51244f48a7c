"""The SHA-256 of a checkpoint file, remembered in a folder of small JSON memos (the runtime
cache's ``checkpoint-digests``) by the file's resolved path and ``file_signature``, so that a
warm load reads one memo, not gigabytes. Writing a memo is optional: where it fails (a full
disk, a read-only folder) the file is read again next time, and no temporary file stays."""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import tempfile
from pathlib import Path
from stat import S_ISREG
from typing import Any

from .cache_owner import foreign_owner

TEMPORARY_PREFIX = ".tmp-"  # a memo being written, renamed over the memo when whole
log = logging.getLogger(__name__)


def file_signature(path: Path) -> list[int]:
    """Size, modification time, inode, device and change time (set by every write, by no
    tool set back: a file rewritten in place with its size and time kept differs)."""
    stat = path.stat()
    return [stat.st_size, stat.st_mtime_ns, stat.st_ino, stat.st_dev, stat.st_ctime_ns]


def remembered_digest(path: Path, folder: Path, can_write: bool) -> str:
    """SHA-256 of ``path``'s bytes: the memo's under ``folder`` while the file's signature is
    the one it records (and the memo is this user's or root's), else read from the file and
    remembered there (when ``can_write`` and the file did not change while it was read)."""
    resolved = path.resolve()
    signature = file_signature(resolved)
    memo = folder / f"{hashlib.sha256(str(resolved).encode()).hexdigest()[:24]}.json"
    try:
        known = json.loads(memo.read_text(encoding="utf-8"))
    except (OSError, ValueError):  # none yet, or a torn or foreign file: read the weights
        known = None
    if known is not None and foreign_owner(memo) is not None:  # another user's: it could name
        known = None  # the digest of another checkpoint, whose cached engines would be loaded
    if (
        isinstance(known, dict)
        and known.get("stat") == signature
        and known.get("path") == str(resolved)
    ):
        return str(known["sha256"])
    digest = hashlib.sha256()
    with resolved.open("rb") as handle:
        while chunk := handle.read(1 << 22):
            digest.update(chunk)
    record = {"path": str(resolved), "stat": signature, "sha256": digest.hexdigest()}
    if can_write and file_signature(resolved) == signature:
        remember(memo, record)
    return record["sha256"]


def remember(memo: Path, record: dict[str, Any]) -> None:
    """Write ``record`` to the memo ``memo`` whole (a ``.tmp-*`` file renamed over it). An
    ``OSError`` (a full disk failed every load of a checkpoint whose engines were all cached,
    with a bare ENOSPC, and left a temporary file each time) is a warning: the temporary file
    is removed, and the checkpoint is read again at its next load."""
    temporary: Path | None = None
    try:
        memo.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(
            "w", encoding="utf-8", dir=memo.parent, prefix=TEMPORARY_PREFIX, delete=False
        ) as handle:
            temporary = Path(handle.name)
            json.dump(record, handle)
        os.replace(temporary, memo)
    except OSError as err:
        if temporary is not None:
            temporary.unlink(missing_ok=True)
        log.warning("could not remember the checkpoint's digest in %s (%s): its file is read "
                    "again at its next load", memo, err)  # fmt: skip


def remove_temporaries(folder: Path) -> int:
    """Remove the memos' temporary files under ``folder`` (left by a process killed while it
    wrote one, or by an older version on a full disk; never a link); how many."""
    removed = 0
    for path in folder.glob(f"{TEMPORARY_PREFIX}*") if folder.is_dir() else []:
        if path.is_file() and not path.is_symlink():
            path.unlink(missing_ok=True)
            removed += 1
    return removed


MEMO_NAME = re.compile(r"^[0-9a-f]{24}\.json$")  # remembered_digest's memo of one file


def memos(folder: Path) -> dict[Path, int]:
    """The memos under ``folder`` (``remembered_digest``'s, by name; never a link) with their
    sizes in bytes; one removed while they are listed is left out."""
    sizes = {}
    for path in sorted(folder.iterdir()) if folder.is_dir() else []:
        if not MEMO_NAME.match(path.name):
            continue
        try:
            info = path.lstat()
        except FileNotFoundError:  # removed meanwhile (another clear)
            continue
        if S_ISREG(info.st_mode):
            sizes[path] = info.st_size
    return sizes


def remove_memos(folder: Path) -> dict[Path, int]:
    """Remove the memos under ``folder`` (``tt-da3 cache --clear``: each checkpoint's digest is
    read from its file again at its next load) -> those removed, with their sizes; another
    user's are left."""
    removed = {}
    for memo, size in memos(folder).items():
        if foreign_owner(memo) is None:
            memo.unlink(missing_ok=True)
            removed[memo] = size
    return removed
