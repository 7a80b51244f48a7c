"""Text files a user writes by hand (split files, calibration, lists of paths), read as the
editors of every platform save them: UTF-8 with or without a byte-order mark, or UTF-16 with
its mark (Windows PowerShell's ``>``); text that is not UTF-8 is refused naming the file and
line, or, for lists of file names, kept as the bytes the file system holds."""

from __future__ import annotations

import codecs
import os
from pathlib import Path

_UTF16_MARKS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)


def read_text_file(path: str | os.PathLike, errors: str = "strict") -> str:
    """The text of ``path`` without its byte-order mark. ``errors="surrogateescape"`` keeps
    bytes that are not UTF-8 as ``os.fsdecode`` does (file names as the file system holds
    them); with ``"strict"`` such bytes are a ``ValueError`` naming the file, the line and the
    byte (``UnicodeDecodeError`` named neither)."""
    raw = Path(path).read_bytes()
    encoding = "utf-16" if raw.startswith(_UTF16_MARKS) else "utf-8"
    if encoding == "utf-8":
        raw = raw.removeprefix(codecs.BOM_UTF8)
    try:
        return raw.decode(encoding, errors)
    except UnicodeDecodeError as err:
        line = raw[: err.start].decode(encoding, "replace").count("\n") + 1
        raise ValueError(
            f"{path}:{line}: not {encoding.upper()} text (byte 0x{raw[err.start]:02x} at "
            f"offset {err.start}); save the file as UTF-8"
        ) from err
