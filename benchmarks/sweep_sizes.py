"""Every network input size the API produces, through the Blackhole program (mock p150a by
default): one line per size, ok or the error, and the peak L1 per core of its program.

    .venv312/bin/python benchmarks/sweep_sizes.py                   # the full sweep set
    .venv312/bin/python benchmarks/sweep_sizes.py --sizes 504x378,154x504 --depth 4
    .venv312/bin/python benchmarks/sweep_sizes.py --depth 4 --grid 12x10   # ETH dispatch's grid
    .venv312/bin/python benchmarks/sweep_sizes.py --depth 4 --stock   # without the TT-Lang kernels

Each size is built and run once eagerly (ttnn validates every op and allocates its circular
buffers and L1, which on the mock is the same check as on silicon), then once more inside
``ttnn.graph`` capture in ``NO_DISPATCH`` mode for the peak circular-buffer and L1 bytes per
core, then released (``TTNNBackend.release``); the device's L1 and DRAM must be back to what
they were before the size, or the line says ``LEAK``. So every size starts from the same device
state, as in a fresh session, and a size that fails cannot spoil the next ones.

The peaks are ttnn's (``extract_resource_usage_per_core``): circular buffers, L1 buffers, and
their worst-case total, which also counts the matmuls' dataflow buffers and takes each kind at
its own peak, so it can exceed L1 (large inputs); whether a size fits is decided by ttnn's
allocation check in the eager run, which is the status.

The network is DA3Metric-Large with seeded random weights (values do not matter to allocation)
unless ``--weights`` names a checkpoint folder; ``--depth N`` keeps N transformer blocks (all
four feature taps, full widths: the allocation of every op is the same, see OPT_REPORT).
Prints a markdown table at the end; ``--json`` writes the rows. Without ttnn in this Python it
says so in one line; tt-metal's ``generated/`` logs go to a temporary folder
(``TT_METAL_LOGS_PATH``), not the current one.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "code"))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "blackhole" / "mock"))

from script_args import new_output_file, positive_int, require  # noqa: E402

from support.input_sizes import sweep_sizes  # noqa: E402


def parse_sizes(text: str) -> list[tuple[int, int]]:
    """``"504x378,154x504"`` -> [(504, 378), (154, 504)]."""
    sizes = []
    for item in text.split(","):
        height, _, width = item.strip().partition("x")
        if not (height.isdigit() and width.isdigit()):
            raise ValueError(f"sizes are HxW, comma separated; got {item!r}")
        sizes.append((int(height), int(width)))
    return sizes


def checkpoint(folder: Path, depth: int | None) -> Path:
    """A seeded random DA3Metric-Large checkpoint in the official layout (``depth`` blocks)."""
    from support.checkpoints import reduced_depth_architecture, write_checkpoint

    architecture = None if depth is None else reduced_depth_architecture(depth)
    return write_checkpoint(
        folder, "da3metric-large", seed=0, tiny=False, architecture=architecture
    )


def peak_memory(backend, size: tuple[int, int]) -> dict[str, int]:
    """Peak circular-buffer, L1-buffer and total bytes per core of the program at ``size``,
    from a ``NO_DISPATCH`` graph capture of one run (nothing is dispatched)."""
    import torch
    import ttnn

    ttnn.graph.begin_graph_capture(ttnn.graph.RunMode.NO_DISPATCH)
    try:
        backend.run(torch.zeros(1, 3, *size))
    finally:
        graph = ttnn.graph.end_graph_capture()
    usage = ttnn.graph.extract_resource_usage_per_core(graph)
    return {"peak_cb": usage.peak_cb, "peak_l1": usage.peak_l1, "peak_total": usage.peak_total}


def plan_label(backend, size: tuple[int, int]) -> str:
    """The branch of the per-size plan: where the tokens live, whether linears run in output
    blocks, whether the program runs transposed."""
    tuning = backend.programs.tuning(*size)  # with the residual LayerNorm kernel's room
    parts = ["L1" if tuning.memory.tokens_in_l1 else "DRAM"]
    configs = tuning.matmul.values()
    if any(c.out_block_h < c.per_core_M or c.out_block_w < c.per_core_N for c in configs):
        parts.append("blocked")
    if tuning.transposed:
        parts.append("transposed")
    return ", ".join(parts)


def sweep_one(backend, size: tuple[int, int], baseline: dict[str, int]) -> dict:
    """One size: run, capture, release -> its row."""
    row: dict = {
        "size": f"{size[0]}x{size[1]}",
        "tokens": 1 + (size[0] // 14) * (size[1] // 14),
        "plan": plan_label(backend, size),
    }
    start = time.perf_counter()
    try:
        backend.warmup(size)
        row.update(status="ok", **peak_memory(backend, size))
    except ValueError as err:
        row.update(status="error", error=str(err))
    row["seconds"] = round(time.perf_counter() - start, 1)
    backend.release(size)
    left = backend.memory_in_use()

    if left != baseline:
        row["status"] += " LEAK"
        row["leak"] = {k: left[k] - baseline[k] for k in left}
    return row


def line(row: dict, l1_bytes: int) -> str:
    """The row as one printed line."""
    text = f"{row['size']:>10}  {row['tokens']:>5} tok  {row['plan']:<16} {row['status']:<9}"
    if "peak_total" in row:
        cb, l1, total = (row[k] / 1024 for k in ("peak_cb", "peak_l1", "peak_total"))
        share = 100 * row["peak_total"] / l1_bytes
        text += f"  peak/core KiB: CB {cb:7.1f}  L1 {l1:7.1f}  total {total:7.1f} ({share:.0f}%)"
    if "error" in row:
        text += f"  {row['error']}"
    if "leak" in row:
        text += f"  leak {row['leak']}"
    return text + f"  [{row['seconds']} s]"


def table(rows: list[dict], l1_bytes: int) -> str:
    """Markdown: one row per size."""
    out = [
        "| size (HxW) | tokens | plan | status | peak CB / core (KiB) | peak L1 / core (KiB) | "
        "peak total (% of L1) |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        if "peak_total" in r:
            cb, l1 = f"{r['peak_cb'] / 1024:.1f}", f"{r['peak_l1'] / 1024:.1f}"
            total = f"{r['peak_total'] / 1024:.1f} ({100 * r['peak_total'] / l1_bytes:.0f}%)"
        else:
            cb = l1 = total = "-"
        status = r["status"] if "error" not in r else f"{r['status']}: {r['error'][:120]}"
        out.append(
            f"| {r['size']} | {r['tokens']} | {r['plan']} | {status} | {cb} | {l1} | {total} |"
        )
    return "\n".join(out)


def summary(rows: list[dict], l1_bytes: int) -> str:
    """Markdown: one row per plan branch (sizes, how many ran, the largest peaks per core)."""
    out = [
        "| plan | sizes | ok | tokens | largest peak CB / L1 / total per core (KiB) | total at |",
        "|---|---|---|---|---|---|",
    ]
    for plan in dict.fromkeys(r["plan"] for r in rows):
        group = [r for r in rows if r["plan"] == plan]
        ok = [r for r in group if r["status"] == "ok"]
        tokens = f"{min(r['tokens'] for r in group)}-{max(r['tokens'] for r in group)}"
        peaks, at = "-", "-"
        if ok:
            top = max(ok, key=lambda r: r["peak_total"])
            peaks = " / ".join(
                f"{max(r[k] for r in ok) / 1024:.1f}" for k in ("peak_cb", "peak_l1", "peak_total")
            )
            at = f"{top['size']} ({100 * top['peak_total'] / l1_bytes:.0f}% of L1)"
        out.append(f"| {plan} | {len(group)} | {len(ok)} | {tokens} | {peaks} | {at} |")
    return "\n".join(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=parse_sizes, default=None, help="HxW,... (default: all)")
    parser.add_argument("--weights", type=Path, default=None, help="checkpoint folder")
    parser.add_argument(
        "--depth", type=positive_int, default=None, help="keep N transformer blocks"
    )
    parser.add_argument("--chip", action="store_true", help="a real Blackhole, not the mock")
    parser.add_argument("--dispatch", default="auto", choices=("auto", "worker", "eth"))
    parser.add_argument(
        "--grid",
        default="11x10",
        choices=("11x10", "12x10"),
        help="the mock's compute grid (12x10: ETH dispatch's, mock_p150a.MOCK_GRIDS)",
    )
    parser.add_argument(
        "--stock",
        action="store_true",
        help="the stock ops instead of the default program's TT-Lang kernels (residual "
        "LayerNorm, fused resizes); sweep_kernels.py times both",
    )
    parser.add_argument(
        "--json", type=new_output_file, default=None, help="write the rows here (a new file)"
    )
    args = parser.parse_args()
    if args.weights is not None and args.depth is not None:
        parser.error("--depth makes its own random checkpoint; drop --weights")
    require(
        "ttnn", "sweep_sizes.py runs ttnn's device (mock or chip): run it with .venv312/bin/python"
    )
    sizes = args.sizes or sweep_sizes()

    with tempfile.TemporaryDirectory(prefix="sweep_sizes_") as tmp:
        os.environ.setdefault("TT_DA3_CACHE_DIR", str(Path(tmp) / "weight_cache"))
        os.environ.setdefault("TT_METAL_LOGS_PATH", str(Path(tmp) / "logs"))  # its generated/
        if not args.chip:
            from harness import apply_mock_environment

            apply_mock_environment(Path(tmp) / "mock_p150a", args.grid)
        import ttnn

        from tt_depth_anything_3.backends.blackhole.device import TTNNBackend
        from tt_depth_anything_3.backends.torch.loading import build_network
        from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint

        folder = args.weights or checkpoint(Path(tmp) / "checkpoint", args.depth)
        files = resolve_checkpoint("", None, folder)
        network = build_network(files.config, files.weights)
        kernels = {"residual_norm": "stock", "resize": "stock"} if args.stock else {}
        backend = TTNNBackend(network, trace=False, dispatch=args.dispatch, **kernels)
        try:
            view = ttnn.device.get_memory_view(backend.tt_device, ttnn.BufferType.L1)
            l1_bytes = int(view.total_bytes_per_bank)
            print(
                f"{files.config.model_name}, {files.config.backbone.depth} blocks, grid "
                f"{backend.grid[0]}x{backend.grid[1]} ({backend.dispatch} dispatch), "
                f"{l1_bytes / 1024:.0f} KiB L1 per core, {len(sizes)} sizes, kernels "
                f"{backend.describe()['kernels']['tt_lang_kernels'] or 'none (stock ops)'}",
                flush=True,
            )
            baseline = backend.memory_in_use()
            rows = []
            for size in sizes:
                rows.append(sweep_one(backend, size, baseline))
                print(line(rows[-1], l1_bytes), flush=True)
        finally:
            backend.close()
    failed = [r for r in rows if r["status"] != "ok"]
    print(f"\n{len(rows) - len(failed)} of {len(rows)} sizes ok\n")
    print(summary(rows, l1_bytes) + "\n")
    print(table(rows, l1_bytes))
    if args.json:
        payload = json.dumps({"l1_bytes": l1_bytes, "rows": rows}, indent=1)
        args.json.write_text(payload, encoding="utf-8")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
