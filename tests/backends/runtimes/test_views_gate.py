"""The views gate (``runtimes.views_gate``): ``runtime="auto"`` with ``dtype="auto"`` ran an
any-view model's views graph (``reconstruct``) at the precision the single-image gate chose,
its depth and cameras never compared with float32's. Now the first ``run_views`` gates it
(depth and cameras at 2 views against torch float32), a failure hands the views to float32,
said in ``auto_runtime["views"]``, the reason, ``describe()`` and a warning; a named dtype is
kept."""

from __future__ import annotations

import json
import logging

import numpy as np
import pytest

from support.graph_pool import use_gate_pool
from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends.runtimes import camera_gate, candidates, select, views_gate
from tt_depth_anything_3.backends.runtimes.graph_io import InputShape
from tt_depth_anything_3.backends.runtimes.ov_checks import native_bf16
from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu
from tt_depth_anything_3.config.errors import InputError

PHOTO = np.random.default_rng(1).integers(0, 255, (98, 140, 3), dtype=np.uint8)
FIGURES = {"depth", "rotation_deg", "translation", "focal", "passed", "inputs"}


@pytest.fixture(autouse=True)
def pooled_gates(runtime_cache, gate_pool, monkeypatch):
    """The gate figures shared between this module's tests (each gate key computed once:
    the single-image gate of the torch bf16 load, the views gate of torch bf16), none of
    which is about the gate's cache; each test's other entries stay its own."""
    use_gate_pool(monkeypatch, gate_pool)


def load(checkpoint, dtype="auto"):
    return DepthAnything3.from_pretrained(
        weights_path=checkpoint, device="cpu", process_res=140, runtime="auto", dtype=dtype
    )


def only_torch(monkeypatch, *pairs):
    """``auto`` weighs these torch candidates alone (any CPU runs them)."""
    monkeypatch.setattr(candidates, "engine_candidates", lambda spec, dtype: [])
    monkeypatch.setattr(candidates, "torch_candidates", lambda spec, dtype: list(pairs))


def failing(monkeypatch, precision):
    """The views gate's figures of ``precision`` as if measured below the gate."""
    real = views_gate.run_gate

    def gate(backend, shape, reference, identity=None):
        figures = real(backend, shape, reference, identity)
        return {**figures, "passed": figures["passed"] and backend.precision != precision}

    monkeypatch.setattr(views_gate, "run_gate", gate)


def test_views_gate_row_has_its_figures(tiny_anyview_checkpoint, monkeypatch):
    only_torch(monkeypatch, ("torch", "bf16"), ("torch", "fp32"))
    for name in camera_gate.CAMERA_GATE:  # bf16's cameras on the random tiny net: pass here
        monkeypatch.setitem(camera_gate.CAMERA_GATE, name, 1e3)
    with load(tiny_anyview_checkpoint) as model:
        views = model.auto_runtime["views"]
        assert (views["gated"], views["precision"], views["tried"]) == (True, None, [])
        assert views["reason"] == views_gate.NOT_RUN  # at load: the gate is still to run
        scene = model.reconstruct([PHOTO, PHOTO])
        assert scene.backend == "torch"
        assert (views["runtime"], views["precision"]) == ("torch", "bf16")
        (row,) = views["tried"]
        assert set(row["gate"]) == FIGURES and row["gate"]["passed"]
        assert set(row["gate"]["inputs"]) == set(select.GATE_INPUTS)
        assert row["gate"]["depth"] >= select.GATE["depth"]
        assert "passed the views gate" in views["reason"]
        assert "views" not in model.auto_runtime["reason"]  # no fallback to name
        assert model.describe()["backend"]["views"]["backend"] is None
        json.dumps(model.auto_runtime)


def test_failed_views_gate_runs_views_on_float32(tiny_anyview_checkpoint, monkeypatch, caplog):
    only_torch(monkeypatch, ("torch", "bf16"), ("torch", "fp32"))
    failing(monkeypatch, "bf16")
    with load(tiny_anyview_checkpoint) as model, caplog.at_level(logging.WARNING):
        assert model.auto_runtime["precision"] == "bf16"  # single images: the choice
        model.reconstruct([PHOTO, PHOTO])
        views = model.auto_runtime["views"]
        assert (views["runtime"], views["precision"]) == ("torch", "fp32")
        first, last = views["tried"]
        assert first["skipped"] == "failed the views gate" and set(first["gate"]) == FIGURES
        assert last == {"runtime": "torch", "precision": "fp32"}  # the reference: ungated
        assert "taken ungated" in views["reason"] and views["reason"] in caplog.text
        assert views["reason"] in model.auto_runtime["reason"]
        described = model.describe()["backend"]
        assert described["precision"] == "bf16"
        assert described["views"]["backend"]["precision"] == "fp32"


def test_named_dtype_is_not_second_guessed(tiny_anyview_checkpoint, monkeypatch):
    only_torch(monkeypatch, ("torch", "bf16"))

    def no_gate(*args, **kwargs):
        raise AssertionError("the views gate ran for a named dtype")

    monkeypatch.setattr(views_gate, "run_gate", no_gate)
    with load(tiny_anyview_checkpoint, dtype="bfloat16") as model:
        views = model.auto_runtime["views"]
        assert (views["gated"], views["precision"]) == (False, "bf16")
        assert "not second-guessed" in views["reason"]
        assert model.reconstruct([PHOTO, PHOTO]).backend == "torch"
        assert model.describe()["backend"]["precision"] == "bf16"


def test_openvino_bf16_views_fall_back_to_openvino_f32(tiny_anyview_checkpoint, monkeypatch):
    pytest.importorskip("openvino")
    if not native_bf16(detect_cpu(read_torch=False)):
        pytest.skip("OpenVINO bf16 needs native bf16 (AMX or AVX512-BF16)")
    pairs = [("openvino", "bf16"), ("openvino", "fp32")]
    monkeypatch.setattr(candidates, "engine_candidates", lambda spec, dtype: pairs)
    monkeypatch.setattr(select, "speed_skip_reason", lambda *args: None)
    passed = {"depth": 1.0, "passed": True, "inputs": {}}  # the single-image gate: not tested
    monkeypatch.setattr(select, "run_gate", lambda *args: passed)
    failing(monkeypatch, "bf16")
    with load(tiny_anyview_checkpoint) as model:
        assert (model.backend, model.auto_runtime["precision"]) == ("openvino", "bf16")
        assert model.reconstruct([PHOTO, PHOTO]).backend == "openvino"
        views = model.auto_runtime["views"]
        assert (views["runtime"], views["precision"]) == ("openvino", "fp32")
        assert [row["precision"] for row in views["tried"]] == ["bf16", "fp32"]
        assert views["tried"][1]["gate"]["passed"] and "passed it" in views["reason"]
        described = model.describe()["backend"]
        assert described["views"]["backend"]["precision"] == "fp32"
        assert described["held_shapes"] == 0  # bf16's views graph, compiled for its gate: dropped


def test_camera_errors_are_finite_and_exact():
    rng = np.random.default_rng(0)
    ext = np.tile(np.eye(4)[:3], (1, 2, 1, 1))
    ext[0, 1, :, 3] = rng.normal(size=3)
    intr = np.tile(np.diag([100.0, 120.0, 1.0]), (1, 2, 1, 1))
    same = camera_gate.camera_errors({"extrinsics": ext, "intrinsics": intr},
                                     {"extrinsics": ext, "intrinsics": intr})  # fmt: skip
    assert same == {"rotation_deg": 0.0, "translation": 0.0, "focal": 0.0}
    turned, angle = ext.copy(), np.radians(0.3)
    turned[0, 1, :2, :2] = [[np.cos(angle), -np.sin(angle)], [np.sin(angle), np.cos(angle)]]
    errors = camera_gate.camera_errors({"extrinsics": turned, "intrinsics": intr * 1.02},
                                       {"extrinsics": ext, "intrinsics": intr})  # fmt: skip
    assert errors["rotation_deg"] == pytest.approx(0.3, rel=1e-9)
    assert errors["focal"] == pytest.approx(0.02, rel=1e-9)
    broken = camera_gate.camera_errors({"extrinsics": ext * np.nan, "intrinsics": intr * 0},
                                       {"extrinsics": ext, "intrinsics": intr})  # fmt: skip
    assert set(broken.values()) == {camera_gate.ERROR_CAP, 1.0}  # no NaN: the gate fails
    json.dumps(broken, allow_nan=False)


def test_views_gate_key_carries_the_camera_rule(monkeypatch):
    keys = []

    def capture(kind, parts, build):
        keys.append(parts)
        raise RuntimeError("captured")

    monkeypatch.setattr(select, "cached_entry", capture)
    backend = type("Fake", (), {"name": "torch", "precision": "bf16"})()
    for views in (0, 2):
        with pytest.raises(RuntimeError, match="captured"):
            select.run_gate(backend, InputShape(56, 70, views=views), None, {"model": "m"})
    assert "camera" not in keys[0]  # the single-image gate's key: as before
    assert keys[1]["camera"]["version"] == camera_gate.CAMERA_VERSION
    assert keys[1]["camera"]["gate"] == camera_gate.CAMERA_GATE


def test_refused_options_are_refused_before_the_views_gate(tiny_anyview_checkpoint, monkeypatch):
    pytest.importorskip("onnxruntime")
    pairs = [("onnxruntime", "fp32")]
    monkeypatch.setattr(candidates, "engine_candidates", lambda spec, dtype: pairs)
    passed = {"depth": 1.0, "passed": True, "inputs": {}}  # the single-image gate: not tested
    monkeypatch.setattr(select, "run_gate", lambda *args: passed)

    def no_gate(*args, **kwargs):
        raise AssertionError("the views gate ran for a call the engine refuses")

    monkeypatch.setattr(views_gate, "run_gate", no_gate)
    with load(tiny_anyview_checkpoint) as model:
        assert model.backend == "onnxruntime" and model.auto_runtime["views"]["gated"]
        with pytest.raises(InputError, match="runs views without ray maps"):
            model.reconstruct([PHOTO, PHOTO], pose_from="rays")
        assert model.auto_runtime["views"]["tried"] == []


def test_torch_dtype_auto_gates_its_views_too(tiny_anyview_checkpoint, monkeypatch):
    from tt_depth_anything_3.backends.torch import auto_precision

    forced = {"choice": "bf16", "rule": "bf16", "probe": {"enabled": True}}
    monkeypatch.setattr(auto_precision, "auto_decision", lambda device: dict(forced))
    failing(monkeypatch, "bf16")
    with DepthAnything3.from_pretrained(
        weights_path=tiny_anyview_checkpoint, device="cpu", process_res=140, runtime="torch",
        dtype="auto",
    ) as model:  # fmt: skip
        decision = model.auto_precision
        assert decision["choice"] == "bf16"  # the single-image gate passed it
        assert decision["views"]["reason"] == views_gate.NOT_RUN
        assert model.reconstruct([PHOTO, PHOTO]).backend == "torch"
        views = decision["views"]
        assert (views["runtime"], views["precision"]) == ("torch", "fp32")
        assert views["tried"][0]["skipped"] == "failed the views gate"
        assert views["reason"] in decision["reason"]
        assert model.describe()["backend"]["views"]["backend"]["precision"] == "fp32"


def test_two_first_view_runs_at_once_run_one_views_gate(monkeypatch):
    """Two threads asking the views backend first (the facade's gate serialises its calls; a
    caller of the backend itself does not): the gate ran in each, its rows recorded twice;
    now the second waits for the first's decision."""
    import threading
    import time

    calls = []

    def slow_gate(backend, shape, reference, identity=None):
        calls.append(backend.precision)
        time.sleep(0.3)  # the other thread arrives while this one is gating
        return {"depth": 1.0, "passed": True, "inputs": {}}

    monkeypatch.setattr(views_gate, "run_gate", slow_gate)
    monkeypatch.setattr(views_gate, "gate_reference", lambda *args: {})
    fake = type("Fake", (), {"name": "openvino", "device": "cpu", "precision": "bf16",
                             "thread_safe": False, "runs_views": True})()  # fmt: skip
    decision = {"choice": "openvino", "precision": "bf16", "reason": "r",
                "views": views_gate.views_entry(None, (56, 70), ("openvino", "bf16"))}  # fmt: skip
    gated = views_gate.ViewsGated(fake, None, None, (56, 70), [("openvino", "bf16")],
                                  lambda *args: fake, decision)  # fmt: skip
    taken = []
    threads = [threading.Thread(target=lambda: taken.append(gated.views_backend()))
               for _ in range(2)]  # fmt: skip
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert calls == ["bf16"] and taken == [fake, fake]
    assert [row["precision"] for row in decision["views"]["tried"]] == ["bf16"]
