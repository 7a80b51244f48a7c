"""Parquet tables as dataset inputs: a column of image paths, or of encoded image bytes.

A bytes column may be ``binary`` or the Hugging Face ``datasets`` image struct (``bytes`` and
``path`` fields). The driver reads only the table's metadata and names; each image's bytes are
read by the decode workers, one row group at a time, from a source string that names the file,
the column and the row (``parquet-row:<row>:<column>:<path>``).
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path, PurePosixPath

SOURCE_PREFIX = "parquet-row:"
BYTES_COLUMNS = ("image", "bytes", "data", "content")  # preferred when several are binary
NAME_COLUMN = "name"


def is_parquet_source(source: str) -> bool:
    """Whether ``source`` names a row of a parquet bytes column (not a file path)."""
    return str(source).startswith(SOURCE_PREFIX)


def parquet_source(path: Path, column: str, row: int) -> str:
    """The source string of ``row`` of ``column`` in the table at ``path``."""
    if ":" in column:
        raise ValueError(f"parquet column names with ':' are not supported, got {column!r}")
    return f"{SOURCE_PREFIX}{row}:{column}:{path}"


def _is_bytes_type(arrow_type) -> bool:
    import pyarrow as pa

    if pa.types.is_binary(arrow_type) or pa.types.is_large_binary(arrow_type):
        return True
    return pa.types.is_struct(arrow_type) and arrow_type.get_field_index("bytes") >= 0


def image_column(schema, column: str | None) -> tuple[str, bool]:
    """(column, holds bytes): ``column`` if given, else ``path`` (strings), else the one bytes
    column (or the first of ``BYTES_COLUMNS`` among several); ValueError naming the columns."""
    import pyarrow as pa

    names = list(schema.names)
    if column is None:
        if "path" in names:
            column = "path"
        else:
            binary = [n for n in names if _is_bytes_type(schema.field(n).type)]
            preferred = [n for n in BYTES_COLUMNS if n in binary]
            if len(binary) == 1 or preferred:
                column = (preferred or binary)[0]
            else:
                raise ValueError(
                    "a parquet input needs a 'path' column of image paths or one column of "
                    f"image bytes (binary, or a struct with 'bytes'); found columns {names}"
                )
    if column not in names:
        raise ValueError(f"the parquet table has no column {column!r}; found columns {names}")
    arrow_type = schema.field(column).type
    if _is_bytes_type(arrow_type):
        return column, True
    if pa.types.is_string(arrow_type) or pa.types.is_large_string(arrow_type):
        return column, False
    raise ValueError(
        f"parquet column {column!r} is {arrow_type}; expected image paths (string) or image "
        "bytes (binary, or a struct with 'bytes')"
    )


def _safe_name(name: str, row: int) -> str:
    parts = PurePosixPath(str(name).replace("\\", "/")).with_suffix("").parts
    if not parts or any(p in ("", ".", "..") for p in parts) or parts[0] == "/":
        raise ValueError(f"row {row}: name {name!r} is not a relative file name")
    return "/".join(parts)


def _relative(path: str) -> str:
    """A struct's ``path`` as an output name: as it is when relative, its file name when
    absolute (``/home/u/data/img0.png``, ``C:\\data\\img0.png`` -> ``img0.png``)."""
    posix = PurePosixPath(path.replace("\\", "/"))
    absolute = posix.is_absolute() or (len(posix.parts[0]) == 2 and posix.parts[0][1] == ":")
    return posix.name if absolute else str(posix)


def bytes_item_names(path: Path, schema, column: str) -> list[str]:
    """Each row's output name: the ``name`` column, else the image struct's ``path`` (its file
    name when absolute), else ``<table stem>/<row, 8 digits>`` (only these small columns are
    read, not the bytes)."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    arrow_type = schema.field(column).type
    if NAME_COLUMN in schema.names:
        names = pq.read_table(path, columns=[NAME_COLUMN]).column(0).to_pylist()
    elif pa.types.is_struct(arrow_type) and arrow_type.get_field_index("path") >= 0:
        # the struct's path: where the image once was; an absolute one gives its file name
        paths = pq.read_table(path, columns=[f"{column}.path"]).column(0).to_pylist()
        names = [_relative(p) if p else None for p in paths]
    else:
        names = [None] * pq.ParquetFile(path).metadata.num_rows
    return [_safe_name(n, i) if n else f"{path.stem}/{i:08d}" for i, n in enumerate(names)]


@lru_cache(maxsize=4)
def _row_group(path: str, mtime: float, column: str, group: int):
    import pyarrow.parquet as pq

    array = pq.ParquetFile(path).read_row_group(group, columns=[column])[column]
    array = array.combine_chunks()
    if hasattr(array, "field"):  # the image struct: its bytes
        array = array.field("bytes")
    return array


@lru_cache(maxsize=16)
def _group_starts(path: str, mtime: float) -> tuple[int, ...]:
    import pyarrow.parquet as pq

    meta = pq.ParquetFile(path).metadata
    starts, total = [], 0
    for i in range(meta.num_row_groups):
        starts.append(total)
        total += meta.row_group(i).num_rows
    return (*starts, total)


def read_parquet_image(source: str) -> bytes:
    """The encoded image a ``parquet-row:`` source names (ValueError if the cell is empty)."""
    row_text, column, path = source[len(SOURCE_PREFIX) :].split(":", 2)
    row = int(row_text)
    mtime = os.path.getmtime(path)
    starts = _group_starts(path, mtime)
    if not 0 <= row < starts[-1]:
        raise ValueError(f"{path} has {starts[-1]} rows, no row {row}")
    group = max(i for i, start in enumerate(starts[:-1]) if start <= row)
    value = _row_group(path, mtime, column, group)[row - starts[group]].as_py()
    if not value:
        raise ValueError(f"{path} row {row}: column {column!r} holds no image bytes")
    return value
