"""Ablation: the backbone's math fidelity per matmul, emulated (OPT_REPORT section 4, Accuracy).

    python benchmarks/ablation_backbone_fidelity.py [--out results.json]

DA3Metric-Large with the test suite's seeded random weights (``tests/checkpoints.py``, seed 0,
as the accuracy gate), three photo-like inputs (280x378 as the gate, 238x420 mirrored, 392x294
flipped): depth and sky Pearson against float32 of the emulated fast program with each
backbone fidelity table, next to the official code under bfloat16 autocast. "typecast" rows
round the block layer norms to bfloat16 before their matmuls (the program before this change);
the others read them float32 (TF32), as built. CPU only, no ttnn; about 2 min per row (three
inputs) on the shared 2-core machine.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

import torch
from script_args import new_output_file

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "code"))
sys.path.insert(0, str(ROOT / "tests"))

from support.checkpoints import write_checkpoint  # noqa: E402
from support.numerics import pearson, photo_batch  # noqa: E402
from tt_depth_anything_3.backends.blackhole.numerics import EmulatedProgram, bf16  # noqa: E402
from tt_depth_anything_3.backends.blackhole.numerics import program as numerics  # noqa: E402
from tt_depth_anything_3.backends.torch.loading import build_network  # noqa: E402
from tt_depth_anything_3.config import DA3Config  # noqa: E402

H2, H3, H4, LO = "HiFi2", "HiFi3", "HiFi4", "LoFi"
# name -> (block norms typecast to bfloat16, {op: fidelity} over the built table)
VARIANTS = {
    "typecast norms, all HiFi2 (the program before)": (
        True,
        {"qkv": H2, "attention": H2, "proj": H2, "fc1": H2, "fc2": H2},
    ),
    "typecast norms, linears HiFi2, SDPA HiFi4": (
        True,
        {"qkv": H2, "proj": H2, "fc1": H2, "fc2": H2},
    ),
    "float32 norms, linears HiFi2, SDPA HiFi4": (
        False,
        {"qkv": H2, "proj": H2, "fc1": H2, "fc2": H2},
    ),
    "float32 norms, qkv/fc1 HiFi3, proj/fc2 HiFi2": (False, {"proj": H2}),
    "float32 norms, qkv/proj/fc1 HiFi3, fc2 HiFi2 (as built)": (False, {}),
    "float32 norms, linears HiFi3": (False, {"fc2": H3}),
    "float32 norms, linears HiFi4": (False, {"qkv": H4, "proj": H4, "fc1": H4, "fc2": H4}),
    "as built, fc1 LoFi": (False, {"fc1": LO}),
}
INPUTS = {
    "280x378": lambda: photo_batch(280, 378),
    "238x420 mirrored": lambda: photo_batch(238, 420).flip(-1),
    "392x294 flipped": lambda: photo_batch(392, 294).flip(-2),
}


class TypecastNorms(EmulatedProgram):
    """The program with every layer norm rounded to bfloat16 (a typecast op after each)."""

    def layer_norm(self, x, norm, store=None):
        return super().layer_norm(x, norm, bf16)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--out", type=new_output_file, default=None, help="write the results as JSON (a new file)"
    )
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    built = dict(numerics.BACKBONE_FIDELITY)
    results: dict[str, dict] = {}
    with tempfile.TemporaryDirectory() as tmp:
        folder = write_checkpoint(Path(tmp), "da3metric-large", seed=0, tiny=False)
        config = DA3Config.from_dict(json.loads((folder / "config.json").read_text()))
        network = build_network(config, folder / "model.safetensors")
    references = {}
    with torch.no_grad():
        for name, make in INPUTS.items():
            batch = make()
            reference = network(batch)
            with torch.autocast("cpu", dtype=torch.bfloat16):
                autocast = network(batch)
            references[name] = (batch, reference)
            results.setdefault("official bf16 autocast", {})[name] = [
                pearson(autocast[k].float(), reference[k]) for k in ("depth", "sky")
            ]
    try:
        for variant, (typecast, changes) in VARIANTS.items():
            numerics.BACKBONE_FIDELITY.clear()
            numerics.BACKBONE_FIDELITY.update({**built, **changes})
            program = (TypecastNorms if typecast else EmulatedProgram)(network)
            for name, (batch, reference) in references.items():
                out = program(batch)
                results.setdefault(variant, {})[name] = [
                    pearson(out[k], reference[k]) for k in ("depth", "sky")
                ]
            print(variant, json.dumps(results[variant]), flush=True)
    finally:
        numerics.BACKBONE_FIDELITY.clear()
        numerics.BACKBONE_FIDELITY.update(built)
    print("| variant | " + " | ".join(f"{name} depth / sky" for name in INPUTS) + " |")
    print("| --- |" + " --- |" * len(INPUTS))
    for variant, row in results.items():
        cells = [f"{d:.7f} / {s:.7f}" for d, s in row.values()]
        print(f"| {variant} | " + " | ".join(cells) + " |")
    if args.out:
        args.out.write_text(json.dumps(results, indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()
