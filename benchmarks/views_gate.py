"""The views gate of ``runtime="auto", dtype="auto"`` (``backends/runtimes/views_gate.py``,
OPT_REPORT 1c.18): which precision an any-view model's views graph runs at for ``reconstruct``,
each candidate's gate figures (depth Pearson, rotation degrees, translation and focal relative
errors against torch float32 at 2 views), and what the gate costs the first ``reconstruct``
with an empty cache and then from a warm one, the CPU named.

    python benchmarks/views_gate.py [--model tiny|small] [--process-res 140] [--weights W]

The model is DA3-SMALL's any-view network with seeded random weights in the official format
(``--model tiny``: the test suite's tiny network, OPT_REPORT's figures), or a checkpoint you
give (``--weights``). Each load runs in a fresh cache folder, then again in the same one (warm).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from script_args import cpu_name, existing_path, positive_int

ROOT = Path(__file__).resolve().parents[1]
FIGURES = ("depth", "rotation_deg", "translation", "focal")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--model", choices=("tiny", "small"), default="tiny",
        help="random DA3-SMALL weights, the tests' tiny network or full size (default: tiny)",
    )  # fmt: skip
    parser.add_argument(
        "--process-res", type=positive_int, default=140, help="the load's size (default: 140)"
    )
    parser.add_argument("--weights", type=existing_path, help="a checkpoint (default: random)")
    return parser


def one_load(weights: str, process_res: int, views: list[np.ndarray]) -> tuple[float, float, dict]:
    """The load's and the first ``reconstruct``'s seconds, and the decision."""
    from tt_depth_anything_3 import DepthAnything3

    start = time.perf_counter()
    with DepthAnything3.from_pretrained(
        weights_path=weights, device="cpu", process_res=process_res, runtime="auto", dtype="auto"
    ) as model:
        loaded = time.perf_counter()
        model.reconstruct(views)
        first = time.perf_counter() - loaded
        decision = model.auto_runtime
    return loaded - start, first, decision


def main() -> int:
    args = build_parser().parse_args()
    print(f"{cpu_name()}, load average {os.getloadavg()[0]:.1f}")
    rng = np.random.default_rng(1)
    views = [rng.integers(0, 255, (98, 140, 3), dtype=np.uint8) for _ in range(2)]
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        weights = args.weights
        if weights is None:
            sys.path.insert(0, str(ROOT / "tests"))
            from support.checkpoints import write_checkpoint

            tiny = args.model == "tiny"
            weights = str(write_checkpoint(tmp / "weights", "da3-small", seed=1, tiny=tiny))
        os.environ["TT_DA3_CACHE_DIR"] = str(tmp / "cache")
        cold = one_load(weights, args.process_res, views)
        warm = one_load(weights, args.process_res, views)
    decision = cold[2]
    record = decision.get("views")
    print(f"auto chose {decision['choice']} {decision['precision']} for single images")
    if record is None:
        print("no views gate: the model has no camera head")
        return 0
    print(f"views ran on {record['runtime']} {record['precision']}: {record['reason']}")
    print("| candidate | " + " | ".join(FIGURES) + " | views gate |")
    print("|---|" + "---|" * (len(FIGURES) + 1))
    for row in record["tried"]:
        gate = row.get("gate", {})
        cells = [f"{gate[name]:.6g}" if name in gate else "-" for name in FIGURES]
        verdict = "passed" if gate.get("passed") else row.get("skipped", "taken ungated")
        print(f"| {row['runtime']} {row['precision']} | " + " | ".join(cells) + f" | {verdict} |")
    for name, (load, first, _) in (("empty cache", cold), ("warm cache", warm)):
        print(f"{name}: load {load:.2f} s, first reconstruct (the views gate) {first:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
