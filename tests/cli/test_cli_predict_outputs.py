"""``tt-da3 predict``'s outputs checked before any work (tester_limits defects 2 and 3): an
output that cannot be written (a folder where it goes, a file where one of its folders goes)
stopped the batch after the images before it, and an output over a photo beside the inputs
(``a.png`` beside ``a.jpg``, with ``--out`` the inputs' folder) replaced that photo."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from tt_depth_anything_3.cli import main
from tt_depth_anything_3.cli.common import SHOWN_CLASHES, check_out_folder

# the weights do not exist: a refusal with these flags came before the model loads
NO_MODEL = ["--weights", "missing", "--no-progress"]


def save_photos(photo, folder: Path, names: list[str]) -> list[str]:
    folder.mkdir(parents=True, exist_ok=True)
    for name in names:
        Image.fromarray(photo).save(folder / name)
    return [str(folder / name) for name in names]


def test_outputs_where_folders_stand_are_all_named_before_any_work(photo, tmp_path, capsys):
    """A folder at the first and third outputs: one refusal naming both, exit 2, nothing
    written (it was exit 2 after the first images, without a summary)."""
    images = save_photos(photo, tmp_path / "in", [f"good_{i:02}.png" for i in range(4)])
    out = tmp_path / "out"
    (out / "good_00.png").mkdir(parents=True)
    (out / "good_02.png").mkdir()
    assert main(["predict", *images, "--out", str(out), *NO_MODEL]) == 2
    error = capsys.readouterr().err
    assert f"--out {out}: 2 output(s) cannot be written" in error
    assert f"{out / 'good_00.png'} is a folder" in error
    assert f"{out / 'good_02.png'} is a folder" in error
    assert "missing" not in error  # refused before the model was looked for
    assert sorted(p.name for p in out.iterdir()) == ["good_00.png", "good_02.png"]


def test_an_output_under_a_file_is_named_before_any_work(photo, tmp_path, capsys):
    """Inputs sharing a stem keep their folders (``a/x``, ``b/x``): a file ``out/a`` stops
    ``out/a/x.png`` being made."""
    images = [
        *save_photos(photo, tmp_path / "in" / "a", ["x.jpg"]),
        *save_photos(photo, tmp_path / "in" / "b", ["x.jpg"]),
    ]
    out = tmp_path / "out"
    out.mkdir()
    (out / "a").write_bytes(b"not a folder")
    assert main(["predict", *images, "--out", str(out), "--format", "npy", *NO_MODEL]) == 2
    error = capsys.readouterr().err
    assert f"{out / 'a' / 'x.npy'} cannot be made: {out / 'a'} is a file, not a folder" in error
    assert "1 output(s)" in error


def test_a_photo_beside_the_inputs_is_never_written_over(
    tiny_metric_checkpoint, photo, tmp_path, capsys
):
    """``predict ow/a.jpg --out ow`` replaced the photo ``ow/a.png`` (not an input) with a depth
    map. Refused before any work; outputs that are not images (npz) may go there; an output
    folder of our own is written over on a rerun, as before."""
    folder = tmp_path / "ow"
    (jpg,) = save_photos(photo, folder, ["a.jpg"])
    Image.fromarray(photo[::-1]).save(folder / "a.png")  # someone's other photo
    before = (folder / "a.png").read_bytes()
    assert main(["predict", jpg, "--out", str(folder), *NO_MODEL]) == 2
    error = capsys.readouterr().err
    assert f"{folder / 'a.png'} would be written over that image beside the inputs" in error
    assert (folder / "a.png").read_bytes() == before
    # a colour-mapped .jpg is an image too: refused the same way over an existing one
    save_photos(photo, folder, ["b.png", "b.jpg"])
    assert main(["predict", str(folder / "b.png"), "--out", str(folder), "--format", "jpg",
                 *NO_MODEL]) == 2  # fmt: skip
    assert "b.jpg would be written over that image beside the inputs" in capsys.readouterr().err

    flags = ["--weights", str(tiny_metric_checkpoint), "--process-res", "140", "--no-progress"]
    assert main(["predict", jpg, "--out", str(folder), "--format", "npz", *flags]) == 0
    assert (folder / "a.npz").is_file() and (folder / "a.png").read_bytes() == before
    out = tmp_path / "depth"
    for _ in range(2):  # a rerun into its own --out: the depth maps are replaced, no refusal
        assert main(["predict", jpg, "--out", str(out), *flags]) == 0
    assert sorted(p.name for p in out.iterdir()) == ["a.png"]


def test_a_long_list_of_clashes_is_cut(tmp_path):
    out = tmp_path / "out"
    targets = [out / f"{i:02}.png" for i in range(SHOWN_CLASHES + 3)]
    for target in targets:
        target.mkdir(parents=True)
    with pytest.raises(ValueError, match=r"13 output\(s\) cannot be written: .*; and 3 more;"):
        check_out_folder(out, targets, [str(tmp_path / "in.jpg")])


def test_an_out_inside_a_folder_input_is_refused(tiny_metric_checkpoint, photo, tmp_path, capsys):
    """``predict pin/a --out pin/a`` wrote ``x.png`` there, and its rerun took that depth map
    as a photo (``x.png.png``): an ``--out`` that is a folder input or lies inside one is
    refused before any work, as ``predict-dataset`` and ``video`` refuse it."""
    folder = tmp_path / "pin"
    save_photos(photo, folder, ["x.jpg"])
    for out in (folder, folder / "depth"):
        assert main(["predict", str(folder), "--out", str(out), *NO_MODEL]) == 2
        error = capsys.readouterr().err
        assert f"--out {out} lies inside the input folder {folder}" in error
    assert sorted(p.name for p in folder.iterdir()) == ["x.jpg"]
    flags = ["--weights", str(tiny_metric_checkpoint), "--process-res", "140", "--no-progress"]
    assert main(["predict", str(folder), "--out", str(tmp_path), *flags]) == 0  # above: fine
    assert (tmp_path / "x.png").is_file()


def test_a_rerun_into_the_inputs_folder_replaces_its_own_depth_maps(
    tiny_metric_checkpoint, photo, tmp_path, capsys
):
    """``predict ow/a.jpg --out ow`` run twice: the second run was refused, the first run's
    ``ow/a.png`` taken for a photo. The package's own (marked) depth maps are replaced; a
    photo there is still refused."""
    folder = tmp_path / "ow"
    jpg, png = save_photos(photo, folder, ["a.jpg", "b.png"])
    flags = ["--weights", str(tiny_metric_checkpoint), "--process-res", "140", "--no-progress"]
    for scale in ("1000", "256"):  # the second run replaces the first's a.png and b.jpg
        assert main(["predict", jpg, "--out", str(folder), "--png-scale", scale, *flags]) == 0
        assert main(["predict", png, "--out", str(folder), "--format", "jpg", *flags]) == 0
    assert sorted(p.name for p in folder.iterdir()) == ["a.jpg", "a.png", "b.jpg", "b.png"]
    with Image.open(folder / "a.png") as depth:
        assert depth.info["Description"].startswith("depth in metres x 256 ")
    Image.fromarray(photo[::-1]).save(folder / "a.png")  # now someone's photo stands there
    before = (folder / "a.png").read_bytes()
    assert main(["predict", jpg, "--out", str(folder), *NO_MODEL]) == 2
    error = capsys.readouterr().err
    assert f"{folder / 'a.png'} would be written over that image beside the inputs" in error
    assert (folder / "a.png").read_bytes() == before


def test_a_name_too_long_for_the_file_system_is_refused_before_any_work(photo, tmp_path, capsys):
    """Inputs ``<251 a>.jpg`` and ``<251 a>.png`` share a stem, so their outputs keep the
    extension: ``<251 a>.jpg.png``, 259 bytes, over the usual 255. The batch stopped with
    ``[Errno 36] File name too long`` after writing the first; now both are named up front."""
    stem = "a" * 251
    images = save_photos(photo, tmp_path / "in", [f"{stem}.jpg", f"{stem}.png"])
    out = tmp_path / "out"
    assert main(["predict", *images, "--out", str(out), *NO_MODEL]) == 2
    error = capsys.readouterr().err
    assert "2 output(s) cannot be written" in error
    for name in (f"{stem}.jpg.png", f"{stem}.png.png"):
        assert f"{out / name} cannot be made: the name {'a' * 24}... is 259 bytes, over" in error
    assert "missing" not in error and not out.exists()
    fits = out / ("b" * 250 + ".png")  # 254 bytes: fine, as is a folder name that fits
    check_out_folder(out, [fits, out / "c" / "d.png"], images)
    with pytest.raises(ValueError, match=r"1 output\(s\).*the name c{24}\.\.\. is 300 bytes"):
        check_out_folder(out, [out / ("c" * 300) / "d.png"], images)


def test_a_photo_in_a_plain_or_linked_out_is_never_written_over(
    tiny_metric_checkpoint, photo, tmp_path, capsys
):
    """``predict in/holiday.jpg --out photos`` replaced the photo ``photos/holiday.png`` (no
    depth mark) when ``--out`` was not an input's folder, directly or through a link to it.
    Refused before any work; the package's own depth map there is replaced on a rerun."""
    (jpg,) = save_photos(photo, tmp_path / "in", ["holiday.jpg"])
    photos = tmp_path / "photos"
    save_photos(photo[::-1], photos, ["holiday.png"])
    before = (photos / "holiday.png").read_bytes()
    (tmp_path / "link").symlink_to(photos, target_is_directory=True)
    for out in (photos, tmp_path / "link"):
        assert main(["predict", jpg, "--out", str(out), *NO_MODEL]) == 2
        error = capsys.readouterr().err
        assert (
            f"{out / 'holiday.png'} would be written over that image in --out, which is " in error
        )
        assert "missing" not in error  # refused before the model was looked for
        assert (photos / "holiday.png").read_bytes() == before
    (photos / "holiday.png").unlink()
    flags = ["--weights", str(tiny_metric_checkpoint), "--process-res", "140", "--no-progress"]
    for out in (photos, tmp_path / "link"):  # ours now: replaced, no refusal
        assert main(["predict", jpg, "--out", str(out), *flags]) == 0
    assert sorted(p.name for p in photos.iterdir()) == ["holiday.png"]
