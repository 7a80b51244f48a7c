"""Ray's shut-down resets the process's SIGTERM action to the default out of Python's sight
(``signal.getsignal`` still names the program's handler; the process is killed without it):
a Ray job of the Python API, or a ``tt-da3`` command run on a thread of a program, that ends
off the main thread puts the action back (``scale_out.signal_actions``). A stand-in ``ray``
whose shutdown resets it as Ray's core worker does (no cluster: fast)."""

from __future__ import annotations

import argparse
import ctypes
import os
import signal
import sys
import threading

import pytest

from tt_depth_anything_3.scale_out.ray_quiet import ray_for_job

pytestmark = pytest.mark.skipif(os.name != "posix", reason="sigaction: POSIX only")

WAIT_S = 60


def os_handler(sig: int) -> int:
    """The address of the OS-level action of ``sig`` (0: the default, SIG_DFL)."""
    action = ctypes.create_string_buffer(512)
    assert ctypes.CDLL(None).sigaction(sig, None, action) == 0
    return int.from_bytes(action.raw[: ctypes.sizeof(ctypes.c_void_p)], sys.byteorder)


def reset_to_default(sig: int) -> None:
    """What Ray's core worker does to SIGTERM at ``ray.shutdown``, from any thread."""
    assert ctypes.CDLL(None).sigaction(sig, ctypes.create_string_buffer(512), None) == 0


class ResettingRay:
    """Stands in for ``ray``: its ``shutdown`` resets SIGTERM's action."""

    def __init__(self) -> None:
        self.up = False

    def is_initialized(self) -> bool:
        return self.up

    def init(self, **kwargs) -> None:
        self.up = True

    def shutdown(self) -> None:
        self.up = False
        reset_to_default(signal.SIGTERM)


def on_a_thread(work) -> None:
    """``work()`` on a thread of its own; its error raised here."""
    raised: list[BaseException] = []

    def run() -> None:
        try:
            work()
        except BaseException as err:  # raised below
            raised.append(err)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join(WAIT_S)
    assert not thread.is_alive()
    if raised:
        raise raised[0]


@pytest.fixture
def sigterm_of_the_program():
    """A Python handler on SIGTERM for the test (the program's), the one before after."""

    def mine(signum, frame):
        pass

    before = signal.signal(signal.SIGTERM, mine)
    yield mine
    signal.signal(signal.SIGTERM, before)


def test_a_job_that_ends_off_the_main_thread_puts_sigterm_back(sigterm_of_the_program):
    ray = ResettingRay()

    def job() -> None:
        with ray_for_job(ray):
            pass

    on_a_thread(job)
    assert signal.getsignal(signal.SIGTERM) is sigterm_of_the_program
    assert os_handler(signal.SIGTERM) != 0, "SIGTERM would kill the program"


def test_a_command_that_ends_off_the_main_thread_puts_sigterm_back(
    sigterm_of_the_program, monkeypatch
):
    ray = pytest.importorskip("ray")
    from tt_depth_anything_3.cli.common import ray_cluster

    fake = ResettingRay()
    for name in ("is_initialized", "init", "shutdown"):
        monkeypatch.setattr(ray, name, getattr(fake, name))
    args = argparse.Namespace(command="predict-dataset", address=None, no_progress=True)
    args.device = "cpu"

    def command() -> None:
        with ray_cluster(args):
            assert fake.up

    on_a_thread(command)
    assert not fake.up
    assert signal.getsignal(signal.SIGTERM) is sigterm_of_the_program
    assert os_handler(signal.SIGTERM) != 0, "SIGTERM would kill the program"


def test_a_handler_the_program_set_meanwhile_is_left_as_it_is(sigterm_of_the_program):
    """The saved action is put back only while Python's handler is the one saved with it."""
    from tt_depth_anything_3.scale_out.signal_actions import restore_actions, saved_actions

    saved = saved_actions()
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    ignoring = os_handler(signal.SIGTERM)
    restore_actions(saved)
    assert os_handler(signal.SIGTERM) == ignoring
