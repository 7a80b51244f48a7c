"""NNCF's progress bars of a first OpenVINO int8 / int8w build went to stdout, before a
program's own JSON there (an outside test): they go to stderr, as the build notices do."""

from __future__ import annotations

import pytest

from tt_depth_anything_3.backends.runtimes.ov_int8 import quiet_nncf


def test_nncf_progress_goes_to_stderr(capsys):
    pytest.importorskip("nncf")
    from nncf.common.logging.track_progress import track

    with quiet_nncf():
        assert list(track(range(3), description="Statistics collection")) == [0, 1, 2]

    captured = capsys.readouterr()
    assert captured.out == ""
    assert "Statistics collection" in captured.err
