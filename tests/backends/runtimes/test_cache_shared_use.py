"""The runtime cache used by several loads at once (a senior review's findings, s46): a load's
own entries survive the bound, processes and threads sharing one cache do not break each
other, build folders are judged by their lock (not a PID), and symbolic links are never
followed."""

from __future__ import annotations

import os
import shutil
import threading
import time
from pathlib import Path

import numpy as np
import pytest

from tt_depth_anything_3.backends.runtimes import cache, cache_layout
from tt_depth_anything_3.backends.runtimes.cache_admin import cache_entries, clear_entries
from tt_depth_anything_3.backends.runtimes.cache_layout import evict_over_limit
from tt_depth_anything_3.cli import main as cli_main


def blob(size: int):
    def build(folder: Path) -> None:
        (folder / "model.blob").write_bytes(b"x" * size)

    return build


def test_openvino_loads_under_a_bound_below_its_graph_and_ir(tiny_metric_checkpoint, monkeypatch):
    """The IR, finished inside the compiled model's build, evicted the ONNX graph that build
    then read: every OpenVINO load failed under a bound below the graph + IR."""
    pytest.importorskip("openvino")
    from tt_depth_anything_3 import DepthAnything3

    monkeypatch.setenv("TT_DA3_CACHE_MAX_GB", "1e-6")
    with DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, runtime="openvino", process_res=70
    ) as model:
        model(np.full((70, 90, 3), 128, np.uint8))
        assert model.describe()["backend"]["loaded_from"] == {"b1_56x70": "compiled"}


def test_an_entry_held_by_a_load_is_not_evicted(runtime_cache):
    with cache.holding_entries():
        used = cache.cached_entry("gate", {"a": 1}, blob(500))
        assert evict_over_limit(Path(), cache.cache_root(), 1) == []  # another evictor's turn
        assert (used / "model.blob").read_bytes() == b"x" * 500
    assert [e.path for e in evict_over_limit(Path(), cache.cache_root(), 1)] == [used]


def test_an_entry_vanishing_while_listed_is_left_out(runtime_cache, monkeypatch):
    gone = cache.cached_entry("gate", {"a": 1}, blob(500))
    kept = cache.cached_entry("gate", {"a": 2}, blob(500))
    counted = cache_layout.folder_bytes

    def evicted_meanwhile(folder: Path) -> int:
        if folder == gone:
            shutil.rmtree(folder)
        return counted(folder)

    monkeypatch.setattr(cache_layout, "folder_bytes", evicted_meanwhile)
    assert kept in [e.path for e in cache_entries()]
    assert counted(gone) == 0  # a folder removed meanwhile holds no bytes


def test_a_build_that_lost_the_race_uses_the_winners_entry(runtime_cache, monkeypatch):
    """``os.replace`` onto the entry another process published since the check: ENOTEMPTY."""
    replace = os.replace

    def published_meanwhile(source, target) -> None:
        if ".tmp-" in str(source) and not Path(target).exists():
            shutil.copytree(source, target)  # the other process's identical build
        replace(source, target)

    monkeypatch.setattr(os, "replace", published_meanwhile)
    entry = cache.cached_entry("onnx", {"a": 1}, blob(500))
    monkeypatch.setattr(os, "replace", replace)
    assert cache.damage(entry) is None
    assert [p.name for p in entry.parent.iterdir()] == [entry.name]  # no temporary folder left


def test_two_threads_building_one_entry_both_get_it_whole(runtime_cache):
    results: dict[str, object] = {}

    def slow(folder: Path) -> None:
        (folder / "model.onnx").write_bytes(b"g" * 100)
        time.sleep(0.6)
        (folder / "model.onnx.data").write_bytes(b"w" * 100)

    def load(name: str) -> None:
        results[name] = cache.cached_entry("onnx", {"a": 1}, slow)

    threads = [threading.Thread(target=load, args=(n,)) for n in "AB"]
    threads[0].start()
    time.sleep(0.2)
    threads[1].start()
    for thread in threads:
        thread.join()
    assert results["A"] == results["B"] and cache.damage(results["A"]) is None


def test_a_dead_build_neither_counts_toward_the_bound_nor_stays(runtime_cache, monkeypatch):
    dead = cache.cache_root() / "onnx" / f"{'de' * 12}.tmp-999999"
    dead.mkdir(parents=True)
    (dead / "model.onnx.data").write_bytes(b"d" * 2500)
    monkeypatch.setenv("TT_DA3_CACHE_MAX_GB", str(3000 / 1e9))
    first = cache.cached_entry("gate", {"a": 1}, blob(400))
    second = cache.cached_entry("gate", {"a": 2}, blob(400))
    assert first.exists() and second.exists() and not dead.exists()


def test_a_build_folder_whose_pid_is_alive_but_unlocked_is_cleared(runtime_cache, capsys):
    """``.tmp-1``: PID 1 always runs (a container's init), yet no build holds the folder."""
    left = cache.cache_root() / "openvino-compiled" / f"{'01' * 12}.tmp-1"
    left.mkdir(parents=True)
    (left / "model.blob").write_bytes(b"z" * 4000)
    assert not cache.owner_alive(left)
    assert cli_main(["cache", "--clear"]) == 0
    out = capsys.readouterr().out  # an unfinished build, not an entry (it was counted as one)
    assert not left.exists() and "removed 0 entries, 0.0 MB, and 1 unfinished build" in out


def test_symbolic_links_are_neither_listed_nor_cleared_nor_followed(runtime_cache, tmp_path):
    other, userdata = tmp_path / "other", tmp_path / "userdata"
    (other / "old.tmp-keep").mkdir(parents=True)
    (other / "old.tmp-keep" / "notes.txt").write_text("precious", encoding="utf-8")
    (userdata / "docs").mkdir(parents=True)
    (userdata / "docs" / "thesis.pdf").write_bytes(b"t" * 5000)
    mine = cache.cached_entry("onnx", {"a": 1}, blob(100))
    (mine.parent / "0123abcd.tmp-999999").symlink_to(userdata)
    (cache.cache_root() / "openvino-ir").symlink_to(other)
    assert [e.path for e in cache_entries()] == [mine]
    assert [e.path for e in clear_entries()] == [mine]
    assert (other / "old.tmp-keep" / "notes.txt").is_file()
    assert (userdata / "docs" / "thesis.pdf").is_file()
    with pytest.raises(ValueError, match="is a symbolic link: the runtime cache follows none"):
        cache.cached_entry("openvino-ir", {"a": 1}, blob(100))


def test_a_folder_named_tmp_without_a_pid_is_not_the_caches(runtime_cache):
    user = cache.cache_root() / "onnx" / "old.tmp-keep"
    user.mkdir(parents=True)
    assert cache_entries() == [] and clear_entries() == [] and user.is_dir()


def test_discarding_an_entry_already_gone_is_no_error(runtime_cache):
    entry = cache.cached_entry("openvino-compiled", {"a": 1}, blob(100))
    shutil.rmtree(entry)  # another process discarded or evicted it first
    cache.discard(entry, "OpenVINO could not import it")
    assert not entry.exists()


def test_engine_shapes_in_other_digits_are_the_documented_error(monkeypatch):
    """``"²"`` passed ``str.isdigit`` and then failed ``int()`` with a raw ValueError."""
    from tt_depth_anything_3.backends.runtimes.engine import engine_shape_limit
    from tt_depth_anything_3.config.errors import InputError

    monkeypatch.setenv("TT_DA3_ENGINE_SHAPES", "²")
    with pytest.raises(InputError, match="must be an integer >= 1"):
        engine_shape_limit()


def test_two_threads_never_export_at_once(runtime_cache, monkeypatch):
    """torch.export in two threads at once failed in both (two loads in threads)."""
    from tt_depth_anything_3.backends.runtimes import engine, export
    from tt_depth_anything_3.backends.torch import loading

    running, overlapped = [], []

    def export_onnx(network, shape, folder, external_data):
        overlapped.append(bool(running))
        running.append(1)
        time.sleep(0.3)
        (folder / "model.onnx").write_bytes(b"g")
        running.pop()

    monkeypatch.setattr(export, "export_onnx", export_onnx)
    monkeypatch.setattr(loading, "build_network", lambda *args: None)
    monkeypatch.setattr(engine.ExportedBackend, "check_checkpoint", lambda self: None)  # no file
    exporters = []
    for views in (0, 1):
        backend = object.__new__(engine.ExportedBackend)
        backend.config, backend.weights = None, Path("w")
        build = backend._export_into(None)
        exporters.append(
            threading.Thread(target=cache.cached_entry, args=("onnx", {"views": views}, build))
        )
    for thread in exporters:
        thread.start()
    for thread in exporters:
        thread.join()
    assert overlapped == [False, False]


def test_publish_leaves_an_entry_another_process_holds(tmp_path):
    """``publish`` moved aside and removed whatever was at ``final`` after its check, without
    its lock: an entry another process published in that instant, and was already reading, lost
    its files under the reader. A held ``final`` is now left alone; a free torn one is replaced."""
    from tt_depth_anything_3.backends.runtimes.cache_integrity import publish
    from tt_depth_anything_3.backends.runtimes.cache_locks import lock_folder

    final = tmp_path / "entry"
    final.mkdir()
    (final / "model.blob").write_bytes(b"in use")
    built = tmp_path / "entry.tmp-x"
    built.mkdir()
    (built / "model.blob").write_bytes(b"ours")
    fd = lock_folder(final, shared=True, wait=True)
    try:
        assert publish(built, final) is False
        assert (final / "model.blob").read_bytes() == b"in use"
    finally:
        os.close(fd)
    assert publish(built, final) is True  # torn and held by none: replaced
    assert (final / "model.blob").read_bytes() == b"ours" and not built.exists()
