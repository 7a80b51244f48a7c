"""Residual add + LayerNorm in one TT-Lang pass (LayerScale is folded into the branch weights).

Per 32-token tile row, one node reads the float32 residual stream ``x`` and the branch output
``y`` once and writes both results the next layer needs:
    x_out = x + y                                         (float32 residual stream)
    normed = (x_out - mean) * rsqrt(var + eps) * gamma + beta   (bfloat16, for the next matmul)
The stock path runs three ops over the same rows (``ttnn.add``, ``ttnn.layer_norm`` in float32,
``ttnn.typecast`` to bfloat16); docs/kernels.md has the byte count of both.

Layout (2-D, tile layout): x, y, x_out (tokens, dim) float32; gamma, beta (32, dim) bfloat16
with every row equal; eps one float32 tile; normed (tokens, dim) bfloat16; tokens and dim
multiples of 32. Compiled by ``kernels.build`` (tt-lang 1.1.1, compile-only on the mock); the
simulator runs its copy (``kernels.simulator_kernel_path``), not this file.
"""

import sys

import torch
import ttl
import ttnn

TILE = 32


@ttl.operation(grid="full")
def residual_layer_norm(
    x: ttnn.Tensor,
    y: ttnn.Tensor,
    gamma: ttnn.Tensor,
    beta: ttnn.Tensor,
    eps: ttnn.Tensor,
    x_out: ttnn.Tensor,
    normed: ttnn.Tensor,
) -> None:
    rows = x.shape[0] // TILE
    dim_tiles = x.shape[1] // TILE
    inv_dim = 1.0 / x.shape[1]
    grid_cols, grid_rows = ttl.grid_size(dims=2)
    # The nodes at work: the first ``active_rows`` rows of the grid (a rectangle, which the
    # compiler can check the multicast below against), each taking ``rows_per_node`` tile rows
    # n, n + active, ... modulo rows: a node past the last row redoes one (same bytes written).
    rows_per_node = -(-rows // (grid_cols * grid_rows))
    active_rows = -(-rows // (rows_per_node * grid_cols))
    active = active_rows * grid_cols

    # Single-buffered rows: at dim 1024 a float32 row of tiles is 128 KiB, and what follows
    # (6 such blocks and 3 bfloat16 ones, 0.83 MiB) has to fit the L1 the device program leaves
    # for CBs at its largest sizes. gamma and beta are bfloat16 (read once per node).
    x_dfb = ttl.make_dataflow_buffer_like(x, shape=(1, dim_tiles), block_count=1)
    y_dfb = ttl.make_dataflow_buffer_like(y, shape=(1, dim_tiles), block_count=1)
    gamma_dfb = ttl.make_dataflow_buffer_like(gamma, shape=(1, dim_tiles), block_count=1)
    beta_dfb = ttl.make_dataflow_buffer_like(beta, shape=(1, dim_tiles), block_count=1)
    eps_dfb = ttl.make_dataflow_buffer_like(eps, shape=(1, 1), block_count=1)
    sum_dfb = ttl.make_dataflow_buffer_like(x_out, shape=(1, dim_tiles), block_count=1)
    normed_dfb = ttl.make_dataflow_buffer_like(normed, shape=(1, dim_tiles), block_count=1)
    unit_dfb = ttl.make_dataflow_buffer_like(normed, shape=(1, dim_tiles), block_count=1)
    # float32 intermediates of the compute thread: the reduce scaler 1 / dim; the row mean,
    # variance and inverse std (one tile); ``row``: the sum, then its centred square; ``wide``:
    # the centred row, then the normalised one. The mean and the inverse std are broadcast
    # inside the expression that uses them (no CB of their own). A block is only waited for
    # at the front of its CB (never a second wait while one is held), and every reduce input
    # is a CB block, so the compiler allocates no CB of its own.
    scale_dfb = ttl.make_dataflow_buffer_like(x, shape=(1, 1), block_count=1)
    stat_dfb = ttl.make_dataflow_buffer_like(x, shape=(1, 1), block_count=2)
    row_dfb = ttl.make_dataflow_buffer_like(x, shape=(1, dim_tiles), block_count=1)
    wide_dfb = ttl.make_dataflow_buffer_like(x, shape=(1, dim_tiles), block_count=1)

    # gamma and beta: read from DRAM by node (0, 0) only and multicast to the nodes at work.
    # One net per receiving CB (the compiler pairs a pipe with one receiver CB).
    weights_net = ttl.PipeNet(
        [ttl.Pipe(src=(0, 0), dst=(slice(0, grid_cols), slice(0, active_rows)))]
    )
    beta_net = ttl.PipeNet([ttl.Pipe(src=(0, 0), dst=(slice(0, grid_cols), slice(0, active_rows)))])

    @ttl.datamovement()
    def read() -> None:
        node_col, node_row = ttl.node(dims=2)
        if weights_net.is_active():  # the nodes at work; the others read nothing
            with gamma_dfb.reserve() as g_blk, beta_dfb.reserve() as b_blk:
                if node_col == 0 and node_row == 0:
                    tx_g = ttl.copy(gamma[0:1, 0:dim_tiles], g_blk)
                    tx_b = ttl.copy(beta[0:1, 0:dim_tiles], b_blk)
                    tx_g.wait()
                    tx_b.wait()
                weights_net.if_src(lambda pipe: ttl.copy(g_blk, pipe).wait())
                weights_net.if_dst(lambda pipe: ttl.copy(pipe, g_blk).wait())
                beta_net.if_src(lambda pipe: ttl.copy(b_blk, pipe).wait())
                beta_net.if_dst(lambda pipe: ttl.copy(pipe, b_blk).wait())
            with eps_dfb.reserve() as e_blk:
                ttl.copy(eps[0:1, 0:1], e_blk).wait()
            for local in range(rows_per_node):
                row = (node_row * grid_cols + node_col + local * active) % rows
                with x_dfb.reserve() as x_blk, y_dfb.reserve() as y_blk:
                    tx_x = ttl.copy(x[row : row + 1, 0:dim_tiles], x_blk)
                    tx_y = ttl.copy(y[row : row + 1, 0:dim_tiles], y_blk)
                    tx_x.wait()
                    tx_y.wait()

    @ttl.compute()
    def normalize() -> None:
        if weights_net.is_active():  # the nodes at work
            with scale_dfb.reserve() as sc_blk:
                sc_blk.store(ttl.math.fill(sc_blk, inv_dim))
            with (
                gamma_dfb.wait() as g_blk,
                beta_dfb.wait() as b_blk,
                eps_dfb.wait() as e_blk,
                scale_dfb.wait() as scale,
            ):
                for _ in range(rows_per_node):
                    with x_dfb.wait() as x_blk, y_dfb.wait() as y_blk:
                        with sum_dfb.reserve() as s_blk:  # the residual stream, written once
                            s_blk.store(x_blk + y_blk)
                        with row_dfb.reserve() as t_blk:
                            t_blk.store(x_blk + y_blk)
                    with row_dfb.wait() as t_blk:
                        with stat_dfb.reserve() as m_blk:  # the row mean
                            m_blk.store(ttl.math.reduce_sum(t_blk, scale, dims=[1]))
                        with stat_dfb.wait() as m_blk, wide_dfb.reserve() as c_blk:
                            c_blk.store(t_blk - ttl.math.broadcast(m_blk, c_blk, dims=[1]))
                    with wide_dfb.wait() as c_blk:  # the centred row
                        with row_dfb.reserve() as q_blk:
                            q_blk.store(c_blk * c_blk)
                        with row_dfb.wait() as q_blk, stat_dfb.reserve() as v_blk:
                            v_blk.store(ttl.math.reduce_sum(q_blk, scale, dims=[1]))
                        with stat_dfb.wait() as v_blk, stat_dfb.reserve() as i_blk:
                            i_blk.store(ttl.math.rsqrt(v_blk + e_blk))
                        with stat_dfb.wait() as i_blk, row_dfb.reserve() as r_blk:
                            r_blk.store(c_blk * ttl.math.broadcast(i_blk, r_blk, dims=[1]))
                    with row_dfb.wait() as r_blk, unit_dfb.reserve() as u_blk:
                        u_blk.store(ttl.math.typecast(r_blk, ttnn.bfloat16))
                    with unit_dfb.wait() as u_blk, normed_dfb.reserve() as n_blk:
                        n_blk.store(u_blk * g_blk + b_blk)  # bfloat16 operands, as stock

    @ttl.datamovement()
    def write() -> None:
        node_col, node_row = ttl.node(dims=2)
        if weights_net.is_active():  # the nodes at work
            for local in range(rows_per_node):
                row = (node_row * grid_cols + node_col + local * active) % rows
                with sum_dfb.wait() as s_blk:
                    ttl.copy(s_blk, x_out[row : row + 1, 0:dim_tiles]).wait()
                with normed_dfb.wait() as n_blk:
                    ttl.copy(n_blk, normed[row : row + 1, 0:dim_tiles]).wait()


def run(inputs: dict[str, torch.Tensor]) -> dict[str, torch.Tensor]:
    """x, y (tokens, dim), gamma, beta (dim,), eps () -> ``x_out`` and ``normed``."""
    device = ttnn.open_device(device_id=0)

    def upload(t: torch.Tensor, dtype: object = ttnn.float32) -> ttnn.Tensor:
        return ttnn.from_torch(t.float(), dtype=dtype, layout=ttnn.TILE_LAYOUT, device=device)

    tokens, dim = inputs["x"].shape
    x_out = upload(torch.zeros(tokens, dim))
    normed = upload(torch.zeros(tokens, dim), ttnn.bfloat16)
    residual_layer_norm(
        upload(inputs["x"]),
        upload(inputs["y"]),
        upload(inputs["gamma"].reshape(1, dim).expand(TILE, dim), ttnn.bfloat16),
        upload(inputs["beta"].reshape(1, dim).expand(TILE, dim), ttnn.bfloat16),
        upload(torch.full((TILE, TILE), float(inputs["eps"]))),
        x_out,
        normed,
    )
    result = {"x_out": ttnn.to_torch(x_out).float(), "normed": ttnn.to_torch(normed).float()}
    ttnn.close_device(device)
    return result


if __name__ == "__main__":
    from tt_depth_anything_3.backends.blackhole.kernels.npz_main import npz_main

    sys.exit(npz_main(run, sys.argv[1:], "residual_layer_norm.py"))
