"""``runtime="openvino", dtype="int8"`` through the engine, against the gate, on a cold cache.

    python benchmarks/int8_engine_check.py --work /tmp/int8 --size 336x504 --threads 2

Reads what ``benchmarks/ablation_int8.py`` keeps in ``--work`` (its checkpoint, the gate's and
the photo's inputs and their torch float32 outputs at ``--size``; run it first), builds the
engine as ``from_pretrained`` does (``backends.create``: export, NNCF with this CPU's recipe,
``ov_int8.engine_recipe``, compile) in an empty ``TT_DA3_CACHE_DIR`` under ``--work``, and
prints one JSON line: the CPU, the recipe, the compiled parts, the cold load with the first
call, the gate's figures (``select.gate_figures``) on both inputs, the median CPU and wall
seconds of ``--runs`` calls on the photo, and the process's peak RSS. OPT_REPORT.md 1c.16.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "code"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--work", required=True, help="ablation_int8.py's --work folder")
    parser.add_argument("--size", default="336x504", help="HxW of its saved inputs")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--runs", type=int, default=3, help="timed calls on the photo")
    args = parser.parse_args()
    work = Path(args.work)
    height, width = (int(s) for s in args.size.lower().split("x"))
    inputs_file = work / f"inputs_{height}x{width}.npz"
    if not inputs_file.is_file():
        parser.error(f"{inputs_file} is missing: run benchmarks/ablation_int8.py --work first")
    cache = work / "engine_cache"
    shutil.rmtree(cache, ignore_errors=True)
    os.environ["TT_DA3_CACHE_DIR"] = str(cache)
    os.environ["OMP_NUM_THREADS"] = str(args.threads)

    import torch

    from tt_depth_anything_3 import backends
    from tt_depth_anything_3.backends.runtimes import select
    from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu
    from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint

    torch.set_num_threads(args.threads)
    files = resolve_checkpoint("local", weights_path=work / "ckpt")
    inputs = np.load(inputs_file)
    refs = np.load(work / f"refs_{height}x{width}.npz")
    start = time.perf_counter()
    spec = backends.parse_device("cpu")
    backend = backends.create(spec, files.config, files.weights, "int8", runtime="openvino")
    outputs = {"gate": backend.run(torch.from_numpy(inputs["gate"])).heads}
    row: dict = {"cold_load_and_first_call_s": round(time.perf_counter() - start, 1)}
    cpu = detect_cpu(read_torch=False)
    row["cpu"] = f"{cpu.model or 'unknown CPU'} ({cpu.isa})"  # a timing means nothing without it
    row.update(recipe=repr(backend.int8_recipe), parts=backend.describe()["parts"])
    outputs["photo"] = backend.run(torch.from_numpy(inputs["photo"])).heads
    for label, got in outputs.items():
        ref = {name: torch.from_numpy(refs[f"{label}_{name}"]) for name in ("depth", "sky")}
        figures = select.gate_figures({name: got[name] for name in ref}, ref)
        row[label] = {k: v if isinstance(v, bool) else float(v) for k, v in figures.items()}
    cpus, walls = [], []
    image = torch.from_numpy(inputs["photo"])
    for _ in range(args.runs):
        cpu, wall = time.process_time(), time.perf_counter()
        backend.run(image)
        cpus.append(time.process_time() - cpu)
        walls.append(time.perf_counter() - wall)
    backend.close()
    row["cpu_s_per_call_median"] = round(statistics.median(cpus), 3)
    row["wall_s_median"] = round(statistics.median(walls), 3)
    row["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
    row["load_average"] = round(os.getloadavg()[0], 1)
    print(json.dumps(row))


if __name__ == "__main__":
    main()
