"""The host side of the one-pass guard: NaN tallies and the padded query rows (no ttl, no ttnn)."""

from __future__ import annotations

import math

import torch

from tt_depth_anything_3.backends.blackhole.one_pass import (
    TILE,
    AttentionCalibration,
    GuardReport,
    GuardWindow,
    calibrate_attention,
    guard_counts,
    padded_row_counts,
    padded_rows_in_window,
)

NODES = 110  # one tile row per node


def guard_tensor(entries: dict[tuple[int, int], float]) -> torch.Tensor:
    """A guard tensor with ``(node, flag) -> tally`` at element (0, 0) of each tile."""
    guard = torch.zeros(NODES * TILE, 3 * TILE)
    for (node, flag), value in entries.items():
        guard[node * TILE, flag * TILE] = value
    return guard


def test_guard_counts_of_finite_tallies() -> None:
    counts = guard_counts(guard_tensor({(0, 0): 3.0, (5, 1): 2.0, (7, 2): 1.0}))
    assert counts.dtype == torch.int64 and counts.tolist() == [3, 2, 1]


def test_a_nan_node_counts_non_finite_and_leaves_other_counts() -> None:
    """The compiled kernel turns a node's three tallies NaN on a NaN row sum; casting NaN to
    int64 is undefined (INT64_MIN on x86, 0 on aarch64): the count must not depend on it."""
    counts = guard_counts(guard_tensor({(0, 0): 3.0, (5, 0): math.nan}))
    assert counts.tolist() == [3, 0, 1]
    nan_node = {(3, flag): math.nan for flag in range(3)}
    counts = guard_counts(guard_tensor(nan_node))
    assert counts.tolist() == [0, 0, 1]
    assert GuardReport.from_counts(counts).tripped
    inf_node = guard_counts(guard_tensor({(1, 1): math.inf, (2, 1): 4.0}))
    assert inf_node.tolist() == [0, 4, 1]


def test_guard_report_of_nan_float_counts_trips() -> None:
    report = GuardReport.from_counts(torch.tensor([[math.nan, 0.0, 0.0], [2.0, 0.0, 0.0]]))
    assert report == GuardReport(overflow=2, underflow=0, non_finite=1) and report.tripped
    assert GuardReport.from_counts(torch.tensor([1, 2, 3])) == GuardReport(1, 2, 3)


def test_padded_row_counts_with_a_per_head_shift() -> None:
    """1370 tokens: 6 padded rows per head; a head shifted by -59 nats leaves the window."""
    assert padded_row_counts(1370, 2, 0.0).tolist() == [0, 0, 0]
    s_h = torch.tensor([0.0, -59.0])
    assert padded_row_counts(1370, 2, 0.0, s_h=s_h).tolist() == [6, 0, 0]
    assert padded_row_counts(1370, 2, 0.0, s_h=torch.tensor([70.0, 0.0])).tolist() == [0, 6, 0]
    assert padded_row_counts(1376, 2, 0.0, s_h=s_h).tolist() == [0, 0, 0]  # whole tiles
    assert padded_row_counts(1370, 16, 68.0).tolist() == [0, 96, 0]
    assert not padded_rows_in_window(1370, 16, 68.0)
    assert padded_rows_in_window(1376, 16, 68.0) and padded_rows_in_window(1370, 16, 7.0)


class _Block(torch.nn.Module):
    """An attention block whose scores are ``boost`` times those of the input: SDPA inside."""

    def __init__(self, heads: int, boost: float) -> None:
        super().__init__()
        self.attn = _Attention(heads, boost)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.attn(x)


class _Attention(torch.nn.Module):
    def __init__(self, heads: int, boost: float) -> None:
        super().__init__()
        self.heads, self.boost = heads, boost

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q = x.reshape(1, x.shape[1], self.heads, -1).transpose(1, 2) * self.boost
        return torch.nn.functional.scaled_dot_product_attention(q, q, q).transpose(1, 2)


class _Network(torch.nn.Module):
    """What ``calibrate_attention`` reads of a network: backbone.pretrained.blocks, config."""

    def __init__(self, tokens: int, boosts: tuple[float, ...]) -> None:
        super().__init__()
        self.tokens = tokens
        self.backbone = torch.nn.Module()
        self.backbone.pretrained = torch.nn.Module()
        self.backbone.pretrained.blocks = torch.nn.ModuleList(_Block(2, b) for b in boosts)
        self.config = type("Config", (), {"model_name": "toy"})()

    def forward(self, image: torch.Tensor) -> torch.Tensor:
        x = image.reshape(1, -1)[:, : self.tokens * 128].reshape(1, self.tokens, 128)
        for block in self.backbone.pretrained.blocks:
            block(x)
        return x


def _calibrate(tokens: int) -> AttentionCalibration:
    torch.manual_seed(0)
    network = _Network(tokens, (0.1, 2.0))
    images = [(f"i{n}", torch.randn(3, 64, 64) * 0.01 + 1.0) for n in range(2)]
    return calibrate_attention(network, images, margin=1.0, window=GuardWindow(-20.0, 20.0))


def test_calibration_marks_stock_a_layer_whose_padded_rows_leave_the_window() -> None:
    """Layer 1's scores are large (c_layer far from ln(tokens)): its real rows fit the window,
    its zero-query padded rows (row sum tokens * exp(-c_layer)) would not at 90 tokens."""
    calibration = _calibrate(90)
    first, second = calibration.layers
    assert first.one_pass and first.headroom >= 1.0
    assert second.headroom >= 1.0 and math.log(90) - second.c_layer < -20.0
    assert not second.one_pass
    assert calibration.notes == {"padded_rows_stock": [1]}
    assert padded_rows_in_window(90, 2, first.c_layer, calibration.window)


def test_calibration_keeps_the_layer_when_the_tokens_fill_their_tiles() -> None:
    calibration = _calibrate(96)
    assert [layer.one_pass for layer in calibration.layers] == [True, True]
    assert calibration.notes == {}
