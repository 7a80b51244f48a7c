"""What ``tt-da3 eval-kitti`` prints, for a shell script or a batch job: its exit status when
stdout's reader has gone (``| head``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from support.kitti_synthetic import make_synthetic_kitti


@pytest.fixture(scope="module")
def kitti(tmp_path_factory):
    return make_synthetic_kitti(tmp_path_factory.mktemp("kitti"))


def _args(kitti, predictions, out, *extra: str) -> list[str]:
    return [
        "eval-kitti",
        "--kitti-root",
        str(kitti.root),
        "--gt-root",
        str(kitti.gt_root),
        "--split-file",
        str(kitti.split_file),
        "--predictions",
        str(predictions),
        "--out",
        str(out),
        "--no-progress",
        *extra,
    ]


def test_nothing_scored_keeps_exit_1_when_stdouts_reader_has_gone(kitti, tmp_path):
    """``tt-da3 eval-kitti ... | head -1`` with no frame scored exited 141 (the table hit the
    closed pipe), as a run that scored every frame does, and the ``no frame could be scored``
    line was never said: a script could not tell the failure. Now 1, and the line is said."""
    (tmp_path / "empty").mkdir()
    read, write = os.pipe()
    os.close(read)  # the reader has gone
    try:
        done = subprocess.run(
            [sys.executable, "-m", "tt_depth_anything_3.cli"]
            + _args(kitti, tmp_path / "empty", tmp_path / "out"),
            stdout=write,
            stderr=subprocess.PIPE,
            timeout=300,
        )
    finally:
        os.close(write)
    err = done.stderr.decode()
    assert done.returncode == 1, err
    assert "no frame could be scored" in err and "Broken pipe" not in err
    assert json.loads((tmp_path / "out" / "metrics.json").read_text())["n_images"] == 0
