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


def test_help_shows_the_built_in_default_beside_a_refused_variable(monkeypatch, capsys):
    """``TT_DA3_PROCESS_RES=abc tt-da3 serve --help`` showed "(default: TT_DA3_PROCESS_RES
    must be an integer, got 'abc')", the refusal as if it were the value; an empty
    ``TT_DA3_DEVICE`` was taken as None (the server loaded "on None", its help showed no
    default). Every command's help now works with each serve variable set to a bad value,
    showing the flag's built-in default and that the variable is refused; ``serve`` still
    refuses it when it runs. ``serve --help`` is read with each variable bad alone; the other
    commands' help (they build the same parser, whose ``serve`` part reads each variable on
    its own: ``environment_defaults``) with every variable bad at once, for each bad value
    (11 commands x 29 variables x 3 values one by one took 9.7 s CPU)."""
    from dataclasses import fields

    from tt_depth_anything_3.cli import main
    from tt_depth_anything_3.server.settings import ENV_PREFIX

    def help_text(command: str, why: object) -> str:
        with pytest.raises(SystemExit) as caught:
            main([command, "--help"])
        assert caught.value.code == 0, (why, command)
        text = " ".join(capsys.readouterr().out.split())
        assert ", got " not in text, text
        return text

    monkeypatch.setattr("tt_depth_anything_3.cli.serve.check_weights_exist", lambda s: None)
    parser = build_parser()
    commands = next(a for a in parser._actions if a.dest == "command").choices  # noqa: SLF001
    assert "serve" in commands and len(commands) > 1
    variables = [ENV_PREFIX + f.name.upper() for f in fields(ServerSettings)]
    for bad in ("abc%", "-1", ""):
        for variable in variables:
            monkeypatch.setenv(variable, bad)
            assert f"(default: {variable}" not in help_text("serve", (variable, bad))
            monkeypatch.delenv(variable)
        for variable in variables:
            monkeypatch.setenv(variable, bad)
        for command in commands:
            text = help_text(command, ("every variable", bad))
            assert not [v for v in variables if f"(default: {v}" in text], text
        for variable in variables:
            monkeypatch.delenv(variable)
    monkeypatch.setenv("TT_DA3_PROCESS_RES", "abc")
    with pytest.raises(SystemExit):
        main(["serve", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "(default: 504; TT_DA3_PROCESS_RES='abc' is refused: give the flag" in text


def test_an_empty_variable_is_unset_as_every_tt_da3_variable(monkeypatch, capsys):
    """``TT_DA3_RUNTIME=""`` (every serve variable with a default) stopped start-up, "is set
    but empty", while ``TT_DA3_CACHE_DIR=""``, ``TT_DA3_WEIGHTS=""``, ``TT_DA3_CACHE_MAX_GB=""``
    and the package's other variables meant unset (an outside tester): an empty or blank serve
    variable is unset too, the built-in default (never "None", as it once loaded on). An API
    key of spaces is still refused, not taken as no key."""
    from dataclasses import fields
    from pathlib import Path

    from tt_depth_anything_3.cli import main
    from tt_depth_anything_3.config.cache_folder import package_cache_folder
    from tt_depth_anything_3.server.settings import ENV_PREFIX

    def started(*args, **kwargs):
        raise OSError("the server reached its bind")

    monkeypatch.setattr("tt_depth_anything_3.cli.serve.check_weights_exist", lambda s: None)
    monkeypatch.setattr("tt_depth_anything_3.cli.serve.bind_free_port", started)
    for index, item in enumerate(fields(ServerSettings)):
        blank = "" if item.name == "api_key" else " " * (index % 2)  # spaces: refused below
        monkeypatch.setenv(ENV_PREFIX + item.name.upper(), blank)
    assert ServerSettings.from_env() == ServerSettings()
    main(["serve", "--weights", "w"])  # past every check, to the socket
    err = capsys.readouterr().err
    assert "the server reached its bind" in err and "empty" not in err, err
    defaults = ServerSettings.from_args(build_parser().parse_args(["serve"]))
    assert defaults == ServerSettings()
    monkeypatch.setenv("TT_DA3_API_KEY", "  ")
    with pytest.raises(ValueError, match="api"):
        ServerSettings.from_env()
    monkeypatch.setenv("TT_DA3_CACHE_DIR", "  ")
    monkeypatch.setenv("HOME", str(Path.cwd()))
    assert package_cache_folder() == Path.cwd() / ".cache" / "tt_depth_anything_3"
