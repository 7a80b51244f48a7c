"""depth-anything.cpp (C++/ggml, CloudEngineHub/depth-anything.cpp) beside ours, in one run.

    python benchmarks/bench_dacpp.py --peer-lib PEER/build-shared/libdepthanything.so \\
        --gguf f32=da3-small-f32.gguf --gguf q8_0=da3-small-q8_0.gguf \\
        --weights CKPT --size 378x504 --threads 1,2 --runs 10 --json results.json

The peer is not part of this repository and CI does not build it: build it (OPT_REPORT.md
1c.14 gives the commands), convert the SAME checkpoint folder as ``--weights`` with its own
converter (``scripts/convert_da3_to_gguf.py``; DA3Metric-Large with
``scripts/convert_mono_to_gguf.py``) and quantize with its CLI (``da3-cli quantize``).

Every configuration runs in its own fresh process on the same image (``media/rocket.jpg``
resized to ``--size`` with INTER_AREA and saved as PNG, so neither side resizes it), with the
same threads, each thread count in turn (``--rounds N``: the whole set N times in turn, each
row's median over all its rounds' calls, so that a busy machine's load falls on all alike):

- ``peer-<label>``: each ``--gguf`` through the peer's C API (``libdepthanything.so``, built
  with ``-DDA_SHARED=ON``) loaded with ``ctypes``: ``da_capi_load(gguf, threads)`` timed as
  load, then ``da_capi_depth_dense(image)`` (decode, preprocess, network, copies; a DualDPT
  model's camera pose too, as ours computes it) timed per call. Its worker imports neither
  numpy nor torch: its peak RSS is the library's plus a bare interpreter's (given as
  ``interpreter_rss_mb``).
- ``ours-fp32``: ``DepthAnything3.from_pretrained(weights_path=..., device="cpu",
  dtype="float32")`` (torch), timed per ``model(image, sky_fill="none")`` call from the file
  (decode, preprocess, network, postprocess).
- ``ours-auto``: the same with ``runtime="auto", dtype="auto"``, run twice in fresh processes
  sharing one engine cache: ``cold`` (the export and compile in the load) and ``warm``.

Reported per row: load, the first (cold) call, the median of ``--runs`` calls, peak RSS
(VmHWM), Pearson and max relative error of the depth against ours float32 (metric depth
compared as the head's output: ours divided by f/300), and ours/peer latency ratios. The
header and the JSON name the CPU and the load average (a shared machine's figures are noisy).
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from call_timing import time_calls
from rss_sampler import peak_rss_mb, read_status
from script_args import existing_path, network_size, new_output_file, positive_int

OURS = {"ours-fp32": ("torch", "float32"), "ours-auto": ("auto", "auto")}


def gguf_entry(text: str) -> tuple[str, str]:
    """argparse type of ``--gguf LABEL=PATH`` (or ``PATH``: the label is the file's stem)."""
    label, sep, path = text.partition("=")
    if not sep:
        label, path = Path(text).stem, text
    if not label or not label.replace("-", "").replace("_", "").isalnum():
        raise argparse.ArgumentTypeError(f"a --gguf label is letters, digits, - or _: {text!r}")
    if not Path(path).is_file():
        raise argparse.ArgumentTypeError(f"{path} does not exist (a GGUF file)")
    return label, path


def thread_counts(text: str) -> list[int]:
    """argparse type of ``--threads``: comma-separated counts, each at least 1."""
    counts = [positive_int(part) for part in text.split(",") if part.strip()]
    if not counts:
        raise argparse.ArgumentTypeError(f"expected thread counts such as 1,2, got {text!r}")
    return counts


def build_parser() -> argparse.ArgumentParser:
    """The command line (``--worker`` and its files are the parent's, not a user's)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--peer-lib", type=existing_path, help="the peer's libdepthanything.so (-DDA_SHARED=ON)"
    )
    parser.add_argument(
        "--gguf", type=gguf_entry, action="append", default=[], help="LABEL=PATH, repeatable"
    )
    parser.add_argument(
        "--weights", type=existing_path, help="the checkpoint folder the GGUFs were made from"
    )
    parser.add_argument(
        "--size", type=network_size, default=None, help="image = network size HxW (378x504)"
    )  # no default string: argparse would parse it, importing the package into a peer worker
    parser.add_argument("--threads", type=thread_counts, default="2", help="e.g. 1,2")
    parser.add_argument("--runs", type=positive_int, default=10, help="timed calls per round")
    parser.add_argument(
        "--rounds", type=positive_int, default=1, help="run every configuration N times in turn"
    )
    parser.add_argument("--configs", default="peer,ours-fp32,ours-auto", help="comma-separated")
    parser.add_argument(
        "--json", type=new_output_file, default=None, help="write the results here (a new file)"
    )
    parser.add_argument("--worker", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--image", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--output", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--model-file", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--worker-threads", type=int, default=1, help=argparse.SUPPRESS)
    return parser


def _peer_worker(args: argparse.Namespace) -> dict:
    """The peer's C API in this process (no numpy, no torch); the depth written as raw
    little-endian float32 to ``--output``."""
    interpreter_mb = read_status(("VmHWM",))["VmHWM"]
    lib = ctypes.CDLL(args.peer_lib)
    floats = ctypes.POINTER(ctypes.c_float)
    lib.da_capi_load.restype = ctypes.c_void_p
    lib.da_capi_load.argtypes = [ctypes.c_char_p, ctypes.c_int]
    lib.da_capi_last_error.restype = ctypes.c_char_p
    lib.da_capi_last_error.argtypes = [ctypes.c_void_p]
    lib.da_capi_free_floats.argtypes = [floats]
    lib.da_capi_free.argtypes = [ctypes.c_void_p]
    ints = ctypes.POINTER(ctypes.c_int)  # (ctx, image, h, w, depth, conf, sky, ext, intr, metric)
    lib.da_capi_depth_dense.argtypes = (
        [ctypes.c_void_p, ctypes.c_char_p, ints, ints]
        + [ctypes.POINTER(floats)] * 3
        + [floats, floats, ints]
    )
    t0 = time.perf_counter()
    ctx = lib.da_capi_load(args.model_file.encode(), args.worker_threads)
    load_s = time.perf_counter() - t0
    if not ctx:
        raise SystemExit(f"da_capi_load failed on {args.model_file}")
    image = args.image.encode()

    def run() -> bytes:
        h, w, metric = ctypes.c_int(), ctypes.c_int(), ctypes.c_int()
        maps = [floats(), floats(), floats()]  # depth, conf, sky
        ext, intr = (ctypes.c_float * 12)(), (ctypes.c_float * 9)()
        status = lib.da_capi_depth_dense(
            ctx, image, ctypes.byref(h), ctypes.byref(w), *[ctypes.byref(m) for m in maps],
            ext, intr, ctypes.byref(metric),
        )  # fmt: skip
        if status != 0:
            raise SystemExit(f"da_capi_depth_dense: {lib.da_capi_last_error(ctx).decode()}")
        depth = ctypes.string_at(maps[0], 4 * h.value * w.value)
        for m in maps:
            if m:
                lib.da_capi_free_floats(m)
        run.shape = [h.value, w.value]
        return depth

    depth, first_s, times, cpu_times = time_calls(run, args.runs)
    lib.da_capi_free(ctx)
    Path(args.output).write_bytes(depth)
    return {"load_s": load_s, "first_call_s": first_s, "times_s": times, "shape": run.shape,
            "cpu_times_s": cpu_times,
            "interpreter_rss_mb": interpreter_mb}  # fmt: skip


def _ours_worker(args: argparse.Namespace) -> dict:
    """``DepthAnything3.from_pretrained`` in this process, called on the image file."""
    import numpy as np
    import torch

    from tt_depth_anything_3 import DepthAnything3
    from tt_depth_anything_3.inference.postprocess import METRIC_FOCAL_NORMALISER

    torch.set_num_threads(args.worker_threads)
    runtime, dtype = OURS[args.worker]
    size = tuple(args.size)
    t0 = time.perf_counter()
    model = DepthAnything3.from_pretrained(
        weights_path=args.weights, device="cpu", dtype=dtype, runtime=runtime,
        process_res=max(size),
    )  # fmt: skip
    load_s = time.perf_counter() - t0
    t1 = time.perf_counter()
    out = model(args.image, sky_fill="none")
    first_s = time.perf_counter() - t1
    times, cpu_times, infer_ms = [], [], []
    for _ in range(args.runs):
        t, c = time.perf_counter(), time.process_time()
        out = model(args.image, sky_fill="none")
        times.append(time.perf_counter() - t)
        cpu_times.append(time.process_time() - c)
        infer_ms.append(model.timing.get("infer"))
    if tuple(out.model_input_size) != size:
        raise SystemExit(f"ours ran at {out.model_input_size}, not {size}")
    depth = out.depth  # the head's output: metric depth is out x f / 300 (f at this size)
    if out.units == "m":
        depth = depth / np.float32(out.focal_px / METRIC_FOCAL_NORMALISER)
    np.asarray(depth, "<f4").tofile(args.output)
    return {"load_s": load_s, "first_call_s": first_s, "times_s": times, "cpu_times_s": cpu_times,
            "shape": list(depth.shape), "network_ms": infer_ms, "backend": model.backend,
            "precision": model.precision, "auto": model.auto_runtime}  # fmt: skip


def _worker(args: argparse.Namespace) -> None:
    """One configuration in this process; prints one JSON line."""
    result = _peer_worker(args) if args.worker == "peer" else _ours_worker(args)
    result["median_s"] = statistics.median(result["times_s"])
    result["peak_rss_mb"] = peak_rss_mb()
    print(json.dumps(result))


def save_image(size: tuple[int, int], path: Path) -> None:
    """``media/rocket.jpg`` resized to ``size`` (INTER_AREA, as ``bench.make_input``) as PNG."""
    import cv2

    root = Path(__file__).resolve().parents[1]
    photo = cv2.imread(str(root / "media" / "rocket.jpg"))
    cv2.imwrite(str(path), cv2.resize(photo, (size[1], size[0]), interpolation=cv2.INTER_AREA))


def run_config(args, config: str, threads: int, tmp: Path, env: dict, model: str = "") -> dict:
    """One worker process; its JSON result with the depth (numpy) under ``depth``."""
    import numpy as np

    out = tmp / f"{config}-{threads}.f32"
    command = [sys.executable, str(Path(__file__).resolve()), "--worker",
               "peer" if config.startswith("peer-") else config, "--image", str(tmp / "image.png"),
               "--output", str(out), "--runs", str(args.runs), "--worker-threads", str(threads),
               ]  # fmt: skip
    if model:  # the peer's worker imports nothing of ours (its peak RSS is its own)
        command += ["--peer-lib", args.peer_lib, "--model-file", model]
    else:
        command += ["--weights", args.weights, "--size", f"{args.size[0]}x{args.size[1]}"]
    proc = subprocess.run(
        command, capture_output=True, text=True, check=False,
        env={**env, "OMP_NUM_THREADS": str(threads)},
    )  # fmt: skip
    if proc.returncode != 0:
        raise SystemExit(f"{config} ({threads} threads) failed:\n{proc.stderr[-3000:]}")
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    result["depth"] = np.fromfile(out, "<f4").reshape(result["shape"])
    result.update(config=config, threads=threads)
    return result


def main() -> None:
    parser = build_parser()
    args = parser.parse_args()
    if args.worker:
        _worker(args)
        return
    args.size = args.size or (378, 504)
    configs = [c.strip() for c in args.configs.split(",") if c.strip()]
    unknown = set(configs) - {"peer", *OURS}
    if unknown:
        parser.error(f"unknown configs {sorted(unknown)} (peer, ours-fp32, ours-auto)")
    if "peer" in configs and (not args.peer_lib or not args.gguf):
        parser.error("the peer needs --peer-lib and at least one --gguf")
    if not args.weights:
        parser.error("--weights: the checkpoint folder the GGUFs were converted from")
    merged: dict[tuple, dict] = {}
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        save_image(args.size, tmp_path / "image.png")
        load_before = os.getloadavg()
        for round_index in range(args.rounds):  # in turn, so a shared machine's load falls on all
            for threads in args.threads:  # a cache per thread count: each cold row is cold
                env = {**os.environ, "TT_DA3_CACHE_DIR": str(tmp_path / f"cache-{threads}")}
                for config, phase, model in plan(args, configs, first_round=round_index == 0):
                    step = f"round {round_index + 1}: {config} {phase}".strip()
                    print(f"{step}, {threads} threads", file=sys.stderr)
                    row = {
                        **run_config(args, config, threads, tmp_path, env, model),
                        "phase": phase,
                    }
                    merge(merged, row)
    rows = list(merged.values())
    report(args, rows, load_before)


def plan(args: argparse.Namespace, configs: list[str], first_round: bool) -> list[tuple]:
    """(config, phase, GGUF) of one round: each peer GGUF, ours float32, ours auto (cold in
    the first round only: later rounds find its engine cached)."""
    steps = []
    for config in configs:
        if config == "peer":
            steps += [(f"peer-{label}", "", path) for label, path in args.gguf]
        elif config == "ours-auto":
            steps += [(config, phase, "") for phase in ("cold", "warm")[0 if first_round else 1 :]]
        else:
            steps.append((config, "", ""))
    return steps


def merge(merged: dict[tuple, dict], row: dict) -> None:
    """Fold a round's row into its configuration's: every round's timed calls (the median
    over all), each round's load (the median reported), the largest peak RSS, the first
    round's cold call."""
    key = (row["config"], row["phase"], row["threads"])
    row["loads_s"] = [row["load_s"]]
    previous = merged.get(key)
    if previous is not None:
        row["times_s"] = previous["times_s"] + row["times_s"]
        row["cpu_times_s"] = previous["cpu_times_s"] + row["cpu_times_s"]
        if "network_ms" in row:  # ours: the network's share of each call (timing["infer"])
            row["network_ms"] = previous["network_ms"] + row["network_ms"]
        row["loads_s"] = previous["loads_s"] + row["loads_s"]
        row["peak_rss_mb"] = max(previous["peak_rss_mb"], row["peak_rss_mb"])
        row["first_call_s"] = previous["first_call_s"]
    row["median_s"] = statistics.median(row["times_s"])
    row["load_s"] = statistics.median(row["loads_s"])
    merged[key] = row


def report(args: argparse.Namespace, rows: list[dict], load_before: tuple) -> None:
    """The table (stdout) and the JSON (``--json``): each row against ours float32 at its
    thread count (Pearson, max relative error) and its median over each peer row's."""
    import numpy as np
    from bench import cpu_line, cpu_summary, finite, pearson

    cpu = cpu_summary()
    load_after = os.getloadavg()
    peers = [r for r in rows if r["config"].startswith("peer-")]
    for r in rows:
        ref = next(
            (o for o in rows if o["config"] == "ours-fp32" and o["threads"] == r["threads"]), None
        )
        if ref is not None:
            r["pearson_ours_fp32"] = finite(pearson(r["depth"], ref["depth"]))
            diff = np.abs(r["depth"] - ref["depth"]).max() / np.abs(ref["depth"]).max()
            r["max_rel_err_ours_fp32"] = finite(float(diff))
        r["median_over_peer"] = {
            p["config"]: r["median_s"] / p["median_s"]
            for p in peers
            if p["threads"] == r["threads"]
        }
    first = peers[0]["config"] if peers else None
    print(
        f"\n{args.weights} at {args.size[0]}x{args.size[1]}, median of {args.runs} calls x "
        f"{args.rounds} rounds from the image file (+1 cold call)\n{cpu_line(cpu)}; "
        f"load average {load_before[0]:.2f} before, {load_after[0]:.2f} after\n"
    )
    print(f"| config | threads | load s | cold call s | median s | peak RSS MB | Pearson vs ours "
          f"fp32 | max rel. err. vs ours fp32 | median / {first or 'peer'} median "
          "| CPU s per call |")  # fmt: skip
    print("|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        name = r["config"] + (f" ({r['phase']})" if r.get("phase") else "")
        pcc, err = r.get("pearson_ours_fp32"), r.get("max_rel_err_ours_fp32")
        ratio = r["median_over_peer"].get(first)
        print(
            f"| {name} | {r['threads']} | {r['load_s']:.3f} | {r['first_call_s']:.3f} | "
            f"{r['median_s']:.3f} | {r['peak_rss_mb']:.0f} | "
            f"{'-' if pcc is None else f'{pcc:.9f}'} | {'-' if err is None else f'{err:.1e}'} | "
            f"{'-' if ratio is None else f'{ratio:.2f}'} | "
            f"{statistics.median(r['cpu_times_s']):.3f} |"
        )
    for r in rows:
        if r.get("auto"):
            print(f"\n{r['config']} ({r['phase']}, {r['threads']} threads) ran "
                  f"{r['backend']} {r['precision']}: {r['auto'].get('reason')}")  # fmt: skip
    if args.json:
        import torch

        payload = {
            "model": Path(args.weights).name, "weights": args.weights,
            "size": list(args.size), "runs": args.runs, "threads": args.threads,
            "peer": {"lib": args.peer_lib, "gguf": dict(args.gguf)},
            "cpu": {**cpu, "lscpu_model_name": lscpu_model_name(),
                    "torch_cpu_capability": torch.backends.cpu.get_cpu_capability()},
            "load_average": {"before": list(load_before), "after": list(load_after)},
            "results": [{k: v for k, v in r.items() if k != "depth"} for r in rows],
        }  # fmt: skip
        args.json.write_text(json.dumps(payload, indent=2, allow_nan=False), encoding="utf-8")


def lscpu_model_name() -> str | None:
    """``lscpu``'s "Model name" line, or None where lscpu is missing (not Linux)."""
    if shutil.which("lscpu") is None:
        return None
    text = subprocess.run(["lscpu"], capture_output=True, text=True, check=True).stdout
    names = [
        line.split(":", 1)[1].strip() for line in text.splitlines() if line.startswith("Model name")
    ]
    return names[0] if names else None


if __name__ == "__main__":
    main()
