"""The compiler venv's ttnn (0.69, ``.venv-ttlang``) with the backend's entry points: each
refuses with one line naming the ttnn it has and the one it needs (0.81.1, .venv312), before
ttnn opens a device: ``tt-da3 estimate`` and the mock backend died in native code (SIGSEGV),
leaving their work folders in TMPDIR, and ``tt-da3 info --device tt`` said only the chip was
missing. Skipped where the installed ttnn is the supported one, or absent."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tt_depth_anything_3.backends.blackhole.ttnn_version import installed_ttnn, supported
from tt_depth_anything_3.cli import main

INSTALLED = installed_ttnn()
pytestmark = pytest.mark.skipif(
    INSTALLED is None or supported(INSTALLED),
    reason=f"needs a ttnn other than 0.81.x (installed: {INSTALLED})",
)


def run(code: str, tmp: Path) -> subprocess.CompletedProcess:
    """``code`` in a Python of its own whose TMPDIR is ``tmp`` (a segfault stays there)."""
    env = {**os.environ, "TMPDIR": str(tmp), "PYTHONPATH": os.pathsep.join(sys.path)}
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300
    )


def test_estimate_refuses_and_leaves_nothing(tmp_path: Path) -> None:
    done = run(
        "from tt_depth_anything_3.cli import main; raise SystemExit(main(['estimate', '--size', '518x518']))",
        tmp_path,
    )
    assert done.returncode == 2, done.stderr[-2000:]
    assert "Traceback" not in done.stderr
    (line,) = [s for s in done.stderr.splitlines() if "error" in s]
    assert line.startswith("tt-da3 estimate: error:")
    assert INSTALLED in line and "0.81.1" in line and "setup_ttnn.sh" in line
    assert list(tmp_path.iterdir()) == []


def test_the_mock_backend_refuses_before_opening(tmp_path: Path, tiny_metric_checkpoint) -> None:
    code = (
        "from pathlib import Path\n"
        "from tt_depth_anything_3.backends.blackhole.mock import apply_mock_environment\n"
        f"apply_mock_environment(Path({str(tmp_path / 'mock')!r}))\n"
    )
    done = run(code, tmp_path)
    assert done.returncode == 1 and done.stderr.splitlines()[-1].startswith("ValueError:")
    assert INSTALLED in done.stderr and "0.81.1" in done.stderr
    assert list(tmp_path.iterdir()) == []
    from tt_depth_anything_3 import DepthAnything3

    with pytest.raises(ValueError, match=r"needs ttnn 0\.81\.1"):
        DepthAnything3.from_pretrained(weights_path=tiny_metric_checkpoint, device="tt")


def test_info_lists_the_ttnn_version(capsys) -> None:
    assert main(["info", "--device", "tt"]) == 0
    tt = json.loads(capsys.readouterr().out)["tt"]
    assert not tt["ready"]
    assert [m for m in tt["missing"] if f"ttnn {INSTALLED}" in m and "0.81.1" in m]
