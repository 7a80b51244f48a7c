"""A process forked after torch ran on the CPU (``multiprocessing`` with the ``fork`` start
method, ``os.fork``): where ATen's parallel backend is OpenMP (GNU libgomp, the PyTorch wheels'),
the parent's OpenMP worker threads are not in the child, and the child's first parallel region
waits for them for ever, at 0 % CPU, whatever ``torch.set_num_threads`` it then asks for above
one (PyTorch issue 17199; measured with torch 2.13: a model inherited by a ``fork`` pool worker,
or a new one loaded there, never returned). A region on one thread does not use the pool, so a
forked child starts with torch at one thread, as torch's own ``DataLoader`` workers do. The
``spawn`` and ``forkserver`` start methods start a fresh interpreter: their workers keep
torch's default threads."""

from __future__ import annotations

import os
import threading

import torch

_registered = threading.Event()  # the hook is registered once per process (inherited by forks)


def openmp_parallel_backend() -> bool:
    """Whether ATen's parallel backend is OpenMP (``torch.__config__.parallel_info()``)."""
    return "parallel backend: OpenMP" in torch.__config__.parallel_info()


def one_torch_thread_in_fork_children() -> None:
    """Register, once per process, that a forked child sets ``torch.set_num_threads(1)``
    before anything else runs in it, where ATen runs on OpenMP (see the module docstring);
    nothing elsewhere (no ``os.register_at_fork``, another parallel backend)."""
    if _registered.is_set() or not hasattr(os, "register_at_fork"):
        return
    _registered.set()
    if openmp_parallel_backend():
        os.register_at_fork(after_in_child=_one_thread)


def _one_thread() -> None:
    torch.set_num_threads(1)
