"""On a Blackhole chip with the TT-Lang compiler: the one-pass attention kernel inside the traced
program, its guard rate on the sample photos, and latency against the stock-SDPA program.
Skipped, with the reason, where the compiler or the chip is missing (no run here)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

ttnn = pytest.importorskip("ttnn")

import torch  # noqa: E402
from chip import no_chip_reason  # noqa: E402

from support.numerics import pearson  # noqa: E402
from tt_depth_anything_3.backends.blackhole.kernels import compiler_missing_reason  # noqa: E402
from tt_depth_anything_3.backends.blackhole.one_pass import calibrate_attention  # noqa: E402
from tt_depth_anything_3.inference.images import load_rgb  # noqa: E402
from tt_depth_anything_3.inference.preprocess import preprocess  # noqa: E402

REASON = no_chip_reason() or compiler_missing_reason()
pytestmark = pytest.mark.skipif(REASON is not None, reason=str(REASON))

DEPTH_PCC = 0.9998
PHOTOS = sorted((Path(__file__).parents[3] / "media").glob("*.jpg"))


def median_ms(backend, batch: torch.Tensor, runs: int = 20) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        backend.run(batch)
        times.append((time.perf_counter() - start) * 1e3)
    return sorted(times)[runs // 2]


def test_one_pass_in_trace(chip_network, chip_backend) -> None:
    from tt_depth_anything_3.backends.blackhole.device import TTNNBackend

    photos = [(str(p), preprocess(load_rgb(p), 518, "squash").tensor) for p in PHOTOS]
    calibration = calibrate_attention(chip_network, photos)
    print(
        f"one-pass layers {sum(x.one_pass for x in calibration.layers)}/24, "
        f"worst headroom {calibration.worst_headroom:.2f} nats"
    )
    one_pass = TTNNBackend(
        chip_network, device=chip_backend.tt_device, attention_calibration=calibration
    )
    try:
        fallbacks = []
        for _, image in photos:
            batch = image[None]
            with torch.no_grad():
                reference = chip_network(batch)["depth"]
            result = one_pass.run(batch)
            fallbacks.append(result.fallback[0])
            assert pearson(result.heads["depth"], reference) >= DEPTH_PCC
        print(f"guard rate on {len(photos)} photos: {sum(fallbacks)}/{len(photos)}")
        batch = photos[0][1][None]
        stock_ms, one_pass_ms = median_ms(chip_backend, batch), median_ms(one_pass, batch)
        print(f"518x518 trace replay: stock {stock_ms:.2f} ms, one-pass {one_pass_ms:.2f} ms")
    finally:
        one_pass.close()  # leaves the shared device open
