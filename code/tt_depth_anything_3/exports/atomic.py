"""Writing files and folders so that a failure leaves nothing half-written."""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

from ..config.errors import InputError
from ..config.extras import require_module
from ..config.file_writes import (
    make_parent_folder,
    name_within,
    replaced_on_success,
    write_failure,
)


def require(module: str, package: str) -> ModuleType:
    """``import module``, or a ``MissingExtraError`` saying how to install the 3D extra."""
    return require_module(module, f"this export ({package})", "3d")


NAME_MAX = 255  # bytes of one file name (Linux, macOS)


def short_name(name: str, extra: int) -> str:
    """``name`` cut so that ``extra`` more bytes still make a legal file name: a temporary
    name beside a 244-byte target was 'File name too long'."""
    return name_within(name, NAME_MAX - extra)


@contextlib.contextmanager
def atomic_file(path: Path) -> Iterator[Path]:
    """Yield a temporary path beside ``path``; it replaces ``path`` only if the block succeeds."""
    if path.is_dir():  # checked first: the rename would fail after the work, naming the temp
        raise InputError(f"{path} is a folder; name the file to write")
    make_parent_folder(path)
    tmp_path = path.with_name(f".{short_name(path.name, 18)}.{uuid.uuid4().hex[:12]}.tmp")
    with replaced_on_success(path, tmp_path):
        yield tmp_path


@contextlib.contextmanager
def atomic_folder(path: Path, names: tuple[str, ...]) -> Iterator[Path]:
    """Yield a temporary folder beside ``path``; when the block succeeds, the files ``names``
    written there move into ``path`` (created if needed; other files in it are left alone)."""
    if path.exists() and not path.is_dir():
        raise InputError(f"{path} exists and is not a folder (a COLMAP model is a folder)")
    make_parent_folder(path)
    try:
        prefix = f".{short_name(path.name, 14)}."
        tmp = Path(tempfile.mkdtemp(prefix=prefix, suffix=".tmp", dir=path.parent))
    except OSError as error:
        raise write_failure(path, error) from error
    try:
        yield tmp
        missing = [name for name in names if not (tmp / name).is_file()]
        if missing:
            raise RuntimeError(f"the writer did not produce {missing}")
        path.mkdir(exist_ok=True)
        for name in names:
            os.replace(tmp / name, path / name)
    except OSError as error:
        raise write_failure(path, error) from error
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
