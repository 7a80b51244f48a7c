"""Modelled p150a device time of the Blackhole program, from its op graph captured on the mock.

Run with the ttnn Python (.venv312); it sets up the mock p150a (``mock_p150a``) itself:

    .venv312/bin/python benchmarks/estimate_device.py --sizes 518x518 154x504 504x378 \
        --programs fast accurate

Each size: DA3Metric-Large's program (uninitialised weights: values do not change the program)
is captured in NO_DISPATCH mode on an 11x10 mock p150a (worker dispatch), then timed op by op by
``tt_depth_anything_3.device_model`` (a roofline model, not a measurement). Prints one table per
size and writes them, with the JSON summaries, to ``--out``; also the same program re-timed on the
12x10 grid ETH dispatch gives (``device_model.whatif``: the mock validates only 11x10), and
with each resize replaced by one read and one write of its maps (``with_fused_resizes``: a
kernel ttnn 0.81.1 lacks, a lower bound).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    from tt_depth_anything_3.cli_estimate import capture_architecture, parse_size
    from tt_depth_anything_3.device_model import (
        da3_stage,
        estimate_program,
        format_table,
        load_capture,
        read_capture,
        summary,
    )
    from tt_depth_anything_3.device_model.roofline import device_model
    from tt_depth_anything_3.device_model.whatif import on_wider_grid, with_fused_resizes
    from tt_depth_anything_3.mock_p150a import apply_mock_environment

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", nargs="+", type=parse_size, default=[(518, 518)])
    parser.add_argument("--model", default="da3metric-large")
    parser.add_argument("--programs", nargs="+", default=["fast", "accurate"])
    parser.add_argument("--device-model", default="p150a")
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "estimate_p150a.json")
    parser.add_argument("--keep-graphs", type=Path, default=None, help="folder for the captures")
    parser.add_argument(
        "--reuse-graphs", action="store_true", help="estimate captures already in --keep-graphs"
    )
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="estimate_") as tmp:  # the mock's files go with it
        work = Path(tmp)
        apply_mock_environment(work / "mock")
        graphs = args.keep_graphs or work / "graphs"
        model = device_model(args.device_model)
        results = {}
        for program in args.programs:
            for height, width in args.sizes:
                name = f"{program} {height}x{width}"
                path = graphs / f"{program}_{height}x{width}.json"
                if not (args.reuse_graphs and path.is_file()):
                    try:
                        capture_architecture(args.model, height, width, path, "worker", program)
                    except RuntimeError as err:  # the program does not run at this size: say so
                        reason = next(
                            (line for line in str(err).splitlines() if "clash" in line), ""
                        )
                        print(f"{name}: the program fails on the mock: {reason or err}", flush=True)
                        results[name] = {"error": reason or str(err).splitlines()[0]}
                        continue
                ops = read_capture(*load_capture(path))
                estimate = estimate_program(ops, model, da3_stage)
                table = format_table(estimate, f"{args.model}, {name}, on {model.name} (a model)")
                wide = estimate_program(*on_wider_grid(ops, model), da3_stage)
                fused = estimate_program(with_fused_resizes(ops, da3_stage), model, da3_stage)
                both = estimate_program(
                    *on_wider_grid(with_fused_resizes(ops, da3_stage), model), da3_stage
                )
                print(table, flush=True)
                print(f"same program on 12x10 (ETH dispatch, what-if): {wide.total_ms:.2f} ms")
                print(
                    "with each resize one read + one write (a kernel ttnn 0.81.1 lacks; what-if, "
                    f"a lower bound): {fused.total_ms:.2f} ms; and on 12x10: {both.total_ms:.2f} ms"
                )
                results[name] = {
                    **summary(estimate),
                    "total_ms_12x10_whatif": round(wide.total_ms, 4),
                    "kernel_ms_12x10_whatif": round(wide.kernel_ms, 4),
                    "total_ms_fused_resizes_whatif": round(fused.total_ms, 4),
                    "total_ms_fused_resizes_12x10_whatif": round(both.total_ms, 4),
                    "table": table,
                }
        args.out.write_text(json.dumps(results, indent=2))
    print(f"written: {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
