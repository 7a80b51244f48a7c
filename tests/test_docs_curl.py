"""The ``curl`` commands of README.md and SERVING.md name only what the server has: each route
with its method, each query parameter, each JSON body field (from the ``printf`` piped into
curl) and its value where the schema lists the choices, each multipart field, each
``Content-Type`` / ``Accept`` media type and each ``jq`` path of the answer are read from the
docs' code blocks and looked up in the app's OpenAPI schema (no server runs, nothing loads).
The commands themselves were run against ``tt-da3 serve`` by hand; a renamed field or route
would leave them printing ``null`` or a 422 to whoever copies them."""

from __future__ import annotations

import json
import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from tt_depth_anything_3.server import ServerSettings, create_app

ROOT = Path(__file__).resolve().parents[1]
DOCS = ("README.md", "SERVING.md")
BLOCK = re.compile(r"```bash\n(.*?)```", re.S)
JQ_PATH = re.compile(r"(?<![\w\]])((?:\.[A-Za-z_][A-Za-z0-9_]*)+)")


@dataclass
class Curl:
    """One curl command of a doc, as far as the schema can check it."""

    doc: str
    line: str
    method: str = "GET"
    path: str = ""
    query: list[str] = field(default_factory=list)
    headers: dict[str, str] = field(default_factory=dict)
    json_body: dict[str, Any] | None = None
    form: list[tuple[str, str]] = field(default_factory=list)
    jq_paths: list[str] = field(default_factory=list)


def pipelines(block: str) -> list[list[list[str]]]:
    """The block's commands as pipelines of argument lists: continued lines joined, comments
    dropped, a line ending in ``|`` joined to the next."""
    text = re.sub(r"\\\n", " ", block)
    text = re.sub(r"\|[ \t]*(#[^\n]*)?\n", "| ", text)
    found = []
    for line in text.splitlines():
        lexer = shlex.shlex(line, posix=True, punctuation_chars=";&|<>()")
        lexer.whitespace_split = True
        lexer.commenters = "#"
        pipeline: list[list[str]] = [[]]
        for token in lexer:
            if token in ("|",):
                pipeline.append([])
            elif set(token) <= set(";&|<>()"):
                found.append(pipeline)
                pipeline = [[]]
            else:
                pipeline[-1].append(token)
        found.append(pipeline)
    return [[cmd for cmd in p if cmd] for p in found if any(p)]


def parse_curl(doc: str, pipeline: list[list[str]]) -> Curl | None:
    """The curl of a pipeline with the printf body before it and the jq paths after it."""
    index = next((i for i, cmd in enumerate(pipeline) if cmd[0] == "curl"), None)
    if index is None:
        return None
    args = pipeline[index]
    curl = Curl(doc, " | ".join(" ".join(cmd) for cmd in pipeline))
    data = False
    i = 1
    while i < len(args):
        arg = args[i]
        if arg in ("-H", "--header"):
            name, _, value = args[i + 1].partition(":")
            curl.headers[name.strip().lower()] = value.strip()
            i += 1
        elif arg in ("-F", "--form"):
            name, _, value = args[i + 1].partition("=")
            curl.form.append((name, value))
            i += 1
        elif arg in ("--data-binary", "-d", "--data"):
            data = True
            i += 1
        elif arg in ("-X", "--request"):
            curl.method = args[i + 1]
            i += 1
        elif arg in ("-o", "-D", "--output", "--dump-header"):
            i += 1
        elif arg in ("-I", "--head"):
            curl.method = "HEAD"
        elif arg.startswith("$S/"):
            path, _, query = arg[2:].partition("?")
            curl.path = path
            curl.query = [part.partition("=")[0] for part in query.split("&") if part]
        i += 1
    if curl.method == "GET" and (data or curl.form):
        curl.method = "POST"
    for cmd in pipeline[:index]:
        if cmd[0] == "printf":  # the JSON body, its %s the base64 images
            curl.json_body = json.loads(cmd[1].replace('"%s"', '""'))
    for cmd in pipeline[index + 1 :]:
        if cmd[0] == "jq":
            program = next(a for a in cmd[1:] if not a.startswith("-"))
            curl.jq_paths += JQ_PATH.findall(program)
    return curl


def curls(doc: str, text: str) -> list[Curl]:
    """Every curl command of the doc's bash blocks."""
    found = []
    for block in BLOCK.findall(text):
        for pipeline in pipelines(block):
            curl = parse_curl(doc, pipeline)
            if curl is not None:
                found.append(curl)
    return found


@pytest.fixture(scope="module")
def schema() -> dict[str, Any]:
    return create_app(ServerSettings(device="cpu")).openapi()


def resolve(schema: dict[str, Any], node: dict[str, Any]) -> list[dict[str, Any]]:
    """A schema node with its ``$ref`` followed and its ``anyOf`` / ``oneOf`` branches."""
    if "$ref" in node:
        name = node["$ref"].rsplit("/", 1)[-1]
        return resolve(schema, schema["components"]["schemas"][name])
    branches = node.get("anyOf") or node.get("oneOf") or node.get("allOf")
    if branches:
        return [leaf for branch in branches for leaf in resolve(schema, branch)]
    return [node]


def choices(schema: dict[str, Any], node: dict[str, Any]) -> set[Any] | None:
    """The values a field takes when the schema lists them (``enum`` / ``const``), else None."""
    values: set[Any] = set()
    for leaf in resolve(schema, node):
        if "enum" in leaf:
            values.update(leaf["enum"])
        elif "const" in leaf:
            values.add(leaf["const"])
        elif leaf.get("type") != "null":
            return None
    return values or None


def properties(schema: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for leaf in resolve(schema, node):
        found.update(leaf.get("properties", {}))
    return found


def problems(curl: Curl, schema: dict[str, Any]) -> list[str]:
    """What the command names that the schema does not have."""
    where = f"{curl.doc}: {curl.line}"
    operations = schema["paths"].get(curl.path)
    if operations is None:
        return [f"{where}: no route {curl.path}"]
    operation = operations.get(curl.method.lower())
    if operation is None:
        return [f"{where}: {curl.path} takes no {curl.method}"]
    wrong = []
    declared = {p["name"] for p in operation.get("parameters", []) if p["in"] == "query"}
    wrong += [f"{where}: no query parameter {name}" for name in curl.query if name not in declared]
    bodies = operation.get("requestBody", {}).get("content", {})
    content_type = curl.headers.get("content-type")
    if content_type and content_type not in bodies:
        wrong.append(f"{where}: the body is not taken as {content_type} (only {sorted(bodies)})")
    for media, fields in (("application/json", curl.json_body), ("multipart/form-data", None)):
        if media == "multipart/form-data":
            fields = {name: value.lstrip("@") for name, value in curl.form} or None
        if fields is None:
            continue
        if media not in bodies:
            wrong.append(f"{where}: no {media} body")
            continue
        declared_fields = properties(schema, bodies[media]["schema"])
        for name, value in fields.items():
            if name not in declared_fields:
                wrong.append(f"{where}: no {media} field {name!r}")
                continue
            allowed = choices(schema, declared_fields[name])
            if allowed is not None and isinstance(value, str) and value and value not in allowed:
                wrong.append(f"{where}: {name}={value!r} is not one of {sorted(allowed)}")
    answers = operation["responses"].get("200", {}).get("content", {})
    accept = curl.headers.get("accept")
    if accept and accept not in answers:
        wrong.append(f"{where}: no {accept} answer (only {sorted(answers)})")
    answer = answers.get("application/json", {}).get("schema", {})
    for jq_path in curl.jq_paths:
        node: dict[str, Any] | None = answer
        for name in jq_path.strip(".").split("."):
            node = properties(schema, node).get(name) if node is not None else None
        if node is None:
            wrong.append(f"{where}: the answer has no {jq_path}")
    return wrong


def all_curls() -> list[Curl]:
    return [c for doc in DOCS for c in curls(doc, (ROOT / doc).read_text(encoding="utf-8"))]


def test_the_docs_show_curl_commands_for_every_model_route() -> None:
    found = all_curls()
    assert len(found) >= 15
    routes = {(c.method, c.path) for c in found}
    for route in (("POST", "/predict"), ("POST", "/predict_png"), ("POST", "/reconstruct")):
        assert route in routes
    assert any(c.json_body for c in found) and any(c.form for c in found)
    assert any(c.jq_paths for c in found) and any(c.query for c in found)


def test_every_documented_curl_matches_the_schema(schema: dict[str, Any]) -> None:
    wrong = [line for curl in all_curls() for line in problems(curl, schema)]
    assert not wrong, "curl commands of the docs the server would not answer so:\n" + "\n".join(
        wrong
    )


def test_a_wrong_curl_is_found(schema: dict[str, Any]) -> None:
    """The check itself: a misspelt field, value, query parameter, route, answer path and media
    type are each reported."""
    text = """```bash
printf '{"image": "%s", "output": "png"}' "$IMG" |
  curl -s $S/predict -H 'Content-Type: application/json' --data-binary @- | jq -r .depth.bytes
printf '{"image": "%s", "output_format": "tiff"}' "$IMG" | curl -s $S/predict \\
  -H 'Content-Type: application/json' -H 'Accept: application/x-tiff' --data-binary @-
curl -s $S/predict_png?scale=1000 -H 'Content-Type: text/plain' --data-binary @photo.jpg
curl -s $S/reconstruct -F images=@a.jpg -F poses=rays   # a comment | jq .x
curl -s $S/healthz; curl -s -X DELETE $S/info
```"""
    found = curls("X.md", text)
    assert len(found) == 6
    reported = "\n".join(line for curl in found for line in problems(curl, schema))
    for expected in (
        "no application/json field 'output'",
        "the answer has no .depth.bytes",
        "output_format='tiff' is not one of",
        "no application/x-tiff answer",
        "no query parameter scale",
        "not taken as text/plain",
        "no multipart/form-data field 'poses'",
        "no route /healthz",
        "/info takes no DELETE",
    ):
        assert expected in reported, f"{expected!r} not in:\n{reported}"
