"""``tt-da3 info --device tt``: what the Blackhole backend needs on this machine and what is
missing, whether a mock P150a stands in for the chip, the device program's kernels, and, for a
checkpoint, whether its model runs there and with which attention (ttnn is not imported)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ..backends.blackhole.mock import MOCK_CLUSTER

if TYPE_CHECKING:
    from ..checkpoints import CheckpointFiles

MOCK_NOTE = (
    "{variable}={path}: ttnn opens its mock P150a there (every op validated and its memory "
    "planned, outputs zeros); nothing runs on a chip"
)


def tt_status(program: str, files: CheckpointFiles | None = None) -> dict[str, object]:
    """What ``--device tt`` needs on this machine, what is missing (ttnn is not imported),
    which TT-Lang kernels device program ``program`` runs (with this environment), and, given
    a checkpoint's ``files``, whether the Blackhole backend runs that model and which attention
    it runs (the one-pass kernel with an ``attention_calibration.json`` beside the weights)."""
    from ..backends.blackhole.kernel_choice import (
        describe_kernels,
        kernel_choice,
        unshipped_widths,
    )
    from ..backends.blackhole.ttnn_version import NEEDED_TTNN, installed_ttnn, supported

    missing = []
    if sys.version_info[:2] != (3, 12):
        missing.append(f"Python 3.12 (this is {sys.version.split()[0]}; ttnn 0.81.1 ships cp312)")
    ttnn_version = installed_ttnn()
    if ttnn_version is None:
        missing.append(
            "the ttnn package: pip install 'tt-depth-anything-3[ttnn]' on Python 3.12 "
            "(a source checkout: bash scripts/setup_ttnn.sh)"
        )
    elif not supported(ttnn_version):
        missing.append(
            f"ttnn {NEEDED_TTNN} (this Python has ttnn {ttnn_version}, which crashes on the "
            "Blackhole program): pip install 'tt-depth-anything-3[ttnn]' on Python 3.12 (a "
            "source checkout: .venv312, made by bash scripts/setup_ttnn.sh)"
        )
    mock = os.environ.get(MOCK_CLUSTER)  # ttnn opens its mock p150a: no chip needed
    if not Path("/dev/tenstorrent").exists() and mock is None:
        missing.append("a Tenstorrent Blackhole device (/dev/tenstorrent is absent)")
    status: dict[str, object] = {
        "ready": not missing,
        "missing": missing,
        "mock": None if mock is None else MOCK_NOTE.format(variable=MOCK_CLUSTER, path=mock),
        "program": program,
        "kernels": describe_kernels(kernel_choice(program)),
    }
    if files is not None:
        attention = tt_attention(files)
        status["attention"] = attention
        status["kernels"] = describe_kernels(
            kernel_choice(program), one_pass_attention=attention["impl"] == "one_pass"
        )
        config = files.config
        from ..backends.blackhole.numerics import unsupported_reason

        reason = unsupported_reason(config) or unshipped_widths(
            kernel_choice(program), config.backbone.embed_dim, config.head.features, program
        )
        status["model"] = {"name": config.model_name, "runs_on_blackhole": reason is None}
        if reason is not None:  # no machine runs it: not ready, whatever is installed
            status["model"]["why_not"] = reason  # type: ignore[index]
            status["ready"] = False
    return status


def tt_attention(files: CheckpointFiles) -> dict[str, object]:
    """The attention a device program of ``files``' model runs, as the backend decides it: the
    one-pass kernel where a calibration beside the weights has a one-pass layer (and
    ``TT_DA3_FORCE_STOCK_ATTENTION`` is not 1), else the stock SDPA. A calibration the
    backend would refuse (broken, another model) is a ValueError here too."""
    from ..backends.blackhole.one_pass import (
        CALIBRATION_FILE,
        AttentionCalibration,
        force_stock_attention,
        usable_calibration,
    )

    path = files.weights.parent / CALIBRATION_FILE
    attention: dict[str, object] = {"calibration": str(path) if path.is_file() else None}
    forced = force_stock_attention()
    calibration = AttentionCalibration.load(path) if path.is_file() and not forced else None
    usable = usable_calibration(calibration, files.config.backbone.depth, files.config.model_name)
    attention["forced_stock"] = forced
    attention["impl"] = "stock" if usable is None else "one_pass"
    attention["one_pass_layers"] = (
        0 if usable is None else sum(layer.one_pass for layer in usable.layers)
    )
    return attention
