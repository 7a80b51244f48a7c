"""Writing files and folders so that a failure leaves nothing half-written."""

from __future__ import annotations

import contextlib
import importlib
import os
import shutil
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

from ..config.errors import InputError


def require(module: str, package: str) -> ModuleType:
    """``import module``, or an ImportError saying how to install the 3D extra."""
    try:
        return importlib.import_module(module)
    except ImportError as err:
        raise ImportError(
            f"this export needs {package}: pip install 'tt-depth-anything-3[3d]'"
        ) from err


@contextlib.contextmanager
def atomic_file(path: Path) -> Iterator[Path]:
    """Yield a temporary path beside ``path``; it replaces ``path`` only if the block succeeds."""
    if path.is_dir():  # checked first: the rename would fail after the work, naming the temp
        raise InputError(f"{path} is a folder; name the file to write")
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp_path = path.with_name(f".{path.name}.{uuid.uuid4().hex[:12]}.tmp")
    try:
        yield tmp_path
        os.replace(tmp_path, path)
    finally:
        tmp_path.unlink(missing_ok=True)


@contextlib.contextmanager
def atomic_folder(path: Path, names: tuple[str, ...]) -> Iterator[Path]:
    """Yield a temporary folder beside ``path``; when the block succeeds, the files ``names``
    written there move into ``path`` (created if needed; other files in it are left alone)."""
    if path.exists() and not path.is_dir():
        raise InputError(f"{path} exists and is not a folder (a COLMAP model is a folder)")
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent))
    try:
        yield tmp
        missing = [name for name in names if not (tmp / name).is_file()]
        if missing:
            raise RuntimeError(f"the writer did not produce {missing}")
        path.mkdir(exist_ok=True)
        for name in names:
            os.replace(tmp / name, path / name)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
