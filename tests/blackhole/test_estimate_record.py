"""``benchmarks/estimate_p150a.json``, the modelled device times the docs cite (a model, not a
measurement): it held the fast program without its two TT-Lang kernels (13.23 ms, 403 ops at
518x518) under the key the script now writes 11.94 ms, 348 ops to, and said nothing of the
kernels. Each capture records the kernels it ran (the program's defaults, environment unset),
the resize what-if only where the resizes are ttnn's own, and the docs cite the record."""

from __future__ import annotations

import json
from pathlib import Path

from tt_depth_anything_3.backends.blackhole.kernel_choice import describe_kernels, kernel_choice

ROOT = Path(__file__).resolve().parents[2]
RECORD = json.loads((ROOT / "benchmarks" / "estimate_p150a.json").read_text(encoding="utf-8"))


def test_every_capture_records_the_kernels_it_ran() -> None:
    assert RECORD
    for name, entry in RECORD.items():
        assert "error" not in entry, (name, entry)
        program = name.split()[0]
        assert entry["kernels"] == describe_kernels(kernel_choice(program, environ={})), name
        stock_resizes = entry["kernels"]["resize"] == "stock"
        assert ("total_ms_fused_resizes_whatif" in entry) == stock_resizes, name


def test_the_default_program_the_docs_cite_is_the_record() -> None:
    fast = RECORD["fast 518x518 11x10"]
    assert fast["kernels"]["tt_lang_kernels"] == ["residual_layer_norm", "resize_bilinear"]
    cited = f"{fast['total_ms']:.2f} ms"
    for doc in ("README.md", "OPT_REPORT.md"):
        assert cited in (ROOT / doc).read_text(encoding="utf-8"), (doc, cited)


def test_the_grid_figures_the_readme_cites_are_the_record() -> None:
    """Each figure rounded once from the record: the accurate program on 12x10 (14.1477 ms)
    was cited as 14.2, rounded from OPT_REPORT's 14.15."""
    ms = {name: entry["total_ms"] for name, entry in RECORD.items()}
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    cited = [
        f"({ms['fast 518x518 12x10']:.2f} on the 12x10 grid",
        f"KITTI 154x504 {ms['fast 154x504 11x10']:.2f} ms ({ms['fast 154x504 12x10']:.2f})",
        f"accurate {ms['accurate 518x518 11x10']:.1f} ms at 518x518",
        f" / {ms['accurate 518x518 12x10']:.1f} on 12x10)",
    ]
    for figure in cited:
        assert figure in readme, figure
