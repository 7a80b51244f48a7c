"""The converted-weight cache: the first load writes it, the second reads back the very same
tensors; any change of the checkpoint file (one rewritten in place with its time kept too) or the
config gives another folder.

Host tensors (no device; host tilizing still asks the mock p150a for its arch), so every value
is compared; the mock dry run covers the device path.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from pathlib import Path

import pytest

ttnn = pytest.importorskip("ttnn")

import torch  # noqa: E402

from tt_depth_anything_3.backends.blackhole.device.cache import MANIFEST, WeightCache  # noqa: E402
from tt_depth_anything_3.backends.blackhole.device.weights import prepare_weights  # noqa: E402
from tt_depth_anything_3.backends.torch.loading import build_network  # noqa: E402
from tt_depth_anything_3.config import DA3Config  # noqa: E402


def _network_and_cache(checkpoint: Path, root: Path):
    """(config, weights file, network, a fresh cache under ``root``) of a checkpoint."""
    config = DA3Config.from_dict(json.loads((checkpoint / "config.json").read_text()))
    weights = checkpoint / "model.safetensors"
    network = build_network(config, weights)
    return config, weights, network, WeightCache.for_checkpoint(weights, config, root=root)


def _tensors(value) -> list:
    """Every ttnn tensor in a DeviceWeights tree, in a fixed order."""
    if isinstance(value, ttnn.Tensor):
        return [value]
    if isinstance(value, (list, tuple)):
        return [t for item in value for t in _tensors(item)]
    if hasattr(value, "__dataclass_fields__"):
        return [t for name in value.__dataclass_fields__ for t in _tensors(getattr(value, name))]
    return []


def test_second_load_reads_the_same_tensors(
    mock_p150a: dict, tiny_metric_checkpoint: Path, tmp_path: Path
) -> None:
    config, weights, network, cache = _network_and_cache(tiny_metric_checkpoint, tmp_path)
    assert not cache.complete

    first, source = prepare_weights(network, None, cache)
    assert source == "converted+cached" and cache.complete
    manifest = json.loads((cache.folder / MANIFEST).read_text())
    assert manifest["tensors"] == len(list(cache.folder.glob("*.tensorbin")))
    assert manifest["size"] == weights.stat().st_size

    second, source = prepare_weights(network, None, cache)
    assert source == "cache"
    pairs = list(zip(_tensors(first), _tensors(second), strict=True))
    assert len(pairs) == manifest["tensors"]
    for a, b in pairs:
        assert a.dtype == b.dtype and a.layout == b.layout and a.shape == b.shape
        assert torch.equal(ttnn.to_torch(a), ttnn.to_torch(b))

    # Another modification time (or size, header, config) is another key and folder.
    stat = weights.stat()
    os.utime(weights, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    assert WeightCache.for_checkpoint(weights, config, root=tmp_path).folder != cache.folder


def test_weights_rewritten_in_place_with_their_time_kept_get_another_folder(
    tiny_metric_checkpoint: Path, tmp_path: Path
) -> None:
    """The key held size, time and header: other weights of the same architecture written
    into the file with its time set back (``cp -p``) were served the old converted tensors."""
    folder = tmp_path / "checkpoint"
    shutil.copytree(tiny_metric_checkpoint, folder)
    weights = folder / "model.safetensors"
    config = DA3Config.from_dict(json.loads((folder / "config.json").read_text()))
    before = WeightCache.for_checkpoint(weights, config, root=tmp_path).folder
    stat = weights.stat()
    data = bytearray(weights.read_bytes())
    data[-4:] = bytes(4 - i for i in range(4))  # the last weight's bytes, the header kept
    time.sleep(0.01)
    with weights.open("r+b") as handle:
        handle.write(data)
    os.utime(weights, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert (weights.stat().st_size, weights.stat().st_mtime_ns) == (stat.st_size, stat.st_mtime_ns)
    assert WeightCache.for_checkpoint(weights, config, root=tmp_path).folder != before


def test_a_short_cache_is_an_error(
    mock_p150a: dict, tiny_metric_checkpoint: Path, tmp_path: Path
) -> None:
    _, _, network, cache = _network_and_cache(tiny_metric_checkpoint, tmp_path)
    prepare_weights(network, None, cache)
    manifest = json.loads((cache.folder / MANIFEST).read_text())
    manifest["tensors"] += 1
    (cache.folder / MANIFEST).write_text(json.dumps(manifest))
    with pytest.raises(RuntimeError, match="delete the folder"):
        prepare_weights(network, None, cache)


def _staging(root: Path) -> list[str]:
    return sorted(path.name for path in root.glob("*.partial-*"))


def test_a_refused_or_interrupted_conversion_leaves_no_staging_folder(
    mock_p150a: dict, tiny_metric_checkpoint: Path, tmp_path: Path, monkeypatch
) -> None:
    """The staging folder ``NAME.partial-PID`` was made before the model check and never
    removed: a refused model (DA3-SMALL) left an empty one, a Ctrl-C midway through a first
    conversion a half-written copy, for ever (a later process stages under its own PID). Now
    none is made for a refused model, an interrupted one removes its own, and a writer sweeps
    those whose process is gone (a kill -9), not those of a running one."""
    import subprocess
    import sys

    from support.checkpoints import write_checkpoint
    from tt_depth_anything_3.backends.blackhole.device import weights as device_weights

    root = tmp_path / "cache"
    small = write_checkpoint(tmp_path / "small", "da3-small")
    _, _, small_network, small_cache = _network_and_cache(small, root)
    with pytest.raises(ValueError):
        prepare_weights(small_network, None, small_cache)
    assert _staging(root) == []

    _, _, network, cache = _network_and_cache(tiny_metric_checkpoint, root)
    real, calls = device_weights.linear_from, []

    def interrupted(*args, **kwargs):
        calls.append(1)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return real(*args, **kwargs)

    monkeypatch.setattr(device_weights, "linear_from", interrupted)
    with pytest.raises(KeyboardInterrupt):
        prepare_weights(network, None, cache)
    assert _staging(root) == [] and not cache.complete
    monkeypatch.setattr(device_weights, "linear_from", real)

    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    dead = root / f"{cache.folder.name}.partial-{int(gone.stdout)}"
    running = root / f"other-0123.partial-{os.getppid()}"
    for folder in (dead, running):
        folder.mkdir(parents=True)
        (folder / "0000.tensorbin").write_bytes(b"x")
    assert prepare_weights(network, None, cache)[1] == "converted+cached"
    assert _staging(root) == [running.name]


def test_a_changed_checkpoint_file_replaces_its_old_folder(
    mock_p150a: dict, tiny_metric_checkpoint: Path, tmp_path: Path
) -> None:
    """The key holds the file's change time, so a ``chmod`` (a new hard link, a rewrite)
    converted anew into another folder and the old one, which no key can match again, stayed
    for ever (a full copy of the converted weights per change). Now the new folder replaces
    the old ones of the same checkpoint path; other checkpoints' folders stay."""
    folder = tmp_path / "checkpoint"
    shutil.copytree(tiny_metric_checkpoint, folder)
    root = tmp_path / "cache"
    _, weights, network, first = _network_and_cache(folder, root)
    prepare_weights(network, None, first)
    _, _, other_network, other = _network_and_cache(tiny_metric_checkpoint, root)
    prepare_weights(other_network, None, other)
    os.chmod(weights, 0o600)  # the content unchanged, the change time not
    _, _, network, second = _network_and_cache(folder, root)
    assert second.folder != first.folder
    assert prepare_weights(network, None, second)[1] == "converted+cached"
    assert second.complete and other.complete and not first.folder.exists()
    assert sorted(p.name for p in root.iterdir()) == sorted([second.folder.name, other.folder.name])


def test_a_relative_cache_folder_is_where_the_engines_cache_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A relative ``TT_DA3_CACHE_DIR`` was read afresh here at each load, while the runtimes'
    cache keeps its first resolution: after an ``os.chdir`` the converted weights moved to a new
    cache under the new folder and the engines did not."""
    from tt_depth_anything_3.backends.blackhole.device.cache import default_cache_root
    from tt_depth_anything_3.backends.runtimes.cache import cache_folder
    from tt_depth_anything_3.config import cache_folder as package_cache

    monkeypatch.setattr(package_cache, "RESOLVED_CACHE_DIRS", {})
    monkeypatch.setenv("TT_DA3_CACHE_DIR", "relc")
    (tmp_path / "sub").mkdir()
    monkeypatch.chdir(tmp_path)
    assert default_cache_root() == tmp_path / "relc" == cache_folder().parent
    monkeypatch.chdir(tmp_path / "sub")
    assert default_cache_root() == tmp_path / "relc" == cache_folder().parent


def test_a_change_of_the_weight_algebra_gives_another_folder(
    tiny_metric_checkpoint: Path, tmp_path: Path, monkeypatch
) -> None:
    """The key hashed weights.py and cache.py only, while the tensors converted are the
    LayerScale-folded linears and the fused depth / sky outputs of ``numerics/folding.py``: a
    package whose folding changed read the older conversion back as it was."""
    from tt_depth_anything_3.backends.blackhole.device import cache as weight_cache
    from tt_depth_anything_3.backends.blackhole.numerics import folding

    config, weights, _, _ = _network_and_cache(tiny_metric_checkpoint, tmp_path)
    before = WeightCache.for_checkpoint(weights, config, root=tmp_path).folder
    real = Path.read_bytes

    def read_bytes(self: Path) -> bytes:
        data = real(self)
        return data + b"# another folding\n" if self == Path(folding.__file__) else data

    monkeypatch.setattr(Path, "read_bytes", read_bytes)
    assert Path(folding.__file__) in weight_cache.CONVERSION_SOURCES
    assert WeightCache.for_checkpoint(weights, config, root=tmp_path).folder != before


def _damage_largest_tensor(cache: WeightCache, truncate: bool) -> Path:
    """Bytes of the largest tensor file flipped (its size and modification time kept: bit rot,
    a copy that keeps times) or cut short (a torn copy) -> the file."""
    path = max(cache.folder.glob("*.tensorbin"), key=lambda p: p.stat().st_size)
    stat = path.stat()
    data = bytearray(path.read_bytes())
    if truncate:
        data = data[: len(data) // 2]
    else:
        data[len(data) // 2 : len(data) // 2 + 64] = bytes(x ^ 0x5A for x in data[-64:])
    path.write_bytes(bytes(data))
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    return path


@pytest.mark.parametrize("truncate", [False, True], ids=["flipped", "truncated"])
def test_a_damaged_tensor_file_is_converted_again_with_a_warning(
    mock_p150a: dict, tiny_metric_checkpoint: Path, tmp_path: Path, caplog, truncate: bool
) -> None:
    """Nothing checked the tensor files: bytes changed on disk (bit rot, a torn copy of the
    cache) were read back by ``ttnn.load_tensor`` as weights, wrong numbers on the chip with
    no error. Every file's CRC-32 is checked against the manifest now: a damaged folder is
    removed with a warning naming it, and the weights are converted again."""
    import logging

    _, _, network, cache = _network_and_cache(tiny_metric_checkpoint, tmp_path)
    first, _ = prepare_weights(network, None, cache)
    damaged = _damage_largest_tensor(cache, truncate)
    caplog.set_level(logging.WARNING, logger="tt_depth_anything_3")
    second, source = prepare_weights(network, None, cache)
    assert source == "converted+cached" and cache.complete
    (warning,) = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert str(cache.folder) in warning and damaged.name in warning and "again" in warning
    for a, b in zip(_tensors(first), _tensors(second), strict=True):
        assert torch.equal(ttnn.to_torch(a), ttnn.to_torch(b))
    assert prepare_weights(network, None, cache)[1] == "cache"


def test_a_folder_another_user_owns_is_never_read(
    mock_p150a: dict, tiny_metric_checkpoint: Path, tmp_path: Path, caplog, monkeypatch
) -> None:
    """In a cache folder others can write (``TT_DA3_CACHE_DIR`` in a shared /tmp) another user
    could plant a folder under the key anyone computes from a public checkpoint, with a
    manifest to match: its tensors were loaded as the model's weights. Such a folder is left
    alone and the weights are converted for this process only, with a warning."""
    import logging

    from tt_depth_anything_3.backends.runtimes import cache_owner

    _, _, network, cache = _network_and_cache(tiny_metric_checkpoint, tmp_path)
    prepare_weights(network, None, cache)
    me = os.geteuid()
    monkeypatch.setattr(cache_owner, "TRUSTED_OWNERS", ())
    monkeypatch.setattr(os, "geteuid", lambda: me + 1)
    caplog.set_level(logging.WARNING, logger="tt_depth_anything_3")
    assert prepare_weights(network, None, cache)[1] == "converted"
    (warning,) = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert "another user's" in warning and str(cache.folder) in warning
    assert cache.complete and _staging(tmp_path) == []  # theirs stays, nothing of ours


def test_a_tensor_ttnn_cannot_read_is_an_error_naming_the_folder(
    mock_p150a: dict, tiny_metric_checkpoint: Path, tmp_path: Path
) -> None:
    """A file whose checksum matches (written so: another ttnn build under the same version)
    but that ttnn cannot read failed with ttnn's raw ``TT_FATAL`` naming no cache folder; the
    error names the folder and how to rebuild it now."""
    from tt_depth_anything_3.backends.runtimes.cache_integrity import file_digests

    _, _, network, cache = _network_and_cache(tiny_metric_checkpoint, tmp_path)
    prepare_weights(network, None, cache)
    _damage_largest_tensor(cache, truncate=True)
    manifest = json.loads((cache.folder / MANIFEST).read_text(encoding="utf-8"))
    manifest["files"] = file_digests(cache.folder, MANIFEST)
    (cache.folder / MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    with pytest.raises(RuntimeError, match="delete the folder") as caught:
        prepare_weights(network, None, cache)
    assert str(cache.folder) in str(caught.value) and "checksums" in str(caught.value)


def test_two_loads_of_one_process_convert_side_by_side(
    mock_p150a: dict, tiny_metric_checkpoint: Path, tmp_path: Path
) -> None:
    """Both loads of one checkpoint in one process (a server's two models) staged into
    ``NAME.partial-PID``: the second removed the first's tensors as it began and renamed the
    folder into place, so the first's next tensor had no folder to go to. Each stages into a
    folder of its own now; the first finds the second's folder published and drops its own."""
    from tt_depth_anything_3.backends.blackhole.device.cache import Uploader

    _, _, network, cache = _network_and_cache(tiny_metric_checkpoint, tmp_path)
    first = Uploader(None, cache)
    try:
        first.host(torch.ones(32, 32), ttnn.bfloat16)
        assert prepare_weights(network, None, cache)[1] == "converted+cached"
        first.host(torch.ones(32, 32), ttnn.bfloat16)
        first.finish()
    finally:
        first.discard()
    assert _staging(tmp_path) == [] and cache.readable()
    assert prepare_weights(network, None, cache)[1] == "cache"
