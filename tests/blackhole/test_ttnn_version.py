"""The ttnn release the Blackhole backend needs (0.81.x), checked before any ttnn device work:
the TT-Lang compiler's venv has ttnn 0.69, on which the estimate and the mock backend died in
native code (SIGSEGV) while ``tt-da3 info --device tt`` said only the chip was missing. The
real ttnn 0.69 runs of this: ``compiler/test_compiler_venv_refusals.py``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tt_depth_anything_3.backends.blackhole import ttnn_version
from tt_depth_anything_3.cli import main


@pytest.mark.parametrize(
    ("version", "ok"),
    [
        ("0.81.1", True),
        ("0.81.0", True),
        ("0.69.0", False),
        ("0.810.0", False),
        ("unknown (no package metadata)", False),
    ],
)
def test_the_supported_series_is_0_81(version: str, ok: bool) -> None:
    assert ttnn_version.supported(version) is ok


def test_another_ttnn_is_a_one_line_error_naming_both_versions(monkeypatch) -> None:
    monkeypatch.setattr(ttnn_version, "installed_ttnn", lambda: "0.69.0")
    with pytest.raises(ValueError) as refused:
        ttnn_version.check_ttnn_version()
    message = str(refused.value)
    assert "\n" not in message
    for named in ("0.69.0", "0.81.1", "bash scripts/setup_ttnn.sh", ".venv312"):
        assert named in message, named
    monkeypatch.setattr(ttnn_version, "installed_ttnn", lambda: None)  # absent: said elsewhere
    ttnn_version.check_ttnn_version()
    monkeypatch.setattr(ttnn_version, "installed_ttnn", lambda: "0.81.1")
    ttnn_version.check_ttnn_version()


def test_info_lists_another_ttnn_as_missing(monkeypatch, capsys) -> None:
    monkeypatch.setattr(ttnn_version, "installed_ttnn", lambda: "0.69.0")
    assert main(["info", "--device", "tt"]) == 0
    tt = json.loads(capsys.readouterr().out)["tt"]
    assert not tt["ready"]
    (entry,) = [m for m in tt["missing"] if "0.69.0" in m]
    assert "0.81.1" in entry and "setup_ttnn.sh" in entry


def test_the_mock_for_the_backend_refuses_another_ttnn_before_setting_up(
    monkeypatch, tmp_path: Path
) -> None:
    from tt_depth_anything_3.backends.blackhole.mock import apply_mock_environment

    monkeypatch.setattr(ttnn_version, "installed_ttnn", lambda: "0.69.0")
    before = dict(os.environ)
    with pytest.raises(ValueError, match="0.69.0"):
        apply_mock_environment(tmp_path / "mock")
    assert dict(os.environ) == before and not (tmp_path / "mock").exists()


def test_the_estimate_refuses_another_ttnn_before_the_mock(monkeypatch, tmp_path: Path) -> None:
    """The check comes before the mock or a device (and the work folder goes with the error)."""
    import importlib.util

    from tt_depth_anything_3.cli import estimate

    real_find_spec = importlib.util.find_spec
    monkeypatch.setattr(  # a ttnn is "installed", of the wrong release
        importlib.util,
        "find_spec",
        lambda name, *a: object() if name == "ttnn" else real_find_spec(name, *a),
    )
    monkeypatch.setattr(ttnn_version, "installed_ttnn", lambda: "0.69.0")
    with pytest.raises(ValueError, match="0.69.0"):
        estimate.capture_architecture(
            "da3metric-large", 14, 14, tmp_path / "g.json", mock_folder=tmp_path / "mock"
        )
    assert not (tmp_path / "mock").exists()


def test_launch_with_an_unknown_grid_is_a_usage_error() -> None:
    """``python -m ...kernels.launch 13x10``: one usage line and exit 2, not a traceback."""
    module = "tt_depth_anything_3.backends.blackhole.kernels.launch"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    for argv in (["13x10"], ["11x10", "12x10"]):
        done = subprocess.run(
            [sys.executable, "-m", module, *argv], capture_output=True, text=True, env=env
        )
        assert done.returncode == 2, done.stderr
        assert done.stderr.startswith("usage:") and done.stderr.count("\n") == 1, done.stderr
        assert "11x10, 12x10" in done.stderr and "Traceback" not in done.stderr
