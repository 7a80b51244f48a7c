"""A disk that fills up while a runtimes cache entry is built: an error naming the cache
folder, its free space and ``TT_DA3_CACHE_DIR``, and no partial entry left behind (it kept the
space: OpenVINO said only ``basic_ios::clear: iostream error``, ONNX Runtime gave a raw
``ENOSPC`` traceback and left an empty ``.tmp-<pid>`` folder)."""

from __future__ import annotations

import errno

import pytest

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends.runtimes import cache, engine
from tt_depth_anything_3.backends.runtimes import export as export_module

IOSTREAM = "basic_ios::clear: iostream error"


def leftovers() -> list:
    return sorted(cache.cache_root().rglob("*.tmp-*"))


def half_written(folder, error: Exception):
    (folder / "model.bin").write_bytes(b"\0" * 1000)
    raise error


@pytest.mark.parametrize(
    ("error", "free"),
    [
        (OSError(errno.ENOSPC, "No space left on device"), 10**12),  # said by the error
        (RuntimeError(IOSTREAM), 4096),  # said by the disk: under LOW_SPACE free
    ],
)
def test_a_full_disk_is_named_and_the_partial_entry_removed(
    runtime_cache, monkeypatch, error, free
):
    monkeypatch.setattr(cache, "free_space", lambda folder: free)
    with pytest.raises(cache.CacheFullError) as caught:
        cache.cached_entry("onnx", {"model": "m"}, lambda f: half_written(f, error))
    message = str(caught.value)
    assert f"the cache folder {cache.cache_root() / 'onnx'} is out of space" in message
    assert cache.CACHE_ENV in message and f"its disk has {free / 1e6:.1f} MB free" in message
    assert caught.value.errno == errno.ENOSPC and caught.value.__cause__ is error
    assert leftovers() == [] and not list((cache.cache_root() / "onnx").iterdir())


def test_another_failure_with_room_left_is_raised_as_it_was(runtime_cache, monkeypatch):
    monkeypatch.setattr(cache, "free_space", lambda folder: 10**12)
    with pytest.raises(RuntimeError, match="^a bug$"):
        cache.cached_entry("onnx", {"model": "m"}, lambda f: half_written(f, RuntimeError("a bug")))
    assert leftovers() == []


def test_onnxruntime_export_on_a_full_disk(tiny_metric_checkpoint, runtime_cache, monkeypatch):
    monkeypatch.setattr(engine, "cached_entry", cache.cached_entry)  # no pooled graph: export
    full = OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(
        export_module, "export_onnx", lambda net, shape, f, **k: half_written(f, full)
    )
    with pytest.raises(cache.CacheFullError, match=f"{cache.CACHE_ENV} to a folder on a disk"):
        DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint, runtime="onnxruntime", warmup_sizes=[(56, 70)]
        )
    assert leftovers() == []


def test_openvino_ir_on_a_full_disk(tiny_metric_checkpoint, runtime_cache, monkeypatch):
    openvino = pytest.importorskip("openvino")

    disk = {"free": 10**12}  # room for the writers' estimates until the IR's write fails

    def save_model(model, path, **options):
        (cache.Path(path).parent / "model.xml").write_text("<net", encoding="utf-8")
        disk["free"] = 0
        raise RuntimeError(IOSTREAM)

    monkeypatch.setattr(openvino, "save_model", save_model)
    monkeypatch.setattr(cache, "free_space", lambda folder: disk["free"])
    with pytest.raises(cache.CacheFullError, match=IOSTREAM) as caught:
        DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint, runtime="openvino", warmup_sizes=[(56, 70)]
        )
    assert str(cache.cache_root() / "openvino-ir") in str(caught.value)
    assert leftovers() == []


NUMPY_WRITE_ERROR = "problem writing element 2048 to file"  # numpy's tofile, errno None


def test_onnx_export_whose_writer_hides_the_full_disk(
    tiny_metric_checkpoint, runtime_cache, monkeypatch
):
    """onnx_ir's writer reports a full disk as numpy's ``OSError('problem writing element 2048
    to file')`` (errno None) and removes its partial file before the cache looks at the free
    space (3 MB, above ``LOW_SPACE`` and the graph's weights, 2 MB here, but under twice
    them): the export says the disk is full."""
    torch = pytest.importorskip("torch")
    monkeypatch.setattr(engine, "cached_entry", cache.cached_entry)  # no pooled graph: export
    monkeypatch.setattr(export_module, "graph_bytes", lambda model: 2_000_000)
    free = 3_000_000
    assert free > cache.LOW_SPACE

    def save(program, destination, **options):
        data = cache.Path(destination).with_name("model.onnx.data")
        data.write_bytes(b"\0" * 2048)
        data.unlink()  # as onnx_ir does: its temporary file goes before the error surfaces
        raise OSError(NUMPY_WRITE_ERROR)

    monkeypatch.setattr(torch.onnx.ONNXProgram, "save", save)
    usage = cache.shutil.disk_usage
    monkeypatch.setattr(cache.shutil, "disk_usage", lambda path: usage(path)._replace(free=free))
    with pytest.raises(cache.CacheFullError) as caught:
        DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint, runtime="onnxruntime", warmup_sizes=[(56, 70)]
        )
    message = str(caught.value)
    assert f"the cache folder {cache.cache_root() / 'onnx'} is out of space" in message
    assert NUMPY_WRITE_ERROR in message and "(about 2.0 MB) failed with 3.0 MB free" in message
    assert "its disk has 3.0 MB free" in message
    assert cache.CACHE_ENV in message and caught.value.errno == errno.ENOSPC
    assert leftovers() == [] and not list((cache.cache_root() / "onnx").iterdir())


def test_onnx_export_write_error_with_room_left_is_raised_as_it_was(tmp_path, monkeypatch):
    """A write error on a disk with room for the graph is not taken for a full disk."""
    from tt_depth_anything_3.backends.runtimes.export import save_graph

    class Program:
        model = None

        def save(self, destination, external_data):
            raise OSError(NUMPY_WRITE_ERROR)

    monkeypatch.setattr(export_module, "graph_bytes", lambda model: 10)
    with pytest.raises(OSError, match=f"^{NUMPY_WRITE_ERROR}$") as caught:
        save_graph(Program(), tmp_path / "model.onnx", True)
    assert caught.value.errno is None


@pytest.mark.parametrize("refused", ["kind", "build"])
def test_a_disk_too_full_to_make_the_folders_is_named_too(runtime_cache, monkeypatch, refused):
    """A disk so full that the kind folder (``onnx/``) or the build's ``.tmp-*`` folder could
    not be made gave a bare ``[Errno 28] No space left on device`` (and ``runtime="auto"``,
    which passes over an engine on a ``CacheFullError``, failed); it is a ``CacheFullError``
    naming the folder and ``TT_DA3_CACHE_DIR`` as a build's full disk is."""
    monkeypatch.setattr(cache, "free_space", lambda folder: 0)
    make = type(cache.cache_root()).mkdir

    def mkdir(self, *args, **kwargs):
        if (refused == "kind" and self.name == "onnx") or (
            refused == "build" and ".tmp-" in self.name
        ):
            raise OSError(errno.ENOSPC, "No space left on device", str(self))
        return make(self, *args, **kwargs)

    monkeypatch.setattr(type(cache.cache_root()), "mkdir", mkdir)
    built = []
    with pytest.raises(cache.CacheFullError) as caught:
        cache.cached_entry("onnx", {"model": "m"}, built.append)
    message = str(caught.value)
    assert f"the cache folder {cache.cache_root() / 'onnx'} is out of space" in message
    assert cache.CACHE_ENV in message and "its disk has 0.0 MB free" in message
    assert caught.value.errno == errno.ENOSPC and built == [] and leftovers() == []
