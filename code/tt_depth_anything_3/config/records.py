"""Records of what made a run's outputs (a stream's ``stream.json``, a dataset job's
``run.json``, the KITTI prediction cache's ``cache.json``), and their comparison with a rerun:
a rerun that differs is refused, saying what differs, rather than mixing results."""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import numpy as np

from .errors import InputError
from .file_writes import write_text_whole


def differences(recorded: Any, now: Any, name: str = "") -> list[str]:
    """``name: recorded there, now now`` for each leaf of two JSON values that differs."""
    if isinstance(recorded, dict) and isinstance(now, dict):
        return [
            line
            for key in sorted(set(recorded) | set(now), key=str)
            for line in differences(
                recorded.get(key), now.get(key), f"{name}.{key}" if name else str(key)
            )
        ]
    if recorded == now:
        return []
    line = f"{name or 'value'}: {_shown(recorded)} there, {_shown(now)} now"
    cut = max(len(repr(recorded)), len(repr(now))) > SHOWN_CHARS  # may not show where
    if cut and isinstance(recorded, list) and isinstance(now, list):
        line += _first_difference(recorded, now)
    return [line]


def _first_difference(recorded: list, now: list) -> str:
    """`` (N items there, M now; the first that differs, [i]: a there, b now)``."""
    found = next((i for i, (a, b) in enumerate(zip(recorded, now, strict=False)) if a != b), None)
    i = min(len(recorded), len(now)) if found is None else found
    a, b = (_shown(items[i]) if i < len(items) else "none" for items in (recorded, now))
    return (
        f" ({len(recorded)} items there, {len(now)} now; the first that differs, [{i}]: "
        f"{a} there, {b} now)"
    )


SHOWN_CHARS = 160  # of a value in a difference (a run's list of frame files is long)


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= SHOWN_CHARS else f"{text[: SHOWN_CHARS - 5]} ...{text[-1]}"


def as_json(value: Any) -> Any:
    """``value`` as it reads back from JSON: tuples become lists, numpy numbers and arrays
    Python numbers and lists, anything else (a ``Path``) its text."""
    return json.loads(json.dumps(value, default=_plain))


def _plain(value: Any) -> Any:
    if isinstance(value, (np.generic, np.ndarray)):
        return value.tolist()
    return str(value)


def not_a_record(path: Path, why: str) -> InputError:
    """The error for a ``path`` that is not a run record this package wrote (``why``)."""
    return InputError(
        f"{path} is not a run record of tt-depth-anything-3 ({why}): use another output "
        "folder, or move that file away"
    )


def read_record(path: Path, fields: Mapping[str, type] | None = None) -> dict[str, Any]:
    """The run record in ``path``: a JSON object, holding each of ``fields`` with its type
    when given. ``InputError`` (``not_a_record``) for anything else: a link (the package
    writes none), a folder, text that is not UTF-8 JSON (or nested too deeply to read), a
    JSON value that is not an object, a field missing or of another type."""
    if path.is_symlink():
        raise not_a_record(path, "a link")
    if not path.is_file():
        raise not_a_record(path, "not a file")
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        raise not_a_record(path, "not UTF-8 text") from None
    except json.JSONDecodeError as err:
        raise not_a_record(path, f"not JSON: {err}") from None
    except RecursionError:
        raise not_a_record(path, "JSON nested too deeply") from None
    if not isinstance(record, dict):
        raise not_a_record(path, f"a JSON {type(record).__name__}, not an object")
    for name, kind in (fields or {}).items():
        if not isinstance(record.get(name), kind):
            raise not_a_record(path, f"no {name!r} {kind.__name__}")
    return record


def check_same_run(
    path: Path,
    record: dict[str, Any],
    what: str,
    outputs: Iterable[Path] = (),
    held: Iterable[Path] | None = None,
    progress: str | None = None,
    rerun: str = "resume",
) -> None:
    """Write ``record`` to ``path`` on a first run; on a rerun, ``InputError`` naming each
    difference from the recorded one (``what`` says whose outputs are there). A first run
    into a folder already holding any of its ``outputs`` is refused too: with no record to say
    how they were made they would be taken as done, or mixed with this run's.

    ``held``: the output files the folder holds, whichever run made them (read lazily, only
    when the records differ). Given and empty, the record is of a run that failed before it
    wrote anything: it speaks for no output, so it is replaced, not a reason to refuse.
    ``progress``: a key of ``record`` saying how far the run got (``"complete"``): not
    compared, and written as ``record`` has it when a rerun of the same run starts.
    ``rerun``: what the same run again does, for the refusal (``resume``, ``rewrite them``)."""
    record = as_json(record)
    if path.is_symlink() or path.exists():  # a link or a foreign file is never replaced
        recorded = read_record(path)
        if not set(recorded) & set(record):
            raise not_a_record(path, f"none of the keys {', '.join(sorted(record))}")
    else:
        present = sorted(os.path.relpath(p, path.parent) for p in outputs if p.exists())
        if present:
            more = f" and {len(present) - 3} more" if len(present) > 3 else ""
            shown = ", ".join(present[:3]) + more
            raise InputError(
                f"{path.parent} holds outputs ({shown}) but no {path.name} saying how they "
                "were made: use another output folder, or empty this one"
            )
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text_whole(path, json.dumps(record, indent=1))
        return
    changed = differences(_without(recorded, progress), _without(record, progress))
    if not changed and progress is not None and recorded.get(progress) != record.get(progress):
        write_text_whole(path, json.dumps(record, indent=1))  # a rerun starts
    if changed and held is not None and not any(True for _ in held):
        # the record of a run that wrote nothing (it failed first): this run starts afresh
        write_text_whole(path, json.dumps(record, indent=1))
        return
    if changed:
        raise made_otherwise(path.parent, what, changed, rerun)


def made_otherwise(
    folder: Path, what: str, changed: list[str], rerun: str = "resume"
) -> InputError:
    """The refusal of a rerun into ``folder``, which holds ``what`` made otherwise (each
    line of ``changed``: ``differences``)."""
    return InputError(
        f"{folder} holds {what} made otherwise ({'; '.join(changed)}): use another "
        f"output folder, or the same model and settings to {rerun}"
    )


def _without(record: Any, key: str | None) -> Any:
    """``record`` without ``key`` (a JSON object; anything else as it is)."""
    if key is None or not isinstance(record, dict):
        return record
    return {k: v for k, v in record.items() if k != key}
