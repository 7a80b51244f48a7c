"""A process forked after the model ran on the CPU (``multiprocessing`` with ``fork``): torch's
OpenMP pool is not in the child, and the child's first parallel region used to wait for it for
ever (a ``fork`` pool worker running the inherited model, or a new one, never returned).
``backends.torch.fork_safety`` starts such a child with torch at one thread."""

from __future__ import annotations

import multiprocessing

import numpy as np
import pytest
import torch

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends.torch.fork_safety import openmp_parallel_backend

pytestmark = pytest.mark.skipif(
    "fork" not in multiprocessing.get_all_start_methods(), reason="no fork start method"
)

MODEL = None  # the parent's model, inherited by the fork children


def child_run(image: np.ndarray) -> tuple[np.ndarray, int]:
    return MODEL(image).depth, torch.get_num_threads()


def test_a_fork_child_runs_the_model_the_parent_ran(tiny_metric_checkpoint, photo) -> None:
    global MODEL
    before = torch.get_num_threads()
    torch.set_num_threads(2)  # the OpenMP pool has workers in the parent
    try:
        MODEL = DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint, device="cpu", process_res=70
        )
        expected = MODEL(photo).depth
        pool = multiprocessing.get_context("fork").Pool(1)
        try:
            depth, threads = pool.apply_async(child_run, (photo,)).get(timeout=60)
        finally:
            pool.terminate()
            pool.join()
        np.testing.assert_allclose(depth, expected, rtol=1e-5, atol=1e-6)
        assert threads == (1 if openmp_parallel_backend() else 2)
        assert torch.get_num_threads() == 2, "the parent keeps its threads"
    finally:
        if MODEL is not None:
            MODEL.close()
        MODEL = None
        torch.set_num_threads(before)
