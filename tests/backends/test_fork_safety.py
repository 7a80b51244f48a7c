"""A process forked after the model ran on the CPU (``multiprocessing`` with ``fork``): torch's
OpenMP pool is not in the child, and the child's first parallel region used to wait for it for
ever (a ``fork`` pool worker running the inherited model, or a new one, never returned).
``backends.torch.fork_safety`` starts such a child with torch at one thread.

The parent is a fresh interpreter, as a user's program is: forked from the test worker itself,
the child inherited whatever earlier tests of that worker left (in a CI run, a PyAV frame's
scaler whose slice threads are not in the child: the child hung freeing it at the fork, and
the pool's terminate could not end it, so the run hung), which is not what this checks. The
whole process group is killed if it does not end in time."""

from __future__ import annotations

import multiprocessing
import os
import signal
import subprocess
import sys
import textwrap

import numpy as np
import pytest

pytestmark = pytest.mark.skipif(
    "fork" not in multiprocessing.get_all_start_methods(), reason="no fork start method"
)

PARENT = textwrap.dedent(
    """
    import multiprocessing, sys
    import numpy as np
    import torch
    from tt_depth_anything_3 import DepthAnything3
    from tt_depth_anything_3.backends.torch.fork_safety import openmp_parallel_backend

    MODEL = None  # the parent's model, inherited by the fork child

    def child_run(image):
        return MODEL(image).depth, torch.get_num_threads()

    torch.set_num_threads(2)  # the OpenMP pool has workers in the parent
    MODEL = DepthAnything3.from_pretrained(
        weights_path=sys.argv[1], device="cpu", process_res=70
    )
    image = np.load(sys.argv[2])
    expected = MODEL(image).depth
    pool = multiprocessing.get_context("fork").Pool(1)
    try:
        depth, threads = pool.apply_async(child_run, (image,)).get(timeout=60)
    finally:
        pool.terminate()
        pool.join()
    np.save(sys.argv[3], np.stack([depth, expected]))
    print(threads, int(openmp_parallel_backend()), torch.get_num_threads())
    """
)
END_S = 240  # the parent's model load, its run and the child's, on a loaded 2-core machine


def test_a_fork_child_runs_the_model_the_parent_ran(tiny_metric_checkpoint, photo, tmp_path):
    np.save(tmp_path / "photo.npy", photo)
    args = [str(tiny_metric_checkpoint), str(tmp_path / "photo.npy"), str(tmp_path / "out.npy")]
    parent = subprocess.Popen(
        [sys.executable, "-c", PARENT, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its fork child with it: killed together on a hang
        env={**os.environ, "OMP_NUM_THREADS": "2"},
    )
    try:
        out, err = parent.communicate(timeout=END_S)
    except subprocess.TimeoutExpired:
        os.killpg(parent.pid, signal.SIGKILL)
        parent.communicate()
        pytest.fail(f"the parent or its fork child did not end within {END_S} s")
    assert parent.returncode == 0, err[-3000:]
    threads, openmp, parent_threads = (int(word) for word in out.split())
    depth, expected = np.load(tmp_path / "out.npy")
    np.testing.assert_allclose(depth, expected, rtol=1e-5, atol=1e-6)
    assert threads == (1 if openmp else 2)
    assert parent_threads == 2, "the parent keeps its threads"
