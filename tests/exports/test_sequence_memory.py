"""Bounded memory of the chunked reconstruction: the peak RSS of a 120-frame stream is within
10 % of a 24-frame one (tiny any-view model, each run in its own process; the 40 vs 400 frame
figure is ``benchmarks/stream_memory.py``'s, quoted in PYTHON.md)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def peak_rss(frames: int) -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [str(ROOT / "code"), str(ROOT / "tests"), env.get("PYTHONPATH", "")]
    )
    env.setdefault("OMP_NUM_THREADS", "1")
    run = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "stream_memory.py"), "--frames", str(frames)],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=True,
    )
    return json.loads(run.stdout.strip().splitlines()[-1])


def test_peak_rss_does_not_grow_with_the_stream():
    short, long = peak_rss(24), peak_rss(120)
    assert long["frames"] == 120 and long["chunks"] == 15
    assert long["peak_rss_mib"] <= 1.10 * short["peak_rss_mib"], (short, long)
    assert long["stream_peak_rss_mib"] <= 1.10 * short["stream_peak_rss_mib"], (short, long)
