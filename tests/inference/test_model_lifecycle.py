"""``close()``: it waits for the runs in flight (``concurrency.GatedBackend``), every later call
is refused with a clear ``RuntimeError``, and it can be called again."""

from __future__ import annotations

import threading
import time

import pytest
import torch

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends import RunResult
from tt_depth_anything_3.backends.torch.backend import TorchBackend
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.inference.gate import GatedBackend


class SlowBackend:
    """Runs take ``delay_s``; records what happened in order."""

    name, device, precision, thread_safe, runs_views = "slow", "cpu", "fp32", True, False

    def __init__(self, delay_s: float) -> None:
        self.delay_s = delay_s
        self.events: list[str] = []
        self.started = threading.Event()

    def run(self, batch: torch.Tensor) -> RunResult:
        self.started.set()
        time.sleep(self.delay_s)
        self.events.append("run")
        return RunResult({"depth": batch[:, 0]}, {}, (False,) * batch.shape[0])

    def warmup(self, size: tuple[int, int], batch: int = 1) -> None:
        self.events.append("warmup")

    def describe(self) -> dict:
        return {"name": self.name}

    def close(self) -> None:
        self.events.append("close")


def test_close_waits_for_the_run_in_flight_and_refuses_later_runs() -> None:
    backend = SlowBackend(0.3)
    gated = GatedBackend(backend)
    runner = threading.Thread(target=gated.run, args=(torch.zeros(1, 3, 14, 14),))
    runner.start()
    assert backend.started.wait(5)
    gated.close()  # enters only after the run
    runner.join(5)
    assert backend.events == ["run", "close"] and gated.closed
    for call in (
        lambda: gated.run(torch.zeros(1, 3, 14, 14)),
        lambda: gated.run_heads(torch.zeros(1, 3, 14, 14)),
        lambda: gated.warmup((14, 14)),
        lambda: gated.open_backend,
    ):
        with pytest.raises(RuntimeError, match="closed"):
            call()
    gated.close()  # idempotent: the backend is closed once
    assert backend.events == ["run", "close"]


def test_shared_runs_overlap_and_exclusive_ones_do_not() -> None:
    backend = SlowBackend(0.2)
    gated = GatedBackend(backend)
    batch = torch.zeros(1, 3, 14, 14)

    def elapsed(shared: bool) -> float:
        start = time.perf_counter()
        threads = [threading.Thread(target=gated.run, args=(batch, shared)) for _ in range(3)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(10)
        return time.perf_counter() - start

    assert elapsed(shared=False) >= 0.6  # one at a time
    assert elapsed(shared=True) < 0.55  # side by side


def test_a_closed_model_refuses_every_call(tiny_metric_checkpoint, photo) -> None:
    model = DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, device="cpu", process_res=70
    )
    assert model(photo).depth.shape == (56, 70) and not model.closed
    model.close()
    assert model.closed and "closed" in repr(model)
    calls = {
        "call": lambda: model(photo),
        "batch": lambda: model([photo, photo]),
        "iter_predict": lambda: next(model.iter_predict([photo])),
        "warmup": lambda: model.warmup(),
        "describe": model.describe,
        "device": lambda: model.device,
    }
    for name, call in calls.items():
        with pytest.raises(RuntimeError, match="model is closed"):
            call()
            pytest.fail(name)
    model.close()  # again: nothing to do


def test_a_closed_model_is_not_entered_again(tiny_metric_checkpoint) -> None:
    """``with model:`` on a closed model entered without a word (its calls then failed)."""
    model = DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, device="cpu", process_res=70
    )
    with model as entered:
        assert entered is model
    assert model.closed
    with pytest.raises(RuntimeError, match="this DepthAnything3 model is closed"):
        with model:
            pytest.fail("entered a closed model")


def test_a_bad_warmup_size_is_refused_before_the_weights_are_read(
    tiny_metric_checkpoint, monkeypatch
):
    """A typo in ``warmup_sizes`` used to be found only in ``warmup()``, after the checkpoint
    was read and the backend opened (then left open)."""
    from tt_depth_anything_3 import api

    def no_load(*args):
        raise AssertionError("the weights were read before the warm-up sizes were checked")

    monkeypatch.setattr(api, "resolve_checkpoint", no_load)
    expected = (
        r"a warmup size \(warmup_sizes: a list of them\) must be an \(h, w\) pair of positive "
        r"multiples of 14, got \(100, 100\)"
    )
    with pytest.raises(InputError, match=expected):
        DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint, device="cpu", warmup_sizes=[(112, 140), (100, 100)]
        )


def test_a_failed_warm_up_closes_the_backend(tiny_metric_checkpoint, monkeypatch):
    """On ``tt`` only ``close`` releases the chip: a warm-up that raises (a compile error, out of
    memory) must not leave the opened backend behind."""
    closed = []
    close = TorchBackend.close

    def failing_warmup(self, size, batch=1):
        raise RuntimeError("simulated device error during warm-up")

    def recorded_close(self):
        closed.append(self)
        close(self)

    monkeypatch.setattr(TorchBackend, "warmup", failing_warmup)
    monkeypatch.setattr(TorchBackend, "close", recorded_close)
    with pytest.raises(RuntimeError, match="simulated device error"):
        DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint, device="cpu", warmup_sizes=[(112, 140)]
        )
    assert len(closed) == 1 and closed[0].network is None


@pytest.mark.parametrize("views", [-1, "2", 2.5, None, True])
def test_warmup_refuses_a_view_count_that_is_not_a_whole_number(tiny_anyview_model, views):
    with pytest.raises(InputError, match="views must be an integer >= 0"):
        tiny_anyview_model.warmup(views=views)


def test_warmup_refuses_more_views_than_fit_in_memory(tiny_anyview_model):
    with pytest.raises(InputError, match="more than .* can take in one reconstruct call"):
        tiny_anyview_model.warmup(views=10**7)
