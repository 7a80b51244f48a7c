"""Emulated accuracy of the Blackhole head at each math fidelity (the figures of OPT_REPORT
section 4, "Accuracy"): DA3Metric-Large with the test suite's seeded random weights at 280x378,
depth and sky Pearson against float32, for both device programs, with the head's convs / 1x1s
(``program.HEAD_FIDELITY``) and resize matmuls (``program.RESIZE_FIDELITY``) at each setting.

    .venv/bin/python benchmarks/head_fidelity.py [--settings HiFi3/HiFi3 HiFi2/HiFi4 ...]

A setting is ``conv/resize``. The emulator applies each fidelity's dropped operand bits
(``blackhole_numerics/fidelity.py``); no ttnn needed. About 20 s per program and setting on
2 cores.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "code"))
sys.path.insert(0, str(ROOT / "tests"))

from support.checkpoints import write_checkpoint  # noqa: E402
from support.numerics import pearson, photo_batch  # noqa: E402
from tt_depth_anything_3.backends.blackhole.numerics import PROGRAMS, EmulatedProgram  # noqa: E402
from tt_depth_anything_3.backends.torch.loading import build_network  # noqa: E402
from tt_depth_anything_3.config import DA3Config  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--settings",
        nargs="+",
        default=["HiFi4/HiFi4", "HiFi3/HiFi4", "HiFi3/HiFi3", "HiFi2/HiFi3"],
    )
    args = parser.parse_args()
    folder = write_checkpoint(Path(tempfile.mkdtemp()), "da3metric-large", seed=0, tiny=False)
    config = DA3Config.from_dict(json.loads((folder / "config.json").read_text()))
    network = build_network(config, folder / "model.safetensors")
    batch = photo_batch(280, 378)
    with torch.no_grad():
        reference = network(batch)
        with torch.autocast("cpu", dtype=torch.bfloat16):
            autocast = network(batch)
    print("| head convs / resizes | program | depth | sky |")
    print("| --- | --- | ---: | ---: |")
    auto = [pearson(autocast[k].float(), reference[k]) for k in ("depth", "sky")]
    print(f"| official bf16 autocast | | {auto[0]:.7f} | {auto[1]:.7f} |")
    for setting in args.settings:
        if setting.count("/") != 1:
            raise ValueError(f"a setting is conv/resize, like HiFi3/HiFi4; got {setting!r}")
        conv, resize = setting.split("/")
        for program in PROGRAMS:
            emulated = EmulatedProgram(  # the stock resizes: the fidelities are theirs
                network,
                program=program,
                head_fidelity=conv,
                resize_fidelity=resize,
                residual_norm="stock",
                resize="stock",
            )
            out = emulated(batch)
            depth, sky = (pearson(out[k], reference[k]) for k in ("depth", "sky"))
            print(f"| {conv} / {resize} | {program} | {depth:.7f} | {sky:.7f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
