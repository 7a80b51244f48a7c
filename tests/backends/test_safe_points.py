"""Cancellation inside the torch network (``backends/torch/safe_points.py``): the backend adds a
check before every transformer block, head and fusion stage, at every precision; a run whose
cancel event is set stops at the next one; outside ``cancellable`` nothing changes; and the
model graph (``modeling/``) holds no cancellation code."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
import torch

from support.checkpoints import open_backend
from tt_depth_anything_3.backends.torch.safe_points import SAFE_POINT_MODULES
from tt_depth_anything_3.config.cancel import Cancelled, cancellable
from tt_depth_anything_3.modeling.dpt_blocks import FeatureFusionBlock

MODELING = Path(__file__).resolve().parents[2] / "code" / "tt_depth_anything_3" / "modeling"


@pytest.mark.parametrize("precision", ["fp32", "bf16", "int8"])
def test_every_block_and_head_stage_has_a_safe_point(tiny_anyview_checkpoint, precision):
    backend = open_backend(tiny_anyview_checkpoint, precision)
    network = backend.network
    modules = [m for m in network.modules() if isinstance(m, SAFE_POINT_MODULES)]
    blocks = len(network.backbone.pretrained.blocks)
    fusions = sum(isinstance(m, FeatureFusionBlock) for m in network.modules())
    assert len(backend.safe_points) == len(modules) == blocks + 1 + fusions
    assert all(m._forward_pre_hooks for m in modules)


def test_a_set_event_stops_the_forward_at_the_next_block(tiny_anyview_checkpoint):
    backend = open_backend(tiny_anyview_checkpoint)
    blocks = backend.network.backbone.pretrained.blocks
    stop = threading.Event()
    ran: list[int] = []

    def record(index):
        def hook(module, args):
            ran.append(index)
            if index == 1:
                stop.set()  # the request goes while block 1 runs

        return hook

    handles = [b.register_forward_pre_hook(record(i)) for i, b in enumerate(blocks)]
    try:
        with cancellable(stop), pytest.raises(Cancelled):
            backend.run_views(torch.rand(1, 2, 3, 28, 42))
        assert ran == [0, 1]
        ran.clear()
        out = backend.run_views(torch.rand(1, 2, 3, 28, 42))  # outside: runs to the end
        assert ran == list(range(len(blocks))) and out.heads["depth"].shape == (1, 2, 28, 42)
    finally:
        for handle in handles:
            handle.remove()


def test_the_model_graph_holds_no_cancellation_code():
    for path in MODELING.rglob("*.py"):
        text = path.read_text()
        assert "cancel" not in text and "checkpoint()" not in text, path
