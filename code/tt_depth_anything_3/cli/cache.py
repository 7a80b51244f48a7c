"""``tt-da3 cache``: list, verify or clear the on-disk runtime cache (exported graphs, OpenVINO
IRs and compiled models, gate figures, TensorRT engines under ``$TT_DA3_CACHE_DIR/runtimes``)."""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

from ..backends.runtimes.cache import CACHE_ENV, cache_folder, cache_limit_bytes
from ..backends.runtimes.cache_admin import (
    cache_entries,
    clear_digest_temporaries,
    clear_entries,
    verify_entries,
)
from ..config.file_writes import file_on_the_way


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``tt-da3 cache``."""
    parser = subparsers.add_parser(
        "cache",
        help="list, verify or clear the runtime cache (exported graphs, compiled models)",
        description=f"The runtime cache under ${CACHE_ENV}/runtimes (default "
        "~/.cache/tt_depth_anything_3/runtimes): each entry's kind, size and last use. Every "
        "entry is rebuilt on the next load that needs it; entries a live process is building "
        "are never removed, nor symbolic links. TT_DA3_CACHE_MAX_GB is not used (a bad value "
        "is said as a warning).",
    )
    action = parser.add_mutually_exclusive_group()
    action.add_argument("--list", action="store_true", help="list the entries (the default)")
    action.add_argument("--clear", action="store_true", help="remove the entries")
    action.add_argument(
        "--verify", action="store_true",
        help="read every file's CRC-32 against its entry.json (a load compares sizes and times "
        "only) and remove the damaged entries (exit status 1 when there were any)",
    )  # fmt: skip
    parser.add_argument(
        "--older-than", type=float, metavar="DAYS",
        help="with --clear: only the entries last used more than DAYS days ago",
    )  # fmt: skip
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """List or clear the cache; prints what it found or removed."""
    if args.older_than is not None and (
        not args.clear or not math.isfinite(args.older_than) or args.older_than < 0
    ):
        raise ValueError(
            f"--older-than takes a finite number of days >= 0, with --clear (got {args.older_than})"
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
    if args.clear:
        seconds = None if args.older_than is None else args.older_than * 86400
        entries = clear_entries(seconds)
        strays = clear_digest_temporaries()
        if strays and not args.json:
            print(f"removed {strays} temporary files of checkpoint digests left by a failed write")
        verb = "removed"
    else:
        entries, strays = cache_entries(), None
        verb = "holds"
    total = sum(entry.bytes for entry in entries)
    if args.json:
        listing = {"root": str(root), verb: [e.row() for e in entries], "bytes": total}
        if strays is not None:  # --clear: the digests' temporaries it removed, as the text says
            listing["temporaries_removed"] = strays
        print(json.dumps(listing))
        return 0
    for entry in entries:
        row = entry.row()
        print(f"{row['last_used']}  {entry.bytes / 1e6:10.1f} MB  {entry.kind:18s}  {entry.path}")
    print(f"{root} {verb} {len(entries)} entries, {total / 1e6:.1f} MB")
    return 0


def verify(root: Path, as_json: bool) -> int:
    """``--verify``: every entry checked in full; prints the damaged ones, 1 if any."""
    checked = sum(1 for entry in cache_entries() if entry.complete)
    damaged = verify_entries()
    rows = [{**entry.row(), "damage": problem, "removed": removed}
            for entry, problem, removed in damaged]  # fmt: skip
    if as_json:
        print(json.dumps({"root": str(root), "checked": checked, "damaged": rows}))
    else:
        for row in rows:
            fate = "removed" if row["removed"] else "in use, not removed"
            print(f"damaged ({fate}): {row['path']}: {row['damage']}")
        print(f"{root}: checked {checked} entries, {len(rows)} damaged")
    return 1 if rows else 0
