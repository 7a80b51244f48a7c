"""``predict-dataset T.parquet``: an error about the table named neither it nor a row's file
("row 1: name '../b' is not a relative file name", pyarrow's "Parquet magic bytes not found
in footer ..."); each now starts with the table's path."""

from __future__ import annotations

import pytest

pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")

from tt_depth_anything_3.scale_out.inputs import list_parquet_inputs  # noqa: E402


@pytest.mark.parametrize(
    ("table", "says"),
    [
        ({"image": [b"x", b"y"], "name": ["a", "../b"]}, "row 1: name '../b' is not a relative"),
        ({"other": ["a"]}, "found columns ['other']"),
        ({"path": ["missing.png"]}, "1 input(s) do not exist"),
    ],
)
def test_an_error_about_a_table_names_it(tmp_path, table, says):
    path = tmp_path / "t.parquet"
    pq.write_table(pa.table(table), path)
    with pytest.raises(ValueError) as info:
        list_parquet_inputs(path)
    assert str(info.value).startswith(f"{path}: ") and says in str(info.value)


def test_a_file_that_is_not_parquet_is_named(tmp_path):
    path = tmp_path / "t.parquet"
    path.write_bytes(b"not parquet at all")
    with pytest.raises(ValueError, match=rf"^{path}: .*[Pp]arquet"):
        list_parquet_inputs(path)


def test_an_error_naming_the_table_already_is_not_named_twice(tmp_path):
    path = tmp_path / "t.parquet"
    pq.write_table(pa.table({"path": ["a.png", None]}), path)
    with pytest.raises(ValueError) as info:
        list_parquet_inputs(path)
    assert str(info.value).count(str(path)) == 1


def test_predict_dataset_reads_a_table_whose_suffix_is_in_capitals(tmp_path, capsys):
    """``T.PARQUET`` was taken for one image file (its decode failing on Ray, exit 1)."""
    pytest.importorskip("ray")
    from tt_depth_anything_3.cli import main

    path = tmp_path / "T.PARQUET"
    pq.write_table(pa.table({"image": [b"x"], "name": ["../b"]}), path)
    assert main(["predict-dataset", str(path), "--out", str(tmp_path / "out")]) == 2
    assert f"{path}: row 0: name '../b' is not a relative file name" in capsys.readouterr().err
