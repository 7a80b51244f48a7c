"""The TT-Lang kernels as the package ships them compiled: ``kernels/generated/SHAPE/`` (the C++
the tt-lang 1.1.1 compiler wrote, and ``launch.json``) launched with ``ttnn.generic_op``
(``kernels/launch.py``). This is the shipped compile, not a fallback: no compiler is needed at
run time. Each shape (tile-padded token count, heads or width) is its own program; a shape with no
folder is an error that names the folder and the build command; ``refusal`` gathers every
compile a size lacks into one error with the one setting that runs it.

The launches go through ``launch_one_pass_attention`` / ``launch_residual_layer_norm``: the
device model (``device_model/kernels.py``) knows a generic op's kernel by that name on its stack.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import ttnn

from ..kernels.build import GENERATED, Shape, tensor_specs
from ..kernels.launch import launch, read_launch
from ..kernels.sizes import API_SIZES
from ..numerics.resize_kernel import ResizeShape
from ..tiles import TILE

BUILD = (  # in the compiler's Python (scripts/setup_ttlang.sh makes .venv-ttlang)
    ".venv-ttlang/bin/python -m tt_depth_anything_3.backends.blackhole.kernels.build --sizes"
)
COMPILER = "the TT-Lang compiler (tt-lang 1.1.1, scripts/setup_ttlang.sh)"


class MissingCompile(RuntimeError):
    """A TT-Lang kernel has no shipped compile at this shape: ``detail`` says what is missing,
    ``kernel`` which kernel, ``buildable`` whether ``kernels.build`` can compile it (the
    message adds how to run the size anyway, or how to compile it)."""

    def __init__(self, detail: str, kernel: str, buildable: bool, advice: str) -> None:
        super().__init__(f"{detail}. {advice}")
        self.detail, self.kernel, self.buildable = detail, kernel, buildable


# How to run a size without a kernel's shipped compile: ttnn's own op for that step.
STOCK_SETTING = {
    "residual_layer_norm": "TT_DA3_RESIDUAL_NORM=stock",
    "resize_bilinear": "TT_DA3_RESIZE=stock",
    "one_pass_attention": "TT_DA3_FORCE_STOCK_ATTENTION=1",
}
ACCURATE = "tt_program='accurate'"  # runs ttnn's own residual norms and resizes by default


def stock_advice(kernels: list[str], program: str = "fast") -> str:
    """The one setting (or combination) that runs without ``kernels``' compiles."""
    settings = " ".join(STOCK_SETTING[k] for k in dict.fromkeys(kernels))
    if program == "fast" and "one_pass_attention" not in kernels:
        settings += f", or {ACCURATE}"
    return settings


# The largest side of the API's sizes: the device program's memory plan (the head's convs) is
# made and checked for these; past it, nothing is known to fit (1050x1400 runs out of L1 in a
# head conv2d on the mock, with ttnn's own ops too).
LARGEST_SIDE = max(max(size) for size in API_SIZES)


def beyond_the_plan(
    size: tuple[int, int], kernels: list[str], program: str = "fast", buildable: bool = True
) -> str:
    """The advice for a size with a side above ``LARGEST_SIDE``: what may run it, and that it
    is not checked (one such size is known not to fit); ``buildable``: whether a compile of
    its kernels can be made (not when one cannot hold the size at all)."""
    compile_ = f" or a compile of its kernels ({COMPILER}: {BUILD} {size[0]}x{size[1]})"
    return (
        f"{size[0]}x{size[1]} is above the largest input the device program is planned for "
        f"(sides up to {LARGEST_SIDE}, kernels/sizes.py), and no memory plan was checked there: "
        f"ttnn's own ops ({stock_advice(kernels, program)}){compile_ if buildable else ''} "
        f"may still run out of L1 in the head's convs (1050x1400 does, on the mock P150); an "
        f"input with sides up to {LARGEST_SIDE} is planned (a lower process_res)"
    )


def refusal(
    missing: list[MissingCompile], size: tuple[int, int] | None = None, program: str = "fast"
) -> MissingCompile:
    """One error for every compile network input ``size`` lacks: each named, then the one
    setting that runs the size with ttnn's own ops, and (where ``kernels.build`` makes them all)
    the build command for this size."""
    if len(missing) == 1 and size is None:
        return missing[0]
    kernels = [error.kernel for error in missing]
    detail = "; ".join(error.detail for error in missing)
    if len(missing) > 1:
        detail = f"{len(missing)} kernels lack their shipped compile: {detail}"
    advice = f"Run it with ttnn's own ops ({stock_advice(kernels, program)})"
    if size is not None and max(size) > LARGEST_SIDE:  # the advice below is not checked
        buildable = all(error.buildable for error in missing)
        advice = beyond_the_plan(size, kernels, program, buildable)
        return MissingCompile(detail, kernels[0], False, advice)
    if all(error.buildable for error in missing):
        sizes = "HxW" if size is None else f"{size[0]}x{size[1]}"
        advice += f", or compile them with {COMPILER}: {BUILD} {sizes}"
    return MissingCompile(detail, kernels[0], all(e.buildable for e in missing), advice)


def shipped_folder(shape: Shape) -> Path:
    """The compile folder of ``shape``, or a MissingCompile naming what is missing."""
    folder = GENERATED / shape.name
    if not (folder / "launch.json").is_file():
        compiled = [p.parent.name for p in GENERATED.glob(f"{shape.kernel}-*/launch.json")]
        shipped = len(compiled)
        widths = sorted({int(name.rsplit("-", 1)[1][1:]) for name in compiled})
        stock = f"Run this model with ttnn's own op ({STOCK_SETTING[shape.kernel]})"
        if shape.width not in widths:  # another model's width: build compiles these only
            what = "heads" if shape.kernel == "one_pass_attention" else "channels"
            raise MissingCompile(
                f"no shipped compile of {shape.kernel} for {shape.width} {what}: it ships (and "
                f"kernels.build compiles) DA3Metric-Large / DA3Mono-Large's {widths} only",
                shape.kernel,
                False,
                stock,
            )
        where = (
            f"DA3Metric-Large / DA3Mono-Large at the {len(API_SIZES)} input sizes of "
            "backends/blackhole/kernels/sizes.py"
        )
        raise MissingCompile(
            f"no shipped compile of {shape.kernel} for {shape.tokens} tokens x {shape.width}: "
            f"{folder} is missing ({shipped} shipped, for {where})",
            shape.kernel,
            True,
            f"Run this size with ttnn's own op ({stock_advice([shape.kernel])}), or compile "
            f"it with {COMPILER}: {BUILD} HxW",
        )
    return folder


def check_tensors(shape: Shape | ResizeShape, tensors: tuple[Any, ...]) -> None:
    """A RuntimeError unless ``tensors`` are those the compile of ``shape`` was given
    (``build.tensor_specs``): its C++ holds their tile counts and its CBs their data formats,
    and ``ttnn.generic_op`` checks neither (a chip would read the wrong bytes; the backend
    refuses the size instead). Compared: the tiles (padded shape, leading dimensions of 1
    allowed: a free view), dtype and layout; where a tensor sits is read at run time."""
    specs = tensor_specs(shape)
    if len(tensors) != len(specs):
        raise RuntimeError(f"{shape.name} takes {len(specs)} tensors, got {len(tensors)}")
    for spec, tensor in zip(specs, tensors, strict=True):
        dims = tuple(int(d) for d in tensor.padded_shape)
        got = (dims, tensor.dtype, tensor.layout)
        wanted = (spec.dims, getattr(ttnn, spec.dtype), ttnn.TILE_LAYOUT)
        if (dims[-2:], *got[1:]) != wanted or any(d != 1 for d in dims[:-2]):
            raise RuntimeError(
                f"{shape.name}: tensor {spec.name} is {dims} {tensor.dtype} {tensor.layout}; "
                f"the compile was given {spec.dims} {spec.dtype} in tile layout"
            )


def launch_one_pass_attention(*tensors: Any) -> None:
    """One-pass attention (qkv, shift, window, out, guard) through its shipped compile; the
    shape is read from ``qkv`` (tile-padded token rows) and ``shift`` (heads * 32 rows)."""
    qkv, shift = tensors[0], tensors[1]
    heads = int(shift.shape[0]) // TILE
    shape = Shape("one_pass_attention", int(qkv.shape[0]), heads)
    check_tensors(shape, tensors)
    launch(ttnn, shipped_folder(shape).name, list(tensors))


def launch_residual_layer_norm(*tensors: Any) -> None:
    """Residual add + LayerNorm (x, y, gamma, beta, eps, x_out, normed) through its shipped
    compile; the shape is read from ``x`` (padded tokens, dim)."""
    x = tensors[0]
    shape = Shape("residual_layer_norm", int(x.shape[0]), int(x.shape[1]))
    check_tensors(shape, tensors)
    launch(ttnn, shipped_folder(shape).name, list(tensors))


def cb_bytes(folder: Path) -> int:
    """The circular-buffer bytes per core of the shipped compile in ``folder``."""
    return sum(cb["total_size"] for cb in read_launch(folder)["cbs"] if cb)


def require_shipped(kernel: str, tokens: int, width: int) -> Path:
    """The folder ``kernel`` needs at ``tokens`` (before padding) and ``width`` (heads or dim);
    checked when a program is built, before anything is launched."""
    return shipped_folder(Shape(kernel, tokens, width))


def shipped_resize_folder(shape: ResizeShape) -> Path:
    """The compile folder of a fused resize, or a MissingCompile naming what is missing."""
    folder = GENERATED / shape.name
    if (folder / "launch.json").is_file():
        return folder
    what = f"no shipped compile of the fused resize {shape.size_in} -> {shape.size_out} x "
    what += f"{shape.channels} {shape.dtype}: {folder} is missing"
    kernel = "resize_bilinear"
    shipped_channels = sorted(
        {int(p.name.split("-c")[1].split("-")[0]) for p in GENERATED.glob("resize_bilinear-*")}
    )
    if shape.channels not in shipped_channels:  # another model's head: no size has one
        raise MissingCompile(
            f"{what}: the resizes ship for DA3Metric-Large / DA3Mono-Large's head (channels "
            f"{shipped_channels}), and kernels.build compiles those models' shapes only; this "
            f"model's head has {shape.channels} channels",
            kernel,
            False,
            f"Run it with ttnn's own resize ({STOCK_SETTING[kernel]})",
        )
    raise MissingCompile(
        f"{what} (the fast program's resizes ship at {len(API_SIZES)} input sizes: every size "
        "at the default process_res=504, squash at 518, and common aspect ratios at other "
        "process_res; backends/blackhole/kernels/sizes.py)",
        kernel,
        True,
        f"Run this size with ttnn's own resize ({stock_advice([kernel])}), or compile it with "
        f"{COMPILER}: {BUILD} HxW",
    )


def launch_resize_bilinear(shape: ResizeShape, *tensors: Any) -> None:
    """The fused bilinear resize (x, rw, taps, out) of ``shape`` through its shipped compile."""
    check_tensors(shape, tensors)
    launch(ttnn, shipped_resize_folder(shape).name, list(tensors))
