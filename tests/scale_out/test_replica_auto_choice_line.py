"""Each Ray replica says once, on its stderr (its log, which Ray passes on to the driver's),
what ``runtime="auto"`` chose for its model and why (a follow-up of s47-rt): the
``predict-dataset`` replicas said it, the ``serve --ray`` replicas (``DepthReplica``) and the
chunked reconstruction's (``ChunkReplica``, ``scale_out/stream.py``) did not. Units, with the
model's load stood in for: no Ray cluster."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tt_depth_anything_3.api import DepthAnything3
from tt_depth_anything_3.backends.runtimes.select import decision_line
from tt_depth_anything_3.scale_out import serve
from tt_depth_anything_3.scale_out.resources import ReplicaResources
from tt_depth_anything_3.scale_out.stream import ChunkReplica

DECISION = {"choice": "onnxruntime", "precision": "fp32", "tried": [],
            "reason": "fastest installed candidate on this CPU's rule passing the gate"}  # fmt: skip
LINE = f"tt-da3: {decision_line(DECISION)}\n"


class Loaded:
    """A loaded model as far as a replica's start reads it."""

    def __init__(self, decision: dict | None) -> None:
        self.auto_runtime = decision
        self.closed = False


@pytest.fixture(autouse=True)
def no_replica_setup(monkeypatch):
    """The replica's device as given, torch's threads left alone."""
    monkeypatch.setattr(serve, "enter_replica", lambda r: (r.replica_device(), None))
    monkeypatch.setattr("tt_depth_anything_3.scale_out.stream.enter_replica",
                        lambda r: (r.replica_device(), None))  # fmt: skip


@pytest.mark.parametrize("decision", [DECISION, None])
def test_a_chunk_replica_says_what_auto_chose_once(monkeypatch, capsys, decision):
    monkeypatch.setattr(DepthAnything3, "from_pretrained",
                        classmethod(lambda cls, **kw: Loaded(decision)))  # fmt: skip
    replica = ChunkReplica({"weights_path": "w", "runtime": "auto"}, ReplicaResources())
    assert replica.started() is None
    assert capsys.readouterr().err == (LINE if decision else "")


@pytest.mark.parametrize("decision", [DECISION, None])
def test_a_serve_replica_says_what_auto_chose_once(monkeypatch, capsys, decision):
    pytest.importorskip("fastapi")
    from tt_depth_anything_3 import server
    from tt_depth_anything_3.server import startup

    monkeypatch.setattr(startup, "load_model", lambda settings: Loaded(decision))
    app = SimpleNamespace(state=SimpleNamespace(server=SimpleNamespace()))
    monkeypatch.setattr(server, "create_app", lambda settings, model: app)
    monkeypatch.setattr(serve, "replica_id", lambda: "replica-1")
    replica = serve.DepthReplica({"weights": "w", "warmup": False}, ReplicaResources())
    assert replica.start_error is None
    assert capsys.readouterr().err == (LINE if decision else "")
