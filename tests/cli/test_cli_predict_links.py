"""``tt-da3 predict`` never writes through a symbolic link, and an output it cannot write is
named up front or per image (tester_regress defects 1 and 6): links in ``--out`` to the
user's photos had those photos replaced by depth maps, a dangling one made a file outside
every folder involved, and a read-only folder stopped the batch midway with a bare
``[Errno 13]``."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.cli import main, out_checks
from tt_depth_anything_3.cli.common import check_out_folder
from tt_depth_anything_3.inference.outputs import DepthOutput, written_by_us

NO_MODEL = ["--weights", "missing", "--no-progress"]  # refused before the model is looked for


def photos(photo, folder: Path, names: list[str]) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    for name in names:
        Image.fromarray(photo).save(folder / name)
    return [folder / name for name in names]


def test_links_where_outputs_go_are_refused_before_any_work(photo, tmp_path, capsys):
    """The tester's case: links to a PNG photo, to a JPEG photo, and a dangling one."""
    a, b = photos(photo, tmp_path / "in", ["a.jpg", "b.png"])
    holiday, hol2 = photos(photo[::-1], tmp_path / "photos", ["holiday.png", "hol2.jpg"])
    before = {p: p.read_bytes() for p in (holiday, hol2)}
    out = tmp_path / "out"
    out.mkdir()
    (out / "a.png").symlink_to(holiday)
    (out / "a.jpg").symlink_to(hol2)
    (out / "b.png").symlink_to(tmp_path / "photos" / "dangling.png")
    args = ["predict", str(a), str(b), "--out", str(out), "--format", "png", "--format", "jpg"]
    assert main([*args, *NO_MODEL]) == 2
    error = capsys.readouterr().err
    assert "3 output(s) cannot be written" in error
    for name, to in (
        ("a.png", holiday),
        ("a.jpg", hol2),
        ("b.png", tmp_path / "photos" / "dangling.png"),
    ):
        assert f"{out / name} is a symbolic link (to {to}" in error
    assert "missing" not in error  # before the model was looked for
    assert {p: p.read_bytes() for p in (holiday, hol2)} == before
    assert not (tmp_path / "photos" / "dangling.png").exists()


def test_a_linked_folder_leading_outside_out_is_refused(tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    out = tmp_path / "out"
    out.mkdir()
    (out / "sub").symlink_to(elsewhere)
    with pytest.raises(ValueError, match=r"sub/a\.png would be written outside --out, to "):
        check_out_folder(out, [out / "sub" / "a.png"], [str(tmp_path / "in" / "a.jpg")])
    check_out_folder(out, [out / "a.png"], [str(tmp_path / "in" / "a.jpg")])  # the rest: fine


def test_save_replaces_a_link_and_never_writes_through_it(tmp_path):
    """The API's writer too: the link itself is replaced by the depth map (renamed into
    place), its target left alone; a dangling link's target is not made."""
    depth = DepthOutput(
        depth=np.full((8, 8), 2.5, np.float32),
        original_size=(8, 8),
        model_input_size=(8, 8),
        units="m",
    )
    victim = tmp_path / "victim.png"
    victim.write_bytes(b"someone's file")
    for name in ("a.png", "a.jpg", "a.npy", "a.npz"):
        (tmp_path / name).symlink_to(victim)
        depth.save(tmp_path / name)
        assert not (tmp_path / name).is_symlink() and (tmp_path / name).stat().st_size > 0
    assert victim.read_bytes() == b"someone's file"
    assert written_by_us(tmp_path / "a.png") and written_by_us(tmp_path / "a.jpg")
    (tmp_path / "b.png").symlink_to(tmp_path / "gone.png")
    depth.save(tmp_path / "b.png")
    assert not (tmp_path / "gone.png").exists() and not (tmp_path / "b.png").is_symlink()
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE((tmp_path / "b.png").stat().st_mode) == 0o666 & ~umask
    assert [p.name for p in tmp_path.iterdir() if p.suffix == ".tmp"] == []


def test_a_read_only_folder_is_named_before_any_work(photo, tmp_path, capsys, monkeypatch):
    """``o2/y`` read-only: the batch wrote ``o2/x/*`` and then stopped with a bare errno. Now
    every output there is named up front (``os.access`` stands in for the permission: tests
    may run as root, whom a mode does not stop)."""
    images = [
        *photos(photo, tmp_path / "in" / "x", ["a.jpg", "b.png"]),
        *photos(photo, tmp_path / "in" / "y", ["a.jpg"]),
    ]
    out = tmp_path / "o2"
    (out / "y").mkdir(parents=True)
    real_access = os.access

    def access(path, mode, **kwargs) -> bool:
        return Path(path) != out / "y" and real_access(path, mode, **kwargs)

    monkeypatch.setattr(out_checks.os, "access", access)
    assert main(["predict", *map(str, images), "--out", str(out), *NO_MODEL]) == 2
    error = capsys.readouterr().err
    assert f"1 output(s) cannot be written: {out / 'y' / 'a.png'} cannot be written: the " \
        f"folder {out / 'y'} is read-only" in error  # fmt: skip
    assert "Errno" not in error and sorted(out.rglob("*")) == [out / "y"]
    # a wholly read-only --out (its parent, as it does not exist yet): every output named
    monkeypatch.setattr(out_checks.os, "access", lambda path, mode, **kw: False)
    assert main(["predict", *map(str, images), "--out", str(tmp_path / "new"), *NO_MODEL]) == 2
    assert "3 output(s) cannot be written" in capsys.readouterr().err


def test_a_write_that_fails_midway_is_skipped_per_image_with_the_summary(
    tiny_metric_checkpoint, photo, tmp_path, capsys, monkeypatch
):
    """A folder made read-only after the checks (or a full disk): that image is reported as
    ``skipped`` with the reason, the others are written, and the summary is printed."""
    images = [
        *photos(photo, tmp_path / "in" / "x", ["a.jpg", "b.png"]),
        *photos(photo, tmp_path / "in" / "y", ["a.jpg"]),
    ]
    out = tmp_path / "o2"
    real_save = DepthOutput.save

    def save(self, path, scale=1000.0):
        if Path(path).parent == out / "y":
            raise PermissionError(13, "Permission denied", str(path))
        return real_save(self, path, scale)

    monkeypatch.setattr(DepthOutput, "save", save)
    flags = ["--weights", str(tiny_metric_checkpoint), "--process-res", "56", "--no-progress"]
    assert main(["predict", *map(str, images), "--out", str(out), *flags]) == 1
    captured = capsys.readouterr()
    assert f"skipped {images[2]}: cannot write {out / 'y' / 'a.png'}: Permission denied" in (
        captured.err
    )
    assert "Errno" not in captured.err and f"wrote 2 of 3 images to {out}" in captured.out
    assert sorted(p.name for p in (out / "x").iterdir()) == ["a.png", "b.png"]
