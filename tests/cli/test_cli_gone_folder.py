"""``tt-da3`` started in a folder that was deleted after the shell went into it: every relative
path made absolute raised ``FileNotFoundError`` from ``os.getcwd()``, and the command ended
with a bare ``error: No such file or directory`` naming nothing. It says now that the current
folder no longer exists, in one line; a command whose paths are all absolute still runs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import tt_depth_anything_3

pytestmark = pytest.mark.skipif(
    sys.platform == "win32", reason="Windows does not delete a process's working folder"
)
PACKAGE_ROOT = str(Path(tt_depth_anything_3.__file__).resolve().parents[1])


def _run_in_gone_folder(tmp_path: Path, *argv: str, **env: str) -> subprocess.CompletedProcess:
    """``python -m tt_depth_anything_3.cli ARGV`` started by a shell in a folder it removed
    first (as a shell left in a deleted folder starts it)."""
    gone = tmp_path / "gone"
    gone.mkdir()
    script = 'cd "$1" && rmdir "$1" && shift && exec "$@"'
    command = [sys.executable, "-m", "tt_depth_anything_3.cli", *argv]
    environment = {**os.environ, "PYTHONPATH": PACKAGE_ROOT, **env}
    run = subprocess.run(
        ["sh", "-c", script, "sh", str(gone), *command],
        capture_output=True, text=True, env=environment, timeout=300,
    )  # fmt: skip
    assert not gone.exists()
    return run


def test_a_relative_input_says_the_current_folder_is_gone(tmp_path):
    run = _run_in_gone_folder(tmp_path, "predict", "a.jpg", "--out", str(tmp_path / "out"))
    assert run.returncode == 2, run.stderr
    assert run.stderr == (
        "tt-da3 predict: error: the current folder no longer exists (it was deleted or moved), "
        "so a.jpg cannot be found from it: cd into a folder that exists, or give absolute "
        "paths\n"
    )
    assert not (tmp_path / "out").exists()


def test_the_default_out_folder_is_named(tmp_path):
    """``--out`` left at its default, ``depth_out``, is a relative path too."""
    run = _run_in_gone_folder(tmp_path, "predict", str(tmp_path / "a.jpg"))
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert "the current folder no longer exists" in run.stderr and "--out depth_out" in run.stderr
    assert run.stderr.count("\n") == 1


def test_a_relative_cache_folder_says_the_current_folder_is_gone(tmp_path):
    """No argument names a path, but ``TT_DA3_CACHE_DIR`` is relative."""
    run = _run_in_gone_folder(tmp_path, "cache", "--list", TT_DA3_CACHE_DIR="cache")
    assert run.returncode == 2 and run.stderr.count("\n") == 1, run.stderr
    assert run.stderr.startswith("tt-da3 cache: error: the current folder no longer exists")


def test_absolute_paths_still_run(tmp_path):
    cache = tmp_path / "cache"
    run = _run_in_gone_folder(tmp_path, "cache", "--list", TT_DA3_CACHE_DIR=str(cache))
    assert run.returncode == 0, run.stderr
    assert f"{cache / 'runtimes'} holds 0 entries" in run.stdout
