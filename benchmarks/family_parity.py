"""Full-size parity with the official code: DA3-GIANT (depth, conf, cameras, Gaussians) and
optionally DA3NESTED-GIANT-LARGE, seeded random weights in the official checkpoint format.

    python benchmarks/family_parity.py --models da3-giant --size 140x196

CI checks every layer type at tiny widths (tests/test_family_parity.py, tests/test_nested.py)
and the full-size state dicts name for name; this runs the full-size networks once. To stay
within memory on a shared machine, the official network runs first (its outputs kept), is
written as ``model.safetensors`` (in the temporary folder, ``TMPDIR``) and freed, and only then
is ours loaded from that file.
Prints one line per output with its Pearson correlation and max error.
"""

from __future__ import annotations

import argparse
import gc
import sys
import tempfile
from contextlib import closing
from pathlib import Path

import torch
from script_args import network_size, positive_int

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "code"), str(ROOT / "tests")]


def _report(name: str, ours: torch.Tensor, ref: torch.Tensor) -> float:
    from support.numerics import pearson

    corr = pearson(ours, ref)
    err = float((ours - ref).abs().max())
    print(f"{name:24s} Pearson {corr:.8f}  max abs error {err:.3e}", flush=True)
    return corr


def run(model_name: str, size: tuple[int, int], views: int) -> None:
    from support.official_family import _stub_evo
    from support.official_reference import build_official, randomize, save_official_checkpoint
    from tt_depth_anything_3.backends import create, parse_device
    from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint
    from tt_depth_anything_3.geometry.gaussians import FIELDS, gaussians_from_head

    _stub_evo()
    torch.manual_seed(0)
    images = torch.randn(1, views, 3, *size, generator=torch.Generator().manual_seed(1))
    with tempfile.TemporaryDirectory() as tmp:  # TMPDIR: the checkpoint is GBs
        official = randomize(build_official(model_name), seed=3)
        giant = official if model_name == "da3-giant" else official.da3
        with torch.inference_mode():
            expected = official(images, infer_gs=model_name == "da3-giant")
        expected = {
            k: v for k, v in expected.items() if isinstance(v, torch.Tensor) or k == "gaussians"
        }
        folder = save_official_checkpoint(official, model_name, Path(tmp) / model_name)
        del official, giant
        gc.collect()
        files = resolve_checkpoint("local", weights_path=folder)
        with closing(create(parse_device("cpu"), files.config, files.weights)) as ours:
            network = ours.network
            with torch.inference_mode():
                got = network.forward_views(images, with_gaussians=model_name == "da3-giant")
            _report("depth", got["depth"], expected["depth"])
            _report("conf", got["conf"], expected["depth_conf"])
            _report("extrinsics", got["extrinsics"], expected["extrinsics"][..., :3, :])
            _report("intrinsics", got["intrinsics"], expected["intrinsics"])
            if model_name == "da3-giant":
                made = gaussians_from_head(
                    got["gs_raw"][0], got["gs_density"][0], got["depth"][0],
                    got["extrinsics"][0], got["intrinsics"][0], network.config.gaussians,
                )  # fmt: skip
                for field in FIELDS:
                    _report(
                        f"gaussians.{field}", made[field], getattr(expected["gaussians"], field)[0]
                    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", nargs="+", default=["da3-giant"])
    parser.add_argument(
        "--size", type=network_size, default="140x196", help="HxW (multiples of 14)"
    )
    parser.add_argument("--views", type=positive_int, default=1)
    args = parser.parse_args()
    height, width = args.size
    for name in args.models:
        print(f"== {name} {height}x{width}, {args.views} view(s)", flush=True)
        run(name, (height, width), args.views)


if __name__ == "__main__":
    main()
