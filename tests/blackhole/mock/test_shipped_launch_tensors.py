"""A shipped compile's C++ holds the tile counts of the tensors the compiler was given and its
CBs their data formats (``build.tensor_specs``), but ``ttnn.generic_op`` checks neither: on the
mock a residual LayerNorm launched with float32 gamma (compiled bfloat16) or a guard sized for
the 12x10 grid (compiled for 11x10's nodes) was accepted, and a chip would read the wrong
bytes. The shipped launchers now refuse such tensors, naming the tensor, what it is and what the
compile was given (a RuntimeError: the backend refuses the size and releases it)."""

from __future__ import annotations

import pytest

ttnn = pytest.importorskip("ttnn")

import torch  # noqa: E402

from tt_depth_anything_3.backends.blackhole.device import shipped  # noqa: E402
from tt_depth_anything_3.backends.blackhole.kernels.build import (  # noqa: E402
    Shape,
    tensor_specs,
)
from tt_depth_anything_3.backends.blackhole.numerics.resize_kernel import (  # noqa: E402
    resize_shape,
)

NORM = Shape("residual_layer_norm", 21, 1024)  # 14x280: one token tile
ATTENTION = Shape("one_pass_attention", 1370, 16)  # 518x518
RESIZE = resize_shape((37, 37), (74, 74), 256, "float32")
# host tensors need no device, but ttnn's tile conversion looks for a cluster: the mock's
pytestmark = pytest.mark.usefixtures("mock_p150a")


def host(dims: tuple[int, ...], dtype: str, layout: object = None) -> object:
    """A host tensor of ``dims`` (no device needed: the check reads shape, dtype and layout)."""
    return ttnn.from_torch(
        torch.zeros(dims), dtype=getattr(ttnn, dtype), layout=layout or ttnn.TILE_LAYOUT
    )


def compiled(shape) -> list:
    return [host(spec.dims, spec.dtype) for spec in tensor_specs(shape)]


@pytest.mark.parametrize("shape", [NORM, ATTENTION, RESIZE], ids=lambda s: s.kernel)
def test_the_compiles_tensors_pass(shape) -> None:
    shipped.check_tensors(shape, compiled(shape))
    # a free view with leading dimensions of 1 (the resize's (1, 1, rows, C) maps) passes too
    shipped.check_tensors(shape, [host((1, 1, *s.dims), s.dtype) for s in tensor_specs(shape)])


def test_the_norms_tensors_are_what_the_device_program_uploads() -> None:
    """gamma and beta bfloat16, eps one float32 tile, as ``device/residual_norm.py`` makes them
    (and as the kernel's docstring says)."""
    specs = {spec.name: spec for spec in tensor_specs(Shape("residual_layer_norm", 1370, 1024))}
    assert specs["gamma"].dims == specs["beta"].dims == (32, 1024)
    assert specs["gamma"].dtype == specs["beta"].dtype == "bfloat16"
    assert (specs["eps"].dims, specs["eps"].dtype) == ((32, 32), "float32")
    assert specs["x"].dims == (1376, 1024) and specs["normed"].dtype == "bfloat16"


def test_a_float32_gamma_is_refused_by_name() -> None:
    tensors = compiled(NORM)
    tensors[2] = host((32, 1024), "float32")
    with pytest.raises(RuntimeError, match=r"residual_layer_norm-t32-d1024: tensor gamma is "):
        shipped.check_tensors(NORM, tensors)
    with pytest.raises(RuntimeError, match=r"compile was given \(32, 1024\) bfloat16"):
        shipped.launch_residual_layer_norm(*tensors)


def test_a_guard_for_another_grid_is_refused() -> None:
    tensors = compiled(ATTENTION)
    tensors[4] = host((120 * 32, 96), "float32")  # 12x10's nodes; the compile has 11x10's
    with pytest.raises(RuntimeError, match=r"tensor guard is \(3840, 96\).*\(3520, 96\)"):
        shipped.launch_one_pass_attention(*tensors)


def test_a_row_major_map_or_a_batch_is_refused() -> None:
    tensors = compiled(RESIZE)
    x = tensor_specs(RESIZE)[0]
    bad = [host(x.dims, x.dtype, ttnn.ROW_MAJOR_LAYOUT), host((2, x.dims[0], 256), x.dtype)]
    for tensor in bad:
        with pytest.raises(RuntimeError, match="tensor x is "):
            shipped.launch_resize_bilinear(RESIZE, tensor, *tensors[1:])
    with pytest.raises(RuntimeError, match="takes 4 tensors, got 3"):
        shipped.launch_resize_bilinear(RESIZE, *tensors[:3])


def test_the_mock_refuses_what_generic_op_accepted() -> None:
    """On the mock device: the compile's own tensors launch; a float32 gamma, which
    ``ttnn.generic_op`` launched as well, is refused before the launch."""
    from tt_depth_anything_3.backends.blackhole.kernels.build import kernel_tensors

    device = ttnn.open_device(device_id=0)
    try:
        tensors = kernel_tensors(ttnn, device, NORM)
        shipped.launch_residual_layer_norm(*tensors)
        gamma = ttnn.from_torch(
            torch.zeros(32, 1024), dtype=ttnn.float32, layout=ttnn.TILE_LAYOUT, device=device
        )
        with pytest.raises(RuntimeError, match="tensor gamma is "):
            shipped.launch_residual_layer_norm(*tensors[:2], gamma, *tensors[3:])
        for tensor in (*tensors, gamma):
            ttnn.deallocate(tensor)
    finally:
        ttnn.close_device(device)
