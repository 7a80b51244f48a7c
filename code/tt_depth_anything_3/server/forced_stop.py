"""``StoppingServer``: the uvicorn ``Server`` of ``tt-da3 serve``, whose forced stop answers.

uvicorn stops gracefully on the first Ctrl-C or SIGTERM (``tt-da3 serve``: requests in
progress get ``--graceful-stop-s``, then ``AnswerAtStop`` answers each still running 503) and
forces the stop on a second Ctrl-C ("CTRL+C to force quit"): it stops waiting and leaves the
requests running to the end of the event loop, whose cancel carries no message. Each was then
answered uvicorn's plain-text 500 with a traceback of about 100 lines in the log (an outside
test: 6 of 6 requests). Here a second SIGINT or SIGTERM forces the stop alike (uvicorn: a
second SIGTERM did nothing), and a forced stop cancels the requests still running with
``FORCED_CANCEL``, which ``AnswerAtStop`` answers with its JSON 503, waits up to
``FORCED_ANSWER_S`` for those answers, then shuts the application down (its runner and model;
skipped by uvicorn, whose end of the loop then cancelled it with a traceback too).

SIGHUP (a closed terminal, an ssh session gone, ``kill -HUP``) stops it as SIGTERM does: uvicorn
handles only SIGINT and SIGTERM, and SIGHUP's default action killed the process with the
requests in progress cut, unanswered. Unless the process was started with it ignored
(``nohup``), which is kept (``stopping.hangup_signal``)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import socket
import threading
from collections.abc import Iterator
from types import FrameType

import uvicorn

from .stopping import FORCED_CANCEL, hangup_signal

log = logging.getLogger("tt_depth_anything_3.server")
FORCED_ANSWER_S = 2.0  # a forced stop waits this long at most for its 503s to be written


class StoppingServer(uvicorn.Server):
    """``uvicorn.Server`` whose second SIGINT or SIGTERM forces the stop, and whose forced
    stop answers each request still running 503 (module docstring)."""

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        """uvicorn's signal handlers (SIGINT, SIGTERM), and ``handle_exit`` for SIGHUP too
        (``hangup_signal``), restored before uvicorn raises the signals it caught again."""
        with super().capture_signals():
            hangup = hangup_signal()
            if hangup is None or threading.current_thread() is not threading.main_thread():
                yield
                return
            before = signal.signal(hangup, self.handle_exit)
            try:
                yield
            finally:
                signal.signal(hangup, before)

    def handle_exit(self, sig: int, frame: FrameType | None) -> None:
        """uvicorn's handler: the first signal stops gracefully, a second forces the stop
        (SIGTERM and SIGHUP as SIGINT)."""
        forced = self.should_exit and sig in (signal.SIGINT, signal.SIGTERM, hangup_signal())
        super().handle_exit(sig, frame)
        if forced:
            self.force_exit = True

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        """uvicorn's shutdown; forced, the requests left are cut (503) and the application
        shut down."""
        await super().shutdown(sockets=sockets)
        if self.force_exit:
            await self.cut_requests()
            await self.lifespan.shutdown()

    async def cut_requests(self) -> None:
        """Cancel the requests still running with ``FORCED_CANCEL`` and wait up to
        ``FORCED_ANSWER_S`` for them to end (``AnswerAtStop`` writes their 503s)."""
        tasks = [task for task in self.server_state.tasks if not task.done()]
        if not tasks:
            return
        log.warning("forced stop: %d request(s) still running are cut", len(tasks))
        for task in tasks:
            task.cancel(msg=FORCED_CANCEL)
        await asyncio.wait(tasks, timeout=FORCED_ANSWER_S)
