"""``tt-da3 info --device tt`` with a mock P150a set in the environment said ``ready: false``,
a chip missing, without a word of the mock that the backend then opens (no chip needed)."""

import json
from pathlib import Path

import pytest

from tt_depth_anything_3.backends.blackhole.mock import MOCK_CLUSTER
from tt_depth_anything_3.cli import main

CHIP = "a Tenstorrent Blackhole device (/dev/tenstorrent is absent)"


def tt_info(capsys) -> dict:
    assert main(["info", "--device", "tt"]) == 0
    return json.loads(capsys.readouterr().out)["tt"]


@pytest.mark.skipif(Path("/dev/tenstorrent").exists(), reason="a chip is here")
def test_a_mock_stands_in_for_the_chip(capsys, monkeypatch, tmp_path):
    monkeypatch.delenv(MOCK_CLUSTER, raising=False)
    without = tt_info(capsys)
    assert CHIP in without["missing"] and without["mock"] is None
    monkeypatch.setenv(MOCK_CLUSTER, str(tmp_path / "cluster.yaml"))
    mocked = tt_info(capsys)
    assert CHIP not in mocked["missing"]
    assert mocked["mock"].startswith(f"{MOCK_CLUSTER}={tmp_path / 'cluster.yaml'}: ttnn opens")
    assert mocked["ready"] is (not mocked["missing"])
