"""The examples run as documented."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import cv2
import numpy as np

ROOT = Path(__file__).resolve().parents[1]


def test_the_quickstart_usage_line_names_its_default_image():
    """The docstring showed ``[--image media/rocket.jpg]``; the default is the astronaut."""
    source = (ROOT / "examples" / "quickstart.py").read_text(encoding="utf-8")
    shown = re.search(r"\[--image (\S+)\]", source.split('"""')[1]).group(1)
    default = re.search(r'"--image", default=str\(HERE\.parent / (.+?)\)', source).group(1)
    assert shown == "/".join(part.strip(' "') for part in default.split("/"))


def test_quickstart_on_the_sample_photo(tiny_metric_checkpoint, tmp_path):
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "examples" / "quickstart.py"),
            "--weights",
            str(tiny_metric_checkpoint),
            "--out",
            str(tmp_path),
            "--device",
            "cpu",
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    png = cv2.imread(str(tmp_path / "astronaut_depth.png"), cv2.IMREAD_UNCHANGED)
    jpg = cv2.imread(str(tmp_path / "astronaut_depth.jpg"))
    assert png.dtype == np.uint16 and png.shape == (512, 512) and png.max() > 0
    assert jpg.shape == (512, 512, 3)
    assert "in m" in result.stdout
