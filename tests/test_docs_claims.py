"""What the docs claim that can be checked mechanically, read from the Markdown and checked
against the code: every ``tt-da3 <command> --flag`` exists, the flag tables of SERVING.md and
EVALUATION.md name real flags with the defaults the code has, and every ``GET /x`` / ``POST /x``
is a route of the server (as PYTHON.md's examples are run by ``test_python_md.py``)."""

from __future__ import annotations

import argparse
import re
from dataclasses import fields
from pathlib import Path

from fastapi.testclient import TestClient

from tt_depth_anything_3.backends.torch_precision import parse_precision
from tt_depth_anything_3.cli import build_parser
from tt_depth_anything_3.server import ServerSettings, create_app
from tt_depth_anything_3.server.settings import ENV_PREFIX

ROOT = Path(__file__).resolve().parents[1]
DOCS = ["README.md", "PYTHON.md", "SERVING.md", "EVALUATION.md", "OPT_REPORT.md"]
COMMAND = re.compile(r"tt-da3 ([a-z][a-z-]*)((?: +[^|`\n]*)?)")
FLAG = re.compile(r"(?<![\w-])--[a-z][a-z0-9-]*")
ROUTE = re.compile(r"\b(GET|POST) (/[A-Za-z0-9_/{}.-]*)")
TABLE_ROW = re.compile(r"^\| `(--[a-z0-9-]+)[^`]*` \|(.*)$", re.M)


def text(name: str) -> str:
    return (ROOT / name).read_text(encoding="utf-8")


def subparsers() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))  # noqa: SLF001
    return dict(action.choices)


def flags_of(parser: argparse.ArgumentParser) -> dict[str, argparse.Action]:
    return {opt: a for a in parser._actions for opt in a.option_strings}  # noqa: SLF001


def command_claims() -> list[tuple[str, str, str]]:
    """(doc, command, flag) for each flag written after ``tt-da3 <command>`` on one line."""
    claims = []
    for doc in DOCS:
        for match in COMMAND.finditer(text(doc)):
            for flag in FLAG.findall(match.group(2)):
                claims.append((doc, match.group(1), flag))
    return claims


def test_documented_commands_and_flags_exist() -> None:
    commands = subparsers()
    claims = command_claims()
    assert len(claims) > 20  # the docs do show commands with flags
    wrong = [
        f"{doc}: tt-da3 {command} {flag}"
        for doc, command, flag in claims
        if command not in commands or flag not in flags_of(commands[command])
    ]
    assert not wrong, "documented but not accepted:\n" + "\n".join(sorted(set(wrong)))


def cells(row: str) -> list[str]:
    return [c.strip().strip("`").strip() for c in row.split("|")[:-1]]


def test_serving_flag_table_matches_settings() -> None:
    """SERVING.md: | flag | environment variable | default | ... | against ``tt-da3 serve``
    and ``ServerSettings``."""
    serve = flags_of(subparsers()["serve"])
    defaults = {f.name: f.default for f in fields(ServerSettings)}
    rows = TABLE_ROW.findall(text("SERVING.md"))
    assert len(rows) >= 10
    for flag, rest in rows:
        env, default = cells(rest)[:2]
        assert flag in serve, f"SERVING.md names {flag}, which tt-da3 serve does not accept"
        if flag == "--no-warmup":
            assert env == f"{ENV_PREFIX}WARMUP=false" and defaults["warmup"] is True
            continue
        field = flag[2:].replace("-", "_")
        assert field in defaults, f"{flag}: no ServerSettings.{field}"
        assert env == ENV_PREFIX + field.upper(), f"{flag}: environment variable {env}"
        actual = defaults[field]
        if field == "dtype":
            assert parse_precision(default) == parse_precision(actual), flag
        elif default == "":
            assert actual is None, f"{flag}: documented without default, code has {actual!r}"
        else:
            assert str(actual) == default or float(actual) == float(default), (
                f"{flag}: SERVING.md says {default!r}, ServerSettings has {actual!r}"
            )


def test_evaluation_flag_table_matches_the_command() -> None:
    """EVALUATION.md: | flag | default | ... | against ``tt-da3 eval-kitti``; a default that
    is one word is the parser's default."""
    kitti = flags_of(subparsers()["eval-kitti"])
    rows = TABLE_ROW.findall(text("EVALUATION.md"))
    assert len(rows) >= 8
    for flag, rest in rows:
        assert flag in kitti, f"EVALUATION.md names {flag}, which eval-kitti does not accept"
        default = cells(rest)[0]
        action = kitti[flag]
        if default == "required":
            assert action.required, flag
        elif default in ("off", "none", "all"):
            assert action.default in (None, False, default), f"{flag}: {action.default!r}"
        elif re.fullmatch(r"[a-z_]+", default):
            assert str(action.default) == default, f"{flag}: {action.default!r} vs {default}"


def test_documented_routes_exist() -> None:
    """Each documented ``METHOD /path`` is answered by the app with something other than 404
    (no such route) or 405 (not that method); the model is not loaded, so the routes that need
    it answer 503 or a validation error."""
    claims = {(m, p) for doc in DOCS for m, p in ROUTE.findall(text(doc))}
    claims = {(m, p.rstrip(".")) for m, p in claims if not p.endswith("...")}  # not a folder
    assert len(claims) >= 5
    app = create_app(ServerSettings(weights=str(ROOT), device="cpu"))
    client = TestClient(app, raise_server_exceptions=False)  # no lifespan: nothing loads
    wrong = []
    for method, path in sorted(claims):
        if "{" in path:
            continue
        status = client.request(method, path).status_code
        if status in (404, 405):
            wrong.append(f"{method} {path}: {status}")
    assert not wrong, "documented routes the server does not have:\n" + "\n".join(wrong)
