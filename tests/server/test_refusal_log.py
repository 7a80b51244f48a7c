"""The connection cap's refusals in the log (``RefusalLog``): an outside test saw one WARNING
line per refused connection (14 for 14), so a flood of connections was a flood of lines. The
first is logged in full, the rest summed in one line per interval, with exact counts."""

from __future__ import annotations

import asyncio
import logging

from tt_depth_anything_3.server.connection_counts import RefusalLog

FULL = "none has waited 1.0 s for its headers, so a new one is answered 503"


def test_refusals_after_the_first_are_summed_once_an_interval(caplog) -> None:
    caplog.set_level(logging.INFO, logger="tt_depth_anything_3.server")
    lines: list[list[str]] = []

    async def flood() -> None:
        refusals = RefusalLog(interval_s=0.2)
        for _ in range(14):
            refusals.refused(10, 1.0)
        lines.append([r.getMessage() for r in caplog.records])
        await asyncio.sleep(0.3)  # the interval's end: one summary line
        lines.append([r.getMessage() for r in caplog.records])
        for _ in range(2):  # still within the next interval
            refusals.refused(10, 1.0)
        await asyncio.sleep(0.5)  # its summary, then a quiet interval ends the summing
        lines.append([r.getMessage() for r in caplog.records])
        refusals.refused(10, 1.0)  # in full again
        lines.append([r.getMessage() for r in caplog.records])

    asyncio.run(flood())
    first, summed, more, again = lines
    assert len(first) == 1 and FULL in first[0]
    assert "10 connections open (max_connections)" in first[0]
    assert len(summed) == 2
    assert summed[1].startswith("refused 13 more connections in the last 0.2 s")
    assert len(more) == 3 and more[2].startswith("refused 2 more connections")
    assert len(again) == 4 and FULL in again[3]
    assert all(r.levelno == logging.WARNING for r in caplog.records)
