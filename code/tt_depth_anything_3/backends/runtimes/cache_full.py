"""A full disk under the runtime cache, said as one: a build that fills the disk, or a disk
too full to make the entry's folders, is a ``CacheFullError`` naming the folder, its free space
and ``TT_DA3_CACHE_DIR`` (``cache.build_removing``, ``cache.build_entry``). A full disk is known
by an ``ENOSPC`` / ``EDQUOT`` error, by under ``LOW_SPACE`` bytes free once the build failed,
or by the writers' estimates (``cache.room_for``: the ONNX export, the OpenVINO IR, the
compiled OpenVINO blobs): a writer whose output is expected to take ``expected`` bytes is
refused before it starts when the disk has less than a quarter of that free (the ONNX export:
less than the graph's weights), and any error it raises while the disk had less than twice that
free when it began is a full disk. OpenVINO's writer says only "iostream error" and onnx_ir's
"problem writing element N to file" (removing its partial file first), often with megabytes
still free that their next write exceeded."""

from __future__ import annotations

import errno
from pathlib import Path

from ...config.cache_folder import CACHE_ENV

LOW_SPACE = 1 << 20  # bytes free under which a failed build is taken for a full disk
FULL_DISK_ERRNOS = (errno.ENOSPC, errno.EDQUOT)


class CacheFullError(OSError):
    """The disk of the cache folder filled up while an entry was built (``errno`` ENOSPC);
    the partial entry was removed."""


def full_disk_error(
    err: BaseException, folder: Path, doing: str, free: int, removed: bool = True
) -> CacheFullError:
    """The ``CacheFullError`` of ``doing`` (``building the ONNX graph of ...``) in the cache
    folder ``folder``, which failed with ``err``; ``free``: the bytes its disk has free (once
    the partial entry was ``removed``)."""
    return CacheFullError(
        errno.ENOSPC,
        f"the cache folder {folder} is out of space: {doing} failed ({type(err).__name__}: "
        f"{err}); its disk has {free / 1e6:.1f} MB free"
        + (" once the partial entry was removed" if removed else "")
        + f"; free some space or set {CACHE_ENV} to a folder on a disk with room",
    )
