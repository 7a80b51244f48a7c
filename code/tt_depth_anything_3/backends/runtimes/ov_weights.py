"""Weight-only int8 for OpenVINO (precision ``int8w``): the linear layers' weights stored int8
in the IR, the arithmetic unchanged.

NNCF ``compress_weights`` (``INT8_SYM``: one scale per output channel, no zero point) on the
MatMul weights; the convolutions are left out (``CONVOLUTIONS``: the DPT head, whose weights
stay fp16-stored and run in f32, as in ``bf16``). OpenVINO's CPU plugin keeps such weights
int8 and widens them inside its FullyConnected kernels, so the compiled model holds
0.3 GB of weights for DA3Metric-Large's backbone instead of 0.55 GB in bf16. No calibration
data: one IR per checkpoint serves every input size. Measured (OPT_REPORT.md 1c, "Memory of
loading"): depth Pearson 0.99991 against torch float32 on DA3Metric-Large (seeded random
weights), close to the gate (0.9999): ``runtime="auto"`` runs the gate on it per checkpoint
and size, like every candidate.
"""

from __future__ import annotations

from typing import Any

from .engine_install import require_engine
from .ov_int8 import quiet_nncf
from .ov_precision import CONVOLUTIONS

WEIGHT_MODE = "INT8_SYM"


def compress_weights_int8(model: Any) -> Any:
    """``model`` (an OpenVINO model, fp16- or float32-stored weights) with its MatMul weights
    compressed to int8 per output channel (NNCF ``WEIGHT_MODE``); convolutions untouched."""
    nncf = require_engine("openvino", "nncf", dtype="int8w")
    with quiet_nncf():
        return nncf.compress_weights(
            model,
            mode=getattr(nncf.CompressWeightsMode, WEIGHT_MODE),
            ignored_scope=nncf.IgnoredScope(types=sorted(CONVOLUTIONS), validate=False),
        )
