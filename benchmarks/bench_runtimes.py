"""The exported runtimes beside the official code and our torch paths, in one run.

    python benchmarks/bench_runtimes.py --model da3metric-large --size 336x504 --runs 3 --threads 2

Each configuration runs in its own fresh process (``bench.py``'s workers for the official code
and our torch backend; this file's for the engines), on the same normalised input
(``media/rocket.jpg``) and seeded random weights in the official format unless ``--weights``.
An engine runs twice in a row in fresh processes sharing one cache folder: ``cold`` (nothing
cached: the ONNX export (first engine only; later ones reuse the graph), the IR conversion
and the compile) and ``warm`` (the compiled model, or for ONNX Runtime the graph, read back
from the cache). Reported: load (until the first call can run), the cold call, the median,
peak RSS (VmHWM), Pearson of the head's depth against official float32 and our torch
float32, and how load split into graph and compile. The header names the CPU (model, torch
capability, ISA, native bf16) and says which figures ran natively.

``--emulate-isa avx2`` sets ``bench.py``'s variables for every worker (``ONEDNN_MAX_CPU_ISA``
and the rest). OpenVINO's CPU plugin builds its FullyConnected and Convolution primitives with
its own oneDNN, which honours the cap (``brgemm_avx2_f32`` / ``brgconv_avx2_f32`` where the
machine has AVX-512; measured here, OpenVINO 2026.4.1); its MLAS GEMMs and Snippets kernels
(attention, eltwise) and ONNX Runtime's MLAS dispatch on the hardware's ISA. So the engines'
emulated figures are partly native, and the header says so; bf16 is not offered under the cap
(oneDNN then refuses OpenVINO's bf16 primitives, as a CPU without AVX512-BF16 would).
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
from bench import (
    EMULATE,
    ROOT,
    cpu_line,
    cpu_summary,
    finite,
    make_input,
    make_weights,
    model_label,
    pearson,
    ratio_baseline,
    shrunk_architecture,
)
from rss_sampler import peak_rss_mb
from script_args import existing_path, network_size, new_output_file, official_model, positive_int

TORCH_CONFIGS = ("official-fp32", "ours-fp32", "ours-bf16", "ours-int8")  # bench.py's workers
ENGINE_CONFIGS = {
    "onnxruntime-fp32": ("onnxruntime", "fp32"),
    "openvino-fp32": ("openvino", "fp32"),
    "openvino-bf16": ("openvino", "bf16"),
    "openvino-int8": ("openvino", "int8"),
    "openvino-int8w": ("openvino", "int8w"),
    "auto": ("auto", "auto"),  # runtime="auto", dtype="auto": its decision is printed
}
DEFAULT_CONFIGS = (
    "official-fp32,ours-fp32,ours-bf16,ours-int8,onnxruntime-fp32,openvino-fp32,openvino-bf16,auto"
)


def compile_for(backend, images: np.ndarray) -> None:
    """Compile (or import from the cache) the engine's model for ``images``' shape now, so
    that load ends where the first call can run. ``runtime="auto"``'s engine sits inside a
    ``SmallSizesOnTorch`` (its ``engine``); torch has nothing to compile."""
    from tt_depth_anything_3.backends.runtimes.graph_io import InputShape

    engine = getattr(backend, "engine", backend)
    if hasattr(engine, "session"):
        engine.session(InputShape.of(images))


def load_backend(config: str, weights: Path, images: np.ndarray) -> tuple[object, dict | None]:
    """The backend of the engine configuration ``config``, ready for its first call on
    ``images`` (compiled), and for ``auto`` its decision (None otherwise)."""
    sys.path.insert(0, str(ROOT / "code"))
    from tt_depth_anything_3 import backends
    from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint

    runtime, precision = ENGINE_CONFIGS[config]
    files = resolve_checkpoint("local", weights_path=weights)
    spec = backends.parse_device("cpu")
    decision = None
    if runtime == "auto":
        from tt_depth_anything_3.backends.factory import create_with_runtime

        size = tuple(images.shape[-2:])
        backend, decision = create_with_runtime(
            spec, files.config, files.weights, precision, False, "fast", runtime, size
        )
        print(f"auto chose {decision['choice']} {decision['precision']}: {decision['reason']}; "
              f"tried {decision['tried']}", file=sys.stderr)  # fmt: skip
    else:
        backend = backends.create(spec, files.config, files.weights, precision, runtime=runtime)
    compile_for(backend, images)
    return backend, decision


def _engine_worker(args: argparse.Namespace) -> None:
    """One engine configuration in this process; prints one JSON line. Threads: the
    ``OMP_NUM_THREADS`` main sets; torch is not imported here (a cold load's export imports
    it), so a warm row's peak RSS is the engine's process as users run it."""
    images = np.load(args.input).astype(np.float32)
    t0 = time.perf_counter()
    backend, decision = load_backend(args.worker, Path(args.weights), images)
    load_s = time.perf_counter() - t0
    t1 = time.perf_counter()
    depth = backend.run(images).heads["depth"]
    first_s = time.perf_counter() - t1
    times, cpu_times = [], []
    for _ in range(args.runs):
        t, c = time.perf_counter(), time.process_time()
        depth = backend.run(images).heads["depth"]
        times.append(time.perf_counter() - t)
        cpu_times.append(time.process_time() - c)
    np.save(args.output, np.asarray(depth, np.float32))
    described = backend.describe()
    print(json.dumps({
        "config": args.worker, "load_s": load_s, "first_call_s": first_s,
        "median_s": statistics.median(times), "times_s": times, "cpu_times_s": cpu_times,
        "peak_rss_mb": peak_rss_mb(),
        "load_ms": described.get("load_ms"), "loaded_from": described.get("loaded_from"),
        "engine_version": described.get("engine_version"),
        "hint": described.get("inference_precision_hint"), "auto": decision,
        "torch_loaded": "torch" in sys.modules,
    }))  # fmt: skip


def _run_worker(script: Path, config: str, args, tmp: Path, env: dict) -> tuple[dict, np.ndarray]:
    out = tmp / f"{config}.npy"
    command = [sys.executable, str(script), "--worker", config, "--weights", str(args.weights_dir),
               "--input", str(tmp / "input.npy"), "--output", str(out),
               "--runs", str(args.runs), "--threads", str(args.threads)]  # fmt: skip
    proc = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    if proc.returncode != 0:
        raise SystemExit(f"{config} failed:\n{proc.stderr[-3000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1]), np.load(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--model",
        type=official_model,
        default="da3metric-large",
        help="official DA3 preset of the seeded random weights, e.g. da3-small (default: "
        "%(default)s; with --weights, the checkpoint's own)",
    )
    parser.add_argument(
        "--size",
        type=network_size,
        default="336x504",
        help="network input HxW (multiples of 14; default: %(default)s)",
    )
    parser.add_argument(
        "--runs", type=positive_int, default=3, help="timed calls (default: %(default)s)"
    )
    parser.add_argument(
        "--threads", type=positive_int, default=2, help="torch / engine threads (default: 2)"
    )
    parser.add_argument(
        "--configs",
        default=DEFAULT_CONFIGS,
        help=f"comma-separated, of {', '.join([*TORCH_CONFIGS, *ENGINE_CONFIGS])} (default: "
        "%(default)s)",
    )
    parser.add_argument(
        "--weights", type=existing_path, default=None, help="checkpoint folder (default: random)"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--json", type=new_output_file, default=None, help="write the results here (a new file)"
    )
    parser.add_argument(
        "--emulate-isa", choices=sorted(EMULATE), default=None, help="limit the workers' ISA"
    )
    parser.add_argument("--worker", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--input", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--output", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        _engine_worker(args)
        return
    size = args.size
    configs = list(dict.fromkeys(c.strip() for c in args.configs.split(",")))  # once each
    unknown = set(configs) - set(TORCH_CONFIGS) - set(ENGINE_CONFIGS)
    if unknown:
        parser.error(
            f"unknown configs {sorted(unknown)}; choose from {[*TORCH_CONFIGS, *ENGINE_CONFIGS]}"
        )
    if "official-fp32" in configs and args.weights and shrunk_architecture(Path(args.weights)):
        parser.error(
            f"{args.weights} is a shrunk test checkpoint (config.json 'architecture'); the "
            "official code loads full-size ones only: drop official-fp32"
        )
    rows, depths = [], {}
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        args.weights_dir = Path(args.weights) if args.weights else tmp_path / "weights"
        if not args.weights:
            print(f"writing seeded random {args.model} weights ...", file=sys.stderr)
            make_weights(args.model, args.weights_dir, args.seed)
        make_input(size, tmp_path / "input.npy")
        env = {**os.environ, "OMP_NUM_THREADS": str(args.threads),
               "TT_DA3_CACHE_DIR": str(tmp_path / "cache"),
               **EMULATE.get(args.emulate_isa, {})}  # fmt: skip
        here = Path(__file__).resolve()
        for config in configs:
            phases = ("",) if config in TORCH_CONFIGS else ("cold", "warm")
            script = here.with_name("bench.py") if config in TORCH_CONFIGS else here
            for phase in phases:
                print(f"running {config} {phase} ...", file=sys.stderr)
                result, depth = _run_worker(script, config, args, tmp_path, env)
                if result.get("auto"):
                    auto = result["auto"]
                    print(f"auto ({phase}) chose {auto['choice']} {auto['precision']}: "
                          f"{auto['reason']}", file=sys.stderr)  # fmt: skip
                result["phase"] = phase
                rows.append(result)
                depths[config, phase] = depth  # a cold row's depth is its own, not warm's
        cpu = cpu_summary(env)
    _report(args, size, cpu, rows, depths)


def _report(args, size, cpu: dict, rows: list[dict], depths: dict) -> None:
    native_bf16 = "avx512_bf16" in cpu["flags"] or "amx_bf16" in cpu["flags"]
    emulation = (
        f"EMULATED {args.emulate_isa} on {cpu['hardware_isa']} hardware: torch and oneDNN "
        "(OpenVINO's FullyConnected / Convolution included) capped; ONNX Runtime's MLAS, "
        "OpenVINO's MLAS and Snippets kernels native"
        if args.emulate_isa
        else "every figure native: no ISA emulation"
    )
    print(
        f"\n{model_label(args.model, args.weights)} at {size[0]}x{size[1]}, {args.threads} "
        f"threads, median of {args.runs} "
        f"(+1 cold call); weights: {args.weights or f'random, seed {args.seed}'}\n"
        f"{cpu_line(cpu)}, native bf16: {native_bf16} ({emulation}); machine shared "
        f"with other jobs (load average {os.getloadavg()[0]:.1f} at the end)\n"
    )
    baseline = compare_rows(rows, depths)
    print(
        "| config | phase | load s (graph / compile) | cold call s | median s | speed-up vs "
        f"{baseline.replace('-', ' ')} | peak RSS MB | Pearson vs official fp32 "
        "| Pearson vs ours fp32 | max rel. error vs ours fp32 | CPU s per call |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")  # fmt: skip
    for r in rows:
        split = ""
        if r.get("load_ms"):
            ms = next(iter(r["load_ms"].values()))
            split = f" ({ms['graph'] / 1e3:.1f} / {ms['compile'] / 1e3:.1f})"
        speed = r["speedup"]
        print(
            f"| {r['config']} | {r['phase'] or '-'} | {r['load_s']:.2f}{split} | "
            f"{r['first_call_s']:.2f} | {r['median_s']:.3f} | {speed:.2f}x | "
            f"{r['peak_rss_mb']:.0f} | {_fmt(r['pearson_official'])} | {_fmt(r['pearson_ours'])} "
            f"| {_fmt(r['max_rel_err_ours'], '.1e')} | "
            f"{statistics.median(r['cpu_times_s']):.3f} |"
        )
    modes = [f"{r['config']}{' ' + r['phase'] if r['phase'] else ''}: {r.get('head') or r['hint']}"
             for r in rows if r.get("head") or r.get("hint")]  # fmt: skip
    if modes:  # bf16's head: f32, or its residual units bf16 (TT_DA3_BF16_HEAD, AMX's default)
        print("\nhow each engine row ran (a bf16 row: its head): " + "; ".join(modes))
    for r in rows:
        if r.get("auto"):
            print(f"\nauto ({r['phase']}): chose {r['auto']['choice']} {r['auto']['precision']}"
                  f": {r['auto']['reason']}")  # fmt: skip
            for tried in r["auto"]["tried"]:
                print(f"- {tried}")
    if args.json:
        payload = {"model": model_label(args.model, args.weights), "size": size,
                   "threads": args.threads, "runs": args.runs, "cpu": cpu,
                   "weights": args.weights, "seed": args.seed,  # weights None: seeded random
                   "emulated_isa": args.emulate_isa, "results": rows}  # fmt: skip
        args.json.write_text(json.dumps(payload, indent=2, allow_nan=False), encoding="utf-8")


def compare_rows(rows: list[dict], depths: dict[tuple[str, str], np.ndarray]) -> str:
    """Add to each row its speed-up against the baseline (returned: ``bench.ratio_baseline``'s)
    and the Pearson / max relative error of its own depth (``depths[config, phase]``: an
    engine's cold and warm rows each their own) against official and our torch float32."""
    baseline = ratio_baseline([r["config"] for r in rows])
    base = next(r for r in rows if r["config"] == baseline)
    ref, ours = depths.get(("official-fp32", "")), depths.get(("ours-fp32", ""))
    for r in rows:
        mine = depths[r["config"], r["phase"]]
        r["pearson_official"] = finite(pearson(mine, ref)) if ref is not None else None
        r["pearson_ours"] = finite(pearson(mine, ours)) if ours is not None else None
        r["max_rel_err_ours"] = (
            float(np.abs(mine - ours).max() / np.abs(ours).max()) if ours is not None else None
        )
        r["speedup"], r["baseline"] = base["median_s"] / r["median_s"], baseline
    return baseline


def _fmt(value: float | None, spec: str = ".7f") -> str:
    return "-" if value is None else format(value, spec)


if __name__ == "__main__":
    main()
