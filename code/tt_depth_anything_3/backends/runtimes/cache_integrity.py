"""What an entry of the runtime cache records of its files (``entry.json``'s ``files``: each
file's size, CRC-32 and modification time), what is wrong with an entry since it was built, and
how a built entry is published whole (``publish``).

What is checked when: every use compares each file's size and modification time, and reads the
CRC-32 of a file whose time changed; the CRC-32 of every file is read when an engine could not
load the entry, by ``tt-da3 cache --verify``, and at every use with ``TT_DA3_CACHE_VERIFY=1``.
Bytes changed in place with the size and time kept (bit rot, a copy that keeps times) are
therefore found by those full checks only: reading a whole file's CRC-32 costs about as much as
the warm load it would guard (a 640 MiB file: 0.37-0.57 s on the 2-core AMD EPYC Zen 4 VM,
1.1-1.7 GB/s, against a warm OpenVINO load of about 0.5 s), so it is not done by default.

These checks find damage, not a forger: whoever writes the files can write their ``entry.json``
too. So an entry (or a checkpoint-digest memo) that another user owns is never used
(``foreign_owner``): in a cache folder others can write (``TT_DA3_CACHE_DIR`` in a shared
``/tmp``), another user could plant an entry under a key anyone can compute from a public
checkpoint, and have their graph or compiled blob loaded in place of the model."""

from __future__ import annotations

import errno
import json
import os
import zlib
from pathlib import Path

from .cache_locks import remove_unless_held

COMPLETE = "entry.json"  # written last inside an entry: what it was built from
FILES = "files"  # entry.json's record of each file: [bytes, CRC-32, modification time ns]
VERIFY_ENV = "TT_DA3_CACHE_VERIFY"  # "1": every use reads every file's CRC-32


def verify_every_use() -> bool:
    """Whether ``VERIFY_ENV`` asks for the CRC-32 of every file at every use (``"1"``); any
    other value than ``"0"``, ``"1"`` or unset is a ValueError naming it."""
    value = os.environ.get(VERIFY_ENV, "0").strip()
    if value not in ("0", "1", ""):
        raise ValueError(f"{VERIFY_ENV} takes 0 or 1, got {value!r}")
    return value == "1"


def crc32_of(path: Path) -> int:
    """CRC-32 of a file's bytes (6.5 GB/s on the Zen 5 VM, data in memory)."""
    crc = 0
    with path.open("rb") as handle:
        while chunk := handle.read(1 << 22):
            crc = zlib.crc32(chunk, crc)
    return crc


def file_digests(folder: Path, record_name: str = COMPLETE) -> dict[str, list[int]]:
    """``{relative path: [bytes, CRC-32, mtime ns]}`` of each file in ``folder`` but its
    ``record_name`` (``entry.json``; the Blackhole weight cache's ``manifest.json``)."""
    digests = {}
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and p.name != record_name):
        stat = path.stat()
        digests[path.relative_to(folder).as_posix()] = [
            stat.st_size,
            crc32_of(path),
            stat.st_mtime_ns,
        ]
    return digests


def damage(folder: Path, verify: bool = False, record_name: str = COMPLETE) -> str | None:
    """What is wrong with the entry ``folder`` (complete by its ``record_name``: ``entry.json``,
    the Blackhole weight cache's ``manifest.json``), or ``None``:
    a file missing, of another size or CRC-32 than recorded, no record (an older entry), or
    a record that is no JSON object or lists no files while the entry holds some. The
    CRC-32 is read where a file's time changed, or of every file with ``verify`` (or
    ``VERIFY_ENV=1``)."""
    verify = verify or verify_every_use()
    try:
        record = json.loads((folder / record_name).read_text(encoding="utf-8"))
    except (ValueError, OSError) as err:  # JSON or UTF-8 errors are ValueErrors
        return f"its {record_name} is unreadable ({err})"
    if not isinstance(record, dict):  # ``[1, 2]`` crashed loads and --verify
        return f"its {record_name} is unreadable (a JSON {type(record).__name__}, not an object)"
    recorded = record.get(FILES)
    if not isinstance(recorded, dict) or not all(
        isinstance(v, list) and len(v) == 3 for v in recorded.values()
    ):
        return "it records no file sizes and checksums (built by an older version)"
    if not recorded and any(path.name != record_name for path in folder.iterdir()):
        return f"its {record_name} records no files, but the entry holds some"  # ``all`` of none
    for name, (size, crc, mtime_ns) in sorted(recorded.items()):
        path = folder / name
        if not path.is_file():
            return f"{name} is missing"
        stat = path.stat()
        if stat.st_size != size:
            return f"{name} is {stat.st_size} bytes, {size} when built"
        if (verify or stat.st_mtime_ns != mtime_ns) and crc32_of(path) != crc:  # touched
            return f"{name}'s checksum differs from when it was built"
    return None


def publish(temporary: Path, final: Path, record_name: str = COMPLETE) -> bool:
    """Move the built ``temporary`` to ``final`` (complete by its ``record_name``); False when
    a whole entry is there already (another process finished the same build first). A torn or
    damaged ``final`` is removed first, unless another process holds it: an entry published
    between the check and the removal, and already in use, was removed under its reader."""
    for _ in range(3):
        if (final / record_name).is_file() and damage(final, record_name=record_name) is None:
            return False
        if final.exists() and not remove_unless_held(final, "discarded"):
            continue  # held (its publisher or a reader has it now) or gone: look again
        try:
            os.replace(temporary, final)
            return True
        except OSError as err:  # published by another process since the check: look again
            if err.errno not in (errno.ENOTEMPTY, errno.EEXIST):
                raise
    return False
