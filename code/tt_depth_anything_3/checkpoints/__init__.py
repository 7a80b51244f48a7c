"""Checkpoints: where the files are (``resolve``: the hub or a local path), what a safetensors
file holds (``reader``: header checks before any tensor is read) and how its keys are named
(``names``: official DA3, Depth Anything V2 ``.pth`` and transformers ``-hf`` key maps)."""

from .resolve import CheckpointError, CheckpointFiles, resolve_checkpoint

__all__ = ["CheckpointError", "CheckpointFiles", "resolve_checkpoint"]
