"""On-disk cache of exported graphs and compiled models, safe against torn writes.

Each entry is a folder named by a key (SHA-256 of what the artifact depends on: the
checkpoint, the input shape, the precision, the engine and its version, the CPU, this
package's version). It is built in a temporary sibling folder and moved into place with
``os.replace``, so a reader sees a whole entry or none; a crash leaves only a ``.tmp-*``
folder, which the next build of that key removes. ``entry.json`` records each file's size,
modification time and CRC-32. Every use compares sizes and times (a ``stat`` per file: a warm
load is not slowed by reading gigabytes it may not need); a file whose time changed is read
for its CRC-32. An entry damaged since (truncated, emptied, bytes changed) is rebuilt, with a
warning, instead of loading wrong numbers. Where the cache
folder cannot be written (a read-only container image), a missing entry is built in a
temporary folder of this process, with a warning naming ``TT_DA3_CACHE_DIR``. A build that
fails removes its temporary folder; one that fills the disk is a ``CacheFullError`` naming the
folder, its free space and ``TT_DA3_CACHE_DIR``. A full disk is known by an ``ENOSPC`` error,
by under ``LOW_SPACE`` bytes free once the build failed, or by the writers' estimates
(``room_for``: the ONNX export, the OpenVINO IR, the compiled OpenVINO blobs): a writer whose
output is expected to take ``expected`` bytes is refused before it starts when the disk has
less than a quarter of that free (the ONNX export: less than the graph's weights), and any
error it raises while the disk had less than twice that free when it began is a full disk.
OpenVINO's writer says only "iostream error" and onnx_ir's "problem writing element N to file"
(removing its partial file first), often with megabytes still free that their next write
exceeded.
"""

from __future__ import annotations

import atexit
import contextlib
import dataclasses
import errno
import hashlib
import json
import logging
import math
import os
import shutil
import tempfile
import time
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from ...version import __version__
from .cache_layout import COMPLETE as COMPLETE  # written last inside an entry
from .cache_layout import evict_over_limit

CACHE_ENV = "TT_DA3_CACHE_DIR"
MAX_GB_ENV = "TT_DA3_CACHE_MAX_GB"  # the cache's bound (cache_layout.evict_over_limit)
FILES = "files"  # entry.json's record of each file: [bytes, CRC-32, modification time ns]
# what each kind of entry holds, for the notices of a first build (INFO on ``log``)
KIND_LABELS = {
    "onnx": "ONNX graph",
    "openvino-ir": "OpenVINO IR",
    "openvino-compiled": "compiled OpenVINO model",
    "gate": "accuracy gate figures",
    "tensorrt": "TensorRT engine",
}
log = logging.getLogger(__name__)
LOW_SPACE = 1 << 20  # bytes free under which a failed build is taken for a full disk
FULL_DISK_ERRNOS = (errno.ENOSPC, errno.EDQUOT)


class CacheFullError(OSError):
    """The disk of the cache folder filled up while an entry was built (``errno`` ENOSPC);
    the partial entry was removed."""


def cache_root() -> Path:
    """``$TT_DA3_CACHE_DIR/runtimes``, else ``~/.cache/tt_depth_anything_3/runtimes``
    (``ValueError`` for a bad ``TT_DA3_CACHE_MAX_GB``, said before the cache is used)."""
    cache_limit_bytes()
    root = os.environ.get(CACHE_ENV)
    base = Path(root) if root else Path.home() / ".cache" / "tt_depth_anything_3"
    return base / "runtimes"


def cache_limit_bytes() -> int | None:
    """The cache's bound from ``TT_DA3_CACHE_MAX_GB`` (GB, 10^9 bytes), or None (unset: no
    bound); ``ValueError`` naming the variable for a value that is not a finite number > 0."""
    text = os.environ.get(MAX_GB_ENV, "").strip()
    if not text:
        return None
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and value > 0):
        raise ValueError(f"{MAX_GB_ENV} must be a finite number of GB > 0, got {text!r}")
    return int(value * 1e9)


def checkpoint_identity(weights: os.PathLike | str) -> dict[str, Any]:
    """What identifies a checkpoint file's contents: its size and the SHA-256 of all its
    bytes (``content_digest``: read once, then remembered while the file's size, time and
    inode stay the same), so two copies share their engines and an edited file gets new
    ones."""
    path = Path(weights)
    return {"file": path.name, "bytes": path.stat().st_size, "sha256": content_digest(path)}


def config_digest(config: Any) -> str:
    """The network a config describes, for the key: its model name and the SHA-256 of all its
    fields (an edited config.json beside unchanged weights was served the old engine)."""
    fields = json.dumps(dataclasses.asdict(config), sort_keys=True, default=str)
    return f"{config.model_name}:{hashlib.sha256(fields.encode()).hexdigest()[:16]}"


DIGESTS = "checkpoint-digests"  # cache_root()'s folder of remembered checkpoint digests


def content_digest(path: Path) -> str:
    """SHA-256 of ``path``'s bytes (1.6 GB/s on the Zen 5 VM), remembered under
    ``cache_root()/checkpoint-digests`` by the resolved path with the file's size,
    modification time and inode: a warm load reads one small JSON file, not gigabytes. A
    cache folder that cannot be written only means the file is read again next time."""
    resolved = path.resolve()
    stat = resolved.stat()
    signature = [stat.st_size, stat.st_mtime_ns, stat.st_ino, stat.st_dev]
    memo = (
        cache_root() / DIGESTS / f"{hashlib.sha256(str(resolved).encode()).hexdigest()[:24]}.json"
    )
    try:
        known = json.loads(memo.read_text(encoding="utf-8"))
    except (OSError, ValueError):  # none yet, or a torn or foreign file: read the weights
        known = None
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
    stat = resolved.stat()
    unchanged = [stat.st_size, stat.st_mtime_ns, stat.st_ino, stat.st_dev] == signature
    if unchanged and writable(memo.parent):
        memo.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(
            "w", encoding="utf-8", dir=memo.parent, prefix=".tmp-", delete=False
        ) as handle:
            json.dump(record, handle)
        os.replace(handle.name, memo)
    return record["sha256"]


def entry_key(parts: dict[str, Any]) -> str:
    """The folder name of an entry: SHA-256 (24 hex digits) of ``parts`` as sorted JSON,
    with this package's version added."""
    text = json.dumps({**parts, "package": __version__}, sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def crc32_of(path: Path) -> int:
    """CRC-32 of a file's bytes (6.5 GB/s on the Zen 5 VM, data in memory)."""
    crc = 0
    with path.open("rb") as handle:
        while chunk := handle.read(1 << 22):
            crc = zlib.crc32(chunk, crc)
    return crc


def file_digests(folder: Path) -> dict[str, list[int]]:
    """``{relative path: [bytes, CRC-32, mtime ns]}`` of each file in ``folder`` but
    ``entry.json``."""
    digests = {}
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and p.name != COMPLETE):
        stat = path.stat()
        digests[path.relative_to(folder).as_posix()] = [
            stat.st_size,
            crc32_of(path),
            stat.st_mtime_ns,
        ]
    return digests


def damage(folder: Path, verify: bool = False) -> str | None:
    """What is wrong with the entry ``folder`` (complete by its ``entry.json``), or ``None``:
    a file missing, of another size or CRC-32 than recorded, or no record (an older entry).
    The CRC-32 is read where a file's time changed, or of every file with ``verify``."""
    try:
        recorded = json.loads((folder / COMPLETE).read_text(encoding="utf-8")).get(FILES)
    except (ValueError, OSError) as err:  # JSON or UTF-8 errors are ValueErrors
        return f"its {COMPLETE} is unreadable ({err})"
    if not isinstance(recorded, dict) or not all(
        isinstance(v, list) and len(v) == 3 for v in recorded.values()
    ):
        return "it records no file sizes and checksums (built by an older version)"
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


def cached_entry(kind: str, parts: dict[str, Any], build: Callable[[Path], None]) -> Path:
    """The folder of the entry ``parts`` under ``cache_root()/kind``, built by
    ``build(folder)`` into a temporary folder first when it is not there yet (or damaged)."""
    final = cache_root() / kind / entry_key(parts)
    if (final / COMPLETE).is_file():
        problem = damage(final)
        if problem is None:
            if os.access(final, os.W_OK):  # its last use (``tt-da3 cache --older-than``)
                os.utime(final)
            return final
        log.warning("cache entry %s is damaged (%s): building it again", final, problem)
    if not writable(final.parent):
        return _build_elsewhere(kind, parts, build, final)
    final.parent.mkdir(parents=True, exist_ok=True)
    for stale in final.parent.glob(f"{final.name}.tmp-*"):
        if not owner_alive(stale):
            shutil.rmtree(stale)
    temporary = final.parent / f"{final.name}.tmp-{os.getpid()}"
    if temporary.exists():
        shutil.rmtree(temporary)
    temporary.mkdir()
    detail = ", ".join(str(parts[key]) for key in ("precision", "storage") if key in parts)
    label = f"{KIND_LABELS.get(kind, kind)} of {parts.get('model', 'the model')}"
    label += f" ({detail})" if detail else ""
    log.info("%s: not cached yet, building it once into %s", label, final)
    start = time.perf_counter()

    def build_and_record(folder: Path) -> None:
        build(folder)
        log.info("%s: built in %.0f s", label, time.perf_counter() - start)
        record = {**parts, FILES: file_digests(folder)}
        text = json.dumps(record, indent=1, sort_keys=True, default=str)
        (folder / COMPLETE).write_text(text, encoding="utf-8")

    build_removing(temporary, build_and_record, label)
    if final.exists():  # torn or damaged, or an entry another process just finished
        if (final / COMPLETE).is_file() and damage(final) is None:
            shutil.rmtree(temporary)
            return final
        shutil.rmtree(final)
    os.replace(temporary, final)
    evict_over_limit(final, cache_root(), cache_limit_bytes())
    return final


def discard(final: Path, why: str) -> None:
    """Remove the complete entry ``final`` that its engine could not load (``why``), with a
    warning, so that the next ``cached_entry`` builds it again: moved aside first (a reader
    sees the whole entry or none; one that holds its files open keeps them), then removed."""
    problem = damage(final, verify=True) or "its files match their checksums"
    log.warning("cache entry %s could not be loaded (%s; %s): building it again",
                final, why, problem)  # fmt: skip
    aside = final.parent / f"{final.name}.tmp-discarded-{os.getpid()}"
    if aside.exists():
        shutil.rmtree(aside)
    os.replace(final, aside)
    shutil.rmtree(aside)


def build_removing(folder: Path, build: Callable[[Path], None], label: str) -> None:
    """``build(folder)``; if it raises, ``folder`` is removed, and where the disk is full the
    error is a ``CacheFullError`` (from the original) saying so."""
    try:
        build(folder)
    except Exception as err:
        full = not isinstance(err, CacheFullError) and out_of_space(err, folder)
        remove(folder)  # after the probe: it frees the space
        if full:
            raise CacheFullError(
                errno.ENOSPC,
                f"the cache folder {folder.parent} is out of space: building the {label} "
                f"failed ({type(err).__name__}: {err}); its disk has "
                f"{free_space(folder.parent) / 1e6:.1f} MB free once the partial entry was "
                f"removed; free some space or set {CACHE_ENV} to a folder on a disk with room",
            ) from err
        raise
    except BaseException:  # an interrupt: no partial entry left either
        remove(folder)
        raise


def remove(folder: Path) -> None:
    """``folder`` and what it holds, if it is there."""
    if folder.exists():
        shutil.rmtree(folder)


def out_of_space(err: Exception, folder: Path) -> bool:
    """Whether ``err`` came from a full disk: an ``ENOSPC`` / ``EDQUOT`` error, or any error
    with under ``LOW_SPACE`` bytes left on ``folder``'s disk."""
    if isinstance(err, OSError) and err.errno in FULL_DISK_ERRNOS:
        return True
    return free_space(folder if folder.exists() else folder.parent) < LOW_SPACE


@contextlib.contextmanager
def room_for(folder: Path, what: str, expected: int, least: int | None = None) -> Iterator[None]:
    """A block that writes ``what``, expected to take about ``expected`` bytes, into
    ``folder``: an ``OSError`` ENOSPC before it runs when ``folder``'s disk has less than
    ``least`` bytes free (default: a quarter of ``expected``, so a rough estimate never refuses
    a write that fits), and an ``OSError`` or ``RuntimeError`` (OpenVINO's) the block raises
    while the disk had less than twice ``expected`` free when it began is an ``OSError``
    ENOSPC (from the original), which ``build_removing`` reports as a ``CacheFullError``."""
    least = expected // 4 if least is None else least
    free = free_space(folder)
    if free < least:
        raise OSError(
            errno.ENOSPC,
            f"the {what} takes at least {least / 1e6:.1f} MB, more than the {free / 1e6:.1f} MB "
            f"free on the disk of {folder}",
        )
    try:
        yield
    except (OSError, RuntimeError) as err:
        if (isinstance(err, OSError) and err.errno in FULL_DISK_ERRNOS) or free >= 2 * expected:
            raise
        raise OSError(
            errno.ENOSPC,
            f"writing the {what} (about {expected / 1e6:.1f} MB) failed with "
            f"{free / 1e6:.1f} MB free on the disk of {folder} when it began, under twice that: "
            f"{type(err).__name__}: {err}",
        ) from err


def free_space(folder: Path) -> int:
    """Bytes free to this user on ``folder``'s disk."""
    return shutil.disk_usage(folder).free


def writable(folder: Path) -> bool:
    """Whether entries can be made under ``folder`` (it, or its nearest existing parent)."""
    while not folder.exists():
        folder = folder.parent
    return os.access(folder, os.W_OK | os.X_OK)


def _build_elsewhere(
    kind: str, parts: dict[str, Any], build: Callable[[Path], None], final: Path
) -> Path:
    """The entry built in a temporary folder of this process (removed when it exits): the
    cache folder cannot be written."""
    folder = Path(tempfile.mkdtemp(prefix=f"tt-da3-{kind}-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    log.warning(
        "the cache folder %s cannot be written: the %s is built in %s for this process only "
        "(set %s to a writable folder to keep it)",
        final.parent, KIND_LABELS.get(kind, kind), folder, CACHE_ENV,
    )  # fmt: skip
    build(folder)
    return folder


def owner_alive(folder: Path) -> bool:
    """Whether the process that is building ``folder`` (``*.tmp-PID``) still runs."""
    pid = folder.name.rpartition("-")[2]
    if not pid.isdigit():
        return False
    return Path(f"/proc/{pid}").exists() and int(pid) != os.getpid()
