"""``tt-da3 cache``: list, verify or clear the package's on-disk caches: the runtime cache
(exported graphs, OpenVINO IRs and compiled models, gate figures, TensorRT engines under
``$TT_DA3_CACHE_DIR/runtimes``), the checkpoint digests it remembers
(``runtimes/checkpoint-digests``) and the Blackhole converted weights (a ``MODEL-DIGEST``
folder per checkpoint in ``$TT_DA3_CACHE_DIR``). Only the runtime cache was listed or
cleared before: a Blackhole machine's gigabytes of converted weights stayed out of sight."""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

from ..backends.blackhole.weight_cache_admin import clear_weight_folders, of_model, weight_folders
from ..backends.runtimes.cache import CACHE_ENV, DIGESTS, cache_folder, cache_limit_bytes
from ..backends.runtimes.cache_admin import (
    CacheEntry,
    cache_entries,
    clear_digest_temporaries,
    clear_entries_keeping,
    verify_entries,
)
from ..backends.runtimes.cache_layout import built_for, built_for_model, built_for_text
from ..backends.runtimes.cache_locks import held_by_another
from ..backends.runtimes.checkpoint_digests import memos, remove_memos
from ..config.cache_folder import package_cache_folder, writable
from ..config.file_writes import file_on_the_way


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``tt-da3 cache``."""
    parser = subparsers.add_parser(
        "cache",
        help="list, verify or clear the package's caches (compiled models, converted weights)",
        description=f"tt-da3 cache: the package's caches under ${CACHE_ENV} (default "
        "~/.cache/tt_depth_anything_3): the runtime cache (runtimes/: each entry's kind, size "
        "and last use), the checkpoint digests it remembers (runtimes/checkpoint-digests) and "
        "the Blackhole converted weights (a folder per checkpoint, listed as "
        "blackhole-weights). Everything is rebuilt on the next load that needs it; what a live "
        "process builds or reads is never removed, nor symbolic links. TT_DA3_CACHE_MAX_GB is "
        "not used (a bad value is said as a warning).",
    )
    action = parser.add_mutually_exclusive_group()
    action.add_argument("--list", action="store_true", help="list the entries (the default)")
    action.add_argument(
        "--clear", action="store_true",
        help="remove the entries, converted weights and checkpoint digests",
    )  # fmt: skip
    action.add_argument(
        "--verify", action="store_true",
        help="read every file's CRC-32 against its entry.json (a load compares sizes and times "
        "only) and remove the damaged entries (exit status 1 when there were any); the "
        "converted weights are read so at every load",
    )  # fmt: skip
    parser.add_argument(
        "--older-than", type=float, metavar="DAYS",
        help="with --clear: only the entries and converted weights last used more than DAYS "
        "days ago (the checkpoint digests, whose use is not recorded, are kept)",
    )  # fmt: skip
    parser.add_argument(
        "--model", metavar="NAME",
        help="with --list or --clear: only the entries and converted weights of one model: its "
        "name (da3-small), its NAME:DIGEST as listed, or its checkpoint's SHA-256 (8 hex digits "
        "or more; runtime entries only); the checkpoint digests are kept",
    )  # fmt: skip
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """List or clear the caches; prints what it found or removed."""
    if args.older_than is not None and (
        not args.clear or not math.isfinite(args.older_than) or args.older_than < 0
    ):
        missing = "" if args.clear else ": it picks what --clear removes; add --clear"
        raise ValueError(
            f"--older-than takes a finite number of days >= 0, with --clear (got {args.older_than})"
            + missing  # 3 days without --clear: the number was never the trouble
        )
    if args.model is not None and (args.verify or not args.model.strip()):
        raise ValueError(
            "--model picks one model's entries for --list or --clear (its name, NAME:DIGEST or "
            f"checkpoint SHA-256), got {args.model!r}" + (" with --verify" if args.verify else "")
        )
    try:
        cache_limit_bytes()
    except ValueError as err:  # the bound plays no part in listing or clearing: said, not fatal
        print(f"tt-da3 cache: warning: {err}", file=sys.stderr)
    root = cache_folder()
    if (
        blocked := file_on_the_way(root)
    ) is not None:  # listed as empty, it looked like a cache with nothing in it
        raise ValueError(f"the cache folder {root} cannot be used: {blocked} is a file")
    if args.verify:
        return verify(root, args.json)
    digests = root / DIGESTS
    if args.clear and root.is_dir() and not writable(root):  # a read-only image's cache
        raise ValueError(
            f"the cache folder {root} is read-only: nothing in it can be removed ({CACHE_ENV} "
            "names the folder; a process using it builds what it lacks in a temporary folder)"
        )
    if args.clear:
        seconds = None if args.older_than is None else args.older_than * 86400
        entries, kept = clear_entries_keeping(seconds, model=args.model)
        weights = clear_weight_folders(seconds, model=args.model)
        strays = clear_digest_temporaries()
        if strays and not args.json:
            print(f"removed {strays} temporary files of checkpoint digests left by a failed write")
        verb = "removed"
    else:
        entries, weights, strays, kept = cache_entries(), weight_folders(), None, []
        if args.model is not None:
            entries = [e for e in entries if built_for_model(built_for(e), args.model)]
            weights = [e for e in weights if of_model(e, args.model)]
        verb = "holds"
    # the digests: no last use to go by, nor a model
    cleared = args.clear and args.older_than is None and args.model is None
    memo_sizes = remove_memos(digests) if cleared else memos(digests)
    memo_verb = "removed" if cleared else "holds"
    total = sum(entry.bytes for entry in entries)
    weight_bytes = sum(entry.bytes for entry in weights)
    memo_bytes = sum(memo_sizes.values())
    if args.json:
        rows = [e.row() if args.clear else {**e.row(), "built_for": built_for(e)} for e in entries]
        listing = {"root": str(root), verb: rows, "bytes": total}
        if strays is not None:  # --clear: the digests' temporaries it removed, as the text says
            listing["temporaries_removed"] = strays
        listing["unfinished_builds"] = sum(unfinished(e) for e in entries)  # in the list
        listing["unrecorded_folders"] = sum(e.unrecorded for e in entries)  # no entry.json
        if args.clear:  # what a live process holds, left in place
            listing["kept"] = [e.row() for e in kept]
        listing.update(other_caches(weights, verb, digests, memo_sizes, memo_verb))
        listing["total_bytes"] = total + weight_bytes + memo_bytes
        print(json.dumps(listing))
        return 0
    for entry in entries:  # listed: what each was built for (removed: its record is gone)
        what = "" if args.clear else built_for_text(built_for(entry))
        print_row(entry, (f"  {what}" if what else "") + unfinished_note(entry, args.clear))
    for entry in weights:
        print_row(entry)
    print(
        f"{package_cache_folder()} {verb} {len(weights)} Blackhole weight folders, "
        f"{weight_bytes / 1e6:.1f} MB"
    )
    print(f"{digests} {memo_verb} {len(memo_sizes)} checkpoint digests, {memo_bytes / 1e3:.1f} kB")
    if kept:  # "removed 0 entries" with them still there
        print(
            f"{root} kept {entries_line(kept)} that a live process holds (a load using it, a "
            "build under way): --clear removes them once that process has ended"
        )
    print(f"{root} {verb} {entries_line(entries)}")  # the last line, as ever
    return 0


def entries_line(entries: list[CacheEntry]) -> str:
    """``N entries, X MB`` of the whole entries, then the unfinished builds apart (a killed
    build's ``.tmp-*`` folder was counted as an entry) and the folders without ``entry.json``
    (they were not listed at all)."""
    whole = [entry for entry in entries if entry.complete]
    line = f"{len(whole)} entries, {sum(entry.bytes for entry in whole) / 1e6:.1f} MB"
    for name, names, which in (
        ("unfinished build", "unfinished builds", [e for e in entries if unfinished(e)]),
        ("folder without entry.json", "folders without entry.json",
         [e for e in entries if e.unrecorded]),
    ):  # fmt: skip
        if which:
            count = len(which)
            line += (
                f", and {count} {names if count > 1 else name} "
                f"({sum(entry.bytes for entry in which) / 1e6:.1f} MB)"
            )
    return line


def unfinished(entry: CacheEntry) -> bool:
    """Whether ``entry`` is a build's ``.tmp-*`` folder (not a whole entry, not unrecorded)."""
    return not entry.complete and not entry.unrecorded


def print_row(entry: CacheEntry, note: str = "") -> None:
    """One line of the listing: last use, size, kind and folder, and ``note``."""
    row = entry.row()
    print(f"{row['last_used']}  {entry.bytes / 1e6:10.1f} MB  {entry.kind:18s}  {entry.path}{note}")


def unfinished_note(entry: CacheEntry, removed: bool) -> str:
    """What a runtime cache row adds when it is an unfinished build (its ``.tmp-*`` folder):
    a live one, or one a stopped process left, which ``--clear`` removes; or a folder without
    its ``entry.json``."""
    if entry.complete:
        return ""
    if entry.unrecorded:
        return "  (no entry.json: an older version's entry, or its record lost; no load uses it" + (
            ")" if removed else ": --clear removes it)"
        )
    if ".tmp-evicted-" in entry.path.name or ".tmp-discarded-" in entry.path.name:
        return "  (an entry set aside to be removed" + (")" if removed else ": --clear removes it)")
    if removed:
        return "  (unfinished build a stopped process left)"
    if held_by_another(entry.path):
        return "  (unfinished: a build in progress)"
    return "  (unfinished build a stopped process left: --clear removes it)"


def other_caches(
    weights: list[CacheEntry],
    verb: str,
    digests: Path,
    memo_sizes: dict[str, int],
    memo_verb: str,
) -> dict[str, dict[str, object]]:
    """The ``blackhole_weights`` and ``checkpoint_digests`` keys of every ``--json`` listing
    (``--list``, ``--clear``, ``--verify``: one shape): each cache's folder, what it holds
    (or what was removed) and its bytes."""
    return {
        "blackhole_weights": {
            "root": str(package_cache_folder()),
            verb: [e.row() for e in weights],
            "bytes": sum(entry.bytes for entry in weights),
        },
        "checkpoint_digests": {
            "root": str(digests),
            memo_verb: len(memo_sizes),
            "bytes": sum(memo_sizes.values()),
        },
    }


def verify(root: Path, as_json: bool) -> int:
    """``--verify``: every entry checked in full; prints the damaged ones, 1 if any. Its JSON
    has the other caches' keys too (as ``--list``'s), those not read (the converted weights are
    at every load)."""
    checked = sum(1 for entry in cache_entries() if entry.complete)
    damaged = verify_entries()
    rows = [{**entry.row(), "damage": problem, "removed": removed}
            for entry, problem, removed in damaged]  # fmt: skip
    if as_json:
        listing = {"root": str(root), "checked": checked, "damaged": rows}
        listing.update(
            other_caches(weight_folders(), "holds", root / DIGESTS, memos(root / DIGESTS), "holds")
        )
        print(json.dumps(listing))
    else:
        for row in rows:
            fate = "removed" if row["removed"] else "in use, not removed"
            print(f"damaged ({fate}): {row['path']}: {row['damage']}")
        print(f"{root}: checked {checked} entries, {len(rows)} damaged")
    return 1 if rows else 0
