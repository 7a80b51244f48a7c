"""``tt-da3 export --out ''`` (an unset shell variable) is refused in export's words (an
outside test, helper 57: the hint said ``pass --out . for the current folder``, which export
then refuses, as it replaces its folder whole)."""

from __future__ import annotations

import pytest

from tt_depth_anything_3.cli import main


@pytest.mark.parametrize("argv", [["--out", ""], ["--out="]])
def test_an_empty_export_out_does_not_suggest_the_current_folder(tmp_path, monkeypatch, capsys,
                                                                   argv):  # fmt: skip
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as stop:
        main(["export", "--weights", str(tmp_path / "missing"), *argv])
    err = capsys.readouterr().err
    assert stop.value.code == 2
    assert "argument --out: names no file or folder, got ''" in err
    assert "--out ." not in err and "name a new or empty folder" in err
    assert list(tmp_path.iterdir()) == []
