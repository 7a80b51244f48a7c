"""Launch a shipped compile (``generated/SHAPE/``: C++ kernels + ``launch.json``) with
``ttnn.generic_op``, as ttl's ``kernel_runner.run_kernel_on_device`` does: one core range over
the grid, one CB descriptor per CB, per kernel the CB indices (+ every tensor's
``TensorAccessorArgs`` for data movement) as compile-time args and its tensors' buffer addresses
as common runtime args. ``ttnn`` is passed in (0.69 for the compiler, 0.81 for the backend)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from .build import GENERATED

USAGE_MODULE = "tt_depth_anything_3.backends.blackhole.kernels.launch"
BOOL_FIELDS = ("fp32_dest_acc_en", "dst_full_sync_en", "math_approx_mode", "bfp8_pack_precise")


def read_launch(folder: Path) -> dict[str, Any]:
    """The ``launch.json`` of a compile folder (``generated/SHAPE``)."""
    return json.loads((folder / "launch.json").read_text())


def kernel_config(ttnn: Any, kernel: dict[str, Any]) -> Any:
    """The kernel's config descriptor, its recorded fields set (compute: fidelity and flags)."""
    config = getattr(ttnn, kernel["config_type"])()
    fields = kernel["config"]
    for name in BOOL_FIELDS:
        if name in fields:
            if fields[name] not in ("True", "False"):
                raise ValueError(f"{kernel['source']}: {name} = {fields[name]!r}, not a bool")
            setattr(config, name, fields[name] == "True")
    if "math_fidelity" in fields:
        config.math_fidelity = getattr(ttnn.MathFidelity, fields["math_fidelity"].split(".")[-1])
    return config


def program_descriptor(ttnn: Any, folder: Path, tensors: list[Any]) -> Any:
    """The ``ttnn.ProgramDescriptor`` of the compile in ``folder`` for ``tensors`` (the
    operation's arguments, in order)."""
    launch = read_launch(folder)
    if len(tensors) != launch["num_tensors"]:
        raise ValueError(f"{folder.name} takes {launch['num_tensors']} tensors, got {len(tensors)}")
    cols, rows = launch["grid"]
    cores = ttnn.CoreRangeSet(
        [ttnn.CoreRange(ttnn.CoreCoord(0, 0), ttnn.CoreCoord(cols - 1, rows - 1))]
    )
    accessor_args: list[int] = []
    for tensor in tensors:
        accessor_args.extend(ttnn.TensorAccessorArgs(tensor).get_compile_time_args())
    cbs = []
    for cb in launch["cbs"]:
        fmt = ttnn.CBFormatDescriptor(
            buffer_index=cb["index"],
            data_format=getattr(ttnn, cb["data_format"]),
            page_size=cb["page_size"],
        )
        cbs.append(
            ttnn.CBDescriptor(
                total_size=cb["total_size"], core_ranges=cores, format_descriptors=[fmt]
            )
        )
    cb_indices = list(range(len(launch["cbs"])))
    kernels = []
    for kernel in launch["kernels"]:
        compile_args = (
            cb_indices if kernel["thread_type"] == "compute" else cb_indices + accessor_args
        )
        kernels.append(
            ttnn.KernelDescriptor(
                kernel_source=str(folder / kernel["source"]),
                core_ranges=cores,
                compile_time_args=compile_args,
                common_runtime_args=[tensors[i].buffer_address() for i in kernel["tensor_indices"]],
                config=kernel_config(ttnn, kernel),
            )
        )
    semaphores = [
        ttnn.SemaphoreDescriptor(index, core_ranges=cores, initial_value=0)
        for index in range(2 * launch["num_pipe_nets"])  # a sender and a receiver per PipeNet
    ]
    return ttnn.ProgramDescriptor(kernels=kernels, cbs=cbs, semaphores=semaphores)


def launch(ttnn: Any, name: str, tensors: list[Any]) -> Any:
    """Run the shipped compile ``generated/NAME`` on ``tensors`` with ``ttnn.generic_op``."""
    return ttnn.generic_op(list(tensors), program_descriptor(ttnn, GENERATED / name, tensors))


def launch_shipped(grid: str = "11x10", every: bool = False) -> list[str]:
    """Open a mock p150a with compute grid ``grid`` (``mock.MOCK_GRIDS``) and launch the shipped
    compiles of the CI subset (``build.CI_SHAPES``; ``every``: all of ``SHIPPED_SHAPES``) on zero
    tensors; the names launched. Sets the mock's environment, so call it before ttnn is
    imported (once per process). ttnn 0.69 (the compiler's) opens the mock in slow dispatch
    only; its grid is then 12x10 whatever ``grid`` says."""
    import os
    from importlib.metadata import version

    from ..mock import keep_ttnn_files_in, mock_environment, process_folder
    from .build import CI_SHAPES, SHIPPED_SHAPES, kernel_tensors

    folder = process_folder("tt_da3_launch_")
    os.environ.update(mock_environment(folder, grid=grid))
    keep_ttnn_files_in(folder)  # ttnn's temporary files: removed with the folder at exit
    if version("ttnn").startswith("0.69."):
        os.environ["TT_METAL_SLOW_DISPATCH_MODE"] = "1"
    import ttnn

    device = ttnn.open_device(device_id=0)
    launched = []
    for shape in SHIPPED_SHAPES if every else CI_SHAPES:
        tensors = kernel_tensors(ttnn, device, shape)
        launch(ttnn, shape.name, tensors)
        launched.append(shape.name)
        for tensor in tensors:
            ttnn.deallocate(tensor)
    ttnn.close_device(device)
    return launched


def main(argv: list[str]) -> int:
    """``python -m ...kernels.launch [GRID] [--all]``: launch, one line per compile; a bad
    command line is a one-line usage error (2) before the mock is set up."""
    from ..mock import MOCK_GRIDS

    arguments = [a for a in argv if a != "--all"]
    if len(arguments) > 1 or (arguments and arguments[0] not in MOCK_GRIDS):
        print(
            f"usage: python -m {USAGE_MODULE} [GRID] [--all]: GRID is one of "
            f"{', '.join(sorted(MOCK_GRIDS))}, got {' '.join(argv)!r}",
            file=sys.stderr,
        )
        return 2
    for name in launch_shipped(*arguments, every="--all" in argv):
        print(f"{name}: accepted by ttnn.generic_op")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
