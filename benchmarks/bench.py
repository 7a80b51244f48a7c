"""Side-by-side benchmark: the official DA3 code and ours, same weights, input and threads.

    python benchmarks/bench.py --model da3metric-large --size 336x504 --runs 5 --threads 2

Each configuration runs in its own fresh process (so load time and peak RSS are its own): load
from ``model.safetensors``, one cold call, then ``--runs`` timed calls (median reported). The
network input is the same normalised tensor for all (``media/rocket.jpg`` resized by the
official rule), and each worker saves the head's depth (before any sky fill) so the parent
reports Pearson against the official float32 result. Weights are seeded random in the official
checkpoint format unless ``--weights`` points to a real checkpoint folder.

Needs the official package (``pip install --no-deps depth-anything-3==0.1.1 einops addict
omegaconf``). Prints a markdown table and writes JSON (``--json``).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
CONFIGS = {
    "official-fp32": ("official", "fp32"),
    "official-bf16-autocast": ("official", "bf16"),
    "ours-fp32": ("ours", "fp32"),
    "ours-bf16": ("ours", "bf16"),
    "ours-int8": ("ours", "int8"),
}


def _peak_rss_mb() -> float:
    """This process's peak RSS (VmHWM: of this program image only; ``ru_maxrss`` would carry
    the parent's size over from the fork)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024.0
    raise RuntimeError("no VmHWM in /proc/self/status (Linux only)")


def _worker(args: argparse.Namespace) -> None:
    """One configuration in this process; prints one JSON line."""
    import torch

    torch.set_num_threads(args.threads)
    impl, precision = CONFIGS[args.worker]
    images = torch.from_numpy(np.load(args.input))
    folder = Path(args.weights)
    t0 = time.perf_counter()
    if impl == "official":
        from depth_anything_3.cfg import create_object, load_config
        from depth_anything_3.registry import MODEL_REGISTRY
        from safetensors.torch import load_model
        from torch import nn

        name = json.loads((folder / "config.json").read_text())["model_name"]

        class Wrapper(nn.Module):  # the official DepthAnything3 holds the net as `model`
            def __init__(self) -> None:
                super().__init__()
                self.model = create_object(load_config(MODEL_REGISTRY[name]))

        wrapper = Wrapper().eval()
        load_model(wrapper, str(folder / "model.safetensors"), strict=True)
        net = wrapper.model

        def run() -> torch.Tensor:
            with (
                torch.no_grad(),
                torch.autocast("cpu", torch.bfloat16, enabled=precision != "fp32"),
            ):
                feats, _ = net.backbone(images[:, None], cam_token=None, export_feat_layers=[])
                return net.head(feats, *images.shape[-2:], patch_start_idx=0)["depth"][:, 0]
    else:
        sys.path.insert(0, str(ROOT / "code"))
        from tt_depth_anything_3 import DepthAnything3

        model = DepthAnything3.from_pretrained(weights_path=folder, device="cpu", dtype=precision)

        def run() -> torch.Tensor:
            return model._backend.run(images)["depth"]

    load_s = time.perf_counter() - t0
    t1 = time.perf_counter()
    depth = run()
    first_s = time.perf_counter() - t1
    times = []
    for _ in range(args.runs):
        t = time.perf_counter()
        depth = run()
        times.append(time.perf_counter() - t)
    np.save(args.output, depth.float().numpy())
    print(
        json.dumps(
            {
                "config": args.worker,
                "load_s": load_s,
                "first_call_s": first_s,
                "median_s": statistics.median(times),
                "times_s": times,
                "peak_rss_mb": _peak_rss_mb(),
            }
        )
    )


def _make_weights(model_name: str, folder: Path, seed: int) -> None:
    sys.path.insert(0, str(ROOT / "tests"))
    from official_reference import build_official, randomize, save_official_checkpoint

    save_official_checkpoint(randomize(build_official(model_name), seed), model_name, folder)


def _make_input(size: tuple[int, int], path: Path) -> None:
    sys.path.insert(0, str(ROOT / "code"))
    import cv2

    from tt_depth_anything_3.preprocess import normalize

    photo = cv2.cvtColor(cv2.imread(str(ROOT / "media" / "rocket.jpg")), cv2.COLOR_BGR2RGB)
    resized = cv2.resize(photo, (size[1], size[0]), interpolation=cv2.INTER_AREA)
    np.save(path, normalize(resized)[None].numpy())


def _pcc(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.corrcoef(a.astype(np.float64).ravel(), b.astype(np.float64).ravel())[0, 1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="da3metric-large")
    parser.add_argument("--size", default="336x504", help="network input HxW (multiples of 14)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--configs", default=",".join(CONFIGS), help="comma-separated")
    parser.add_argument("--weights", default=None, help="checkpoint folder (default: random)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", default=None, help="write the results here")
    parser.add_argument("--worker", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--input", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--output", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        _worker(args)
        return

    size = tuple(int(s) for s in args.size.lower().split("x"))
    configs = [c.strip() for c in args.configs.split(",")]
    unknown = set(configs) - set(CONFIGS)
    if unknown:
        parser.error(f"unknown configs {sorted(unknown)}; choose from {sorted(CONFIGS)}")
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        weights = Path(args.weights) if args.weights else tmp_path / "weights"
        if not args.weights:
            print(f"writing seeded random {args.model} weights ...", file=sys.stderr)
            _make_weights(args.model, weights, args.seed)
        _make_input(size, tmp_path / "input.npy")
        results, depths = [], {}
        for config in configs:
            print(f"running {config} ...", file=sys.stderr)
            out = tmp_path / f"{config}.npy"
            command = [
                sys.executable,
                __file__,
                "--worker",
                config,
                "--weights",
                str(weights),
                "--input",
                str(tmp_path / "input.npy"),
                "--output",
                str(out),
                "--runs",
                str(args.runs),
                "--threads",
                str(args.threads),
            ]
            env = {**os.environ, "OMP_NUM_THREADS": str(args.threads)}
            proc = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
            if proc.returncode != 0:
                raise SystemExit(f"{config} failed:\n{proc.stderr[-3000:]}")
            results.append(json.loads(proc.stdout.strip().splitlines()[-1]))
            depths[config] = np.load(out)

    base = next((r for r in results if r["config"] == "official-fp32"), None)
    reference = depths.get("official-fp32")
    print(
        f"\n{args.model} at {size[0]}x{size[1]}, {args.threads} threads, median of {args.runs} "
        f"(+1 cold call); weights: {args.weights or f'random, seed {args.seed}'}\n"
    )
    print(
        "| config | load s | cold call s | median s | speed-up vs official fp32 | peak RSS MB "
        "| RSS vs official fp32 | Pearson vs official fp32 |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for r in results:
        speed = base["median_s"] / r["median_s"] if base else float("nan")
        rss = r["peak_rss_mb"] / base["peak_rss_mb"] if base else float("nan")
        corr = _pcc(depths[r["config"]], reference) if reference is not None else float("nan")
        r.update(speedup=speed, rss_ratio=rss, pearson=corr)
        print(
            f"| {r['config']} | {r['load_s']:.2f} | {r['first_call_s']:.2f} | "
            f"{r['median_s']:.3f} | {speed:.2f}x | {r['peak_rss_mb']:.0f} | {rss:.2f} | "
            f"{corr:.7f} |"
        )
    if args.json:
        Path(args.json).write_text(
            json.dumps(
                {
                    "model": args.model,
                    "size": size,
                    "threads": args.threads,
                    "runs": args.runs,
                    "results": results,
                },
                indent=2,
            )
        )


if __name__ == "__main__":
    main()
