"""The accuracy gate on an output that is constant (a ReLU sky map all zeros at a small size):
Pearson is NaN there, which failed exact engines, went into the cached gate figures and beside
a ``passed`` it did not match."""

from __future__ import annotations

import json
from types import SimpleNamespace

import numpy as np
import pytest
import torch

from tt_depth_anything_3.backends.runtimes import select
from tt_depth_anything_3.backends.runtimes.graph_io import InputShape


def heads(depth: torch.Tensor, sky: torch.Tensor) -> dict[str, torch.Tensor]:
    return {"depth": depth, "sky": sky}


DEPTH = torch.linspace(1, 2, 784).reshape(1, 1, 28, 28)
ZEROS = torch.zeros(1, 1, 28, 28)


@pytest.mark.parametrize(
    ("sky", "expected"),
    [
        (ZEROS, 1.0),  # identical constant maps
        (ZEROS + 1e-6 * torch.rand(1, 1, 28, 28), 1.0),  # near-identical by max abs error
        (ZEROS + 0.5, 0.0),  # constant and far off
        (torch.rand(1, 1, 28, 28), 0.0),  # varies where the reference is constant
    ],
)
def test_a_constant_output_is_judged_by_its_max_abs_error(sky, expected):
    figures = select.gate_figures(heads(DEPTH, sky), heads(DEPTH, ZEROS))
    assert figures["sky"] == expected and figures["depth"] == pytest.approx(1.0)
    assert figures["passed"] is (expected == 1.0)
    json.dumps(figures, allow_nan=False)  # never NaN


def test_a_non_finite_output_fails_with_a_number():
    broken = DEPTH.clone()
    broken[0, 0, 0, 0] = float("nan")
    figures = select.gate_figures(heads(broken, ZEROS), heads(DEPTH, ZEROS))
    assert figures["depth"] == 0.0 and not figures["passed"]


def test_run_gate_passes_an_exact_engine_and_stores_no_nan(runtime_cache):
    """Both inputs give an all-zero sky: the lowest figures, ``passed`` and the cached JSON
    agree (before: NaN, "passed": false beside "sky": 0.99999999999937)."""
    shape = InputShape(28, 28)

    def outputs(image: torch.Tensor) -> dict[str, torch.Tensor]:
        return heads(image.mean(1, keepdim=True), torch.zeros(1, 1, 28, 28))

    reference = {name: outputs(image) for name, image in select.gate_inputs(shape).items()}
    backend = SimpleNamespace(
        name="exact",
        precision="fp32",
        run=lambda image: SimpleNamespace(heads=outputs(image)),
    )
    identity = {"model": "constant-sky", "file": "none", "bytes": 0, "sha256": "0"}
    figures = select.run_gate(backend, shape, lambda: reference, identity)
    assert figures["passed"] and figures["sky"] == 1.0
    assert all(row["passed"] for row in figures["inputs"].values())
    for path in runtime_cache.rglob(select.GATE_FILE):
        assert "NaN" not in path.read_text(encoding="utf-8")
    assert np.isfinite(figures["depth"])
