"""Per-op time of one cached OpenVINO compiled model (OpenVINO's ``PERF_COUNT``), OpenVINO alone.

    OMP_NUM_THREADS=1 python benchmarks/ov_profile.py \
        CACHE/runtimes/openvino-compiled/<key> [RUNS] [--nodes N]

The folder is one ``openvino-compiled`` cache entry of the package (a cut model: ``backbone``
and ``head`` blobs with ``links.json``; or one ``model`` blob). Each blob is imported with
its cached properties plus ``PERF_COUNT``, two warm-up calls run on a seeded input, then RUNS
(default 3) timed calls; printed: each part's wall time per call and its op time summed by
(node type, kernel); ``--nodes N``: also each part's N slowest nodes with the original layers
the plugin fused into them. The figures OPT_REPORT 1c.5 quotes for DA3-SMALL at one thread.
"""

from __future__ import annotations

import argparse
import collections
import json
import time

import numpy as np
import openvino as ov
from script_args import cache_entry, cpu_name, positive_int


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=cache_entry, help="CACHE/runtimes/openvino-compiled/<key>")
    parser.add_argument("runs", type=positive_int, nargs="?", default=3, help="timed calls")
    parser.add_argument("--nodes", type=int, default=0, help="also the N slowest nodes per part")
    args = parser.parse_args()
    print(cpu_name(), flush=True)
    folder, runs = args.folder, args.runs
    entry = json.loads((folder / "entry.json").read_text(encoding="utf-8"))
    links_file = folder / "links.json"
    links = json.loads(links_file.read_text(encoding="utf-8")) if links_file.exists() else None
    names = ["backbone", "head"] if links is not None else ["model"]
    core = ov.Core()
    requests = {}
    for name in names:
        properties = {**entry["properties"][name], "PERF_COUNT": True}
        blob = (folder / f"{name}.blob").read_bytes()
        requests[name] = core.import_model(blob, "CPU", properties).create_infer_request()
    image = np.random.default_rng(0).standard_normal(entry["shape"]).astype(np.float32)

    def call() -> list[float]:
        start = time.perf_counter()
        requests[names[0]].infer({"image": image})
        seconds = [time.perf_counter() - start]
        if links is not None:
            for index, link in enumerate(links):
                output = requests["backbone"].get_output_tensor(link)
                requests["head"].set_tensor(f"link_{index}", output)
            start = time.perf_counter()
            requests["head"].infer()
            seconds.append(time.perf_counter() - start)
        return seconds

    for _ in range(2):
        call()
    timed = [call() for _ in range(runs)]
    per_call = ", ".join("/".join(f"{s:.3f}" for s in seconds) for seconds in timed)
    print(f"{'/'.join(names)} s per call: {per_call}")
    for name in names:
        total: collections.Counter = collections.Counter()
        count: collections.Counter = collections.Counter()
        for info in requests[name].profiling_info:
            key = (info.node_type, info.exec_type)
            total[key] += info.real_time.total_seconds()
            count[key] += 1
        print(f"== {name}: {sum(total.values()) * 1e3:.1f} ms of ops (last call)")
        for key, seconds in total.most_common(14):
            print(f"  {seconds * 1e3:8.1f} ms {count[key]:4d}x {key[0]} ({key[1]})")
        if args.nodes:
            runtime = requests[name].get_compiled_model().get_runtime_model()
            fused = {op.get_friendly_name(): op.get_rt_info()["originalLayersNames"].astype(str)
                     for op in runtime.get_ops()}  # fmt: skip
            slowest = sorted(requests[name].profiling_info, key=lambda i: -i.real_time)
            for info in slowest[: args.nodes]:
                layers = fused.get(info.node_name, "")
                print(f"  {info.real_time.total_seconds() * 1e3:8.2f} ms {info.node_type} "
                      f"({info.exec_type}) {info.node_name}: {layers[:160]}")  # fmt: skip


if __name__ == "__main__":
    main()
