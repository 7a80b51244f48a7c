"""``failures.jsonl`` of a ``predict_dataset`` run: the images that failed and why."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TextIO


class FailureList:
    """``failures.jsonl``, one ``{"path", "reason"}`` row a failed image, made at the first
    failure (a run with none writes no file: it was an empty one), each row flushed."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.handle: TextIO | None = None

    def __enter__(self) -> FailureList:
        return self

    def add(self, source: str, reason: str) -> None:
        """One failed image's row."""
        if self.handle is None:
            self.handle = self.path.open("w", encoding="utf-8")
        self.handle.write(json.dumps({"path": source, "reason": reason}) + "\n")
        self.handle.flush()

    def __exit__(self, *exc_info: object) -> None:
        if self.handle is not None:
            self.handle.close()
