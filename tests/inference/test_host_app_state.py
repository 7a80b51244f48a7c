"""A model inside a host application: the caller's torch state and ``pickle``.

What was wrong:
- A call made inside the caller's ``torch.autocast("cpu", dtype=torch.bfloat16)`` (a training
  loop, a mixed-precision pipeline) ran the float32 network in bfloat16: the depth moved by
  about 2 % of its range while ``describe()`` still said float32. The model now runs in its own
  precision whatever autocast the caller set, and the caller's autocast is back after the call.
- Pickling a loaded model (a ``multiprocessing`` pool's argument, ``copy.deepcopy``) failed
  with ``cannot pickle '_thread.RLock' object``, naming neither the model nor what to do.
"""

from __future__ import annotations

import copy
import pickle

import numpy as np
import pytest
import torch

from support.checkpoints import write_checkpoint
from tt_depth_anything_3 import DepthAnything3

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
