"""``predict-dataset "photo [1].png"``: a name holding glob characters was read as a pattern,
so an existing ``photo [1].png`` ran as ``photo 1.png`` (the file ``[1]`` matches), another
photo's depth written under that other name, or was refused as matching nothing. An existing
file is now taken as itself; a pattern that names no file is still a pattern."""

from __future__ import annotations

from pathlib import Path

from tt_depth_anything_3.scale_out.inputs import list_inputs


def _photos(tmp_path: Path) -> Path:
    for name in ("photo [1].png", "photo 1.png", "shot [2].png"):
        (tmp_path / name).write_bytes(b"")
    return tmp_path


def test_an_existing_file_with_brackets_in_its_name_is_that_file(tmp_path):
    folder = _photos(tmp_path)
    (item,) = list_inputs(str(folder / "photo [1].png"))
    assert Path(item.source) == folder / "photo [1].png" and item.name == "photo [1]"
    (item,) = list_inputs(str(folder / "shot [2].png"))  # "shot 2.png" is not there either
    assert Path(item.source) == folder / "shot [2].png"


def test_a_pattern_that_names_no_file_still_matches(tmp_path):
    folder = _photos(tmp_path)
    assert [i.name for i in list_inputs(str(folder / "photo [1]*"))] == ["photo 1"]
    assert [i.name for i in list_inputs(str(folder / "*.png"))] == [
        "photo 1",
        "photo [1]",
        "shot [2]",
    ]
