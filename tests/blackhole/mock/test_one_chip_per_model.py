"""A second model on a Blackhole chip a model of the same process holds (from an outside test):
ttnn re-initialised its process-wide MetalContext under the first model, both ran, and closing
one killed the process (SIGSEGV on the mock p150a). The second load is now an InputError naming
the device; once the first model is closed, or dropped, the chip opens again. In a child process: before the
fix the crash would have taken pytest with it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("ttnn")

CODE = """
import gc
import sys
from pathlib import Path

import numpy as np

from tt_depth_anything_3.backends.blackhole.mock import apply_mock_environment

apply_mock_environment(Path(sys.argv[1]) / "mock")
from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.config.errors import InputError

def load():
    return DepthAnything3.from_pretrained(
        weights_path=sys.argv[2], device="tt", process_res=70, warmup_sizes=[], trace=False
    )

first = load()
try:
    second = load()
except InputError as refused:
    print("REFUSED", refused)
else:
    print("SECOND LOADED")
    second.close()
print("FIRST RUNS", first(np.zeros((56, 70, 3), np.uint8)).depth.shape)
first.close()
with load() as again:
    print("AGAIN RUNS", again(np.zeros((56, 70, 3), np.uint8)).depth.shape)
dropped = load()  # dropped without close: it holds the chip no longer (as before the fix)
del dropped
gc.collect()
with load() as after:
    print("AFTER DROP RUNS", after(np.zeros((56, 70, 3), np.uint8)).depth.shape)
"""


def test_a_second_model_on_a_held_chip_is_refused(tmp_path: Path, tiny_metric_checkpoint) -> None:
    environment = {"TT_DA3_RESIDUAL_NORM": "stock", "TT_DA3_RESIZE": "stock"}  # tiny widths
    environment["TT_DA3_CACHE_DIR"] = str(tmp_path / "cache")
    run = subprocess.run(
        [sys.executable, "-c", CODE, str(tmp_path), str(tiny_metric_checkpoint)],
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, **environment},
    )
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-3000:]
    lines = [line for line in run.stdout.splitlines() if line.split(" ")[0].isupper()]
    refused = next((line for line in lines if line.startswith("REFUSED")), "")
    assert "device='tt:0' is held by another model of this process" in refused, lines
    assert "close that model first" in refused
    assert "FIRST RUNS (56, 70)" in lines and "AGAIN RUNS (56, 70)" in lines
    assert "AFTER DROP RUNS (56, 70)" in lines
