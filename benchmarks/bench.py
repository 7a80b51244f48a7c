"""Side-by-side benchmark: the official DA3 code and ours, same weights, input and threads.

    python benchmarks/bench.py --model da3metric-large --size 336x504 --runs 5 --threads 2

Each configuration runs in its own fresh process (so load time and peak RSS are its own): load
from ``model.safetensors``, one cold call, then ``--runs`` timed calls (median reported). The
network input is the same normalised tensor for all (``media/rocket.jpg`` resized by the
official rule), and each worker saves the head's depth (before any sky fill) so the parent
reports Pearson against the official float32 result. Weights are seeded random in the official
checkpoint format unless ``--weights`` points to a real checkpoint folder.

The header and the JSON name the CPU (model, torch capability, usable ISA, the int8 kernel
each configuration of ours runs). ``--emulate-isa avx2`` (or ``avx512``, ``avx512_vnni``) runs every
configuration, the official ones included, as on a lesser x86 CPU: it sets
``ONEDNN_MAX_CPU_ISA``, ``ATEN_CPU_CAPABILITY``, ``MKL_ENABLE_INSTRUCTIONS`` and
``FBGEMM_ENABLE_INSTRUCTIONS`` for the workers (figures so measured are labelled emulated).
``--rounds N`` runs the whole set of configurations N times in turn and reports each one's
median over all its timed calls, so that a busy shared machine's load falls on all alike (the
rounds merge in memory: no results file is read or extended; ``--json`` names a new file).

Ratios (speed-up, RSS, Pearson) are against official float32, or where it did not run against
ours float32 (else the first configuration); the header and the JSON (``baseline``) say which.

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
from call_timing import time_calls
from rss_sampler import peak_rss_mb
from script_args import existing_path, network_size, new_output_file, official_model, positive_int

ROOT = Path(__file__).resolve().parents[1]
# What --emulate-isa sets for the workers (oneDNN, ATen, MKL and fbgemm each read their own).
EMULATE = {
    "avx2": {
        "ONEDNN_MAX_CPU_ISA": "AVX2",
        "ATEN_CPU_CAPABILITY": "avx2",
        "MKL_ENABLE_INSTRUCTIONS": "AVX2",
        "FBGEMM_ENABLE_INSTRUCTIONS": "AVX2",
    },
    "avx512_vnni": {  # Cascade Lake / Ice Lake servers: VNNI, no AVX512-BF16, no AMX
        "ONEDNN_MAX_CPU_ISA": "AVX512_CORE_VNNI",
        "ATEN_CPU_CAPABILITY": "avx512",
        "MKL_ENABLE_INSTRUCTIONS": "AVX512",
        "FBGEMM_ENABLE_INSTRUCTIONS": "AVX512",
    },
    "avx512": {
        "ONEDNN_MAX_CPU_ISA": "AVX512_CORE",
        "ATEN_CPU_CAPABILITY": "avx512",
        "MKL_ENABLE_INSTRUCTIONS": "AVX512",
        "FBGEMM_ENABLE_INSTRUCTIONS": "AVX512",
    },
}
CONFIGS = {
    "official-fp32": ("official", "fp32"),
    "official-bf16-autocast": ("official", "bf16"),
    "ours-fp32": ("ours", "fp32"),
    "ours-bf16": ("ours", "bf16"),
    "ours-int8": ("ours", "int8"),
}


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
        from tt_depth_anything_3 import backends
        from tt_depth_anything_3.backends.torch.precision import parse_precision
        from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint

        files = resolve_checkpoint("local", weights_path=folder)
        spec = backends.parse_device("cpu")
        backend = backends.create(spec, files.config, files.weights, parse_precision(precision))

        def run() -> torch.Tensor:
            return backend.run(images).heads["depth"]

    load_s = time.perf_counter() - t0
    depth, first_s, times, cpu_times = time_calls(run, args.runs)
    kernels, head = None, None
    if impl == "ours":
        from tt_depth_anything_3.backends.torch.cpu_kernels import select_kernels

        kernels = select_kernels(precision).describe()
        head = backend.describe().get("head")  # bf16: f32, or its residual units bf16
    np.save(args.output, depth.float().numpy())
    print(
        json.dumps(
            {
                "config": args.worker,
                "load_s": load_s,
                "first_call_s": first_s,
                "median_s": statistics.median(times),
                "times_s": times,
                "cpu_times_s": cpu_times,
                "peak_rss_mb": peak_rss_mb(),
                "kernels": kernels,
                "head": head,
            }
        )
    )


def make_weights(model_name: str, folder: Path, seed: int) -> None:
    """Seeded random ``model_name`` weights in the official checkpoint format, in ``folder``."""
    sys.path.insert(0, str(ROOT / "tests"))
    from support.official_reference import build_official, randomize, save_official_checkpoint

    save_official_checkpoint(randomize(build_official(model_name), seed), model_name, folder)


def make_input(size: tuple[int, int], path: Path) -> None:
    """``media/rocket.jpg`` resized to ``size`` and normalised, saved as a batch of one."""
    sys.path.insert(0, str(ROOT / "code"))
    import cv2

    from tt_depth_anything_3.inference.preprocess import normalize

    photo = cv2.cvtColor(cv2.imread(str(ROOT / "media" / "rocket.jpg")), cv2.COLOR_BGR2RGB)
    resized = cv2.resize(photo, (size[1], size[0]), interpolation=cv2.INTER_AREA)
    np.save(path, normalize(resized)[None].numpy())


def _merge(results: dict[str, dict], result: dict) -> None:
    """Fold one worker's result into the config's: medians over all rounds' timed calls,
    the largest peak RSS, the first round's load and cold call."""
    previous = results.get(result["config"])
    if previous is not None:
        result["times_s"] = previous["times_s"] + result["times_s"]
        result["cpu_times_s"] = previous["cpu_times_s"] + result["cpu_times_s"]
        result["peak_rss_mb"] = max(previous["peak_rss_mb"], result["peak_rss_mb"])
        result["load_s"], result["first_call_s"] = previous["load_s"], previous["first_call_s"]
        result["median_s"] = statistics.median(result["times_s"])
    results[result["config"]] = result


def cpu_summary(env: dict[str, str] | None = None) -> dict:
    """The CPU as the workers saw it (run in a child with their environment, default ours):
    ``detect_cpu().describe()`` (model, family and model number, ISA, ...), ``emulated`` and
    the int8 kernel."""
    env = dict(os.environ) if env is None else env
    code = (
        "import json; from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu; "
        "from tt_depth_anything_3.backends.torch.cpu_kernels import select_kernels; "
        "c = detect_cpu(); "
        "print(json.dumps({**c.describe(), 'emulated': c.emulated, "
        "'int8_kernel': select_kernels('int8', c).linear}))"
    )
    child_env = {**env, "PYTHONPATH": str(ROOT / "code")}
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=child_env, check=True
    )
    return json.loads(proc.stdout.strip().splitlines()[-1])


# the names other benchmark scripts imported before these were public
_cpu_summary, _make_weights, _make_input = cpu_summary, make_weights, make_input


def cpu_line(cpu: dict) -> str:
    """``CPU: <model> (family F, model M), torch capability ..., ISA ...``: one line naming
    the CPU of a ``cpu_summary`` (the family tells Zen 4 (25) from Zen 5 (26))."""
    numbers = (
        f" (family {cpu['family']}, model {cpu['model_number']})"
        if cpu.get("family") is not None
        else ""
    )
    return (
        f"CPU: {cpu['model']}{numbers}, torch capability {cpu['torch_capability']}, "
        f"ISA {cpu['isa']}"
    )


def ratio_baseline(configs: list[str]) -> str:
    """The configuration the ratios are against: official float32, else ours float32, else
    the first one run."""
    return next((c for c in ("official-fp32", "ours-fp32") if c in configs), configs[0])


def finite(value: float) -> float | None:
    """``value``, or None where it is not a finite number (strict JSON has no NaN)."""
    return value if np.isfinite(value) else None


def shrunk_architecture(weights: Path) -> bool:
    """Whether the checkpoint folder ``weights`` is a test checkpoint whose ``config.json``
    shrinks the network (``architecture``), which only our loader reads."""
    config = checkpoint_config(weights)
    if not config.is_file():
        return False
    return "architecture" in json.loads(config.read_text(encoding="utf-8"))


def checkpoint_config(weights: Path) -> Path:
    """The ``config.json`` of ``--weights``: a checkpoint folder's, or the folder's of the
    weights file named (the loader takes either)."""
    return (weights if weights.is_dir() else weights.parent) / "config.json"


def model_label(model: str, weights: str | None) -> str:
    """The model a run measures: ``--model`` for seeded random weights, else the name in the
    checkpoint's ``config.json`` (``--model`` is not read then), marked when shrunk."""
    config = checkpoint_config(Path(weights)) if weights else None
    if config is None or not config.is_file():
        return model
    fields = json.loads(config.read_text(encoding="utf-8"))
    name = fields.get("model_name", config.parent.name)
    return f"{name} (shrunk test config)" if "architecture" in fields else name


def pearson(a: np.ndarray, b: np.ndarray) -> float:
    """Pearson correlation of two arrays, in float64."""
    return float(np.corrcoef(a.astype(np.float64).ravel(), b.astype(np.float64).ravel())[0, 1])


_pcc = pearson


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add = parser.add_argument
    add("--model", type=official_model, default="da3metric-large",
        help="official DA3 preset of the seeded random weights, e.g. da3-small (default: "
        "%(default)s; with --weights, the checkpoint's own)")  # fmt: skip
    add("--size", type=network_size, default="336x504",
        help="network input HxW (multiples of 14; default: %(default)s)")  # fmt: skip
    add("--runs", type=positive_int, default=5, help="timed calls (default: %(default)s)")
    add("--threads", type=positive_int, default=2, help="torch threads (default: %(default)s)")
    add("--configs", default=",".join(CONFIGS), help="comma-separated (default: %(default)s)")
    parser.add_argument(
        "--weights", type=existing_path, default=None, help="checkpoint folder (default: random)"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--json", type=new_output_file, default=None, help="write the results here (a new file)"
    )
    parser.add_argument(
        "--rounds", type=positive_int, default=1, help="run all configs N times in turn"
    )
    parser.add_argument(
        "--emulate-isa", choices=sorted(EMULATE), default=None, help="limit the workers' ISA"
    )
    parser.add_argument("--worker", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--input", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--output", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        _worker(args)
        return

    size = args.size
    configs = list(dict.fromkeys(c.strip() for c in args.configs.split(",")))  # once each
    unknown = set(configs) - set(CONFIGS)
    if unknown:
        parser.error(f"unknown configs {sorted(unknown)}; choose from {sorted(CONFIGS)}")
    official = [c for c in configs if CONFIGS[c][0] == "official"]
    if official and args.weights and shrunk_architecture(Path(args.weights)):
        parser.error(
            f"{args.weights} is a shrunk test checkpoint (config.json 'architecture'); the "
            f"official code loads full-size ones only: drop {', '.join(official)}"
        )
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        weights = Path(args.weights) if args.weights else tmp_path / "weights"
        if not args.weights:
            print(f"writing seeded random {args.model} weights ...", file=sys.stderr)
            make_weights(args.model, weights, args.seed)
        make_input(size, tmp_path / "input.npy")
        results, depths = {}, {}
        worker_env = {**os.environ, "OMP_NUM_THREADS": str(args.threads)}
        worker_env.update(EMULATE.get(args.emulate_isa, {}))
        for round_index, config in [(i, c) for i in range(args.rounds) for c in configs]:
            print(f"running {config} (round {round_index + 1}) ...", file=sys.stderr)
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
            proc = subprocess.run(
                command, capture_output=True, text=True, env=worker_env, check=False
            )
            if proc.returncode != 0:
                raise SystemExit(f"{config} failed:\n{proc.stderr[-3000:]}")
            _merge(results, json.loads(proc.stdout.strip().splitlines()[-1]))
            depths[config] = np.load(out)
        cpu = cpu_summary(worker_env)
    results = list(results.values())

    baseline = ratio_baseline(list(depths))
    base = next(r for r in results if r["config"] == baseline)
    reference = depths[baseline]
    print(
        f"\n{model_label(args.model, args.weights)} at {size[0]}x{size[1]}, {args.threads} "
        "threads, median of "
        f"{args.runs} x {args.rounds} round(s) (+1 cold call each); "
        f"weights: {args.weights or f'random, seed {args.seed}'}\n"
        + cpu_line(cpu)
        + (
            f" (EMULATED on {cpu['hardware_isa']} hardware: {', '.join(cpu['limits'])})"
            if cpu["emulated"]
            else ""
        )
        + f"; int8 kernel: {cpu['int8_kernel']}\nratios against {baseline}\n"
    )
    label = baseline.replace("-", " ")
    print(
        f"| config | load s | cold call s | median s | speed-up vs {label} | peak RSS MB "
        f"| RSS vs {label} | Pearson vs {label} | CPU s per call |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for r in results:
        speed = base["median_s"] / r["median_s"]
        rss = r["peak_rss_mb"] / base["peak_rss_mb"]
        corr = pearson(depths[r["config"]], reference)
        r.update(speedup=finite(speed), rss_ratio=finite(rss), pearson=finite(corr))
        print(
            f"| {r['config']} | {r['load_s']:.2f} | {r['first_call_s']:.2f} | "
            f"{r['median_s']:.3f} | {speed:.2f}x | {r['peak_rss_mb']:.0f} | {rss:.2f} | "
            f"{corr:.7f} | {statistics.median(r['cpu_times_s']):.2f} |"
        )
    if args.json:
        args.json.write_text(
            json.dumps(
                {
                    "model": model_label(args.model, args.weights),
                    "size": size,
                    "threads": args.threads,
                    "runs": args.runs,
                    "rounds": args.rounds,
                    "weights": args.weights,  # None: seeded random (``seed``)
                    "seed": args.seed,
                    "cpu": cpu,
                    "baseline": baseline,
                    "results": results,
                },
                indent=2,
                allow_nan=False,
            ),
            encoding="utf-8",
        )


if __name__ == "__main__":
    main()
