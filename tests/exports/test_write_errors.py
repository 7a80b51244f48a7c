"""What a failed write says: the user's path (never the hidden temporary), the cause, and an
``InputError`` for a path under a file; the old file is kept and no temporary is left."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import numpy as np
import pytest

from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.config.file_writes import make_parent_folder, write_failure
from tt_depth_anything_3.exports import atomic
from tt_depth_anything_3.inference import outputs as outputs_module

EXTENSIONS = ["png", "npy", "npz", "jpg"]


@pytest.fixture(scope="module")
def output(tiny_metric_model):
    rgb = np.random.default_rng(0).integers(0, 256, (60, 80, 3), dtype=np.uint8)
    return tiny_metric_model(rgb, focal_px=100.0)


def read_only(monkeypatch, module) -> None:
    """Every ``os.open`` / ``Path.unlink`` in ``module``'s writes fails as on a read-only disk
    (``unlink(missing_ok=True)`` of a missing file raises there too)."""

    def refuse(*args, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system", str(args[0]))

    monkeypatch.setattr(module.os, "open", refuse)
    monkeypatch.setattr(Path, "unlink", refuse)


@pytest.mark.parametrize("extension", EXTENSIONS)
def test_saving_under_a_file_is_an_input_error_naming_it(output, tmp_path, extension):
    blocker = tmp_path / "file.png"
    blocker.write_bytes(b"x")
    with pytest.raises(InputError, match=f"{blocker} is a file, not a folder"):
        output.save(blocker / "deeper" / f"depth.{extension}")
    assert blocker.read_bytes() == b"x"


@pytest.mark.parametrize("extension", EXTENSIONS)
def test_a_read_only_disk_is_said_of_the_target(output, tmp_path, monkeypatch, extension):
    target = tmp_path / f"depth.{extension}"
    read_only(monkeypatch, outputs_module)
    with pytest.raises(OSError, match=f"cannot write {target}: Read-only file system") as info:
        output.save(target)
    assert info.value.errno == errno.EROFS
    assert ".tmp" not in str(info.value)


def test_a_short_write_keeps_the_old_file_and_names_the_target(output, tmp_path, monkeypatch):
    target = tmp_path / "depth.npy"
    target.write_bytes(b"OLD")

    def short_write(file, array):
        file.write(b"partial")
        raise OSError("120000 requested and 13280 written")  # numpy's, on a full disk

    monkeypatch.setattr(outputs_module.np, "save", short_write)
    with pytest.raises(OSError, match=f"cannot write {target}: 120000 requested"):
        output.save(target)
    assert target.read_bytes() == b"OLD"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["depth.npy"]


def test_a_scene_file_on_a_full_disk_is_said_of_the_target(tmp_path, monkeypatch):
    target = tmp_path / "scene.ply"
    target.write_bytes(b"OLD")
    with pytest.raises(OSError, match=f"cannot write {target}: No space left") as info:
        with atomic.atomic_file(target) as tmp:
            tmp.write_bytes(b"half")
            raise OSError(errno.ENOSPC, "No space left on device", str(tmp))
    assert info.value.errno == errno.ENOSPC
    assert target.read_bytes() == b"OLD"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["scene.ply"]


def test_a_scene_under_a_file_is_an_input_error(tmp_path):
    blocker = tmp_path / "file.png"
    blocker.write_bytes(b"x")
    with pytest.raises(InputError, match="is a file, not a folder"):
        with atomic.atomic_file(blocker / "scene.ply"):
            pass
    with pytest.raises(InputError, match="is a file, not a folder"):
        with atomic.atomic_folder(blocker / "sparse", ("cameras.txt",)):
            pass


def test_make_parent_folder_names_the_folder_it_cannot_make(tmp_path, monkeypatch):
    target = tmp_path / "a" / "b" / "x.png"

    def refuse(self, *args, **kwargs):
        raise OSError(errno.EACCES, "Permission denied", str(self))

    monkeypatch.setattr(Path, "mkdir", refuse)
    with pytest.raises(PermissionError, match=f"cannot write {target}: Permission denied"):
        make_parent_folder(target)


def test_write_failure_keeps_the_errno_and_drops_a_temporary_name(tmp_path):
    target = tmp_path / "x.glb"
    error = write_failure(target, OSError(errno.ENOSPC, "No space left", str(tmp_path / ".x.tmp")))
    assert error.errno == errno.ENOSPC and str(target) in str(error) and ".tmp" not in str(error)
    assert isinstance(write_failure(target, OSError(errno.EACCES, "no", "x")), PermissionError)
    assert os.fspath(target) in str(write_failure(target, OSError("short write")))
