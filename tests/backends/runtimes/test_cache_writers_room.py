"""The cache writers' estimates of what they write (``cache.room_for``): a full disk whose
writer fails with room still free (OpenVINO's IR writer said only ``basic_ios::clear: iostream
error`` with more than 1 MiB free: its next write was larger) is a ``CacheFullError``; a disk
with less free than a writer's least is refused before the writer runs."""

from __future__ import annotations

import errno
import types
from pathlib import Path

import pytest

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends.runtimes import cache, engine
from tt_depth_anything_3.backends.runtimes import export as export_module

IOSTREAM = "basic_ios::clear: iostream error"
PLENTY = 10**12


def leftovers() -> list:
    return sorted(cache.cache_root().rglob("*.tmp-*"))


def free_in(kind: str, free: int):
    """A fake ``cache.free_space``: ``free`` bytes in the entries of ``kind``, plenty
    elsewhere (the ONNX graph and the IR a compiled model reads are built as usual)."""
    return lambda folder: free if f"{kind}" in Path(folder).parts else PLENTY


def test_room_for_refuses_before_the_write_when_the_disk_has_less_than_least(tmp_path, monkeypatch):
    monkeypatch.setattr(cache, "free_space", lambda folder: 999)
    ran = []
    with pytest.raises(OSError, match="takes at least 0.0 MB, more than the 0.0 MB") as caught:
        with cache.room_for(tmp_path, "thing", 4000):
            ran.append(True)
    assert caught.value.errno == errno.ENOSPC and ran == []


@pytest.mark.parametrize(
    ("error", "free", "full"),
    [
        (RuntimeError(IOSTREAM), 5_000_000, True),  # under twice the 3 MB expected
        (OSError("problem writing element 2048 to file"), 5_000_000, True),
        (RuntimeError(IOSTREAM), 6_000_000, False),  # twice: room enough, another failure
        (ValueError("a bug"), 5_000_000, False),  # not a write error
    ],
)
def test_room_for_takes_a_write_error_with_too_little_room_for_a_full_disk(
    tmp_path, monkeypatch, error, free, full
):
    monkeypatch.setattr(cache, "free_space", lambda folder: free)
    with pytest.raises(type(error) if not full else OSError) as caught:
        with cache.room_for(tmp_path, "thing", 3_000_000):
            raise error
    if full:
        assert caught.value.errno == errno.ENOSPC and caught.value.__cause__ is error
        assert f"{type(error).__name__}: {error}" in str(caught.value)
        assert f"(about 3.0 MB) failed with {free / 1e6:.1f} MB free" in str(caught.value)
    else:
        assert caught.value is error


def test_openvino_ir_write_failing_with_room_still_free(
    tiny_metric_checkpoint, runtime_cache, monkeypatch
):
    """The tester's tmpfs: 2 MB free for the IR (over 2 MB of float32 weights, an XML of
    0.6 MB): the writer fails with 2 MB still free, above ``LOW_SPACE``."""
    openvino = pytest.importorskip("openvino")

    def save_model(model, path, **options):
        Path(path).with_suffix(".bin").write_bytes(b"\0" * 1000)
        raise RuntimeError(IOSTREAM)

    monkeypatch.setattr(openvino, "save_model", save_model)
    monkeypatch.setattr(cache, "free_space", free_in("openvino-ir", 2_000_000))
    with pytest.raises(cache.CacheFullError, match=IOSTREAM) as caught:
        DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint, runtime="openvino", warmup_sizes=[(56, 70)]
        )
    assert f"the cache folder {cache.cache_root() / 'openvino-ir'} is out of space" in str(
        caught.value
    )
    assert caught.value.errno == errno.ENOSPC and leftovers() == []


def test_openvino_ir_refused_before_it_is_built_on_a_nearly_full_disk(
    tiny_metric_checkpoint, runtime_cache, monkeypatch
):
    openvino = pytest.importorskip("openvino")
    calls = []
    monkeypatch.setattr(openvino, "save_model", lambda *a, **k: calls.append(a))
    monkeypatch.setattr(cache, "free_space", free_in("openvino-ir", 100_000))
    with pytest.raises(cache.CacheFullError, match="OpenVINO IR takes at least"):
        DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint, runtime="openvino", warmup_sizes=[(56, 70)]
        )
    assert calls == [] and leftovers() == []


def test_openvino_compiled_blob_failing_with_room_still_free(
    tiny_metric_checkpoint, runtime_cache, monkeypatch
):
    pytest.importorskip("openvino")
    from tt_depth_anything_3.backends.runtimes import openvino_backend

    def compile_to_blob(core, model, properties, blob, scratch):
        blob.write_bytes(b"\0" * 1000)
        raise RuntimeError(IOSTREAM)

    monkeypatch.setattr(openvino_backend, "compile_to_blob", compile_to_blob)
    monkeypatch.setattr(cache, "free_space", free_in("openvino-compiled", 3_000_000))
    with pytest.raises(cache.CacheFullError, match=IOSTREAM) as caught:
        DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint,
            runtime="openvino",
            dtype="float32",
            warmup_sizes=[(56, 70)],
        )
    assert str(cache.cache_root() / "openvino-compiled") in str(caught.value)
    assert leftovers() == []


def test_openvino_compile_failing_with_room_left_is_raised_as_it_was(
    tiny_metric_checkpoint, runtime_cache, monkeypatch
):
    pytest.importorskip("openvino")
    from tt_depth_anything_3.backends.runtimes import openvino_backend

    def compile_to_blob(core, model, properties, blob, scratch):
        raise RuntimeError("a plugin bug")

    monkeypatch.setattr(openvino_backend, "compile_to_blob", compile_to_blob)
    monkeypatch.setattr(cache, "free_space", lambda folder: PLENTY)
    with pytest.raises(RuntimeError, match="^a plugin bug$"):
        DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint,
            runtime="openvino",
            dtype="float32",
            warmup_sizes=[(56, 70)],
        )
    assert leftovers() == []


def test_onnx_export_refused_before_it_writes_on_a_disk_without_room_for_the_weights(
    tiny_metric_checkpoint, runtime_cache, monkeypatch
):
    """The export's save (``export.save_graph``, the real one) refused by ``room_for`` before
    the graph's writer runs. The trace before it is stood in for (a program whose ``save``
    records its calls): the tiny network's trace took 14 s of CPU here, and
    ``test_cache_full_disk.test_onnx_export_whose_writer_hides_the_full_disk`` runs the real
    export up to its save."""
    monkeypatch.setattr(engine, "cached_entry", cache.cached_entry)  # no pooled graph: export
    monkeypatch.setattr(export_module, "graph_bytes", lambda model: 2_000_000)
    calls = []
    program = types.SimpleNamespace(model=None, save=lambda *a, **k: calls.append(a))

    def traced(network, shape, folder, dynamic=True, external_data=None) -> Path:
        path = Path(folder) / export_module.ONNX_FILE
        export_module.save_graph(program, path, bool(external_data))
        return path

    monkeypatch.setattr(export_module, "export_onnx", traced)
    monkeypatch.setattr(cache, "free_space", lambda folder: 1_500_000)
    with pytest.raises(cache.CacheFullError) as caught:
        DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint, runtime="onnxruntime", warmup_sizes=[(56, 70)]
        )
    assert "the ONNX graph takes at least 2.0 MB, more than the 1.5 MB free" in str(caught.value)
    assert calls == [] and leftovers() == []
