"""The emulated device program with the one-pass attention kernel in the calibrated layers.

Same program and rounding as ``EmulatedProgram``; in each layer the calibration marks
``one_pass``, the SDPA is replaced by ``one_pass.one_pass_attention`` (the algorithm of
``kernels/one_pass_attention.py``: bfloat16 q/k/v, ``exp(scores - c_layer)`` without a row max,
float32 row sums and ``p @ v``, p packed to bfloat16, bfloat16 output) and its guard counts are
summed, as the device program returns them with the depth. The device kernel reads the tokens
as the qkv output holds them (rounded up to a tile) in 64-row chunks, the last overlapping the
one before on an odd tile count, and gives the padded keys and the keys the overlap repeats
``PADDED_KEY_SHIFT`` (exactly zero weight), so the tokens here compute the same sums in the
same 64-key order. Its guard also counts the tiles' padded query rows (zero queries:
``packing.padded_row_counts``); a layer whose padded rows would leave the window at this token
count runs the stock SDPA on the device (``device/one_pass.py``, ``padded_stock``), and here.
"""

from __future__ import annotations

import torch

from ....modeling.network import DepthAnything3Network
from ..one_pass import (
    GUARD_FLAGS,
    AttentionCalibration,
    one_pass_attention,
    padded_rows_in_window,
)
from .emulator import EmulatedProgram


class EmulatedOnePassProgram(EmulatedProgram):
    """``EmulatedProgram`` whose calibrated layers use the one-pass attention.

    Calling it returns ``depth``, ``sky`` and ``guard``: (B, layers, 3) int64 counts of rows out
    of the calibrated window (``GUARD_FLAGS`` order; zero in the stock layers).
    """

    def __init__(
        self,
        network: DepthAnything3Network,
        calibration: AttentionCalibration,
        exact: bool = False,
    ) -> None:
        super().__init__(network, exact=exact)
        if len(calibration.layers) != len(self.blocks):
            raise ValueError(
                f"calibration has {len(calibration.layers)} layers, "
                f"the network has {len(self.blocks)}"
            )
        self.calibration = calibration
        self.kernel_dtype = torch.float32 if exact else torch.bfloat16
        for index, block in enumerate(self.blocks):
            block["layer"] = index
        self._guard = torch.zeros(len(self.blocks), len(GUARD_FLAGS), dtype=torch.int64)

    def attention(self, x: torch.Tensor, block: dict) -> torch.Tensor:
        layer = self.calibration.layers[block["layer"]]
        heads = self.config.backbone.num_heads
        tokens, dim = x.shape
        window = self.calibration.window
        # as the device: padded rows out of the window at this size -> the stock SDPA there
        if not layer.one_pass or not padded_rows_in_window(tokens, heads, layer.c_layer, window):
            return super().attention(x, block)
        qkv = self.linear(x, *block["qkv"], "qkv").reshape(tokens, 3, heads, dim // heads)
        q, k, v = (t.to(self.kernel_dtype) for t in qkv.permute(1, 2, 0, 3).unbind(0))
        context, guard = one_pass_attention(q, k, v, layer.c_layer, window=window)
        self._guard[block["layer"]] += guard  # the padded rows count nothing: in the window
        context = context.float().transpose(0, 1).reshape(tokens, dim)
        return self.linear(context, *block["proj"], "proj", float32_out=True)

    @torch.no_grad()
    def __call__(self, batch: torch.Tensor) -> dict[str, torch.Tensor]:
        """(B, 3, h, w) -> ``depth``, ``sky`` (B, h, w) and ``guard`` (B, layers, 3)."""
        outputs, guards = [], []
        for image in batch:
            self._guard.zero_()
            outputs.append(super().__call__(image[None]))
            guards.append(self._guard.clone())
        result = {k: torch.cat([o[k] for o in outputs]) for k in ("depth", "sky")}
        result["guard"] = torch.stack(guards)
        return result
