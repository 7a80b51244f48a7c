"""A torch emulator of the device program's numerics, to measure its accuracy without a chip.

It runs the same program as ``vit.py`` / ``dpt.py`` (class token last, fused qkv, LayerScale
folded, kernel == stride transposed convs as linear + depth-to-space, 1x1 out conv before the
resize, resizes as two interpolation matmuls, fused depth/sky outputs) and rounds where the
device rounds (``ttnn/weights.py`` names the dtypes): the residual stream in float32 (patch linear,
attention projection and fc2 write float32), bfloat16 weights, float32 block layer norms read
as TF32 by qkv / fc1, bfloat16 fc1 + GELU, q/k/v and feature taps, float32 accumulation, each
backbone matmul at its math fidelity (``program.BACKBONE_FIDELITY``), attention probabilities
packed to bfloat16 before the P @ V matmul (as the flash kernel does); in the head float32
maps, interpolation matrices, logits, exp and outputs, every float32 matmul / conv operand read
as TF32 (10 mantissa bits, the matrix unit's source format for float32), and each head matmul /
conv at its math fidelity (``fidelity.py``: the operand bits each phase of the matrix unit
drops; head convs and 1x1s ``program.HEAD_FIDELITY``, row passes ``program.RESIZE_FIDELITY``,
column passes ``program.COLUMN_FIDELITY`` on the rounded ``program.column_matrix``).
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from ....config.parts import PATCH_SIZE
from ....modeling.network import DepthAnything3Network
from ..kernel_choice import choose
from .fidelity import FIDELITIES, matmul_terms, truncate_mantissa
from .folding import (
    folded_block,
    fused_outputs,
    patch_linear,
    transposed_conv_as_linear,
)
from .program import (
    BACKBONE_FIDELITY,
    COLUMN_FIDELITY,
    HEAD_FIDELITY,
    P150A_L1_BYTES,
    P150A_WORKER_CORES,
    PROGRAMS,
    RESIZE_FIDELITY,
    check_supported,
    column_matrix,
    embedding_table,
    head_transposed,
    interpolation_matrix,
    resize_rows_first,
)
from .resize_kernel import KERNEL_FIDELITY, fused_resize


def bf16(x: torch.Tensor) -> torch.Tensor:
    """Round to bfloat16 and back (what the device stores)."""
    return x.to(torch.bfloat16).float()


def tf32(x: torch.Tensor) -> torch.Tensor:
    """float32 as TF32 (10 mantissa bits): a float32 matmul operand as the matrix unit's source
    registers hold it; the unpacker throws the low 13 mantissa bits away (tt-isa-documentation,
    ``SrcASrcB.md``: truncation, not rounding)."""
    return truncate_mantissa(x, 10)


def _identity(x: torch.Tensor) -> torch.Tensor:
    return x


class EmulatedProgram:
    """The device program of one network, weights rounded once as the device stores them.

    ``exact=True`` rounds nothing: the program's algebra alone, which must equal the float32
    reference network up to float32 summation order. ``transposed``: run every image as the
    transposed program (patches column-major, head on transposed maps with transposed kernels,
    maps transposed back), False never, None as the device decides per size
    (``program.head_transposed``). ``program`` is the device program (``"fast"``: the head's tail
    maps stored bfloat16; ``"accurate"``: float32 head maps). ``head_fidelity`` /
    ``resize_fidelity``: the math fidelity of the head's convs and 1x1s / the resizes' row
    passes (the device program's by default; others to measure what a change would cost).
    ``cores`` / ``l1_bytes``: the device whose per-size choices to follow (the order of the
    resizes into the full-resolution convs, ``program.resize_rows_first``; a p150a by default).
    ``residual_norm`` / ``resize``: ``"stock"`` or ``"fused"``, None the program's default as on
    the device (``kernel_choice.py``: both kernels in the fast program, stock ops in the
    accurate one).
    ``residual_norm="fused"``: the residual LayerNorm kernel's rounding (``device/residual_norm
    .py``): every norm after a residual add (and the last tap's) normalised in float32, rounded
    to bfloat16, then times the bfloat16 gamma plus beta, stored bfloat16 for the next matmul;
    the other taps as the stock program.
    ``resize="fused"``: the head's resizes as the resize kernel computes them
    (``resize_kernel.fused_resize``: the row lerp on the vector unit, stored in the map's
    dtype, then R_w @ lerp at the compile's HiFi4; weights in the map's dtype).
    """

    @torch.no_grad()
    def __init__(
        self,
        network: DepthAnything3Network,
        exact: bool = False,
        transposed: bool | None = None,
        program: str = "fast",
        head_fidelity: str = HEAD_FIDELITY,
        resize_fidelity: str = RESIZE_FIDELITY,
        cores: int = P150A_WORKER_CORES,
        l1_bytes: int = P150A_L1_BYTES,
        residual_norm: str | None = None,
        resize: str | None = None,
    ) -> None:
        check_supported(network)
        if program not in PROGRAMS:
            raise ValueError(f"program must be one of {PROGRAMS}, got {program!r}")
        # None: the program's default, as the device's (``kernel_choice.PROGRAM_KERNELS``; the
        # environment variables are the device backend's, not read here)
        self.resize_impl = choose("resize", resize, program, {})
        self.residual_norm = choose("residual_norm", residual_norm, program, {})
        for name, value in (("head_fidelity", head_fidelity), ("resize_fidelity", resize_fidelity)):
            if value not in FIDELITIES:
                raise ValueError(f"{name} must be one of {FIDELITIES}, got {value!r}")
        self.head_fidelity, self.resize_fidelity = head_fidelity, resize_fidelity
        self.cores, self.l1_bytes = cores, l1_bytes
        self.program = program
        self.transposed = transposed
        self._flip = False  # the image in flight runs transposed
        self.bf16 = _identity if exact else bf16
        # How the tail maps are stored (weights.TAIL_MAP_DTYPE).
        self.tail = self.bf16 if program == "fast" else _identity
        self.tf32 = _identity if exact else tf32
        self.exact = exact
        self.network = network.eval()
        self.config = network.config
        vit = network.backbone.pretrained
        self.blocks = []
        for block in vit.blocks:  # the uploader's folding (``backends.folding``)
            linears = folded_block(block)
            entry = {name: (self.bf16(w.t()), b) for name, (w, b) in linears.items()}
            self.blocks.append({"norm1": block.norm1, "norm2": block.norm2, **entry})
        self.patch = self.bf16(patch_linear(vit.patch_embed).t())
        self.outputs = fused_outputs(network.head)  # the uploader's fold: conv, 1x1

    def matmul(self, x: torch.Tensor, weight: torch.Tensor, op: str) -> torch.Tensor:
        """``x @ weight`` as the matrix unit computes it at the math fidelity of backbone op
        ``op`` (``program.BACKBONE_FIDELITY``): x as stored (bfloat16, or float32 read as
        TF32), float32 accumulation; exact when nothing is rounded."""
        parts = self.terms(self.tf32(x), weight, BACKBONE_FIDELITY[op])
        return sum(a @ w for a, w in parts)

    def linear(
        self,
        x: torch.Tensor,
        weight: torch.Tensor,
        bias: torch.Tensor | None,
        op: str,
        float32_out: bool = False,
    ) -> torch.Tensor:
        """Activations as stored x rounded weight (in, out) at ``op``'s fidelity, float32
        accumulation; bfloat16 out unless ``float32_out`` (the linears that write the residual
        stream)."""
        out = self.matmul(x, weight, op)
        if bias is not None:
            out = out + self.bf16(bias)
        return out if float32_out else self.bf16(out)

    # ------------------------------------------------------------------ backbone
    def layer_norm(self, x: torch.Tensor, norm: nn.LayerNorm, store=_identity) -> torch.Tensor:
        """float32 in (the residual stream), float32 statistics and out; ``store`` rounds the
        output as kept (the feature taps: bfloat16; the block norms stay float32 and the next
        matmul reads them as TF32)."""
        return store(
            F.layer_norm(x, x.shape[-1:], self.bf16(norm.weight), self.bf16(norm.bias), norm.eps)
        )

    def block_norm(self, x: torch.Tensor, norm: nn.LayerNorm) -> torch.Tensor:
        """A norm after a residual add: the stock ``layer_norm`` (float32 out), or the fused
        kernel's (float32 statistics, the normalised row rounded to bfloat16, then times the
        bfloat16 gamma plus beta, bfloat16 out)."""
        if self.residual_norm == "stock":
            return self.layer_norm(x, norm)
        unit = self.bf16(F.layer_norm(x, x.shape[-1:], eps=norm.eps))
        return self.bf16(unit * self.bf16(norm.weight) + self.bf16(norm.bias))

    def attention(self, x: torch.Tensor, block: dict) -> torch.Tensor:
        heads = self.config.backbone.num_heads
        tokens, dim = x.shape
        qkv = self.linear(x, *block["qkv"], "qkv").reshape(tokens, 3, heads, dim // heads)
        q, k, v = qkv.permute(1, 2, 0, 3).unbind(0)
        scores = self.matmul(q, k.transpose(-1, -2), "attention") * (dim // heads) ** -0.5
        p = torch.exp(scores - scores.amax(-1, keepdim=True))
        context = self.matmul(self.bf16(p), v, "attention") / p.sum(-1, keepdim=True)
        context = self.bf16(context).transpose(0, 1).reshape(tokens, dim)
        return self.linear(context, *block["proj"], "proj", float32_out=True)

    def residual_add(self, x: torch.Tensor, branch: torch.Tensor) -> torch.Tensor:
        """The float32 residual stream plus a block's branch: ``ttnn.add`` of two float32
        tensors runs on the vector unit in float32, so nothing is rounded but the sum."""
        return x + branch

    def backbone(self, image: torch.Tensor) -> list[torch.Tensor]:
        _, height, width = image.shape
        gh, gw = height // PATCH_SIZE, width // PATCH_SIZE
        p = PATCH_SIZE
        order = (3, 1, 0, 2, 4) if self._flip else (1, 3, 0, 2, 4)  # column-major patches
        patches = image.reshape(3, gh, p, gw, p).permute(*order).reshape(gh * gw, -1)
        patches = torch.cat((patches, torch.zeros(1, patches.shape[1])))
        table = embedding_table(self.network, gh, gw, self._flip)[0]  # float32 on the device
        x = self.linear(patches, self.patch, None, "patch", float32_out=True) + table
        features = []
        for index, block in enumerate(self.blocks):
            x = self.residual_add(x, self.attention(self.block_norm(x, block["norm1"]), block))
            h = self.block_norm(x, block["norm2"])
            fc1_weight, fc1_bias = block["fc1"]
            h = self.matmul(h, fc1_weight, "fc1") + self.bf16(fc1_bias)
            h = self.bf16(F.gelu(h))  # GELU fused before the packing
            x = self.residual_add(x, self.linear(h, *block["fc2"], "fc2", float32_out=True))
            if index in self.config.backbone.out_layers:
                norm = self.network.backbone.pretrained.norm
                if index == len(self.blocks) - 1 and self.residual_norm == "fused":
                    features.append(self.block_norm(x, norm))  # the last add's kernel writes it
                else:
                    features.append(self.layer_norm(x, norm, self.bf16))
        return features

    # ------------------------------------------------------------------ head
    # Head maps are float32 (TF32 in the matrix unit's source registers) or bfloat16 in the fast
    # tail; weights bfloat16, float32 accumulation; every matmul / conv at its math fidelity
    # (in0 = the map in source B, in1 = the weights in source A).
    def terms(
        self, a: torch.Tensor, w: torch.Tensor, fidelity: str
    ) -> list[tuple[torch.Tensor, torch.Tensor]]:
        """(in0, in1) operand parts whose exact products sum to the device's product."""
        return [(a, w)] if self.exact else matmul_terms(a, w, fidelity)

    def head_linear(
        self, x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor | None
    ) -> torch.Tensor:
        """(pixels, in) map x rounded weight (in, out) + bias -> float32."""
        out = sum(a @ w for a, w in self.terms(self.tf32(x), weight, self.head_fidelity))
        return out if bias is None else out + self.bf16(bias)

    def conv(self, x: torch.Tensor, module: nn.Conv2d, relu: bool = False) -> torch.Tensor:
        """x (C, h, w) float32 -> TF32 input, bf16 weights, float32 accumulation and output
        (the caller rounds it to the map's storage dtype)."""
        bias = None if module.bias is None else self.bf16(module.bias)
        weight, stride, padding = module.weight, module.stride, module.padding
        if self._flip:  # the transposed map: the transposed kernel
            weight, stride, padding = weight.transpose(-1, -2), stride[::-1], padding[::-1]
        parts = self.terms(self.tf32(x)[None], self.bf16(weight), self.head_fidelity)
        out = sum(F.conv2d(a, w, None, stride, padding) for a, w in parts)[0]
        if bias is not None:
            out = out + bias[:, None, None]
        return out.relu() if relu else out

    def pointwise(self, x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor) -> torch.Tensor:
        """A 1x1 conv (out, in) over a (C, h, w) map -> float32."""
        channels, height, width = x.shape
        pixels = x.reshape(channels, -1).t()
        out = self.head_linear(pixels, self.bf16(weight).t(), bias)
        return out.t().reshape(-1, height, width)

    def resize(
        self,
        x: torch.Tensor,
        height: int,
        width: int,
        store=_identity,
        rows_first: bool = False,
    ) -> torch.Tensor:
        """Columns (R_w @ X[i] for every image row i) then rows (R_h @ X on the (h, W*C) view),
        or rows first: the matrix is in0 in both passes, the map in1; each pass's output stored
        by ``store`` (bf16 in the fast tail)."""
        if (height, width) == tuple(x.shape[-2:]):
            return x
        if self.resize_impl == "fused":  # one kernel: no pass order
            return self.fused_resize(x, height, width, store)
        if rows_first:
            return self.resize_columns(self.resize_rows(x, height, store), width, store)
        return self.resize_rows(self.resize_columns(x, width, store), height, store)

    def fused_resize(self, x: torch.Tensor, height: int, width: int, store) -> torch.Tensor:
        """The resize kernel on the (C, h, w) map: its operands (weights, R_w) in the map's
        dtype (bfloat16 where ``store`` rounds to it, else float32 read as TF32)."""
        if self.exact:
            return fused_resize(x, (height, width))
        operand = self.bf16 if store is self.bf16 else self.tf32
        return fused_resize(
            x,
            (height, width),
            store=store,
            operand=operand,
            matmul=lambda a, b: sum(p @ q for p, q in self.terms(a, b, KERNEL_FIDELITY)),
        )

    def resize_columns(self, x: torch.Tensor, width: int, store=_identity) -> torch.Tensor:
        """The column pass at ``program.COLUMN_FIDELITY`` on the rounded ``column_matrix``
        (unrounded when exact)."""
        channels, h, w = x.shape
        if width == w:
            return x
        columns = interpolation_matrix(w, width) if self.exact else column_matrix(w, width)
        maps = self.tf32(x).permute(1, 2, 0)  # (h, w, C)
        out = sum(a @ b for a, b in self.terms(columns, maps, COLUMN_FIDELITY))
        return store(out.permute(2, 0, 1))  # (C, h, W)

    def resize_rows(self, x: torch.Tensor, height: int, store=_identity) -> torch.Tensor:
        """The row pass at ``resize_fidelity``."""
        channels, h, w = x.shape
        if height == h:
            return x
        rows = self.tf32(interpolation_matrix(h, height))  # (H, h)
        flat = self.tf32(x).permute(1, 0, 2).reshape(h, -1)  # (h, C*W)
        out = sum(a @ b for a, b in self.terms(rows, flat, self.resize_fidelity))
        return store(out.reshape(height, channels, w).permute(1, 0, 2))

    def rows_first(
        self, size: tuple[int, int], conv: nn.Module, element_bytes: tuple[int, int]
    ) -> bool:
        """Whether the device resizes to ``size`` rows first before ``conv``."""
        channels = (conv.in_channels, conv.out_channels)
        return resize_rows_first(size, channels, element_bytes, self.cores, self.l1_bytes)

    def rcu(self, x: torch.Tensor, unit: nn.Module) -> torch.Tensor:
        h = self.conv(x.relu(), unit.conv1, relu=True)
        return self.conv(h, unit.conv2) + x

    def fusion(
        self,
        x: torch.Tensor,
        lateral: torch.Tensor | None,
        block: nn.Module,
        size: tuple[int, int],
        rows_first: bool = False,
    ) -> torch.Tensor:
        if lateral is not None and block.resConfUnit1 is not None:
            x = x + self.rcu(lateral, block.resConfUnit1)
        x = self.rcu(x, block.resConfUnit2)
        x = self.pointwise(x, block.out_conv.weight[:, :, 0, 0], block.out_conv.bias)
        return self.resize(x, *size, rows_first=rows_first)

    def head(
        self, features: list[torch.Tensor], height: int, width: int
    ) -> dict[str, torch.Tensor]:
        head = self.network.head
        gh, gw = height // PATCH_SIZE, width // PATCH_SIZE
        if self._flip:
            gh, gw = gw, gh
        levels = []
        for level, tokens in enumerate(features):
            project = head.projects[level]
            weight = self.bf16(project.weight[:, :, 0, 0].t())
            x = self.head_linear(tokens, weight, project.bias)[: gh * gw]
            x = x.t().reshape(-1, gh, gw)
            layer = head.resize_layers[level]
            if isinstance(layer, nn.ConvTranspose2d):
                weight, bias, s = transposed_conv_as_linear(layer)
                y = self.head_linear(x.flatten(1).t(), self.bf16(weight), bias)
                order = (4, 0, 3, 1, 2) if self._flip else (4, 0, 2, 1, 3)  # kx steps rows
                y = y.reshape(gh, gw, s, s, -1).permute(*order)
                x = y.reshape(-1, gh * s, gw * s)
            elif isinstance(layer, nn.Conv2d):
                x = self.conv(x, layer)
            levels.append(x)
        s = head.scratch
        l1, l2, l3, l4 = (
            self.conv(x, getattr(s, f"layer{i}_rn")) for i, x in enumerate(levels, start=1)
        )
        out = self.fusion(l4, None, s.refinenet4, tuple(l3.shape[-2:]))
        out = self.fusion(out, l3, s.refinenet3, tuple(l2.shape[-2:]))
        out = self.fusion(out, l2, s.refinenet2, tuple(l1.shape[-2:]))
        size = (2 * l1.shape[-2], 2 * l1.shape[-1])
        # the order of the resizes into the full-resolution convs, as on the device
        conv, (weight, bias) = self.outputs  # depth and sky stacked, as on the device
        tail_bytes = 2 if self.program == "fast" else 4
        first = self.rows_first(size, s.output_conv1, (4, tail_bytes))
        out = self.fusion(out, l1, s.refinenet1, size, rows_first=first)
        out = self.tail(self.conv(out, s.output_conv1))  # the tail starts here
        full = (gh * PATCH_SIZE, gw * PATCH_SIZE)
        first = self.rows_first(full, conv, (tail_bytes, tail_bytes))
        out = self.resize(out, *full, self.tail, rows_first=first)
        hidden = self.tail(self.conv(out, conv, relu=True))
        logits = self.pointwise(hidden, weight, bias)  # (2, H, W): depth, sky
        maps = {"depth": torch.exp(logits[0]), "sky": logits[1].relu()}  # float32
        return {k: v.t() if self._flip else v for k, v in maps.items()}

    @torch.no_grad()
    def __call__(self, batch: torch.Tensor) -> dict[str, torch.Tensor]:
        """(B, 3, h, w) float32 -> ``depth`` and ``sky`` (B, h, w), as the device would."""
        outputs = []
        for image in batch:
            gh, gw = (side // PATCH_SIZE for side in image.shape[-2:])
            self._flip = head_transposed(gh, gw) if self.transposed is None else self.transposed
            features = self.backbone(self.bf16(image))
            outputs.append(self.head(features, *image.shape[-2:]))
        return {k: torch.stack([o[k] for o in outputs]) for k in ("depth", "sky")}
