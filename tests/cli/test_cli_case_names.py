"""Output names that differ only in letter case (``A.jpg`` and ``a.jpg``, ``x.JPG`` and
``x.jpg``) are one file on a case-insensitive file system (macOS, Windows): one depth map was
written over the other. Names are now kept apart by ``name_key`` (case folded); the naming is
pure, so this runs on any file system."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.cli import main
from tt_depth_anything_3.exports.naming import (
    keep_suffix_where_shared,
    name_key,
    number_where_shared,
    output_names,
)
from tt_depth_anything_3.scale_out.inputs import list_inputs


def _apart(names: list[str]) -> bool:
    """Whether ``names`` are distinct files where letter case is ignored."""
    return len({name_key(name) for name in names}) == len(names)


@pytest.mark.parametrize(
    ("files", "names"),
    [
        (["in/A.jpg", "in/a.jpg"], ["A.jpg", "a.jpg~2"]),
        (["in/x.JPG", "in/x.jpg"], ["x.JPG", "x.jpg~2"]),
        (["in/x.jpg", "in/X.png"], ["x.jpg", "X.png"]),
        (["one/A.jpg", "two/a.jpg"], ["one/A", "two/a"]),
        (["a/x.jpg", "A/x.jpg"], ["a/x.jpg", "A/x.jpg~2"]),
        (["in/A.jpg", "in/a.jpg", "in/a.jpg~2.jpg"], ["A.jpg", "a.jpg~3", "a.jpg~2"]),
    ],
)
def test_predict_names_apart_where_case_is_ignored(tmp_path, files, names):
    """``A.jpg`` and ``a.jpg`` were named ``A`` and ``a`` (``A.png``, ``a.png``: one file on
    macOS), ``x.JPG`` and ``x.jpg`` ``x.JPG`` and ``x.jpg`` (``x.jpg.png`` twice there)."""
    got = output_names([tmp_path / f for f in files])
    assert got == names and _apart(got)


def test_the_key_folds_case_and_accents_as_apfs_does():
    assert name_key("Photo.JPG") == name_key("photo.jpg")
    assert name_key("caf\u00e9") == name_key("cafe\u0301") == name_key("CAF\u00c9")
    assert name_key("caf\udce9") != name_key("caf\udcc9")  # bytes that are not UTF-8: as they are
    assert number_where_shared(["a", "b", "B", "A", "b~2"]) == ["a", "b", "B~3", "A~2", "b~2"]
    assert _apart(keep_suffix_where_shared(["x", "X", "x"], ["x.jpg", "X.JPG", "x.png"]))


def test_predict_dataset_names_apart_where_case_is_ignored(tmp_path):
    """A folder (or list) of inputs named as ``predict`` names them: ``A.jpg`` and ``a.jpg``
    in one folder (a case-sensitive one), ``a/x.jpg`` and ``A/x.jpg`` below it."""
    for name in ("A.jpg", "a.jpg", "a/x.jpg", "A/x.jpg", "b.png"):
        (tmp_path / "in" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "in" / name).write_bytes(b"")
    names = [item.name for item in list_inputs(tmp_path / "in")]
    assert len(names) == 5 and _apart(names) and "b" in names


def test_a_parquet_name_column_is_kept_apart_where_case_is_ignored(tmp_path):
    """Names of a parquet table's rows that differ only in case were two outputs on Linux and
    one on macOS; exact repeats are refused as before."""
    pa = pytest.importorskip("pyarrow")
    pq = pytest.importorskip("pyarrow.parquet")
    from tt_depth_anything_3.scale_out.inputs import list_parquet_inputs

    cells = [b"x", b"y", b"z"]
    pq.write_table(
        pa.table({"image": cells, "name": ["A.png", "a.png", "b"]}), tmp_path / "t.parquet"
    )
    assert [it.name for it in list_parquet_inputs(tmp_path / "t.parquet")] == ["A", "a~2", "b"]
    pq.write_table(pa.table({"image": cells, "name": ["a", "a", "b"]}), tmp_path / "d.parquet")
    with pytest.raises(ValueError, match="output names occur more than once"):
        list_parquet_inputs(tmp_path / "d.parquet")


def test_predict_writes_two_depth_maps_for_names_that_differ_in_case(
    tmp_path, photo, tiny_metric_checkpoint, capsys
):
    """Through ``tt-da3 predict``: two outputs whose names differ in more than letter case."""
    for name in ("A.jpg", "a.jpg"):
        (tmp_path / "in").mkdir(exist_ok=True)
        Image.fromarray(np.asarray(photo)).save(tmp_path / "in" / name)
    out = tmp_path / "out"
    argv = ["predict", str(tmp_path / "in"), "--out", str(out), "--no-progress"]
    assert main([*argv, "--weights", str(tiny_metric_checkpoint), "--process-res", "70"]) == 0
    assert "wrote 2 of 2" in capsys.readouterr().out
    written = sorted(p.name for p in out.iterdir())
    assert written == ["A.jpg.png", "a.jpg~2.png"] and _apart(written)
    assert all(Path(out / name).stat().st_size > 0 for name in written)


def test_one_file_by_two_names_is_run_once(tmp_path, capsys):
    """``tt-da3 predict A.jpg a.jpg`` on macOS names one file twice (``resolve`` keeps the case
    given), as a hard link does anywhere: it ran twice, into two outputs. Inputs are told
    apart by device and inode now; the repeat is said, as a path given twice is."""
    from tt_depth_anything_3.cli.common import unique_inputs

    first = tmp_path / "in" / "a.jpg"
    first.parent.mkdir()
    first.write_bytes(b"")
    second = tmp_path / "in" / "A.jpg"
    os.link(first, second)  # one file, a second name (a case-insensitive file system's)
    assert unique_inputs([str(first), str(second)]) == [str(first)]
    assert f"{second} is {first}, listed already: run once" in capsys.readouterr().err
    with pytest.warns(UserWarning, match="listed already: run once"):
        items = list_inputs([str(first), str(second)])
    assert [(it.source, it.name) for it in items] == [(str(first.resolve()), "a")]
