"""``runtime="torch", dtype="auto"`` on a warm cache: the single-image gate's figures cached by
an earlier load, ``gate_torch_auto`` built no candidate and returned none, so the factory took
the plain path: the views graph ran at the reduced precision ungated and ``auto_precision`` had
no ``views`` entry (the first load's were gated). Now the passing candidate is built and served
on a warm cache as on a cold one."""

from __future__ import annotations

from tt_depth_anything_3 import backends
from tt_depth_anything_3.backends.runtimes import torch_gate
from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint


def test_a_cached_gate_still_serves_its_candidate(tiny_metric_checkpoint, monkeypatch):
    real = torch_gate.run_gate
    ran = []

    def passing(candidate, shape, reference, identity=None):  # the figures: not tested here
        ran.append(shape)
        return {**real(candidate, shape, reference, identity), "passed": True}

    monkeypatch.setattr(torch_gate, "run_gate", passing)
    files = resolve_checkpoint("local", weights_path=tiny_metric_checkpoint)
    spec = backends.parse_device("cpu")
    decision = {"choice": "bf16", "rule": "bf16", "probe": {"enabled": True}}
    served = []
    for _ in range(2):  # a cold gate cache, then a warm one
        decided, backend = torch_gate.gate_torch_auto(
            files.config, files.weights, (28, 28), dict(decision),
            lambda chosen: backends.create(spec, files.config, files.weights, chosen),
        )  # fmt: skip
        assert decided["choice"] == "bf16" and decided["gate"]["passed"]
        served.append(backend)
        assert backend is not None and backend.precision == "bf16"
        backend.close()
    assert len(ran) == 2 and served[0] is not served[1]
