"""The examples run as documented."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import cv2
import numpy as np

ROOT = Path(__file__).resolve().parents[1]


def quickstart_help() -> str:
    """What ``examples/quickstart.py --help`` prints (it must exit 0)."""
    return subprocess.run(
        [sys.executable, str(ROOT / "examples" / "quickstart.py"), "--help"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout


def test_the_quickstart_usage_line_names_its_default_image():
    """The docstring showed ``[--image media/rocket.jpg]``; the default is the astronaut."""
    source = (ROOT / "examples" / "quickstart.py").read_text(encoding="utf-8")
    shown = re.search(r"\[--image (\S+)\]", source.split('"""')[1]).group(1)
    default = re.search(r'"--image",\s*default=str\(HERE\.parent / (.+?)\)', source).group(1)
    assert shown == "/".join(part.strip(' "') for part in default.split("/"))


def test_the_quickstart_help_says_its_whole_first_sentence():
    """``--help`` showed the docstring's first line alone, cut mid-parenthesis: "... a colour
    JPEG (any model: metric"."""
    assert "(any model: metric depth in millimetres, relative depth x 1000)." in " ".join(
        quickstart_help().split()
    )


def test_the_quickstart_help_says_each_default():
    """``--help`` showed no default for ``--out``, ``--image``, ``--png-scale``, ``--weights``
    or ``--focal-px``: a user could not tell where the files go (``quickstart_out``) or which
    photo and model it runs without them."""
    options = " ".join(quickstart_help().split()).split("options:")[1]
    helps = dict(re.findall(r"(--[a-z-]+)(?: [A-Z_]+)? (.*?)(?= --[a-z-]+|$)", options))
    missing = [flag for flag, text in helps.items() if flag not in ("--help", "--npz")
               and "default:" not in text]  # fmt: skip
    assert not missing, f"no default said for {missing}"
    assert "(default: quickstart_out)" in helps["--out"]
    assert "media/astronaut.jpg" in helps["--image"]


def run_quickstart(weights: Path, out: Path, *extra: str) -> subprocess.CompletedProcess:
    """``examples/quickstart.py --weights weights --out out --device cpu *extra``."""
    return subprocess.run(
        [
            sys.executable,
            str(ROOT / "examples" / "quickstart.py"),
            "--weights",
            str(weights),
            "--out",
            str(out),
            "--device",
            "cpu",
            *extra,
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_quickstart_on_the_sample_photo(tiny_metric_checkpoint, tmp_path):
    result = run_quickstart(tiny_metric_checkpoint, tmp_path)
    assert result.returncode == 0, result.stderr
    png = cv2.imread(str(tmp_path / "astronaut_depth.png"), cv2.IMREAD_UNCHANGED)
    jpg = cv2.imread(str(tmp_path / "astronaut_depth.jpg"))
    assert png.dtype == np.uint16 and png.shape == (512, 512) and png.max() > 0
    assert jpg.shape == (512, 512, 3)
    assert "in m" in result.stdout
    assert re.search(r"focal [0-9.]+ px \(assumed", result.stdout)


def test_quickstart_runs_a_relative_model(tiny_anyview_checkpoint, tmp_path):
    """A non-metric model has no focal length: the quickstart printed ``depth.focal_px:.1f``
    and died with a TypeError after writing its files; a --focal-px it cannot use is said."""
    result = run_quickstart(tiny_anyview_checkpoint, tmp_path, "--focal-px", "500")
    assert result.returncode == 0, result.stderr
    assert "in relative" in result.stdout and "focal: none" in result.stdout
    assert "--focal-px scales metric depth" in result.stderr
    png = cv2.imread(str(tmp_path / "astronaut_depth.png"), cv2.IMREAD_UNCHANGED)
    assert png.dtype == np.uint16 and png.shape == (512, 512) and png.max() > 0
    assert (tmp_path / "astronaut_depth.jpg").is_file()


def test_quickstart_says_how_many_pixels_the_png_clipped(tiny_metric_checkpoint, tmp_path):
    """At --png-scale 100000 (depth over 0.66 m clips) the PNG's clipped pixels are said on
    stderr, as tt-da3 predict says them; the quickstart used to say nothing."""
    result = run_quickstart(tiny_metric_checkpoint, tmp_path, "--png-scale", "100000", "--npz")
    assert result.returncode == 0, result.stderr
    png = cv2.imread(str(tmp_path / "astronaut_depth.png"), cv2.IMREAD_UNCHANGED)
    clipped = int(np.count_nonzero(png == 65535))
    assert 0 < clipped < png.size
    assert "1 PNG(s) clipped at 65535 (depth over 0.65535 at --png-scale 100000" in result.stderr
    assert f"{clipped} pixels" in result.stderr and "the .npz files" in result.stderr
    assert (tmp_path / "astronaut_depth.npz").is_file()


def test_quickstart_that_fails_leaves_no_output_folder(tiny_metric_checkpoint, tmp_path):
    """The output folder is made when the files are written, not before the model runs."""
    out = tmp_path / "out"
    result = run_quickstart(tiny_metric_checkpoint, out, "--image", str(tmp_path / "none.jpg"))
    assert result.returncode != 0
    assert not out.exists()


def test_quickstart_says_a_bad_input_in_one_line(tiny_metric_checkpoint, tmp_path):
    """A missing photo, a missing checkpoint or an unknown device ended in a raw traceback; each
    is now one ``quickstart: error:`` line, exit 2, and no output folder."""
    cases = [
        (["--image", str(tmp_path / "none.jpg")], "does not exist"),
        (["--weights", str(tmp_path / "no_weights")], "does not exist"),
        (["--device", "bogus"], "unknown device 'bogus'"),
    ]
    for extra, said in cases:
        out = tmp_path / "out"
        result = run_quickstart(tiny_metric_checkpoint, out, *extra)
        assert result.returncode == 2, result.stderr
        assert "Traceback" not in result.stderr, result.stderr
        last = result.stderr.strip().splitlines()[-1]
        assert last.startswith("quickstart: error:") and said in last, last
        assert not out.exists()


def test_quickstart_refuses_a_bad_png_scale_before_running(tiny_metric_checkpoint, tmp_path):
    """``--png-scale 0`` ran the model, left an empty output folder behind and died in a
    traceback from the PNG writer; it is now an argparse error before the model loads (as
    ``tt-da3 predict`` refuses it), as is a negative ``--focal-px``."""
    for extra, said in [
        (["--png-scale", "0"], "--png-scale must be a finite number >= 1e-06"),
        (["--png-scale", "abc"], "expected a number"),
        (["--focal-px", "-5"], "--focal-px must be a finite number"),
    ]:
        out = tmp_path / "out"
        result = run_quickstart(tiny_metric_checkpoint, out, *extra)
        assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr
        assert said in result.stderr.strip().splitlines()[-1], result.stderr
        assert not out.exists()
