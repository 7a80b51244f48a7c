"""``tt-da3 info --json``: info always prints JSON, but ``--json`` (which ``tt-da3 cache``
needs for JSON) was refused as "unrecognized arguments"; it is taken now, the output the same."""

from __future__ import annotations

import json

from tt_depth_anything_3.cli import main


def test_info_takes_json_and_prints_the_same(capsys):
    assert main(["info"]) == 0
    plain = json.loads(capsys.readouterr().out)
    assert main(["info", "--json"]) == 0
    flagged = json.loads(capsys.readouterr().out)
    assert flagged.keys() == plain.keys()
    assert flagged["version"] == plain["version"]
