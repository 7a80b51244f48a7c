"""Every network input size of the API's set through the full DA3Metric-Large device program on
the mock p150a (11x10, worker dispatch), with the shipped TT-Lang kernels or the stock ops, and
the modelled device time of each (what ``tt-da3 estimate --device-model p150a --size S`` prints,
from the same capture and model). One JSON line per size, appended as it is made (a rerun skips
the sizes already in the file).

    .venv312/bin/python benchmarks/sweep_kernels.py --kernels fused --out rows_fused.jsonl
    .venv312/bin/python benchmarks/sweep_kernels.py --kernels stock --out rows_stock.jsonl
    .venv312/bin/python benchmarks/sweep_kernels.py --summary rows_fused.jsonl rows_stock.jsonl

``fused``: the residual LayerNorm and the head's resizes through their shipped compiles
(``kernels/generated/``, launched with ``ttnn.generic_op``). Per size the program runs once
eagerly (every op validated and its circular buffers and L1 allocated: a clash is refused), then
once more inside a ``NO_DISPATCH`` graph capture, which the device model times; the captured
graph must hold the kernels (49 residual LayerNorms, one resize launch per resize of the head,
no resize matmul). Then the size is released and the device's L1 and DRAM must be back to
their starting bytes. Weights are uninitialised (the program does not depend on their values).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "code"))
sys.path.insert(0, str(ROOT / "tests"))

from script_args import output_file  # noqa: E402

from support.input_sizes import sweep_sizes  # noqa: E402

LAYERS = 24  # DA3Metric-Large
FEATURES = 256  # its fusion width


def make_backend(kernels: str):
    """An eager ``TTNNBackend`` of DA3Metric-Large (uninitialised weights) on the open mock."""
    import torch

    from tt_depth_anything_3.backends.blackhole.device import TTNNBackend
    from tt_depth_anything_3.config import DA3Config
    from tt_depth_anything_3.modeling import DepthAnything3Network

    config = DA3Config.from_dict({"model_name": "da3metric-large"})
    with torch.device("meta"):
        network = DepthAnything3Network(config)
    network = network.to_empty(device="cpu")
    return TTNNBackend(
        network, trace=False, dispatch="worker", residual_norm=kernels, resize=kernels
    )


def kernel_counts(estimate) -> dict[str, int]:
    """Generic-op launches per kernel, and resize-stage matmuls, in a captured program."""
    from tt_depth_anything_3.backends.blackhole.device_model.kernels import kernel_work

    counts: dict[str, int] = {}
    for e in estimate.ops:
        if e.op.name == "GenericOpDeviceOperation":
            name = kernel_work(e.op).kernel
            counts[name] = counts.get(name, 0) + 1
        elif e.stage == "head: resizes" and e.op.name == "MatmulDeviceOperation":
            counts["resize_matmul"] = counts.get("resize_matmul", 0) + 1
    return counts


def expected_counts(size: tuple[int, int], kernels: str) -> dict[str, int]:
    """What the program at ``size`` must launch: both kernels, or none of them."""
    from tt_depth_anything_3.backends.blackhole.numerics.resize_kernel import program_resizes

    if kernels == "stock":
        return {}
    resizes = len(program_resizes(*size, FEATURES, "fast"))
    return {"residual_layer_norm": 2 * LAYERS + 1, "resize_bilinear": resizes}


def sweep_one(backend, size: tuple[int, int], model, work: Path, baseline) -> dict:
    """Capture, time and release one size -> its row."""
    from tt_depth_anything_3.backends.blackhole.device.capture import capture_program
    from tt_depth_anything_3.backends.blackhole.device_model import estimate_capture

    row: dict = {"size": f"{size[0]}x{size[1]}", "tokens": 1 + (size[0] // 14) * (size[1] // 14)}
    start = time.perf_counter()
    try:
        path = capture_program(backend, *size, work / "program.json")
        estimate = estimate_capture(path, model)
        counts = kernel_counts(estimate)
        row.update(
            total_ms=round(estimate.total_ms, 4),
            kernel_ms=round(estimate.kernel_ms, 4),
            ops=len(estimate.ops),
            counts=counts,
        )
        wanted = expected_counts(size, backend.resize)
        launched = {k: counts.get(k, 0) for k in wanted}
        if backend.resize == "fused" and counts.get("resize_matmul", 0):
            row["status"] = "error"
            row["error"] = f"{counts['resize_matmul']} resize matmuls beside the fused resize"
        elif launched != wanted:
            row["status"] = "error"
            row["error"] = f"kernels in the capture {launched}, expected {wanted}"
        else:
            row["status"] = "ok"
    except (ValueError, RuntimeError) as err:  # ttnn's refusal, or a missing compile
        row.update(status="error", error=" ".join(str(err).split())[:400])
    backend.release(size)
    row["seconds"] = round(time.perf_counter() - start, 1)
    left = backend.memory_in_use()
    if left != baseline:
        row["status"] += " LEAK"
        row["leak"] = {k: left[k] - baseline[k] for k in left}
    return row


def run(kernels: str, out: Path, sizes: list[tuple[int, int]]) -> None:
    """Sweep ``sizes`` (those not yet in ``out``), one JSON line each, flushed."""
    from dataclasses import replace

    from tt_depth_anything_3.backends.blackhole.device_model import device_model
    from tt_depth_anything_3.backends.blackhole.mock import apply_mock_environment, grid_cores

    done = set()
    if out.is_file():
        done = {json.loads(line)["size"] for line in out.read_text().splitlines() if line}
    todo = [s for s in sizes if f"{s[0]}x{s[1]}" not in done]
    print(f"{kernels}: {len(todo)} sizes to do, {len(done)} done", flush=True)
    if not todo:
        return
    with tempfile.TemporaryDirectory(prefix="sweep_kernels_") as tmp:
        apply_mock_environment(Path(tmp) / "mock", "11x10")
        model = replace(device_model("p150a"), grid_cores=grid_cores("11x10"))
        backend = make_backend(kernels)
        try:
            baseline = backend.memory_in_use()
            with out.open("a", encoding="utf-8") as sink:
                for size in todo:
                    row = sweep_one(backend, size, model, Path(tmp), baseline)
                    row["kernels"] = kernels
                    sink.write(json.dumps(row) + "\n")
                    sink.flush()
                    print(json.dumps(row), flush=True)
        finally:
            backend.close()


def summarise(fused_path: Path, stock_path: Path) -> dict:
    """Sizes passed / failed per sweep, and min / median / max modelled ms of each and of the
    saving, over the sizes where both ran."""
    fused = {r["size"]: r for r in map(json.loads, fused_path.read_text().splitlines())}
    stock = {r["size"]: r for r in map(json.loads, stock_path.read_text().splitlines())}

    def spread(values: list[float]) -> dict[str, float]:
        return {
            "min": round(min(values), 3),
            "median": round(statistics.median(values), 3),
            "max": round(max(values), 3),
        }

    both = sorted(
        s for s in fused if fused[s]["status"] == "ok" and stock.get(s, {}).get("status") == "ok"
    )
    return {
        "fused": {
            "sizes": len(fused),
            "ok": sum(r["status"] == "ok" for r in fused.values()),
            "failed": sorted(s for s, r in fused.items() if r["status"] != "ok"),
        },
        "stock": {
            "sizes": len(stock),
            "ok": sum(r["status"] == "ok" for r in stock.values()),
            "failed": sorted(s for s, r in stock.items() if r["status"] != "ok"),
        },
        "both_ok": len(both),
        "fused_ms": spread([fused[s]["total_ms"] for s in both]),
        "stock_ms": spread([stock[s]["total_ms"] for s in both]),
        "saving_ms": spread([stock[s]["total_ms"] - fused[s]["total_ms"] for s in both]),
        "saving_percent": spread(
            [100 * (1 - fused[s]["total_ms"] / stock[s]["total_ms"]) for s in both]
        ),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kernels", choices=("fused", "stock"), default="fused")
    parser.add_argument("--out", type=output_file, help="JSON lines, appended (resumes)")
    parser.add_argument("--sizes", default=None, help="HxW,... (default: the whole set)")
    parser.add_argument(
        "--summary", type=Path, nargs=2, metavar=("FUSED", "STOCK"), help="summarise two sweeps"
    )
    args = parser.parse_args()
    if args.summary:
        print(json.dumps(summarise(*args.summary), indent=1))
        return
    if args.out is None:
        parser.error("--out is needed to sweep")
    sizes = sweep_sizes()
    if args.sizes:
        sizes = [tuple(int(v) for v in item.split("x")) for item in args.sizes.split(",")]
    run(args.kernels, args.out, sizes)


if __name__ == "__main__":
    main()
