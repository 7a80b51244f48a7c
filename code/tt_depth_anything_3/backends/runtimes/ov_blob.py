"""``compile_to_blob``: an OpenVINO model compiled for the CPU and its compiled blob written to
a file, without holding the blob in memory.

``CompiledModel.export_model`` in Python writes only into an ``io.BytesIO``: the blob
serialised in memory and copied into the stream (two transient copies of the weights beside
the compiled model's own: DA3Metric-Large's bf16 first compile peaked at 2.2 GB there).
OpenVINO's model cache (``CACHE_DIR``) instead streams the same export into a file. So the
model is compiled with ``CACHE_DIR`` set to a scratch folder, and the cache file is copied
without its header. OpenVINO 2026.4 writes that header as one XML line (its
``CompiledBlobHeader``)::

    <?xml version="1.0"?><compiled_blob ie_version=".." file_info=".." runtime_info=".."
    header_size_alignment="0"/>\\n

followed by the plugin's export stream, byte for byte what ``export_model`` writes for the
same compiled model (checked by ``tests/backends/runtimes/test_ov_blob.py``), which
``Core.import_model`` reads. A header of another layout, or one padded to an alignment
(``header_size_alignment`` not ``0``), raises a ``RuntimeError``: the file is never copied
as a blob.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

HEADER = re.compile(rb'^<\?xml[^>]*\?><compiled_blob [^>]*header_size_alignment="(\d+)"\s*/>\n$')
MAX_HEADER = 1 << 16  # bytes: the header line is a few hundred
COPY_CHUNK = 1 << 24


def blob_from_cache_file(cache_file: Path, blob: Path) -> None:
    """Copy ``cache_file`` (OpenVINO's model cache) into ``blob`` without its header line."""
    with cache_file.open("rb") as source:
        header = source.readline(MAX_HEADER)
        match = HEADER.match(header)
        if match is None or match.group(1) != b"0":
            raise RuntimeError(
                f"{cache_file.name}: not an OpenVINO cache file of the known layout (header "
                f"{header[:300]!r}); cannot take its compiled blob"
            )
        with blob.open("wb") as target:
            shutil.copyfileobj(source, target, COPY_CHUNK)


def compile_to_blob(
    core: Any, model: Any, properties: dict[str, Any], blob: Path, scratch: Path
) -> None:
    """Compile ``model`` on the CPU with ``properties`` and write its blob to ``blob``
    (``scratch``: a folder that must not exist, for OpenVINO's cache; removed after). The
    compiled model is dropped before the blob is copied."""
    scratch.mkdir()
    compiled = core.compile_model(model, "CPU", {**properties, "CACHE_DIR": str(scratch)})
    del compiled
    written = sorted(scratch.glob("*.blob"))
    if len(written) != 1:
        raise RuntimeError(f"OpenVINO's cache wrote {[p.name for p in written]}, not one blob")
    blob_from_cache_file(written[0], blob)
    shutil.rmtree(scratch)
