"""Modelled p150a device time of the Blackhole program, from its op graph captured on the mock.

Run with the ttnn Python (.venv312); it sets up the mock p150a of ``tests/ttnn_mock`` itself:

    .venv312/bin/python benchmarks/estimate_device.py --sizes 518x518 154x504 504x378

Each size: DA3Metric-Large's program (uninitialised weights: values do not change the program)
is captured in NO_DISPATCH mode on an 11x10 mock p150a (worker dispatch), then timed op by op by
``tt_depth_anything_3.device_model`` (a roofline model, not a measurement). Prints one table per
size and writes them, with the JSON summaries, to ``--out``.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "ttnn_mock"))


def main() -> int:
    from harness import apply_mock_environment

    from tt_depth_anything_3.cli_estimate import capture_architecture, parse_size
    from tt_depth_anything_3.device_model import estimate_capture, format_table, summary
    from tt_depth_anything_3.device_model.roofline import device_model

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", nargs="+", type=parse_size, default=[(518, 518)])
    parser.add_argument("--model", default="da3metric-large")
    parser.add_argument("--device-model", default="p150a")
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "estimate_p150a.json")
    parser.add_argument("--keep-graphs", type=Path, default=None, help="folder for the captures")
    args = parser.parse_args()

    work = Path(tempfile.mkdtemp(prefix="estimate_"))
    apply_mock_environment(work / "mock")
    graphs = args.keep_graphs or work / "graphs"
    model = device_model(args.device_model)
    results = {}
    for height, width in args.sizes:
        name = f"{height}x{width}"
        path = capture_architecture(args.model, height, width, graphs / f"{name}.json", "worker")
        estimate = estimate_capture(path, model)
        table = format_table(estimate, f"{args.model} at {name} on {model.name} (a model)")
        print(table, flush=True)
        results[name] = {**summary(estimate), "table": table}
    args.out.write_text(json.dumps(results, indent=2))
    print(f"written: {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
