"""On a Blackhole p150a: accuracy against the float32 reference, trace replay against the eager
program, and the latency report. Skipped, with the reason, on machines without a chip."""

from __future__ import annotations

import time

import pytest

ttnn = pytest.importorskip("ttnn")

import torch  # noqa: E402
from chip import no_chip_reason  # noqa: E402

from support.numerics import pearson, photo_batch  # noqa: E402

pytestmark = pytest.mark.skipif(no_chip_reason() is not None, reason=str(no_chip_reason()))

DEPTH_PCC = 0.9998  # whole model, depth, against the float32 torch reference
SIZES = [(518, 518), (378, 504)]


@pytest.mark.parametrize("size", SIZES)
def test_depth_matches_float32_reference(chip_network, chip_backend, size):
    batch = photo_batch(*size)
    with torch.no_grad():
        reference = chip_network(batch)
    result = chip_backend.run(batch)
    assert result.timing_ms["device"] > 0  # the device path ran
    pcc = pearson(result.heads["depth"], reference["depth"])
    print(f"depth PCC at {size}: {pcc:.6f}")
    assert pcc >= DEPTH_PCC


def test_trace_replay_equals_eager(chip_network, chip_backend):
    from tt_depth_anything_3.backends.blackhole.device import TTNNBackend

    batch = photo_batch(518, 518)
    traced = chip_backend.run(batch).heads
    eager_backend = TTNNBackend(chip_network, device=chip_backend.tt_device, trace=False)
    eager = eager_backend.run(batch).heads
    eager_backend.close()  # leaves the shared device open
    assert torch.equal(traced["depth"], eager["depth"])
    assert torch.equal(traced["sky"], eager["sky"])


def test_latency_report(chip_backend):
    batch = photo_batch(518, 518)
    chip_backend.warmup((518, 518))
    times, device = [], []
    for _ in range(20):
        start = time.perf_counter()
        result = chip_backend.run(batch)
        times.append((time.perf_counter() - start) * 1e3)
        device.append(result.timing_ms["device"])
    times.sort()
    device.sort()
    print(f"518x518 trace replay: median {times[10]:.2f} ms end to end, {device[10]:.2f} ms device")
    print(f"backend: {chip_backend.describe()}")  # dispatch (ETH or the fallback), grid, load
    assert times[10] > 0
