"""What a checkpoint is, for the record of a run (``config.records``): its hub id, or the size
and modification time of each of its local files, so that weights replaced at the same path
are told apart from the ones a run recorded."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from ..config.presets_v2 import is_v2_pth_name
from .errors import CheckpointError

CHECKPOINT_SUFFIXES = (".safetensors", ".pth", ".pt", ".bin", ".json")
WEIGHTS_NAME = "model.safetensors"
TORCH_SUFFIXES = (".pth", ".pt", ".bin")  # torch.save state dicts
WEIGHTS_SUFFIXES = (".safetensors", *TORCH_SUFFIXES)


def checkpoint_identity(source: str | os.PathLike | None) -> dict[str, Any]:
    """``{"source": ...}`` plus, for a local folder or file, ``"files"``: name -> [bytes,
    modification time in ns] of its weights and config files (a hub id, ``hub:<repo>``, or
    a path that does not exist is its text alone)."""
    if source is None or str(source).startswith("hub:"):
        return {"source": source if source is None else str(source)}
    path = Path(source).expanduser()
    if path.is_file() and folder_weights(path.parent) == path:
        path = path.parent  # the folder's own weights file: one checkpoint, named either way
    if path.is_dir():
        files = [p for p in path.iterdir() if p.is_file() and p.suffix in CHECKPOINT_SUFFIXES]
    elif path.is_file():
        files = [path, *[p for p in [path.parent / "config.json"] if p.is_file()]]
    else:
        return {"source": str(source)}
    stats = {p.name: [p.stat().st_size, p.stat().st_mtime_ns] for p in sorted(files)}
    return {"source": str(path.resolve()), "files": stats}


def check_not_text(path: Path) -> None:
    """``CheckpointError`` when a weights file's first bytes are text: a Git LFS pointer (a
    clone without ``git lfs``) or any other text file."""
    with open(path, "rb") as handle:
        head = handle.read(64)
    if head.startswith(b"version https://git-lfs"):
        raise CheckpointError(
            f"{path} is a Git LFS pointer, not the weights: fetch the file itself "
            "(git lfs pull, or download it again)"
        )
    if head and all(32 <= b < 127 or b in b"\t\r\n" for b in head):
        raise CheckpointError(f"{path} is a text file ({head[:40]!r}...), not weights")


def folder_weights(folder: Path) -> Path | None:
    """The weights file ``from_pretrained(weights_path=folder)`` loads: ``model.safetensors``,
    else the folder's single Depth Anything V2 ``.pth``, else, beside a ``config.json``, its
    single weights file (``.safetensors``, ``.pth``, ``.pt``, ``.bin``); None otherwise."""
    if (folder / WEIGHTS_NAME).is_file():
        return folder / WEIGHTS_NAME
    pth = [p for p in folder.glob("*.pth") if is_v2_pth_name(p.name)]
    if len(pth) == 1:
        return pth[0]
    weights = [p for p in folder.iterdir() if p.suffix in WEIGHTS_SUFFIXES and p.is_file()]
    if (folder / "config.json").is_file() and len(weights) == 1:
        return weights[0]
    return None


def source_text(source: str | os.PathLike | None) -> str | None:
    """A checkpoint source as a record holds it: a local path that exists made absolute
    (``ckpt`` and ``/home/me/ckpt`` are one checkpoint), a hub id or ``None`` as given."""
    if source is None:
        return None
    path = Path(source).expanduser()
    return str(path.resolve()) if path.exists() else str(source)


def check_not_a_shard(weights: Path) -> None:
    """``CheckpointError`` when ``weights`` is one of several shards that the
    ``model.safetensors.index.json`` beside it lists: the shards are not read together (nor by
    the official loader), and one alone misses the others' tensors."""
    index = weights.parent / f"{WEIGHTS_NAME}.index.json"
    if weights.name == WEIGHTS_NAME or not index.is_file():
        return
    try:
        weight_map = json.loads(index.read_text(encoding="utf-8")).get("weight_map")
        shards = sorted(set(weight_map.values()))
    except (ValueError, AttributeError, TypeError) as err:
        raise CheckpointError(f"{index} is not a shard index (no 'weight_map'): {err}") from err
    if weights.name in shards and len(shards) > 1:
        missing = [name for name in shards if not (weights.parent / name).is_file()]
        raise CheckpointError(
            f"{weights} is one of the {len(shards)} shards {index.name} lists"
            + (f" (missing: {missing})" if missing else "")
            + f"; its shards ({index.name}) are not read: merge them into one {WEIGHTS_NAME}"
        )
