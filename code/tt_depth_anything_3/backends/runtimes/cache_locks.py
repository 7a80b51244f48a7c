"""Who may remove a runtime cache folder: each is locked with ``flock`` on the folder itself.
A build holds an exclusive lock on its temporary folder (``<key>.tmp-<pid>-<token>``) until it
is published; a load holds a shared lock on every entry it uses (``hold``) until its scope
(``HoldScope``) ends. A folder is removed only by one that takes its exclusive lock without
waiting, checks that the path still names the folder it locked, and renames it aside
(``.tmp-evicted-*``) before removing it: a live build or an entry in use, in this process or
another, is never removed, and a folder left by a killed process (its locks gone with it,
whatever its PID now names) always can be. Symbolic links are never followed (``O_NOFOLLOW``).
Of the package it imports config alone."""

from __future__ import annotations

import contextlib
import errno
import glob
import logging
import os
import re
import shutil
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

from ...config.env_numbers import env_number
from ...config.file_locks import FOLDER_LOCKS, lock_file, unavailable
from ...config.file_locks import share_lock as share_flock
from ...config.file_writes import names_open_file as names_locked  # its lock still named

# a folder a build of the cache wrote (``*.tmp-PID`` from versions before the token), or one
# renamed aside to be removed; any other ``*.tmp-*`` name is not the cache's
TEMP_NAME = re.compile(r"\.tmp-(?:(?:evicted|discarded)-)?\d+(?:-[0-9a-f]{6,32})?$")
BUILD_NAME = re.compile(r"\.tmp-(\d+)-[0-9a-f]{6,32}$")  # a build's folder: ``.tmp-PID-TOKEN``
log = logging.getLogger(__name__)
GONE = (errno.ENOENT, errno.ELOOP, errno.ENOTDIR)  # opening a folder: not there, or a link
# a load that finds another process building an entry it needs waits for that build at most
# this long (``TT_DA3_CACHE_WAIT_S``): an hour, past the longest first build measured (DA3Metric-
# Large's int8 quantisation, 2.3-8 minutes; its cold load 257 s: OPT_REPORT 1c.16) with room for
# the giant model (about 4x the weights) on a slower, shared CPU
WAIT_ENV = "TT_DA3_CACHE_WAIT_S"
DEFAULT_WAIT_S = 3600.0
STILL_WAITING_S = 60.0  # between the "still waiting" warnings
POLL_S = 0.2  # between looks at the build's lock (a killed builder's is free at once)
FEATURE = (
    "the runtime cache (OpenVINO, ONNX Runtime, the accuracy gate of runtime='auto'; it locks "
    "its folders)"
)


def temp_name(name: str, why: str = "") -> str:
    """A folder name beside ``name`` that no other process or thread uses: ``name.tmp-``,
    ``why-`` (``evicted``, ``discarded``; none for a build), the PID and a random token."""
    return f"{name}.tmp-{why + '-' if why else ''}{os.getpid()}-{uuid.uuid4().hex[:12]}"


def lock_folder(folder: Path, shared: bool, wait: bool) -> int | None:
    """A descriptor of ``folder`` holding its lock (``shared`` or exclusive; ``wait``: block
    for it), the path still naming that folder; None when it is gone, a symbolic link, or
    (without ``wait``) locked by another holder. Without ``flock`` (Windows) a
    ``FileLocksUnavailableError`` naming the cache."""
    if not FOLDER_LOCKS:
        raise unavailable(FEATURE)
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
    except OSError as err:
        if err.errno in GONE:
            return None
        raise
    if not lock_file(fd, shared=shared, wait=wait, feature=FEATURE):  # held by another
        os.close(fd)
        return None
    if not names_locked(folder, fd):  # renamed or replaced meanwhile
        os.close(fd)
        return None
    return fd


def share_lock(fd: int) -> None:
    """The exclusive lock of ``fd`` made shared (other loads may hold the entry too)."""
    share_flock(fd, FEATURE)


def new_build_folder(parent: Path, name: str) -> tuple[Path, int]:
    """A new temporary folder for building the entry ``name`` under ``parent`` and the
    descriptor holding its exclusive lock (closed by the caller once the build is published
    or removed)."""
    while True:
        folder = parent / temp_name(name)
        folder.mkdir()
        fd = lock_folder(folder, shared=False, wait=False)
        if fd is not None:
            return folder, fd
        # a sweep took it as stale in the instant before it was locked: another name


class CacheBuildWaitError(TimeoutError):
    """Another process still held its build of a cache entry this one needs when the wait
    for it (``TT_DA3_CACHE_WAIT_S``) ran out: the message names the entry, the process and what
    to do."""


def build_wait_limit() -> float:
    """How many seconds a process waits for another's build of a cache entry it needs:
    ``$TT_DA3_CACHE_WAIT_S`` (a finite number >= 0), else ``DEFAULT_WAIT_S``; ``ValueError``
    naming the variable for another value."""
    must_be = (
        "(how long a load waits for another process's build of a runtime cache entry) must be "
        "a finite number of seconds >= 0"
    )
    value = env_number(WAIT_ENV, must_be, lowest=0)
    return DEFAULT_WAIT_S if value is None else value


def wait_for_builds(
    parent: Path, name: str, limit: float | None = None, every: float = STILL_WAITING_S
) -> bool:
    """Wait while another process builds the entry ``name`` under ``parent`` (its
    ``name.tmp-PID-TOKEN`` folder locked): two processes started at once on an empty cache
    (two servers, Ray replicas) each exported the same graph (110 s and gigabytes of memory
    each), the second's then dropped. Once the build is published (or failed, or its process
    died: its lock goes with it, seen within ``POLL_S``) the caller looks for the entry, and
    builds it only if it is not there. The wait is said on ``log`` when it begins (INFO) and
    every ``every`` seconds after (WARNING), and lasts at most ``limit`` seconds in all
    (default ``build_wait_limit()``), then a ``CacheBuildWaitError`` naming the process.
    Whether any build was waited for."""
    limit = build_wait_limit() if limit is None else limit
    start = time.monotonic()
    waited = False
    for folder in sorted(parent.glob(f"{glob.escape(name)}.tmp-*")):
        match = BUILD_NAME.search(folder.name)
        if match is None or int(match[1]) == os.getpid() or folder.is_symlink():
            continue  # not a build, or this process's own (its threads: ``key_lock``)
        if not build_running(folder):  # a killed one's (removed by the caller), or published
            continue
        log.info("%s: process %s is building it; waiting for that build (at most %s s in all; "
                 "%s sets it)", parent / name, match[1], f"{limit:g}", WAIT_ENV)  # fmt: skip
        wait_for_build(folder, int(match[1]), start, limit, every)
        waited = True
    return waited


def build_running(folder: Path) -> bool:
    """Whether a live build still holds ``folder`` (not published, removed or left by a
    killed process)."""
    fd = lock_folder(folder, shared=True, wait=False)
    if fd is not None:  # no live build holds it: a killed one's
        os.close(fd)
        return False
    return folder.is_dir()  # else published or removed meanwhile


def wait_for_build(folder: Path, pid: int, start: float, limit: float, every: float) -> None:
    """Until the build in ``folder`` (process ``pid``'s) ends: a WARNING every ``every``
    seconds; a ``CacheBuildWaitError`` once ``limit`` seconds have passed since ``start``."""
    entry = folder.parent / folder.name[: folder.name.rindex(".tmp-")]
    note = start + every
    while build_running(folder):
        now = time.monotonic()
        if now - start >= limit:
            raise CacheBuildWaitError(
                f"waited {limit:g} s for process {pid}'s build of the runtime cache "
                f"entry {entry}, which it still holds (its folder {folder.name} locked): if "
                f"that process hangs, stop it (kill {pid}, its PID where it runs: another "
                "container numbers its own) and load again, which builds the entry here; "
                "`tt-da3 cache --list` lists the cache's unfinished builds; a large model's "
                "first build (an export, an int8 quantisation) takes minutes: set "
                f"{WAIT_ENV} to wait longer (seconds; default {DEFAULT_WAIT_S:g})"
            )
        if now >= note:
            log.warning("%s: still waiting for process %s's build of it (%.0f s so far, at "
                        "most %s s; %s sets it)", entry, pid, now - start, f"{limit:g}",
                        WAIT_ENV)  # fmt: skip
            note = now + every
        time.sleep(max(0.0, min(POLL_S, start + limit - now, note - now)))


def held_by_another(folder: Path) -> bool:
    """Whether a live process (or another thread's build or load) holds ``folder``'s lock."""
    fd = lock_folder(folder, shared=False, wait=False)
    if fd is None:
        return folder.is_dir() and not folder.is_symlink()
    os.close(fd)
    return False


def remove_tree(folder: Path) -> None:
    """``folder`` and what it holds; what another process removed first is no error."""

    def gone_already(function: object, path: str, info: tuple) -> None:
        if not isinstance(info[1], FileNotFoundError):
            raise info[1]

    shutil.rmtree(folder, onerror=gone_already)


def move_aside(folder: Path, why: str) -> Path | None:
    """``folder`` renamed to a ``temp_name`` beside it (without its lock), or None when it
    was gone."""
    aside = folder.parent / temp_name(folder.name, why)
    try:
        os.replace(folder, aside)
    except FileNotFoundError:  # another process removed it first
        return None
    return aside


def remove_unless_held(folder: Path, why: str = "evicted") -> bool:
    """Remove ``folder`` unless it is held (a live build, an entry in use) or gone: locked,
    renamed aside, then removed. Whether it was removed."""
    fd = lock_folder(folder, shared=False, wait=False)
    if fd is None:
        return False
    try:
        aside = move_aside(folder, why)
    finally:
        os.close(fd)
    if aside is None:
        return False
    remove_tree(aside)
    return True


class HoldScope:
    """The entries one thread's current load holds (shared locks), released when its
    outermost scope ends; ``built``: whether the scope published a new entry."""

    def __init__(self) -> None:
        self.depth = 0
        self.held: dict[Path, int] = {}
        self.built = False

    def hold(self, folder: Path, fd: int | None = None) -> bool:
        """Keep ``folder`` (an entry) held until the scope ends: ``fd`` a descriptor already
        holding its lock, else a shared lock is taken. False when the folder is gone."""
        if folder in self.held:
            if fd is not None:
                os.close(fd)
            return True
        fd = lock_folder(folder, shared=True, wait=True) if fd is None else fd
        if fd is None:
            return False
        self.held[folder] = fd
        return True

    def release(self, folder: Path | None = None) -> None:
        """Release ``folder`` (default: every held entry)."""
        for path in [folder] if folder is not None else list(self.held):
            fd = self.held.pop(path, None)
            if fd is not None:
                os.close(fd)


THREAD = threading.local()


def hold_scope() -> HoldScope:
    """This thread's ``HoldScope``."""
    if not hasattr(THREAD, "scope"):
        THREAD.scope = HoldScope()
    return THREAD.scope


KEY_LOCKS: dict[Path, threading.RLock] = {}
KEY_HOLDERS: dict[Path, threading.Thread] = {}  # the thread holding each key's lock
KEY_LOCKS_GUARD = threading.Lock()


@contextlib.contextmanager
def key_lock(
    final: Path, limit: float | None = None, every: float = STILL_WAITING_S
) -> Iterator[None]:
    """One thread of this process at a time looks up or builds the entry ``final``: a second
    one waits, then finds it built. The wait is said and bounded as ``wait_for_builds``' for
    another process (INFO, a WARNING every ``every`` s, a ``CacheBuildWaitError`` after
    ``limit`` s, default ``build_wait_limit()``); the thread holding it takes it again at once."""
    with KEY_LOCKS_GUARD:
        lock = KEY_LOCKS.setdefault(final, threading.RLock())
    if not lock.acquire(blocking=False):
        wait_for_thread(lock, final, limit, every)
    outer = KEY_HOLDERS.get(final) is not threading.current_thread()
    if outer:
        KEY_HOLDERS[final] = threading.current_thread()
    try:
        yield
    finally:
        if outer:
            KEY_HOLDERS.pop(final, None)
        lock.release()


def wait_for_thread(lock: threading.RLock, final: Path, limit: float | None, every: float) -> None:
    """Acquire ``lock`` (``final``'s, held by another thread of this process), saying so on
    ``log``; a ``CacheBuildWaitError`` naming the thread once ``limit`` seconds have passed."""
    limit = build_wait_limit() if limit is None else limit
    holder = KEY_HOLDERS.get(final)
    who = f"thread {holder.name if holder is not None else '?'!r} of this process"
    start = time.monotonic()
    log.info("%s: %s is building or loading it; waiting for it (at most %s s; %s sets it)",
             final, who, f"{limit:g}", WAIT_ENV)  # fmt: skip
    note = start + every
    while True:
        now = time.monotonic()
        if now - start >= limit:
            raise CacheBuildWaitError(
                f"waited {limit:g} s for {who} to build or load the runtime cache entry "
                f"{final}, which it still holds: a thread that hangs there keeps it until this "
                "process ends (restart it); a large model's first build (an export, an int8 "
                f"quantisation) takes minutes: set {WAIT_ENV} to wait longer (seconds; default "
                f"{DEFAULT_WAIT_S:g})"
            )
        if now >= note:
            log.warning("%s: still waiting for %s (%.0f s so far, at most %s s; %s sets it)",
                        final, who, now - start, f"{limit:g}", WAIT_ENV)  # fmt: skip
            note = now + every
        if lock.acquire(timeout=max(0.0, min(start + limit - now, note - now))):
            return
