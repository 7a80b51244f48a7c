"""On a Blackhole p150a: the program at every size of the CI subset (``device_sizes.CI_SIZES``:
tokens in L1 or DRAM, linears in output blocks, the transposed program of tall strips) matches
the float32 reference, and each size's release leaves the chip's memory as it was. The mock p150a
checks the same sizes' allocation in CI (tests/blackhole/mock/test_sizes.py); only a chip checks the
values. Skipped, with the reason, on machines without a chip."""

from __future__ import annotations

import pytest

ttnn = pytest.importorskip("ttnn")

import torch  # noqa: E402
from chip import no_chip_reason  # noqa: E402

from support.device_sizes import CI_SIZES  # noqa: E402
from support.numerics import pearson, photo_batch  # noqa: E402

pytestmark = pytest.mark.skipif(no_chip_reason() is not None, reason=str(no_chip_reason()))

DEPTH_PCC = 0.9998  # as test_blackhole_device.py: whole model, depth, against float32


@pytest.mark.parametrize("size", CI_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_size_matches_reference_and_releases(chip_network, chip_backend, size):
    chip_backend.release(size)  # another test may have built it
    baseline = chip_backend.memory_in_use()
    batch = photo_batch(*size)
    with torch.no_grad():
        reference = chip_network(batch)
    heads = chip_backend.run(batch).heads
    assert heads["sky"].shape == reference["sky"].shape
    depth = pearson(heads["depth"], reference["depth"])
    print(f"{size}: depth PCC {depth:.6f}, sky PCC {pearson(heads['sky'], reference['sky']):.6f}")
    assert depth >= DEPTH_PCC
    chip_backend.release(size)
    assert chip_backend.memory_in_use() == baseline
