"""Schemathesis against a running server for longer than CI does; prints the statuses the server
answered per route (read from its /metrics), the fuzzer's verdict and the tracebacks in the
server log. Loopback only; the tiny random checkpoint unless ``--weights``.

    python benchmarks/server_fuzz.py --examples 200 --max-time 600
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))
from server_load import started_server, tiny_checkpoint  # noqa: E402

CHECKS = "all"  # with the expected statuses of benchmarks/schemathesis.toml
CONFIG = Path(__file__).resolve().parent / "schemathesis.toml"
SAMPLE = re.compile(r'^da3_requests_total\{route="([^"]*)",status="(\d+)"\} ([0-9.e+]+)$')


def statuses(url: str) -> dict[str, dict[str, int]]:
    """route -> status -> count, from /metrics."""
    table: dict[str, dict[str, int]] = defaultdict(dict)
    for line in httpx.get(f"{url}/metrics").text.splitlines():
        if found := SAMPLE.match(line):
            table[found.group(1)][found.group(2)] = int(float(found.group(3)))
    return {route: dict(sorted(codes.items())) for route, codes in sorted(table.items())}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--weights", help="checkpoint (default: a tiny random one)")
    parser.add_argument("--examples", type=int, default=200, help="per operation and phase")
    parser.add_argument("--max-time", type=int, default=600, help="seconds for the fuzzer")
    parser.add_argument("--process-res", type=int, default=140)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        weights = args.weights or str(tiny_checkpoint(Path(tmp)))
        serve = ["--weights", weights, "--device", "cpu", "--process-res", str(args.process_res)]
        serve += ["--max-body-mb", "1", "--max-pixels", "200000"]
        with started_server(serve) as url:
            fuzz = [sys.executable, "-m", "schemathesis.cli", "--config-file", str(CONFIG)]
            fuzz += ["run", f"{url}/openapi.json"]
            fuzz += ["--checks", CHECKS, "--max-examples", str(args.examples), "--workers", "2"]
            fuzz += ["--max-time", str(args.max_time), "--no-color", "--seed", "1"]
            result = subprocess.run(fuzz, cwd=tmp, capture_output=True, text=True)
            table = statuses(url)
    report = result.stdout
    summary = re.search(r"Test cases:\s*\n\s*(.*)", report)
    print(
        json.dumps(
            {
                "schemathesis_exit_code": result.returncode,
                "test_cases": summary.group(1).strip() if summary else None,
                "statuses_by_route": table,
                "requests": sum(sum(codes.values()) for codes in table.values()),
                "5xx": sum(
                    n
                    for codes in table.values()
                    for s, n in codes.items()
                    if s[0] == "5" and s not in ("503",)
                ),
            },
            indent=1,
        )
    )
    if result.returncode:
        print(report[-6000:])
    return result.returncode


if __name__ == "__main__":
    sys.exit(main())
