"""An empty ``model.safetensors`` (a download that stopped at once, a ``touch``) was "not a
safetensors file (header 0)": a header size of 0 the user never wrote. It now says the file
is empty, or how few bytes it holds, and to fetch it again, as a truncated file is told."""

from __future__ import annotations

import shutil

import pytest

from tt_depth_anything_3.cli import main


@pytest.mark.parametrize(
    ("data", "says"), [(b"", "empty (0 bytes)"), (b"\x00\x01\xff", "3 bytes long")]
)
def test_a_weights_file_too_short_for_a_header_says_so(
    tiny_metric_checkpoint, tmp_path, capsys, data, says
):
    weights = tmp_path / "w"
    weights.mkdir()
    shutil.copy(tiny_metric_checkpoint / "config.json", weights / "config.json")
    (weights / "model.safetensors").write_bytes(data)
    argv = ["info", "--weights", str(weights), "--load"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"{weights / 'model.safetensors'} is not a safetensors file: it is {says}" in err
    assert "fetch it again" in err and "header 0" not in err
