"""``Runner.run_device``: the device slot comes back whatever happens to a job, including a
job cancelled while it was still queued (a WebSocket client that closed with frames queued)."""

from __future__ import annotations

import asyncio
import threading

import pytest

from tt_depth_anything_3.server.runner import Runner


def test_a_job_cancelled_before_it_starts_gives_the_device_back():
    async def scenario() -> str:
        runner = Runner(queue_size=4, io_workers=1, pixels_in_flight=10**9)
        gate = threading.Event()
        # The device thread is busy (outside the slot), so the next job waits in its queue.
        busy = runner._device.submit(gate.wait, 10)
        queued = asyncio.create_task(runner.run_device(lambda: "never", route="/stream"))
        for _ in range(100):  # until the job is submitted and waiting in the queue
            await asyncio.sleep(0.01)
            if runner._slot.locked():
                break
        assert runner._slot.locked()
        queued.cancel()  # the client is gone: the queued future is cancelled, never run
        with pytest.raises(asyncio.CancelledError):
            await queued
        gate.set()
        await asyncio.wrap_future(busy)
        assert runner.stopped == 1  # never started because its request was gone: counted
        # The slot was given back: the next job runs (it hung here before).
        result, _ = await asyncio.wait_for(runner.run_device(lambda: "ran"), timeout=10)
        runner.close()
        return result

    assert asyncio.run(scenario()) == "ran"


def test_a_job_cancelled_while_waiting_for_the_device_counts_as_stopped():
    """``da3_jobs_stopped`` counts jobs 'stopped or never started because their request was
    gone'; one whose request went while it waited for the device slot was not counted."""

    async def scenario() -> tuple[int, int, str]:
        runner = Runner(queue_size=4, io_workers=1, pixels_in_flight=10**9)
        gate = threading.Event()
        holder = asyncio.create_task(runner.run_device(lambda: gate.wait(10), cancel=None))
        for _ in range(100):  # until the first job holds the device
            await asyncio.sleep(0.01)
            if runner._slot.locked():
                break
        waiter = asyncio.create_task(
            runner.run_device(lambda: "never", route="/predict", cancel=threading.Event())
        )
        for _ in range(100):  # until the second job waits for the slot
            await asyncio.sleep(0.01)
            if runner.waiting:
                break
        assert runner.waiting == 1
        waiter.cancel()  # the request is gone (504, client left) while it waits
        with pytest.raises(asyncio.CancelledError):
            await waiter
        gate.set()
        await holder  # the running job ends normally: not a stopped one
        result, _ = await asyncio.wait_for(runner.run_device(lambda: "ran"), timeout=10)
        runner.close()
        return runner.stopped, runner.waiting, result

    assert asyncio.run(scenario()) == (1, 0, "ran")


def test_a_failing_job_gives_the_device_back():
    async def scenario() -> str:
        runner = Runner(queue_size=4, io_workers=1, pixels_in_flight=10**9)

        def fail() -> None:
            raise RuntimeError("broken backend")

        with pytest.raises(RuntimeError, match="broken backend"):
            await runner.run_device(fail)
        result, _ = await asyncio.wait_for(runner.run_device(lambda: "ran"), timeout=10)
        runner.close()
        return result

    assert asyncio.run(scenario()) == "ran"


def test_a_fresh_streams_burst_waits_and_a_busy_one_drops_the_oldest():
    """Two frames sent at once to a fresh connection were answered 'frame 1, dropped 1': the
    pipeline's unused places (running, decoding) hold waiting frames too."""
    from tt_depth_anything_3.server.routes.stream import Inbox

    async def scenario() -> None:
        given_back: list[int] = []
        inbox = Inbox(1, given_back.append)
        assert [inbox.put(i, b"x", 10 + i) for i in range(3)] == [0, 0, 0]  # nothing runs yet
        assert inbox.put(3, b"x", 13) == 1 and given_back == [10]  # the oldest goes
        first, second = await inbox.get(), await inbox.get()  # one runs, the next decodes
        assert (first[0], second[0], inbox.taken) == (1, 2, 2)
        # frame 3 waits: the one place beyond the pipeline is taken, so the model is behind
        assert inbox.put(4, b"x", 14) == 1 and given_back == [10, 13]
        inbox.answered()  # frame 1 answered: a place in the pipeline is free again
        assert inbox.put(5, b"x", 15) == 0 and inbox.taken == 1 and inbox.dropped == 2

    asyncio.run(scenario())
