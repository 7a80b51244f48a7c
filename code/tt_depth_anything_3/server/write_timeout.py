"""The write timeout of ``connections``' guarded protocol: an answer the client reads nothing
of for ``write_timeout_s`` has its connection aborted (the ``connections`` module docstring)."""

from __future__ import annotations

import asyncio
import logging
import sys
from typing import Any

LINUX = sys.platform.startswith("linux")
if LINUX:  # the socket's send queue (SIOCOUTQ) for the write timeout's progress
    import fcntl
    import termios

log = logging.getLogger("tt_depth_anything_3.server")


class WriteTimeout:
    """A mixin of uvicorn's HTTP protocol (``transport``, ``write_timeout_s`` and its
    ``pause_writing`` / ``resume_writing``): the write timer, armed while writing is paused."""

    transport: Any
    write_timeout_s: float
    _write_timer: asyncio.TimerHandle | None = None
    _unsent: int = 0  # the transport's buffered bytes when the write timer was last armed

    def pause_writing(self) -> None:
        """The client reads nothing while its answer waits: cut it off after
        ``write_timeout_s``."""
        super().pause_writing()  # type: ignore[misc]
        if self._write_timer is None:
            self._arm_write_timer()

    def _arm_write_timer(self) -> None:
        self._unsent = self._unsent_bytes()
        loop = asyncio.get_running_loop()
        self._write_timer = loop.call_later(self.write_timeout_s, self._write_stalled)

    def resume_writing(self) -> None:
        self._writing_again()
        super().resume_writing()  # type: ignore[misc]

    def _unsent_bytes(self) -> int:
        """The answer's bytes not yet taken by the client: the transport's buffer and, on
        Linux, the socket's send queue (SIOCOUTQ), so that a slow reader's progress shows
        even while the kernel's buffer, megabytes, absorbs it."""
        unsent = self.transport.get_write_buffer_size()
        sock = self.transport.get_extra_info("socket")
        if sock is not None and LINUX:
            queued = fcntl.ioctl(sock.fileno(), termios.TIOCOUTQ, b"\0\0\0\0")
            unsent += int.from_bytes(queued, sys.byteorder, signed=True)
        return unsent

    def _writing_again(self) -> None:
        if self._write_timer is not None:
            self._write_timer.cancel()
            self._write_timer = None

    def _write_stalled(self) -> None:
        self._write_timer = None
        if self._unsent_bytes() < self._unsent:  # the client read meanwhile: wait on
            self._arm_write_timer()
            return
        log.warning(
            "a client read nothing of its answer for %.0f s: its connection is aborted and "
            "the answer cut (%d bytes unsent)",
            self.write_timeout_s,
            self._unsent,
        )
        self.transport.abort()  # drops the unsent answer (close() would wait to send it)
