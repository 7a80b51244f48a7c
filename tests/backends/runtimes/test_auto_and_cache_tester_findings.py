"""An outside test of the runtime choice and the compiled-model cache: a blob damaged with its
size and time kept failed every later load; a broken engine install (its ``__init__`` raising
ImportError) crashed ``runtime="auto"``; a full cache disk ended ``auto`` though a later
candidate would run; with the probe off ``auto``'s int8 reason said no engine runs int8."""

from __future__ import annotations

import errno
import logging
import os
import sys
from pathlib import Path

import numpy as np
import pytest

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends.base import parse_device
from tt_depth_anything_3.backends.runtimes import cache, candidates, select
from tt_depth_anything_3.backends.runtimes.graph_io import InputShape
from tt_depth_anything_3.checkpoints import resolve_checkpoint
from tt_depth_anything_3.cli import main as cli_main

SIZE = [(56, 70)]


def rot_keeping_size_and_time(path: Path) -> None:
    """Bit rot in the second half of ``path``: its size and modification time unchanged."""
    stat = path.stat()
    data = bytearray(path.read_bytes())
    for i in range(len(data) // 2, len(data) - 100, 997):
        data[i] ^= 0xFF
    path.write_bytes(bytes(data))
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))


def test_a_compiled_blob_that_does_not_import_is_built_again(tiny_metric_checkpoint, photo, caplog):
    pytest.importorskip("openvino")
    options = {"weights_path": tiny_metric_checkpoint, "runtime": "openvino", "process_res": 70}
    with DepthAnything3.from_pretrained(**options) as model:
        expected = model(photo).depth
    (entry,) = (cache.cache_root() / "openvino-compiled").iterdir()
    rot_keeping_size_and_time(entry / "model.blob")
    with caplog.at_level(logging.WARNING), DepthAnything3.from_pretrained(**options) as model:
        depth = model(photo).depth
        assert set(model.describe()["backend"]["loaded_from"].values()) == {"compiled"}
    assert abs(depth - expected).max() <= 1e-5 * abs(expected).max()
    said = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert any("could not be loaded" in m and "checksum differs" in m for m in said), said
    with DepthAnything3.from_pretrained(**options) as model:  # the rebuilt entry: a cache hit
        model(photo)
        assert set(model.describe()["backend"]["loaded_from"].values()) == {"cache"}


@pytest.fixture
def broken_openvino(tmp_path, monkeypatch):
    """An openvino package whose import fails (a shared library missing), first on the path."""
    pytest.importorskip("openvino")
    package = tmp_path / "shim" / "openvino"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(
        "raise ImportError('libopenvino.so.2026: cannot open shared object file (simulated)')\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path / "shim"))
    for name in [m for m in sys.modules if m == "openvino" or m.startswith("openvino.")]:
        monkeypatch.delitem(sys.modules, name)
    return package


def test_auto_passes_over_an_engine_that_does_not_import(tiny_metric_checkpoint, broken_openvino):
    pytest.importorskip("onnxruntime")
    reason = candidates.skip_reason("openvino", "bf16", probe=True)
    assert "cannot be imported" in reason and "libopenvino.so.2026" in reason
    with DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, runtime="auto", dtype="auto", warmup_sizes=SIZE
    ) as model:
        decision = model.auto_runtime
    assert decision["choice"] != "openvino"
    skipped = [row for row in decision["tried"] if row["runtime"] == "openvino"]
    assert skipped and all("libopenvino.so.2026" in row["skipped"] for row in skipped)


def test_a_named_broken_engine_is_one_line_at_the_cli(
    tiny_metric_checkpoint, broken_openvino, tmp_path, photo, capsys
):
    import cv2

    photo_file = tmp_path / "photo.png"
    cv2.imwrite(str(photo_file), photo[..., ::-1])
    with pytest.raises(ValueError, match="openvino.*cannot be imported.*libopenvino"):
        DepthAnything3.from_pretrained(weights_path=tiny_metric_checkpoint, runtime="openvino")
    args = ["predict", str(photo_file), "--weights", str(tiny_metric_checkpoint), "--device"]
    code = cli_main([*args, "cpu", "--runtime", "openvino", "--out", str(tmp_path / "o")])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and "libopenvino.so.2026" in err[0], err


def test_a_full_cache_disk_passes_the_candidate_over(tiny_metric_checkpoint, monkeypatch):
    made = []

    def make(runtime, precision):
        made.append((runtime, precision))
        if runtime != "torch":
            raise cache.CacheFullError(
                errno.ENOSPC, f"the cache folder is out of space ({runtime})"
            )
        return runtime

    monkeypatch.setattr(candidates, "skip_reason", lambda r, p, probe: None)
    monkeypatch.setattr(select, "skip_reason", lambda r, p, probe: None)
    config = resolve_checkpoint("local", weights_path=tiny_metric_checkpoint).config
    weights = tiny_metric_checkpoint / "model.safetensors"
    backend, decision = select.choose_runtime(
        parse_device("cpu"), config, weights, "fp32", InputShape(56, 70), make
    )
    assert backend == "torch" and decision["choice"] == "torch"
    engines = [row for row in decision["tried"] if row["runtime"] != "torch"]
    assert engines and all("cache disk is full" in row["skipped"] for row in engines)
    assert len(made) == len(decision["tried"])


def test_probe_off_reason_names_the_engine_passed_over(monkeypatch):
    monkeypatch.setenv("TT_DA3_AUTO_PROBE", "0")
    tried = [
        {"runtime": "openvino", "precision": "int8", "skipped": "probe off (...): not known"},
        {"runtime": "torch", "precision": "int8"},
    ]
    reason = select.final_reason("int8", tried)
    assert "probe off" in reason and "openvino int8" in reason
    assert "no exported runtime runs int8" not in reason
    assert select.final_reason("int8", tried[-1:]) == "no exported runtime runs int8 here"


def scramble_the_start_keeping_size_and_time(path: Path) -> None:
    """The first 2000 bytes XORed with 0x5A (the exploratory test's damage), the size and
    modification time put back: a use looks at these only."""
    stat = path.stat()
    with path.open("r+b") as handle:
        head = handle.read(2000)
        handle.seek(0)
        handle.write(bytes(b ^ 0x5A for b in head))
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))


def warned(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]


def test_a_cached_graph_onnx_runtime_cannot_load_is_built_again(
    tiny_metric_checkpoint, photo, caplog
):
    """A cached ONNX graph damaged with its size and time kept failed every later load with
    ONNX Runtime's raw ``InvalidProtobuf`` traceback, never rebuilt (a blob that fails to
    import is): its checksums are read, it is discarded with a warning and exported again."""
    pytest.importorskip("onnxruntime")
    options = {"weights_path": tiny_metric_checkpoint, "runtime": "onnxruntime", "process_res": 70}
    with DepthAnything3.from_pretrained(**options) as model:
        expected = model(photo).depth
    (entry,) = (cache.cache_root() / "onnx").iterdir()
    scramble_the_start_keeping_size_and_time(entry / "model.onnx")
    with caplog.at_level(logging.WARNING), DepthAnything3.from_pretrained(**options) as model:
        depth = model(photo).depth
    np.testing.assert_array_equal(depth, expected)
    (said,) = [m for m in warned(caplog) if "could not be loaded" in m]
    assert str(entry) in said and "ONNX Runtime could not load it" in said, said
    assert "model.onnx's checksum differs" in said, said
    assert cache.damage(entry, verify=True) is None


def test_an_undamaged_graph_that_does_not_load_names_the_entry(
    tiny_metric_checkpoint, photo, monkeypatch, tmp_path, capsys
):
    """When the engine cannot load a cached graph whose files match their checksums, the
    error names the entry and ``tt-da3 cache --verify`` (one line at the CLI), not a raw
    engine traceback; the entry is kept."""
    pytest.importorskip("onnxruntime")
    import cv2

    from tt_depth_anything_3.backends.runtimes.cache_reload import CachedEntryError
    from tt_depth_anything_3.backends.runtimes.onnxruntime_backend import OnnxRuntimeBackend

    options = {"weights_path": tiny_metric_checkpoint, "runtime": "onnxruntime", "process_res": 70}
    with DepthAnything3.from_pretrained(**options) as model:
        model(photo)
    (entry,) = (cache.cache_root() / "onnx").iterdir()

    class Fail(Exception):  # as onnxruntime's own errors: Exception subclasses
        pass

    def refuse(self, graph, providers):
        raise Fail("[ONNXRuntimeError] : 1 : FAIL : Load model failed:\nsomething odd")

    monkeypatch.setattr(OnnxRuntimeBackend, "_new_session", refuse)
    with pytest.raises(CachedEntryError, match="cache --verify") as caught:
        with DepthAnything3.from_pretrained(**options) as model:
            model(photo)
    assert str(entry) in str(caught.value) and "Fail: something odd" in str(caught.value)
    assert entry.is_dir()
    photo_file = tmp_path / "photo.png"
    cv2.imwrite(str(photo_file), photo[..., ::-1])
    args = ["predict", str(photo_file), "--weights", str(tiny_metric_checkpoint), "--runtime"]
    code = cli_main([*args, "onnxruntime", "--process-res", "70", "--out", str(tmp_path / "o")])
    err = [line for line in capsys.readouterr().err.splitlines() if "error" in line]
    assert code == 2 and len(err) == 1 and "tt-da3 cache --verify" in err[0], err


def test_a_cached_ir_openvino_cannot_read_is_built_again(tiny_metric_checkpoint, photo, caplog):
    """A cached OpenVINO IR whose XML was damaged with its size and time kept failed every
    compile of a new size with OpenVINO's raw XML parse error; now rebuilt, with a warning."""
    pytest.importorskip("openvino")
    options = {"weights_path": tiny_metric_checkpoint, "runtime": "openvino"}
    with DepthAnything3.from_pretrained(**options, process_res=70) as model:
        model(photo)
    (entry,) = (cache.cache_root() / "openvino-ir").iterdir()
    scramble_the_start_keeping_size_and_time(entry / "model.xml")
    with caplog.at_level(logging.WARNING):
        with DepthAnything3.from_pretrained(**options, process_res=98) as model:
            depth = model(photo).depth  # a new size: compiled from the IR
    torch_options = {**options, "runtime": "torch", "process_res": 98}
    with DepthAnything3.from_pretrained(**torch_options) as reference:
        expected = reference(photo).depth
    assert abs(depth - expected).max() <= 1e-4 * abs(expected).max()
    (said,) = [m for m in warned(caplog) if "could not be loaded" in m]
    assert str(entry) in said and "OpenVINO could not load it" in said, said
    assert "model.xml's checksum differs" in said, said
