"""A model inside a host application: the caller's torch state and ``pickle``.

What was wrong:
- A call made inside the caller's ``torch.autocast("cpu", dtype=torch.bfloat16)`` (a training
  loop, a mixed-precision pipeline) ran the float32 network in bfloat16: the depth moved by
  about 2 % of its range while ``describe()`` still said float32. The model now runs in its own
  precision whatever autocast the caller set, and the caller's autocast is back after the call;
  every backend's runs and every load (Blackhole's weight folding, the engines' export, gates
  and probes) likewise.
- Threads decoding images left a warning filter behind (see the last test).
- Pickling a loaded model (a ``multiprocessing`` pool's argument, ``copy.deepcopy``) failed
  with ``cannot pickle '_thread.RLock' object``, naming neither the model nor what to do.
"""

from __future__ import annotations

import copy
import pickle
import warnings
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest
import torch
from PIL import Image

from support.checkpoints import write_checkpoint
from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends import RunResult
from tt_depth_anything_3.inference.gate import GatedBackend
from tt_depth_anything_3.inference.images import load_image

IMAGE = (np.random.default_rng(0).random((60, 80, 3)) * 255).astype(np.uint8)


@pytest.fixture(scope="module")
def model(tmp_path_factory):
    folder = write_checkpoint(tmp_path_factory.mktemp("ck"), "da3-small", seed=0)
    with DepthAnything3.from_pretrained(weights_path=folder, device="cpu", process_res=70) as m:
        yield m


def test_the_callers_autocast_does_not_change_the_depth(model):
    expected = model(IMAGE)
    with torch.autocast("cpu", dtype=torch.bfloat16):
        got = model(IMAGE)
        assert torch.is_autocast_enabled("cpu")
        assert torch.get_autocast_dtype("cpu") == torch.bfloat16
    np.testing.assert_array_equal(got.depth, expected.depth)
    np.testing.assert_array_equal(got.conf, expected.conf)
    np.testing.assert_array_equal(got.extrinsics, expected.extrinsics)


@pytest.mark.parametrize(
    "caller_state", [torch.inference_mode, torch.no_grad, torch.enable_grad], ids=str
)
def test_the_callers_grad_mode_is_kept(model, caller_state):
    expected = model(IMAGE).depth
    with caller_state():
        grad, inference = torch.is_grad_enabled(), torch.is_inference_mode_enabled()
        np.testing.assert_array_equal(model(IMAGE).depth, expected)
        assert (torch.is_grad_enabled(), torch.is_inference_mode_enabled()) == (grad, inference)


@pytest.mark.parametrize("copier", [pickle.dumps, copy.deepcopy])
def test_pickling_a_model_says_to_load_it_where_it_runs(model, copier):
    with pytest.raises(
        TypeError, match="cannot pickle a loaded DepthAnything3 model.*from_options"
    ):
        copier(model)
    assert model(IMAGE).depth.shape == (56, 70)  # still usable


def test_decoding_on_many_threads_leaves_the_warning_filters_alone(tmp_path):
    """Image decodes on several threads (the package's own host threads, a host application's
    thread pool) each ignored Pillow's bomb warning with ``warnings.catch_warnings``: their
    overlapping blocks left ``ignore DecompressionBombWarning`` in the program's filters for
    good (3 runs of 3 before the fix)."""
    path = tmp_path / "small.png"
    Image.fromarray(IMAGE).save(path)
    with warnings.catch_warnings():  # the test's own, restored after
        before = list(warnings.filters)
        with ThreadPoolExecutor(4) as pool:
            list(pool.map(lambda _: [load_image(path) for _ in range(300)], range(8)))
        assert list(warnings.filters) == before


class AutocastProbe:
    """A backend that records whether autocast was on in its runs (every backend's runs go
    through ``GatedBackend``: Blackhole's and the engines' as torch's)."""

    name, device, precision, thread_safe, runs_views = "probe", "cpu", "fp32", True, True

    def __init__(self) -> None:
        self.seen: list[bool] = []

    def note(self) -> RunResult:
        self.seen.append(torch.is_autocast_enabled("cpu") or torch.is_autocast_enabled("cuda"))
        return RunResult({"depth": torch.zeros(1, 14, 14)}, {}, (False,))

    def run(self, batch) -> RunResult:
        return self.note()

    def run_views(self, views, **options) -> RunResult:
        return self.note()

    def warmup(self, size, batch=1) -> None:
        self.note()

    def close(self) -> None:
        pass


def test_every_backend_runs_without_the_callers_autocast():
    backend = AutocastProbe()
    gated = GatedBackend(backend)
    with torch.autocast("cpu", dtype=torch.bfloat16):
        gated.run(torch.zeros(1, 3, 14, 14))
        gated.run_views(torch.zeros(1, 2, 3, 14, 14))
        gated.warmup((14, 14))
        gated.warmup_views((14, 14), 2)
        assert torch.is_autocast_enabled("cpu")
    assert backend.seen == [False] * 4


def test_a_model_loaded_under_the_callers_autocast_is_the_same(tmp_path):
    folder = write_checkpoint(tmp_path / "ck", "da3-small", seed=0)
    options = {"weights_path": folder, "device": "cpu", "process_res": 70}
    with torch.autocast("cpu", dtype=torch.bfloat16):
        under = DepthAnything3.from_pretrained(**options)
    with under, DepthAnything3.from_pretrained(**options) as plain:
        assert under.describe()["backend"] == plain.describe()["backend"]
        np.testing.assert_array_equal(under(IMAGE).depth, plain(IMAGE).depth)
