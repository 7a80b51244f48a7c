"""The device program at the CI subset of input sizes on the mock p150a (11x10, worker dispatch).

Each size is built and run eagerly: ttnn validates every op and allocates its circular buffers
and L1 exactly as on silicon, so a plan that does not fit fails here. The network is
DA3Metric-Large with 4 of its 24 blocks (``checkpoints.reduced_depth_architecture``): every op,
width and memory plan of the full model, fewer repeats of the block (OPT_REPORT shows the peak
L1 per core is the same). After each size ``TTNNBackend.release`` must leave the device's L1 and
DRAM as they were, and a size made to fail on purpose must raise a ValueError naming it, free
what it allocated and leave the next size running. Both with the default program (fast, with
the residual LayerNorm and resize kernels' shipped compiles) and with the stock ops.
"""

from __future__ import annotations

from pathlib import Path

import pytest

ttnn = pytest.importorskip("ttnn")

import numpy as np  # noqa: E402
import torch  # noqa: E402

import tt_depth_anything_3.backends.blackhole.device.programs as programs_module  # noqa: E402
from support.checkpoints import reduced_depth_architecture, write_checkpoint  # noqa: E402
from support.device_sizes import CI_SIZES, WARMUP_SIZES  # noqa: E402
from tt_depth_anything_3 import DepthAnything3  # noqa: E402
from tt_depth_anything_3.backends.blackhole.device import TTNNBackend  # noqa: E402
from tt_depth_anything_3.backends.torch.loading import build_network  # noqa: E402
from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint  # noqa: E402

KITTI = (375, 1242)  # a KITTI frame -> 154x504 at process_res=504
FAIL_SIZE = (1036, 1036)  # made to fail: planned for 4x the L1 a core has
REAL_TUNING_FOR = programs_module.tuning_for


@pytest.fixture(scope="module")
def reduced_checkpoint(tmp_path_factory) -> Path:
    return write_checkpoint(
        tmp_path_factory.mktemp("da3metric_large_4_blocks"),
        "da3metric-large",
        seed=0,
        tiny=False,
        architecture=reduced_depth_architecture(4),
    )


def overcommitted_tuning_for(config, grid, height, width, batch=1, *, l1_bytes, **kernels):
    """``tuning_for`` that plans ``FAIL_SIZE`` for a core with 4x its L1: the tokens stay in L1
    and the linears' whole-output circular buffers outgrow it (ttnn refuses the program)."""
    if (height, width) == FAIL_SIZE:
        l1_bytes *= 4
    return REAL_TUNING_FOR(config, grid, height, width, batch, l1_bytes=l1_bytes, **kernels)


def test_default_load_and_a_failing_size_through_the_api(
    mock_p150a, reduced_checkpoint, monkeypatch
):
    """``from_pretrained(device="tt", trace=False)`` warms its default sizes; a KITTI frame
    runs at 154x504; a size the device refuses is a ValueError and the model runs on."""
    model = DepthAnything3.from_pretrained(
        weights_path=reduced_checkpoint, device="tt", trace=False
    )
    with model:
        assert model.warmed_sizes == WARMUP_SIZES
        kernels = model.describe()["backend"]["kernels"]
        assert kernels["tt_lang_kernels"] == ["residual_layer_norm", "resize_bilinear"]
        out = model(np.full((*KITTI, 3), 128, np.uint8))
        assert out.model_input_size == (154, 504) and out.depth.shape == (154, 504)

        monkeypatch.setattr(programs_module, "tuning_for", overcommitted_tuning_for)
        with pytest.raises(ValueError, match=r"cannot run at network input 1036x1036 .*L1"):
            model.warmup(FAIL_SIZE)
        assert FAIL_SIZE not in model.warmed_sizes
        out = model(np.full((*KITTI, 3), 128, np.uint8))  # the device is still usable
        assert out.depth.shape == (154, 504)


@pytest.fixture(scope="module", params=["default", "stock"])
def backend(mock_p150a, reduced_checkpoint, request):
    files = resolve_checkpoint("", None, reduced_checkpoint)
    kernels = {} if request.param == "default" else {"residual_norm": "stock", "resize": "stock"}
    backend = TTNNBackend(build_network(files.config, files.weights), trace=False, **kernels)
    expected = "fused" if request.param == "default" else "stock"
    assert (backend.residual_norm, backend.resize) == (expected, expected)
    yield backend
    backend.close()


def test_failed_size_releases_everything(backend, monkeypatch):
    baseline = backend.memory_in_use()
    monkeypatch.setattr(programs_module, "tuning_for", overcommitted_tuning_for)
    with pytest.raises(ValueError, match=r"1036x1036 on this 11x10 grid \(\w+\.py:\d+ "):
        backend.warmup(FAIL_SIZE)
    assert backend.memory_in_use() == baseline  # L1 tokens and DRAM of the failed program
    assert backend.describe()["sizes"] == []
    backend.warmup((14, 280))  # the next size builds and runs
    backend.release((14, 280))
    assert backend.memory_in_use() == baseline


def test_a_release_drops_every_captured_trace(backend, monkeypatch):
    """Releasing a size clears ttnn's program cache, from which every captured trace replays
    its binaries (tt-mlir issue 7609): the other sizes' traces are released with it, to be
    captured again on their next call. (The mock captures no trace: one is stood in for.)"""
    released = []
    monkeypatch.setattr(programs_module.ttnn, "release_trace", lambda _, t: released.append(t))
    backend.warmup((14, 280))
    kept = backend.programs.get(14, 280, "stock")  # built by the warm-up
    kept.trace_id = "a trace of 14x280"  # as trace mode on a chip leaves it
    backend.release((28, 280))  # another size (built or not)
    assert released == ["a trace of 14x280"] and kept.trace_id is None
    backend.release((14, 280))


def test_the_least_recently_used_size_is_released(backend, monkeypatch):
    """A server that sees many sizes holds at most ``TT_DA3_TT_SIZES`` of them: a new size
    beyond it first releases the least recently used one (its DRAM back), and a released size
    returns by being built again."""
    monkeypatch.setattr(backend.programs, "sizes", programs_module.LruCache(2))
    baseline = backend.memory_in_use()
    released = []
    release = backend.programs.release
    monkeypatch.setattr(backend.programs, "release", lambda s: (released.append(s), release(s)))
    for size in [(14, 280), (14, 504), (14, 280), (504, 14)]:  # shipped CI sizes
        assert backend.run(torch.zeros(1, 3, *size)).heads["depth"].shape == (1, *size)
    assert released == [(14, 504)]  # 14x280 ran since: the least recently used was 14x504
    assert backend.describe()["sizes"] == [(14, 280), (504, 14)]
    assert backend.describe()["sizes_limit"] == 2
    backend.release((504, 14))
    backend.release((14, 280))
    assert backend.memory_in_use() == baseline and backend.programs.sizes.keys() == []


def test_the_sizes_held_come_from_the_environment(monkeypatch):
    monkeypatch.setenv("TT_DA3_TT_SIZES", "3")
    assert programs_module.tt_sizes_limit() == 3
    monkeypatch.delenv("TT_DA3_TT_SIZES")
    assert programs_module.tt_sizes_limit() == programs_module.DEFAULT_TT_SIZES == 4


@pytest.mark.parametrize(
    "size", [s for s in CI_SIZES if s not in WARMUP_SIZES], ids=lambda s: f"{s[0]}x{s[1]}"
)
def test_size_runs_and_releases(backend, size):
    baseline = backend.memory_in_use()
    heads = backend.run(torch.zeros(1, 3, *size)).heads
    assert heads["depth"].shape == (1, *size) and heads["sky"].shape == (1, *size)
    assert backend.memory_in_use() != baseline  # the size's program holds DRAM
    backend.release(size)
    assert backend.memory_in_use() == baseline
