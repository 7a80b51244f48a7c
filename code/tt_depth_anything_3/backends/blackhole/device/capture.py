"""Capture the device program of one input size as a ttnn graph (no kernel runs).

The backend runs the size once as usual (conv weights prepared, resize matrices and the position
table uploaded: what a trace replays without), then once more inside
``ttnn.graph.begin_graph_capture(NO_DISPATCH)``: every device operation is validated, given its
program factory, circular buffers and cores, and recorded, but nothing is dispatched. This works
on a chip and on the mock p150a alike; ``device_model`` turns the capture into a time estimate.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import torch
import ttnn

from .backend import TTNNBackend
from .errors import ttnn_reason
from .tuning import compute_kernel_config

FIDELITIES = ("LoFi", "HiFi2", "HiFi3", "HiFi4")
_ADDRESS = re.compile(
    r"<ttnn\._ttnn\.operations\.core\.\w*ComputeKernelConfig object at (0x[0-9a-f]+)>"
)


def _compute_config_names() -> dict[str, str]:
    """Address of every shared compute-kernel config -> its settings as text."""
    names = {}
    for fidelity in FIDELITIES:
        for fp32_acc in (False, True):
            for approx in (False, True):
                config = compute_kernel_config(
                    getattr(ttnn.MathFidelity, fidelity), fp32_acc, approx
                )
                names[hex(id(config))] = (
                    f"ComputeKernelConfig(math_fidelity={fidelity}, fp32_dest_acc_en={fp32_acc}, "
                    f"math_approx_mode={approx})"
                )
    return names


def _name_compute_configs(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Replace the compute-kernel configs ttnn recorded as object addresses by their settings;
    an address that is not a shared config is an error (its fidelity would be unknown)."""
    names = _compute_config_names()

    def name(match: re.Match) -> str:
        if match.group(1) not in names:
            raise ValueError(
                f"a compute-kernel config at {match.group(1)} was not made by "
                "tuning.compute_kernel_config: its math fidelity cannot be read from the capture"
            )
        return names[match.group(1)]

    for record in records:
        record["arguments"] = {k: _ADDRESS.sub(name, v) for k, v in record["arguments"].items()}
    return records


def capture_program(backend: TTNNBackend, height: int, width: int, path: str | Path) -> Path:
    """Capture the program of network input (height, width) into ``path`` (the graph JSON) and
    ``path.python_io.json`` (every ttnn call's arguments and Python stack) -> ``path``.

    The backend must run eagerly (``trace=False``): the capture records the ops as issued.
    """
    if backend.trace:
        raise ValueError("capture_program needs an eager backend (trace=False)")
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    image = torch.zeros(1, 3, height, width)
    backend.run(image)  # the per-size preparation a trace does not replay
    ttnn.graph.enable_python_stack_traces()
    ttnn.graph.begin_graph_capture(ttnn.graph.RunMode.NO_DISPATCH)
    try:
        backend.run(image)
    finally:
        end_capture(path)
    sidecar = path.with_suffix(".python_io.json")
    records = _name_compute_configs(json.loads(sidecar.read_text()))
    sidecar.write_text(json.dumps(records))
    return path


def end_capture(path: Path) -> None:
    """End the graph capture begun by ``capture_program`` and write it to ``path``; an
    ``OSError`` naming ``path`` when ttnn cannot write it. The capture is ended whatever
    happens: a device closed while one is still on crashes the process (a segfault in
    ``GraphProcessor::track_deallocate_cb``)."""
    try:
        ttnn.graph.end_graph_capture_to_file(str(path))
    except RuntimeError as err:  # "Failed to open graph report file for writing", a full disk
        raise OSError(f"cannot write the capture {path}: {ttnn_reason(err)}") from err
    finally:
        while ttnn.graph.is_graph_capture_active():
            ttnn.graph.end_graph_capture()
        ttnn.graph.disable_python_stack_traces()
