"""Ablation: the residual adds on the FPU, emulated (OPT_REPORT section 4, "tried, not adopted").

    python benchmarks/ablation_fpu_residual.py [--sizes 280x378 504x378]

A matmul with the residual add fused (``ttnn.experimental.dit_minimal_matmul_addcmul_fused``)
and ``layer_norm``'s fused pre-add both add with the FPU's ``add_tiles``, whose source registers
hold a float32 operand as TF32 (10 mantissa bits, truncated); the program as built adds the
float32 stream with ``ttnn.add`` on the vector unit, in float32. DA3Metric-Large with the test
suite's seeded random weights (``tests/checkpoints.py``, seed 0, as the accuracy gate), fast
program: depth and sky Pearson against float32 with both adds of every block read as TF32,
next to the program as built and the official code under bfloat16 autocast. CPU only, no
ttnn; about 35 s per size on the shared 2-core machine (AMD EPYC Zen 4 VM).
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
from tt_depth_anything_3.backends.blackhole.numerics import EmulatedProgram  # noqa: E402
from tt_depth_anything_3.backends.blackhole.numerics.emulator import tf32  # noqa: E402
from tt_depth_anything_3.backends.torch.loading import build_network  # noqa: E402
from tt_depth_anything_3.cli.common import size_argument as parse_size  # noqa: E402
from tt_depth_anything_3.config import DA3Config  # noqa: E402


class FpuResidualAdds(EmulatedProgram):
    """The program with each residual add's operands read as TF32 (an FPU ``add_tiles``)."""

    def residual_add(self, x: torch.Tensor, branch: torch.Tensor) -> torch.Tensor:
        return tf32(x) + tf32(branch)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", nargs="+", type=parse_size, default=[(280, 378)])
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    with tempfile.TemporaryDirectory() as tmp:
        folder = write_checkpoint(Path(tmp), "da3metric-large", seed=0, tiny=False)
        config = DA3Config.from_dict(json.loads((folder / "config.json").read_text()))
        network = build_network(config, folder / "model.safetensors")
    print("| size | official bf16 autocast | fast as built | fast, FPU residual adds |")
    print("| --- | --- | --- | --- |")
    with torch.no_grad():
        for height, width in args.sizes:
            batch = photo_batch(height, width)
            reference = network(batch)
            with torch.autocast("cpu", dtype=torch.bfloat16):
                autocast = network(batch)
            stock = {"residual_norm": "stock", "resize": "stock"}  # the ablation's: stock ops
            rows = [
                autocast,
                EmulatedProgram(network, **stock)(batch),
                FpuResidualAdds(network, **stock)(batch),
            ]
            cells = [
                " / ".join(f"{pearson(out[k].float(), reference[k]):.7f}" for k in ("depth", "sky"))
                for out in rows
            ]
            print(f"| {height}x{width} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
