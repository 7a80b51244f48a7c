"""The package as a user installs it (a wheel or sdist of ``code/``), checked against
``code/pyproject.toml`` without building: from an outside test of the wheel in fresh virtual
environments. The version was written twice (pyproject and ``version.py``) with nothing tying
them; the metadata's licence said Apache-2.0 alone while the wheel ships MIT code (three.js,
ReDoc) with its licence files left out of the metadata; and the code that ``requires-python =
">=3.10"`` promised used two Python 3.11 additions (``create_task(context=)``, a TypeError
in the Ray gateway's probe, and ``sys.get_int_max_str_digits``, absent before 3.10.7)."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest
import tomllib

ROOT = Path(__file__).resolve().parents[1]
CODE = ROOT / "code"
PACKAGE = CODE / "tt_depth_anything_3"


def _pyproject() -> dict:
    return tomllib.loads((CODE / "pyproject.toml").read_text(encoding="utf-8"))


def _data_files() -> list[Path]:
    """The package's files that are not Python source (what package-data must name)."""
    return [
        p
        for p in PACKAGE.rglob("*")
        if p.is_file() and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts
    ]


def test_every_data_file_is_package_data() -> None:
    """Every non-Python file the code reads at run time (the web page and its vendored JS, the
    runtime gate's photo, the mock's cluster descriptor, the shipped kernel compiles) is named
    by ``[tool.setuptools.package-data]``: one left out works from the checkout and is missing
    from the wheel."""
    declared: set[Path] = set()
    for package, patterns in _pyproject()["tool"]["setuptools"]["package-data"].items():
        folder = CODE.joinpath(*package.split("."))
        assert folder.is_dir(), f"package-data names {package}, which is no package folder"
        for pattern in patterns:
            matched = [p for p in folder.glob(pattern) if p.is_file()]
            assert matched, f"package-data {package}: {pattern!r} matches no file"
            declared.update(matched)
    missing = sorted(str(p.relative_to(CODE)) for p in _data_files() if p not in declared)
    assert not missing, f"not in the wheel (add them to package-data): {missing}"


@pytest.mark.parametrize(
    "relative",
    [
        "backends/runtimes/gate_photo.jpg",
        "backends/blackhole/mock/p150a_cluster.yaml",
        "server/static/index.html",
        "server/static/vendor/three/three.module.js",
        "server/static/vendor/swagger-ui/swagger-ui-bundle.js",
        "server/static/vendor/redoc/redoc.standalone.js",
    ],
)
def test_the_files_the_code_opens_exist(relative: str) -> None:
    """The named files the code opens (``importlib.resources`` / ``Path(__file__)``) are there
    (the test above then holds them to package-data)."""
    assert (PACKAGE / relative).is_file()


def test_the_version_has_one_definition() -> None:
    """pyproject reads the version from ``version.py`` (``__version__``, ``tt-da3 --version``,
    ``/info``) instead of writing it a second time."""
    project, setuptools = _pyproject()["project"], _pyproject()["tool"]["setuptools"]
    assert "version" not in project, "a static version in pyproject: a second definition"
    assert "version" in project.get("dynamic", [])
    assert setuptools["dynamic"]["version"] == {"attr": "tt_depth_anything_3.version.__version__"}
    from tt_depth_anything_3.version import __version__

    assert __version__.count(".") == 2


def test_the_licence_metadata_names_every_shipped_licence() -> None:
    """Every licence / notice file the wheel ships is in ``license-files`` (so in the wheel's
    ``.dist-info/licenses``) and the licence expression names each licence: MIT (three.js,
    ReDoc) beside the package's Apache-2.0."""
    project = _pyproject()["project"]
    listed = {p for pattern in project["license-files"] for p in CODE.glob(pattern)}
    shipped = [p for p in _data_files() if p.name in ("LICENSE", "NOTICE")]
    assert shipped, "the vendored licences moved: update this test"
    missing = sorted(str(p.relative_to(CODE)) for p in shipped if p not in listed)
    assert not missing, f"licence files missing from license-files: {missing}"
    texts = [p.read_text(encoding="utf-8") for p in shipped if p.name == "LICENSE"]
    spdx = set(project["license"].replace("(", " ").replace(")", " ").split()) - {"AND", "OR"}
    assert "Apache-2.0" in spdx
    if any("MIT License" in text for text in texts):
        assert "MIT" in spdx, project["license"]


def test_no_task_is_made_with_a_context_argument() -> None:
    """``create_task(..., context=)`` is Python 3.11; requires-python says 3.10 (the Ray
    gateway's probe was a TypeError there)."""
    assert _pyproject()["project"]["requires-python"] == ">=3.10"
    found = []
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "create_task"
                and any(k.arg == "context" for k in node.keywords)
            ):
                found.append(f"{path.relative_to(CODE)}:{node.lineno}")
    assert not found, found


def test_json_numbers_are_read_without_the_digit_limit_function(monkeypatch) -> None:
    """Python 3.10.0-3.10.6 have no ``sys.get_int_max_str_digits`` (and no limit): the
    server's JSON number check read it unconditionally, an AttributeError on every body."""
    from tt_depth_anything_3.server.decoding import parse_json_int

    monkeypatch.delattr(sys, "get_int_max_str_digits")
    assert parse_json_int("-12345") == -12345


def test_the_gateway_probe_runs_in_a_context_of_its_own() -> None:
    """The Ray gateway's replica probe (made without ``create_task(context=)`` now) still runs
    apart from the request's context: a value set by the caller is not seen by the probe."""
    pytest.importorskip("ray")
    import asyncio
    import contextvars
    from types import SimpleNamespace

    from tt_depth_anything_3.scale_out.gateway import Gateway

    request = contextvars.ContextVar("request", default=None)
    seen = []

    async def started() -> None:
        seen.append(request.get())

    replicas = SimpleNamespace(started=SimpleNamespace(remote=started))
    gateway = Gateway(replicas, max_body_bytes=1, body_timeout_s=1.0, retries=0)

    async def probe() -> bool:
        request.set("the caller's")
        return await gateway.replicas_started()

    assert asyncio.run(probe()) is True
    assert seen == [None]
