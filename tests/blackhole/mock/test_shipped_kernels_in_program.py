"""The shipped TT-Lang compiles (``kernels/generated/``) inside the full DA3Metric-Large device
program on the mock p150a (ttnn 0.81.1, 11x10), no compiler installed: at every size of the CI
subset, with every layer's attention one-pass (reading the qkv output and writing the context:
no head split, concatenation, padding or slice around it), every residual add + LayerNorm
fused and every resize of the head fused (all three kernels in one program), the program is
captured (every launch passes ``ttnn.generic_op``'s validation, and its circular
buffers are placed beside the program's L1 tensors, where a clash is refused), and the captured
graph holds the generic ops, each modelled from its own work. The mock "builds" the C++ with
its sfpi stand-in: the C++ itself is not compiled here (docs/kernels.md section 4).
"""

from __future__ import annotations

import pytest

ttnn = pytest.importorskip("ttnn")

import re  # noqa: E402

import numpy as np  # noqa: E402
import torch  # noqa: E402

from support.device_sizes import CI_SIZES  # noqa: E402
from tt_depth_anything_3 import DepthAnything3  # noqa: E402
from tt_depth_anything_3.backends.blackhole.device import TTNNBackend  # noqa: E402
from tt_depth_anything_3.backends.blackhole.device.capture import capture_program  # noqa: E402
from tt_depth_anything_3.backends.blackhole.device.shipped import require_shipped  # noqa: E402
from tt_depth_anything_3.backends.blackhole.device_model import (  # noqa: E402
    device_model,
    estimate_capture,
)
from tt_depth_anything_3.backends.blackhole.device_model.kernels import kernel_work  # noqa: E402
from tt_depth_anything_3.backends.blackhole.kernels.build import SHIPPED_SIZES  # noqa: E402
from tt_depth_anything_3.backends.blackhole.numerics.resize_kernel import (  # noqa: E402
    program_resizes,
)
from tt_depth_anything_3.backends.blackhole.one_pass import uniform_calibration  # noqa: E402
from tt_depth_anything_3.config import DA3Config  # noqa: E402
from tt_depth_anything_3.modeling import DepthAnything3Network  # noqa: E402

LAYERS = 24
FEATURES = 256  # DA3Metric-Large's fusion width
# Before the recompile (issue 21) the residual LayerNorm's 1.08 MiB of CBs clashed with the
# program's L1 tensors at 518x518, 504x504, 658x658, 588x1036 and 1036x1036; with 0.89 MiB
# (bfloat16 gamma / beta, broadcasts inside expressions) every CI size is accepted.
SIZES = list(CI_SIZES)
# the ops the one-pass attention needed around its kernel before it read the qkv output itself
ATTENTION_GLUE = {
    "NlpCreateHeadsDeviceOperation",
    "NLPConcatHeadsDeviceOperation",
    "FillPadDeviceOperation",
    "SliceDeviceOperation",
}


def test_every_ci_size_ships_its_compiles() -> None:
    assert sorted(SHIPPED_SIZES) == sorted(CI_SIZES)
    for height, width in CI_SIZES:
        tokens = 1 + (height // 14) * (width // 14)
        assert require_shipped("one_pass_attention", tokens, 16).is_dir()
        assert require_shipped("residual_layer_norm", tokens, 1024).is_dir()


def test_missing_compile_names_the_folder_and_the_build() -> None:
    with pytest.raises(RuntimeError, match="t576-d1024 is missing.*venv-ttlang.*kernels.build"):
        require_shipped("residual_layer_norm", 570, 1024)  # a size outside the API's set
    # another model's width: the build compiles DA3Metric / DA3Mono's only, so it says stock
    with pytest.raises(RuntimeError, match=r"for 12 heads: .*\[16\] only.*FORCE_STOCK"):
        require_shipped("one_pass_attention", 100, 12)  # vitb


def test_default_program_without_its_compile_is_an_error(
    mock_p150a, tiny_metric_checkpoint, monkeypatch
) -> None:
    """The default program runs the kernels and never switches to the stock ops by itself: the
    tiny test model (widths with no shipped compile) is refused at its first size, naming every
    missing compile and the one setting that runs it (both kernels: their widths no build makes,
    so no build command; with the stock resize, the LayerNorm's alone); with
    TT_DA3_RESIDUAL_NORM / TT_DA3_RESIZE=stock it runs."""

    def load() -> DepthAnything3:
        return DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint,
            device="tt",
            trace=False,
            warmup_sizes=[],
            process_res=70,
        )

    image = np.full((56, 70, 3), 128, np.uint8)
    monkeypatch.delenv("TT_DA3_RESIDUAL_NORM", raising=False)
    monkeypatch.delenv("TT_DA3_RESIZE", raising=False)
    with load() as model:
        kernels = model.describe()["backend"]["kernels"]
        assert kernels["tt_lang_kernels"] == ["residual_layer_norm", "resize_bilinear"]
        with pytest.raises(ValueError) as refused:  # no width of it has a compile: stock
            model(image)
        message = str(refused.value)
        assert "residual_layer_norm for 64 channels" in message
        assert re.search(r"no shipped compile of the fused resize .*head has \d+ channels", message)
        assert "(TT_DA3_RESIDUAL_NORM=stock TT_DA3_RESIZE=stock, or " in message
        assert "kernels.build --sizes" not in message
    monkeypatch.setenv("TT_DA3_RESIZE", "stock")  # the LayerNorm alone: its width has none
    with load() as model:
        with pytest.raises(
            ValueError, match=r"residual_layer_norm for 64 channels: .*only.*RESIDUAL_NORM=stock"
        ):
            model(image)
    monkeypatch.setenv("TT_DA3_RESIDUAL_NORM", "stock")
    monkeypatch.setenv("TT_DA3_RESIZE", "stock")
    with load() as model:
        assert model(image).depth.shape == (56, 70)
        kernels = model.describe()["backend"]["kernels"]
        assert (kernels["residual_norm"], kernels["resize"]) == ("stock", "stock")
        assert kernels["tt_lang_kernels"] == []


@pytest.fixture(scope="module")
def backend(mock_p150a):
    config = DA3Config.from_dict({"model_name": "da3metric-large"})
    with torch.device("meta"):
        network = DepthAnything3Network(config)
    network = network.to_empty(device="cpu")  # the program does not depend on the values
    backend = TTNNBackend(
        network,
        trace=False,
        dispatch="worker",
        attention_calibration=uniform_calibration(LAYERS),
        residual_norm="fused",
        resize="fused",
    )
    yield backend
    backend.close()


@pytest.mark.parametrize("size", SIZES, ids=[f"{h}x{w}" for h, w in SIZES])
def test_kernels_launch_and_fit_in_the_program(backend, size, tmp_path) -> None:
    path = capture_program(backend, *size, tmp_path / "program.json")
    estimate = estimate_capture(path, device_model("p150a"))
    kernels = [e for e in estimate.ops if e.op.name == "GenericOpDeviceOperation"]
    names = [kernel_work(e.op).kernel for e in kernels]
    assert names.count("one_pass_attention") == LAYERS
    assert names.count("residual_layer_norm") == 2 * LAYERS + 1  # + the position-table add
    assert names.count("resize_bilinear") == len(program_resizes(*size, FEATURES, "fast"))
    assert not any(e.op.name == "SDPAOperation" for e in estimate.ops)
    # the one-pass kernel reads the qkv output and writes the context the projection reads:
    # no head split or concatenation, no padding of the tokens or slice of the context
    backbone = {e.op.name for e in estimate.ops if e.stage.startswith("backbone")}
    assert not backbone & ATTENTION_GLUE, backbone & ATTENTION_GLUE
    resizes = [e for e in estimate.ops if e.stage == "head: resizes"]
    assert not any(e.op.name == "MatmulDeviceOperation" for e in resizes)
    for e in kernels:
        assert e.kernel_us > 0
        if kernel_work(e.op).kernel == "resize_bilinear":
            assert e.stage == "head: resizes" and 0 < e.cores <= 110
        else:
            assert e.cores == 110
    described = backend.describe()
    assert (described["residual_norm"], described["resize"]) == ("fused", "fused")
