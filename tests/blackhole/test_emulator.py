"""The torch emulator of the device program (``backends.blackhole_numerics``, no ttnn): its
algebra equals the reference network, plain and transposed, and the two device programs differ
only by their rounding. Tiny random model; the full-size accuracy gate against bf16 autocast is
``tests/blackhole/mock/test_emulator_accuracy.py`` (slow).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch

from support.numerics import pearson, photo_batch
from tt_depth_anything_3.backends.blackhole.numerics import EmulatedProgram
from tt_depth_anything_3.backends.torch.loading import build_network
from tt_depth_anything_3.config import DA3Config

EXACT_PCC = 0.999999  # program algebra (class token last, folds, matrix resizes), float32
DEPTH_PCC = 0.9998  # the fast program's depth against the accurate one's (tiny model)
STOCK = {"residual_norm": "stock", "resize": "stock"}  # the fast program without its kernels


def load(folder: Path):
    config = DA3Config.from_dict(json.loads((folder / "config.json").read_text()))
    return build_network(config, folder / "model.safetensors")


def test_program_algebra_equals_reference(tiny_metric_checkpoint):
    network = load(tiny_metric_checkpoint)
    batch = photo_batch(140, 196)
    with torch.no_grad():
        reference = network(batch)
    emulated = EmulatedProgram(network, exact=True)(batch)
    for key in ("depth", "sky"):
        assert emulated[key].shape == reference[key].shape
        assert pearson(emulated[key], reference[key]) >= EXACT_PCC
    torch.testing.assert_close(emulated["depth"], reference["depth"], rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("size", [(140, 196), (224, 28)])
def test_transposed_program_equals_reference(tiny_metric_checkpoint, size):
    """The transposed program (patches column-major, head on the transposed maps with
    transposed kernels; what the device runs for tall one- or two-patch strips) has the same
    algebra; 224x28 is a size the device runs transposed by itself."""
    network = load(tiny_metric_checkpoint)
    batch = photo_batch(*size)
    with torch.no_grad():
        reference = network(batch)
    emulated = EmulatedProgram(network, exact=True, transposed=True)(batch)
    for key in ("depth", "sky"):
        assert emulated[key].shape == reference[key].shape
        assert pearson(emulated[key], reference[key]) >= EXACT_PCC
    torch.testing.assert_close(emulated["depth"], reference["depth"], rtol=1e-4, atol=1e-5)


def test_fast_program_rounds_only_the_tail(tiny_metric_checkpoint):
    """The fast program differs from the accurate one (bfloat16 tail maps), and is exact when
    nothing is rounded (both with the stock ops: the fast program's kernels are gated in
    test_emulator_residual_norm / _fused_resize); the fast one runs both kernels by default, the
    accurate one neither; an unknown program is refused."""
    network = load(tiny_metric_checkpoint)
    batch = photo_batch(140, 196)
    fast = EmulatedProgram(network, program="fast", **STOCK)(batch)
    accurate = EmulatedProgram(network, program="accurate")(batch)  # stock ops by default
    assert not torch.equal(fast["depth"], accurate["depth"])
    assert pearson(fast["depth"], accurate["depth"]) >= DEPTH_PCC
    exact_fast = EmulatedProgram(network, exact=True, program="fast", **STOCK)(batch)
    exact_accurate = EmulatedProgram(network, exact=True, program="accurate")(batch)
    torch.testing.assert_close(exact_fast["depth"], exact_accurate["depth"])
    for name, kernels in (("fast", "fused"), ("accurate", "stock")):
        emulated = EmulatedProgram(network, program=name)
        assert (emulated.residual_norm, emulated.resize_impl) == (kernels, kernels)
    with pytest.raises(ValueError, match="program must be one of"):
        EmulatedProgram(network, program="fastest")


def test_head_fidelity_is_applied_and_checked(tiny_metric_checkpoint):
    """The head's math fidelity changes the emulated maps (HiFi2 reads the float32 maps to 6
    mantissa bits: further from float32 than the program's HiFi3); an unknown one is refused."""
    network = load(tiny_metric_checkpoint)
    batch = photo_batch(140, 196)
    with torch.no_grad():
        reference = network(batch)
    built = EmulatedProgram(network, program="accurate")(batch)
    coarse = EmulatedProgram(network, program="accurate", head_fidelity="HiFi2")(batch)
    assert not torch.equal(built["depth"], coarse["depth"])
    assert pearson(coarse["depth"], reference["depth"]) < pearson(
        built["depth"], reference["depth"]
    )
    with pytest.raises(ValueError, match="resize_fidelity must be one of"):
        EmulatedProgram(network, resize_fidelity="HiFi5")
