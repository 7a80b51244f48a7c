"""Bilinear resize (``align_corners=True``) of a channels-last map in one TT-Lang pass.

Per work item (output image row Y, a block of output column tiles) one node reads the row's
two weights once and, per ``cc`` channel tiles, the two input image rows Y interpolates
between, and computes
    s   = a0(Y) * x[y0] + a1(Y) * x[y1]      (the row lerp, on the vector unit)
    out = R_w @ s                            (the column pass, one matmul on the matrix unit)
y0 / y1 come from Y by integers, as ``interpolation_matrix`` places its two weights
(y0 = floor(Y (h - 1) / (H - 1)), at most h - 2); a0 / a1 from ``taps``. The output columns
are ``blocks`` blocks of ``block_wt`` tiles (the last one shifted back to end at the last tile:
tiles common to two blocks are written twice, with equal values); a node works on one block
and keeps its rows of R_w in its CB (read once). Any ratio, up or down; no broadcast matmul
operand; ``numerics/resize_kernel.py`` packs the operands by the same integer formulas.

Layout (2-D, tile layout, one dtype: float32 or bfloat16):
    x    : (h * wt * 32, C)  the input map, image row y = tile rows y * wt ... y * wt + wt - 1
                             (the (1, h, w, C) map's tiles: each image row padded to wt tiles)
    rw   : (block_wt * 32, blocks * wt * 32)  block g (columns g * wt ...): the rows of R_w
                             (W x w, zero past W / w) of output tiles start_g ... + block_wt - 1
    taps : (H * 2 * 32, cc * 32)  per output row Y tile row 2Y filled with a0, 2Y + 1 with a1
    out  : (H * Wt * 32, C)  the output map, image row Y = tile rows Y * Wt ... (zero past W)
with blocks = ceil(Wt / block_wt) and start_g = g * block_wt (the last: Wt - block_wt).
Compiled by ``kernels.build`` (tt-lang 1.1.1, compile-only on the mock p150a); the simulator
runs its copy in tt-lang-sim 1.1.6's spelling (``kernels.simulator_kernel_path``), not this file.
"""

import sys

import torch
import ttl
import ttnn

TILE = 32


@ttl.operation(grid="full")
def resize_bilinear(
    x: ttnn.Tensor,
    rw: ttnn.Tensor,
    taps: ttnn.Tensor,
    out: ttnn.Tensor,
) -> None:
    big_h = taps.shape[0] // (2 * TILE)
    big_wt = -(-out.shape[0] // (TILE * big_h))  # output row width in tiles
    block_wt = rw.shape[0] // TILE  # output tiles per column block
    blocks = -(-big_wt // block_wt)
    wt = rw.shape[1] // TILE // blocks  # input row width in tiles
    h = -(-x.shape[0] // (TILE * wt))
    cc = taps.shape[1] // TILE  # channel tiles per item
    chunks = x.shape[1] // TILE // cc
    items = big_h  # output rows, per column block
    overlap = blocks * block_wt - big_wt  # the last block starts this many tiles early
    last_block = blocks - 1 if blocks > 1 else 1
    # y0 = q - q // last with q = Y * num // den; y1 = y0 + step
    num = h - 1 if h > 1 and big_h > 1 else 0
    den = big_h - 1 if big_h > 1 else 1
    last = h - 1 if h > 1 else 1
    step = 1 if h > 1 else 0
    grid_cols, grid_rows = ttl.grid_size(dims=2)
    lanes = grid_cols * grid_rows // blocks  # nodes per column block
    items_per_node = -(-items // lanes)  # lane l takes items l, l + lanes, ...

    rw_dfb = ttl.make_dataflow_buffer_like(rw, shape=(block_wt, wt), block_count=1)
    x0_dfb = ttl.make_dataflow_buffer_like(x, shape=(wt, cc), block_count=1)
    x1_dfb = ttl.make_dataflow_buffer_like(x, shape=(wt, cc), block_count=1)
    a0_dfb = ttl.make_dataflow_buffer_like(taps, shape=(1, cc), block_count=1)
    a1_dfb = ttl.make_dataflow_buffer_like(taps, shape=(1, cc), block_count=1)
    b0_dfb = ttl.make_dataflow_buffer_like(x, shape=(wt, cc), block_count=1)
    b1_dfb = ttl.make_dataflow_buffer_like(x, shape=(wt, cc), block_count=1)
    s_dfb = ttl.make_dataflow_buffer_like(x, shape=(wt, cc), block_count=1)
    out_dfb = ttl.make_dataflow_buffer_like(out, shape=(block_wt, cc), block_count=2)

    @ttl.datamovement()
    def read() -> None:
        node_col, node_row = ttl.node(dims=2)
        node = node_row * grid_cols + node_col
        block = node % blocks
        lane = node // blocks
        if lane < lanes and lane < items:  # an idle node reads nothing
            with rw_dfb.reserve() as rw_blk:
                ttl.copy(rw[0:block_wt, block * wt : block * wt + wt], rw_blk).wait()
            for local in range(items_per_node):
                item = lane + local * lanes
                if item < items:
                    q = item * num // den
                    y0 = (q - q // last) * wt
                    y1 = y0 + step * wt
                    with a0_dfb.reserve() as a0_blk, a1_dfb.reserve() as a1_blk:
                        tx_0 = ttl.copy(taps[2 * item : 2 * item + 1, 0:cc], a0_blk)
                        tx_1 = ttl.copy(taps[2 * item + 1 : 2 * item + 2, 0:cc], a1_blk)
                        tx_0.wait()
                        tx_1.wait()
                    for chunk in range(chunks):
                        col = chunk * cc
                        with x0_dfb.reserve() as x0_blk, x1_dfb.reserve() as x1_blk:
                            tx_0 = ttl.copy(x[y0 : y0 + wt, col : col + cc], x0_blk)
                            tx_1 = ttl.copy(x[y1 : y1 + wt, col : col + cc], x1_blk)
                            tx_0.wait()
                            tx_1.wait()

    @ttl.compute()
    def interpolate() -> None:
        node_col, node_row = ttl.node(dims=2)
        lane = (node_row * grid_cols + node_col) // blocks
        if lane < lanes and lane < items:  # an idle node computes nothing
            with rw_dfb.wait() as rw_blk:
                for local in range(items_per_node):
                    if lane + local * lanes < items:
                        with a0_dfb.wait() as a0_blk, b0_dfb.reserve() as b0_blk:
                            b0_blk.store(ttl.math.broadcast(a0_blk, b0_blk, dims=[0]))
                        with a1_dfb.wait() as a1_blk, b1_dfb.reserve() as b1_blk:
                            b1_blk.store(ttl.math.broadcast(a1_blk, b1_blk, dims=[0]))
                        with b0_dfb.wait() as b0_blk, b1_dfb.wait() as b1_blk:
                            for _ in range(chunks):
                                with (
                                    x0_dfb.wait() as x0_blk,
                                    x1_dfb.wait() as x1_blk,
                                    s_dfb.reserve() as s_blk,
                                ):
                                    s_blk.store(x0_blk * b0_blk + x1_blk * b1_blk)
                                with s_dfb.wait() as s_blk, out_dfb.reserve() as o_blk:
                                    o_blk.store(rw_blk @ s_blk)

    @ttl.datamovement()
    def write() -> None:
        node_col, node_row = ttl.node(dims=2)
        node = node_row * grid_cols + node_col
        block = node % blocks
        lane = node // blocks
        if lane < lanes:
            start = block * block_wt - (block // last_block) * overlap
            for local in range(items_per_node):
                item = lane + local * lanes
                if item < items:
                    first = item * big_wt + start
                    for chunk in range(chunks):
                        col = chunk * cc
                        with out_dfb.wait() as o_blk:
                            ttl.copy(o_blk, out[first : first + block_wt, col : col + cc]).wait()


def run(inputs: dict[str, torch.Tensor]) -> dict[str, torch.Tensor]:
    """x, rw, taps (``resize_kernel.pack_resize``; float32) and the output size ``size``
    (H, W) -> ``out`` (H * Wt * 32, C)."""
    device = ttnn.open_device(device_id=0)

    def upload(t: torch.Tensor) -> ttnn.Tensor:
        tile = ttnn.TILE_LAYOUT
        return ttnn.from_torch(t.float(), dtype=ttnn.float32, layout=tile, device=device)

    x, rw, taps = inputs["x"], inputs["rw"], inputs["taps"]
    big_h, big_w = (int(v) for v in inputs["size"])
    out = upload(torch.zeros(big_h * -(-big_w // TILE) * TILE, x.shape[1]))
    resize_bilinear(upload(x), upload(rw), upload(taps), out)
    result = {"out": ttnn.to_torch(out).float()}
    ttnn.close_device(device)
    return result


if __name__ == "__main__":
    from tt_depth_anything_3.backends.blackhole.kernels.npz_main import npz_main

    sys.exit(npz_main(run, sys.argv[1:], "resize_bilinear.py"))
