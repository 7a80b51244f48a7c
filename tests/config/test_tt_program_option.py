"""``--tt-program fast|accurate``: the Blackhole device program chosen from every command that
loads a model, the server's settings, and passed on to ``from_pretrained(tt_program=...)``
(no ttnn needed: the mapping is checked, not the device)."""

from __future__ import annotations

import pytest

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends import TT_PROGRAMS
from tt_depth_anything_3.cli import build_parser
from tt_depth_anything_3.config.options import ModelOptions
from tt_depth_anything_3.server import ServerSettings

COMMANDS = (
    ["predict", "x.jpg"],
    ["eval-kitti", "--kitti-root", "k"],
    ["serve"],
    ["info"],
)


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
def test_every_model_command_takes_the_flag(command):
    parser = build_parser()
    assert ModelOptions.from_args(parser.parse_args(command)).tt_program == "fast"
    for program in TT_PROGRAMS:
        args = parser.parse_args([*command, "--tt-program", program])
        assert ModelOptions.from_args(args).tt_program == program


def test_unknown_program_is_refused(capsys):
    with pytest.raises(SystemExit):
        build_parser().parse_args(["predict", "x.jpg", "--tt-program", "fastest"])
    assert "invalid choice: 'fastest'" in capsys.readouterr().err
    with pytest.raises(ValueError, match="tt_program must be one of"):
        ServerSettings(tt_program="fastest")
    with pytest.raises(ValueError, match="TT_DA3_TT_PROGRAM|tt_program must be one of"):
        ServerSettings.from_env({"TT_DA3_TT_PROGRAM": "fastest"})


def test_options_reach_from_pretrained(monkeypatch):
    seen = {}

    def fake(**kwargs):
        seen.update(kwargs)
        return "model"

    monkeypatch.setattr(DepthAnything3, "from_pretrained", fake)
    args = build_parser().parse_args(
        ["predict", "x.jpg", "--device", "tt", "--tt-program", "accurate"]
    )
    assert ModelOptions.from_args(args).load() == "model"
    assert (seen["device"], seen["tt_program"]) == ("tt", "accurate")
    settings = ServerSettings.from_env({"TT_DA3_TT_PROGRAM": "accurate"})
    assert settings.model_options().tt_program == "accurate"


def test_from_pretrained_refuses_an_unknown_program(tiny_metric_checkpoint):
    with pytest.raises(ValueError, match="tt_program must be one of"):
        DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint, device="cpu", tt_program="fastest"
        )
