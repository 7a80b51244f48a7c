"""The mock p150a's two compute grids (``mock_p150a.MOCK_GRIDS``): the shipped cluster
descriptor for 11x10, a copy with one Tensix column harvested standing in for ETH dispatch's
12x10 (no ttnn needed; ``tests/blackhole/mock/test_sizes_12x10.py`` runs programs on it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tt_depth_anything_3.backends.blackhole.mock import (
    CLUSTER_DESCRIPTOR,
    MOCK_GRIDS,
    cluster_descriptor,
    grid_cores,
)


def test_worker_grid_uses_the_shipped_descriptor(tmp_path: Path) -> None:
    assert cluster_descriptor(tmp_path, "11x10") == CLUSTER_DESCRIPTOR
    assert "harvest_mask: 3" in CLUSTER_DESCRIPTOR.read_text()
    assert grid_cores("11x10") == 110


def test_eth_grid_stand_in_harvests_one_column_and_changes_nothing_else(tmp_path: Path) -> None:
    path = cluster_descriptor(tmp_path, "12x10")
    assert path.parent == tmp_path
    shipped = CLUSTER_DESCRIPTOR.read_text().splitlines()
    made = path.read_text().splitlines()
    assert made[0].startswith("#") and "12x10" in made[0]
    changed = [(a, b) for a, b in zip(shipped, made[1:], strict=True) if a != b]
    assert changed == [("    harvest_mask: 3", "    harvest_mask: 1")]
    assert MOCK_GRIDS["12x10"] == 1 and grid_cores("12x10") == 120


@pytest.mark.parametrize("grid", ["13x10", "12x11", ""])
def test_unknown_grid_is_refused(tmp_path: Path, grid: str) -> None:
    with pytest.raises(ValueError, match="mock grid must be one of"):
        cluster_descriptor(tmp_path, grid)
    with pytest.raises(ValueError, match="mock grid must be one of"):
        grid_cores(grid)


def python_with_tmpdir(code: str, tmpdir: Path) -> str:
    """What ``code`` prints, run in a fresh Python whose TMPDIR is ``tmpdir``."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "TMPDIR": str(tmpdir)}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_ttnn_files_in_restores_tmpdir(tmp_path: Path, monkeypatch) -> None:
    """``tt-da3 estimate``'s work folder goes at its end: TMPDIR, pointed into it for ttnn,
    is restored then (a later device in the process failed on the missing folder)."""
    import os

    from tt_depth_anything_3.backends.blackhole.mock import ttnn_files_in

    monkeypatch.setenv("TMPDIR", str(tmp_path))
    with ttnn_files_in(tmp_path / "work") as tmp:
        assert os.environ["TMPDIR"] == str(tmp) == str(tmp_path / "work" / "tmp")
    assert os.environ["TMPDIR"] == str(tmp_path)
    monkeypatch.delenv("TMPDIR")
    with ttnn_files_in(tmp_path / "work"):
        pass
    assert "TMPDIR" not in os.environ


def test_process_folder_is_removed_when_the_process_exits(tmp_path: Path) -> None:
    """The mock's runtime root of a CLI run (``tt-da3 estimate``, the kernel launch and header
    checks) lives in a temporary folder that goes with its process."""

    code = (
        "from tt_depth_anything_3.backends.blackhole.mock import process_folder\n"
        "folder = process_folder('tt_da3_mock_')\n"
        "(folder / 'cache').mkdir()\n"
        "print(folder)\n"
    )
    folder = Path(python_with_tmpdir(code, tmp_path))
    assert folder.parent == tmp_path and folder.name.startswith("tt_da3_mock_")
    assert list(tmp_path.iterdir()) == []


def test_ttnn_temporary_files_go_with_the_process_folder(tmp_path: Path) -> None:
    """ttnn writes ``umd_XXXXXX/`` (UMD's cluster descriptor) and ``ompi.HOST.UID/`` (Open MPI)
    in TMPDIR when it opens a device, and every estimate or mock run left them there:
    ``keep_ttnn_files_in`` points TMPDIR (as native code reads it, and subprocesses) into the
    process folder, removed at exit; Python's own temporary folder stays the user's."""

    code = (
        "import ctypes, subprocess, tempfile\n"
        "from tt_depth_anything_3.backends.blackhole.mock import keep_ttnn_files_in, process_folder\n"
        "folder = process_folder('tt_da3_mock_')\n"
        "tmp = keep_ttnn_files_in(folder)\n"
        "libc = ctypes.CDLL(None)\n"
        "libc.getenv.restype = ctypes.c_char_p\n"
        "assert libc.getenv(b'TMPDIR').decode() == str(tmp) == str(folder / 'tmp'), tmp\n"
        "made = subprocess.run(['mktemp', '-d', '-t', 'umd_XXXXXX'], capture_output=True, text=True)\n"
        "assert made.stdout.startswith(str(tmp)), made.stdout\n"
        "print(tempfile.gettempdir())\n"
    )
    assert python_with_tmpdir(code, tmp_path) == str(tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_compile_session_refused_leaves_no_folder(tmp_path: Path, monkeypatch) -> None:
    """Without the compiler the session is refused before it makes its mock folder."""
    import tempfile

    from tt_depth_anything_3.backends.blackhole.kernels import build, compiler_installed

    if compiler_installed():
        pytest.skip("the TT-Lang compiler is installed here")
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    with pytest.raises(RuntimeError, match="TT-Lang compiler is not installed"):
        with build.CompileSession():
            pass
    assert list(tmp_path.iterdir()) == []
