"""Peak RSS of whole ``predict`` processes on the exported runtimes, cold and warm cache.

    python benchmarks/runtime_memory.py --model da3metric-large --size 336x504 \
        --configs openvino-bf16,openvino-int8w,auto,onnxruntime-fp32

Seeded random weights in the official format (unless ``--weights``). Every case is a fresh
process (``resource.getrusage`` and ``/proc/self/status`` VmHWM read at its end; no child
processes) calling the public API, ``DepthAnything3.from_pretrained(..., runtime=...,
dtype=...)`` then one prediction of ``media/rocket.jpg``, in this order:

- ``export`` (first configuration only: the engines share the graph): only the ONNX graph
  written into the shared cache (``backend.graph``: the float32 torch network read, traced,
  saved), what ``tt-da3 export`` costs;
- ``first``: predict with only the graph cached, in a cache of the configuration's own (the
  shared graph hard-linked into it; nothing another configuration built): OpenVINO: the IR
  with the weight storage of the precision (int8w: the fp16 IR, then NNCF), compile,
  compiled-model export; ONNX Runtime: the session; ``auto``: the gate's torch float32
  reference, then each candidate compiled and gated until one passes -- the first compile;
- ``warm``: predict again (OpenVINO: the compiled model imported from the cache);
- ``cold``: predict with an empty cache of its own (export + first compile in one process).

The header names the CPU; the machine may be shared (the figures are memory, not time). The
``call median s`` column (``network_s``, median of ``NETWORK_RUNS`` calls) times different
things by row kind, and says which (``timed`` in the JSON): ``network`` for the ``-static`` /
``-dynamic`` rows (the engine's ``run`` on a fixed normalised batch), ``predict`` for the
others (the whole ``model(photo)``: preprocessing, network, postprocessing).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from bench import ROOT, cpu_summary, make_weights, model_label
from rss_sampler import RssSampler, peak_rss_mb, read_status
from script_args import existing_path, network_size, new_output_file, official_model, positive_int

CONFIGS = {
    "onnxruntime-fp32": ("onnxruntime", "float32"),
    "openvino-fp32": ("openvino", "float32"),
    "openvino-bf16": ("openvino", "bfloat16"),
    "openvino-int8": ("openvino", "int8"),
    "openvino-int8w": ("openvino", "int8w"),
    # runtime="auto", dtype="auto": the gate's torch float32 reference, then each candidate
    "auto": ("auto", "auto"),
    # the OpenVINO engine built directly (network only, not the predict pipeline): a static
    # compile per size (what the API does) against one dynamic-shape compile for every size
    "openvino-fp32-static": ("openvino", "float32"),
    "openvino-fp32-dynamic": ("openvino", "float32"),
    "openvino-bf16-static": ("openvino", "bfloat16"),
    "openvino-bf16-dynamic": ("openvino", "bfloat16"),
}
NETWORK_RUNS = 3  # timed calls after the first (median): predictions, or network calls
PHASES = ("export", "first", "warm", "cold")
PHOTO = ROOT / "media" / "rocket.jpg"  # what the predicting configurations predict


def _worker(args: argparse.Namespace) -> None:
    """One phase of one configuration in this process; prints one JSON line."""
    sys.path.insert(0, str(ROOT / "code"))
    import cv2

    # threads: OMP_NUM_THREADS (set by main); torch is not imported here, so a warm engine
    # process holds only what the package itself imports (``torch_loaded`` in the row)
    from tt_depth_anything_3 import DepthAnything3

    # no frame reads while torch.export traces (they break its non-strict trace: rss_sampler)
    sampler = RssSampler(interval_s=0.005, frames=args.phase not in ("export", "cold")).start()
    runtime, dtype = CONFIGS[args.worker]
    height, width = args.size
    start = time.perf_counter()
    chosen = None
    if args.phase == "export":
        from tt_depth_anything_3 import backends
        from tt_depth_anything_3.backends.runtimes.export import InputShape
        from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint

        files = resolve_checkpoint("local", weights_path=Path(args.weights))
        spec = backends.parse_device("cpu")
        engine = "openvino" if runtime == "auto" else runtime
        backend = backends.create(spec, files.config, files.weights, "fp32", runtime=engine)
        backend.graph(InputShape(height, width))
        described: dict = {}
        network_s, timed = None, None
    elif args.worker.endswith(("-static", "-dynamic")):
        from tt_depth_anything_3.backends.runtimes.openvino_backend import OpenVINOBackend
        from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint
        from tt_depth_anything_3.config.precisions import parse_precision

        files = resolve_checkpoint("local", weights_path=Path(args.weights))
        engine = OpenVINOBackend(
            files.config,
            files.weights,
            parse_precision(dtype),
            static_shapes=args.worker.endswith("-static"),
        )
        engine.warmup((height, width))  # compile (or import) and run once
        batch = normalised_batch(height, width)
        network_s, timed = median_seconds(lambda: engine.run(batch)), "network"
        described = engine.describe()
    else:
        photo = cv2.cvtColor(cv2.imread(str(PHOTO)), cv2.COLOR_BGR2RGB)
        model = DepthAnything3.from_pretrained(
            weights_path=args.weights, device="cpu", process_res=max(height, width),
            runtime=runtime, dtype=dtype,
        )  # fmt: skip
        with model:
            out = model(photo)
            described = model.describe()["backend"]
            if model.auto_runtime is not None:
                chosen = {k: model.auto_runtime[k] for k in ("choice", "precision", "reason")}
            network_s, timed = median_seconds(lambda: model(photo)), "predict"
        if out.depth.shape[:2] != (height, width):
            raise SystemExit(f"expected depth {height}x{width}, got {out.depth.shape}")
    sampler.stop()
    usage = resource.getrusage(resource.RUSAGE_SELF)
    print(json.dumps({
        "config": args.worker, "phase": args.phase, "seconds": time.perf_counter() - start,
        "cpu_s": usage.ru_utime + usage.ru_stime,
        "peak_rss_mb": peak_rss_mb(), "ru_maxrss_mb": usage.ru_maxrss / 1024.0,
        "end_rss_mb": read_status(), "sampled": sampler.report(), "network_s": network_s,
        "timed": timed,
        "load_ms": described.get("load_ms"), "loaded_from": described.get("loaded_from"),
        "precision": described.get("precision"), "engine": described.get("engine"),
        "auto": chosen, "torch_loaded": "torch" in sys.modules,
    }))  # fmt: skip


def photo_size_problem(size: tuple[int, int]) -> str | None:
    """Why the predicting configurations cannot run at network ``size`` (None when they can):
    they predict ``media/rocket.jpg`` at ``process_res`` = its longest side, so the photo's
    aspect ratio decides the other side."""
    from PIL import Image

    from tt_depth_anything_3.inference.preprocess import model_input_size

    with Image.open(PHOTO) as photo:
        width, height = photo.size
    got = model_input_size(height, width, max(size))
    if got == tuple(size):
        return None
    return (
        f"--size {size[0]}x{size[1]}: {PHOTO.name} ({height}x{width}) runs at {got[0]}x{got[1]} "
        f"with process_res {max(size)}; give a size of its aspect ratio (e.g. 336x504, "
        "378x560) or only the -static / -dynamic configurations"
    )


def normalised_batch(height: int, width: int):
    """A fixed (seeded) normalised float32 batch of one ``height`` x ``width`` image."""
    import numpy as np

    rng = np.random.default_rng(0)
    return rng.standard_normal((1, 3, height, width)).astype(np.float32)


def median_seconds(call: Callable[[], object]) -> float:
    """Median wall seconds of ``NETWORK_RUNS`` calls of ``call``."""
    times = []
    for _ in range(NETWORK_RUNS):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def table(rows: list[dict]) -> list[str]:
    """The markdown table of ``rows``; the call median names what it timed (``network`` or
    the whole ``predict``)."""
    lines = [
        "| config | phase | precision | peak RSS (VmHWM) MB | process CPU s "
        "| call median s (what: network or whole predict) |",
        "|---|---|---|---|---|---|",
    ]
    for row in rows:
        timed = row.get("timed") or "not recorded"
        network = "-" if row["network_s"] is None else f"{row['network_s']:.3f} ({timed})"
        lines.append(
            f"| {row['config']} | {row['phase']} | {row.get('precision') or '-'} | "
            f"{row['peak_rss_mb']:.0f} | {row['cpu_s']:.1f} | {network} |"
        )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", type=official_model, default="da3metric-large")
    parser.add_argument(
        "--size",
        type=network_size,
        default="336x504",
        help="network input HxW: multiples of 14 and, unless only -static / -dynamic "
        "configurations run, of media/rocket.jpg's aspect ratio (predicted): 336x504, 126x196",
    )
    parser.add_argument("--threads", type=positive_int, default=2)
    parser.add_argument("--configs", default="openvino-fp32,openvino-bf16,onnxruntime-fp32")
    parser.add_argument("--phases", default="export,first,warm", help=f"from {PHASES}")
    parser.add_argument(
        "--weights", type=existing_path, default=None, help="checkpoint folder (default: random)"
    )
    parser.add_argument(
        "--cache", default=None, help="cache folder to use (default: a new temporary one)"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--json", type=new_output_file, default=None, help="write the results here (a new file)"
    )
    parser.add_argument("--worker", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--phase", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        _worker(args)
        return
    configs = [c.strip() for c in args.configs.split(",")]
    phases = [p.strip() for p in args.phases.split(",")]
    if set(configs) - set(CONFIGS) or set(phases) - set(PHASES):
        parser.error(f"configs from {sorted(CONFIGS)}, phases from {PHASES}")
    predicting = [c for c in configs if not c.endswith(("-static", "-dynamic"))]
    problem = photo_size_problem(args.size) if predicting and set(phases) - {"export"} else None
    if problem is not None:
        parser.error(problem)
    size_text = f"{args.size[0]}x{args.size[1]}"
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        weights = Path(args.weights) if args.weights else tmp_path / "weights"
        if not args.weights:
            print(f"writing seeded random {args.model} weights ...", file=sys.stderr)
            make_weights(args.model, weights, args.seed)
        base_env = {**os.environ, "OMP_NUM_THREADS": str(args.threads)}
        for index, config in enumerate(configs):
            for phase in phases:
                if phase == "export" and index:
                    continue
                shared = Path(args.cache) if args.cache else tmp_path / "cache"
                cache = {"export": shared, "cold": tmp_path / "cold" / config}.get(phase)
                if cache is None:  # first / warm: the shared graph only, then its own builds
                    cache = tmp_path / "own" / config
                    graphs = shared / "runtimes" / "onnx"
                    if not cache.exists() and graphs.is_dir():
                        shutil.copytree(graphs, cache / "runtimes" / "onnx",
                                        copy_function=os.link)  # fmt: skip
                env = {**base_env, "TT_DA3_CACHE_DIR": str(cache)}
                print(f"running {config} {phase} ...", file=sys.stderr)
                command = [sys.executable, __file__, "--worker", config, "--phase", phase,
                           "--weights", str(weights), "--size", size_text,
                           "--threads", str(args.threads)]  # fmt: skip
                proc = subprocess.run(command, capture_output=True, text=True, env=env)
                if proc.returncode != 0:
                    raise SystemExit(f"{config} {phase} failed:\n{proc.stderr[-3000:]}")
                rows.append(json.loads(proc.stdout.strip().splitlines()[-1]))
                print(json.dumps(rows[-1]), file=sys.stderr)
        cpu = cpu_summary(base_env)
    run = describe_run(args, size_text)
    weights_label = args.weights or f"random, seed {args.seed}"
    print(f"CPU: {cpu.get('model')} ({cpu.get('isa')}); {run['model']} {size_text}, "
          f"{args.threads} threads; weights: {weights_label}")  # fmt: skip
    print("\n".join(table(rows)))
    if args.json:
        payload = {**run, "cpu": cpu, "rows": rows}
        args.json.write_text(json.dumps(payload, indent=1), encoding="utf-8")


def describe_run(args: argparse.Namespace, size_text: str) -> dict:
    """What the run measured, for the header and the JSON: the model (with ``--weights`` the
    checkpoint's, as ``bench.model_label`` names it, not ``--model``'s default), size, threads
    and weights (None: seeded random, ``seed``)."""
    return {"model": model_label(args.model, args.weights), "size": size_text,
            "threads": args.threads, "weights": args.weights, "seed": args.seed}  # fmt: skip


if __name__ == "__main__":
    main()
