"""``close()``: it waits for the runs in flight (``concurrency.GatedBackend``), every later call
is refused with a clear ``RuntimeError``, and it can be called again."""

from __future__ import annotations

import threading
import time

import pytest
import torch

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends import RunResult
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
