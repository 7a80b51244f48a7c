"""What ``runtime="auto"`` chose for a replica's model, and why, is said once: by the
``serve --ray`` replicas (``DepthReplica``) on their stderr (Ray passes it on to the driver's),
and by the driver of the jobs whose replicas' stderr does not reach the terminal (the CLI
starts Ray with ``log_to_driver=False``): ``predict-dataset`` / ``eval-kitti --replicas``
(``DepthPredictor`` sends it back with every row) and ``video --replicas`` (``ChunkReplica``,
asked by ``ReplicaChunks``). An outside test saw ``predict-dataset --runtime auto`` print
nothing. Units, with the model's load and Ray stood in for: no Ray cluster."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tt_depth_anything_3.api import DepthAnything3
from tt_depth_anything_3.backends.runtimes.select import decision_line
from tt_depth_anything_3.scale_out import serve
from tt_depth_anything_3.scale_out.resources import ReplicaResources

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


class Remote:
    """``ray.remote(cls)`` run here: each ``actor.method.remote(...)`` is the call's result."""

    def __init__(self, cls: type) -> None:
        self.cls = cls

    def options(self, **kwargs: object) -> Remote:
        return self

    def remote(self, *args: object) -> SimpleNamespace:
        obj = self.cls(*args)
        methods = ("started", "where", "chose")
        return SimpleNamespace(**{m: SimpleNamespace(remote=getattr(obj, m)) for m in methods})


@pytest.mark.parametrize("decision", [DECISION, None])
def test_video_replicas_choice_is_said_once_by_the_driver(monkeypatch, capsys, decision):
    ray = pytest.importorskip("ray")
    from tt_depth_anything_3.scale_out.stream import ReplicaChunks

    monkeypatch.setattr(DepthAnything3, "from_pretrained",
                        classmethod(lambda cls, **kw: Loaded(decision)))  # fmt: skip
    monkeypatch.setattr(ray, "remote", Remote)
    monkeypatch.setattr(ray, "get", lambda refs: refs)
    monkeypatch.setattr(ray, "cluster_resources", lambda: {"CPU": 8.0})
    chunks = ReplicaChunks({"weights_path": "w", "runtime": "auto"}, 3, ReplicaResources())
    assert capsys.readouterr().err == (LINE if decision else "")  # 3 replicas: one line
    assert chunks.auto_chose == ([LINE.strip()] if decision else [])


@pytest.mark.parametrize("decision", [DECISION, None])
def test_a_dataset_replica_sends_its_choice_with_its_rows(monkeypatch, capsys, decision):
    import numpy as np

    ray = pytest.importorskip("ray")
    from tt_depth_anything_3.scale_out import predictor

    loaded = Loaded(decision)
    loaded.config = SimpleNamespace(depth_kind="metric")
    monkeypatch.setattr(predictor, "enter_replica", lambda r: (r.replica_device(), None))
    monkeypatch.setattr(DepthAnything3, "from_pretrained", classmethod(lambda cls, **kw: loaded))
    node = SimpleNamespace(get_node_id=lambda: "0123456789")
    monkeypatch.setattr(ray, "get_runtime_context", lambda: node)
    replica = predictor.DepthPredictor({"weights_path": "w"}, ReplicaResources(), "o", ("png",))
    assert capsys.readouterr().err == ""  # not on the replica's stderr: Ray drops it
    batch = {"source": np.asarray(["a", "b"], dtype=object),
             "name": np.asarray(["a", "b"], dtype=object),
             "intrinsics": np.full((2, 9), np.nan), "pixels": np.asarray([b"", b""], dtype=object),
             "shape": np.zeros((2, 3), np.int64),
             "error": np.asarray(["OSError: x", "OSError: y"], dtype=object)}  # fmt: skip
    rows = replica(batch)
    assert list(rows["auto"]) == [LINE.strip() if decision else ""] * 2


def test_the_driver_says_each_different_choice_once(capsys):
    from tt_depth_anything_3.scale_out.dataset import DatasetReport
    from tt_depth_anything_3.scale_out.resources import say_new_choices

    said: list[str] = []
    other = "tt-da3: auto chose openvino bfloat16: ..."
    say_new_choices(["", LINE.strip(), LINE.strip()], said)
    say_new_choices([LINE.strip(), other], said)
    say_new_choices([""], said)
    assert capsys.readouterr().err == LINE + other + "\n"
    assert said == [LINE.strip(), other]
    report = DatasetReport(1, 0, 1, 0, 1.0, "f", {}, auto_chose=tuple(said))
    assert report.to_dict()["auto_chose"] == said  # in the job's JSON report
    assert "auto_chose" not in DatasetReport(1, 0, 1, 0, 1.0, "f", {}).to_dict()


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
