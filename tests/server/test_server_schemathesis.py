"""Schemathesis against the running server's own OpenAPI schema (``uvicorn``, loopback, the
tiny checkpoint), bounded in examples and time: no 5xx, every status and Content-Type returned
is documented, every response matches its schema, invalid requests are rejected, and the
server log holds no traceback. Plain uvicorn (no ``--http``): the log's warning at start names
the missing connection guards and the command that has them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import httpx
import schemathesis  # noqa: F401  (in the test extra: missing, this fails, never skips)

from support.server_process import free_port, running_server, uvicorn_command
from tt_depth_anything_3.server.connections import GUARDED_HTTP, UNGUARDED_WARNING

EXAMPLES_PER_OPERATION = 12
MAX_TIME_S = 25
CHECKS = "all"
# --checks all, with the expected statuses that file explains
CONFIG = Path(__file__).resolve().parents[2] / "benchmarks" / "schemathesis.toml"


def test_schemathesis_finds_nothing(tiny_metric_checkpoint, tmp_path):
    port = free_port()
    log = tmp_path / "server.log"
    env = {
        "TT_DA3_WEIGHTS": str(tiny_metric_checkpoint),
        "TT_DA3_DEVICE": "cpu",
        "TT_DA3_PROCESS_RES": "70",
        "TT_DA3_MAX_BODY_MB": "1",
        "TT_DA3_MAX_PIXELS": "200000",
    }
    with running_server(uvicorn_command(port), port, log, env) as url:
        fuzz = [sys.executable, "-m", "schemathesis.cli", "--config-file", str(CONFIG)]
        fuzz += ["run", f"{url}/openapi.json"]
        fuzz += ["--checks", CHECKS, "--max-examples", str(EXAMPLES_PER_OPERATION)]
        fuzz += ["--max-time", str(MAX_TIME_S), "--generation-deterministic", "--workers", "1"]
        fuzz += ["--no-color", "--request-timeout", "30"]
        result = subprocess.run(
            fuzz, cwd=tmp_path, capture_output=True, text=True, timeout=MAX_TIME_S + 120
        )
        report = result.stdout + result.stderr
        assert result.returncode == 0, report[-6000:]
        assert "generated" in report and "passed" in report, report[-3000:]
        info = httpx.get(f"{url}/info").json()
        assert info["requests"]["server_error"] == 0, info["requests"]
    text = log.read_text()
    assert "Traceback" not in text and "Exception in ASGI application" not in text, text[-4000:]
    assert UNGUARDED_WARNING in text and f"--http {GUARDED_HTTP}" in text, text[:3000]


def test_every_route_is_in_the_schema():
    """What the fuzzer cannot reach it cannot test: each route of the app is documented."""
    from tt_depth_anything_3.server import ServerSettings, create_app

    app = create_app(ServerSettings(weights=str(Path("unused")), device="cpu"))
    schema = app.openapi()
    routes = {route.path for route in app.routes if getattr(route, "include_in_schema", False)}
    assert routes <= set(schema["paths"]), routes - set(schema["paths"])
