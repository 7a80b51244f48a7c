"""On-disk cache of exported graphs and compiled models, safe against torn writes.

Each entry is a folder named by a key (SHA-256 of what the artifact depends on: the checkpoint,
the input shape, the precision, the engine and its version, the CPU, this package's version). It
is built in a temporary sibling folder of its own (locked while it is built: ``cache_locks``)
and moved into place with ``os.replace``, so a reader sees a whole entry or none; a process
that finds another's build of its key under way waits for it (``cache_locks.wait_for_builds``:
at most ``TT_DA3_CACHE_WAIT_S`` seconds, default an hour, then a ``CacheBuildWaitError``; a
thread another thread's, ``cache_locks.key_lock``, the same way),
and of two identical builds begun at the same instant the second finds the first's and drops
its own; a crash leaves only a
``.tmp-*`` folder, which the next build of that key, the bound or ``tt-da3 cache --clear``
removes. A load holds the entries it uses (``holding_entries``), so that no eviction removes
them under it. ``entry.json`` records each file's size, modification time and CRC-32. Every use
compares sizes and times (a ``stat`` per file), reading the CRC-32 of a file whose time changed;
every CRC-32 is read when the engine cannot load it, with ``TT_DA3_CACHE_VERIFY=1``, and by
``tt-da3 cache --verify`` (``cache_integrity``). An entry found damaged is rebuilt, with a warning.
Where the cache folder cannot be written (a read-only container image), a missing or damaged
entry is built in a temporary folder of this process (a damaged one left there), with a warning
naming ``TT_DA3_CACHE_DIR``. A build that fails removes its temporary folder; one that fills
the disk, or a disk too full to make its folders, is a ``CacheFullError`` (``cache_full``).
"""

from __future__ import annotations

import atexit
import contextlib
import dataclasses
import errno
import hashlib
import json
import logging
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from ...config.cache_folder import CACHE_ENV as CACHE_ENV  # the variable's name, re-exported
from ...config.cache_folder import package_cache_folder, unwritable_reason
from ...config.cache_folder import writable as writable  # the runtime cache's, moved down
from ...config.file_writes import file_on_the_way
from ...version import __version__
from .build_times import timed_build
from .cache_full import FULL_DISK_ERRNOS as FULL_DISK_ERRNOS  # moved there, with
from .cache_full import LOW_SPACE as LOW_SPACE  # the words of a full disk
from .cache_full import CacheFullError as CacheFullError
from .cache_full import full_disk_error
from .cache_integrity import FILES as FILES  # entry.json's record of each file
from .cache_integrity import crc32_of as crc32_of
from .cache_integrity import damage as damage
from .cache_integrity import file_digests, publish
from .cache_layout import COMPLETE as COMPLETE  # written last inside an entry
from .cache_layout import MAX_GB_ENV as MAX_GB_ENV  # the cache's bound
from .cache_layout import cache_limit_bytes as cache_limit_bytes
from .cache_layout import evict_over_limit
from .cache_locks import (
    TEMP_NAME,
    held_by_another,
    hold_scope,
    key_lock,
    move_aside,
    names_locked,
    new_build_folder,
    remove_tree,
    remove_unless_held,
    share_lock,
    wait_for_builds,
)
from .cache_owner import foreign_owner
from .checkpoint_digests import file_signature as file_signature
from .checkpoint_digests import remembered_digest

# what each kind of entry holds, for the notices of a first build (INFO on ``log``)
KIND_LABELS = {
    "onnx": "ONNX graph",
    "openvino-ir": "OpenVINO IR",
    "openvino-compiled": "compiled OpenVINO model",
    "gate": "accuracy gate figures",
    "tensorrt": "TensorRT engine",
    "cpu-probe": "bf16 speed probe",
}
log = logging.getLogger(__name__)


def cache_root() -> Path:
    """``cache_folder()``, after a bad ``TT_DA3_CACHE_MAX_GB`` is said (``ValueError``) before
    the cache is used."""
    cache_limit_bytes()
    return cache_folder()


def cache_folder() -> Path:
    """``runtimes/`` in the package's cache folder (``config.cache_folder``: ``$TT_DA3_CACHE_DIR``,
    else ``~/.cache/tt_depth_anything_3``; a relative value kept as first resolved)."""
    return package_cache_folder() / "runtimes"


def checkpoint_identity(weights: os.PathLike | str) -> dict[str, Any]:
    """What identifies a checkpoint file's contents: its size and the SHA-256 of all its
    bytes (``content_digest``), so copies share their engines and an edited file gets new."""
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
    ``cache_root()/checkpoint-digests`` by the resolved path with its ``file_signature``: a
    warm load reads one small JSON file, not gigabytes. A cache folder that cannot be
    written (read-only, or a full disk) only means the file is read again next time."""
    folder = cache_root() / DIGESTS
    return remembered_digest(path, folder, writable(folder))


def entry_key(parts: dict[str, Any]) -> str:
    """The folder name of an entry: SHA-256 (24 hex digits) of ``parts`` as sorted JSON,
    with this package's version added."""
    text = json.dumps({**parts, "package": __version__}, sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:24]


@contextlib.contextmanager
def holding_entries() -> Iterator[None]:
    """A load's scope: every entry ``cached_entry`` returns inside it stays (a shared lock:
    neither this process's bound nor another process's eviction or ``tt-da3 cache --clear``
    removes it) until the outermost scope ends; then, if it built an entry, the least recently
    used others go past ``TT_DA3_CACHE_MAX_GB``. Scopes nest, one per thread."""
    scope = hold_scope()
    scope.depth += 1
    try:
        yield
        if scope.depth == 1 and scope.built:
            evict_over_limit(Path(), cache_root(), cache_limit_bytes())
    finally:
        scope.depth -= 1
        if scope.depth == 0:
            scope.built = False
            scope.release()


def cached_entry(kind: str, parts: dict[str, Any], build: Callable[[Path], None]) -> Path:
    """The folder of the entry ``parts`` under ``cache_root()/kind``, built by
    ``build(folder)`` into a temporary folder first when it is not there yet (or damaged);
    held until the enclosing ``holding_entries`` scope (or this call) ends. A symbolic link
    for the kind folder or the entry is refused (``ValueError``): the cache follows none."""
    final = cache_root() / kind / entry_key(parts)
    for path in (final.parent, final):
        if path.is_symlink():
            raise ValueError(
                f"{path} is a symbolic link: the runtime cache follows none; remove it, or set "
                f"{CACHE_ENV} to the folder it points to"
            )
    with holding_entries(), key_lock(final):
        planted = foreign_owner(final) if final.is_dir() else None
        if planted is not None:  # never loaded: another user could have written it all
            return _build_elsewhere(kind, parts, build, final, f"its entry {final.name} is "
                                    f"another user's ({planted})")  # fmt: skip
        for _ in range(3):  # another process may evict or replace it between two steps
            if held_entry(final):
                return final
            if not writable(final.parent):  # a file on the way is named, not the kind folder
                blocked = file_on_the_way(final.parent)
                why = unwritable_reason(final.parent)  # the folder that refuses is named
                why = f"cannot be made: {blocked} is a file" if blocked else why
                return _build_elsewhere(kind, parts, build, final, why)
            if (refused := unmade_folder(final.parent)) is not None:
                return _build_elsewhere(kind, parts, build, final, refused)
            if final.exists() and not final.is_dir():  # no lock takes it, no build replaced it
                log.warning("cache entry %s is a file, not a folder: building it again", final)
                final.unlink()
            if build_entry(kind, parts, build, final):
                return final
        raise FileNotFoundError(
            errno.ENOENT, "the cache entry was removed by another process as soon as built", final
        )


# mkdir's refusals of a folder that ``writable`` (``os.access``) calls writable: root under
# /sys (EPERM) or /proc (ENOENT), a read-only file system seen late
UNMADE = (errno.EPERM, errno.EACCES, errno.EROFS, errno.ENOENT)


def unmade_folder(folder: Path) -> str | None:
    """None once ``folder`` is there (made if need be), or why it cannot be made."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        if err.errno in FULL_DISK_ERRNOS:  # not a folder it may not make: a full disk
            free = free_space(on_disk(folder))
            raise full_disk_error(err, folder, "making it", free, False) from err
        if err.errno not in UNMADE:
            raise
        return f"cannot be made ({err.strerror})"
    return None


# entries its engine could not load that a cache folder which cannot be written keeps there:
# passed over by this process, which builds them in a temporary folder instead
PASSED_OVER: set[Path] = set()


def held_entry(final: Path) -> bool:
    """Whether the whole, undamaged entry ``final`` is there, then held (its last use set);
    a damaged one is moved aside, with a warning (left there where the cache folder cannot be
    written: the caller builds it for this process)."""
    if final in PASSED_OVER or not (final / COMPLETE).is_file():
        return False
    scope = hold_scope()
    if not scope.hold(final):  # removed since
        return False
    problem = damage(final)
    if problem is None:
        if os.access(final, os.W_OK):  # its last use (``tt-da3 cache --older-than``)
            os.utime(final)
        return True
    log.warning("cache entry %s is damaged (%s): building it again", final, problem)
    scope.release(final)
    if not writable(final.parent):  # a read-only cache: left as it is
        return False
    aside = move_aside(final, "discarded")
    if aside is not None:
        remove_tree(aside)
    return False


def build_entry(
    kind: str, parts: dict[str, Any], build: Callable[[Path], None], final: Path
) -> bool:
    """Build the entry ``final`` in a temporary folder of this thread's own (its exclusive lock
    held) and publish it; when another process published it first, ours is dropped and theirs
    used. Whether ``final`` is held now."""
    final.parent.mkdir(parents=True, exist_ok=True)
    if wait_for_builds(final.parent, final.name) and held_entry(final):
        return True  # another process built it while this one waited
    for stale in final.parent.glob(f"{final.name}.tmp-*"):
        if TEMP_NAME.search(stale.name) and not stale.is_symlink():
            remove_unless_held(stale)  # a killed build's; a live one holds its lock
    detail = ", ".join(str(parts[key]) for key in ("precision", "storage") if key in parts)
    label = f"{KIND_LABELS.get(kind, kind)} of {parts.get('model', 'the model')}"
    label += f" ({detail})" if detail else ""
    try:
        temporary, fd = new_build_folder(final.parent, final.name)
    except OSError as err:  # a disk too full for the folder itself
        if err.errno not in FULL_DISK_ERRNOS:
            raise
        doing = f"making a folder to build the {label}"
        raise full_disk_error(err, final.parent, doing, free_space(final.parent), False) from err
    log.info("%s: not cached yet, building it once into %s", label, final)

    def build_and_record(folder: Path) -> None:
        with timed_build() as took:  # its own time: the entries it is built from apart
            build(folder)
        log.info("%s: built in %s", label, took.text())
        record = {**parts, FILES: file_digests(folder)}
        text = json.dumps(record, indent=1, sort_keys=True, default=str)
        (folder / COMPLETE).write_text(text, encoding="utf-8")

    try:
        build_removing(temporary, build_and_record, label)
        published = publish(temporary, final)
    except BaseException:
        os.close(fd)
        raise
    if not published:  # another process's identical build is there: ours goes
        os.close(fd)
        remove_tree(temporary)
        return held_entry(final)
    share_lock(fd)
    if not names_locked(final, fd):  # evicted in the instant the lock was exclusive of none
        os.close(fd)
        return False
    scope = hold_scope()
    scope.built = True
    return scope.hold(final, fd)


def discard(final: Path, why: str, problem: str | None = None) -> None:
    """Remove the complete entry ``final`` that its engine could not load (``why``), with a
    warning saying what is wrong with it (``problem``; by default every CRC-32 is read), so
    that the next ``cached_entry`` builds it again: moved aside first (a reader sees the whole
    entry or none; one that holds its files open keeps them), then removed; where the cache
    folder cannot be written it stays, passed over by this process. An entry another process
    removed first is no error."""
    problem = problem or damage(final, verify=True) or "its files match their checksums"
    log.warning("cache entry %s could not be loaded (%s; %s): building it again",
                final, why, problem)  # fmt: skip
    hold_scope().release(final)
    if not writable(final.parent):  # a read-only cache: left as it is, passed over
        PASSED_OVER.add(final)
        return
    aside = move_aside(final, "discarded")
    if aside is not None:
        remove_tree(aside)


def build_removing(folder: Path, build: Callable[[Path], None], label: str) -> None:
    """``build(folder)``; if it raises, ``folder`` is removed, and where the disk is full the
    error is a ``CacheFullError`` (from the original) saying so."""
    try:
        build(folder)
    except Exception as err:
        full = not isinstance(err, CacheFullError) and out_of_space(err, folder)
        remove(folder)  # after the probe: it frees the space
        if full:
            free = free_space(folder.parent)
            raise full_disk_error(err, folder.parent, f"building the {label}", free) from err
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


def free_space(folder: Path) -> int:  # bytes free to this user on ``folder``'s disk
    return shutil.disk_usage(folder).free


def on_disk(folder: Path) -> Path:  # ``folder``, else its nearest parent there
    return next(path for path in (folder, *folder.parents) if path.exists())


def _build_elsewhere(
    kind: str,
    parts: dict[str, Any],
    build: Callable[[Path], None],
    final: Path,
    why: str = "cannot be written",
) -> Path:
    """The entry built in a temporary folder of this process (removed when it exits, or at
    once when the build fails: a failed export's gigabytes stayed in the temporary folder as
    long as the process, a server's for good): the cache folder cannot be written, or ``why``
    its entry is not used."""
    folder = Path(tempfile.mkdtemp(prefix=f"tt-da3-{kind}-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    log.warning(
        "the cache folder %s %s: the %s is built in %s for this process only "
        "(set %s to a writable folder to keep it)",
        final.parent, why, KIND_LABELS.get(kind, kind), folder, CACHE_ENV,
    )  # fmt: skip
    build_removing(folder, build, f"{KIND_LABELS.get(kind, kind)} of this process")
    return folder


owner_alive = held_by_another  # a live build holds a temporary folder: its lock, not a PID
