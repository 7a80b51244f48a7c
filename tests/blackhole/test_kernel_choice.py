"""Which TT-Lang kernels a device program runs (``backends/blackhole/kernel_choice.py``) and the
compiles shipped for them (``kernels/generated/``, ``kernels/sizes.py``): no ttnn needed."""

from __future__ import annotations

import pytest

from support.input_sizes import sweep_sizes
from tt_depth_anything_3.backends.blackhole.kernel_choice import (
    PROGRAM_KERNELS,
    as_cli_flags,
    describe_kernels,
    kernel_choice,
)
from tt_depth_anything_3.backends.blackhole.kernels import build
from tt_depth_anything_3.backends.blackhole.kernels.sizes import API_SIZES
from tt_depth_anything_3.backends.blackhole.numerics.program import PROGRAMS
from tt_depth_anything_3.config.errors import InputError


def test_the_shipped_sizes_are_the_api_sizes() -> None:
    """``kernels/sizes.py`` writes out the set ``inference.preprocess`` gives (135 sizes)."""
    assert sorted(API_SIZES) == sorted(sweep_sizes())
    assert len(API_SIZES) == 135 and set(build.SHIPPED_SIZES) <= set(API_SIZES)


def test_every_api_size_ships_the_default_programs_compiles() -> None:
    """The residual LayerNorm (DA3Metric-Large / DA3Mono-Large: width 1024) and every resize of
    the fast program's head at every API size: a launch.json per compile folder, and nothing
    else in ``generated/``."""
    wanted = {shape.name for shape in build.default_program_shapes(API_SIZES)}
    assert wanted <= {shape.name for shape in build.SHIPPED_SHAPES}
    assert len(wanted) == 53 + 617  # distinct token counts; distinct resizes
    for name in wanted:
        assert (build.GENERATED / name / "launch.json").is_file(), name
    folders = {p.name for p in build.GENERATED.iterdir() if p.is_dir()}
    assert folders == {shape.name for shape in build.SHIPPED_SHAPES}


def test_every_api_size_ships_the_one_pass_attention() -> None:
    """A calibrated checkpoint runs the one-pass attention at every API size (vitl, 16 heads):
    one compile per distinct padded token count."""
    names = {shape.name for shape in build.shapes_for(API_SIZES, ("one_pass_attention",))}
    assert len(names) == 53
    for name in names:
        assert (build.GENERATED / name / "launch.json").is_file(), name


def test_the_fast_program_runs_both_kernels_by_default() -> None:
    assert PROGRAM_KERNELS["fast"] == "fused" and set(PROGRAM_KERNELS) == set(PROGRAMS)
    assert kernel_choice("fast", environ={}) == {"residual_norm": "fused", "resize": "fused"}
    assert kernel_choice("accurate", environ={}) == {"residual_norm": "stock", "resize": "stock"}


def test_stock_is_chosen_by_argument_or_environment() -> None:
    assert kernel_choice("fast", "stock", "stock", environ={}) == {
        "residual_norm": "stock",
        "resize": "stock",
    }
    environ = {"TT_DA3_RESIDUAL_NORM": "stock", "TT_DA3_RESIZE": " stock "}
    assert kernel_choice("fast", environ=environ) == {"residual_norm": "stock", "resize": "stock"}
    # an argument wins over the environment; the environment over the program's default
    assert kernel_choice("fast", resize="fused", environ=environ)["resize"] == "fused"
    environ = {"TT_DA3_RESIDUAL_NORM": "fused"}
    assert kernel_choice("accurate", environ=environ)["residual_norm"] == "fused"


def test_fused_resizes_with_the_accurate_program_are_refused_with_fitting_advice() -> None:
    """None of the accurate program's resizes is compiled (kernels.build compiles the fast
    program's): refused at once, advising the fast program or the accurate program's own
    resizes, not the accurate program the caller is already on; in the CLI's flags there."""
    for arguments in ({"resize": "fused"}, {"environ": {"TT_DA3_RESIZE": "fused"}}):
        with pytest.raises(InputError) as refused:
            kernel_choice("accurate", **{"environ": {}, **arguments})
        message = str(refused.value)
        assert "tt_program='fast'" in message and "TT_DA3_RESIZE=stock" in message
        assert "tt_program='accurate'" not in message
    cli = as_cli_flags(message)
    assert "--program fast" in cli and "--resize stock" in cli and "tt_program" not in cli


@pytest.mark.parametrize(
    "arguments, message",
    [
        ({"environ": {"TT_DA3_RESIZE": "fast"}}, "TT_DA3_RESIZE must be one of"),
        ({"environ": {"TT_DA3_RESIDUAL_NORM": "1"}}, "TT_DA3_RESIDUAL_NORM must be one of"),
        ({"residual_norm": "fast", "environ": {}}, "residual_norm must be one of"),
        ({"program": "fastest", "environ": {}}, "program must be one of"),
    ],
)
def test_a_bad_choice_is_an_error(arguments: dict, message: str) -> None:
    """An ``InputError`` (a ``ValueError``), as ``TT_DA3_TT_SIZES``' refusals are."""
    with pytest.raises(InputError, match=message):
        kernel_choice(**arguments)


def test_the_description_names_the_kernels_and_their_code() -> None:
    fused = describe_kernels({"residual_norm": "fused", "resize": "fused"}, True)
    assert fused["tt_lang_kernels"] == [
        "one_pass_attention",
        "residual_layer_norm",
        "resize_bilinear",
    ]
    assert "TT-Lang compiler" in fused["kernel_code"] and "no chip" in fused["kernel_code"]
    stock = describe_kernels({"residual_norm": "stock", "resize": "stock"})
    assert stock["tt_lang_kernels"] == [] and stock["kernel_code"] == "ttnn's own ops only"
