"""Argument checks the benchmark scripts share, so that a bad value is refused with one line
(an argparse error, exit 2) before any slow work: counts of at least one, ``HxW`` pixel sizes,
model names, checkpoints that exist, results files (written only when asked, into a folder that
exists, never replacing a file silently), and an optional dependency that is missing
(``require``: one line, exit 1).

A helper module of the benchmarks, not a benchmark: ``python benchmarks/script_args.py`` says so.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
from pathlib import Path


def positive_int(text: str) -> int:
    """argparse type of a count that must be at least 1."""
    try:
        value = int(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from err
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def pixel_size(text: str) -> tuple[int, int]:
    """argparse type of an image size ``HxW`` in pixels (any positive sides) -> (h, w)."""
    height, sep, width = text.strip().lower().partition("x")
    if not sep or not height.strip().isdigit() or not width.strip().isdigit():
        raise argparse.ArgumentTypeError(f"size must be HxW (e.g. 3000x4000), got {text!r}")
    if int(height) < 1 or int(width) < 1:
        raise argparse.ArgumentTypeError(f"size sides must be positive, got {text!r}")
    return int(height), int(width)


def network_size(text: str) -> tuple[int, int]:
    """argparse type of a network input size ``HxW``: positive multiples of the patch (14)."""
    from tt_depth_anything_3.config.parts import parse_network_size

    try:
        return parse_network_size(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from err


def output_file(text: str) -> Path:
    """argparse type of a results file to write: its folder must exist (checked before the
    run, not after it)."""
    path = Path(text)
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text} is a folder; name a file")
    if not path.parent.is_dir():
        raise argparse.ArgumentTypeError(f"the folder {path.parent} does not exist")
    return path


def new_output_file(text: str) -> Path:
    """``output_file`` that must not exist yet (a committed results file is never replaced
    silently: remove it first to rewrite it)."""
    path = output_file(text)
    if path.exists():
        raise argparse.ArgumentTypeError(f"{text} exists; remove it first or name a new file")
    return path


def official_model(text: str) -> str:
    """argparse type of the model whose seeded random weights ``bench.make_weights`` writes in
    the official format: one of the official code's DA3 presets (a bad name used to end in a
    ``KeyError`` traceback once the run had started)."""
    from tt_depth_anything_3.config.presets import DA3_PRESETS

    if text not in DA3_PRESETS:
        raise argparse.ArgumentTypeError(
            f"unknown model {text!r}; choose from {sorted(DA3_PRESETS)}"
        )
    return text


def model_preset(text: str) -> str:
    """argparse type of any model of the package's presets (DA3 and Depth Anything V2)."""
    from tt_depth_anything_3.config.presets import PRESETS

    if text not in PRESETS:
        raise argparse.ArgumentTypeError(f"unknown model {text!r}; choose from {sorted(PRESETS)}")
    return text


def existing_path(text: str) -> str:
    """argparse type of a checkpoint (folder or file) that must exist: checked before the run,
    not in a worker's traceback after it."""
    if not Path(text).exists():
        raise argparse.ArgumentTypeError(f"{text} does not exist")
    return text


def cache_entry(text: str) -> Path:
    """argparse type of one compiled-model cache entry of the package (a folder holding
    ``entry.json``: ``CACHE/runtimes/openvino-compiled/<key>``)."""
    folder = Path(text)
    if not (folder / "entry.json").is_file():
        raise argparse.ArgumentTypeError(
            f"{text} is not an openvino-compiled cache entry (no entry.json in it)"
        )
    return folder


def cpu_name() -> str:
    """``CPU: <model>, N cores``: the line a script that prints CPU timings names its machine
    with (its figures mean nothing without it)."""
    from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu

    return f"CPU: {detect_cpu(read_torch=False).model}, {os.cpu_count()} cores"


def require(module: str, why: str) -> None:
    """Exit with one line (status 1) when the optional ``module`` is not installed."""
    if importlib.util.find_spec(module) is None:
        raise SystemExit(f"{why} (no module {module!r} in {sys.executable})")


def helper_module(path: str, used_by: str) -> int:
    """What a helper module of the benchmarks does when run as a script: say that it is not
    a benchmark (0 for ``--help``, 2 otherwise: nothing was run)."""
    name = Path(path).name
    print(f"{name} is a helper module of {used_by}, not a benchmark: it runs nothing on its own")
    return 0 if {"-h", "--help"} & set(sys.argv[1:]) else 2


if __name__ == "__main__":
    sys.exit(helper_module(__file__, "the benchmark scripts"))
