"""The checkpoint error (apart from the reader, which imports torch)."""

from __future__ import annotations


class CheckpointError(ValueError):
    """The checkpoint does not match the network it claims to be."""
