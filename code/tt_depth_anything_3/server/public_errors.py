"""What the routes open without the API key (``/health``, ``/ready``) say of a failed load:
the reason, with the folders of absolute paths left out (``weights_path .../missing does not
exist``), as such a route should not show a client that has no key where the server keeps its
files. The routes behind the key (``/info``, the predict routes, ``WS /stream``) and the log
keep the whole error."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from pathlib import Path

FOLDER_LEFT_OUT = "..."
# an absolute POSIX path: a "/" that does not follow a word, a dot, a colon (a URL's "//") or
# another "/", then at least one character up to a space, a quote, ")", "," or ";" (a path
# with spaces in it is cut at the first: what is after it is not absolute)
ABSOLUTE_PATH = re.compile(r"(?<![\w.~:/\\-])/[^\s'\"),;]+")


def weights_folders(weights: str | None) -> list[str]:
    """The folders a load error may name a local checkpoint under: the parent of ``weights``,
    as given made absolute and resolved (its own name, and the file names in it, are kept)."""
    if not weights:
        return []
    folders = {os.path.dirname(os.path.abspath(weights)), str(Path(weights).resolve().parent)}
    return [folder for folder in folders if folder.strip("/")]  # never the root itself


def without_folders(text: str, folders: Iterable[str] = ()) -> str:
    """``text`` with each of ``folders`` (longest first, so a path with spaces too) and the
    folders of any other absolute path written ``...``: ``/srv/w/model.safetensors`` is
    ``.../model.safetensors``."""
    for folder in sorted(folders, key=len, reverse=True):
        text = text.replace(folder.rstrip("/") + "/", FOLDER_LEFT_OUT + "/")
    return ABSOLUTE_PATH.sub(
        lambda match: f"{FOLDER_LEFT_OUT}/{match.group(0).rstrip('/').rsplit('/', 1)[-1]}", text
    )
