"""``tt-da3 estimate``: the modelled device time of the Blackhole program at one input size.

The program is captured as an op graph (``backends/ttnn/capture.py``: on the chip, or where there
is none on the mock p150a of ``mock_p150a``) or read from a saved capture (``--graph``, no ttnn
needed), then timed by the roofline model of ``device_model``. A model, not a measurement.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

from ..backends import TT_PROGRAMS
from ..backends.blackhole.device_model import estimate_capture, format_table, summary
from ..backends.blackhole.device_model.roofline import (
    DEVICE_MODELS,
    DeviceModel,
    ProgramEstimate,
    device_model,
)
from ..backends.blackhole.kernel_choice import KERNEL_IMPLS, as_cli_flags, kernel_choice
from ..backends.blackhole.mock import (
    MOCK_CLUSTER,
    MOCK_GRIDS,
    grid_cores,
    mock_grid_of,
    ttnn_files_in,
)
from ..backends.blackhole.ttnn_version import check_ttnn_version
from ..config.file_writes import file_on_the_way
from .common import size_argument, stdout_to_stderr

MOCK_VARIABLE = MOCK_CLUSTER  # set: ttnn opens a mock cluster


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "estimate",
        help="modelled device time of the Blackhole program (a roofline model, not a measurement)",
        allow_abbrev=False,  # --device (the other commands' flag) is not --device-model
    )
    parser.add_argument(
        "--device-model",
        default="p150a",
        choices=sorted(DEVICE_MODELS),
        help="the device whose roofline is modelled",
    )
    parser.add_argument(
        "--size",
        type=size_argument,
        default=None,
        help="network input HxW, multiples of 14 (needed unless --graph)",
    )
    parser.add_argument(
        "--model",
        default="da3metric-large",
        help="architecture to capture: da3metric-large or da3mono-large (the models the "
        "Blackhole program runs)",
    )
    parser.add_argument(  # --tt-program: the other commands' name of the same choice
        "--tt-program",
        "--program",
        dest="program",
        default=TT_PROGRAMS[0],
        choices=TT_PROGRAMS,
        help="Blackhole device program: fast or accurate (--tt-program, as the other "
        "commands name it, or --program)",
    )
    parser.add_argument(
        "--graph", default=None, help="estimate this saved capture instead of capturing"
    )
    parser.add_argument("--save-graph", default=None, help="keep the capture at this path")
    parser.add_argument(
        "--mock-grid",
        default=None,
        choices=sorted(MOCK_GRIDS),
        help="compute grid of the mock p150a when there is no chip (12x10: ETH dispatch's; "
        f"default: the grid of the mock set in {MOCK_VARIABLE}, else 11x10)",
    )
    parser.add_argument(
        "--attention",
        default="stock",
        choices=("stock", "one_pass"),
        help="one_pass: every layer through the one-pass kernel's shipped compile",
    )
    parser.add_argument(
        "--residual-norm",
        default=None,
        choices=KERNEL_IMPLS,
        help="fused: residual adds + LayerNorms through the residual LayerNorm kernel (default: "
        "TT_DA3_RESIDUAL_NORM, else the program's: fused for fast, stock for accurate)",
    )
    parser.add_argument(
        "--resize",
        default=None,
        choices=KERNEL_IMPLS,
        help="fused: the head's bilinear resizes through the resize kernel (default: "
        "TT_DA3_RESIZE, else the program's: fused for fast, stock for accurate)",
    )
    parser.add_argument("--json", action="store_true", help="print JSON instead of the table")
    parser.set_defaults(func=_run)


def capture_architecture(
    model_name: str,
    height: int,
    width: int,
    path: Path,
    dispatch: str = "auto",
    program: str = "fast",
    mock_folder: Path | None = None,
    mock_grid: str = "11x10",
    attention: str = "stock",
    residual_norm: str | None = None,
    resize: str | None = None,
) -> Path:
    """Capture device program ``program`` of ``model_name`` at (height, width) into ``path``.
    The weights' values do not change the program, so none are read (uninitialised memory).
    Without a chip the mock p150a is set up in ``mock_folder`` (default: a new temporary one)
    with the compute grid ``mock_grid`` (``mock_p150a.MOCK_GRIDS``; "12x10" stands in for ETH
    dispatch), unless a mock is already set in the environment (``MOCK_VARIABLE``): the
    capture then runs on that one's grid (``capture_grid`` checks that they agree)."""
    if importlib.util.find_spec("ttnn") is None:
        raise ValueError(
            "capturing the program needs ttnn (Python 3.12: pip install "
            "'tt-depth-anything-3[ttnn]'; a source checkout: bash scripts/setup_ttnn.sh); "
            "or pass --graph with a saved capture"
        )
    check_ttnn_version()  # before the mock or a device: another ttnn segfaults in the capture
    if not Path("/dev/tenstorrent").exists() and MOCK_VARIABLE not in os.environ:
        # No chip: capture on the mock p150a (validation, program factories and buffers run;
        # nothing computes), set up in a temporary folder for this process.
        from ..backends.blackhole.mock import apply_mock_environment, process_folder

        apply_mock_environment(mock_folder or process_folder("tt_da3_mock_"), mock_grid)
        print(f"no Blackhole chip here: capturing on a mock p150a ({mock_grid})", file=sys.stderr)
    elif MOCK_VARIABLE in os.environ:  # its grid, whatever mock_grid says
        preset = mock_grid_of(Path(os.environ[MOCK_VARIABLE])) or "grid unknown"
        print(f"capturing on the mock p150a set in {MOCK_VARIABLE} ({preset})", file=sys.stderr)
    if MOCK_VARIABLE in os.environ:
        dispatch = "worker"  # the mock validates the worker-dispatch grid only
    import torch

    from ..backends.blackhole.device import TTNNBackend
    from ..backends.blackhole.device.capture import capture_program
    from ..config import DA3Config
    from ..modeling import DepthAnything3Network

    config = DA3Config.from_dict({"model_name": model_name})
    with torch.device("meta"):
        network = DepthAnything3Network(config)
    network = network.to_empty(device="cpu")
    calibration = None
    if attention == "one_pass":  # the program does not depend on the offsets' values
        from ..backends.blackhole.one_pass import uniform_calibration

        blocks = len(network.backbone.pretrained.blocks)
        calibration = uniform_calibration(blocks, config.model_name)
    backend = TTNNBackend(
        network,
        trace=False,
        dispatch=dispatch,  # type: ignore[arg-type]
        program=program,
        attention_calibration=calibration,
        residual_norm=residual_norm,  # type: ignore[arg-type]
        resize=resize,  # type: ignore[arg-type]
    )
    try:
        return capture_program(backend, height, width, path)
    finally:
        backend.close()


def capture_grid(asked: str | None) -> str | None:
    """The compute grid the capture runs on: None on a chip; the grid of the mock already set
    in the environment (``MOCK_VARIABLE``), a ``ValueError`` when ``asked`` (``--mock-grid``)
    differs from it or it is none of ``MOCK_GRIDS`` (its figures would be labelled with a grid
    they were not captured on); else ``asked`` (default "11x10"), the mock set up here."""
    if MOCK_VARIABLE not in os.environ:
        return None if Path("/dev/tenstorrent").exists() else asked or "11x10"
    descriptor = os.environ[MOCK_VARIABLE]
    preset = mock_grid_of(Path(descriptor))
    if preset is None:
        raise ValueError(
            f"the mock set in {MOCK_VARIABLE} ({descriptor}) is none of the mock p150a grids "
            f"{sorted(MOCK_GRIDS)}: unset {MOCK_VARIABLE} and estimate sets up its own mock"
        )
    if asked is not None and asked != preset:
        raise ValueError(
            f"--mock-grid {asked} conflicts with the {preset} mock already set in "
            f"{MOCK_VARIABLE} ({descriptor}), which the capture would run on: unset "
            f"{MOCK_VARIABLE} (estimate then sets up a {asked} mock), or leave --mock-grid out"
        )
    return preset


def check_model(model_name: str) -> None:
    """A ValueError unless the Blackhole program runs ``model_name`` (a known preset with a
    DPT head and sky: DA3Metric-Large, DA3Mono-Large)."""
    from ..backends.blackhole.numerics import unsupported_reason  # torch
    from ..config import DA3Config

    reason = unsupported_reason(DA3Config.from_dict({"model_name": model_name}))
    if reason is not None:
        raise ValueError(f"--model {model_name}: {reason}")


def capture_flags(args: argparse.Namespace) -> list[tuple[str, object, object]]:
    """(flag, value, default) of the flags that only shape a capture (``--graph`` has one)."""
    return [
        ("--size", args.size, None),
        ("--model", args.model, "da3metric-large"),
        ("--program", args.program, TT_PROGRAMS[0]),
        ("--mock-grid", args.mock_grid, None),
        ("--attention", args.attention, "stock"),
        ("--residual-norm", args.residual_norm, None),
        ("--resize", args.resize, None),
        ("--save-graph", args.save_graph, None),
    ]


def check_save_graph(path: Path) -> None:
    """``ValueError`` ("cannot write --save-graph PATH: why") when the capture or its
    ``.python_io.json`` beside it cannot be written at ``path``: a folder there, a file where
    a folder of its path should be, no permission, a read-only or virtual file system. Each
    is tried by creating it (removed again when it was not there); missing folders are made."""
    for target in (path, path.with_suffix(".python_io.json")):
        if target.is_dir():
            raise ValueError(f"cannot write --save-graph {path}: {target} is a folder")
        if (blocked := file_on_the_way(target.parent)) is not None:
            raise ValueError(f"cannot write --save-graph {path}: {blocked} is a file, not a folder")
        existed = target.exists()
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            with open(target, "a", encoding="utf-8"):
                pass
        except OSError as err:
            reason = err.strerror or str(err)
            raise ValueError(f"cannot write --save-graph {path}: {reason}") from err
        if not existed:
            target.unlink()


def _run(args: argparse.Namespace) -> int:
    model = device_model(args.device_model)
    if args.graph is not None:
        ignored = [flag for flag, value, default in capture_flags(args) if value != default]
        if ignored:
            raise ValueError(
                f"--graph estimates a capture as it was made; {', '.join(ignored)} would change "
                "the capture, not this estimate: capture again with them (without --graph)"
            )
        with stdout_to_stderr():  # ttnn's log lines: not in the table or the JSON
            estimate = estimate_capture(Path(args.graph), model)
        return _print(args, model, estimate)
    if args.size is None:
        raise ValueError("--size HxW is needed to capture a program (or pass --graph)")
    check_model(args.model)  # before ttnn: a typo is said on every machine
    from ..backends.blackhole.one_pass import FORCE_STOCK_ENV, force_stock_attention  # torch

    if args.attention == "one_pass" and force_stock_attention():
        raise ValueError(
            f"--attention one_pass conflicts with {FORCE_STOCK_ENV}=1, which makes the program "
            f"run the stock attention: unset {FORCE_STOCK_ENV} to model the one-pass kernel, "
            "or pass --attention stock"
        )
    if args.save_graph is not None:  # before the capture, not after it
        check_save_graph(Path(args.save_graph))
    args.mock_grid = capture_grid(args.mock_grid)  # None: on the chip
    if args.mock_grid is not None:  # the capture runs on the mock's grid
        model = replace(model, grid_cores=grid_cores(args.mock_grid))
    try:  # a refusal's advice in this command's flags, not the API's settings
        kernels = kernel_choice(args.program, args.residual_norm, args.resize)
        args.residual_norm, args.resize = kernels["residual_norm"], kernels["resize"]
        with (
            tempfile.TemporaryDirectory(prefix="tt_da3_estimate_") as work,
            stdout_to_stderr(),
            ttnn_files_in(Path(work)),  # what ttnn leaves in TMPDIR goes with this folder
        ):
            path = Path(args.save_graph) if args.save_graph else Path(work) / "program.json"
            capture_architecture(
                args.model,
                *args.size,
                path,
                program=args.program,
                mock_folder=Path(work) / "mock",
                mock_grid=args.mock_grid or "11x10",
                attention=args.attention,
                residual_norm=args.residual_norm,
                resize=args.resize,
            )
            estimate = estimate_capture(path, model)
    except ValueError as err:
        raise type(err)(as_cli_flags(str(err))) from None
    return _print(args, model, estimate)


def captured(args: argparse.Namespace) -> dict[str, object]:
    """What was modelled: the saved capture's file, or the size, model, program, kernels and
    grid of the capture made (``grid``: the mock's, or "chip")."""
    if args.graph is not None:
        return {"graph": str(args.graph)}
    return {
        "size": f"{args.size[0]}x{args.size[1]}",
        "model": args.model,
        "program": args.program,
        "attention": args.attention,
        "residual_norm": args.residual_norm,
        "resize": args.resize,
        "grid": args.mock_grid or "chip",
    }


def _print(args: argparse.Namespace, model: DeviceModel, estimate: ProgramEstimate) -> int:
    """The table (or JSON) of one estimate."""
    if args.json:
        print(json.dumps({**summary(estimate), "captured": captured(args)}, indent=2))
    else:
        if args.graph is not None:
            what = f"the capture {Path(args.graph).name}"
        else:
            what = (
                f"{args.model} ({args.program} program; residual LayerNorm {args.residual_norm}, "
                f"resize {args.resize}, attention {args.attention}) at "
                f"{args.size[0]}x{args.size[1]}"
            )
        title = f"{what} on {model.name}: a roofline model"
        print(format_table(estimate, title))
    return 0
