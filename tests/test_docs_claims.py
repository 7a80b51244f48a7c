"""What the docs claim that can be checked mechanically, read from the Markdown and checked
against the code: every ``tt-da3 <command> --flag`` exists (and every flag is named by a
doc; a ``--flag a|b`` offers only values it takes), the flag tables of SERVING.md and
EVALUATION.md name real flags with the defaults the code has (and SERVING.md's lists every
setting), every ``GET /x`` / ``POST /x`` is a route of the server, every ``TT_DA3_*`` variable is
read somewhere, ``from_pretrained``'s documented defaults are its defaults, and the vendored
three.js is the version the docs name (as PYTHON.md's examples are run by
``test_python_md.py``)."""

from __future__ import annotations

import argparse
import inspect
import re
from dataclasses import fields
from pathlib import Path

from fastapi.testclient import TestClient

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends.torch.precision import parse_precision
from tt_depth_anything_3.cli import build_parser
from tt_depth_anything_3.server import ServerSettings, create_app
from tt_depth_anything_3.server.settings import ENV_PREFIX

ROOT = Path(__file__).resolve().parents[1]
DOCS = ["README.md", "PYTHON.md", "SERVING.md", "EVALUATION.md", "OPT_REPORT.md"]
# up to a pipe, a backtick or the line's end; a ``|`` between words is a choice
# (``--format png|npz``, ``IMAGE|FOLDER``), not a pipe, so the flags after it count too
COMMAND = re.compile(r"tt-da3 ([a-z][a-z-]*)((?: +(?:[^|`\n]|(?<=\w)\|(?=[\w-]))*)?)")
FLAG = re.compile(r"(?<![\w-])--[a-z][a-z0-9-]*")
ROUTE = re.compile(r"\b(GET|POST) (/[A-Za-z0-9_/{}.-]*)")
TABLE_ROW = re.compile(r"^\| `(--[a-z0-9-]+)[^`]*` \|(.*)$", re.M)
ENV_VAR = re.compile(r"\bTT_DA3_[A-Z0-9_]*[A-Z0-9]")
# "- `name` ...: `"value"` (default": a documented keyword default of ``from_pretrained``.
KEYWORD_DEFAULT = re.compile(r'^- `([a-z_]+)`[^:\n]*: `"([^"]+)"` \(default', re.M)
STATIC_THREE = ROOT / "code" / "tt_depth_anything_3" / "server" / "static" / "vendor" / "three"


def text(name: str) -> str:
    return (ROOT / name).read_text(encoding="utf-8")


def subparsers() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))  # noqa: SLF001
    return dict(action.choices)


def flags_of(parser: argparse.ArgumentParser) -> dict[str, argparse.Action]:
    return {opt: a for a in parser._actions for opt in a.option_strings}  # noqa: SLF001


def flags_written(markdown: str) -> list[tuple[str, str]]:
    """(command, flag) for each flag written after ``tt-da3 <command>`` on one line (a shell
    line continued with ``\\`` is one)."""
    return [
        (match.group(1), flag)
        for match in COMMAND.finditer(re.sub(r"\\\n\s*", " ", markdown))
        for flag in FLAG.findall(match.group(2))
    ]


def command_claims() -> list[tuple[str, str, str]]:
    """(doc, command, flag) for each flag the docs write after ``tt-da3 <command>``."""
    return [(doc, *claim) for doc in DOCS for claim in flags_written(text(doc))]


def test_flags_after_a_choice_or_a_continued_line_are_read() -> None:
    """The flags after ``png|npz`` or on a ``\\``-continued line were not checked."""
    written = (
        "`tt-da3 predict IMAGE|FOLDER --format png|npz --out D` | `tt-da3 video v \\\n  --fps 2`"
    )
    assert flags_written(written) == [
        ("predict", "--format"), ("predict", "--out"), ("video", "--fps")
    ]  # fmt: skip
    assert flags_written("tt-da3 info --json | jq .models --raw") == [("info", "--json")]


def test_documented_commands_exist() -> None:
    commands = subparsers()
    named = {(doc, m.group(1)) for doc in DOCS for m in COMMAND.finditer(text(doc))}
    assert len(named) > 10
    wrong = sorted(f"{doc}: tt-da3 {command}" for doc, command in named if command not in commands)
    assert not wrong, "documented commands tt-da3 does not have:\n" + "\n".join(wrong)


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


def undocumented_flags(docs: str) -> list[str]:
    """``tt-da3 <command> --flag`` for each flag of each command that ``docs`` never names."""
    return [
        f"tt-da3 {command} {flag}"
        for command, parser in subparsers().items()
        for flag in flags_of(parser)
        if flag.startswith("--") and flag != "--help"
        if not re.search(rf"(?<![\w-]){re.escape(flag)}(?![\w-])", docs)
    ]


def test_every_flag_is_documented() -> None:
    """``predict-dataset --batch-size`` was in ``--help`` and in no doc."""
    assert undocumented_flags("\n".join(text(doc) for doc in DOCS)) == []
    assert "tt-da3 predict-dataset --batch-size" in undocumented_flags("")


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
        if env.startswith("none"):  # --host, --port, --log-level: no setting, no variable
            assert flag in ("--host", "--port", "--log-level"), f"{flag}: no variable?"
            continue
        field = flag[2:].replace("-", "_")
        assert field in defaults, f"{flag}: no ServerSettings.{field}"
        assert env == ENV_PREFIX + field.upper(), f"{flag}: environment variable {env}"
        actual = defaults[field]
        if default == "":  # --dtype too: unset (None), which runs float32, is no "float32"
            assert actual is None, f"{flag}: documented without default, code has {actual!r}"
        else:
            same = str(actual) == default or (
                re.fullmatch(r"[0-9.e+-]+", default) is not None and float(actual) == float(default)
            )
            assert same, f"{flag}: SERVING.md says {default!r}, ServerSettings has {actual!r}"


def test_serving_flag_table_lists_every_setting() -> None:
    documented = {flag for flag, _ in TABLE_ROW.findall(text("SERVING.md"))}
    flags = {"--no-warmup" if f.name == "warmup" else "--" + f.name.replace("_", "-")
             for f in fields(ServerSettings)}  # fmt: skip
    assert not flags - documented, f"settings missing from SERVING.md: {flags - documented}"


def test_documented_environment_variables_are_read() -> None:
    """Each ``TT_DA3_*`` the docs name is a ``ServerSettings`` variable or is written in the
    package, a test or a benchmark (where it is read)."""
    documented = {name for doc in DOCS for name in ENV_VAR.findall(text(doc))}
    assert len(documented) >= 10
    settings = {ENV_PREFIX + f.name.upper() for f in fields(ServerSettings)}
    sources = " ".join(
        path.read_text(encoding="utf-8")
        for tree in ("code/tt_depth_anything_3", "tests", "benchmarks")
        for path in (ROOT / tree).rglob("*.py")
    )
    unread = sorted(n for n in documented - settings if f'"{n}"' not in sources)
    assert not unread, f"documented environment variables nothing reads: {unread}"


def test_documented_from_pretrained_defaults() -> None:
    """PYTHON.md's ``- `name`: `"value"` (default`` bullets against the signature (``dtype``:
    None is float32)."""
    claims = KEYWORD_DEFAULT.findall(text("PYTHON.md"))
    assert len(claims) >= 2
    parameters = inspect.signature(DepthAnything3.from_pretrained).parameters
    for name, value in claims:
        assert name in parameters, f"PYTHON.md documents from_pretrained({name}=...)"
        actual = parameters[name].default
        if name == "dtype":
            assert parse_precision(actual) == parse_precision(value), (actual, value)
        else:
            assert actual == value, f"{name}: PYTHON.md says {value!r}, the code has {actual!r}"


def test_vendored_three_js_is_the_documented_version() -> None:
    """three.js is third-party, vendored on purpose: its licence is beside it, and the version
    README.md and SERVING.md name is the one in VERSION, in the build (REVISION) and in the
    vendoring script."""
    named = re.findall(r"three\.js\s+(\d+\.\d+\.\d+)", text("README.md") + text("SERVING.md"))
    assert len(named) >= 2
    (documented,) = set(named)
    assert (STATIC_THREE / "VERSION").read_text().startswith(f"three.js {documented} from npm")
    assert (STATIC_THREE / "LICENSE").read_text().startswith("The MIT License")
    minor = documented.split(".")[1]
    assert f"const REVISION = '{minor}';" in (STATIC_THREE / "three.core.js").read_text()
    assert f'VERSION="${{1:-{documented}}}"' in text("scripts/vendor_three.sh")


def test_vendored_api_docs_are_the_documented_versions() -> None:
    """Swagger UI and ReDoc (/docs, /redoc) are vendored like three.js: licences beside them,
    and SERVING.md's versions are those of VERSION, the bundles and the vendoring script."""
    vendor = STATIC_THREE.parent
    swagger = re.findall(r"Swagger UI (\d+\.\d+\.\d+)", text("SERVING.md"))
    redoc = re.findall(r"ReDoc (\d+\.\d+\.\d+)", text("SERVING.md"))
    assert swagger and redoc
    (swagger_version,), (redoc_version,) = set(swagger), set(redoc)
    assert (
        (vendor / "swagger-ui" / "VERSION")
        .read_text()
        .startswith(f"swagger-ui-dist {swagger_version} from npm")
    )
    assert (vendor / "redoc" / "VERSION").read_text().startswith(f"redoc {redoc_version} from npm")
    assert swagger_version in (vendor / "swagger-ui" / "swagger-ui-bundle.js").read_text()
    assert f'"{redoc_version}"' in (vendor / "redoc" / "redoc.standalone.js").read_text()
    assert "Apache License" in (vendor / "swagger-ui" / "LICENSE").read_text()
    assert "MIT" in (vendor / "redoc" / "LICENSE").read_text()
    script = text("scripts/vendor_api_docs.sh")
    assert f'SWAGGER="${{1:-{swagger_version}}}"' in script
    assert f'REDOC="${{2:-{redoc_version}}}"' in script


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


def test_every_dtype_is_listed_where_dtypes_are_listed() -> None:
    """``int8w`` (OpenVINO only) was accepted by ``dtype`` / ``--dtype`` and named in the
    refusal of an unknown dtype, but not listed in ``from_pretrained``'s docstring, the
    ``--dtype`` help, SERVING.md's ``--dtype`` row or PYTHON.md's ``dtype`` entry."""
    import inspect

    from tt_depth_anything_3 import DepthAnything3
    from tt_depth_anything_3.config.precisions import DTYPE_NAMES

    help_text = flags_of(subparsers()["predict"])["--dtype"].help
    row = next(line for line in text("SERVING.md").splitlines() if line.startswith("| `--dtype`"))
    python_md = text("PYTHON.md")
    entry = python_md[python_md.index("- `dtype`: ") :].split("\n- ")[0]
    doc = inspect.getdoc(DepthAnything3.from_pretrained) or ""
    doc = doc.split("dtype:")[1].split("process_res:")[0]
    for name in DTYPE_NAMES.values():
        assert name in help_text and f"`{name}`" in row, name
        assert f'"{name}"' in entry and f'"{name}"' in doc, name
    assert "openvino only" in help_text and "OpenVINO only" in entry


# ``--flag a|b|c``: the values the docs offer for a flag with choices
CHOICES = re.compile(r"(?<![\w-])(--[a-z][a-z0-9-]*)[ =]([\w.+-]+(?:\|[\w.+-]+)+)")


def wrong_choices(docs: str) -> list[str]:
    """Each ``--flag a|b`` in ``docs`` offering a value no command's ``--flag`` takes."""
    choices: dict[str, list[list[str]]] = {}
    for parser in subparsers().values():
        for flag, action in flags_of(parser).items():
            if action.choices:
                choices.setdefault(flag, []).append([str(c) for c in action.choices])
    return [
        match.group(0)
        for match in CHOICES.finditer(docs)
        if match.group(1) in choices
        if not any(set(match.group(2).split("|")) <= set(c) for c in choices[match.group(1)])
    ]


def test_documented_flag_values_are_the_choices() -> None:
    """A value the docs list for a flag (``--format glb|ply|...``, ``--runtime
    onnxruntime|openvino``) is one its command accepts."""
    docs = "\n".join(text(doc) for doc in DOCS)
    assert len(CHOICES.findall(docs)) > 15
    assert wrong_choices(docs) == []
    assert wrong_choices("`--pose-from camera|ray`, --format onnx|glb") == [
        "--pose-from camera|ray",
        "--format onnx|glb",
    ]
