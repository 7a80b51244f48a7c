"""On-disk cache of exported graphs and compiled models, safe against torn writes.

Each entry is a folder named by a key (SHA-256 of what the artifact depends on: the
checkpoint, the input shape, the precision, the engine and its version, the CPU, this
package's version). It is built in a temporary sibling folder and moved into place with
``os.replace``, so a reader sees a whole entry or none; a crash leaves only a ``.tmp-*``
folder, which the next build of that key removes.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ...version import __version__

CACHE_ENV = "TT_DA3_CACHE_DIR"
COMPLETE = "entry.json"  # written last inside an entry: what it was built from
# what each kind of entry holds, for the notices of a first build (INFO on ``log``)
KIND_LABELS = {
    "onnx": "ONNX graph",
    "openvino-ir": "OpenVINO IR",
    "openvino-compiled": "compiled OpenVINO model",
    "gate": "accuracy gate figures",
    "tensorrt": "TensorRT engine",
}
log = logging.getLogger(__name__)


def cache_root() -> Path:
    """``$TT_DA3_CACHE_DIR/runtimes``, else ``~/.cache/tt_depth_anything_3/runtimes``."""
    root = os.environ.get(CACHE_ENV)
    base = Path(root) if root else Path.home() / ".cache" / "tt_depth_anything_3"
    return base / "runtimes"


def checkpoint_identity(weights: os.PathLike | str) -> dict[str, Any]:
    """What identifies a checkpoint file's contents cheaply: its size and the SHA-256 of its
    safetensors header (names, dtypes, shapes and offsets) and of its first and last MiB."""
    path = Path(weights)
    size = path.stat().st_size
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        digest.update(handle.read(1 << 20))
        handle.seek(max(0, size - (1 << 20)))
        digest.update(handle.read(1 << 20))
    return {"file": path.name, "bytes": size, "sha256_ends": digest.hexdigest()}


def entry_key(parts: dict[str, Any]) -> str:
    """The folder name of an entry: SHA-256 (24 hex digits) of ``parts`` as sorted JSON,
    with this package's version added."""
    text = json.dumps({**parts, "package": __version__}, sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def cached_entry(kind: str, parts: dict[str, Any], build: Callable[[Path], None]) -> Path:
    """The folder of the entry ``parts`` under ``cache_root()/kind``, built by
    ``build(folder)`` into a temporary folder first when it is not there yet."""
    final = cache_root() / kind / entry_key(parts)
    if (final / COMPLETE).is_file():
        return final
    final.parent.mkdir(parents=True, exist_ok=True)
    for stale in final.parent.glob(f"{final.name}.tmp-*"):
        if not _owner_alive(stale):
            shutil.rmtree(stale)
    temporary = final.parent / f"{final.name}.tmp-{os.getpid()}"
    if temporary.exists():
        shutil.rmtree(temporary)
    temporary.mkdir()
    detail = ", ".join(str(parts[key]) for key in ("precision", "storage") if key in parts)
    label = f"{KIND_LABELS.get(kind, kind)} of {parts.get('model', 'the model')}"
    label += f" ({detail})" if detail else ""
    log.info("%s: not cached yet, building it once into %s", label, final)
    start = time.perf_counter()
    build(temporary)
    log.info("%s: built in %.0f s", label, time.perf_counter() - start)
    (temporary / COMPLETE).write_text(json.dumps(parts, indent=1, sort_keys=True, default=str))
    if final.exists():  # a torn entry (no COMPLETE) or one another process just finished
        if (final / COMPLETE).is_file():
            shutil.rmtree(temporary)
            return final
        shutil.rmtree(final)
    os.replace(temporary, final)
    return final


def _owner_alive(folder: Path) -> bool:
    """Whether the process that is building ``folder`` (``*.tmp-PID``) still runs."""
    pid = folder.name.rpartition("-")[2]
    if not pid.isdigit():
        return False
    return Path(f"/proc/{pid}").exists() and int(pid) != os.getpid()
