"""The fused bilinear resize's shipped compiles (``kernels/generated/resize_bilinear-*``) inside
the full DA3Metric-Large device program on the mock p150a (ttnn 0.81.1, 11x10), no compiler
installed: at every size of the CI subset with ``resize="fused"``, the program is captured
(every launch passes ``ttnn.generic_op``'s validation and its circular buffers are placed beside
the program's L1 tensors, where a clash is refused), and the captured graph holds one generic op
per resize of the head, modelled from its own work, and no interpolation matmul. The C++ is
built by the mock's sfpi stand-in, not compiled (docs/kernels.md section 4)."""

from __future__ import annotations

import pytest

ttnn = pytest.importorskip("ttnn")

import torch  # noqa: E402

from support.device_sizes import CI_SIZES  # noqa: E402
from tt_depth_anything_3.backends.blackhole.device import TTNNBackend  # noqa: E402
from tt_depth_anything_3.backends.blackhole.device.capture import capture_program  # noqa: E402
from tt_depth_anything_3.backends.blackhole.device.fused_resize import (  # noqa: E402
    require_fused_resizes,
)
from tt_depth_anything_3.backends.blackhole.device_model import (  # noqa: E402
    device_model,
    estimate_capture,
)
from tt_depth_anything_3.backends.blackhole.device_model.kernels import kernel_work  # noqa: E402
from tt_depth_anything_3.backends.blackhole.numerics.resize_kernel import (  # noqa: E402
    program_resizes,
)
from tt_depth_anything_3.config import DA3Config  # noqa: E402
from tt_depth_anything_3.modeling import DepthAnything3Network  # noqa: E402

FEATURES = 256  # DA3Metric-Large's fusion width


def test_every_ci_size_ships_its_resizes() -> None:
    for height, width in CI_SIZES:
        require_fused_resizes(height, width, FEATURES, "fast")


def test_missing_resize_compile_names_the_folder_and_the_build() -> None:
    with pytest.raises(RuntimeError, match="-f32-k1-n6 is missing.*kernels.build --sizes"):
        require_fused_resizes(518, 518, FEATURES, "accurate")  # only the fast ones ship


@pytest.fixture(scope="module")
def backend(mock_p150a):
    config = DA3Config.from_dict({"model_name": "da3metric-large"})
    with torch.device("meta"):
        network = DepthAnything3Network(config)
    network = network.to_empty(device="cpu")  # the program does not depend on the values
    backend = TTNNBackend(network, trace=False, dispatch="worker", resize="fused")
    yield backend
    backend.close()


@pytest.mark.parametrize("size", CI_SIZES, ids=[f"{h}x{w}" for h, w in CI_SIZES])
def test_fused_resizes_launch_and_fit_in_the_program(backend, size, tmp_path) -> None:
    path = capture_program(backend, *size, tmp_path / "program.json")
    estimate = estimate_capture(path, device_model("p150a"))
    kernels = [e for e in estimate.ops if e.op.name == "GenericOpDeviceOperation"]
    assert [kernel_work(e.op).kernel for e in kernels] == ["resize_bilinear"] * len(
        program_resizes(*size, FEATURES, "fast")
    )
    resizes = [e for e in estimate.ops if e.stage == "head: resizes"]
    assert not any(e.op.name == "MatmulDeviceOperation" for e in resizes)
    for e in kernels:
        assert e.stage == "head: resizes" and e.kernel_us > 0 and 0 < e.cores <= 110
    assert backend.describe()["resize"] == "fused"
