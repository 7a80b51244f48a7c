"""``torch.save`` files (``.pth``, ``.pt``, ``.bin``) read as tensors only (``weights_only``)."""

from __future__ import annotations

import zipfile
from pathlib import Path

import torch

from .errors import CheckpointError
from .identity import check_not_text


def torch_state(path: Path) -> object:
    """What ``torch.save`` wrote to ``path``, tensors only (``weights_only``): memory-mapped
    from the zip format, read whole from the legacy one; ``CheckpointError`` saying what the
    file is otherwise."""
    with open(path, "rb") as handle:
        head = handle.read(64)
    if not head:
        raise CheckpointError(f"{path} is empty (0 bytes)")
    check_not_text(path)
    if len(head) > 8 and head[8:9] == b"{" and 0 < int.from_bytes(head[:8], "little") < 10**8:
        raise CheckpointError(f"{path} is a safetensors file: name it .safetensors")
    mapped = zipfile.is_zipfile(path)  # torch.save's format since 1.6; legacy files are pickles
    try:
        return torch.load(path, map_location="cpu", weights_only=True, mmap=mapped)
    except Exception as err:  # the unpickler's errors vary (KeyError on a stray opcode): named
        kind = "a torch.save zip archive" if mapped else "not a torch.save file"
        what = (  # a pickled module or object: weights_only refuses its classes
            "that torch.load(weights_only=True) refuses (it holds more than tensors: save "
            "the network's state_dict() instead)"
            if mapped
            else "it can load"
        )
        raise CheckpointError(f"{path} is {kind} {what}: {err}") from err


def inner_state_dicts(state: object) -> str:
    """A training checkpoint's ``{"model": state_dict, "optimizer": ...}``: which entries hold
    the tensors, and how to save one alone (empty when none does)."""
    inner = (
        {}
        if not isinstance(state, dict)
        else {
            k: len(v)
            for k, v in state.items()
            if isinstance(v, dict) and v and all(isinstance(t, torch.Tensor) for t in v.values())
        }
    )
    return "".join(
        f"; its {k!r} entry is one ({n} tensors): torch.save(checkpoint[{k!r}], path) saves it"
        for k, n in inner.items()
    )
