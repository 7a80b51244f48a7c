"""bf16 arithmetic emulated in float32, one class of op at a time (for ``ablation_bf16.py``).

An op of an enabled class rounds its inputs and its output to bfloat16 and computes in
float32 between: the numerics of AMX / AVX512-BF16 kernels (bf16 operands, float32
accumulation, bf16 result), at float32 speed on any CPU. Classes:

- ``linear``: the transformer's linear layers; ``attention``: the two attention matmuls
  (q, k, v and the output in bf16); ``softmax``: the attention probabilities stored bf16
  before the second matmul (as torch's bf16 flash attention and OpenVINO's bf16 SDPA do);
- ``gelu``, ``layernorm`` (every LayerNorm), ``residual`` (each block's output, i.e. the
  residual stream, stored bf16), ``pos_embed`` (the interpolated position embedding),
  ``patch_embed`` (the stride-14 convolution);
- ``head_convs`` (the DPT head's convolutions but the final 1x1 ones and the sky branch),
  ``head_upsample`` (its bilinear resizes), ``final_conv`` (the 1x1 depth logits
  convolution), ``activation`` (the final ``exp``), ``sky`` (the sky branch's convolutions).
"""

from __future__ import annotations

from collections.abc import Iterable

import torch
import torch.nn.functional as F
from torch.overrides import TorchFunctionMode

CLASSES = (
    "linear",
    "attention",
    "softmax",
    "gelu",
    "layernorm",
    "residual",
    "pos_embed",
    "patch_embed",
    "head_convs",
    "head_upsample",
    "final_conv",
    "activation",
    "sky",
)
# What this package's ``dtype="bf16"`` computes in bf16 on an AMX CPU (``precision.py``):
# linear layers (bf16 in and out, so attention, softmax and GELU follow) and the head's
# convolutions but the final ones.
OURS_BF16_AMX = ("linear", "attention", "softmax", "gelu", "head_convs", "sky")


def bf(x: torch.Tensor) -> torch.Tensor:
    """``x`` rounded to bfloat16 (round to nearest even), back in float32."""
    return x.to(torch.bfloat16).to(torch.float32) if x.is_floating_point() else x


_CONVS = (torch.conv2d, F.conv2d, torch.conv_transpose2d, F.conv_transpose2d)


class Bf16Emulation(TorchFunctionMode):
    """Within ``with Bf16Emulation(network, classes):`` the network runs with ``classes`` in
    emulated bf16 (``network`` is hooked for the duration)."""

    def __init__(self, network: torch.nn.Module, classes: Iterable[str]) -> None:
        super().__init__()
        self.classes = set(classes)
        unknown = self.classes - set(CLASSES)
        if unknown:
            raise ValueError(f"unknown classes {sorted(unknown)}; expected some of {CLASSES}")
        self.network = network
        self.regions: list[str] = []
        self.handles: list = []
        self.saved_pos_embed = None

    # ------------------------------------------------------------- regions by module hooks
    def _region(self, module: torch.nn.Module, name: str) -> None:
        def enter(*_):
            self.regions.append(name)

        def leave(_module, _inputs, output):
            self.regions.pop()
            return output

        self.handles.append(module.register_forward_pre_hook(enter))
        self.handles.append(module.register_forward_hook(leave))

    def __enter__(self):
        net = self.network
        for module in net.backbone.modules():  # called as modules (the backbone itself is not)
            if type(module).__name__ in ("Block", "PatchEmbed"):
                self._region(module, "backbone")
        self._region(net.head, "head")
        scratch = net.head.scratch
        self._region(scratch.output_conv2[-1], "final")
        if hasattr(scratch, "sky_output_conv2"):
            self._region(scratch.sky_output_conv2, "sky")
        if "residual" in self.classes:
            for block in net.backbone.modules():
                if type(block).__name__ == "Block":
                    self.handles.append(block.register_forward_hook(lambda m, i, o: bf(o)))
        if "pos_embed" in self.classes:
            vit = next(m for m in net.backbone.modules() if hasattr(m, "interpolated_pos_embed"))
            original = vit.interpolated_pos_embed
            self.saved_pos_embed = (vit, original)
            vit.interpolated_pos_embed = lambda *a, **k: bf(original(*a, **k))
        return super().__enter__()

    def __exit__(self, *exc):
        for handle in self.handles:
            handle.remove()
        self.handles.clear()
        if self.saved_pos_embed is not None:
            vit, _ = self.saved_pos_embed
            del vit.interpolated_pos_embed  # the class's method again
            self.saved_pos_embed = None
        return super().__exit__(*exc)

    # ------------------------------------------------------------- the ops
    def _class_of(self, func) -> str | None:
        region = self.regions[-1] if self.regions else "other"
        if func is F.linear or func is torch._C._nn.linear:
            return "linear" if region == "backbone" else None
        if func is F.scaled_dot_product_attention:
            return "sdpa"
        if func is F.gelu:
            return "gelu"
        if func is F.layer_norm:
            return "layernorm"
        if func in _CONVS:
            return {"backbone": "patch_embed", "head": "head_convs", "final": "final_conv",
                    "sky": "sky"}.get(region)  # fmt: skip
        if func is F.interpolate:
            return "head_upsample" if region == "head" else None
        if func is torch.exp:
            return "activation" if region in ("head", "final") else None
        return None

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        kind = self._class_of(func)
        if kind == "sdpa":
            return self._attention(*args, **kwargs)
        if kind is None or kind not in self.classes:
            return func(*args, **kwargs)
        rounded = [bf(a) if isinstance(a, torch.Tensor) else a for a in args]
        return bf(func(*rounded, **kwargs))

    def _attention(self, q, k, v, *args, **kwargs) -> torch.Tensor:
        if args or kwargs:
            raise ValueError(f"emulated attention takes q, k, v only, got {args} {kwargs}")
        matmuls, softmax = "attention" in self.classes, "softmax" in self.classes
        if not (matmuls or softmax):
            return F.scaled_dot_product_attention(q, k, v)
        if matmuls:
            q, k, v = bf(q), bf(k), bf(v)
        probs = torch.softmax((q @ k.transpose(-1, -2)) * q.shape[-1] ** -0.5, dim=-1)
        out = (bf(probs) if softmax else probs) @ v
        return bf(out) if matmuls else out


if __name__ == "__main__":  # a helper module, not a benchmark: say so
    import sys

    from script_args import helper_module

    sys.exit(helper_module(__file__, "ablation_bf16.py"))
