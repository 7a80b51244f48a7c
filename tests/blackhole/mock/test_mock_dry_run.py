"""Dry run of the whole DA3Metric-Large forward on a mock p150a, eager, through the public API.

On the mock device every op runs its validation, program factory and L1 / circular-buffer
allocation (outputs are zeros), so this proves the program fits and is accepted by ttnn 0.81.1
at 518x518 and at an aspect-kept size, with the default program's TT-Lang kernels (the residual
LayerNorm and the fused resizes, their shipped compiles launched through ``ttnn.generic_op``);
it says nothing about the values (see the emulator).
The installed tt-metal cannot dispatch from the p150a's ETH cores (patches/README.md), so the
default ``dispatch="auto"`` falls back to worker dispatch, visibly. A second load reads the
converted weights back from the cache.
"""

from __future__ import annotations

import numpy as np
import pytest

ttnn = pytest.importorskip("ttnn")

from tt_depth_anything_3 import DepthAnything3  # noqa: E402


def load(checkpoint) -> DepthAnything3:
    return DepthAnything3.from_pretrained(
        weights_path=checkpoint, device="tt", trace=False, warmup_sizes=[], process_res=518
    )


def test_full_forward_on_mock_p150a(mock_p150a, full_metric_checkpoint):
    model = load(full_metric_checkpoint)
    with model:
        assert model.backend == "ttnn" and model.device == "tt:0"
        assert model.precision == "ttnn-bf16/fp32-residual+head/bf16-tail"  # program "fast"
        # Read from the device: a p150a with worker dispatch, after ETH was tried.
        info = model.describe()["backend"]
        assert info["grid"] == [11, 10]
        assert info["dispatch"] == "worker"
        assert "No core coordinate found" in info["dispatch_fallback"]
        assert info["weights_source"] == "converted+cached"
        first_load = info["load_seconds"]

        square = np.full((518, 518, 3), 128, np.uint8)
        out = model(square)
        assert out.model_input_size == (518, 518)
        assert out.depth.shape == (518, 518) and out.sky.shape == (518, 518)
        assert out.backend == "ttnn"

        model.process_res = 504
        landscape = np.full((224, 336, 3), 128, np.uint8)  # 2:3, aspect kept -> 336x504
        out = model(landscape)
        assert out.model_input_size == (336, 504)
        assert out.depth.shape == (336, 504) and out.sky.shape == (336, 504)
        # The eager program was built for both sizes and nothing was traced.
        info = model.describe()["backend"]
        assert info["programs"] == [[518, 518, "stock"], [336, 504, "stock"]]  # SDPA
        assert info["traces"] == 0
        # the default program: both TT-Lang kernels' shipped compiles (generic ops)
        assert (info["residual_norm"], info["resize"]) == ("fused", "fused")
        assert info["kernels"]["tt_lang_kernels"] == ["residual_layer_norm", "resize_bilinear"]

    second = load(full_metric_checkpoint)
    with second:
        info = second.describe()["backend"]
        assert info["weights_source"] == "cache"
        print(f"weights: converted {first_load:.1f} s, from cache {info['load_seconds']:.1f} s")
