"""``tt-da3 serve``'s ``TT_DA3_*`` variables against its flags: a flag given replaces its
variable, which is then not read; a bad variable that is used stops start-up naming it. No
model is loaded here."""

from __future__ import annotations

import pytest

from tt_depth_anything_3.cli import build_parser
from tt_depth_anything_3.server import ServerSettings


@pytest.mark.parametrize(
    ("variable", "value", "flags", "message"),
    [
        ("TT_DA3_PROCESS_RES", "abc", ["--process-res", "140"], "must be an integer, got 'abc'"),
        ("TT_DA3_DEVICE", "gpu", ["--device", "cpu"], "TT_DA3_DEVICE='gpu': unknown device"),
        ("TT_DA3_QUEUE_SIZE", "0", ["--queue-size", "2"], "queue_size must be at least 1"),
        ("TT_DA3_WARMUP", "maybe", ["--no-warmup"], "TT_DA3_WARMUP must be one of"),
    ],
)
def test_serve_refuses_a_bad_variable_only_where_it_is_used(
    monkeypatch, capsys, variable, value, flags, message
):
    """A bad ``TT_DA3_*`` variable stopped ``tt-da3 serve`` even when its flag was given,
    although SERVING.md says the flag overrides it (``TT_DA3_PROCESS_RES=abc tt-da3 serve
    --process-res 140`` exited 2): the overridden variable is not read; a used one still is
    refused, naming it."""
    from tt_depth_anything_3.cli import main

    def started(*args, **kwargs):
        raise OSError("the server reached its bind")

    monkeypatch.setattr("tt_depth_anything_3.cli.serve.check_weights_exist", lambda s: None)
    monkeypatch.setattr("tt_depth_anything_3.cli.serve.bind_free_port", started)
    monkeypatch.setenv(variable, value)
    base = ["serve", "--weights", "w"]
    assert main(base) == 2
    err = capsys.readouterr().err
    assert message in err and variable in err and "Traceback" not in err
    main([*base, *flags])  # past every check, to the socket
    err = capsys.readouterr().err
    assert "the server reached its bind" in err and variable not in err
    args = build_parser().parse_args([*base, *flags])
    settings = ServerSettings.from_args(args)
    assert settings.process_res == (140 if variable == "TT_DA3_PROCESS_RES" else 504)
    assert (settings.queue_size, settings.warmup) == (
        2 if variable == "TT_DA3_QUEUE_SIZE" else 8,
        variable != "TT_DA3_WARMUP",
    )
