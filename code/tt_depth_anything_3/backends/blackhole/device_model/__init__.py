"""A roofline model of the Blackhole device program, made from its captured op graph.

Pure Python (no ttnn): ``graph`` reads a ttnn graph capture into device operations, ``roofline``
times each on a device model (p150a), ``stages`` names the DA3 program's stages, ``report``
prints the table. ``backends/ttnn/capture.py`` makes the capture on a chip or the mock p150a.
Every figure it gives is a model of the chip, not a measurement.
"""

from .graph import DeviceOp, TensorInfo, load_capture, read_capture
from .report import estimate_capture, format_table, summary
from .roofline import DeviceModel, OpEstimate, ProgramEstimate, device_model, estimate_program
from .stages import da3_stage

__all__ = [
    "DeviceModel",
    "DeviceOp",
    "OpEstimate",
    "ProgramEstimate",
    "TensorInfo",
    "da3_stage",
    "device_model",
    "estimate_capture",
    "estimate_program",
    "format_table",
    "load_capture",
    "read_capture",
    "summary",
]
