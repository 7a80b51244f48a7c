"""The runtimes' disk cache (whole entries or none), ``runtime="auto"``'s gated choice, and
the ``runtime`` option through ModelOptions, the CLI and the server settings."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import time

import numpy as np
import pytest
import torch

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends.base import parse_device
from tt_depth_anything_3.backends.runtimes import cache, select
from tt_depth_anything_3.backends.runtimes.candidates import bf16_speed
from tt_depth_anything_3.backends.runtimes.export import InputShape
from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu
from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint
from tt_depth_anything_3.cli import build_parser, main
from tt_depth_anything_3.config.options import ModelOptions
from tt_depth_anything_3.server.settings import ServerSettings


def test_a_failed_build_leaves_no_entry_and_the_next_one_builds(runtime_cache):
    def torn(folder):
        (folder / "half.bin").write_bytes(b"x")
        raise OSError("disk full")

    with pytest.raises(OSError, match="disk full"):
        cache.cached_entry("kind", {"a": 1}, torn)
    final = cache.cache_root() / "kind" / cache.entry_key({"a": 1})
    assert not final.exists()
    built = []
    entry = cache.cached_entry("kind", {"a": 1}, lambda f: built.append((f / "w").write_text("ok")))
    assert entry == final and (entry / "w").read_text() == "ok" and len(built) == 1
    assert not list(final.parent.glob("*.tmp-*"))  # the torn one was removed
    again = cache.cached_entry("kind", {"a": 1}, lambda f: built.append(1))
    assert again == final and len(built) == 1  # served from the cache


def test_a_first_build_says_what_and_where_and_a_cached_entry_is_silent(runtime_cache, caplog):
    caplog.set_level(logging.INFO, logger="tt_depth_anything_3.backends.runtimes")
    parts = {"model": "da3-small", "precision": "bf16"}
    entry = cache.cached_entry("openvino-compiled", parts, lambda f: None)
    notices = [r.getMessage() for r in caplog.records]
    assert len(notices) == 2
    assert notices[0].startswith("compiled OpenVINO model of da3-small (bf16): not cached yet")
    assert str(entry) in notices[0]
    assert notices[1].startswith("compiled OpenVINO model of da3-small (bf16): built in ")
    caplog.clear()
    cache.cached_entry("openvino-compiled", parts, lambda f: None)
    assert caplog.records == []


def test_stale_temporary_folder_of_a_dead_process_is_removed(runtime_cache):
    key = cache.entry_key({"b": 2})
    stale = cache.cache_root() / "kind" / f"{key}.tmp-999999999"
    stale.mkdir(parents=True)
    cache.cached_entry("kind", {"b": 2}, lambda f: None)
    assert not stale.exists()


def test_keys_change_with_every_part():
    base = {"model": "m", "shape": (1, 3, 14, 14), "cpu": "x"}
    keys = {cache.entry_key({**base, field: "other"}) for field in base}
    assert len(keys | {cache.entry_key(base)}) == 4


def test_gate_refuses_a_candidate_below_the_threshold():
    reference = {"depth": torch.linspace(0, 1, 1000), "sky": torch.rand(1000)}
    close = {k: v + 1e-6 * torch.randn_like(v) for k, v in reference.items()}
    noisy = {"depth": reference["depth"] + 0.05 * torch.randn(1000), "sky": reference["sky"]}
    assert select.gate_figures(close, reference)["passed"]
    figures = select.gate_figures(noisy, reference)
    assert not figures["passed"] and figures["depth"] < select.GATE["depth"]


def test_candidates_follow_the_cpu_and_end_with_torch():
    cpu = parse_device("cpu")
    pairs = select.candidates(cpu, "auto")
    assert pairs[-1] == ("torch", "fp32") and len(set(pairs)) == len(pairs)
    exported = [pair for pair in pairs if pair[0] != "torch"]
    here = detect_cpu(read_torch=False)
    native = here.x86 and (here.has("amx_bf16") or here.has("avx512_bf16"))
    # OpenVINO f32 before ONNX Runtime on AVX-512 where bf16 is not faster (OPT_REPORT 1c.7, 1c.15)
    fp32 = [("onnxruntime", "fp32"), ("openvino", "fp32")]
    if here.has("avx512f") and not (native and bf16_speed(here).fast):
        fp32.reverse()
    assert exported[-2:] == fp32
    assert pairs.index(exported[-1]) < min(i for i, p in enumerate(pairs) if p[0] == "torch")
    assert select.candidates(cpu, "fp32")[-1] == ("torch", "fp32")
    assert select.candidates(cpu, "int8")[-1] == ("torch", "int8")
    assert all(p == "fp32" for _, p in select.candidates(cpu, "fp32"))
    assert select.candidates(parse_device("tt"), "fp32") == [("torch", "fp32")]


def test_probe_off_takes_the_rule_without_running_the_gate(tiny_metric_checkpoint, monkeypatch):
    pytest.importorskip("onnxruntime")
    monkeypatch.setenv("TT_DA3_AUTO_PROBE", "0")

    def no_gate(*args, **kwargs):
        raise AssertionError("the gate ran with the probe off")

    monkeypatch.setattr(select, "run_gate", no_gate)
    spec = parse_device("cpu")
    made = []
    config = resolve_checkpoint("local", weights_path=tiny_metric_checkpoint).config
    weights = tiny_metric_checkpoint / "model.safetensors"
    backend, decision = select.choose_runtime(
        spec, config, weights, "auto", InputShape(56, 70), lambda r, p: made.append((r, p)) or r
    )
    assert made == [(decision["choice"], decision["precision"])]
    assert (decision["choice"], decision["precision"]) in select.UNPROBED
    assert "probe off" in decision["reason"] and "not run" in decision["reason"]
    assert all("gate" not in row for row in decision["tried"])
    assert all("probe off" in row["skipped"] for row in decision["tried"][:-1]
               if row["precision"] == "int8")  # fmt: skip


def test_auto_records_what_it_tried_and_why(tiny_metric_checkpoint, monkeypatch):
    pytest.importorskip("openvino")
    real = select.run_gate
    # the float32 engines in this CPU's order (OpenVINO first on AVX-512 without fast bf16)
    first, second = [r for r, _ in select.candidates(parse_device("cpu"), "fp32") if r != "torch"]

    def first_fails(backend, shape, reference):  # below the gate, as if measured
        figures = real(backend, shape, reference)
        return {**figures, "passed": figures["passed"] and backend.name != first}

    monkeypatch.setattr(select, "run_gate", first_fails)
    model = DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, device="cpu", process_res=70, runtime="auto",
        dtype="float32",
    )  # fmt: skip
    with model:
        decision = model.auto_runtime
        assert model.backend == decision["choice"] == second
        assert model.describe()["auto_runtime"] == decision
    tried = decision["tried"]
    assert [row["runtime"] for row in tried] == [first, second]
    assert tried[0]["skipped"] == "failed the accuracy gate"
    assert tried[1]["gate"]["passed"] and tried[1]["gate"]["depth"] >= 0.9999
    # each gate input's own figures, the lowest kept (sky: the metric model's head)
    by_input = tried[1]["gate"]["inputs"]
    assert set(by_input) == set(select.GATE_INPUTS) == {"synthetic", "photo"}
    for output in ("depth", "sky"):
        assert tried[1]["gate"][output] == min(row[output] for row in by_input.values())
    json.dumps(decision)


@pytest.mark.parametrize("views", [0, 3])
def test_gate_photo_is_the_packaged_photo_at_the_shape(views):
    shape = InputShape(56, 70, batch=2, views=views)
    photo = select.gate_photo(shape)
    assert tuple(photo.shape) == shape.dims and photo.dtype == torch.float32
    assert torch.isfinite(photo).all() and float(photo.std()) > 0.3  # a picture, not a plain
    flat = photo.reshape(-1, 3, 56, 70)
    assert torch.equal(flat[0], flat[len(flat) // 2])  # the batch repeats the scene
    if views:
        assert not torch.equal(flat[0], flat[1])  # each view shifted sideways
    assert set(select.gate_inputs(shape)) == set(select.GATE_INPUTS)


def test_runtime_option_reaches_the_cli_and_the_server():
    assert ModelOptions(runtime="openvino").runtime == "openvino"
    with pytest.raises(ValueError, match="runtime must be one of"):
        ModelOptions(runtime="tflite")
    args = build_parser().parse_args(["predict", "x.png", "--runtime", "onnxruntime"])
    assert ModelOptions.from_args(args).runtime == "onnxruntime"
    settings = ServerSettings.from_env({"TT_DA3_RUNTIME": "openvino", "TT_DA3_WEIGHTS": "w"})
    assert settings.model_options().runtime == "openvino"


def test_cli_export_writes_checked_files_and_a_manifest(tiny_metric_checkpoint, tmp_path):
    onnx = pytest.importorskip("onnx")
    out = tmp_path / "export"
    proc = subprocess.run(
        [sys.executable, "-m", "tt_depth_anything_3.cli", "export",
         "--weights", str(tiny_metric_checkpoint), "--out", str(out)],
        capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-3000:]
    # the slow step is announced; torch's exporter's notes on torchvision (unused) are not shown
    assert "tt-da3: exporting da3metric-large to ONNX (every size)" in proc.stderr
    assert "tt-da3: exported da3metric-large in " in proc.stderr
    assert "torchvision" not in proc.stderr
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["shapes"].startswith("dynamic")
    assert manifest["files"] == [
        {"file": "model.onnx", "input": [None, 3, None, None], "outputs": ["depth", "sky"]}
    ]
    onnx.checker.check_model(os.fspath(out / "model.onnx"))
    pinned = tmp_path / "pinned"
    code = main(["export", "--weights", str(tiny_metric_checkpoint), "--size", "42x56",
                 "--out", str(pinned)])  # fmt: skip
    assert code == 0
    manifest = json.loads((pinned / "manifest.json").read_text())
    assert [f["input"] for f in manifest["files"]] == [[1, 3, 42, 56]]
    for entry in manifest["files"]:
        onnx.checker.check_model(os.fspath(pinned / entry["file"]))
        assert entry["outputs"] == ["depth", "sky"]
    assert main(["export", "--weights", str(tiny_metric_checkpoint), "--dtype", "int8",
                 "--out", str(out)]) == 2  # fmt: skip
    # An fp32 IR run with its manifest's compile_config gives ONNX Runtime's numbers (without
    # it, OpenVINO runs float32 graphs in bf16 on CPUs with native bf16).
    ov = pytest.importorskip("openvino")
    ort = pytest.importorskip("onnxruntime")
    ir = tmp_path / "ir"
    assert main(["export", "--weights", str(tiny_metric_checkpoint), "--size", "42x56",
                 "--format", "openvino", "--out", str(ir)]) == 0  # fmt: skip
    manifest = json.loads((ir / "manifest.json").read_text())
    assert manifest["compile_config"] == {"INFERENCE_PRECISION_HINT": "f32"}
    image = np.random.default_rng(0).normal(size=(1, 3, 42, 56)).astype(np.float32)
    compiled = ov.Core().compile_model(
        str(ir / manifest["files"][0]["file"]), "CPU", manifest["compile_config"]
    )
    got = compiled({"image": image})[compiled.output("depth")]
    session = ort.InferenceSession(str(pinned / "b1_42x56" / "model.onnx"))
    (want,) = session.run(["depth"], {"image": image})
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)


def test_ctrl_c_during_the_first_export_stops_the_server_at_once(tiny_metric_checkpoint, tmp_path):
    """``tt-da3 serve --runtime onnxruntime`` on an empty cache exports at start-up (20-60 s);
    Ctrl-C then exits 0 within seconds, without a traceback."""
    from support.server_process import free_port, serve_command, start_until_logged, stop

    log = tmp_path / "serve.log"
    command = serve_command(free_port(), "--weights", str(tiny_metric_checkpoint),
                            "--runtime", "onnxruntime", "--process-res", "140")  # fmt: skip
    process = start_until_logged(command, log, "exporting da3metric-large to ONNX", 120)
    start = time.monotonic()
    code = stop(process, timeout_s=20)
    text = log.read_text()
    assert code == 0, text
    assert time.monotonic() - start < 15, text
    assert "Traceback" not in text and "stopped while the model was loading" in text
    # the abandoned export's temporary folder, named by the dead process (PID and token),
    # its lock gone with it: the next build of its key removes it
    # (test_stale_temporary_folder_of_a_dead_process_is_removed)
    assert [
        p.name.split(".tmp-")[1].split("-")[0] for p in (cache.cache_root() / "onnx").iterdir()
    ] == [str(process.pid)]


def test_engines_refuse_sides_under_two_patches(tiny_metric_checkpoint):
    """OpenVINO ran a 14x14 network size 15 % off torch (an outside test): the exported graphs
    take sides from 28 px, as documented; ``auto`` then takes torch, saying why."""
    from tt_depth_anything_3 import DepthAnything3
    from tt_depth_anything_3.config.errors import InputError

    for shape in ((14, 14), (14, 98), (98, 14)):
        with pytest.raises(InputError, match="exported graphs take sides from 28 px"):
            InputShape(*shape)
    for runtime in ("openvino", "onnxruntime"):
        with pytest.raises(InputError, match=f"runtime='{runtime}' takes process_res from 28"):
            DepthAnything3.from_pretrained(
                weights_path=tiny_metric_checkpoint, device="cpu", process_res=14, runtime=runtime
            )
    with DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, device="cpu", process_res=14, runtime="auto"
    ) as model:
        decision = model.auto_runtime
        assert decision["choice"] == "torch" and "under 28 px" in decision["reason"]
