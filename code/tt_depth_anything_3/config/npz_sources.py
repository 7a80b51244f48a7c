"""What an ``.npz`` reader (``DepthOutput.load_npz``, ``exports.load_npz``) takes: a path, the
archive's bytes (any bytes-like object) or an open binary file, checked to be a zip archive
before ``np.load`` reads it (numpy would talk of pickles, or take bytes for a file name)."""

from __future__ import annotations

import io
import os
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .errors import InputError


@dataclass(frozen=True)
class NpzSource:
    """``source``: what ``np.load`` reads (a path, or a seekable binary file at the position it
    was given at); ``label``: how a message names a source that is not a path (None for a
    path: each reader names a path its own way); ``noun``: ``is`` / ``are`` after it."""

    source: Any
    label: str | None
    noun: str = "is"

    def is_zip(self) -> bool:
        """Whether it is a zip archive (an ``.npz``). A missing path counts as one: ``np.load``
        then raises its ``FileNotFoundError``. A file's position is kept."""
        if self.label is None:
            return not os.path.isfile(self.source) or zipfile.is_zipfile(self.source)
        position = self.source.tell()
        try:
            return zipfile.is_zipfile(self.source)
        finally:
            self.source.seek(position)


def npz_source(given: object, reader: str) -> NpzSource:
    """``given`` as an ``NpzSource``, or ``InputError`` naming ``reader`` for another type. An
    open file that cannot seek (a pipe) is read whole first: a zip archive is read from its end."""
    if isinstance(given, (bytes, bytearray, memoryview)):
        return NpzSource(io.BytesIO(bytes(given)), "the bytes", "are")
    if isinstance(given, (str, os.PathLike)):
        return NpzSource(os.path.expanduser(given), None)  # "~/x.npz", as save wrote it
    if not callable(getattr(given, "read", None)):
        raise InputError(
            f"{reader} reads a path, the .npz bytes or an open binary file, got "
            f"{type(given).__name__}"
        )
    name = getattr(given, "name", None)
    label = f"the file {str(name)!r}" if isinstance(name, (str, os.PathLike)) else "the file"
    if isinstance(given, io.TextIOBase):
        raise InputError(f"{reader} reads a binary file; {label} is open as text (open it 'rb')")
    seekable = getattr(given, "seekable", None)
    if callable(seekable) and seekable():
        return NpzSource(given, label)
    data = given.read()  # type: ignore[attr-defined]
    if not isinstance(data, bytes):
        raise InputError(f"{reader} reads a binary file; {label} is open as text (open it 'rb')")
    return NpzSource(io.BytesIO(data), label)


def read_arrays(data: Any, names: Sequence[str], what: str) -> dict[str, Any]:
    """The arrays ``names`` that the open ``.npz`` ``data`` holds, read; ``InputError`` naming
    ``what`` and the array for one stored as Python objects (a pickle: never loaded)."""
    arrays = {}
    for name in names:
        if name not in data:
            continue
        try:
            arrays[name] = data[name]
        except ValueError as err:  # np.load(allow_pickle=False) refuses an object array
            raise InputError(
                f"{what}: its array {name!r} holds Python objects ({err}); an .npz of numeric "
                "arrays is expected"
            ) from err
    return arrays
