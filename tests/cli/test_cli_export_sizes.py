"""``tt-da3 export --size`` under two patches is refused in export's words (an outside test,
t47: the message was inference's, suggesting ``runtime='torch'``, which export does not have)."""

from __future__ import annotations

import pytest

from tt_depth_anything_3.cli import main as cli_main


@pytest.mark.parametrize("size", ["14x14", "14x70", "70x14"])
def test_export_refuses_a_side_under_two_patches_in_its_own_words(tmp_path, capsys, size):
    code = cli_main(["export", "--weights", str(tmp_path / "missing"), "--size", size,
                     "--out", str(tmp_path / "out")])  # fmt: skip
    err = capsys.readouterr().err
    assert code == 2, err
    assert f"--size {size}" in err and "use --size with both sides >= 28" in err
    assert "runtime" not in err
    assert not (tmp_path / "out").exists()
