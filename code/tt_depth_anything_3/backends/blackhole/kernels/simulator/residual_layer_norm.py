"""Residual add + LayerNorm in one TT-Lang pass (LayerScale is folded into the branch weights).

Per 32-token tile row, one node reads the float32 residual stream ``x`` and the branch output
``y`` once and writes both results the next layer needs:
    x_out = x + y                                         (float32 residual stream)
    normed = (x_out - mean) * rsqrt(var + eps) * gamma + beta   (bfloat16, for the next matmul)
The stock path runs three ops over the same rows (``ttnn.add``, ``ttnn.layer_norm`` in float32,
``ttnn.typecast`` to bfloat16); docs/kernels.md has the byte count of both.

Layout (2-D, tile layout): x, y, x_out (tokens, dim) float32; gamma, beta (32, dim) bfloat16 with
every row equal; normed (tokens, dim) bfloat16; tokens a multiple of 32, dim of 32.
Run under the simulator: ``tt-lang-sim residual_layer_norm.py [--no-float32-promotion] --grid
2,2 -- IN.npz OUT.npz`` (arrays x, y, gamma, beta, eps -> x_out, normed).
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
    nodes = ttl.grid_size(dims=1)

    x_dfb = ttl.make_dataflow_buffer_like(x, shape=(1, dim_tiles), block_count=2)
    y_dfb = ttl.make_dataflow_buffer_like(y, shape=(1, dim_tiles), block_count=2)
    gamma_dfb = ttl.make_dataflow_buffer_like(gamma, shape=(1, dim_tiles), block_count=1)
    beta_dfb = ttl.make_dataflow_buffer_like(beta, shape=(1, dim_tiles), block_count=1)
    eps_dfb = ttl.make_dataflow_buffer_like(eps, shape=(1, 1), block_count=1)
    sum_dfb = ttl.make_dataflow_buffer_like(x_out, shape=(1, dim_tiles), block_count=2)
    normed_dfb = ttl.make_dataflow_buffer_like(normed, shape=(1, dim_tiles), block_count=2)

    @ttl.datamovement()
    def read() -> None:
        node = ttl.node(dims=1)
        if node >= rows:  # an idle node: its shared inputs are not read
            return
        with (
            gamma_dfb.reserve() as g_blk,
            beta_dfb.reserve() as b_blk,
            eps_dfb.reserve() as e_blk,
        ):
            tx_g = ttl.copy(gamma[0:1, 0:dim_tiles], g_blk)
            tx_b = ttl.copy(beta[0:1, 0:dim_tiles], b_blk)
            tx_e = ttl.copy(eps[0:1, 0:1], e_blk)
            tx_g.wait()
            tx_b.wait()
            tx_e.wait()
        for row in range(node, rows, nodes):
            with x_dfb.reserve() as x_blk, y_dfb.reserve() as y_blk:
                tx_x = ttl.copy(x[row : row + 1, 0:dim_tiles], x_blk)
                tx_y = ttl.copy(y[row : row + 1, 0:dim_tiles], y_blk)
                tx_x.wait()
                tx_y.wait()

    @ttl.compute()
    def normalize() -> None:
        node = ttl.node(dims=1)
        if node >= rows:  # an idle node: its shared inputs are not read
            return
        with gamma_dfb.wait() as g_blk, beta_dfb.wait() as b_blk, eps_dfb.wait() as e_blk:
            scale = ttl.block.fill(inv_dim, shape=(1, 1))
            for _ in range(node, rows, nodes):
                with x_dfb.wait() as x_blk, y_dfb.wait() as y_blk:
                    total = x_blk + y_blk
                    with sum_dfb.reserve() as s_blk:  # the residual stream, written once
                        s_blk.store(total)
                    mean = ttl.math.reduce_sum(total, dims=[1], shape=(1, 1)) * scale
                    centred = total - ttl.block.broadcast(mean, dims=[1], shape=(1, dim_tiles))
                    var = ttl.math.reduce_sum(centred * centred, dims=[1], shape=(1, 1)) * scale
                    inv_std = ttl.math.rsqrt(var + e_blk)
                    scaled = centred * ttl.block.broadcast(inv_std, dims=[1], shape=(1, dim_tiles))
                    with normed_dfb.reserve() as n_blk:
                        n_blk.store(scaled * g_blk + b_blk)

    @ttl.datamovement()
    def write() -> None:
        node = ttl.node(dims=1)
        for row in range(node, rows, nodes):
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
