"""The DINOv2 backbone on the device, one function per reference module (``dinov2.py``).

Tokens are (1, N, D) tiles, N = grid_h * grid_w + 1 with the class token last, kept in L1
(interleaved) up to the size ``l1_plan`` allows (``Tuning.token_memory``; DRAM above it). The
residual stream is float32 (1370 x 1024 x 4 B = 5.6 MB at 518x518); the attention projection
and fc2 write float32 into it, and every layer norm reads it and writes float32, which the next
matmul (qkv, fc1) reads as TF32 (no typecast op: its HiFi3 uses 10 mantissa bits of it, see
``blackhole_numerics.fidelity``). Each matmul's math fidelity is ``Tuning.backbone_compute``.
The widest activation, fc1's bfloat16 output, is 11 MB of the ~150 MB of L1, so
at such sizes the memory-bound ops (norms, adds, head splits) stay off DRAM. The four feature
taps go to DRAM: they outlive the backbone, and an L1 tensor left under the head's convs would
clash with their circular buffers.
"""

from __future__ import annotations

from typing import Any, Literal

import ttnn

from ....config.parts import PATCH_SIZE, BackboneConfig
from .one_pass import OnePassAttention
from .residual_norm import FINAL, ResidualNorms
from .tuning import Tuning
from .weights import ACTIVATION_DTYPE, RESIDUAL_DTYPE, BlockWeights, DeviceWeights, NormWeights

# "stock": ttnn's flash SDPA; "one_pass": the compiled TT-Lang kernel (one_pass.py).
AttentionImpl = Literal["stock", "one_pass"]


def layer_norm(
    x: Any, norm: NormWeights, tuning: Tuning, memory_config: Any = None, dtype: Any = None
) -> Any:
    """``nn.LayerNorm`` of the float32 stream, float32 out (what the block's qkv / fc1 read);
    ``dtype`` casts it (the feature taps: bfloat16); in ``memory_config`` (default: where the
    plan keeps the tokens)."""
    memory_config = tuning.token_memory if memory_config is None else memory_config
    out = ttnn.layer_norm(
        x,
        epsilon=norm.eps,
        weight=norm.weight,
        bias=norm.bias,
        compute_kernel_config=tuning.norm_compute,
        memory_config=tuning.token_memory if dtype is not None else memory_config,
    )
    if dtype is None:
        return out
    cast = ttnn.typecast(out, dtype, memory_config=memory_config)
    ttnn.deallocate(out)
    return cast


def patch_embed(
    image: Any,
    table: Any,
    weights: DeviceWeights,
    tuning: Tuning,
    grid_h: int,
    grid_w: int,
    add_table: bool = True,
) -> Any:
    """``PatchEmbed`` + class token + position embedding.

    image (1, 3, H, W) row-major bfloat16 -> patches (1, HW, 3*14*14) by a reshape/permute on the
    device, one zero row appended for the class token, a linear, then ``table`` (position
    embedding, patch bias, class token) added. A transposed program takes the patches in
    column-major order (``table`` too). ``add_table=False``: the linear's output, the table
    left for the fused residual norm to add.
    """
    p = PATCH_SIZE
    x = ttnn.reshape(image, (3, grid_h, p, grid_w, p))
    # (gh, gw, 3, 14, 14): the conv weight's (c, ky, kx); (gw, gh, ...) when transposed
    x = ttnn.permute(x, (3, 1, 0, 2, 4) if tuning.transposed else (1, 3, 0, 2, 4))
    x = ttnn.reshape(x, (1, grid_h * grid_w, 3 * p * p))
    x = ttnn.pad(x, [(0, 0), (0, 1), (0, 0)], 0.0)
    x = ttnn.to_layout(x, ttnn.TILE_LAYOUT)
    x = ttnn.linear(
        x,
        weights.patch.weight,
        compute_kernel_config=tuning.backbone_compute["patch"],
        core_grid=tuning.core_grid,
        dtype=RESIDUAL_DTYPE,
        memory_config=tuning.token_memory,
    )
    if not add_table:
        return x
    return ttnn.add(x, table, dtype=RESIDUAL_DTYPE, memory_config=tuning.token_memory)


def vit_attention(
    x: Any,
    block: BlockWeights,
    tuning: Tuning,
    num_heads: int,
    attention_impl: AttentionImpl = "stock",
    one_pass: OnePassAttention | None = None,
    layer: int = 0,
) -> Any:
    """``Attention``: fused qkv linear, attention (``attention_impl``: the stock flash SDPA, or
    ``one_pass`` layer ``layer``), output projection (LayerScale folded in) written in float32
    for the residual add."""
    head_dim = x.shape[-1] // num_heads
    qkv = ttnn.linear(
        x,
        block.qkv.weight,
        bias=block.qkv.bias,
        program_config=tuning.matmul["qkv"],
        compute_kernel_config=tuning.backbone_compute["qkv"],
        dtype=ttnn.bfloat16,
        memory_config=tuning.token_memory,
    )
    if attention_impl == "one_pass":
        if one_pass is None:
            raise ValueError("attention_impl='one_pass' needs the layer's OnePassAttention")
        context = one_pass(qkv, layer)  # heads side by side: no split, no concatenation
        ttnn.deallocate(qkv)
    elif attention_impl == "stock":
        q, k, v = ttnn.transformer.split_query_key_value_and_split_heads(
            qkv, num_heads=num_heads, transpose_key=False, memory_config=tuning.token_memory
        )
        ttnn.deallocate(qkv)
        heads = ttnn.transformer.scaled_dot_product_attention(
            q,
            k,
            v,
            is_causal=False,
            scale=head_dim**-0.5,
            program_config=tuning.sdpa,
            compute_kernel_config=tuning.backbone_compute["attention"],
            memory_config=tuning.token_memory,
        )
        for t in (q, k, v):
            ttnn.deallocate(t)
        context = ttnn.transformer.concatenate_heads(heads, memory_config=tuning.token_memory)
    else:
        raise ValueError(f"attention_impl must be 'stock' or 'one_pass', got {attention_impl!r}")
    return ttnn.linear(
        context,
        block.proj.weight,
        bias=block.proj.bias,
        program_config=tuning.matmul["proj"],
        compute_kernel_config=tuning.backbone_compute["proj"],
        dtype=RESIDUAL_DTYPE,
        memory_config=tuning.token_memory,
    )


def vit_mlp(x: Any, block: BlockWeights, tuning: Tuning) -> Any:
    """``Mlp``: fc1 with GELU fused (bfloat16), fc2 (LayerScale folded in, float32 out)."""
    hidden = ttnn.linear(
        x,
        block.fc1.weight,
        bias=block.fc1.bias,
        program_config=tuning.matmul["fc1"],
        compute_kernel_config=tuning.backbone_compute["fc1"],
        dtype=ttnn.bfloat16,
        memory_config=tuning.token_memory,
    )
    out = ttnn.linear(
        hidden,
        block.fc2.weight,
        bias=block.fc2.bias,
        program_config=tuning.matmul["fc2"],
        compute_kernel_config=tuning.backbone_compute["fc2"],
        dtype=RESIDUAL_DTYPE,
        memory_config=tuning.token_memory,
    )
    ttnn.deallocate(hidden)
    return out


def vit_layer(
    x: Any,
    block: BlockWeights,
    tuning: Tuning,
    num_heads: int,
    one_pass: OnePassAttention | None = None,
    layer: int = 0,
) -> Any:
    """``Block``: x + ls1(attn(norm1 x)), then x + ls2(mlp(norm2 x)); the attention is one-pass
    when ``one_pass`` covers ``layer``."""
    h = layer_norm(x, block.norm1, tuning)
    impl: AttentionImpl = "one_pass" if one_pass and one_pass.uses_one_pass(layer) else "stock"
    attn = vit_attention(h, block, tuning, num_heads, impl, one_pass, layer)
    ttnn.deallocate(h)
    x = ttnn.add(x, attn, dtype=RESIDUAL_DTYPE, memory_config=tuning.token_memory)
    ttnn.deallocate(attn)
    h = layer_norm(x, block.norm2, tuning)
    mlp = vit_mlp(h, block, tuning)
    ttnn.deallocate(h)
    out = ttnn.add(x, mlp, dtype=RESIDUAL_DTYPE, memory_config=tuning.token_memory)
    ttnn.deallocate(mlp)
    ttnn.deallocate(x)
    return out


def vit_backbone(
    image: Any,
    table: Any,
    weights: DeviceWeights,
    tuning: Tuning,
    config: BackboneConfig,
    grid_h: int,
    grid_w: int,
    one_pass: OnePassAttention | None = None,
    norms: ResidualNorms | None = None,
) -> list[Any]:
    """``DinoVisionTransformer.forward`` of the monocular models: the final-normed tokens of
    the four ``out_layers`` (class token still last). With ``one_pass`` its layers use the
    one-pass kernel and ``one_pass.guard`` holds their summed guard afterwards; with ``norms``
    the residual adds and the norms after them are the fused kernel (``vit_backbone_fused``)."""
    if one_pass is not None:
        one_pass.start()
    if norms is not None:
        return vit_backbone_fused(
            image, table, weights, tuning, config, grid_h, grid_w, one_pass, norms
        )
    x = patch_embed(image, table, weights, tuning, grid_h, grid_w)
    features = []
    for index, block in enumerate(weights.blocks):
        x = vit_layer(x, block, tuning, config.num_heads, one_pass, index)
        if index in config.out_layers:
            tap = layer_norm(x, weights.norm, tuning, ttnn.DRAM_MEMORY_CONFIG, ACTIVATION_DTYPE)
            features.append(tap)
    ttnn.deallocate(x)
    return features


def vit_backbone_fused(
    image: Any,
    table: Any,
    weights: DeviceWeights,
    tuning: Tuning,
    config: BackboneConfig,
    grid_h: int,
    grid_w: int,
    one_pass: OnePassAttention | None,
    norms: ResidualNorms,
) -> list[Any]:
    """``vit_backbone`` with every residual add and the LayerNorm after it one launch of the
    residual LayerNorm kernel (``residual_norm.py``); the normed rows are bfloat16."""
    memory = tuning.token_memory
    x = patch_embed(image, table, weights, tuning, grid_h, grid_w, add_table=False)
    x, h = norms(x, table, ("norm1", 0), memory, keep_y=True)
    features = []
    last = len(weights.blocks) - 1
    for index, block in enumerate(weights.blocks):
        impl: AttentionImpl = "one_pass" if one_pass and one_pass.uses_one_pass(index) else "stock"
        attn = vit_attention(h, block, tuning, config.num_heads, impl, one_pass, index)
        ttnn.deallocate(h)
        x, h = norms(x, attn, ("norm2", index), memory)
        mlp = vit_mlp(h, block, tuning)
        ttnn.deallocate(h)
        if index == last:
            x, tap = norms(x, mlp, FINAL, memory, ttnn.DRAM_MEMORY_CONFIG)
            if index in config.out_layers:
                features.append(tap)
            else:
                ttnn.deallocate(tap)
            break
        x, h = norms(x, mlp, ("norm1", index + 1), memory)
        if index in config.out_layers:
            features.append(
                layer_norm(x, weights.norm, tuning, ttnn.DRAM_MEMORY_CONFIG, ACTIVATION_DTYPE)
            )
    ttnn.deallocate(x)
    return features
