"""Modelled p150a device time of the Blackhole program, from its op graph captured on the mock.

Run with the ttnn Python (.venv312); it sets up the mock p150a (``mock_p150a``) itself:

    .venv312/bin/python benchmarks/estimate_device.py --sizes 518x518 154x504 504x378 \
        --programs fast accurate

Each size: DA3Metric-Large's program (uninitialised weights: values do not change the program)
is captured in NO_DISPATCH mode on the mock p150a, once per compute grid (``--grids``): 11x10
(worker dispatch) and 12x10 (what ETH dispatch gives; ``mock_p150a.MOCK_GRIDS`` stands it in
by a mock with one Tensix column harvested, since ttnn 0.81.1's mock runs no ops under ETH
dispatch). TT-Metal reads the mock once per process, so each grid is captured by this script
in a child process (``--capture-grid``). Each capture is then timed op by op by
``tt_depth_anything_3.backends.blackhole.device_model`` (a roofline model, not a
measurement). Prints one table per size and grid and, with ``--out FILE`` (a new file: the
committed ``benchmarks/estimate_p150a.json`` is replaced only once removed), writes them, with
the JSON summaries
and the kernels each capture ran (``kernels``: ``kernel_choice`` of the program, from
``TT_DA3_RESIDUAL_NORM`` / ``TT_DA3_RESIZE`` or its default: the fast program runs both
TT-Lang kernels), to ``--out``. A capture with ttnn's own resizes also gets the what-if of each
resize as one read and one write of its maps (``with_fused_resizes``, a lower bound); one that
runs the fused resize kernel has none. Without ttnn in this Python it says so in one line;
tt-metal's ``generated/`` logs go to a temporary folder (``TT_METAL_LOGS_PATH``), not the current.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

from script_args import new_output_file, require

ROOT = Path(__file__).resolve().parents[1]
GRIDS = ("11x10", "12x10")


def graph_path(graphs: Path, grid: str, program: str, size: tuple[int, int]) -> Path:
    return graphs / grid / f"{program}_{size[0]}x{size[1]}.json"


def capture_grid(args: argparse.Namespace, graphs: Path) -> None:
    """Capture every (program, size) on the mock of grid ``args.capture_grid`` in this process;
    a size the program refuses leaves ``<graph>.error`` with the reason."""
    from tt_depth_anything_3.backends.blackhole.mock import apply_mock_environment
    from tt_depth_anything_3.cli.estimate import capture_architecture

    with tempfile.TemporaryDirectory(prefix="estimate_") as tmp:  # the mock's files go with it
        os.environ.setdefault("TT_METAL_LOGS_PATH", str(Path(tmp) / "logs"))  # its generated/
        apply_mock_environment(Path(tmp) / "mock", args.capture_grid)
        for program in args.programs:
            for size in args.sizes:
                path = graph_path(graphs, args.capture_grid, program, size)
                path.parent.mkdir(parents=True, exist_ok=True)
                try:
                    capture_architecture(args.model, *size, path, "worker", program)
                except RuntimeError as err:  # the program does not run at this size: say so
                    lines = str(err).splitlines() or [type(err).__name__]
                    reason = next((line for line in lines if "clash" in line), lines[0])
                    path.with_suffix(".error").write_text(reason, encoding="utf-8")


def run_capture(args: argparse.Namespace, grid: str, graphs: Path) -> None:
    """``capture_grid`` for ``grid`` in a child process (one mock configuration per process)."""
    command = [sys.executable, __file__, "--capture-grid", grid, "--keep-graphs", str(graphs)]
    command += ["--model", args.model, "--programs", *args.programs, "--sizes"]
    command += [f"{h}x{w}" for h, w in args.sizes]
    done = subprocess.run(command, check=False)
    if done.returncode:
        raise SystemExit(f"the capture on grid {grid} failed (exit {done.returncode}; see above)")


def build_parser() -> argparse.ArgumentParser:
    """The script's arguments (``--out``: none by default, so nothing is written unasked)."""
    from tt_depth_anything_3.backends.blackhole.mock import MOCK_GRIDS
    from tt_depth_anything_3.cli.common import size_argument as parse_size

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", nargs="+", type=parse_size, default=[(518, 518)])
    parser.add_argument("--model", default="da3metric-large")
    parser.add_argument("--programs", nargs="+", default=["fast", "accurate"])
    parser.add_argument("--grids", nargs="+", default=list(GRIDS), choices=sorted(MOCK_GRIDS))
    parser.add_argument("--device-model", default="p150a")
    parser.add_argument(
        "--out", type=new_output_file, default=None, help="write the results (a new JSON file)"
    )
    parser.add_argument("--keep-graphs", type=Path, default=None, help="folder for the captures")
    parser.add_argument(
        "--reuse-graphs", action="store_true", help="estimate captures already in --keep-graphs"
    )
    parser.add_argument("--capture-grid", default=None, help=argparse.SUPPRESS)  # child process
    return parser


def main() -> int:
    parser = build_parser()
    args = parser.parse_args()
    if args.reuse_graphs and args.keep_graphs is None:
        parser.error("--reuse-graphs reads the captures in --keep-graphs DIR: give it")
    if not args.reuse_graphs:
        require(
            "ttnn", "estimate_device.py captures on ttnn's mock: run it with .venv312/bin/python"
        )
    if args.capture_grid is not None:
        capture_grid(args, args.keep_graphs)
        return 0
    with tempfile.TemporaryDirectory(prefix="estimate_graphs_") as tmp:
        graphs = args.keep_graphs or Path(tmp)
        if not args.reuse_graphs:
            for grid in args.grids:
                run_capture(args, grid, graphs)
        results = estimate_all(args, graphs)
    if args.out is not None:
        args.out.write_text(json.dumps(results, indent=2), encoding="utf-8")
        print(f"written: {args.out}")
    return 0


def estimate_all(args: argparse.Namespace, graphs: Path) -> dict:
    """Estimate every capture in ``graphs``; print and return the tables and summaries."""
    from tt_depth_anything_3.backends.blackhole.device_model import (
        da3_stage,
        estimate_program,
        format_table,
        load_capture,
        read_capture,
        summary,
    )
    from tt_depth_anything_3.backends.blackhole.device_model.roofline import device_model
    from tt_depth_anything_3.backends.blackhole.device_model.whatif import with_fused_resizes
    from tt_depth_anything_3.backends.blackhole.kernel_choice import describe_kernels, kernel_choice
    from tt_depth_anything_3.backends.blackhole.mock import grid_cores

    results = {}
    for grid in args.grids:
        model = replace(device_model(args.device_model), grid_cores=grid_cores(grid))
        for program in args.programs:
            for size in args.sizes:
                name = f"{program} {size[0]}x{size[1]} {grid}"
                path = graph_path(graphs, grid, program, size)
                if path.with_suffix(".error").is_file():
                    reason = path.with_suffix(".error").read_text(encoding="utf-8")
                    print(f"{name}: the program fails on the mock: {reason}", flush=True)
                    results[name] = {"error": reason}
                    continue
                ops = read_capture(*load_capture(path))
                estimate = estimate_program(ops, model, da3_stage)
                table = format_table(estimate, f"{args.model}, {name}, on {model.name} (a model)")
                kernels = describe_kernels(kernel_choice(program))
                kernel_names = kernels["tt_lang_kernels"] or "none (ttnn's own ops)"
                print(table, f"TT-Lang kernels: {kernel_names}\n", sep="\n", flush=True)
                results[name] = {**summary(estimate), "grid": grid, "kernels": kernels}
                if kernels["resize"] == "stock":  # the what-if of a resize kernel
                    fused = estimate_program(with_fused_resizes(ops, da3_stage), model, da3_stage)
                    print(
                        "with each of ttnn's resizes one read + one write (what-if, a lower "
                        f"bound): {fused.total_ms:.2f} ms\n",
                        flush=True,
                    )
                    results[name]["total_ms_fused_resizes_whatif"] = round(fused.total_ms, 4)
                results[name]["table"] = table
    return results


if __name__ == "__main__":
    sys.exit(main())
