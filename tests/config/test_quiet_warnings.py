"""``config.quiet_warnings.ignoring``: blocks of several threads that overlap leave the
program's warning filters as they were.

What was wrong: the package ignored a warning for a block with ``warnings.catch_warnings``,
which saves the process-wide filter list and puts that copy back on exit. Two overlapping
blocks (thread A enters, B enters, A leaves, B leaves) put back B's copy, holding A's
``ignore`` for good, and a filter the program added in between was dropped. The ONNX export's
quieting of the exporter's loggers did the same with their levels: two overlapping exports
left them at ERROR."""

from __future__ import annotations

import logging
import threading
import warnings

from tt_depth_anything_3.config.quiet_warnings import ignoring, quiet_loggers


class FirstWarning(UserWarning):
    pass


class SecondWarning(UserWarning):
    pass


def test_overlapping_blocks_of_two_threads_restore_the_filters():
    with warnings.catch_warnings():  # the test's own, single-threaded
        before = list(warnings.filters)
        a_inside, b_inside, a_left = threading.Event(), threading.Event(), threading.Event()

        def thread_a():
            with ignoring(FirstWarning):
                a_inside.set()
                b_inside.wait(5)
            a_left.set()

        def thread_b():
            a_inside.wait(5)
            with ignoring(SecondWarning):
                b_inside.set()
                a_left.wait(5)
                warnings.filterwarnings("error", category=DeprecationWarning)  # the program's

        threads = [threading.Thread(target=thread_a), threading.Thread(target=thread_b)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(10)
        program_filter = ("error", None, DeprecationWarning, None, 0)
        assert list(warnings.filters) == [program_filter, *before]


def test_ignoring_ignores_in_the_block_only():
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        with ignoring(FirstWarning):
            warnings.warn("hidden", FirstWarning, stacklevel=1)
            warnings.warn("shown", SecondWarning, stacklevel=1)
        warnings.warn("shown after", FirstWarning, stacklevel=1)
    assert [str(w.message) for w in seen] == ["shown", "shown after"]


def test_overlapping_quiet_loggers_give_the_level_back():
    logger = logging.getLogger("tt_da3_test.exporter")
    logger.setLevel(logging.INFO)
    first, second = quiet_loggers(logger.name), quiet_loggers(logger.name)
    first.__enter__()
    second.__enter__()
    assert logger.level == logging.ERROR
    first.__exit__(None, None, None)  # the first block ends first
    assert logger.level == logging.ERROR  # the second is still inside
    second.__exit__(None, None, None)
    assert logger.level == logging.INFO


def test_a_block_ending_leaves_an_overlapping_block_of_the_same_category_ignoring():
    """Two overlapping blocks of one category shared one filter entry (``filterwarnings``
    keeps no duplicate): the first to end removed it, and the other block, still inside,
    showed the warning it was to ignore (threaded decodes and Pillow's bomb warning)."""
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        outer, inner = ignoring(FirstWarning), ignoring(FirstWarning)
        outer.__enter__()
        inner.__enter__()
        inner.__exit__(None, None, None)  # another thread's block ends first
        warnings.warn("hidden", FirstWarning, stacklevel=1)
        outer.__exit__(None, None, None)
        warnings.warn("shown after", FirstWarning, stacklevel=1)
    assert [str(w.message) for w in seen] == ["shown after"]


def test_the_programs_own_ignore_of_the_category_is_kept():
    """A program's ``simplefilter("ignore", category)`` equalled the block's entry: the block
    moved it to the front and removed it at the end, so the program's filter was gone."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", FirstWarning)
        before = list(warnings.filters)
        with ignoring(FirstWarning):
            pass
        assert list(warnings.filters) == before
