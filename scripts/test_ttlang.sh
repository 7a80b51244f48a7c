#!/usr/bin/env bash
# The TT-Lang compiler tests (tests/blackhole/compiler): every kernel compiled with tt-lang 1.1.1
# on the mock p150a at every shape of the size sweep, and generated/ against a fresh compile.
# Needs scripts/setup_ttlang.sh; about 25 s. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV="${TTLANG_VENV:-.venv-ttlang}"
exec "$VENV/bin/python" -m pytest -q tests/blackhole/compiler "$@"
