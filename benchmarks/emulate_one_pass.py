"""The default device program with and without the one-pass attention, emulated at full size
(DA3Metric-Large, seeded random weights in the official format), against float32.

    python benchmarks/emulate_one_pass.py [--sizes 280x378,504x378] [--json OUT]

The attention is calibrated (``calibrate_attention``, margin 8 nats, the default window) on the
two photos of ``media/`` at the default ``process_res``; the gate's input
(``tests/support/numerics.photo_batch``) is held out of the calibration. Rows: bf16 autocast
(the bar), the fast program with both kernels (the default), the same with the one-pass
attention in every calibrated layer, and the guard's counts (rows out of the window; non-zero
would make the device rerun the stock program).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

import torch
from script_args import new_output_file

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "code"))
sys.path.insert(0, str(ROOT / "tests"))

from support.checkpoints import write_checkpoint  # noqa: E402
from support.numerics import pearson, photo_batch  # noqa: E402

PHOTOS = ("astronaut.jpg", "rocket.jpg")


def main() -> None:
    from tt_depth_anything_3.backends.blackhole.numerics import (
        EmulatedOnePassProgram,
        EmulatedProgram,
    )
    from tt_depth_anything_3.backends.blackhole.one_pass import calibrate_attention
    from tt_depth_anything_3.backends.torch.loading import build_network
    from tt_depth_anything_3.config import DA3Config
    from tt_depth_anything_3.inference.images import load_rgb
    from tt_depth_anything_3.inference.preprocess import DEFAULT_PROCESS_RES, preprocess

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="280x378,504x378")
    parser.add_argument("--json", type=new_output_file, default=None, help="a new results file")
    args = parser.parse_args()
    torch.set_num_threads(2)
    rows = []
    with tempfile.TemporaryDirectory(prefix="emulate_one_pass_") as tmp:
        folder = write_checkpoint(Path(tmp), "da3metric-large", seed=0, tiny=False)
        config = DA3Config.from_dict(json.loads((folder / "config.json").read_text()))
        network = build_network(config, folder / "model.safetensors", "fp32")
        images = [
            (name, preprocess(load_rgb(ROOT / "media" / name), DEFAULT_PROCESS_RES).tensor)
            for name in PHOTOS
        ]
        start = time.perf_counter()
        calibration = calibrate_attention(network, images)
        print(
            f"calibrated in {time.perf_counter() - start:.0f} s: "
            f"{sum(layer.one_pass for layer in calibration.layers)} of "
            f"{len(calibration.layers)} layers one-pass, worst headroom "
            f"{calibration.worst_headroom:.1f} nats",
            flush=True,
        )
        for size in args.sizes.split(","):
            height, width = (int(v) for v in size.split("x"))
            batch = photo_batch(height, width)
            with torch.no_grad():
                reference = network(batch)
                with torch.autocast("cpu", dtype=torch.bfloat16):
                    autocast = network(batch)
            default = EmulatedProgram(network)(batch)
            one_pass = EmulatedOnePassProgram(network, calibration)(batch)
            row = {"size": size, "guard_rows": int(one_pass["guard"].sum())}
            for name, out in (("autocast", autocast), ("default", default), ("one_pass", one_pass)):
                for key in ("depth", "sky"):
                    row[f"{name}_{key}"] = pearson(out[key].float(), reference[key])
            row["one_pass_vs_default_depth"] = pearson(one_pass["depth"], default["depth"])
            print(json.dumps(row), flush=True)
            rows.append(row)
    if args.json:
        args.json.write_text(json.dumps({"rows": rows}, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
